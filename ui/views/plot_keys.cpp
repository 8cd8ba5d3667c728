#include "ui/views/plot_keys.h"

#include <qcustomplot.h>

namespace ae {

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
        scale = new QCPColorScale(plot);
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
