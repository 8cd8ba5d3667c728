#include "ui/positional/encoding_matrix_panel.h"

#include "core/limits.h"
#include "ui/positional/heatmap_plot.h"
#include "ui/views/figure_marks.h"
#include "ui/views/fitted_title.h"
#include "ui/views/plot_keys.h"

#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace ae {

namespace {

const QColor kCurveColors[] = {QColor(31, 119, 180),  QColor(255, 127, 14),  QColor(44, 160, 44),
                               QColor(214, 39, 40),   QColor(148, 103, 189), QColor(140, 86, 75),
                               QColor(227, 119, 194), QColor(127, 127, 127)};

} // namespace

EncodingMatrixPanel::EncodingMatrixPanel(QWidget* parent) : QWidget(parent)
{
    m_heatmap = new QCustomPlot(this);
    m_heatmap->setObjectName(QStringLiteral("encodingHeatmap"));
    m_heatmap->setMinimumSize(320, 300);
    m_heatmap->plotLayout()->insertRow(0);
    m_heatmapTitle = new FittedTitle(m_heatmap, QString());
    m_heatmap->plotLayout()->addElement(0, 0, m_heatmapTitle);

    m_curves = new QCustomPlot(this);
    m_curves->setObjectName(QStringLiteral("encodingCurves"));
    m_curves->setMinimumSize(320, 300);
    m_curves->yAxis->setRange(-1.15, 1.15);
    m_curves->plotLayout()->insertRow(0);
    m_curvesTitle = new FittedTitle(m_curves, QString());
    m_curves->plotLayout()->addElement(0, 0, m_curvesTitle);
    placeLegendBelow(m_curves, 4);

    m_firstColumn = new QSpinBox(this);
    m_firstColumn->setObjectName(QStringLiteral("curveFirstColumnSpin"));
    m_firstColumn->setRange(0, EngineLimits::defaults().maxModelWidth - 1); // narrowed per P
    m_firstColumn->setValue(6);
    m_columnCount = new QSpinBox(this);
    m_columnCount->setObjectName(QStringLiteral("curveCountSpin"));
    m_columnCount->setRange(1, 8);
    m_columnCount->setValue(4);

    auto* controls = new QHBoxLayout;
    m_firstColumnLabel = new QLabel(this);
    m_firstColumnLabel->setBuddy(m_firstColumn);
    controls->addWidget(m_firstColumnLabel);
    controls->addWidget(m_firstColumn);
    m_columnCountLabel = new QLabel(this);
    m_columnCountLabel->setBuddy(m_columnCount);
    controls->addWidget(m_columnCountLabel);
    controls->addWidget(m_columnCount);
    controls->addStretch();
    figure_marks::setScreenOnly(controls); // the figure is the two plots and the text

    m_explanation = new QLabel(this);
    m_explanation->setWordWrap(true);

    auto* right = new QVBoxLayout;
    right->addLayout(controls);
    right->addWidget(m_curves, 1);

    auto* plots = new QHBoxLayout;
    plots->addWidget(m_heatmap, 1);
    plots->addLayout(right, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(plots, 1);
    layout->addWidget(m_explanation);

    connect(m_firstColumn, &QSpinBox::valueChanged, this, &EncodingMatrixPanel::updateCurves);
    connect(m_columnCount, &QSpinBox::valueChanged, this, &EncodingMatrixPanel::updateCurves);
    retranslateUi();
}

void EncodingMatrixPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // The ticks and the legend are written from the encoding (and replot).
        updateHeatmapTicks();
        m_heatmap->replot(QCustomPlot::rpQueuedReplot);
        updateCurves();
    }
    QWidget::changeEvent(event);
}

void EncodingMatrixPanel::retranslateUi()
{
    m_heatmap->xAxis->setLabel(tr("encoding dimension (even = sin, odd = cos)"));
    m_heatmap->yAxis->setLabel(tr("position i"));
    m_heatmapTitle->setText(tr("Positional encoding P (n × d)"));
    m_curves->xAxis->setLabel(tr("position i"));
    m_curves->yAxis->setLabel(tr("value"));
    m_curvesTitle->setText(tr("Columns against position"));
    m_firstColumnLabel->setText(tr("First column:"));
    m_columnCountLabel->setText(tr("Number of columns:"));
    m_explanation->setText(
        tr("Row i is the encoding added to the token at position i. Column 2j holds "
           "sin(i·ω_j) and column 2j+1 holds cos(i·ω_j) with ω_j = base^(−2j/d): the "
           "frequency falls along the dimensions, so columns 6 and 7 oscillate faster than "
           "columns 8 and 9."));
}

void EncodingMatrixPanel::setEncoding(const Matrix& encoding, double base)
{
    m_encoding = encoding;
    m_base = base;
    showMatrixHeatmap(m_heatmap, m_encoding, divergingGradient(), QCPRange(-1, 1));
    updateHeatmapTicks();
    m_heatmap->replot();
    m_firstColumn->setMaximum(std::max(0, static_cast<int>(encoding.cols()) - 1));
    updateCurves();
}

void EncodingMatrixPanel::updateHeatmapTicks()
{
    const int d = static_cast<int>(m_encoding.cols());
    if (d <= 16) {
        // Few columns: name each one, so 2j (sin) and 2j+1 (cos) cannot be confused.
        QSharedPointer<QCPAxisTickerText> ticker(new QCPAxisTickerText);
        for (int c = 0; c < d; ++c)
            ticker->addTick(c, c % 2 == 0 ? tr("%1\nsin").arg(c) : tr("%1\ncos").arg(c));
        m_heatmap->xAxis->setTicker(ticker);
    } else {
        QSharedPointer<QCPAxisTickerFixed> ticker(new QCPAxisTickerFixed);
        ticker->setTickStep(d <= 64 ? 2.0 : d <= 256 ? 16.0 : 64.0);
        ticker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
        m_heatmap->xAxis->setTicker(ticker);
    }
}

void EncodingMatrixPanel::updateCurves()
{
    m_curves->clearGraphs();
    const int n = static_cast<int>(m_encoding.rows());
    const int d = static_cast<int>(m_encoding.cols());
    const int first = m_firstColumn->value();
    const int last = std::min(d - 1, first + m_columnCount->value() - 1);
    QVector<double> positions(n);
    for (int i = 0; i < n; ++i)
        positions[i] = i;
    for (int c = first; c <= last; ++c) {
        QVector<double> values(n);
        for (int i = 0; i < n; ++i)
            values[i] = m_encoding(i, c);
        QCPGraph* graph = m_curves->addGraph();
        graph->setData(positions, values, true);
        QPen pen(kCurveColors[(c - first) % 8], 2.0);
        if (c % 2 == 1)
            pen.setStyle(Qt::DashLine);
        graph->setPen(pen);
        graph->setName(c % 2 == 0 ? tr("column %1 (sin)").arg(c) : tr("column %1 (cos)").arg(c));
    }
    m_curves->xAxis->setRange(0, std::max(1, n - 1));
    m_curves->replot();
}

} // namespace ae
