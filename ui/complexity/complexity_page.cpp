#include "ui/complexity/complexity_page.h"

#include "ui/complexity/path_diagram_widget.h"
#include "ui/export/figure_export_menu.h"
#include "ui/views/figure_marks.h"
#include "ui/views/fitted_title.h"

#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QtConcurrent/QtConcurrentRun>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace ae {

namespace {

// Measurements stay short enough for a lesson: a self-attention pass at
// n = 2048, d = 512 takes a fraction of a second.
constexpr int kMaxMeasuredLength = 2048;
constexpr int kMaxMeasuredWidth = 512;
constexpr int kMeasuredPoints = 8;
constexpr int kCurvePoints = 200;

QColor kindColor(LayerKind kind)
{
    switch (kind) {
    case LayerKind::SelfAttention:
        return QColor(31, 119, 180);
    case LayerKind::Recurrent:
        return QColor(255, 127, 14);
    case LayerKind::Convolutional:
        return QColor(44, 160, 44);
    case LayerKind::RestrictedSelfAttention:
        return QColor(148, 103, 189);
    }
    return Qt::black;
}

// The layer's name inside a sentence or a legend ("the recurrent layer").
QString kindNoun(LayerKind kind)
{
    switch (kind) {
    case LayerKind::SelfAttention:
        return ComplexityPage::tr("self-attention");
    case LayerKind::Recurrent:
        return ComplexityPage::tr("recurrent");
    case LayerKind::Convolutional:
        return ComplexityPage::tr("convolutional");
    case LayerKind::RestrictedSelfAttention:
        return ComplexityPage::tr("restricted self-attention");
    }
    return QString();
}

QString kindLabel(LayerKind kind)
{
    switch (kind) {
    case LayerKind::SelfAttention:
        return ComplexityPage::tr("Self-attention");
    case LayerKind::Recurrent:
        return ComplexityPage::tr("Recurrent");
    case LayerKind::Convolutional:
        return ComplexityPage::tr("Convolutional (kernel k)");
    case LayerKind::RestrictedSelfAttention:
        return ComplexityPage::tr("Restricted self-attention (r)");
    }
    return QString();
}

QString formatCount(double value)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    if (std::abs(value) >= 1e15)
        return QString::number(value, 'e', 3);
    return QLocale().toString(static_cast<qlonglong>(std::llround(value)));
}

QSlider* makeSlider(QWidget* parent, const char* name, int lo, int hi, int value)
{
    auto* slider = new QSlider(Qt::Horizontal, parent);
    slider->setObjectName(QString::fromLatin1(name));
    slider->setRange(lo, hi);
    slider->setValue(value);
    slider->setMinimumWidth(110);
    return slider;
}

// The texts are written by retranslateLogLog.
void setupLogLog(QCustomPlot* plot)
{
    plot->setMinimumSize(300, 220);
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(0, 0, new FittedTitle(plot, QString()));
    for (QCPAxis* axis : {plot->xAxis, plot->yAxis}) {
        axis->setScaleType(QCPAxis::stLogarithmic);
        QSharedPointer<QCPAxisTickerLog> ticker(new QCPAxisTickerLog);
        axis->setTicker(ticker);
        axis->setNumberFormat(QStringLiteral("eb"));
        axis->setNumberPrecision(0);
    }
    plot->legend->setVisible(true);
    QFont legendFont = plot->font();
    legendFont.setPointSizeF(legendFont.pointSizeF() * 0.85);
    plot->legend->setFont(legendFont);
    plot->legend->setRowSpacing(-3);
    plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignLeft);
}

// `titles`: the fullest first; a narrow plot shows a shorter one.
void retranslateLogLog(QCustomPlot* plot, const QStringList& titles, const QString& yLabel)
{
    FittedTitle::of(plot)->setCandidates(titles);
    plot->xAxis->setLabel(ComplexityPage::tr("sequence length n"));
    plot->yAxis->setLabel(yLabel);
}

// n values spread evenly on a log axis (integers, increasing, no repeats).
QVector<double> logSpacedLengths(int lo, int hi, int count)
{
    QVector<double> values;
    const double a = std::log(static_cast<double>(lo));
    const double b = std::log(static_cast<double>(std::max(lo, hi)));
    for (int s = 0; s < count; ++s) {
        const double n = std::round(std::exp(a + (b - a) * s / std::max(1, count - 1)));
        if (values.isEmpty() || n > values.back())
            values << n;
    }
    return values;
}

} // namespace

ComplexityPage::ComplexityPage(QWidget* parent) : QWidget(parent)
{
    m_lengthSpin = new QSpinBox(this);
    m_lengthSpin->setObjectName(QStringLiteral("complexityLengthSpin"));
    m_lengthSpin->setRange(1, 1 << 20);
    m_lengthSpin->setValue(100);
    m_widthSlider = makeSlider(this, "complexityWidthSlider", 1, 1024, 512);
    m_kernelSlider = makeSlider(this, "complexityKernelSlider", 2, 15, 3);
    // r is odd (r positions centred on the query); steps of 2 keep it odd.
    m_neighbourhoodSlider = makeSlider(this, "complexityNeighbourhoodSlider", 3, 255, 15);
    m_neighbourhoodSlider->setSingleStep(2);
    m_neighbourhoodSlider->setPageStep(16);
    m_minLengthSlider = makeSlider(this, "complexityMinLengthSlider", 0, 20, 2);
    m_maxLengthSlider = makeSlider(this, "complexityMaxLengthSlider", 1, 20, 14);
    m_widthValue = new QLabel(this);
    m_kernelValue = new QLabel(this);
    m_neighbourhoodValue = new QLabel(this);
    m_rangeValue = new QLabel(this);
    for (QLabel* label : {m_widthValue, m_kernelValue, m_neighbourhoodValue})
        label->setMinimumWidth(36);
    m_convolutionPath = new QComboBox(this);
    m_convolutionPath->setObjectName(QStringLiteral("convolutionPathCombo"));
    // Contiguous = 0, dilated = 1 (retranslateUi writes the texts).
    m_convolutionPath->addItem(QString());
    m_convolutionPath->addItem(QString());

    auto* firstRow = new QHBoxLayout;
    // A caption before each control (retranslateUi writes them).
    const auto caption = [this](QWidget* buddy) {
        auto* label = new QLabel(this);
        label->setBuddy(buddy);
        return label;
    };
    m_lengthCaption = caption(m_lengthSpin);
    m_widthCaption = caption(m_widthSlider);
    m_kernelCaption = caption(m_kernelSlider);
    m_neighbourhoodCaption = caption(m_neighbourhoodSlider);
    m_minLengthCaption = caption(m_minLengthSlider);
    m_maxLengthCaption = caption(m_maxLengthSlider);
    m_convolutionCaption = caption(m_convolutionPath);
    firstRow->addWidget(m_lengthCaption);
    firstRow->addWidget(m_lengthSpin);
    firstRow->addSpacing(12);
    firstRow->addWidget(m_widthCaption);
    firstRow->addWidget(m_widthSlider, 1);
    firstRow->addWidget(m_widthValue);
    firstRow->addWidget(m_kernelCaption);
    firstRow->addWidget(m_kernelSlider, 1);
    firstRow->addWidget(m_kernelValue);
    firstRow->addWidget(m_neighbourhoodCaption);
    firstRow->addWidget(m_neighbourhoodSlider, 1);
    firstRow->addWidget(m_neighbourhoodValue);
    auto* secondRow = new QHBoxLayout;
    secondRow->addWidget(m_minLengthCaption);
    secondRow->addWidget(m_minLengthSlider, 1);
    secondRow->addWidget(m_maxLengthCaption);
    secondRow->addWidget(m_maxLengthSlider, 1);
    secondRow->addWidget(m_rangeValue);
    secondRow->addSpacing(12);
    secondRow->addWidget(m_convolutionCaption);
    secondRow->addWidget(m_convolutionPath);
    auto* controls = new QVBoxLayout;
    controls->addLayout(firstRow);
    controls->addLayout(secondRow);

    m_table = new QTableWidget(4, 7, this);
    m_table->setObjectName(QStringLiteral("complexityTable"));
    m_table->verticalHeader()->setVisible(false);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    // Read-only: Tab leaves the table (with tab key navigation and no
    // selection it kept the focus for ever, a keyboard trap).
    m_table->setTabKeyNavigation(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->installEventFilter(this);
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_table->setWordWrap(false);
    m_crossoverLabel = new QLabel(this);
    m_crossoverLabel->setObjectName(QStringLiteral("crossoverLabel"));
    m_crossoverLabel->setWordWrap(true);
    m_crossoverLabel->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_crossoverArea = new QScrollArea(this);
    m_crossoverArea->setObjectName(QStringLiteral("crossoverArea"));
    m_crossoverArea->setFrameShape(QFrame::NoFrame);
    // Not a Tab stop: a frameless area shows no focus (the wheel scrolls it).
    m_crossoverArea->setFocusPolicy(Qt::NoFocus);
    m_crossoverArea->setWidgetResizable(true);
    m_crossoverArea->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_crossoverArea->setWidget(m_crossoverLabel);
    m_crossoverArea->viewport()->installEventFilter(this);
    m_crossoverLabel->installEventFilter(this);

    m_pathKind = new QComboBox(this);
    m_pathKind->setObjectName(QStringLiteral("pathKindCombo"));
    for (LayerKind kind : {LayerKind::Convolutional, LayerKind::Recurrent, LayerKind::SelfAttention,
                           LayerKind::RestrictedSelfAttention})
        m_pathKind->addItem(QString(), static_cast<int>(kind));
    m_pathLength = new QSpinBox(this);
    m_pathLength->setObjectName(QStringLiteral("pathLengthSpin"));
    m_pathLength->setRange(2, 16);
    m_pathLength->setValue(8);
    m_pathDiagram = new PathDiagramWidget(this);
    m_pathLabel = new QLabel(this);
    m_pathLabel->setObjectName(QStringLiteral("pathLengthLabel"));
    m_pathLabel->setWordWrap(true);

    auto* pathControls = new QHBoxLayout;
    m_pathKindCaption = caption(m_pathKind);
    m_pathLengthCaption = caption(m_pathLength);
    pathControls->addWidget(m_pathKindCaption);
    pathControls->addWidget(m_pathKind, 1);
    pathControls->addWidget(m_pathLengthCaption);
    pathControls->addWidget(m_pathLength);
    m_pathBox = new QGroupBox(this);
    auto* pathLayout = new QVBoxLayout(m_pathBox);
    pathLayout->addLayout(pathControls);
    pathLayout->addWidget(m_pathDiagram, 1);
    pathLayout->addWidget(m_pathLabel);

    m_operationsPlot = new QCustomPlot(this);
    m_operationsPlot->setObjectName(QStringLiteral("operationsPlot"));
    setupLogLog(m_operationsPlot);
    m_operationsPlot->legend->setVisible(false);
    connect(m_operationsPlot, &QCustomPlot::afterLayout, this,
            &ComplexityPage::separateCrossoverLabels);
    m_sequentialPlot = new QCustomPlot(this);
    m_sequentialPlot->setObjectName(QStringLiteral("sequentialPlot"));
    setupLogLog(m_sequentialPlot);
    m_sequentialPlot->legend->setVisible(false);
    m_pathPlot = new QCustomPlot(this);
    m_pathPlot->setObjectName(QStringLiteral("pathLengthPlot"));
    setupLogLog(m_pathPlot);
    m_pathPlot->legend->setVisible(false);
    m_measuredPlot = new QCustomPlot(this);
    m_measuredPlot->setObjectName(QStringLiteral("measuredPlot"));
    setupLogLog(m_measuredPlot);
    // Until the first measurement the plot says how to fill it, in the
    // palette's placeholder colour (taken at every replot: the theme may
    // change).
    m_measuredHint = new QCPItemText(m_measuredPlot);
    m_measuredHint->setObjectName(QStringLiteral("measuredPlotHint"));
    m_measuredHint->position->setType(QCPItemPosition::ptAxisRectRatio);
    m_measuredHint->position->setCoords(0.5, 0.5);
    m_measuredHint->setPositionAlignment(Qt::AlignCenter);
    m_measuredHint->setTextAlignment(Qt::AlignCenter);
    connect(m_measuredPlot, &QCustomPlot::beforeReplot, m_measuredHint,
            [this] { m_measuredHint->setColor(palette().color(QPalette::PlaceholderText)); });

    m_measureButton = new QPushButton(this);
    m_measureButton->setObjectName(QStringLiteral("measureButton"));
    m_cancelButton = new QPushButton(this);
    m_cancelButton->setObjectName(QStringLiteral("cancelMeasureButton"));
    m_cancelButton->setEnabled(false);
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("measureProgress"));
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    m_measureStatus = new QLabel(this);
    m_measureStatus->setObjectName(QStringLiteral("measureStatus"));
    m_measureStatus->setMinimumWidth(50);

    auto* measureRow = new QHBoxLayout;
    measureRow->addWidget(m_measureButton);
    measureRow->addWidget(m_cancelButton);
    measureRow->addWidget(m_progress, 1);
    measureRow->addWidget(m_measureStatus, 3);

    // The table takes the whole width (at 1440 px its last columns no longer
    // hide behind a scroll bar); the crossovers are read beside the plots.
    auto* tableRow = new QHBoxLayout;
    tableRow->addWidget(m_table, 1);

    // Two rows of their own (not one grid): while nothing is measured a
    // figure leaves the Measured plot out and the path plot takes its row,
    // instead of leaving a blank cell.
    auto* topPlots = new QHBoxLayout;
    topPlots->addWidget(m_operationsPlot, 3);
    topPlots->addWidget(m_sequentialPlot, 2);
    auto* bottomPlots = new QHBoxLayout;
    bottomPlots->addWidget(m_measuredPlot, 3);
    bottomPlots->addWidget(m_pathPlot, 2);
    auto* plotColumn = new QVBoxLayout;
    plotColumn->addLayout(topPlots, 1);
    plotColumn->addLayout(bottomPlots, 1);
    plotColumn->addLayout(measureRow);

    auto* sideColumn = new QVBoxLayout;
    // Both stretch: the text's area stops at the text's height, the diagram
    // takes the rest; when there is too little room both give some up.
    sideColumn->addWidget(m_crossoverArea, 1);
    sideColumn->addWidget(m_pathBox, 1);
    auto* body = new QHBoxLayout;
    body->addLayout(plotColumn, 3);
    body->addLayout(sideColumn, 2);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addLayout(tableRow);
    layout->addLayout(body, 1);
    // The figure is the table, the plots and the path diagram: the sliders,
    // the measuring controls and the diagram's choosers stay on the screen.
    figure_marks::setScreenOnly(controls);
    figure_marks::setScreenOnly(measureRow);
    figure_marks::setScreenOnly(pathControls);

    // A drag or a click can still land on an even r: it moves to the next odd one
    // (first, so refresh below already sees the odd value).
    connect(m_neighbourhoodSlider, &QSlider::valueChanged, this, [this](int value) {
        if (value % 2 == 0)
            m_neighbourhoodSlider->setValue(value + 1);
    });
    for (QSlider* slider : {m_widthSlider, m_kernelSlider, m_neighbourhoodSlider})
        connect(slider, &QSlider::valueChanged, this, &ComplexityPage::refresh);
    connect(m_minLengthSlider, &QSlider::valueChanged, this, [this](int value) {
        if (m_maxLengthSlider->value() <= value)
            m_maxLengthSlider->setValue(value + 1);
        refresh();
    });
    connect(m_maxLengthSlider, &QSlider::valueChanged, this, [this](int value) {
        if (m_minLengthSlider->value() >= value)
            m_minLengthSlider->setValue(value - 1);
        refresh();
    });
    connect(m_lengthSpin, &QSpinBox::valueChanged, this, &ComplexityPage::updateTable);
    connect(m_convolutionPath, &QComboBox::currentIndexChanged, this, &ComplexityPage::refresh);
    connect(m_pathKind, &QComboBox::currentIndexChanged, this, &ComplexityPage::updatePathDiagram);
    connect(m_pathLength, &QSpinBox::valueChanged, this, &ComplexityPage::updatePathDiagram);
    connect(m_pathDiagram, &PathDiagramWidget::pathChanged, this, &ComplexityPage::updatePathLabel);
    connect(m_measureButton, &QPushButton::clicked, this, &ComplexityPage::startMeasurement);
    connect(m_cancelButton, &QPushButton::clicked, this, &ComplexityPage::cancelMeasurement);
    connect(&m_watcher, &QFutureWatcher<LayerTimings>::finished, this,
            &ComplexityPage::measurementDone);

    for (QWidget* figure :
         {static_cast<QWidget*>(m_operationsPlot), static_cast<QWidget*>(m_sequentialPlot),
          static_cast<QWidget*>(m_pathPlot), static_cast<QWidget*>(m_measuredPlot),
          static_cast<QWidget*>(m_pathDiagram)})
        enableFigureExportMenu(figure);
    retranslateUi();
}

void ComplexityPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

bool ComplexityPage::eventFilter(QObject* watched, QEvent* event)
{
    // A font change (presentation mode) widens the contents; the resize
    // that may follow it comes after, so both refit.
    if (watched == m_table &&
        (event->type() == QEvent::Resize || event->type() == QEvent::FontChange))
        fitTable();
    // The text's height changes with the area's width and with the font.
    if ((watched == m_crossoverArea->viewport() && event->type() == QEvent::Resize) ||
        (watched == m_crossoverLabel && event->type() == QEvent::FontChange))
        fitCrossoverText();
    return QWidget::eventFilter(watched, event);
}

void ComplexityPage::fitCrossoverText()
{
    const int text = m_crossoverLabel->heightForWidth(m_crossoverArea->viewport()->width());
    const int lines = 4 * m_crossoverLabel->fontMetrics().lineSpacing();
    m_crossoverArea->setMaximumHeight(text);
    m_crossoverArea->setMinimumHeight(std::min(text, lines));
}

void ComplexityPage::fitTable()
{
    QHeaderView* header = m_table->horizontalHeader();
    m_table->resizeColumnsToContents();
    const int columns = m_table->columnCount();
    const int room = m_table->width() - 2 * m_table->frameWidth();
    const int spare = room - header->length();
    if (spare > 0)
        for (int column = 0; column < columns; ++column)
            header->resizeSection(column, header->sectionSize(column) + spare / columns +
                                              (column < spare % columns ? 1 : 0));
    const bool scrolls = header->length() > room;
    m_table->setHorizontalScrollBarPolicy(scrolls ? Qt::ScrollBarAlwaysOn : Qt::ScrollBarAlwaysOff);
    m_table->setFixedHeight(header->sizeHint().height() + 4 * m_table->rowHeight(0) +
                            2 * m_table->frameWidth() +
                            (scrolls ? m_table->horizontalScrollBar()->sizeHint().height() : 0));
}

void ComplexityPage::retranslateUi()
{
    m_lengthSpin->setToolTip(tr("The n of the table's numbers"));
    m_convolutionPath->setItemText(0, tr("Contiguous kernels: path O(n/k) (class notes, d2l)"));
    m_convolutionPath->setItemText(1, tr("Dilated kernels: path O(log_k n) (Vaswani et al.)"));
    m_convolutionPath->setToolTip(
        tr("Maximum path length of the convolution: stacked contiguous kernels need "
           "⌈(n−1)/(k−1)⌉ layers, dilated kernels ⌈log_k n⌉"));
    m_lengthCaption->setText(tr("n (table):"));
    m_widthCaption->setText(tr("d:"));
    m_kernelCaption->setText(tr("k:"));
    m_neighbourhoodCaption->setText(tr("r:"));
    m_minLengthCaption->setText(tr("Plot n from"));
    m_maxLengthCaption->setText(tr("to"));
    m_convolutionCaption->setText(tr("Convolution:"));
    for (int i = 0; i < m_pathKind->count(); ++i)
        m_pathKind->setItemText(i,
                                kindLabel(static_cast<LayerKind>(m_pathKind->itemData(i).toInt())));
    m_pathKindCaption->setText(tr("Layer:"));
    m_pathLengthCaption->setText(tr("Positions:"));
    m_pathBox->setTitle(tr("Path diagram (k and r from the sliders)"));
    retranslateLogLog(
        m_operationsPlot,
        {tr("Operations per layer (colours as in the table)"), tr("Operations per layer")},
        tr("operations"));
    retranslateLogLog(
        m_sequentialPlot,
        {tr("Sequential operations (colours as in the table)"), tr("Sequential operations")},
        tr("steps"));
    retranslateLogLog(
        m_pathPlot,
        {tr("Maximum path length (colours as in the table)"), tr("Maximum path length")},
        tr("layers / steps"));
    retranslateLogLog(m_measuredPlot,
                      {tr("Measured here (points) vs c·operations (lines)"),
                       tr("Measured (points) vs c·operations")},
                      tr("seconds per forward pass"));
    m_measuredHint->setText(tr("Press Measure to time the layers\non this computer"));
    m_measureButton->setText(tr("Measure"));
    m_measureButton->setToolTip(tr("Time real layers (1-D convolution, tanh RNN, "
                                   "self-attention, restricted self-attention) for a range of n"));
    m_cancelButton->setText(tr("Cancel"));
    writeMeasureStatus();
    // The range, the table, the crossovers, the legends and the path's text
    // follow the controls (and replot).
    refresh();
}

void ComplexityPage::writeMeasureStatus()
{
    switch (m_measureState) {
    case MeasureState::None:
        m_measureStatus->setText(tr("Not measured yet."));
        break;
    case MeasureState::Running:
        m_measureStatus->setText(tr("Measuring n = %1 … %2 with d = %3 …")
                                     .arg(m_measuredSettings.lengths.front())
                                     .arg(m_measuredSettings.lengths.back())
                                     .arg(m_measuredSettings.d));
        break;
    case MeasureState::Cancelled:
        m_measureStatus->setText(tr("Measurement cancelled: the points show what finished."));
        break;
    case MeasureState::Done:
        m_measureStatus->setText(
            tr("Medians of 3; d = %1, k = %2, r = %3; lines: one fitted c per layer")
                .arg(m_measuredSettings.d)
                .arg(m_measuredSettings.k)
                .arg(m_measuredSettings.r));
        break;
    }
}

ComplexityPage::~ComplexityPage()
{
    if (m_cancel)
        *m_cancel = true;
    m_watcher.waitForFinished();
}

ComplexityParameters ComplexityPage::parameters() const
{
    ComplexityParameters p;
    p.n = m_lengthSpin->value();
    p.d = m_widthSlider->value();
    p.k = m_kernelSlider->value();
    p.r = m_neighbourhoodSlider->value();
    p.convolutionPath = m_convolutionPath->currentIndex() == 1 ? ConvolutionPath::Dilated
                                                               : ConvolutionPath::Contiguous;
    return p;
}

int ComplexityPage::minimumLength() const
{
    return 1 << m_minLengthSlider->value();
}
int ComplexityPage::maximumLength() const
{
    return 1 << m_maxLengthSlider->value();
}
bool ComplexityPage::isMeasuring() const
{
    return m_watcher.isRunning();
}

void ComplexityPage::setSequenceLength(int n)
{
    m_lengthSpin->setValue(n);
}
void ComplexityPage::setModelWidth(int d)
{
    m_widthSlider->setValue(d);
}

void ComplexityPage::refresh()
{
    m_widthValue->setText(QString::number(m_widthSlider->value()));
    m_kernelValue->setText(QString::number(m_kernelSlider->value()));
    m_neighbourhoodValue->setText(QString::number(m_neighbourhoodSlider->value()));
    m_rangeValue->setText(
        tr("n = %1 … %2")
            .arg(QLocale().toString(minimumLength()), QLocale().toString(maximumLength())));
    updateTable();
    updatePlots();
    updatePathDiagram();
    updateMeasuredPlot();
}

void ComplexityPage::updateTable()
{
    const ComplexityParameters p = parameters();
    const QString at = tr("at n = %1").arg(QLocale().toString(static_cast<int>(p.n)));
    m_table->setHorizontalHeaderLabels({tr("Layer"), tr("Complexity per layer"), at,
                                        tr("Sequential operations"), at, tr("Maximum path length"),
                                        at});
    for (int row = 0; row < 4; ++row) {
        const LayerKind kind = kAllLayerKinds[row];
        const QStringList cells{
            kindLabel(kind),
            QString::fromUtf8(operationsSymbol(kind).c_str()),
            formatCount(operationsPerLayer(kind, p)),
            QString::fromUtf8(sequentialOperationsSymbol(kind).c_str()),
            formatCount(sequentialOperations(kind, p)),
            QString::fromUtf8(maximumPathLengthSymbol(kind, p.convolutionPath).c_str()),
            formatCount(maximumPathLength(kind, p))};
        for (int column = 0; column < cells.size(); ++column) {
            auto* item = new QTableWidgetItem(cells[column]);
            if (column % 2 == 0 && column > 0)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (column == 0)
                item->setForeground(kindColor(kind));
            m_table->setItem(row, column, item);
        }
    }
    fitTable();

    // The notes' conclusion first (Vaswani et al. §4, d2l 11.6), then the
    // numbers for the n, d, k, r chosen above.
    QStringList lines{
        tr("The trade-off in one sentence: a CNN and self-attention compute every position in "
           "parallel while an RNN needs n steps one after another; only self-attention links any "
           "two positions within one layer (maximum path length 1), and it pays n²·d operations "
           "per layer for it, quadratic in the sequence length.")};
    for (LayerKind other : {LayerKind::Recurrent, LayerKind::Convolutional}) {
        const std::optional<double> n = crossoverLength(LayerKind::SelfAttention, other, p);
        if (!n)
            continue;
        const QString where = other == LayerKind::Recurrent ? tr("n < d = %1") : tr("n < k·d = %1");
        lines << tr("Self-attention costs fewer operations than the %1 layer while %2.")
                     .arg(kindNoun(other), where.arg(QLocale().toString(*n, 'f', 0)));
    }
    // Below n = r a restricted query sees every position: the same layer.
    lines << tr("Restricted self-attention is full self-attention while n ≤ r = %1 (each query "
                "sees every position); above it, it costs r·n·d < n²·d.")
                 .arg(QLocale().toString(p.r, 'f', 0));
    m_crossoverLabel->setText(lines.join(QLatin1Char('\n')));
    fitCrossoverText();
}

void ComplexityPage::updatePlots()
{
    ComplexityParameters p = parameters();
    const int lo = minimumLength();
    const int hi = maximumLength();
    const QVector<double> lengths = logSpacedLengths(lo, hi, kCurvePoints);

    struct Quantity
    {
        QCustomPlot* plot;
        double (*value)(LayerKind, const ComplexityParameters&);
        Qt::PenStyle constantStyle;
    };
    const Quantity quantities[] = {
        {m_operationsPlot, &operationsPerLayer, Qt::SolidLine},
        {m_sequentialPlot, &sequentialOperations, Qt::DashLine},
        {m_pathPlot, &maximumPathLength, Qt::DashLine},
    };
    for (const Quantity& quantity : quantities) {
        QCustomPlot* plot = quantity.plot;
        plot->clearGraphs();
        plot->clearItems();
        if (plot == m_operationsPlot)
            m_crossoverLabels.clear();
        double yMin = std::numeric_limits<double>::max();
        double yMax = 0.0;
        for (LayerKind kind : kAllLayerKinds) {
            QVector<double> xs, ys;
            for (double n : lengths) {
                p.n = n;
                const double value = quantity.value(kind, p);
                if (value > 0.0) {
                    xs << n;
                    ys << value;
                    yMin = std::min(yMin, value);
                    yMax = std::max(yMax, value);
                }
            }
            QCPGraph* graph = plot->addGraph();
            graph->setData(xs, ys, true);
            QPen pen(kindColor(kind), 2.0);
            // Overlapping constant curves (O(1)) stay distinguishable.
            if (kind == LayerKind::Convolutional)
                pen.setStyle(quantity.constantStyle);
            if (kind == LayerKind::RestrictedSelfAttention && quantity.plot != m_operationsPlot)
                pen.setStyle(Qt::DotLine);
            graph->setPen(pen);
            graph->setName(kindNoun(kind));
            if (plot != m_operationsPlot)
                graph->setLineStyle(QCPGraph::lsStepLeft);
        }
        plot->xAxis->setRange(lo, hi);
        if (yMax <= 0.0) {
            yMin = 0.5;
            yMax = 2.0;
        }
        plot->yAxis->setRange(yMin / 2.0, yMax * 4.0);
    }

    // Crossovers with self-attention, where they fall inside the n range.
    p = parameters();
    QCPGraph* markers = m_operationsPlot->addGraph();
    markers->setLineStyle(QCPGraph::lsNone);
    markers->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, Qt::black, Qt::white, 9));
    markers->removeFromLegend();
    for (LayerKind other :
         {LayerKind::Recurrent, LayerKind::Convolutional, LayerKind::RestrictedSelfAttention}) {
        const std::optional<double> n = crossoverLength(LayerKind::SelfAttention, other, p);
        if (!n || *n < lo || *n > hi)
            continue;
        ComplexityParameters at = p;
        at.n = *n;
        const double ops = operationsPerLayer(other, at);
        markers->addData(*n, ops);
        // Below and to the right of the marker, on a white card so the
        // curves behind it do not hide the text.
        auto* anchor = new QCPItemTracer(m_operationsPlot);
        anchor->position->setCoords(*n, ops);
        anchor->setStyle(QCPItemTracer::tsNone);
        auto* label = new QCPItemText(m_operationsPlot);
        label->position->setParentAnchor(anchor->position);
        label->position->setCoords(6, 6); // pixels from the marker
        // In the right half of the range the label goes to the marker's left.
        const bool rightHalf = std::log(*n) > 0.5 * (std::log(double(lo)) + std::log(double(hi)));
        label->position->setCoords(rightHalf ? -6 : 6, 6);
        label->setPositionAlignment((rightHalf ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignTop);
        label->setPadding(QMargins(3, 1, 3, 1));
        label->setBrush(QColor(255, 255, 255, 220));
        label->setPen(QPen(kindColor(other), 1.0));
        label->setColor(kindColor(other).darker(140));
        const QString formula = other == LayerKind::Recurrent       ? tr("n = d")
                                : other == LayerKind::Convolutional ? tr("n = k·d")
                                                                    : tr("n = r");
        label->setText(tr("%1 = %2").arg(formula, QLocale().toString(*n, 'f', 0)));
        m_crossoverLabels.append(label);
    }

    for (QCustomPlot* plot : {m_operationsPlot, m_sequentialPlot, m_pathPlot})
        plot->replot();
}

void ComplexityPage::separateCrossoverLabels()
{
    // Top to bottom, each label goes below its marker and then further down
    // past every label it would cover (markers a few pixels apart: n = d =
    // 32 beside n = r = 15); where that leaves the plot, above the marker
    // and further up instead.
    constexpr double kBesideMarker = 6.0;
    constexpr double kGap = 2.0;
    const QRectF plotArea = m_operationsPlot->axisRect()->rect();
    QList<QPair<QPointF, QCPItemText*>> labels;
    for (QCPItemText* label : std::as_const(m_crossoverLabels))
        labels.append({label->position->parentAnchor()->pixelPosition(), label});
    std::sort(labels.begin(), labels.end(),
              [](const auto& a, const auto& b) { return a.first.y() < b.first.y(); });
    QList<QRectF> placed;
    for (const auto& [marker, label] : std::as_const(labels)) {
        const QMargins padding = label->padding();
        const QSizeF size = QFontMetricsF(label->font()).size(0, label->text()) +
                            QSizeF(padding.left() + padding.right() + 2.0,
                                   padding.top() + padding.bottom() + 2.0); // and the pen
        const bool leftOfMarker = label->positionAlignment() & Qt::AlignRight;
        const double left =
            leftOfMarker ? marker.x() - kBesideMarker - size.width() : marker.x() + kBesideMarker;
        // Moves `rect` past the placed labels it covers, down or up.
        const auto clear = [&placed, kGap](QRectF rect, bool down) {
            for (bool moved = true; moved;) {
                moved = false;
                for (const QRectF& other : std::as_const(placed))
                    if (rect.intersects(other)) {
                        if (down)
                            rect.moveTop(other.bottom() + kGap);
                        else
                            rect.moveBottom(other.top() - kGap);
                        moved = true;
                    }
            }
            return rect;
        };
        QRectF rect = clear(QRectF(QPointF(left, marker.y() + kBesideMarker), size), true);
        if (rect.bottom() > plotArea.bottom()) {
            const QRectF above = clear(
                QRectF(QPointF(left, marker.y() - kBesideMarker - size.height()), size), false);
            if (above.top() >= plotArea.top())
                rect = above;
        }
        label->position->setCoords(leftOfMarker ? -kBesideMarker : kBesideMarker,
                                   rect.top() - marker.y());
        placed.append(rect);
    }
}

void ComplexityPage::updatePathDiagram()
{
    const auto kind = static_cast<LayerKind>(m_pathKind->currentData().toInt());
    const int width = kind == LayerKind::RestrictedSelfAttention ? m_neighbourhoodSlider->value()
                                                                 : m_kernelSlider->value();
    m_pathDiagram->setGraph(kind, m_pathLength->value(), width,
                            parameters().convolutionPath == ConvolutionPath::Dilated);
    updatePathLabel();
}

void ComplexityPage::updatePathLabel()
{
    QString convention;
    switch (m_pathDiagram->kind()) {
    case LayerKind::Convolutional:
        convention = m_pathDiagram->graph().dilated
                         ? tr("Dilated kernels of size k (dilation 1, k, k², …): after L layers "
                              "a position sees k^L inputs, so any pair meets within ⌈log_k n⌉ "
                              "layers.")
                         : tr("Centred kernels of size k: after L layers a position sees "
                              "L·(k−1)+1 inputs, so x_i and x_j meet after ⌈|i−j|/(k−1)⌉ "
                              "layers.");
        break;
    case LayerKind::RestrictedSelfAttention:
        convention = tr("Each query sees the r positions centred on it: x_i and x_j meet after "
                        "⌈|i−j|/(r−1)⌉ layers.");
        break;
    case LayerKind::Recurrent:
        convention = tr("The hidden state carries x_i forward one step at a time: |i−j| "
                        "sequential steps.");
        break;
    case LayerKind::SelfAttention:
        convention = tr("Every output attends to every input: one layer for any pair.");
        break;
    }
    const QString path = m_pathDiagram->pathText();
    m_pathLabel->setText(path.isEmpty() ? convention : path + QLatin1Char('\n') + convention);
}

std::vector<int> ComplexityPage::measurementLengths() const
{
    const int lo = std::min(std::max(8, minimumLength()), kMaxMeasuredLength);
    const int hi = std::min(maximumLength(), kMaxMeasuredLength);
    std::vector<int> lengths;
    for (double n : logSpacedLengths(lo, std::max(lo, hi), kMeasuredPoints))
        lengths.push_back(static_cast<int>(n));
    return lengths;
}

void ComplexityPage::startMeasurement()
{
    if (isMeasuring())
        return;
    LayerTimingSettings settings;
    settings.lengths = measurementLengths();
    settings.d = std::min(m_widthSlider->value(), kMaxMeasuredWidth);
    settings.k = m_kernelSlider->value();
    settings.r = m_neighbourhoodSlider->value();
    settings.repeats = 3;
    settings.minSecondsPerSample = 0.005;
    m_measuredSettings = settings;

    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const int total = static_cast<int>(settings.lengths.size() * settings.kinds.size());
    m_progress->setRange(0, total);
    m_progress->setValue(0);
    m_measureButton->setEnabled(false);
    m_cancelButton->setEnabled(true);
    m_measureState = MeasureState::Running;
    writeMeasureStatus();

    QPointer<QProgressBar> progress = m_progress;
    const std::shared_ptr<std::atomic<bool>> cancel = m_cancel;
    m_watcher.setFuture(QtConcurrent::run([settings, cancel, progress]() {
        const MeasurementProgress report = [progress](int done, int) {
            // Back to the GUI thread; dropped if the bar is gone.
            QMetaObject::invokeMethod(
                progress,
                [progress, done] {
                    if (progress)
                        progress->setValue(done);
                },
                Qt::QueuedConnection);
        };
        try {
            return measureLayers(settings, cancel.get(), report);
        } catch (const std::exception&) {
            LayerTimings failed;
            failed.cancelled = true;
            return failed;
        }
    }));
}

void ComplexityPage::cancelMeasurement()
{
    if (m_cancel)
        *m_cancel = true;
    m_cancelButton->setEnabled(false);
}

void ComplexityPage::measurementDone()
{
    m_timings = m_watcher.result();
    m_measureButton->setEnabled(true);
    m_cancelButton->setEnabled(false);
    m_measureState = m_timings.cancelled ? MeasureState::Cancelled : MeasureState::Done;
    writeMeasureStatus();
    updateMeasuredPlot();
    emit measurementFinished();
}

double ComplexityPage::fittedConstant(LayerKind kind) const
{
    for (std::size_t ki = 0; ki < m_timings.kinds.size(); ++ki) {
        if (m_timings.kinds[ki] != kind)
            continue;
        std::vector<double> ops;
        ComplexityParameters p;
        p.d = m_measuredSettings.d;
        p.k = m_measuredSettings.k;
        p.r = m_measuredSettings.r;
        for (int n : m_timings.lengths) {
            p.n = n;
            ops.push_back(operationsPerLayer(kind, p));
        }
        return fitOperationsConstant(ops, m_timings.seconds[ki]);
    }
    return std::numeric_limits<double>::quiet_NaN();
}

void ComplexityPage::updateMeasuredPlot()
{
    QCustomPlot* plot = m_measuredPlot;
    plot->clearGraphs();
    plot->legend->setVisible(!m_timings.lengths.empty());
    m_measuredHint->setVisible(m_timings.lengths.empty());
    // Nothing measured yet: an empty plot is left out of figures.
    figure_marks::setScreenOnly(plot, m_timings.lengths.empty());
    if (m_timings.lengths.empty()) {
        plot->xAxis->setRange(8, kMaxMeasuredLength);
        plot->yAxis->setRange(1e-6, 1);
        plot->replot();
        return;
    }
    double yMin = std::numeric_limits<double>::max();
    double yMax = 0.0;
    ComplexityParameters p;
    p.d = m_measuredSettings.d;
    p.k = m_measuredSettings.k;
    p.r = m_measuredSettings.r;
    for (std::size_t ki = 0; ki < m_timings.kinds.size(); ++ki) {
        const LayerKind kind = m_timings.kinds[ki];
        QVector<double> xs, ys;
        for (std::size_t li = 0; li < m_timings.lengths.size(); ++li) {
            const double seconds = m_timings.seconds[ki][li];
            if (std::isfinite(seconds) && seconds > 0.0) {
                xs << m_timings.lengths[li];
                ys << seconds;
                yMin = std::min(yMin, seconds);
                yMax = std::max(yMax, seconds);
            }
        }
        QCPGraph* points = plot->addGraph();
        points->setData(xs, ys, true);
        points->setLineStyle(QCPGraph::lsNone);
        points->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, kindColor(kind), 7));
        points->setName(tr("%1 measured").arg(kindNoun(kind)));
        points->removeFromLegend();

        const double c = fittedConstant(kind);
        if (!std::isfinite(c))
            continue;
        QVector<double> fx, fy;
        for (double n : logSpacedLengths(m_timings.lengths.front(), m_timings.lengths.back(), 60)) {
            p.n = n;
            fx << n;
            fy << c * operationsPerLayer(kind, p);
        }
        QCPGraph* line = plot->addGraph();
        line->setData(fx, fy, true);
        line->setPen(QPen(kindColor(kind), 1.6));
        line->setName(tr("%1: c = %2 s/op")
                          .arg(QString::fromUtf8(operationsSymbol(kind).c_str()))
                          .arg(c, 0, 'e', 1));
    }
    plot->xAxis->setRange(m_timings.lengths.front() / 1.3, m_timings.lengths.back() * 1.3);
    if (yMax > 0.0)
        plot->yAxis->setRange(yMin / 3.0, yMax * 3.0);
    plot->replot();
}

void ComplexityPage::setRun(ae::RunPtr run)
{
    if (!run)
        return;
    // Recomputed only while shown (the window calls this for the shown tab):
    // at large n recomputing hidden lessons stalled the window.
    setSequenceLength(run->trace.shape.n);
    setModelWidth(run->trace.shape.d);
}

} // namespace ae
