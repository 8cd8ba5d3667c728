#pragma once
// Ticks for a matrix's row or column numbers (0, 1, 2, …) on a plot's axis:
// every number while the labels fit along the axis, else every 2nd, 5th,
// 10th, 20th… (the smallest such step that keeps the labels a line and a
// tenth apart, or a label's width and a half), measured at the axis's
// current length and tick-label font, so presentation mode's larger fonts
// thin the labels instead of running them together. QCustomPlot's own
// ticker aims at about five ticks: it numbered every other one of eight
// queries. No sub-ticks (cells are not subdivided).
// QCustomPlot makes an axis's ticks before it lays the plot out, so they
// follow the axis's previous length: install() replots once more, queued,
// whenever the length just laid out asks for another step (after a resize,
// the first layout, a font change).

#include <QPointer>
#include <qcustomplot.h>

namespace ae {

class IndexTicker : public QCPAxisTicker
{
public:
    explicit IndexTicker(QCPAxis* axis);

    // Installs an IndexTicker on `axis` (the axis keeps it).
    static void install(QCPAxis* axis);

    // The step for `range` at the axis's current length and font.
    double stepFor(const QCPRange& range) const;

protected:
    double getTickStep(const QCPRange& range) override;
    int getSubTickCount(double tickStep) override;

private:
    QPointer<QCPAxis> m_axis;
    double m_lastStep = 0.0; // the step the axis's ticks were made with
};

} // namespace ae
