#pragma once
// Reads a whole input with a ceiling. Every reader of outside data (specs,
// sessions, lessons, .npy, attention JSON, token lists; from a file, a pipe,
// a FIFO, a device or stdin) comes through here, so none of them can be made
// to read or allocate without bound.
//
// Contract:
// - a regular file larger than `limit` is refused from its size alone, before
//   anything is read;
// - anything else (stdin, FIFO, /dev/zero, a file that grows while read) is
//   read in chunks of at most 1 MiB and refused as soon as more than `limit`
//   bytes have arrived: at most limit + 1 MiB is ever held;
// - on refusal or failure the result is nullopt and `error` says what was
//   wrong ("larger than the 128 MiB a spec may have; nothing past that was
//   read", "no such file", "cannot read: …"). The message does not name the
//   input: each caller puts the name in front its own way ("r.json: …"), so
//   a name never appears twice. `tooLarge`, when given, tells a refusal for
//   size (bad input) from a failure to read (an I/O error).

#include "core/io/read_error.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>

class QIODevice;

namespace ae {

// `what` completes "larger than the 128 MiB <what>", e.g. "a spec may have".
std::optional<QByteArray> readAtMost(QIODevice& device, std::uint64_t limit, const ReadError& what,
                                     ReadError* error, bool* tooLarge = nullptr);

// Opens `path` read-only and reads it as above. A missing file, a folder or
// a file that cannot be opened gives its own message.
std::optional<QByteArray> readFileAtMost(const QString& path, std::uint64_t limit,
                                         const ReadError& what, ReadError* error,
                                         bool* tooLarge = nullptr);

// The refusal message readAtMost gives ("larger than the 128 MiB a spec may
// have; nothing past that was read"), for callers that check a size themselves.
ReadError tooLargeMessage(std::uint64_t limit, const ReadError& what);

} // namespace ae
