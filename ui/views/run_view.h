#pragma once
// What the main window knows of a tab: one contract, implemented by every
// page in the view tabs, so the window delivers, releases and exports in
// loops and never asks which tab is which.
//
// - setRun: the session's run to draw. Called only while the tab is shown
//   (a hidden tab catches up when it is shown). Tabs that draw something
//   else (a lesson, an imported or real model) keep the default, which
//   ignores it; pages that follow the sequence's shape read n and d.
// - releaseRun: let go of the run (its trace's memory) until the next setRun.
// - setBatchIndex: the batch item to show. The window's batch combo is the
//   only source, fanned out to every tab in one place.
// - figure: the widget Export Figure saves while the tab is shown.
// - exportOwnFigure: a tab whose figure is not one widget's picture (the
//   step-through's stage) writes it itself and returns true; the default
//   returns false and the window saves figure().
// - setColorMap: View ▸ Colour Map's choice for the weights it draws (signed
//   quantities stay diverging). The window hands it to every tab.
// - shapeSummary: the status bar's shape line while the tab is shown (empty:
//   none); nullopt (the default) shows the session run's n, m, d, h, p.

#include "ui/document/attention_run.h"
#include "ui/views/color_map_id.h"

#include <QString>

#include <optional>

class QWidget;

namespace ae {

class RunView
{
public:
    virtual ~RunView() = default;

    virtual void setRun(ae::RunPtr run) { static_cast<void>(run); }
    virtual void releaseRun() {}
    virtual void setBatchIndex(int batch) { static_cast<void>(batch); }
    virtual QWidget* figure() = 0;
    virtual bool exportOwnFigure(const QString& path, QString* error)
    {
        static_cast<void>(path);
        static_cast<void>(error);
        return false;
    }
    // Whether exportOwnFigure() writes this tab's figure.
    virtual bool exportsOwnFigure() const { return false; }
    virtual void setColorMap(ColorMapId id) { static_cast<void>(id); }
    virtual std::optional<QString> shapeSummary() const { return std::nullopt; }

protected:
    RunView() = default;
    RunView(const RunView&) = default;
    RunView& operator=(const RunView&) = default;
};

} // namespace ae
