#include "ui/training/training_heads_view.h"

#include "core/masks.h"
#include "ui/document/training_runner.h"
#include "ui/model/model_overview_widget.h"
#include "ui/views/attention_heatmap.h"
#include "ui/views/color_maps.h"
#include "ui/views/square_panels.h"

#include <QEvent>
#include <QFontMetrics>
#include <QGridLayout>
#include <QResizeEvent>
#include <QVector>

#include <algorithm>
#include <limits>
#include <utility>

namespace ae {

TrainingHeadsView::TrainingHeadsView(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("trainingHeads"));
    m_grid = new QGridLayout(this);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(4);
    m_scalePlot = new QCustomPlot(this);
    m_scalePlot->setObjectName(QStringLiteral("trainingHeadsScale"));
    m_scalePlot->plotLayout()->clear();
    m_scale = new QCPColorScale(m_scalePlot);
    m_scalePlot->plotLayout()->addElement(0, 0, m_scale);
    m_scale->setType(QCPAxis::atRight);
    m_scale->setBarWidth(10);
    m_scale->setDataRange(QCPRange(0.0, 1.0));
    m_scale->setGradient(colorMap(m_colorMap));
    // Its ends are set by alignColorScale(); the sides follow the ticks.
    m_scale->setAutoMargins(QCP::msLeft | QCP::msRight);
    m_scalePlot->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
    m_scalePlot->setVisible(false);
}

void TrainingHeadsView::alignColorScale()
{
    const AttentionHeatmap* first = heatmap(0, 0);
    const AttentionHeatmap* last = heatmap(m_layers - 1, 0);
    if (!first || !last || !m_scalePlot->isVisible())
        return;
    const int top = first->mapTo(this, first->axisRect()->rect().topLeft()).y() - m_scalePlot->y();
    const int bottom = m_scalePlot->y() + m_scalePlot->height() -
                       last->mapTo(this, last->axisRect()->rect().bottomLeft()).y();
    // Wide enough for the bar and its tick labels ("0.75").
    const int width =
        m_scale->barWidth() + 12 +
        QFontMetrics(m_scale->axis()->tickLabelFont()).horizontalAdvance(QStringLiteral("0.75"));
    if (m_scalePlot->width() != width)
        m_scalePlot->setFixedWidth(width);
    const QMargins margins(0, std::max(0, top), 0, std::max(0, bottom));
    if (m_scale->margins().top() == margins.top() &&
        m_scale->margins().bottom() == margins.bottom())
        return;
    m_scale->setMargins(margins);
    m_scalePlot->replot(QCustomPlot::rpQueuedReplot);
}

double TrainingHeadsView::cellSideIn(QSize area) const
{
    const int cells = int(m_labels.size());
    if (!heatmap(0, 0) || cells == 0)
        return 0.0;
    // The maps' room: the view less the shared bar and the grid's spacing.
    const int spacing = m_grid->spacing();
    const QSize maps(area.width() - m_scalePlot->width() - spacing * m_heads,
                     area.height() - spacing * (m_layers - 1));
    return std::max(0.0, squareCellSide(maps, m_heads, m_layers, cells, cells, mapChrome()));
}

QSize TrainingHeadsView::mapChrome() const
{
    const AttentionHeatmap* map = heatmap(0, 0);
    if (map->isVisible() && map->axisRect()->rect().width() > 1)
        return map->size() - map->axisRect()->rect().size();
    const QFontMetrics metrics = fontMetrics();
    int widest = 0;
    for (const QString& label : m_labels)
        widest = std::max(widest, metrics.horizontalAdvance(label));
    return QSize(3 * metrics.height() + widest, 4 * metrics.height() + widest);
}

void TrainingHeadsView::fitMapsToSquareCells()
{
    const int cells = int(m_labels.size());
    if (!heatmap(0, 0) || cells == 0) {
        m_grid->setContentsMargins(0, 0, 0, 0);
        return;
    }
    // One title height for every map, measured in the maps' current font
    // (presentation mode changes it after the titles are set): a Chinese
    // caption's line is taller than the blank line of a head without a
    // label, whose cells then sat a few pixels higher than its row's.
    int titleHeight = 0;
    for (const AttentionHeatmap* each : std::as_const(m_maps))
        titleHeight = std::max(titleHeight, each->naturalTitleHeight());
    for (AttentionHeatmap* each : std::as_const(m_maps))
        each->setMinimumTitleHeight(titleHeight);
    // The bar keeps its column beside the maps; the room square cells
    // leave goes around the maps and the bar together.
    const int spacing = m_grid->spacing();
    const QSize maps(width() - m_scalePlot->width() - spacing, height());
    const SquarePanels fit =
        fitSquarePanels(maps, m_heads, m_layers, spacing, cells, cells, mapChrome());
    m_grid->setContentsMargins(fit.margins);
    for (AttentionHeatmap* each : std::as_const(m_maps))
        each->setFittedSize(fit.panel);
}

void TrainingHeadsView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    fitMapsToSquareCells();
}

AttentionHeatmap* TrainingHeadsView::heatmap(int layer, int head) const
{
    if (layer < 0 || layer >= m_layers || head < 0 || head >= m_heads)
        return nullptr;
    return m_maps[layer * m_heads + head];
}

void TrainingHeadsView::rebuild(int layers, int heads)
{
    if (layers == m_layers && heads == m_heads)
        return;
    qDeleteAll(m_maps);
    m_maps.clear();
    m_grid->removeWidget(m_scalePlot);
    for (int c = 0; c <= std::max(m_heads, heads); ++c)
        m_grid->setColumnStretch(c, 0);
    m_layers = layers;
    m_heads = heads;
    for (int l = 0; l < layers; ++l)
        for (int h = 0; h < heads; ++h) {
            auto* map = new AttentionHeatmap(this);
            map->setObjectName(QStringLiteral("trainingHead_%1_%2").arg(l).arg(h));
            map->setGradient(colorMap(m_colorMap));
            map->setColorScaleVisible(false); // the shared bar says it
            map->setMinimumSize(90, 90);
            map->setHiddenRow(m_hiddenQuery);
            connect(map, &AttentionHeatmap::cellClicked, this,
                    [this, l, h](int row, int col) { emit cellClicked(l, h, row, col); });
            // Queued: the chrome is measured inside a replot, where a new
            // size would resize the map in the middle of drawing it.
            connect(map, &AttentionHeatmap::chromeChanged, this,
                    &TrainingHeadsView::fitMapsToSquareCells, Qt::QueuedConnection);
            m_grid->addWidget(map, l, h);
            m_grid->setColumnStretch(h, 1);
            m_maps.push_back(map);
        }
    if (!m_maps.isEmpty()) {
        m_grid->addWidget(m_scalePlot, 0, heads, layers, 1);
        // The first and the last layer's maps lay out last among them:
        // level the bar with their cells then.
        for (AttentionHeatmap* map : {heatmap(0, 0), heatmap(layers - 1, 0)})
            connect(map, &QCustomPlot::afterLayout, this, &TrainingHeadsView::alignColorScale,
                    Qt::QueuedConnection);
    }
    m_scalePlot->setVisible(!m_maps.isEmpty());
}

void TrainingHeadsView::setSnapshot(std::shared_ptr<const TrainingSnapshot> snapshot,
                                    const QStringList& labels)
{
    const bool changed = snapshot != m_snapshot || labels != m_labels;
    m_snapshot = snapshot;
    m_labels = labels;
    if (!snapshot) {
        rebuild(0, 0);
        fitMapsToSquareCells();
        if (changed)
            emit snapshotShown(m_snapshot, m_labels);
        return;
    }
    const TransformerTrace<float>& trace = snapshot->probe;
    const int layers = int(trace.layers.size());
    const int heads = layers > 0 ? int(trace.layers.front().heads.size()) : 0;
    rebuild(layers, heads);
    // Only the GPT-2 family trains (core/training/trainer.h): every head is
    // causal, and the keys after a query are drawn masked, as the Heads
    // tab draws a causal mask, not as weights of 0 the model learned.
    const int n =
        layers > 0 && heads > 0 ? int(trace.layers.front().heads.front().weights.rows()) : 0;
    const auto mask = std::make_shared<const KeepMask>(causalMask(n));
    for (int l = 0; l < layers; ++l)
        for (int h = 0; h < heads; ++h) {
            AttentionHeatmap* map = heatmap(l, h);
            // Weights in [0, 1] on every map, so heads compare at a glance.
            map->setDataRange(0.0, 1.0);
            map->setMatrix(std::make_shared<const Matrix>(
                               trace.layers[std::size_t(l)].heads[std::size_t(h)].weights),
                           labels, labels, mask);
        }
    retranslateUi();
    fitMapsToSquareCells();
    if (changed)
        emit snapshotShown(m_snapshot, m_labels);
}

void TrainingHeadsView::setHiddenQuery(int query)
{
    m_hiddenQuery = query;
    for (AttentionHeatmap* map : m_maps)
        map->setHiddenRow(query);
}

void TrainingHeadsView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void TrainingHeadsView::retranslateUi()
{
    // Under each head's name, what it does on the probe when one pattern or
    // a spread earns a label (the Model tab's labels and thresholds): the
    // class sees "previous token", "induction" appear as the heads form.
    // Every map's label in one form, the first that fits under each name
    // (which the map is laid out to show): the full name and its score
    // ("previous token 0.82"), the short name ("prev 0.82"), else the Model
    // tab's cell caption ("prev .82"); a row mixing two forms read as two
    // kinds of number. When any head has a label every title takes two
    // lines, so that every map keeps the same size (a one-line title gave
    // its map a line more). A map too narrow for that shows the short name
    // ("L1 · H2"), then the label without its score (many heads,
    // presentation mode's font).
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics metrics(bold);
    QStringList names, shortNames, bareCaptions;
    QVector<QStringList> forms(3); // full, short, cell caption
    for (int l = 0; l < m_layers; ++l)
        for (int h = 0; h < m_heads; ++h) {
            names << tr("layer %1 · head %2").arg(l + 1).arg(h + 1);
            shortNames << tr("L%1 · H%2", "short for layer 1 · head 2").arg(l + 1).arg(h + 1);
            const HeadAnalysis* head = analysisOf(l, h);
            if (!head || head->label.behaviour == HeadBehaviour::Mixed) {
                for (QStringList& form : forms)
                    form << QString();
                bareCaptions << QString();
                continue;
            }
            const HeadLabel& label = head->label;
            const auto withScore = [&label](const QString& name) {
                return tr("%1 %2", "head behaviour and its score")
                    .arg(name)
                    .arg(label.score, 0, 'f', 2);
            };
            forms[0] << withScore(headBehaviourName(label));
            forms[1] << withScore(headBehaviourShortName(label));
            forms[2] << ModelOverviewWidget::cellCaption(label, std::numeric_limits<int>::max(),
                                                         metrics);
            bareCaptions << headBehaviourShortName(label);
        }
    const auto fitsUnderTheNames = [&](const QStringList& form) {
        for (int k = 0; k < form.size(); ++k)
            if (metrics.horizontalAdvance(form[k]) > metrics.horizontalAdvance(names[k]))
                return false;
        return true;
    };
    const QStringList& captions = fitsUnderTheNames(forms[0])   ? forms[0]
                                  : fitsUnderTheNames(forms[1]) ? forms[1]
                                                                : forms[2];
    const bool twoLines = std::any_of(captions.begin(), captions.end(),
                                      [](const QString& c) { return !c.isEmpty(); });
    // A line of one space keeps an unlabelled map's title two lines high.
    const auto secondLine = [twoLines](const QString& caption) {
        if (!twoLines)
            return QString();
        return QLatin1Char('\n') + (caption.isEmpty() ? QStringLiteral(" ") : caption);
    };
    for (int k = 0; k < names.size(); ++k)
        m_maps[k]->setTitles({names[k] + secondLine(captions[k]),
                              shortNames[k] + secondLine(captions[k]),
                              shortNames[k] + secondLine(bareCaptions[k])});
}

const HeadAnalysis* TrainingHeadsView::analysisOf(int layer, int head) const
{
    if (!m_snapshot || std::size_t(layer) >= m_snapshot->heads.size() ||
        std::size_t(head) >= m_snapshot->heads[std::size_t(layer)].size())
        return nullptr;
    return &m_snapshot->heads[std::size_t(layer)][std::size_t(head)];
}

void TrainingHeadsView::setColorMap(ColorMapId id)
{
    m_colorMap = id;
    for (AttentionHeatmap* map : m_maps)
        map->setGradient(colorMap(id));
    m_scale->setGradient(colorMap(id));
    m_scalePlot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace ae
