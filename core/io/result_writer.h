#pragma once
// Trace → result JSON ("attention-explorer/result@1", docs/spec-format.md):
// positional_encoding (when added), key_positional_encoding (explicit keys
// only), batch[].heads[] {queries, keys, values, scores, weights,
// dropped_weights (dropout only), output}, batch[].concat, batch[].output,
// warnings. Extension: batch[].tokens / batch[].key_tokens when labels are
// given. Every float is written so it reads back as the same float32; a
// float64 run (SpecRun::preciseTrace) is written from its double trace with
// 17 significant digits.

#include "core/attention_trace.h"
#include "core/io/spec_runner.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>

class QIODevice;

namespace ae {

// In memory, for small traces and the GUI.
QJsonObject resultToJson(const AttentionTrace& trace);
QJsonObject resultToJson(const AttentionTraceD& trace);
// With tokens / key_tokens; the double trace of a float64 run.
QJsonObject resultToJson(const SpecRun& run);

enum class JsonStyle
{
    Indented,
    Compact
};

// Streams the same document to `out` without building it in memory first
// (a trace can hold up to EngineLimits::maxTraceBytes). Numbers are written
// in their shortest float32 round-trip form ("0.1", not 0.10000000149011612).
// `prepared` (optional) supplies the labels. False with `error` when the
// device fails.
bool writeResultJson(QIODevice& out, const AttentionTrace& trace, const PreparedSpec* prepared,
                     JsonStyle style, QString* error);
// The same with 17 significant digits from a double trace.
bool writeResultJson(QIODevice& out, const AttentionTraceD& trace, const PreparedSpec* prepared,
                     JsonStyle style, QString* error);
// A run's result: its double trace for a float64 run, else its float trace.
bool writeResultJson(QIODevice& out, const SpecRun& run, JsonStyle style, QString* error);

// writeResultJson into a byte array.
QByteArray resultToJsonBytes(const AttentionTrace& trace, const PreparedSpec* prepared = nullptr,
                             JsonStyle style = JsonStyle::Indented);
QByteArray resultToJsonBytes(const AttentionTraceD& trace, const PreparedSpec* prepared = nullptr,
                             JsonStyle style = JsonStyle::Indented);
QByteArray resultToJsonBytes(const SpecRun& run, JsonStyle style = JsonStyle::Indented);

} // namespace ae
