#include "ui/document/session_autosaver.h"

#include "core/io/atomic_file.h"
#include "core/io/bounded_read.h"
#include "core/io/spec_reader.h"
#include "core/io/spec_writer.h"
#include "ui/document/attention_document.h"
#include "ui/document/autosave_slot.h"
#include "ui/document/engine_error_text.h"

#include <QDir>
#include <QFile>
#include <QFutureWatcher>
#include <QStandardPaths>
#include <QtConcurrent/QtConcurrentRun>

namespace ae {

SessionAutosaver::SessionAutosaver(AttentionDocument* document, QObject* parent)
    : QObject(parent), m_document(document)
{
    m_timer.setSingleShot(true);
    m_timer.setInterval(kDefaultDelayMs);
    connect(&m_timer, &QTimer::timeout, this, &SessionAutosaver::startWrite);
    connect(document, &AttentionDocument::specChanged, this, &SessionAutosaver::schedule);
    connect(document, &AttentionDocument::modifiedChanged, this, [this](bool modified) {
        if (modified)
            schedule();
        else
            discard(); // saved, reset or undone to the saved state: nothing to lose
    });
}

SessionAutosaver::~SessionAutosaver()
{
    waitForWrite();
}

void SessionAutosaver::setDelay(int milliseconds)
{
    m_timer.setInterval(milliseconds);
}

void SessionAutosaver::schedule()
{
    if (m_document->isModified())
        m_timer.start(); // restarts: the write happens delay() after the last change
}

void SessionAutosaver::startWrite()
{
    if (!m_document->isModified())
        return;
    if (m_write.isRunning()) {
        m_writeAgain = true; // once the current write lands
        return;
    }
    // The spec is copied: the worker serialises a snapshot while editing goes on.
    const Spec spec = m_document->spec();
    const QString origin = m_document->filePath();
    m_write = QtConcurrent::run([spec, origin]() -> QString {
        QString error;
        if (!QDir().mkpath(directory()))
            return tr("cannot create the folder %1").arg(QDir::toNativeSeparators(directory()));
        // The origin first: a session.json always has its origin beside it.
        if (!writeFileAtomically(originPath(), origin.toUtf8(), &error) ||
            !writeFileAtomically(sessionPath(), specToJsonBytes(spec), &error))
            return error;
        return QString();
    });
    auto* watcher = new QFutureWatcher<QString>(this);
    connect(watcher, &QFutureWatcher<QString>::finished, this, [this, watcher] {
        watcher->deleteLater();
        const QString error = watcher->result();
        emit autosaved(error);
        if (m_writeAgain) {
            m_writeAgain = false;
            startWrite();
        }
    });
    watcher->setFuture(m_write);
}

void SessionAutosaver::waitForWrite()
{
    if (m_write.isValid())
        m_write.waitForFinished();
}

bool SessionAutosaver::saveNow(QString* error)
{
    m_timer.stop();
    if (!m_document->isModified())
        return false;
    waitForWrite();
    m_writeAgain = false;
    startWrite();
    waitForWrite();
    const QString result = m_write.result();
    if (error)
        *error = result;
    return result.isEmpty();
}

void SessionAutosaver::discard()
{
    m_timer.stop();
    m_writeAgain = false;
    waitForWrite(); // a write landing after the removal would bring it back
    remove();
}

QString SessionAutosaver::directory()
{
    // Claimed on first use, for the life of the process: one folder per
    // running copy of the app.
    static const AutosaveSlot slot(
        QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) +
        QStringLiteral("/autosave"));
    return slot.directory();
}

QString SessionAutosaver::sessionPath()
{
    return directory() + QLatin1Char('/') + AutosaveSlot::sessionFileName();
}

QString SessionAutosaver::originPath()
{
    return directory() + QStringLiteral("/origin.txt");
}

bool SessionAutosaver::exists()
{
    return QFile::exists(sessionPath());
}

std::optional<SessionAutosaver::Recovered> SessionAutosaver::read(QString* error)
{
    std::variant<Spec, SpecError> spec = readSpecFile(sessionPath());
    if (const auto* failure = std::get_if<SpecError>(&spec)) {
        if (error)
            *error = translatedSpecError(*failure);
        return std::nullopt;
    }
    Recovered recovered{std::move(std::get<Spec>(spec)), QString()};
    // The origin file holds one path; anything longer than a path can be is
    // not ours and is ignored.
    constexpr std::uint64_t kMaxPathBytes = 64 * 1024;
    if (const std::optional<QByteArray> origin =
            readFileAtMost(originPath(), kMaxPathBytes, QString(), nullptr))
        recovered.originalPath = QString::fromUtf8(*origin);
    return recovered;
}

void SessionAutosaver::remove()
{
    QFile::remove(sessionPath());
    QFile::remove(originPath());
}

} // namespace ae
