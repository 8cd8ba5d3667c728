#include "ui/classroom/dock_hider.h"

#include <QDockWidget>
#include <QEvent>
#include <QLayout>
#include <QMainWindow>
#include <QTimer>

#include <algorithm>

namespace ae {

DockHider::DockHider(QMainWindow* window, int stateVersion)
    : QObject(window), m_window(window), m_stateVersion(stateVersion)
{
}

DockHider::HeldDock* DockHider::find(const QDockWidget* dock)
{
    for (HeldDock& held : m_held)
        if (held.dock == dock)
            return &held;
    return nullptr;
}

bool DockHider::isHeld(const QDockWidget* dock) const
{
    return std::any_of(m_held.begin(), m_held.end(),
                       [dock](const HeldDock& held) { return held.dock == dock; });
}

QByteArray DockHider::stateToSave() const
{
    return m_held.isEmpty() ? m_window->saveState(m_stateVersion) : m_stateBeforeHolding;
}

void DockHider::hold(Reason reason, const QList<QDockWidget*>& docks)
{
    if (m_held.isEmpty())
        m_stateBeforeHolding = m_window->saveState(m_stateVersion);
    QList<QDockWidget*> toHide;
    for (QDockWidget* dock : docks) {
        if (!dock)
            continue;
        HeldDock* held = find(dock);
        if (!held) {
            HeldDock added;
            added.dock = dock;
            m_held.append(added);
            held = &m_held.last();
        }
        held->reasons |= reason;
        // isHidden, not isVisible: before the window is first shown (its
        // settings restored at start-up) no dock is visible yet.
        if (dock->isHidden())
            continue;
        held->wasShown = true;
        // A tab behind another keeps a stale geometry: only one on screen counts.
        const bool onScreen = dock->isVisible() && !dock->visibleRegion().isEmpty();
        held->raised = onScreen && !m_window->tabifiedDockWidgets(dock).isEmpty();
        if (onScreen && !dock->isFloating()) {
            held->size = dock->size();
            held->windowSize = m_window->size();
        }
        toHide.append(dock);
    }
    for (QDockWidget* dock : toHide)
        dock->hide();
}

void DockHider::release(Reason reason)
{
    QList<HeldDock> back;
    for (auto it = m_held.begin(); it != m_held.end();) {
        it->reasons &= ~reason;
        if (it->reasons != 0) {
            ++it;
            continue;
        }
        if (it->dock && it->wasShown)
            back.append(*it);
        it = m_held.erase(it);
    }
    if (m_held.isEmpty())
        m_stateBeforeHolding.clear();
    for (const HeldDock& held : back)
        held.dock->show();
    // Showing the docks of a tab group raises the last one shown: the tab
    // the user had chosen is raised again.
    for (const HeldDock& held : back)
        if (held.raised)
            held.dock->raise();
    bool sizes = false;
    for (const HeldDock& held : back)
        if (held.size.isValid()) {
            m_sizesToRestore.removeIf(
                [&held](const HeldDock& pending) { return pending.dock == held.dock; });
            m_sizesToRestore.append(held);
            sizes = true;
        }
    if (!sizes)
        return;
    m_restoreDeadline.setRemainingTime(kRestoreWaitMs);
    m_window->installEventFilter(this); // its Resize events
    // Now, so that a tab switch shows no frame of other sizes, and again
    // once the events this change posted are handled: shown again, the menu
    // bar and the docks' new least sizes (after a font change) move the
    // split a few pixels.
    restoreSizes(Pass::Now);
    QTimer::singleShot(0, this, [this] { restoreSizes(Pass::Settled); });
}

void DockHider::restoreSizes(Pass pass)
{
    // Each axis waits for the window's extent along it: a tab's page may
    // have widened the window past its old width while its height stayed.
    for (const Qt::Orientation axis : {Qt::Horizontal, Qt::Vertical}) {
        const auto extent = [axis](QSize size) {
            return axis == Qt::Horizontal ? size.width() : size.height();
        };
        QList<QDockWidget*> docks;
        QList<int> sizes;
        for (HeldDock& pending : m_sizesToRestore)
            if (pending.dock && !pending.dock->isHidden() && !pending.dock->isFloating() &&
                !isHeld(pending.dock) && extent(pending.size) >= 0 &&
                extent(pending.windowSize) == extent(m_window->size())) {
                docks.append(pending.dock);
                sizes.append(extent(pending.size));
            }
        if (docks.isEmpty())
            continue;
        m_window->resizeDocks(docks, sizes, axis);
        // A tab group's share includes its tab bar: asked for a dock's
        // height, the layout gives the dock that less the bar. A second pass
        // asks for the sizes corrected by what the first one missed.
        m_window->layout()->activate();
        QList<int> corrected = sizes;
        for (qsizetype i = 0; i < docks.size(); ++i)
            corrected[i] += sizes[i] - extent(docks[i]->size());
        m_window->resizeDocks(docks, corrected, axis);
        if (pass == Pass::Settled) // given back: -1 marks this axis done
            for (HeldDock& pending : m_sizesToRestore)
                if (docks.contains(pending.dock.data())) {
                    if (axis == Qt::Horizontal)
                        pending.size.setWidth(-1);
                    else
                        pending.size.setHeight(-1);
                }
    }
    if (pass == Pass::Now)
        return;
    m_sizesToRestore.removeIf([this](const HeldDock& pending) {
        // Done, gone, closed, moved or held again.
        return (pending.size.width() < 0 && pending.size.height() < 0) || !pending.dock ||
               pending.dock->isHidden() || pending.dock->isFloating() || isHeld(pending.dock);
    });
    // The window system chose another size: the sizes no longer fit.
    if (m_sizesToRestore.isEmpty() || m_restoreDeadline.hasExpired()) {
        m_sizesToRestore.clear();
        m_window->removeEventFilter(this);
    }
}

bool DockHider::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_window && event->type() == QEvent::Resize)
        // After the window's layout has taken the new size.
        QTimer::singleShot(0, this, [this] { restoreSizes(Pass::Settled); });
    return false;
}

} // namespace ae
