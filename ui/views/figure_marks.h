#pragma once
// What a view needs to know about figure export, without depending on the
// exporter (ui/export sits above the views): while a widget is painted into
// a figure the exporter marks it, and views leave out what belongs to the
// screen (focus frames, keyboard cursors, QCP items marked screen-only).

class QLayout;
class QWidget;

namespace ae::figure_marks {

// A plot item (QCPAbstractItem) with this property set to true is left out
// of figures: keyboard focus marks belong to the screen.
inline constexpr const char* kScreenOnlyProperty = "aeScreenOnly";
// Set on the widget being exported for the duration of the export.
inline constexpr const char* kExportingProperty = "aeExportingFigure";

// True while `widget` or a parent is being painted into a figure.
bool isExporting(const QWidget* widget);

// A widget marked screen-only (a page's controls: sliders, spin boxes,
// buttons, a progress bar; a plot with nothing in it yet) is hidden while
// its page is exported, and the page laid out without it, so a figure holds
// only the figure. The mark is the same property as the items'.
void setScreenOnly(QWidget* widget, bool screenOnly = true);
// Marks every widget of `layout` and of the layouts nested in it.
void setScreenOnly(QLayout* layout);
bool isScreenOnly(const QWidget* widget);

} // namespace ae::figure_marks
