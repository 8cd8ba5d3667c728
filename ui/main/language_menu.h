#pragma once
// View > Language: one checkable entry per supported language, each named in
// its own language. Choosing one saves it and installs its translator: every
// widget then retranslates itself (QEvent::LanguageChange) and keeps its state.

#include <QMenu>

class QActionGroup;

namespace ae {

class LanguageMenu : public QMenu
{
    Q_OBJECT
public:
    explicit LanguageMenu(QWidget* parent = nullptr);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslate();
    void updateChecks();
    void choose(const QString& code);

    QActionGroup* m_group = nullptr;
};

} // namespace ae
