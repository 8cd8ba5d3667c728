#include "core/io/result_writer.h"

#include "core/io/csv.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QJsonArray>

#include <cmath>
#include <type_traits>
#include <vector>

namespace ae {

namespace {

template <typename Derived> QJsonArray matrixArray(const Eigen::MatrixBase<Derived>& matrix)
{
    QJsonArray rows;
    for (Eigen::Index r = 0; r < matrix.rows(); ++r) {
        QJsonArray row;
        for (Eigen::Index c = 0; c < matrix.cols(); ++c)
            row.append(double(matrix(r, c))); // float → double is exact
        rows.append(row);
    }
    return rows;
}

QJsonArray tokenArray(const Tokens& tokens)
{
    QJsonArray array;
    for (const std::string& token : tokens)
        array.append(QString::fromStdString(token));
    return array;
}

const Tokens* labelsAt(const std::vector<Tokens>* labels, std::size_t b)
{
    return labels && b < labels->size() ? &(*labels)[b] : nullptr;
}

template <typename Scalar>
QJsonObject buildResult(const AttentionTraceT<Scalar>& trace, const std::vector<Tokens>* tokens,
                        const std::vector<Tokens>* keyTokens)
{
    QJsonObject root;
    root.insert(QStringLiteral("format"), QLatin1String(kResultFormat));
    if (trace.positionalEncoding.size() != 0)
        root.insert(QStringLiteral("positional_encoding"), matrixArray(trace.positionalEncoding));
    if (trace.keyPositionalEncoding.size() != 0)
        root.insert(QStringLiteral("key_positional_encoding"),
                    matrixArray(trace.keyPositionalEncoding));
    QJsonArray batch;
    for (std::size_t b = 0; b < trace.batch.size(); ++b) {
        const BatchItemTraceT<Scalar>& item = trace.batch[b];
        QJsonObject entry;
        if (const Tokens* labels = labelsAt(tokens, b))
            entry.insert(QStringLiteral("tokens"), tokenArray(*labels));
        if (const Tokens* labels = labelsAt(keyTokens, b))
            entry.insert(QStringLiteral("key_tokens"), tokenArray(*labels));
        QJsonArray heads;
        for (int index = 0; index < int(item.heads.size()); ++index) {
            const HeadTraceT<Scalar>& head = item.heads[std::size_t(index)];
            QJsonObject h;
            h.insert(QStringLiteral("queries"), matrixArray(item.headQueries(index)));
            h.insert(QStringLiteral("keys"), matrixArray(item.headKeys(index)));
            h.insert(QStringLiteral("values"), matrixArray(item.headValues(index)));
            h.insert(QStringLiteral("scores"), matrixArray(head.scores));
            h.insert(QStringLiteral("weights"), matrixArray(head.weights));
            if (trace.shape.dropout)
                h.insert(QStringLiteral("dropped_weights"), matrixArray(head.droppedWeights));
            h.insert(QStringLiteral("output"), matrixArray(item.headOutput(index)));
            heads.append(h);
        }
        entry.insert(QStringLiteral("heads"), heads);
        entry.insert(QStringLiteral("concat"), matrixArray(item.concat));
        entry.insert(QStringLiteral("output"), matrixArray(item.output));
        batch.append(entry);
    }
    root.insert(QStringLiteral("batch"), batch);
    QJsonArray warnings;
    for (const std::string& warning : trace.warnings)
        warnings.append(QString::fromStdString(warning));
    root.insert(QStringLiteral("warnings"), warnings);
    return root;
}

// A buffered JSON emitter: objects and arrays nest; a matrix is written with
// one row per line in the indented style.
class JsonStream
{
public:
    JsonStream(QIODevice& out, JsonStyle style)
        : m_out(out), m_indented(style == JsonStyle::Indented)
    {
    }

    void beginObject() { open('{'); }
    void endObject() { close('}'); }
    void beginArray() { open('['); }
    void endArray() { close(']'); }
    void key(const char* name)
    {
        separate();
        appendString(QString::fromLatin1(name));
        m_buffer += m_indented ? ": " : ":";
        m_afterKey = true;
    }
    void string(const QString& text)
    {
        separate();
        appendString(text);
    }
    void strings(const Tokens& tokens)
    {
        separate();
        m_buffer += '[';
        for (std::size_t i = 0; i < tokens.size(); ++i) {
            if (i > 0)
                m_buffer += m_indented ? ", " : ",";
            appendString(QString::fromStdString(tokens[i]));
        }
        m_buffer += ']';
    }
    template <typename Derived> void matrix(const Eigen::MatrixBase<Derived>& matrix)
    {
        beginArray();
        for (Eigen::Index r = 0; r < matrix.rows(); ++r) {
            separate();
            m_buffer += '[';
            for (Eigen::Index c = 0; c < matrix.cols(); ++c) {
                if (c > 0)
                    m_buffer += m_indented ? ", " : ",";
                appendNumber(matrix(r, c));
            }
            m_buffer += ']';
            flushIfLarge();
        }
        endArray();
    }
    bool finish(QString* error)
    {
        if (m_indented)
            m_buffer += '\n';
        flush();
        if (m_failed && error)
            *error =
                QCoreApplication::translate("ae::io", "write failed: %1").arg(m_out.errorString());
        return !m_failed;
    }
    bool hadNonFinite() const { return m_nonFinite; }

private:
    void open(char bracket)
    {
        separate();
        m_buffer += bracket;
        m_first.push_back(true);
    }
    void close(char bracket)
    {
        const bool empty = m_first.back();
        m_first.pop_back();
        if (!empty)
            newline();
        m_buffer += bracket;
        flushIfLarge();
    }
    // Comma and line break before the next value (not after a key).
    void separate()
    {
        if (m_afterKey) {
            m_afterKey = false;
            return;
        }
        if (m_first.empty())
            return;
        if (!m_first.back())
            m_buffer += ',';
        m_first.back() = false;
        newline();
    }
    void newline()
    {
        if (!m_indented)
            return;
        m_buffer += '\n';
        m_buffer += QByteArray(qsizetype(2 * m_first.size()), ' ');
    }
    // float: the shortest text that reads back as the same float; double
    // (a float64 run): 17 significant digits.
    template <typename Scalar> void appendNumber(Scalar value)
    {
        if (!std::isfinite(value)) { // JSON has no NaN/Inf
            m_nonFinite = true;
            m_buffer += "null";
            return;
        }
        if constexpr (std::is_same_v<Scalar, float>)
            m_buffer += formatFloat(value);
        else
            m_buffer += formatDouble(value);
    }
    void appendString(const QString& text)
    {
        m_buffer += '"';
        for (const char c : text.toUtf8()) {
            const unsigned char byte = static_cast<unsigned char>(c);
            if (c == '"')
                m_buffer += "\\\"";
            else if (c == '\\')
                m_buffer += "\\\\";
            else if (c == '\n')
                m_buffer += "\\n";
            else if (c == '\r')
                m_buffer += "\\r";
            else if (c == '\t')
                m_buffer += "\\t";
            else if (byte < 0x20)
                m_buffer += "\\u" + QByteArray::number(int(byte), 16).rightJustified(4, '0');
            else
                m_buffer += c; // UTF-8 passes through unchanged
        }
        m_buffer += '"';
    }
    void flushIfLarge()
    {
        if (m_buffer.size() > (1 << 20))
            flush();
    }
    void flush()
    {
        if (!m_failed && !m_buffer.isEmpty() && m_out.write(m_buffer) != m_buffer.size())
            m_failed = true;
        m_buffer.clear();
    }

    QIODevice& m_out;
    bool m_indented;
    QByteArray m_buffer;
    std::vector<bool> m_first; // per open container: no element yet
    bool m_afterKey = false;
    bool m_failed = false;
    bool m_nonFinite = false;
};

} // namespace

namespace {

template <typename Scalar>
bool writeTraceJson(QIODevice& out, const AttentionTraceT<Scalar>& trace,
                    const PreparedSpec* prepared, JsonStyle style, QString* error)
{
    JsonStream json(out, style);
    json.beginObject();
    json.key("format");
    json.string(QLatin1String(kResultFormat));
    if (trace.positionalEncoding.size() != 0) {
        json.key("positional_encoding");
        json.matrix(trace.positionalEncoding);
    }
    if (trace.keyPositionalEncoding.size() != 0) {
        json.key("key_positional_encoding");
        json.matrix(trace.keyPositionalEncoding);
    }
    json.key("batch");
    json.beginArray();
    for (std::size_t b = 0; b < trace.batch.size(); ++b) {
        const BatchItemTraceT<Scalar>& item = trace.batch[b];
        json.beginObject();
        if (const Tokens* labels = labelsAt(prepared ? &prepared->tokens : nullptr, b)) {
            json.key("tokens");
            json.strings(*labels);
        }
        if (const Tokens* labels = labelsAt(prepared ? &prepared->keyTokens : nullptr, b)) {
            json.key("key_tokens");
            json.strings(*labels);
        }
        json.key("heads");
        json.beginArray();
        for (int index = 0; index < int(item.heads.size()); ++index) {
            const HeadTraceT<Scalar>& head = item.heads[std::size_t(index)];
            json.beginObject();
            json.key("queries");
            json.matrix(item.headQueries(index));
            json.key("keys");
            json.matrix(item.headKeys(index));
            json.key("values");
            json.matrix(item.headValues(index));
            json.key("scores");
            json.matrix(head.scores);
            json.key("weights");
            json.matrix(head.weights);
            if (trace.shape.dropout) {
                json.key("dropped_weights");
                json.matrix(head.droppedWeights);
            }
            json.key("output");
            json.matrix(item.headOutput(index));
            json.endObject();
        }
        json.endArray();
        json.key("concat");
        json.matrix(item.concat);
        json.key("output");
        json.matrix(item.output);
        json.endObject();
    }
    json.endArray();
    json.key("warnings");
    json.beginArray();
    for (const std::string& warning : trace.warnings)
        json.string(QString::fromStdString(warning));
    if (json.hadNonFinite())
        json.string(QCoreApplication::translate(
            "ae::io", "some values were not finite (overflow); they are written as null"));
    json.endArray();
    json.endObject();
    return json.finish(error);
}

template <typename Trace>
QByteArray traceJsonBytes(const Trace& trace, const PreparedSpec* prepared, JsonStyle style)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    writeTraceJson(buffer, trace, prepared, style, nullptr);
    return bytes;
}

} // namespace

QJsonObject resultToJson(const AttentionTrace& trace)
{
    return buildResult(trace, nullptr, nullptr);
}

QJsonObject resultToJson(const AttentionTraceD& trace)
{
    return buildResult(trace, nullptr, nullptr);
}

QJsonObject resultToJson(const SpecRun& run)
{
    if (run.isFloat64())
        return buildResult(run.preciseTrace, &run.prepared.tokens, &run.prepared.keyTokens);
    return buildResult(run.trace, &run.prepared.tokens, &run.prepared.keyTokens);
}

bool writeResultJson(QIODevice& out, const AttentionTrace& trace, const PreparedSpec* prepared,
                     JsonStyle style, QString* error)
{
    return writeTraceJson(out, trace, prepared, style, error);
}

bool writeResultJson(QIODevice& out, const AttentionTraceD& trace, const PreparedSpec* prepared,
                     JsonStyle style, QString* error)
{
    return writeTraceJson(out, trace, prepared, style, error);
}

bool writeResultJson(QIODevice& out, const SpecRun& run, JsonStyle style, QString* error)
{
    if (run.isFloat64())
        return writeTraceJson(out, run.preciseTrace, &run.prepared, style, error);
    return writeTraceJson(out, run.trace, &run.prepared, style, error);
}

QByteArray resultToJsonBytes(const AttentionTrace& trace, const PreparedSpec* prepared,
                             JsonStyle style)
{
    return traceJsonBytes(trace, prepared, style);
}

QByteArray resultToJsonBytes(const AttentionTraceD& trace, const PreparedSpec* prepared,
                             JsonStyle style)
{
    return traceJsonBytes(trace, prepared, style);
}

QByteArray resultToJsonBytes(const SpecRun& run, JsonStyle style)
{
    return run.isFloat64() ? traceJsonBytes(run.preciseTrace, &run.prepared, style)
                           : traceJsonBytes(run.trace, &run.prepared, style);
}

} // namespace ae
