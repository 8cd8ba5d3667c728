#pragma once
// Helpers the widget tests share: find a child widget by objectName, type into
// a spin box as a user does, and a main window set up for driving by tests.

#include "ui/main/main_window.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QSize>
#include <QString>
#include <QtTest>

#include <functional>
#include <memory>

namespace ae::test {

// The child of `parent` named `name`; aborts the test program (naming the
// child) when there is none, so a renamed widget fails loudly.
template <typename T> T* child(const QObject* parent, const char* name)
{
    T* widget = parent->findChild<T*>(QString::fromLatin1(name));
    if (!widget)
        qFatal("no child named %s", name);
    return widget;
}

// Selects the spin box's text, types `text` and presses Enter.
inline void typeInto(QAbstractSpinBox* spin, const QString& text)
{
    spin->setFocus();
    spin->selectAll();
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Enter);
}

// Whether shownWindow() waits until the window is the active one (shortcuts
// and key presses reach only the active window).
enum class Activation
{
    Wait,
    DontWait
};

// A main window that discards unsaved changes when asked, passes errors to
// `onError` (by default: ignores them), is resized to `size` when that is
// valid, and is shown; with Activation::Wait also made the active window (a
// warning when it does not become active).
inline std::unique_ptr<MainWindow> shownWindow(
    Activation activation = Activation::Wait, QSize size = QSize(),
    const std::function<void(const QString&)>& onError = [](const QString&) {})
{
    auto window = std::make_unique<MainWindow>();
    window->setUnsavedChangesHandler([] { return MainWindow::UnsavedChoice::Discard; });
    window->setErrorHandler(onError);
    if (size.isValid())
        window->resize(size);
    window->show();
    if (activation == Activation::Wait) {
        QApplication::setActiveWindow(window.get());
        if (!QTest::qWaitForWindowActive(window.get()))
            qWarning("the main window did not become active");
    }
    return window;
}

} // namespace ae::test
