#include "ui/positional/learned_positions_panel.h"

#include "core/io/training_text.h"
#include "core/positional_analysis.h"
#include "core/positional_encoding.h"
#include "ui/document/model_document.h"
#include "ui/positional/heatmap_plot.h"
#include "ui/views/figure_marks.h"
#include "ui/views/fitted_title.h"

#include <QComboBox>
#include <QEvent>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>

namespace ae {

namespace {

constexpr int kOpenModel = -1; // the source menu's data for the open model

// Positions and dimensions are whole numbers: ticks at 1, 2, 5, 10, … steps.
void useWholeTicks(QCPAxis* axis)
{
    QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
    ticker->setTickStep(1.0);
    ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    axis->setTicker(ticker);
}

QCustomPlot* makePlot(QWidget* parent, const char* name, QCPTextElement** title)
{
    auto* plot = new QCustomPlot(parent);
    plot->setObjectName(QLatin1String(name));
    plot->setMinimumSize(240, 200);
    plot->plotLayout()->insertRow(0);
    *title = new FittedTitle(plot, QString());
    plot->plotLayout()->addElement(0, 0, *title);
    useWholeTicks(plot->xAxis);
    useWholeTicks(plot->yAxis);
    return plot;
}

// Two sentences as the language writes them: a space after a Latin full
// stop, none after a CJK one (。).
QString joined(const QString& first, const QString& second)
{
    if (first.isEmpty())
        return second;
    return first.back().unicode() >= 0x2E80 ? first + second : first + QLatin1Char(' ') + second;
}

QString number(double value)
{
    return QString::number(value, 'f', 2);
}

} // namespace

LearnedPositionsPanel::LearnedPositionsPanel(QWidget* parent) : QWidget(parent)
{
    m_builtins = BuiltinModels::all();
    m_sourceBox = new QComboBox(this);
    m_sourceBox->setObjectName(QStringLiteral("learnedPositionsSource"));
    m_sourceLabel = new QLabel(this);
    m_sourceLabel->setBuddy(m_sourceBox);
    auto* controls = new QHBoxLayout;
    controls->addWidget(m_sourceLabel);
    controls->addWidget(m_sourceBox);
    controls->addStretch();
    figure_marks::setScreenOnly(controls); // the figure names its model in the caption

    m_caption = new QLabel(this);
    m_caption->setObjectName(QStringLiteral("learnedPositionsCaption"));
    m_caption->setWordWrap(true);
    m_learnedPlot = makePlot(this, "learnedPositionsHeatmap", &m_learnedTitle);
    m_sinusoidalPlot = makePlot(this, "learnedSinusoidalHeatmap", &m_sinusoidalTitle);
    m_learnedSimilarityPlot = makePlot(this, "learnedSimilarityHeatmap", &m_learnedSimilarityTitle);
    m_sinusoidalSimilarityPlot =
        makePlot(this, "sinusoidalSimilarityHeatmap", &m_sinusoidalSimilarityTitle);
    m_explanation = new QLabel(this);
    m_explanation->setObjectName(QStringLiteral("learnedPositionsExplanation"));
    m_explanation->setWordWrap(true);

    auto* plots = new QGridLayout;
    plots->addWidget(m_learnedPlot, 0, 0);
    plots->addWidget(m_sinusoidalPlot, 0, 1);
    plots->addWidget(m_learnedSimilarityPlot, 1, 0);
    plots->addWidget(m_sinusoidalSimilarityPlot, 1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addWidget(m_caption);
    layout->addLayout(plots, 1);
    layout->addWidget(m_explanation);

    connect(m_sourceBox, &QComboBox::currentIndexChanged, this,
            &LearnedPositionsPanel::onSourceChosen);
    retranslateUi();
}

void LearnedPositionsPanel::setModelDocument(ModelDocument* document)
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = document;
    if (document) {
        connect(document, &ModelDocument::modelOpened, this, [this] { fillSources(true); });
        connect(document, &ModelDocument::modelClosed, this, [this] { fillSources(false); });
    }
    fillSources(true);
}

void LearnedPositionsPanel::setShape(int n, double base)
{
    if (n == m_length && base == m_base)
        return;
    m_length = n;
    m_base = base;
    invalidate();
}

void LearnedPositionsPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        updateTexts();
        for (QCustomPlot* plot :
             {m_learnedPlot, m_sinusoidalPlot, m_learnedSimilarityPlot, m_sinusoidalSimilarityPlot})
            plot->replot(QCustomPlot::rpQueuedReplot);
    }
    QWidget::changeEvent(event);
}

void LearnedPositionsPanel::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    ensureUpdated();
}

void LearnedPositionsPanel::retranslateUi()
{
    m_sourceLabel->setText(tr("Model:"));
    m_sourceBox->setToolTip(tr("Whose learned position table to show: the open model's, or "
                               "one of the built-in models'"));
    for (QCustomPlot* plot : {m_learnedPlot, m_sinusoidalPlot}) {
        plot->xAxis->setLabel(tr("dimension"));
        plot->yAxis->setLabel(tr("position i"));
    }
    for (QCustomPlot* plot : {m_learnedSimilarityPlot, m_sinusoidalSimilarityPlot}) {
        plot->xAxis->setLabel(tr("position j"));
        plot->yAxis->setLabel(tr("position i"));
    }
    m_learnedSimilarityTitle->setText(tr("cos(p_i, p_j), learned"));
    m_sinusoidalSimilarityTitle->setText(tr("cos(p_i, p_j), sinusoidal"));
    fillSources(false); // the entries' words
}

void LearnedPositionsPanel::fillSources(bool showOpenModel)
{
    const int chosen = m_sourceBox->count() > 0 ? m_sourceBox->currentData().toInt() : -2;
    const bool hasModel = m_document && m_document->hasModel();
    const QSignalBlocker blocker(m_sourceBox);
    m_sourceBox->clear();
    if (hasModel)
        m_sourceBox->addItem(tr("the open model: %1").arg(m_document->modelName()), kOpenModel);
    for (int k = 0; k < m_builtins.size(); ++k)
        m_sourceBox->addItem(tr("built-in: %1").arg(trainingTaskTitle(m_builtins[k].task)), k);
    // A model just opened is shown at once; otherwise the choice stays.
    const int index = showOpenModel && hasModel ? 0 : std::max(0, m_sourceBox->findData(chosen));
    m_sourceBox->setCurrentIndex(m_sourceBox->count() > 0 ? index : -1);
    const int now = m_sourceBox->count() > 0 ? m_sourceBox->currentData().toInt() : -2;
    if (showOpenModel || now != chosen)
        onSourceChosen();
}

void LearnedPositionsPanel::onSourceChosen()
{
    m_source.reset();
    m_sourceError.clear();
    invalidate();
}

void LearnedPositionsPanel::invalidate()
{
    m_stale = true;
    if (isVisible())
        ensureUpdated();
}

void LearnedPositionsPanel::ensureUpdated()
{
    if (m_stale)
        recompute();
}

void LearnedPositionsPanel::recompute()
{
    m_stale = false;
    if (!m_source && m_sourceError.isEmpty() && m_sourceBox->count() > 0) {
        const int key = m_sourceBox->currentData().toInt();
        if (key == kOpenModel && m_document && m_document->loadedModel())
            m_source = learnedPositionsOf(*m_document->loadedModel(), false);
        else if (key >= 0 && key < m_builtins.size())
            m_source = builtinLearnedPositions(m_builtins[key], &m_sourceError);
    }
    if (!m_source || m_source->table.rows() == 0 || m_source->table.cols() == 0) {
        for (Matrix* m :
             {&m_learnedRows, &m_sinusoidalRows, &m_learnedSimilarity, &m_sinusoidalSimilarity})
            m->resize(0, 0);
        for (QCustomPlot* plot : {m_learnedPlot, m_sinusoidalPlot, m_learnedSimilarityPlot,
                                  m_sinusoidalSimilarityPlot}) {
            plot->clearPlottables();
            plot->replot();
        }
        updateTexts();
        return;
    }
    const Matrix& table = m_source->table;
    const int n = std::max(1, std::min(m_length, static_cast<int>(table.rows())));
    const int d = static_cast<int>(table.cols());
    m_learnedRows = table.topRows(n);
    m_sinusoidalRows = sinusoidalEncoding(n, d, m_base);
    m_learnedSimilarity = positionSimilarity(m_learnedRows);
    m_sinusoidalSimilarity = positionSimilarity(m_sinusoidalRows);
    // The learned values have no fixed bound: a range symmetric around 0, so
    // white is 0 as in P.
    const double largest = std::max(1e-12, double(m_learnedRows.cwiseAbs().maxCoeff()));
    showMatrixHeatmap(m_learnedPlot, m_learnedRows, divergingGradient(),
                      QCPRange(-largest, largest));
    showMatrixHeatmap(m_sinusoidalPlot, m_sinusoidalRows, divergingGradient(), QCPRange(-1, 1));
    showMatrixHeatmap(m_learnedSimilarityPlot, m_learnedSimilarity, divergingGradient(),
                      QCPRange(-1, 1));
    showMatrixHeatmap(m_sinusoidalSimilarityPlot, m_sinusoidalSimilarity, divergingGradient(),
                      QCPRange(-1, 1));
    updateTexts();
    for (QCustomPlot* plot :
         {m_learnedPlot, m_sinusoidalPlot, m_learnedSimilarityPlot, m_sinusoidalSimilarityPlot})
        plot->replot();
}

void LearnedPositionsPanel::updateTexts()
{
    if (!m_source) {
        m_learnedTitle->setText(tr("Learned position table"));
        m_sinusoidalTitle->setText(tr("Sinusoidal P"));
        m_caption->setText(m_sourceError.isEmpty()
                               ? tr("No model to read a learned table from: open one with "
                                    "File ▸ Open Model….")
                               : tr("The model's table cannot be read: %1").arg(m_sourceError));
        m_explanation->clear();
        return;
    }
    const LearnedPositions& s = *m_source;
    const int rows = static_cast<int>(s.table.rows());
    const int d = static_cast<int>(s.table.cols());
    const int n = static_cast<int>(m_learnedRows.rows());
    m_learnedTitle->setText(
        tr("Learned table %1: positions 0–%2 of %3").arg(s.tensorName).arg(n - 1).arg(rows));
    m_sinusoidalTitle->setText(tr("Sinusoidal P: %1 positions × %2 (base %3)")
                                   .arg(n)
                                   .arg(d)
                                   .arg(QString::number(m_base, 'g', 10)));
    QString caption =
        s.builtin ? tr("Built-in model “%1” (a small GPT-2-style model this app trained on its "
                       "task; File ▸ Example Models): its table %2 has %3 positions × %4 "
                       "dimensions. Open a real model (File ▸ Open Model…) to see its table.")
                        .arg(trainingTaskTitle(s.task), s.tensorName)
                        .arg(rows)
                        .arg(d)
                  : tr("%1 model “%2” (File ▸ Open Model…): its table %3 has %4 positions × %5 "
                       "dimensions.")
                        .arg(s.architecture, s.modelName, s.tensorName)
                        .arg(rows)
                        .arg(d);
    if (s.sinusoidal)
        caption = joined(caption, tr("This checkpoint's table was filled with the sinusoid "
                                     "and not trained (sinusoidal_pos_embds)."));
    caption = joined(caption, tr("P beside it has the same width and length."));
    m_caption->setText(caption);

    QString text =
        tr("What differs: the learned table holds one vector per position, learned up to its "
           "maximum length (%1 here); a longer text has no row to use. The sinusoidal P is a "
           "formula for every position, and one fixed linear map M(δ) takes p_i to p_{i+δ} "
           "whatever i is, so its similarity depends on the offset i − j alone (the same along "
           "each diagonal). A learned table has no such map: what an offset means is learned "
           "where it is used.")
            .arg(rows);
    const std::vector<double> learned = meanSimilarityByOffset(m_learnedSimilarity);
    const std::vector<double> sinusoidal = meanSimilarityByOffset(m_sinusoidalSimilarity);
    if (n >= 3) {
        const int far = n / 2;
        text = joined(
            text,
            tr("Near positions: the mean cos(p_i, p_{i+1}) is %1 learned and %2 sinusoidal; "
               "at offset %3 it is %4 and %5.")
                .arg(number(learned[1]), number(sinusoidal[1]))
                .arg(far)
                .arg(number(learned[std::size_t(far)]), number(sinusoidal[std::size_t(far)])));
    }
    if (s.builtin)
        text = joined(
            text, tr("This small model was trained in this app on sequences of at most %1 tokens, "
                     "so its table may show little order; open GPT-2 or BERT (File ▸ Open Model…) "
                     "to see a table trained on long texts.")
                      .arg(rows));
    m_explanation->setText(text);
}

} // namespace ae
