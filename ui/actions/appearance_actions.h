#pragma once
// How the window looks, for the window behind a WindowContext: View ▸
// Presentation Mode (F5), Theme and Colour Map. The colour map goes to every
// tab through the context; the theme to the application.

#include "ui/i18n/retranslated_texts.h"

#include <QObject>

class QMenu;

namespace ae {

class AppearanceMenu;
class PresentationMode;
class WindowContext;

class AppearanceActions : public QObject
{
    Q_OBJECT
public:
    AppearanceActions(WindowContext& context, QObject* parent);

    void addViewActions(QMenu* view);
    // Applies the saved theme and colour map (after the tabs exist).
    void restoreSettings();

    PresentationMode* presentationMode() const { return m_presentation; }
    AppearanceMenu* appearanceMenu() const { return m_appearance; }

    // Sets the actions' texts again in the interface language (the window
    // calls it on a language change).
    void retranslate();

private:
    WindowContext& m_context;
    PresentationMode* m_presentation = nullptr;
    AppearanceMenu* m_appearance = nullptr;
    RetranslatedTexts m_texts{"ae::AppearanceActions"};
};

} // namespace ae
