#include "ui/views/aligned_color_scale.h"

namespace ae {

AlignedColorScale::AlignedColorScale(QCustomPlot* plot) : QCPColorScale(plot) {}

int AlignedColorScale::calculateAutoMargin(QCP::MarginSide side)
{
    return QCP::getMarginValue(minimumMargins(), side);
}

} // namespace ae
