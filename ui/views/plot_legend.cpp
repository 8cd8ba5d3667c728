#include "ui/views/plot_legend.h"

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

} // namespace ae
