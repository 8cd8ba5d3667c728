#pragma once
// One running copy of the app's claim on an autosave folder, so that two
// copies running at once never overwrite (or delete) each other's autosave.
//
// Slots are folders base/slot-0 … base/slot-15, each claimed through a
// QLockFile (base/slot-N.lock) held for the object's lifetime. A claim by a
// process that died is stale and free again (QLockFile checks the PID), so
// an autosave left by a crash sits in an unclaimed slot: a new claim takes
// such a slot first (its autosave is then offered back by that copy), else
// the first unclaimed one. No widgets here.

#include <QString>

#include <memory>

class QLockFile;

namespace ae {

class AutosaveSlot
{
public:
    static constexpr int kSlotCount = 16;

    explicit AutosaveSlot(const QString& baseDirectory);
    ~AutosaveSlot();
    AutosaveSlot(const AutosaveSlot&) = delete;
    AutosaveSlot& operator=(const AutosaveSlot&) = delete;

    // The claimed slot's folder (not necessarily created yet). With all
    // slots claimed by running copies: a folder named after this process,
    // unclaimed (isClaimed() false).
    QString directory() const { return m_directory; }
    bool isClaimed() const { return m_lock != nullptr; }

    // The file whose presence marks an autosave in a slot folder.
    static QString sessionFileName() { return QStringLiteral("session.json"); }

private:
    QString m_directory;
    std::unique_ptr<QLockFile> m_lock;
};

} // namespace ae
