#pragma once
// The texts of actions, menus and other objects whose text is a fixed source
// string, written once where the object is made and set again on every
// language change (QEvent::LanguageChange → retranslate()), so a window keeps
// its state when the language changes instead of being rebuilt.
//
// Mark each source for lupdate in the owner's context (QT_TR_NOOP inside a
// member of the class named by `context`, e.g. "ae::MainWindow"). Objects
// that are destroyed are skipped.

#include <QPointer>
#include <QString>

#include <functional>
#include <vector>

class QAction;
class QMenu;
class QObject;

namespace ae {

class RetranslatedTexts
{
public:
    explicit RetranslatedTexts(const char* context) : m_context(context) {}

    // Sets the text now and on each retranslate(); returns the object.
    QAction* action(QAction* action, const char* source, const char* toolTip = nullptr);
    QMenu* menu(QMenu* menu, const char* source);
    // Any other text: `apply` receives the translated source.
    void text(QObject* owner, const char* source, std::function<void(const QString&)> apply);

    void retranslate() const;
    QString translate(const char* source) const;

private:
    struct Entry
    {
        QPointer<QObject> owner;
        const char* source;
        std::function<void(const QString&)> apply;
    };

    const char* m_context;
    std::vector<Entry> m_entries;
};

} // namespace ae
