#pragma once
// Docks hidden for a while and given back as they were. Presentation mode
// hides the docks while presenting; a tab with settings of its own (a model,
// a training run, a lesson, an import) hides the session's docks (Sequence,
// Model, Mask), which change nothing there. Both go through one DockHider so
// that they never disagree:
// - a dock stays hidden while any reason holds it;
// - when the last reason lets go, a dock that was shown when first held is
//   shown again, its tab raised if it was the raised one of a tab group, and
//   given its size back once the window has the size it had then (hidden
//   docks keep no size of their own in the window's layout: shown again they
//   would share the space anew; after full screen the window system may take
//   a while to give the window its size back, so sizes wait for it, for up
//   to kRestoreWaitMs);
// - a dock the user shows while it is held (View menu) stays shown; holding
//   it again hides it again.
// stateToSave() is the window's layout as the user chose it: saveState() as
// it was before the first dock was held, or now when none is.

#include <QByteArray>
#include <QDeadlineTimer>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QSize>

class QDockWidget;
class QMainWindow;

namespace ae {

class DockHider : public QObject
{
    Q_OBJECT
public:
    enum Reason
    {
        Presenting = 1,
        TabWithOwnSettings = 2,
    };
    // `stateVersion` is the version the window saves its state with.
    DockHider(QMainWindow* window, int stateVersion);

    // Holds `docks` for `reason`; those shown are hidden (their sizes noted
    // first, all together, since hiding one resizes the others).
    void hold(Reason reason, const QList<QDockWidget*>& docks);
    // Lets go of every dock held for `reason`.
    void release(Reason reason);
    bool isHeld(const QDockWidget* dock) const;
    QByteArray stateToSave() const;

    static constexpr int kRestoreWaitMs = 3000;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct HeldDock
    {
        QPointer<QDockWidget> dock;
        int reasons = 0;
        bool wasShown = false;
        bool raised = false; // the shown tab of its tab group
        QSize size;          // invalid: floating, or not on screen when held
        QSize windowSize;    // the window's size when `size` was noted
    };
    HeldDock* find(const QDockWidget* dock);
    // Gives the docks in m_sizesToRestore whose window has its old extent
    // their sizes; Settled marks them done, Now leaves them for Settled.
    enum class Pass
    {
        Now,
        Settled
    };
    void restoreSizes(Pass pass);

    QMainWindow* m_window;
    int m_stateVersion;
    QList<HeldDock> m_held;
    QByteArray m_stateBeforeHolding;
    QList<HeldDock> m_sizesToRestore;
    QDeadlineTimer m_restoreDeadline;
};

} // namespace ae
