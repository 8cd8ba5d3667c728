#include "ui/views/plot_keys.h"

#include "ui/views/aligned_color_scale.h"

#include <qcustomplot.h>

#include <algorithm>
#include <memory>

namespace ae {

namespace {

// The most columns, up to `most`, that fit `width`.
int mostColumnsThatFit(const QCPLegend* legend, int width, int most)
{
    const int count = legend->itemCount();
    const QMargins margins = legend->margins();
    for (int columns = std::min(most, count); columns > 1; --columns) {
        int needed = margins.left() + margins.right() + (columns - 1) * legend->columnSpacing();
        for (int column = 0; column < columns; ++column) {
            int widest = 0;
            for (int i = column; i < count; i += columns)
                widest = std::max(widest, legend->item(i)->minimumOuterSizeHint().width());
            needed += widest;
        }
        if (needed <= width)
            return columns;
    }
    return 1;
}

} // namespace

int legendColumnsThatFit(const QCPLegend* legend, int width, int most)
{
    const int fit = mostColumnsThatFit(legend, width, most);
    const int count = legend->itemCount();
    if (count <= fit)
        return std::max(1, fit);
    // As many rows as that needs, with the entries spread evenly over them.
    const int rows = (count + fit - 1) / fit;
    return mostColumnsThatFit(legend, width, (count + rows - 1) / rows);
}

void placeLegendBelow(QCustomPlot* plot, int columns)
{
    QCPLayoutGrid* layout = plot->plotLayout();
    const int row = layout->rowCount();
    // addElement takes the legend out of the axis rect's inset layout first.
    layout->addElement(row, 0, plot->legend);
    plot->legend->setVisible(true);
    plot->legend->setFillOrder(QCPLegend::foColumnsFirst);
    plot->legend->setWrap(columns);
    plot->legend->setMargins(QMargins(6, 2, 6, 2));
    // The legend takes the height it needs, the axis rect the rest.
    layout->setRowStretchFactor(row, 0.001);
    // Before each replot lays the plot out: as many columns as fit the
    // legend's cell at the plot's present width, whatever the window's
    // width and the entries' font are now. What the last layout gave the
    // plot's other columns (a colour scale) besides the legend's cell is
    // noted after it (the layout's own rectangle follows a resize at once,
    // the legend's only at the next layout).
    QCPLegend* legend = plot->legend;
    auto others = std::make_shared<int>(0);
    QObject::connect(plot, &QCustomPlot::afterLayout, legend, [plot, legend, others] {
        *others = plot->plotLayout()->outerRect().width() - legend->outerRect().width();
    });
    QObject::connect(plot, &QCustomPlot::beforeReplot, legend, [plot, legend, others, columns] {
        const int width = plot->viewport().width() - std::max(0, *others);
        const int fit = legendColumnsThatFit(legend, width, columns);
        if (fit != legend->wrap()) {
            legend->setWrap(fit);
            legend->setFillOrder(QCPLegend::foColumnsFirst, true); // re-placed row by row
        }
    });
}

QCPColorScale* attachColorScale(QCustomPlot* plot, QCPColorMap* map)
{
    QCPLayoutGrid* layout = plot->plotLayout();
    QCPColorScale* scale = nullptr;
    for (QCPLayoutElement* element : layout->elements(true))
        if ((scale = qobject_cast<QCPColorScale*>(element)))
            break;
    if (!scale) {
        QCPAxisRect* rect = map->keyAxis()->axisRect();
        int row = 0;
        int column = 0;
        for (int r = 0; r < layout->rowCount(); ++r)
            for (int c = 0; c < layout->columnCount(); ++c)
                if (layout->element(r, c) == rect) {
                    row = r;
                    column = c;
                }
        scale = new AlignedColorScale(plot);
        layout->addElement(row, column + 1, scale);
        layout->setColumnStretchFactor(column + 1, 0.001);
        scale->setBarWidth(12);
        // The bar spans exactly the cells' height.
        auto* group = new QCPMarginGroup(plot);
        rect->setMarginGroup(QCP::msTop | QCP::msBottom, group);
        scale->setMarginGroup(QCP::msTop | QCP::msBottom, group);
    }
    // setColorScale gives the map the scale's gradient and range: the scale
    // takes the map's first.
    scale->setGradient(map->gradient());
    scale->setDataScaleType(map->dataScaleType());
    scale->setDataRange(map->dataRange());
    map->setColorScale(scale);
    return scale;
}

} // namespace ae
