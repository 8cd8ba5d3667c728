#pragma once
// Light, dark or the system's look, as a QPalette (no style sheets), and the
// plots restyled to match: QCustomPlot paints its own background, axes and
// text, so a palette alone would leave white plots in a dark window.
//
// Theme::apply() sets the application palette and restyles every plot that
// exists; plots created later (a new head count) are styled when they are
// first polished, by an application-wide event filter installed on first use;
// every styled plot is restyled before each replot, because views rebuild
// their axes when the data changes.

#include <QPalette>
#include <QString>

#include <optional>

class QCustomPlot;

namespace ae {

class Theme
{
public:
    enum class Id
    {
        System,
        Light,
        Dark
    };

    static QPalette palette(Id id);
    // Sets the application palette and restyles every QCustomPlot.
    static void apply(Id id);
    // The theme last applied (System before any).
    static Id current();

    // Background, axes, ticks, grid, labels, legend and text elements of
    // `plot` from `palette` (Base for the background, WindowText for lines
    // and text, Mid for grid lines). Only neutral colours (black, grey,
    // white) are replaced: a view's own colours keep their meaning. Replots.
    static void stylePlot(QCustomPlot* plot, const QPalette& palette);
    // The same without the replot (called from the plot's beforeReplot).
    static void styleWithoutReplot(QCustomPlot* plot, const QPalette& palette);

    // Stable key for settings ("system", "light", "dark") and back.
    static QString key(Id id);
    static std::optional<Id> fromKey(const QString& key);
    static QString displayName(Id id);
};

} // namespace ae
