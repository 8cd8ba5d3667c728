#include "ui/positional/heatmap_plot.h"

#include "ui/views/index_ticker.h"
#include "ui/views/plot_keys.h"

namespace ae {

QCPColorGradient divergingGradient()
{
    QCPColorGradient gradient;
    gradient.setColorInterpolation(QCPColorGradient::ciRGB);
    gradient.setColorStops({{0.0, QColor(33, 102, 172)},
                            {0.25, QColor(146, 197, 222)},
                            {0.5, QColor(247, 247, 247)},
                            {0.75, QColor(244, 165, 130)},
                            {1.0, QColor(178, 24, 43)}});
    return gradient;
}

QCPColorMap* showMatrixHeatmap(QCustomPlot* plot, const Matrix& values,
                               const QCPColorGradient& gradient, const QCPRange& dataRange)
{
    QCPColorMap* map = nullptr;
    if (plot->plottableCount() > 0)
        map = qobject_cast<QCPColorMap*>(plot->plottable(0));
    if (!map) {
        plot->clearPlottables();
        map = new QCPColorMap(plot->xAxis, plot->yAxis);
        map->setInterpolate(false);
        IndexTicker::install(plot->xAxis);
        IndexTicker::install(plot->yAxis);
    }
    const int rows = static_cast<int>(values.rows());
    const int cols = static_cast<int>(values.cols());
    map->data()->setSize(cols, rows);
    map->data()->setRange(QCPRange(0, std::max(0, cols - 1)), QCPRange(0, std::max(0, rows - 1)));
    for (int r = 0; r < rows; ++r)
        for (int c = 0; c < cols; ++c)
            map->data()->setCell(c, r, values(r, c));
    map->setGradient(gradient);
    map->setDataRange(dataRange);
    plot->xAxis->setRange(-0.5, cols - 0.5);
    plot->yAxis->setRange(-0.5, rows - 0.5);
    plot->yAxis->setRangeReversed(true);
    attachColorScale(plot, map);
    return map;
}

} // namespace ae
