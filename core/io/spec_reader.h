#pragma once
#include "core/io/spec.h"

#include <QByteArray>
#include <QString>

#include <variant>

namespace ae {

// Parses spec JSON. Rejects malformed JSON (with line/column when known),
// wrong types, ragged rows, non-finite numbers, bad enumerations, negative
// lengths, and sizes beyond `limits` — each with the field named.
// Unknown fields are kept in Spec::original.
std::variant<Spec, SpecError> readSpec(const QByteArray& json,
                                       const EngineLimits& limits = EngineLimits::defaults());
std::variant<Spec, SpecError> readSpecFile(const QString& path,
                                           const EngineLimits& limits = EngineLimits::defaults());

} // namespace ae
