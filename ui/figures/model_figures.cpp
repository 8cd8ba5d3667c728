#include "ui/figures/model_figures.h"

#include "ui/model/model_overview_widget.h"
#include "ui/model/model_page.h"

#include <QComboBox>
#include <QSlider>

#include <algorithm>

namespace ae {

namespace {

const QLatin1String kOverview("model-overview");
const QLatin1String kHead("model-head");
const QLatin1String kRollout("model-rollout");

} // namespace

QVector<FigureView> ModelFigures::all()
{
    return {
        {kOverview, tr("a real model (--model): every layer × head with its behaviour label")},
        {kHead, tr("a real model (--model): one head's weights, large (--layer, --head)")},
        {kRollout, tr("a real model (--model): the attention rollout through a layer (--layer)")},
    };
}

bool ModelFigures::contains(const QString& name)
{
    const QVector<FigureView> views = all();
    return std::any_of(views.begin(), views.end(),
                       [&](const FigureView& view) { return view.name == name; });
}

QString ModelFigures::checkOptions(const QString& name, const ModelDocument& document,
                                   const ModelFigureOptions& options)
{
    if (!contains(name))
        return tr("unknown view '%1' for a model; --list-views lists the names").arg(name);
    const ModelRunPtr run = document.lastRun();
    if (!run)
        return tr("nothing to draw: the model has not run on a text");
    const int layers = int(run->analysis.trace.layers.size());
    const int heads = layers > 0 ? int(run->analysis.trace.layers.front().heads.size()) : 0;
    if (options.layer < 0 || options.layer >= layers)
        return tr("--layer %1 is out of range: the model has %2 layers (1 … %3)")
            .arg(options.layer + 1)
            .arg(layers)
            .arg(layers);
    if (options.head < 0 || options.head >= heads)
        return tr("--head %1 is out of range: the model has %2 heads (1 … %3)")
            .arg(options.head + 1)
            .arg(heads)
            .arg(heads);
    const int generated = int(run->analysis.generated.size());
    if (options.step < -1 || options.step > generated)
        return tr("--step %1 is out of range: %2 tokens were generated (0 … %2)")
            .arg(options.step)
            .arg(generated);
    return QString();
}

std::unique_ptr<QWidget> ModelFigures::create(const QString& name, ModelDocument* document,
                                              const ModelFigureOptions& options, QWidget** figure,
                                              QString* error)
{
    if (const QString problem = checkOptions(name, *document, options); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return nullptr;
    }
    auto page = std::make_unique<ModelPage>(document);
    page->overview()->setSelectedHead(options.layer, options.head);
    if (options.step >= 0)
        page->timeline()->setValue(options.step);
    page->setDetailMode(name == kRollout ? ModelPage::DetailMode::Rollout
                                         : ModelPage::DetailMode::SelectedHead);
    if (options.colorMap != ColorMapId::Diverging)
        page->setColorMap(options.colorMap);
    if (figure)
        *figure =
            name == kOverview ? static_cast<QWidget*>(page->overview()) : page->currentFigure();
    return page;
}

bool ModelFigures::exportView(const QString& name, ModelDocument* document,
                              const ModelFigureOptions& options, const QString& path,
                              FigureExporter::Format format, QSize size, int dpi, QString* error)
{
    QWidget* figure = nullptr;
    const std::unique_ptr<QWidget> host = create(name, document, options, &figure, error);
    if (!host)
        return false;
    return FigureViews::exportHostedFigure(host.get(), figure, path, format, size, dpi, error);
}

} // namespace ae
