#include "ui/views/index_ticker.h"

#include <QFontMetricsF>

#include <algorithm>
#include <cmath>

namespace ae {

IndexTicker::IndexTicker(QCPAxis* axis) : m_axis(axis) {}

void IndexTicker::install(QCPAxis* axis)
{
    const auto ticker = QSharedPointer<IndexTicker>::create(axis);
    axis->setTicker(ticker);
    QCustomPlot* plot = axis->parentPlot();
    QObject::connect(plot, &QCustomPlot::afterLayout, axis,
                     [axis, plot, weak = ticker.toWeakRef()] {
                         const QSharedPointer<IndexTicker> ticker = weak.toStrongRef();
                         if (ticker && axis->ticker() == ticker &&
                             ticker->stepFor(axis->range()) != ticker->m_lastStep)
                             plot->replot(QCustomPlot::rpQueuedReplot);
                     });
}

double IndexTicker::getTickStep(const QCPRange& range)
{
    m_lastStep = stepFor(range);
    return m_lastStep;
}

double IndexTicker::stepFor(const QCPRange& range) const
{
    const double count = std::max(1.0, std::floor(range.size()));
    if (!m_axis || !m_axis->axisRect())
        return 1.0;
    const QRect rect = m_axis->axisRect()->rect();
    const bool vertical = m_axis->orientation() == Qt::Vertical;
    const double length = vertical ? rect.height() : rect.width();
    if (length < 10.0) // not laid out yet
        return 1.0;
    const QFontMetricsF metrics(m_axis->tickLabelFont());
    const QString widest =
        QString::number(std::floor(std::max(std::abs(range.lower), std::abs(range.upper))));
    const double spacing =
        vertical ? metrics.height() * 1.1 : metrics.horizontalAdvance(widest) * 1.5;
    const double fitting = std::max(1.0, std::floor(length / std::max(1.0, spacing)));
    for (double decade = 1.0;; decade *= 10.0)
        for (const double mantissa : {1.0, 2.0, 5.0})
            if (count / (mantissa * decade) <= fitting)
                return mantissa * decade;
}

int IndexTicker::getSubTickCount(double)
{
    return 0;
}

} // namespace ae
