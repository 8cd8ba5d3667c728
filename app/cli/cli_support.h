#pragma once
// Pieces shared by the CLI commands: reading the SPEC argument, --max-memory
// sizes, and the one-line error report "error: <field>: <message>".

#include "core/io/spec.h"

#include <QString>

#include <cstdint>
#include <optional>

class QIODevice;

namespace ae::cli {

// "1024", "512K", "512M", "2G", "1.5G", "64MiB", "2GB" (powers of 1024).
// nullopt when the text is not a positive size.
std::optional<std::uint64_t> parseByteSize(const QString& text);

// An integer in [lo, hi] (surrounding spaces allowed); false otherwise, and
// *out is left alone.
bool parseBoundedInt(const QString& text, int lo, int hi, int* out);

// Writes "error: <field>: <message>\n" (or "error: <message>\n").
void reportError(QIODevice& err, const QString& field, const QString& message);
void reportError(QIODevice& err, const SpecError& error);

struct LoadedSpec
{
    std::optional<Spec> spec;
    SpecError error;
    bool ioFailure = false; // the file could not be read (vs. a bad spec)
};

// `path` "-" reads the spec from `in`.
LoadedSpec loadSpec(const QString& path, QIODevice& in, const EngineLimits& limits);

} // namespace ae::cli
