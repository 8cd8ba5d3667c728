#include "ui/positional/binary_analogy_panel.h"

#include "core/positional_analysis.h"
#include "core/positional_encoding.h"
#include "ui/positional/heatmap_plot.h"
#include "ui/views/figure_marks.h"
#include "ui/views/fitted_title.h"
#include "ui/views/plot_keys.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace ae {

namespace {

QCPItemRect* makeHighlight(QCustomPlot* plot)
{
    // Above the colour map, which is created later on the "main" layer.
    if (!plot->layer(QStringLiteral("highlight")))
        plot->addLayer(QStringLiteral("highlight"), plot->layer(QStringLiteral("main")),
                       QCustomPlot::limAbove);
    auto* rect = new QCPItemRect(plot);
    rect->setLayer(QStringLiteral("highlight"));
    rect->setPen(QPen(QColor(255, 200, 0), 3.0));
    rect->setBrush(Qt::NoBrush);
    return rect;
}

// An empty title above the plot (retranslateUi writes it).
QCPTextElement* addTitle(QCustomPlot* plot)
{
    plot->plotLayout()->insertRow(0);
    auto* title = new FittedTitle(plot, QString());
    plot->plotLayout()->addElement(0, 0, title);
    return title;
}

} // namespace

BinaryAnalogyPanel::BinaryAnalogyPanel(QWidget* parent) : QWidget(parent)
{
    m_binary = new QCustomPlot(this);
    m_binary->setObjectName(QStringLiteral("binaryHeatmap"));
    m_binary->setMinimumSize(220, 260);
    m_binaryTitle = addTitle(m_binary);
    QSharedPointer<QCPAxisTickerFixed> bitTicker(new QCPAxisTickerFixed);
    bitTicker->setTickStep(1.0);
    m_binary->xAxis->setTicker(bitTicker);

    m_encodingPlot = new QCustomPlot(this);
    m_encodingPlot->setObjectName(QStringLiteral("binaryEncodingHeatmap"));
    m_encodingPlot->setMinimumSize(300, 260);
    m_encodingTitle = addTitle(m_encodingPlot);

    m_bitRect = makeHighlight(m_binary);
    m_columnRect = makeHighlight(m_encodingPlot);

    m_overlay = new QCustomPlot(this);
    m_overlay->setObjectName(QStringLiteral("bitOverlayPlot"));
    m_overlay->setMinimumSize(300, 180);
    m_overlay->yAxis->setRange(-1.2, 1.2);
    // The curves fill the whole axis rect: the legend goes below it, in one
    // row, instead of over the data.
    placeLegendBelow(m_overlay, 2);
    // The sine column's entries are its samples at whole positions: drawn as
    // dots on the smooth curve they come from (a polyline through the samples
    // alone would alias into a zig-zag for the fast columns).
    m_overlay->addGraph(); // the sine column at whole positions
    m_overlay->graph(0)->setPen(QPen(QColor(31, 119, 180), 2.0));
    m_overlay->graph(0)->setLineStyle(QCPGraph::lsNone);
    m_overlay->graph(0)->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssDisc, 5));
    m_overlay->addGraph(); // the square wave
    m_overlay->graph(1)->setPen(QPen(QColor(214, 39, 40), 2.0));
    m_overlay->graph(1)->setLineStyle(QCPGraph::lsStepLeft);
    m_overlay->addGraph(); // the continuous sine the column samples
    m_overlay->graph(2)->setPen(QPen(QColor(31, 119, 180, 150), 1.5));
    m_overlay->graph(2)->removeFromLegend();

    m_bitSpin = new QSpinBox(this);
    m_bitSpin->setObjectName(QStringLiteral("bitSpin"));
    m_bitSpin->setRange(0, 0);

    m_explanation = new QLabel(this);
    m_explanation->setObjectName(QStringLiteral("bitExplanation"));
    m_explanation->setWordWrap(true);

    auto* bitRow = new QHBoxLayout;
    m_bitLabel = new QLabel(this);
    m_bitLabel->setBuddy(m_bitSpin);
    bitRow->addWidget(m_bitLabel);
    bitRow->addWidget(m_bitSpin);
    m_bitHint = new QLabel(this);
    bitRow->addWidget(m_bitHint);
    bitRow->addStretch();
    // The bit's chooser stays on the screen; its hint is part of the figure.
    figure_marks::setScreenOnly(m_bitLabel);
    figure_marks::setScreenOnly(m_bitSpin);
    figure_marks::setScreenOnly(m_bitHint); // "(or click a column …)" is for the screen

    auto* heatmaps = new QHBoxLayout;
    heatmaps->addWidget(m_binary, 2);
    heatmaps->addWidget(m_encodingPlot, 3);
    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_overlay, 3);
    bottom->addWidget(m_explanation, 2);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(bitRow);
    layout->addLayout(heatmaps, 3);
    layout->addLayout(bottom, 2);

    connect(m_bitSpin, &QSpinBox::valueChanged, this, [this](int bit) {
        updateHighlight();
        emit selectedBitChanged(bit);
    });
    connect(m_binary, &QCustomPlot::mousePress, this, [this](QMouseEvent* event) {
        const double x = m_binary->xAxis->pixelToCoord(event->position().x());
        setSelectedBit(static_cast<int>(std::lround(x)));
    });
    retranslateUi();
}

void BinaryAnalogyPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // The legend and the explanation follow the bit (and replot).
        updateHighlight();
    }
    QWidget::changeEvent(event);
}

void BinaryAnalogyPanel::retranslateUi()
{
    m_binary->xAxis->setLabel(tr("bit b (lowest first)"));
    m_binary->yAxis->setLabel(tr("number i"));
    m_binaryTitle->setText(tr("Binary digits of 0 … n−1"));
    m_encodingPlot->xAxis->setLabel(tr("encoding dimension (even = sin, odd = cos)"));
    m_encodingPlot->yAxis->setLabel(tr("position i"));
    m_encodingTitle->setText(tr("Positional encoding P"));
    m_overlay->xAxis->setLabel(tr("position i"));
    m_bitLabel->setText(tr("Bit:"));
    m_bitHint->setText(tr("(or click a column of the binary heatmap)"));
}

int BinaryAnalogyPanel::selectedBit() const
{
    return m_bitSpin->value();
}

void BinaryAnalogyPanel::setSelectedBit(int bit)
{
    m_bitSpin->setValue(bit); // clamps to the available bits
}

void BinaryAnalogyPanel::setEncoding(const Matrix& encoding, double base)
{
    m_encoding = encoding;
    m_base = base;
    const int n = static_cast<int>(encoding.rows());
    const int bits = bitsForLength(n);
    // 0 light grey (visible against the white background), 1 near black.
    QCPColorGradient digits;
    digits.setColorStops({{0.0, QColor(232, 232, 232)}, {1.0, QColor(40, 40, 40)}});
    digits.setLevelCount(2);
    QCPColorMap* digitMap =
        showMatrixHeatmap(m_binary, binaryPositions(n, bits), digits, QCPRange(0, 1));
    // The key has two entries: 0 (light) and 1 (black).
    QSharedPointer<QCPAxisTickerFixed> digitTicker(new QCPAxisTickerFixed);
    digitTicker->setTickStep(1.0);
    digitMap->colorScale()->axis()->setTicker(digitTicker);
    showMatrixHeatmap(m_encodingPlot, encoding, divergingGradient(), QCPRange(-1, 1));
    {
        const QSignalBlocker blocker(m_bitSpin);
        m_bitSpin->setMaximum(bits - 1);
    }
    updateHighlight();
}

void BinaryAnalogyPanel::updateHighlight()
{
    const int n = static_cast<int>(m_encoding.rows());
    const int d = static_cast<int>(m_encoding.cols());
    if (n == 0 || d == 0)
        return;
    const int bit = m_bitSpin->value();
    const int pair = closestPairForBit(bit, d, m_base);
    m_highlightedColumn = 2 * pair;
    const int lastColumn = std::min(d - 1, 2 * pair + 1);

    m_bitRect->topLeft->setCoords(bit - 0.5, -0.5);
    m_bitRect->bottomRight->setCoords(bit + 0.5, n - 0.5);
    m_columnRect->topLeft->setCoords(m_highlightedColumn - 0.5, -0.5);
    m_columnRect->bottomRight->setCoords(lastColumn + 0.5, n - 0.5);

    QVector<double> positions(n), sine(n), square(n);
    for (int i = 0; i < n; ++i) {
        positions[i] = i;
        sine[i] = m_encoding(i, m_highlightedColumn);
        square[i] = bitSquareWave(bit, i);
    }
    m_overlay->graph(0)->setData(positions, sine, true);
    // About 16 samples per position, enough for the fastest column (ω = 1).
    const int samples = std::clamp(16 * (n - 1) + 1, 2, 8193);
    const SampledCurve curve =
        sinusoidalColumnCurve(m_highlightedColumn, d, m_base, std::max(1, n - 1), samples);
    m_overlay->graph(2)->setData(QVector<double>(curve.t.begin(), curve.t.end()),
                                 QVector<double>(curve.value.begin(), curve.value.end()), true);
    m_overlay->graph(0)->setName(tr("column %1 = sin(i·ω_%2)").arg(m_highlightedColumn).arg(pair));
    m_overlay->graph(1)->setData(positions, square, true);
    m_overlay->graph(1)->setName(tr("bit %1 as 1 − 2·bit").arg(bit));
    m_overlay->xAxis->setRange(0, std::max(1, n - 1));

    const double period = bitPeriod(bit);
    const double columnPeriod = pairPeriod(pair, d, m_base);
    const qint64 flipEvery = static_cast<qint64>(period / 2);
    const QString flips = flipEvery == 1
                              ? tr("Bit %1 flips with every number").arg(bit)
                              : tr("Bit %1 flips every %2 numbers").arg(bit).arg(flipEvery);
    m_explanation->setText(
        tr("<p>%1, so it repeats with period 2^%2 = %3. "
           "Among the encoding's column pairs, pair %4 (columns %5 and %6) has the closest "
           "period 2π·base^(2·%4/d) = %7.</p>"
           "<p>Both patterns slow down from left to right: the lowest bit changes with every "
           "number, the next every two, the next every four — and the encoding's frequency "
           "ω_j = base^(−2j/d) falls along its dimensions in the same way.</p>"
           "<p>Binary needs one more bit each time the sequence doubles. The encoding's "
           "columns are continuous functions defined at every position, so the same d "
           "columns serve any length: no extra dimensions are needed for longer sequences.</p>")
            .arg(flips)
            .arg(bit + 1)
            .arg(static_cast<qint64>(period))
            .arg(pair)
            .arg(2 * pair)
            .arg(2 * pair + 1 < d ? QString::number(2 * pair + 1) : tr("none"))
            .arg(columnPeriod, 0, 'f', 1));

    m_binary->replot();
    m_encodingPlot->replot();
    m_overlay->replot();
}

} // namespace ae
