#include "ui/figures/figure_views.h"

#include "core/io/spec_comparison.h"
#include "core/io/spec_runner.h"
#include "ui/complexity/complexity_page.h"
#include "ui/document/engine_error_text.h"
#include "ui/figures/view_registry.h"
#include "ui/i18n/language_manager.h"
#include "ui/lessons/lessons_page.h"
#include "ui/lessons/scaling_page.h"
#include "ui/panels/compare_bar.h"
#include "ui/panels/compare_page.h"
#include "ui/positional/positional_encoding_page.h"
#include "ui/stepthrough/stage_page_widget.h"
#include "ui/stepthrough/step_through_view.h"
#include "ui/views/attention_line_view.h"
#include "ui/views/compare_view.h"
#include "ui/views/head_grid_view.h"
#include "ui/views/query_distribution_view.h"

#include <QApplication>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLayout>
#include <QTabWidget>
#include <QWidget>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace ae {

namespace {

constexpr int kStageCount = 11; // the step-through's stages (StepThroughView::stageCount)

// Positional-encoding page tabs, in the page's order.
const char* const kPositionalViews[] = {"positional-matrix", "positional-binary",
                                        "positional-rotation", "positional-shuffle",
                                        "positional-learned"};

int stageOf(const QString& name)
{
    if (!name.startsWith(QLatin1String("step-")))
        return -1;
    bool ok = false;
    const int stage = name.mid(5).toInt(&ok);
    return ok && stage >= 1 && stage <= kStageCount ? stage - 1 : -1;
}

// Lessons page tabs, in the page's order. The lessons draw their own data
// (seeded), not the spec's run.
const char* const kLessonViews[] = {"lesson-kernel-regression", "lesson-scaling",
                                    "lesson-dense-vs-attention", "lesson-dropout"};

int lessonTabOf(const QString& name)
{
    for (int i = 0; i < 4; ++i) {
        if (name == QLatin1String(kLessonViews[i]))
            return i;
    }
    return -1;
}

int positionalTabOf(const QString& name)
{
    for (int i = 0; i < int(std::size(kPositionalViews)); ++i) {
        if (name == QLatin1String(kPositionalViews[i]))
            return i;
    }
    return -1;
}

// The window's tab whose view draws figure `name` (a name FigureViews::all
// lists).
ViewTab tabOf(const QString& name)
{
    if (name == QLatin1String("heads") || name == QLatin1String("head"))
        return HeadsTab;
    if (name == QLatin1String("lines"))
        return LinesTab;
    if (name == QLatin1String("distribution"))
        return DistributionTab;
    if (name == QLatin1String("compare"))
        return CompareTab;
    if (stageOf(name) >= 0)
        return StepThroughTab;
    if (positionalTabOf(name) >= 0)
        return PositionalEncodingTab;
    if (lessonTabOf(name) >= 0)
        return LessonsTab;
    return ComplexityTab;
}

// Lets posted layout requests and resizes run so the widgets have their
// final geometry before they are drawn.
void settle(QWidget* host)
{
    for (int i = 0; i < 3; ++i) {
        if (host->layout())
            host->layout()->activate();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        QCoreApplication::processEvents();
    }
}

} // namespace

QVector<FigureView> FigureViews::all()
{
    QVector<FigureView> views = {
        {QStringLiteral("heads"), tr("every head's weights as heatmaps, with the mean over heads")},
        {QStringLiteral("head"), tr("one head's weights, large (--head)")},
        {QStringLiteral("lines"),
         tr("queries linked to keys, opacity = weight, one colour per head")},
        {QStringLiteral("distribution"),
         tr("one query row's weights and output vector (--head, --query)")},
    };
    views.append({QStringLiteral("compare"),
                  tr("one head (--head) of the spec beside configuration B (--compare-scoring, "
                     "--compare-mask) and their difference")});
    for (int s = 1; s <= kStageCount; ++s)
        views.append({QStringLiteral("step-%1").arg(s),
                      tr("step-through, stage %1 of %2 (--head)").arg(s).arg(kStageCount)});
    views.append({QStringLiteral("positional-matrix"),
                  tr("positional encoding: the matrix P for the spec's n and d")});
    views.append({QStringLiteral("positional-binary"),
                  tr("positional encoding: the binary-counting analogy")});
    views.append({QStringLiteral("positional-rotation"),
                  tr("positional encoding: relative offset as a rotation")});
    views.append({QStringLiteral("positional-shuffle"),
                  tr("positional encoding: why the model needs it (shuffled tokens)")});
    views.append({QStringLiteral("positional-learned"),
                  tr("positional encoding: a built-in model's learned positions beside the "
                     "sinusoidal ones, with their similarities")});
    views.append({QStringLiteral("complexity"),
                  tr("CNN · RNN · self-attention: cost table and log–log plots for the spec's n "
                     "and d")});
    views.append({QStringLiteral("lesson-kernel-regression"),
                  tr("lesson: attention pooling as Nadaraya–Watson kernel regression")});
    views.append(
        {QStringLiteral("lesson-scaling"), tr("lesson: why the scores are divided by √d")});
    views.append({QStringLiteral("lesson-dense-vs-attention"),
                  tr("lesson: attention is not a fully connected layer")});
    views.append({QStringLiteral("lesson-dropout"),
                  tr("lesson: dropout on the attention weights in training mode")});
    return views;
}

bool FigureViews::contains(const QString& name)
{
    const QVector<FigureView> views = all();
    return std::any_of(views.begin(), views.end(),
                       [&](const FigureView& view) { return view.name == name; });
}

QString FigureViews::checkOptions(const QString& name, const RunPtr& run,
                                  const FigureViewOptions& options)
{
    if (!contains(name))
        return tr("unknown view '%1'; --list-views lists the names").arg(name);
    if (!run || run->trace.batch.empty())
        return tr("nothing to draw: the spec has no tokens");
    const AttentionShape& shape = run->trace.shape;
    if (options.batch < 0 || options.batch >= int(run->trace.batch.size()))
        return tr("--batch %1 is out of range: the spec has %2 batch items (1 … %3)")
            .arg(options.batch + 1)
            .arg(run->trace.batch.size())
            .arg(run->trace.batch.size());
    if (options.head < 0 || options.head >= shape.heads)
        return tr("--head %1 is out of range: the spec has %2 heads (1 … %3)")
            .arg(options.head + 1)
            .arg(shape.heads)
            .arg(shape.heads);
    if (options.query < 0 || options.query >= shape.n)
        return tr("--query %1 is out of range: the spec has %2 queries (0 … %3)")
            .arg(options.query)
            .arg(shape.n)
            .arg(shape.n - 1);
    if (name == QLatin1String("compare") && !options.spec)
        return tr("the compare figure needs the spec itself (configuration A)");

    return QString();
}

std::unique_ptr<QWidget> FigureViews::create(const QString& name, const RunPtr& run,
                                             const FigureViewOptions& options, QWidget** figure,
                                             QString* error)
{
    if (const QString problem = checkOptions(name, run, options); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return nullptr;
    }
    const AttentionShape& shape = run->trace.shape;

    // The view is made by the window's own factory (the view registry), then
    // shown as this figure asks.
    const ViewTab tab = tabOf(name);
    const CreatedView made = ViewRegistry::entry(tab).create(ViewContext{}, nullptr);
    std::unique_ptr<QWidget> host(made.widget);
    QWidget* shown = nullptr;
    if (tab == HeadsTab) {
        auto* grid = static_cast<HeadGridView*>(made.widget);
        grid->setBatchIndex(options.batch);
        grid->setRun(run);
        if (name == QLatin1String("head"))
            grid->setEnlargedHead(options.head);
    } else if (tab == LinesTab) {
        made.view->setBatchIndex(options.batch);
        made.view->setRun(run);
    } else if (tab == DistributionTab) {
        auto* distribution = static_cast<QueryDistributionView*>(made.widget);
        distribution->setBatchIndex(options.batch);
        distribution->setRun(run);
        distribution->setHead(options.head);
        distribution->setQuery(options.query);
    } else if (tab == CompareTab) {
        // Configuration B as the Compare tab derives it (no widget needed).
        const Spec specB =
            deriveComparison(*options.spec, options.compareScoring, options.compareMask);
        RunPtr runB = options.compareRun;
        if (!runB) {
            std::variant<SpecRun, SpecError> computed = runSpec(specB);
            if (const SpecError* problem = std::get_if<SpecError>(&computed)) {
                if (error)
                    *error = tr("configuration B cannot be computed: %1")
                                 .arg(translatedSpecError(*problem));
                return nullptr;
            }
            runB = std::make_shared<const SpecRun>(std::move(std::get<SpecRun>(computed)));
        }
        CompareView* compare = static_cast<ComparePage*>(made.widget)->view();
        compare->setRuns(run, CompareBar::describe(*options.spec), runB,
                         CompareBar::describe(specB));
        compare->setBatchIndex(options.batch);
        compare->setHead(options.head);
        shown = compare;
    } else if (tab == StepThroughTab) {
        auto* walk = static_cast<StepThroughView*>(made.widget);
        // The explanations follow the interface's language, as in the window.
        const LanguageManager* languages = LanguageManager::instance();
        walk->setLanguage(languages &&
                                  languages->language() == QLatin1String(LanguageManager::kChinese)
                              ? StepLanguage::Chinese
                              : StepLanguage::English);
        walk->setRun(run);
        walk->setBatchIndex(options.batch);
        walk->setHead(options.head);
        walk->setStage(stageOf(name));
        shown = walk->stagePage(); // what the window's Export Figure saves
    } else if (tab == PositionalEncodingTab) {
        auto* page = static_cast<PositionalEncodingPage*>(made.widget);
        page->setSequenceLength(shape.n);
        page->setModelWidth(std::max(2, shape.d));
        page->tabs()->setCurrentIndex(positionalTabOf(name));
        shown = page->currentFigure();
    } else if (tab == LessonsTab) {
        auto* page = static_cast<LessonsPage*>(made.widget);
        page->tabs()->setCurrentIndex(lessonTabOf(name));
        shown = page->currentFigure();
    } else if (tab == ComplexityTab) {
        auto* page = static_cast<ComplexityPage*>(made.widget);
        page->setSequenceLength(shape.n);
        page->setModelWidth(shape.d);
    }
    // The weights take the chosen colour map, as in the window.
    if (options.colorMap != ColorMapId::Diverging)
        made.view->setColorMap(options.colorMap);
    if (figure)
        *figure = shown ? shown : host.get();
    return host;
}

bool FigureViews::exportView(const QString& name, const RunPtr& run,
                             const FigureViewOptions& options, const QString& path,
                             FigureExporter::Format format, QSize size, int dpi, QString* error)
{
    QWidget* figure = nullptr;
    const std::unique_ptr<QWidget> host = create(name, run, options, &figure, error);
    if (!host)
        return false;
    return exportHostedFigure(host.get(), figure, path, format, size, dpi, error);
}

bool FigureViews::exportHostedFigure(QWidget* host, QWidget* figure, const QString& path,
                                     FigureExporter::Format format, QSize size, int dpi,
                                     QString* error)
{
    if (dpi <= 0)
        dpi = 96;
    host->setAttribute(Qt::WA_DontShowOnScreen);
    host->show();
    // The figure is laid out at its physical size (size / dpi inches) at the
    // screen's resolution, so fonts keep their point size at any output size.
    const int screenDpi = host->logicalDpiX() > 0 ? host->logicalDpiX() : 96;
    const QSize layoutSize(std::max(1, int(std::lround(size.width() * double(screenDpi) / dpi))),
                           std::max(1, int(std::lround(size.height() * double(screenDpi) / dpi))));
    host->resize(layoutSize);
    settle(host);
    // The figure is a part of its page: grow the page by what the rest takes.
    // A splitter shares the growth between its panes, so repeat (a few steps
    // converge to the pixel).
    for (int attempt = 0; attempt < 6 && figure != host && figure->size() != layoutSize;
         ++attempt) {
        host->resize(host->size() + (layoutSize - figure->size()));
        settle(host);
    }
    if (auto* page = qobject_cast<StagePageWidget*>(figure))
        page->replotNow();
    // The √d lesson samples on a worker once shown: wait for its plots.
    if (auto* scaling = qobject_cast<ScalingPage*>(figure)) {
        QElapsedTimer waited;
        waited.start();
        while ((scaling->isComputing() || scaling->result().d == 0) && waited.elapsed() < 60000)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 50);
        if (scaling->result().d == 0) {
            if (error)
                *error = tr("the √d lesson did not finish sampling");
            return false;
        }
        settle(host);
    }
    return FigureExporter::exportWidget(figure, path, format, size, dpi, error);
}

} // namespace ae
