#pragma once
// View ▸ Next View (Ctrl+Page Down) and Previous View (Ctrl+Page Up): the
// window's tabs from the keyboard, wherever the focus is (the sequence box,
// a spin box, a view's own sub-tabs), as in a browser. The last tab is
// followed by the first, so a teacher can walk the whole lesson with one key.
// Page Up/Down alone stay the lesson's scenes and the focused widget's own.

#include "ui/i18n/retranslated_texts.h"

#include <QObject>

class QMenu;
class QTabWidget;

namespace ae {

class ViewNavigationActions : public QObject
{
    Q_OBJECT
public:
    ViewNavigationActions(QTabWidget* tabs, QObject* parent);

    void addViewActions(QMenu* view);
    // Shows the tab `step` places on (±1), wrapping around at either end.
    void step(int step);

    // Sets the actions' texts again in the interface language.
    void retranslate();

private:
    QTabWidget* m_tabs;
    RetranslatedTexts m_texts{"ae::ViewNavigationActions"};
};

} // namespace ae
