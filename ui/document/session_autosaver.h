#pragma once
// Autosave of the session so that nothing is lost to a crash or a kill.
//
// A debounced QTimer (delay() after the last change of a modified document)
// writes the spec JSON atomically to
//   QStandardPaths::AppDataLocation/autosave/slot-N/session.json
// and the path of the file the session came from to origin.txt beside it.
// Each running copy of the app has its own slot (AutosaveSlot), so two copies
// never overwrite or delete each other's autosave; a copy that crashed leaves
// its slot to the next start, which offers the autosave back.
// The JSON is produced and written on a worker thread (a large session must
// not stall the GUI). The autosave is removed when the document becomes
// unmodified (saved, reset, undone to the saved state) and by discard() on a
// clean exit; so an autosave found at start-up means the last run did not
// exit cleanly (MainWindow::offerAutosaveRestore). No widgets here.

#include "core/io/spec.h"

#include <QFuture>
#include <QObject>
#include <QString>
#include <QTimer>

#include <optional>

namespace ae {

class AttentionDocument;

class SessionAutosaver : public QObject
{
    Q_OBJECT
public:
    static constexpr int kDefaultDelayMs = 2000;

    explicit SessionAutosaver(AttentionDocument* document, QObject* parent = nullptr);
    // Waits for a write in flight; never removes the autosave (a window
    // destroyed without a clean close leaves it for the next start).
    ~SessionAutosaver() override;

    void setDelay(int milliseconds);
    int delay() const { return m_timer.interval(); }
    bool isPending() const { return m_timer.isActive(); }

    // Writes the autosave now if the document is modified (waits for the
    // write); true when an autosave of the current spec is on disk.
    bool saveNow(QString* error = nullptr);
    // Stops the timer and removes the autosave (clean exit, clean save).
    void discard();

    static QString directory();
    static QString sessionPath();
    static QString originPath();
    static bool exists();

    struct Recovered
    {
        Spec spec;
        QString originalPath; // empty for an untitled session
    };
    // Reads the autosave; nullopt with *error when it cannot be read.
    static std::optional<Recovered> read(QString* error);
    static void remove();

signals:
    // After each completed autosave (GUI thread); `error` empty on success.
    void autosaved(const QString& error);

private:
    void schedule();
    void startWrite();
    void waitForWrite();

    AttentionDocument* m_document;
    QTimer m_timer;
    QFuture<QString> m_write; // the error text, empty on success
    bool m_writeAgain = false;
};

} // namespace ae
