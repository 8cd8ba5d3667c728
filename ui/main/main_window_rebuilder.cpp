#include "ui/main/main_window_rebuilder.h"

#include "ui/document/attention_document.h"
#include "ui/main/main_window.h"

#include <QApplication>
#include <QPointer>
#include <QTabWidget>
#include <QUndoStack>

namespace ae {

namespace {

// saveState/restoreState only have to agree with each other here.
constexpr int kRebuildStateVersion = 0x1e18;

} // namespace

int MainWindowRebuilder::rebuildAll()
{
    QList<QPointer<MainWindow>> windows;
    for (QWidget* widget : QApplication::topLevelWidgets()) {
        auto* window = qobject_cast<MainWindow*>(widget);
        if (window && window->isVisible())
            windows.append(window);
    }
    int rebuilt = 0;
    for (const QPointer<MainWindow>& window : windows) {
        if (window && rebuild(window))
            ++rebuilt;
    }
    return rebuilt;
}

MainWindow* MainWindowRebuilder::rebuild(MainWindow* old)
{
    auto* window = new MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose, old->testAttribute(Qt::WA_DeleteOnClose));

    AttentionDocument* from = old->document();
    AttentionDocument* to = window->document();
    to->reset(from->spec(), from->filePath());
    if (from->isModified())
        to->undoStack()->resetClean();

    window->restoreGeometry(old->saveGeometry());
    window->restoreState(old->saveState(kRebuildStateVersion), kRebuildStateVersion);
    if (old->viewTabs() && window->viewTabs())
        window->viewTabs()->setCurrentIndex(old->viewTabs()->currentIndex());

    // Show the new window before the old one goes, so the application never
    // has zero windows (which would quit it).
    if (old->isMaximized())
        window->showMaximized();
    else if (old->isFullScreen())
        window->showFullScreen();
    else
        window->show();
    old->setUnsavedChangesHandler([] { return MainWindow::UnsavedChoice::Discard; });
    old->hide();
    // A window that deletes itself on close is ours to delete; any other
    // belongs to whoever created it and is only hidden.
    if (old->testAttribute(Qt::WA_DeleteOnClose))
        old->deleteLater();
    return window;
}

} // namespace ae
