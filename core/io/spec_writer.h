#pragma once
// Spec → JSON, the inverse of readSpec: readSpec(specToJson(s)) gives a spec
// equal to s (sameSpec). The GUI saves its sessions with it.

#include "core/io/spec.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

namespace ae {

// Starts from spec.original, so fields this version does not know (at the
// top level and inside "embedding", "positional_encoding", "scoring", "mask",
// "dropout") are kept; every known field is rewritten from the struct, and a
// known field whose value is now the default or absent is removed.
QJsonObject specToJson(const Spec& spec);

// Indented UTF-8 JSON text of specToJson.
QByteArray specToJsonBytes(const Spec& spec);

// Writes atomically (an existing file is untouched on failure).
bool writeSpecFile(const QString& path, const Spec& spec, QString* error);

} // namespace ae
