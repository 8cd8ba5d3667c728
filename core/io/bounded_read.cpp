#include "core/io/bounded_read.h"

#include "core/limits.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>

namespace ae {
namespace {

constexpr qint64 kChunkBytes = qint64(1) << 20;

void fail(ReadError* error, ReadError message)
{
    if (error)
        *error = std::move(message);
}

} // namespace

ReadError tooLargeMessage(std::uint64_t limit, const ReadError& what)
{
    return ReadError(ReadCode::TooLarge, {QString::fromStdString(formatBytes(limit)), what});
}

std::optional<QByteArray> readAtMost(QIODevice& device, std::uint64_t limit, const ReadError& what,
                                     ReadError* error, bool* tooLarge)
{
    if (tooLarge)
        *tooLarge = false;
    const auto refuse = [&] {
        if (tooLarge)
            *tooLarge = true;
        fail(error, tooLargeMessage(limit, what));
        return std::nullopt;
    };
    // A regular file says its size: refuse it before reading a byte.
    if (const auto* file = qobject_cast<QFile*>(&device)) {
        const QFileInfo info(*file);
        if (info.isFile() && !file->isSequential() && std::uint64_t(file->size()) > limit) {
            return refuse();
        }
    }
    QByteArray bytes;
    for (;;) {
        // Ask for one byte more than the limit allows, so reaching it is seen.
        const std::uint64_t room = limit + 1 - std::uint64_t(bytes.size());
        const qint64 want = qint64(std::min<std::uint64_t>(room, kChunkBytes));
        const qsizetype before = bytes.size();
        bytes.resize(before + want);
        qint64 got = device.read(bytes.data() + before, want);
        if (got == 0 && device.isSequential() && device.waitForReadyRead(-1))
            got = device.read(bytes.data() + before, want);
        if (got < 0) {
            fail(error, ReadError(ReadCode::CannotRead, {device.errorString()}));
            return std::nullopt;
        }
        bytes.resize(before + got);
        if (std::uint64_t(bytes.size()) > limit) {
            return refuse();
        }
        if (got == 0)
            return bytes; // end of the input
    }
}

std::optional<QByteArray> readFileAtMost(const QString& path, std::uint64_t limit,
                                         const ReadError& what, ReadError* error, bool* tooLarge)
{
    if (tooLarge)
        *tooLarge = false;
    const QFileInfo info(path);
    if (!info.exists()) {
        fail(error, ReadError(ReadCode::NoSuchFile));
        return std::nullopt;
    }
    if (info.isDir()) {
        fail(error, ReadError(ReadCode::IsFolder));
        return std::nullopt;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        fail(error, ReadError(ReadCode::CannotOpen, {file.errorString()}));
        return std::nullopt;
    }
    return readAtMost(file, limit, what, error, tooLarge);
}

} // namespace ae
