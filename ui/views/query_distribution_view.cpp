#include "ui/views/query_distribution_view.h"

#include "core/masked_softmax.h"
#include "ui/views/fitted_title.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace ae {

namespace {

constexpr int kMaxTickLabelChars = 12;

QString elided(const QString& label)
{
    return label.size() <= kMaxTickLabelChars ? label
                                              : label.left(kMaxTickLabelChars - 1) + QChar(0x2026);
}

QCustomPlot* makePlot(QWidget* parent, const QString& objectName)
{
    auto* plot = new QCustomPlot(parent);
    plot->setObjectName(objectName);
    plot->setMinimumSize(160, 120);
    plot->xAxis->grid()->setVisible(false);
    plot->xAxis->setSubTicks(false);
    plot->xAxis->setTickLength(0, 3);
    plot->yAxis->grid()->setSubGridVisible(false);
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(
        0, 0, new FittedTitle(plot, QString(), QFont(plot->font().family(), -1, QFont::Bold)));
    return plot;
}

void setPlotTitle(QCustomPlot* plot, const QString& title)
{
    if (auto* element = qobject_cast<QCPTextElement*>(plot->plotLayout()->element(0, 0)))
        element->setText(title);
}

} // namespace

QueryDistributionView::QueryDistributionView(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_titleLabel = new QLabel(this);
    m_titleLabel->setObjectName(QStringLiteral("distributionTitleLabel"));
    m_titleLabel->setWordWrap(true);
    QFont bold = m_titleLabel->font();
    bold.setBold(true);
    m_titleLabel->setFont(bold);
    m_entropyLabel = new QLabel(this);
    m_entropyLabel->setObjectName(QStringLiteral("entropyLabel"));
    m_entropyLabel->setWordWrap(true);
    m_entropyLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_titleLabel);
    layout->addWidget(m_entropyLabel);

    auto* plots = new QHBoxLayout;
    m_weightsPlot = makePlot(this, QStringLiteral("distributionWeightsPlot"));
    m_outputPlot = makePlot(this, QStringLiteral("distributionOutputPlot"));
    plots->addWidget(m_weightsPlot, 3);
    plots->addWidget(m_outputPlot, 2);
    layout->addLayout(plots, 1);

    m_weightBars = new QCPBars(m_weightsPlot->xAxis, m_weightsPlot->yAxis);
    m_weightBars->setWidth(0.8);
    m_weightBars->setPen(Qt::NoPen);
    m_weightBars->setBrush(QColor(0x2a, 0x78, 0x8e));
    m_weightsPlot->xAxis->setTicker(QSharedPointer<QCPAxisTickerText>::create());

    m_outputBars = new QCPBars(m_outputPlot->xAxis, m_outputPlot->yAxis);
    m_outputBars->setWidth(0.8);
    m_outputBars->setPen(Qt::NoPen);
    m_outputBars->setBrush(QColor(0xb7, 0x37, 0x79));
    // Dimensions are integers: steps of 1, 2, 5, 10, … never fall between two.
    auto integerTicker = QSharedPointer<QCPAxisTickerFixed>::create();
    integerTicker->setTickStep(1.0);
    integerTicker->setScaleStrategy(QCPAxisTickerFixed::ssMultiples);
    integerTicker->setTickCount(6);
    m_outputPlot->xAxis->setTicker(integerTicker);
    m_outputPlot->xAxis->setNumberFormat(QStringLiteral("f"));
    m_outputPlot->xAxis->setNumberPrecision(0);

    retranslateUi();
}

void QueryDistributionView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void QueryDistributionView::retranslateUi()
{
    m_weightsPlot->xAxis->setLabel(tr("keys"));
    m_weightsPlot->yAxis->setLabel(tr("weight"));
    m_outputPlot->xAxis->setLabel(tr("dimension"));
    m_outputPlot->yAxis->setLabel(tr("value"));
    // The title, the plots' titles and the entropy line follow the query; the
    // plots are replotted there.
    refresh();
}

void QueryDistributionView::setRun(RunPtr run)
{
    if (!run)
        return;
    m_run = std::move(run);
    refresh();
}

void QueryDistributionView::releaseRun()
{
    m_run.reset();
}

void QueryDistributionView::setBatchIndex(int b)
{
    m_batch = b;
    refresh();
}

void QueryDistributionView::setHead(int head)
{
    m_head = head;
    refresh();
}

void QueryDistributionView::setQuery(int row)
{
    m_query = row;
    refresh();
}

void QueryDistributionView::setHiddenQuery(int query)
{
    if (query == m_hiddenQuery)
        return;
    m_hiddenQuery = query;
    refresh();
}

void QueryDistributionView::refresh()
{
    m_entropy = 0.0;
    m_weights.resize(0);
    m_output.resize(0);
    const bool valid = m_run && m_batch >= 0 && m_batch < int(m_run->trace.batch.size()) &&
                       !m_run->trace.batch[std::size_t(m_batch)].heads.empty();
    const BatchItemTrace* item = valid ? &m_run->trace.batch[std::size_t(m_batch)] : nullptr;
    const int heads = item ? int(item->heads.size()) : 0;
    const int n = item ? int(item->heads.front().weights.rows()) : 0;
    if (!item || m_query < 0 || m_query >= n || m_head < -1 || m_head >= heads) {
        m_titleLabel->setText(tr("Click a query row of a heatmap to see its distribution."));
        m_entropyLabel->clear();
        m_weightBars->data()->clear();
        m_outputBars->data()->clear();
        m_weightsPlot->replot(QCustomPlot::rpQueuedReplot);
        m_outputPlot->replot(QCustomPlot::rpQueuedReplot);
        return;
    }

    const auto& tokens = m_run->prepared.tokens;
    const auto& keyTokens = m_run->prepared.keyTokens;
    const QString queryToken =
        m_batch < int(tokens.size()) && m_query < int(tokens[std::size_t(m_batch)].size())
            ? QString::fromStdString(tokens[std::size_t(m_batch)][std::size_t(m_query)])
            : QString::number(m_query);
    if (m_query == m_hiddenQuery) {
        // Predict, then reveal: this row is the question.
        m_titleLabel->setText(tr("Query %1 '%2' is hidden: sketch where it looks in the Predict "
                                 "panel, then reveal.")
                                  .arg(m_query)
                                  .arg(queryToken));
        m_entropyLabel->clear();
        m_weightBars->data()->clear();
        m_outputBars->data()->clear();
        m_weightsPlot->replot(QCustomPlot::rpQueuedReplot);
        m_outputPlot->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    if (m_head >= 0) {
        const HeadTrace& head = item->heads[std::size_t(m_head)];
        m_weights = head.weights.row(m_query);
        m_output = item->headOutput(m_head).row(m_query);
        m_titleLabel->setText(
            tr("Query %1 '%2', head %3").arg(m_query).arg(queryToken).arg(m_head + 1));
        setPlotTitle(m_weightsPlot, tr("attention weights over the keys"));
        setPlotTitle(m_outputPlot, tr("head output (weights · values)"));
    } else {
        const Matrix mean = item->meanWeights();
        m_weights = mean.row(m_query);
        m_output = item->output.row(m_query);
        m_titleLabel->setText(
            tr("Query %1 '%2', mean over %3 heads").arg(m_query).arg(queryToken).arg(heads));
        setPlotTitle(m_weightsPlot, tr("mean attention weights over the keys"));
        setPlotTitle(m_outputPlot, tr("output of the layer"));
    }

    const int m = int(m_weights.size());
    m_entropy = double(rowEntropy(m_weights));
    const bool fullyMasked = std::find(item->fullyMaskedRows.begin(), item->fullyMaskedRows.end(),
                                       m_query) != item->fullyMaskedRows.end() ||
                             m_weights.sum() == 0.0f;
    int kept = m;
    if (item->mask.rows() > m_query && item->mask.cols() == m)
        kept = int(item->mask.row(m_query).cast<int>().sum());
    if (fullyMasked) {
        m_entropyLabel->setText(
            tr("Every key is masked for this query: its weights are all 0 and its output is 0."));
    } else {
        const double logM = m > 1 ? std::log(double(m)) : 0.0;
        QString text = tr("entropy H = %1 nats").arg(m_entropy, 0, 'f', 3);
        if (logM > 0.0)
            text += tr(" = %1 × log m (log %2 = %3; 1 would be uniform over all keys, 0 one key)")
                        .arg(m_entropy / logM, 0, 'f', 3)
                        .arg(m)
                        .arg(logM, 0, 'f', 3);
        if (kept < m)
            text += tr("; %1 of %2 keys are masked").arg(m - kept).arg(m);
        m_entropyLabel->setText(text);
    }

    // Weights over the keys.
    QVector<double> keys(m);
    QVector<double> values(m);
    QMap<double, QString> ticks;
    const int step = std::max(1, (m + 39) / 40);
    for (int j = 0; j < m; ++j) {
        keys[j] = j;
        values[j] = m_weights[j];
        if (j % step == 0) {
            const QString token =
                m_batch < int(keyTokens.size()) && j < int(keyTokens[std::size_t(m_batch)].size())
                    ? QString::fromStdString(keyTokens[std::size_t(m_batch)][std::size_t(j)])
                    : QString::number(j);
            ticks.insert(j, elided(token));
        }
    }
    m_weightBars->setData(keys, values, true);
    qSharedPointerDynamicCast<QCPAxisTickerText>(m_weightsPlot->xAxis->ticker())->setTicks(ticks);
    m_weightsPlot->xAxis->setTickLabelRotation(m > 8 ? -60.0 : 0.0);
    m_weightsPlot->xAxis->setRange(-0.6, m - 0.4);
    const double top = std::max(1e-6, double(m_weights.maxCoeff()));
    m_weightsPlot->yAxis->setRange(0.0, std::min(1.0, top * 1.15));
    m_weightsPlot->replot(QCustomPlot::rpQueuedReplot);

    // Output vector.
    const int dims = int(m_output.size());
    QVector<double> dimKeys(dims);
    QVector<double> dimValues(dims);
    double extent = 1e-6;
    for (int k = 0; k < dims; ++k) {
        dimKeys[k] = k;
        dimValues[k] = m_output[k];
        if (std::isfinite(dimValues[k]))
            extent = std::max(extent, std::abs(dimValues[k]));
    }
    m_outputBars->setData(dimKeys, dimValues, true);
    m_outputPlot->xAxis->setRange(-0.6, dims - 0.4);
    m_outputPlot->yAxis->setRange(-extent * 1.1, extent * 1.1);
    m_outputPlot->replot(QCustomPlot::rpQueuedReplot);
}

} // namespace ae
