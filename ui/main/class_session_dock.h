#pragma once
// View ▸ Class Session…: one action that opens the class session panel in a
// dock, floating at first (created on first use, kept while the window
// lives). Its questions come from the window's newest run at the
// Distribution view's batch item, head (or mean over heads) and query: the
// row a click on a heatmap picks.

class QMenu;

namespace ae {

class MainWindow;

void addClassSessionAction(MainWindow* window, QMenu* menu);
// The action's and the dock's texts in the interface language (also on a
// language change).
void retranslateClassSession(MainWindow* window);

} // namespace ae
