#pragma once
#include "core/io/spec.h"

#include <QByteArray>
#include <QString>

#include <variant>

namespace ae {

// Parses spec JSON. Rejects malformed JSON (with line/column when known),
// wrong types, ragged rows, non-finite numbers, bad enumerations, negative
// lengths, and sizes beyond `limits` — each with the field named.
// Unknown fields are kept in Spec::original; null reads as absent.
// Shorthands also accepted: "dropout": 0.1 for {"p": 0.1} and
// "positional_encoding": "sinusoidal" for {"type": "sinusoidal"}.
// Field paths in errors: "inputs[1][2]" (row 1, column 2; batches add the
// item first), "mask.valid_lens[0]", "weights.W_q", "(json)" for JSON syntax
// (the message gives line and column). readSpecFile names the file as the
// field when it cannot be read, and reads at most limits.maxSpecFileBytes
// (core/io/bounded_read.h).
std::variant<Spec, SpecError> readSpec(const QByteArray& json,
                                       const EngineLimits& limits = EngineLimits::defaults());
std::variant<Spec, SpecError> readSpecFile(const QString& path,
                                           const EngineLimits& limits = EngineLimits::defaults());

// Completes the size refusal of a spec or session ("larger than the 128 MiB
// <this>"); for every reader of spec files.
ReadError specFileLimitText();

} // namespace ae
