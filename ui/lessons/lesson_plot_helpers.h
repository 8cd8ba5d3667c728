#pragma once
// Small pieces shared by the lesson pages: a titled QCustomPlot that offers
// "Export figure…" on right-click, and a word-wrapped explanation label.

#include <QString>

class QCustomPlot;
class QLabel;
class QWidget;

namespace ae {

// A plot named `objectName` with an empty title above the axis rect, a
// compact legend font and the right-click export menu. The page writes the
// title in its retranslateUi() with setLessonPlotTitle().
QCustomPlot* makeLessonPlot(QWidget* parent, const QString& objectName);

// Sets the title of a plot made by makeLessonPlot (no replot).
void setLessonPlotTitle(QCustomPlot* plot, const QString& title);

// Rich text, word-wrapped, selectable: the lesson's explanation.
QLabel* makeExplanationLabel(QWidget* parent, const QString& text);

} // namespace ae
