#include "ui/stepthrough/stage_page_widget.h"

#include "ui/views/attention_heatmap.h"
#include "ui/views/color_maps.h"

#include <QCoreApplication>
#include <QFontMetrics>
#include <QFrame>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ae {

namespace {

// Values are printed in the cells up to this many rows/columns (the heatmap
// still leaves them out when the cells are too small to hold them).
constexpr int kMaxCellsForValues = 16;
// "−∞" labels on masked cells only while they stay readable and cheap.
constexpr int kMaxCellsForInfinityLabels = 24;
const QColor kBlockPen(40, 40, 40);
const QColor kCurrentBlockPen(230, 90, 0);
const QColor kQueryFramePen(220, 30, 120);

int gridColumns(int count)
{
    if (count <= 1)
        return 1;
    if (count <= 3)
        return count;
    return (count + 1) / 2;
}

// One row and several columns (the inputs of a one-token sequence): a strip.
bool isVector(const StagePanel& panel)
{
    return panel.placeholder.isEmpty() && panel.values.rows() == 1 && panel.values.cols() > 1;
}

double maxAbsFinite(const Matrix& values, const KeepMask& mask)
{
    double best = 0.0;
    const bool masked = mask.rows() == values.rows() && mask.cols() == values.cols();
    for (Eigen::Index c = 0; c < values.cols(); ++c)
        for (Eigen::Index r = 0; r < values.rows(); ++r) {
            const double v = values(r, c);
            if (std::isfinite(v) && !(masked && mask(r, c) == 0))
                best = std::max(best, std::abs(v));
        }
    return best;
}

// Signed data matrices (rows are tokens) are coloured on one range per stage.
bool sharesRange(const StagePanel& panel)
{
    return !panel.nonNegative && panel.placeholder.isEmpty() &&
           (panel.rows == PanelRows::Queries || panel.rows == PanelRows::Keys);
}

} // namespace

StagePageWidget::StagePageWidget(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("stageTitle"));
    QFont titleFont = font();
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.5);
    titleFont.setBold(true);
    m_title->setFont(titleFont);
    m_formula = new QLabel(this);
    m_formula->setObjectName(QStringLiteral("stageFormula"));
    m_formula->setTextFormat(Qt::RichText);
    QFont formulaFont = font();
    formulaFont.setPointSizeF(formulaFont.pointSizeF() * 1.3);
    m_formula->setFont(formulaFont);
    m_formula->setWordWrap(true);
    m_explanation = new QLabel(this);
    m_explanation->setObjectName(QStringLiteral("stageExplanation"));
    m_explanation->setWordWrap(true);
    m_explanation->setTextFormat(Qt::PlainText);
    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("stageNote"));
    m_note->setWordWrap(true);
    // Colours come from palettes, not style sheets: a label with a style
    // sheet kept its font size when the application font grew (presentation
    // mode).
    QPalette notePalette = m_note->palette();
    notePalette.setColor(QPalette::WindowText, QColor(0xa0, 0x40, 0x00));
    m_note->setPalette(notePalette);
    QFont italic;
    italic.setItalic(true);
    m_note->setFont(italic);
    QFont bold;
    bold.setBold(true);
    layout->addWidget(m_title);
    layout->addWidget(m_formula);
    layout->addWidget(m_explanation);
    layout->addWidget(m_note);

    m_panels = new QHBoxLayout;
    auto* inputColumn = new QVBoxLayout;
    m_inputsHeading = new QLabel(this);
    m_inputsHeading->setForegroundRole(QPalette::PlaceholderText);
    m_inputsHeading->setFont(bold);
    m_inputGrid = new QGridLayout;
    inputColumn->addWidget(m_inputsHeading);
    inputColumn->addLayout(m_inputGrid, 1);
    auto* outputColumn = new QVBoxLayout;
    m_outputsHeading = new QLabel(this);
    m_outputsHeading->setForegroundRole(QPalette::PlaceholderText);
    m_outputsHeading->setFont(bold);
    m_outputGrid = new QGridLayout;
    outputColumn->addWidget(m_outputsHeading);
    outputColumn->addLayout(m_outputGrid, 1);
    m_arrow = new QLabel(QStringLiteral("→"), this);
    QFont arrowFont = font();
    arrowFont.setPointSizeF(arrowFont.pointSizeF() * 2.5);
    m_arrow->setFont(arrowFont);
    m_arrow->setAlignment(Qt::AlignCenter);
    m_panels->addLayout(inputColumn, 3); // arrangeInputCells sets the shares
    m_panels->addWidget(m_arrow);
    m_panels->addLayout(outputColumn, 2);
    layout->addLayout(m_panels, 1);
    setHeadings(tr("Inputs"), tr("Outputs"));
}

void StagePageWidget::setHeadings(const QString& inputs, const QString& outputs)
{
    m_inputsHeading->setText(inputs);
    m_outputsHeading->setText(outputs);
}

void StagePageWidget::setEmptyText(const QString& text)
{
    clearPanels();
    m_content = StageContent();
    m_title->setText(text);
    m_formula->clear();
    m_explanation->clear();
    m_note->clear();
    m_note->setVisible(false);
    m_inputsHeading->setVisible(false);
    m_outputsHeading->setVisible(false);
    m_arrow->setVisible(false);
}

void StagePageWidget::clearPanels()
{
    for (QWidget* widget : std::as_const(m_panelWidgets)) {
        widget->hide();
        widget->deleteLater();
    }
    m_panelWidgets.clear();
    m_inputCells.clear();
    m_vectorCells.clear();
    m_inputMaps.clear();
    m_outputMaps.clear();
    m_queryFrames.clear();
}

void StagePageWidget::setContent(const StageContent& content)
{
    clearPanels();
    m_content = content;
    m_title->setText(content.title);
    m_formula->setText(content.formulaHtml);
    m_explanation->setText(content.explanation);
    m_note->setText(content.note);
    m_note->setVisible(!content.note.isEmpty());
    const bool hasInputs = !content.inputs.isEmpty();
    m_inputsHeading->setVisible(hasInputs);
    m_arrow->setVisible(hasInputs);
    m_outputsHeading->setVisible(!content.outputs.isEmpty());

    m_sharedExtent = 1e-6;
    for (const QVector<StagePanel>* panels : {&content.inputs, &content.outputs})
        for (const StagePanel& panel : *panels)
            if (sharesRange(panel))
                m_sharedExtent = std::max(m_sharedExtent, maxAbsFinite(panel.values, panel.mask));
    // The inputs' grid cells: one a panel; a bias is drawn inside the panel
    // of the weight it is added to (makePanel), as a column beside it.
    m_inputMaps = QList<AttentionHeatmap*>(content.inputs.size(), nullptr);
    m_outputMaps = QList<AttentionHeatmap*>(content.outputs.size(), nullptr);
    for (int i = 0; i < content.inputs.size(); ++i) {
        const int beside = content.inputs[i].besidePanel;
        if (beside >= 0 && beside < i)
            continue;
        m_inputCells << makePanel(content.inputs[i], false, i);
        m_vectorCells << isVector(content.inputs[i]);
    }
    m_inputColumns = 0;
    arrangeInputCells();
    // Outputs stacked in one column (three at most per stage) beside the inputs.
    for (int i = 0; i < content.outputs.size(); ++i) {
        QWidget* panel = makePanel(content.outputs[i], true, i);
        m_outputGrid->addWidget(panel, i, 0);
    }
    fitStripPanels();
    updateQueryFrames();
}

void StagePageWidget::arrangeInputCells()
{
    const int cells = int(m_inputCells.size());
    if (cells == 0)
        return;
    const int columns = gridColumns(cells);
    if (columns == m_inputColumns)
        return;
    m_inputColumns = columns;
    // One column of inputs gets the width the output gets (a softmax's
    // weights, its result, were drawn in 40% of the width and their values
    // in a smaller font than the scores'); several columns take 3 : 2.
    m_panels->setStretch(0, columns == 1 ? 1 : 3);
    m_panels->setStretch(2, columns == 1 ? 1 : 2);
    for (QWidget* cell : std::as_const(m_inputCells))
        m_inputGrid->removeWidget(cell);
    for (int cell = 0; cell < cells; ++cell)
        m_inputGrid->addWidget(m_inputCells[cell], cell / columns, cell % columns);
    // A row of single-row panels keeps its strips' height; the other rows
    // share the rest.
    const int rows = (cells + columns - 1) / columns;
    for (int r = 0; r < std::max(rows, m_inputGrid->rowCount()); ++r) {
        bool vectors = r < rows;
        for (int cell = r * columns; cell < std::min((r + 1) * columns, cells); ++cell)
            vectors = vectors && m_vectorCells[cell];
        m_inputGrid->setRowStretch(r, r < rows && !vectors ? 1 : 0);
    }
    for (int c = 0; c < std::max(columns, m_inputGrid->columnCount()); ++c)
        m_inputGrid->setColumnStretch(c, c < columns ? 1 : 0);
}

void StagePageWidget::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    arrangeInputCells();
}

void StagePageWidget::fitStripPanels()
{
    for (int i = 0; i < m_inputMaps.size() && i < m_content.inputs.size(); ++i)
        if (m_inputMaps[i] && isVector(m_content.inputs[i]))
            fitStripPanel(m_inputMaps[i]);
}

int StagePageWidget::biasBeside(int weight) const
{
    for (int i = weight + 1; i < m_content.inputs.size(); ++i)
        if (m_content.inputs[i].besidePanel == weight)
            return i;
    return -1;
}

void StagePageWidget::fitStripPanel(AttentionHeatmap* map)
{
    // The strip: three and a half lines of the tick font, room for the
    // colour bar's two end labels beside it. Around it, what the plot needs
    // for its labels: measured from its last layout (it does not depend on
    // the height), estimated before the first.
    const QFontMetrics ticks(map->xAxis2->tickLabelFont());
    const int stripCells = ticks.height() * 7 / 2;
    const int cells = map->axisRect()->rect().height();
    const int around = cells > 0 ? map->height() - cells
                                 : QFontMetrics(map->xAxis2->labelFont()).height() +
                                       ticks.horizontalAdvance(QStringLiteral("000")) +
                                       3 * ticks.height();
    if (std::abs(map->height() - (around + stripCells)) > 1)
        map->setFixedHeight(around + stripCells);
}

void StagePageWidget::fitBiasColumn(AttentionHeatmap* bias, AttentionHeatmap* weight)
{
    // Both widgets share a row of the panel (the same y and height): the
    // bias's top margin is where the weight's cells start less what the
    // bias's plot puts above its axis rect, the same at the bottom; before
    // both are laid out, the weight's margins.
    const QRect weightCells = weight->axisRect()->rect();
    const QRect biasCells = bias->axisRect()->rect();
    QMargins wanted = weight->axisRect()->margins();
    if (weightCells.height() > 0 && biasCells.height() > 0 && weight->height() == bias->height()) {
        const QMargins current = bias->axisRect()->margins();
        const int aboveBias = biasCells.top() - current.top();
        const int belowBias = bias->height() - (biasCells.bottom() + 1) - current.bottom();
        wanted.setTop(weightCells.top() - aboveBias);
        wanted.setBottom(weight->height() - (weightCells.bottom() + 1) - belowBias);
    }
    bool changed = false;
    for (QCPLayoutElement* element : {static_cast<QCPLayoutElement*>(bias->axisRect()),
                                      static_cast<QCPLayoutElement*>(bias->colorScale())}) {
        QMargins margins = element->margins();
        if (margins.top() != wanted.top() || margins.bottom() != wanted.bottom()) {
            margins.setTop(std::max(0, wanted.top()));
            margins.setBottom(std::max(0, wanted.bottom()));
            element->setMargins(margins);
            changed = true;
        }
    }
    // One cell a line and a half wide (its title, "b_q", above it), then
    // the colour bar with its tick labels (those of its last layout; before
    // the first, "−0.000") and a line of padding.
    const QFontMetrics ticks(bias->xAxis2->tickLabelFont());
    const int cell =
        std::max(ticks.height() * 3 / 2,
                 QFontMetrics(bias->xAxis2->labelFont()).horizontalAdvance(bias->xAxis2->label()));
    const QCPColorScale* scale = bias->colorScale();
    const QFontMetrics scaleTicks(scale->axis()->tickLabelFont());
    int widestLabel = scaleTicks.horizontalAdvance(QStringLiteral("−0.000"));
    if (!scale->axis()->tickVectorLabels().isEmpty()) {
        widestLabel = 0;
        for (const QString& label : scale->axis()->tickVectorLabels())
            widestLabel = std::max(widestLabel, scaleTicks.horizontalAdvance(label));
    }
    const int bar = scale->barWidth() + scale->axis()->tickLengthOut() +
                    scale->axis()->tickLabelPadding() + widestLabel + scaleTicks.height();
    // The cell's width is the axis rect's own (the plot's grid would give
    // it what the colour bar leaves); the bar gets the rest of the widget.
    if (bias->axisRect()->maximumSize().width() != cell) {
        bias->axisRect()->setMinimumSize(cell, 0);
        bias->axisRect()->setMaximumSize(cell, QWIDGETSIZE_MAX);
        changed = true;
    }
    const QMargins around = bias->axisRect()->margins();
    const int width = around.left() + cell + around.right() + bar + 4;
    if (std::abs(bias->width() - width) > 1)
        bias->setFixedWidth(width);
    if (changed)
        bias->replot(QCustomPlot::rpQueuedReplot);
}

QWidget* StagePageWidget::makePanel(const StagePanel& panel, bool output, int index)
{
    auto* frame = new QFrame(this);
    frame->setFrameShape(QFrame::StyledPanel);
    auto* layout = new QVBoxLayout(frame);
    layout->setContentsMargins(QMargins(4, 4, 4, 4));
    auto* caption = new QLabel(frame);
    caption->setTextFormat(Qt::RichText);
    caption->setText(QStringLiteral("<b>%1</b>").arg(panel.captionHtml));
    caption->setAccessibleName(panel.caption);
    layout->addWidget(caption);
    m_panelWidgets << frame;
    AttentionHeatmap* map = nullptr;
    if (panel.placeholder.isEmpty()) {
        map = makeHeatmap(panel, output, index, frame);
        const int bias = output ? -1 : biasBeside(index);
        if (bias >= 0) {
            // The weight and, beside it, its bias on one colour scale: the
            // bias's bar, right of both.
            const StagePanel& biasPanel = m_content.inputs[bias];
            const double extent = std::max({1e-6, maxAbsFinite(panel.values, panel.mask),
                                            maxAbsFinite(biasPanel.values, biasPanel.mask)});
            AttentionHeatmap* biasMap = makeHeatmap(biasPanel, false, bias, frame);
            for (AttentionHeatmap* shared : {map, biasMap})
                shared->setDataRange(-extent, extent);
            map->setColorScaleVisible(false);
            biasMap->setColorScaleVisible(true);
            biasMap->yAxis->setVisible(false); // its rows are the weight's, labelled there
            biasMap->axisRect()->setAutoMargins(QCP::msLeft | QCP::msRight);
            biasMap->colorScale()->setMarginGroup(QCP::msTop | QCP::msBottom, nullptr);
            biasMap->colorScale()->setAutoMargins(QCP::msLeft | QCP::msRight);
            biasMap->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
            auto* row = new QHBoxLayout;
            row->setSpacing(0);
            row->addWidget(map, 1);
            row->addWidget(biasMap);
            layout->addLayout(row, 1);
            fitBiasColumn(biasMap, map);
            // Every layout of the weight (a resize, presentation mode's
            // fonts) aligns the bias again.
            connect(map, &QCustomPlot::afterLayout, this,
                    [this, biasMap, map] { fitBiasColumn(biasMap, map); });
            connect(biasMap, &QCustomPlot::afterLayout, this,
                    [this, biasMap, map] { fitBiasColumn(biasMap, map); });
        } else {
            layout->addWidget(map, isVector(panel) ? 0 : 1);
            if (isVector(panel)) { // a strip at the top of its frame, under its caption
                layout->addStretch(1);
                // Every layout (a resize, presentation mode's fonts) measures again.
                connect(map, &QCustomPlot::afterLayout, this, [this, map] { fitStripPanel(map); });
            }
        }
    } else {
        caption->setWordWrap(true);
        caption->setForegroundRole(QPalette::PlaceholderText);
        layout->addStretch(1);
    }
    return frame;
}

AttentionHeatmap* StagePageWidget::makeHeatmap(const StagePanel& panel, bool output, int index,
                                               QWidget* parent)
{
    auto* map = new AttentionHeatmap(parent);
    map->setAccessibleName(panel.caption);
    decorate(map, panel);
    if (panel.attentionWeights)
        map->setHiddenRow(m_hiddenRow);
    // Data matrices share the stage's colour range, so the outputs' scale
    // reads for the inputs too (whose cells get the width instead);
    // weights and encodings have their own range and scale.
    map->setColorScaleVisible(output || !sharesRange(panel));
    connect(map, &AttentionHeatmap::cellClicked, this, [this, output, index](int r, int c) {
        setSelectedCell(output, index, r, c);
        emit cellClicked(output, index, r, c);
    });
    (output ? m_outputMaps : m_inputMaps)[index] = map;
    return map;
}

void StagePageWidget::setColorMap(ColorMapId id)
{
    m_colorMap = id;
    for (const bool output : {false, true}) {
        const QList<AttentionHeatmap*>& maps = output ? m_outputMaps : m_inputMaps;
        const QVector<StagePanel>& panels = output ? m_content.outputs : m_content.inputs;
        for (int i = 0; i < maps.size() && i < panels.size(); ++i)
            if (maps[i] && panels[i].nonNegative) {
                maps[i]->setGradient(ae::colorMap(id));
                maps[i]->replot(QCustomPlot::rpQueuedReplot);
            }
    }
}

void StagePageWidget::decorate(AttentionHeatmap* map, const StagePanel& panel)
{
    map->setValueName(tr("value"));
    map->xAxis2->setLabel(panel.columnAxis);
    map->yAxis->setLabel(panel.rowAxis);
    const int rows = int(panel.values.rows());
    const int cols = int(panel.values.cols());
    if (rows <= kMaxCellsForValues && cols <= kMaxCellsForValues)
        map->setCellValuesVisible(true);
    if (panel.nonNegative) {
        map->setGradient(ae::colorMap(m_colorMap));
    } else {
        map->setGradient(ae::colorMap(ColorMapId::Diverging));
        const double extent = sharesRange(panel)
                                  ? m_sharedExtent
                                  : std::max(1e-6, maxAbsFinite(panel.values, panel.mask));
        map->setDataRange(-extent, extent);
    }
    map->setMatrix(panel.values, panel.rowLabels, panel.columnLabels, panel.mask);

    if (panel.showMinusInfinity && panel.mask.size() != 0 && rows <= kMaxCellsForInfinityLabels &&
        cols <= kMaxCellsForInfinityLabels) {
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < cols; ++c) {
                if (panel.mask(r, c) != 0)
                    continue;
                auto* label = new QCPItemText(map);
                label->position->setAxes(map->xAxis2, map->yAxis);
                label->position->setCoords(c, r);
                label->setPositionAlignment(Qt::AlignCenter);
                label->setText(QStringLiteral("−∞"));
                QFont infinityFont = map->font();
                infinityFont.setPixelSize(12);
                label->setFont(infinityFont);
                label->setColor(QColor(30, 30, 30));
                label->setBrush(QColor(255, 255, 255, 170));
                label->setSelectable(false);
                label->setClipToAxisRect(true);
            }
    }

    if (panel.blockWidth > 0 && cols > 0) {
        const int blocks = (cols + panel.blockWidth - 1) / panel.blockWidth;
        for (int b = 0; b < blocks; ++b) {
            auto* rect = new QCPItemRect(map);
            rect->topLeft->setAxes(map->xAxis2, map->yAxis);
            rect->bottomRight->setAxes(map->xAxis2, map->yAxis);
            rect->topLeft->setCoords(b * panel.blockWidth - 0.5, -0.5);
            rect->bottomRight->setCoords(std::min(cols, (b + 1) * panel.blockWidth) - 0.5,
                                         rows - 0.5);
            const bool current = b == panel.highlightedBlock;
            QPen pen(current ? kCurrentBlockPen : kBlockPen);
            pen.setWidthF(current ? 3.5 : 1.5);
            if (!current)
                pen.setStyle(Qt::DashLine);
            rect->setPen(pen);
            rect->setBrush(current ? QBrush(QColor(255, 140, 0, 45)) : QBrush(Qt::NoBrush));
            rect->setSelectable(false);
            rect->setClipToAxisRect(false);
        }
    }

    if (panel.rows == PanelRows::Queries) {
        auto* frame = new QCPItemRect(map);
        frame->topLeft->setAxes(map->xAxis2, map->yAxis);
        frame->bottomRight->setAxes(map->xAxis2, map->yAxis);
        QPen pen(kQueryFramePen);
        pen.setWidthF(2.0);
        pen.setStyle(Qt::DashLine);
        frame->setPen(pen);
        frame->setBrush(Qt::NoBrush);
        frame->setSelectable(false);
        frame->setVisible(false);
        m_queryFrames << qMakePair(map, frame);
    }
}

void StagePageWidget::setHiddenRow(int row)
{
    m_hiddenRow = row;
    for (const bool output : {false, true}) {
        const QList<AttentionHeatmap*>& maps = output ? m_outputMaps : m_inputMaps;
        const QVector<StagePanel>& panels = output ? m_content.outputs : m_content.inputs;
        for (int i = 0; i < maps.size() && i < panels.size(); ++i)
            if (maps[i] && panels[i].attentionWeights)
                maps[i]->setHiddenRow(row);
    }
}

void StagePageWidget::setQuery(int query)
{
    m_query = query;
    updateQueryFrames();
}

void StagePageWidget::updateQueryFrames()
{
    for (const auto& [map, frame] : std::as_const(m_queryFrames)) {
        const Matrix& values = map->matrix();
        const bool visible = m_query >= 0 && m_query < values.rows();
        frame->setVisible(visible);
        if (visible) {
            frame->topLeft->setCoords(-0.5, m_query - 0.5);
            frame->bottomRight->setCoords(values.cols() - 0.5, m_query + 0.5);
        }
        map->replot(QCustomPlot::rpQueuedReplot);
    }
}

void StagePageWidget::setSelectedCell(bool output, int panel, int row, int col)
{
    for (int k = 0; k < 2; ++k) {
        const QList<AttentionHeatmap*>& maps = k == 0 ? m_inputMaps : m_outputMaps;
        for (int i = 0; i < maps.size(); ++i)
            if (maps[i]) {
                const bool selected = (k == 1) == output && i == panel;
                maps[i]->setSelectedCell(selected ? row : -1, selected ? col : -1);
            }
    }
}

QList<AttentionHeatmap*> StagePageWidget::heatmaps() const
{
    QList<AttentionHeatmap*> all;
    for (AttentionHeatmap* map : m_inputMaps + m_outputMaps)
        if (map)
            all << map;
    return all;
}

void StagePageWidget::layOutNow()
{
    for (int pass = 0; pass < 2; ++pass) {
        // A strip's new height reaches the layouts inside the cells through
        // posted layout requests.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        layout()->activate();
        replotNow();
    }
}

void StagePageWidget::replotNow()
{
    for (AttentionHeatmap* map : heatmaps()) {
        // The first pass lays out and may change tick labels (and so margins);
        // the second draws the final picture.
        map->replot(QCustomPlot::rpImmediateRefresh);
        map->replot(QCustomPlot::rpImmediateRefresh);
    }
}

} // namespace ae
