#include "ui/document/autosave_slot.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLockFile>

namespace ae {

namespace {

QString slotDirectory(const QString& base, int slot)
{
    return base + QStringLiteral("/slot-%1").arg(slot);
}

// Claims `slot` or returns null (claimed by a running copy, or unwritable).
std::unique_ptr<QLockFile> tryClaim(const QString& base, int slot)
{
    auto lock = std::make_unique<QLockFile>(slotDirectory(base, slot) + QStringLiteral(".lock"));
    // Only a dead owner makes a claim stale: an old claim of a copy that has
    // been running for hours is still a claim.
    lock->setStaleLockTime(0);
    if (!lock->tryLock(0))
        return nullptr;
    return lock;
}

} // namespace

AutosaveSlot::AutosaveSlot(const QString& baseDirectory)
{
    QDir().mkpath(baseDirectory);
    // An autosave left behind by a copy that did not exit cleanly first.
    for (int slot = 0; slot < kSlotCount && !m_lock; ++slot) {
        if (!QFile::exists(slotDirectory(baseDirectory, slot) + QLatin1Char('/') +
                           sessionFileName()))
            continue;
        if ((m_lock = tryClaim(baseDirectory, slot)))
            m_directory = slotDirectory(baseDirectory, slot);
    }
    for (int slot = 0; slot < kSlotCount && !m_lock; ++slot)
        if ((m_lock = tryClaim(baseDirectory, slot)))
            m_directory = slotDirectory(baseDirectory, slot);
    if (!m_lock)
        m_directory =
            baseDirectory + QStringLiteral("/process-%1").arg(QCoreApplication::applicationPid());
}

AutosaveSlot::~AutosaveSlot() = default;

} // namespace ae
