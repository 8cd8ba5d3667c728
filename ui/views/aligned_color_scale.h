#pragma once
// A colour scale that shares a margin group with the axis rect of the map it
// keys, so that its bar spans exactly the cells' height.
// QCPColorScale has no margin need of its own, yet reports its current
// margins as one; in a margin group those are the group's last common
// margin, so the group's margins could grow (longer key labels, presentation
// mode's fonts) and never shrink again. This one reports only its minimum
// margins: the group's margin is the axis rect's need.

#include <qcustomplot.h>

namespace ae {

class AlignedColorScale : public QCPColorScale
{
    Q_OBJECT
public:
    explicit AlignedColorScale(QCustomPlot* plot);

protected:
    int calculateAutoMargin(QCP::MarginSide side) override;
};

} // namespace ae
