#include "core/io/csv.h"

#include <charconv>
#include <cmath>
#include <cstdlib>

namespace ae {

namespace {

QByteArray quoteField(const QString& field)
{
    const QByteArray utf8 = field.toUtf8();
    if (!utf8.contains(',') && !utf8.contains('"') && !utf8.contains('\n') && !utf8.contains('\r'))
        return utf8;
    QByteArray quoted = utf8;
    quoted.replace("\"", "\"\"");
    return '"' + quoted + '"';
}

bool parseFloatField(const QString& text, float* out)
{
    const QByteArray latin = text.trimmed().toLatin1();
    if (latin.isEmpty())
        return false;
    float value = 0;
    const char* begin = latin.constData();
    const char* end = begin + latin.size();
    if (*begin == '+')
        ++begin;
    const std::from_chars_result result = std::from_chars(begin, end, value);
    if (result.ec != std::errc() || result.ptr != end || !std::isfinite(value))
        return false;
    *out = value;
    return true;
}

} // namespace

QByteArray formatFloat(float value)
{
    if (!std::isfinite(value))
        return QByteArray(std::isnan(value) ? "nan" : (value > 0 ? "inf" : "-inf"));
    char buffer[64];
    const std::to_chars_result result = std::to_chars(buffer, buffer + sizeof(buffer), value);
    return QByteArray(buffer, int(result.ptr - buffer));
}

QByteArray formatDouble(double value)
{
    if (!std::isfinite(value))
        return QByteArray(std::isnan(value) ? "nan" : (value > 0 ? "inf" : "-inf"));
    char buffer[64];
    const std::to_chars_result result =
        std::to_chars(buffer, buffer + sizeof(buffer), value, std::chars_format::general, 17);
    return QByteArray(buffer, int(result.ptr - buffer));
}

QByteArray writeCsv(const CsvMatrix& table)
{
    const bool rowLabels = !table.rowLabels.isEmpty();
    const bool precise = table.preciseValues.size() != 0;
    Q_ASSERT(!precise || (table.preciseValues.rows() == table.values.rows() &&
                          table.preciseValues.cols() == table.values.cols()));
    QByteArray out;
    if (!table.columnLabels.isEmpty()) {
        QList<QByteArray> fields;
        if (rowLabels)
            fields.append(QByteArray());
        for (const QString& label : table.columnLabels)
            fields.append(quoteField(label));
        out += fields.join(',') + "\r\n";
    }
    for (Eigen::Index r = 0; r < table.values.rows(); ++r) {
        if (rowLabels)
            out += quoteField(table.rowLabels.value(int(r))) + ',';
        for (Eigen::Index c = 0; c < table.values.cols(); ++c) {
            if (c > 0)
                out += ',';
            out +=
                precise ? formatDouble(table.preciseValues(r, c)) : formatFloat(table.values(r, c));
        }
        out += "\r\n";
    }
    return out;
}

std::optional<std::vector<QStringList>> parseCsv(const QByteArray& bytes, ReadError* error)
{
    std::vector<QStringList> rows;
    QStringList row;
    QByteArray field;
    bool inQuotes = false;
    bool fieldWasQuoted = false;
    bool rowHasContent = false;
    int line = 1;
    const auto endField = [&] {
        row.append(QString::fromUtf8(field));
        field.clear();
        fieldWasQuoted = false;
    };
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        if (inQuotes) {
            if (c == '"') {
                if (i + 1 < bytes.size() && bytes[i + 1] == '"') {
                    field += '"';
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == '\n')
                    ++line;
                field += c;
            }
            continue;
        }
        if (c == '"') {
            if (!field.isEmpty() || fieldWasQuoted) {
                if (error)
                    *error = ReadError(ReadCode::CsvQuoteInUnquoted, {line});
                return std::nullopt;
            }
            inQuotes = true;
            fieldWasQuoted = true;
            rowHasContent = true;
        } else if (c == ',') {
            endField();
            rowHasContent = true;
        } else if (c == '\r' || c == '\n') {
            if (c == '\r' && i + 1 < bytes.size() && bytes[i + 1] == '\n')
                ++i;
            if (rowHasContent || !field.isEmpty()) {
                endField();
                rows.push_back(row);
            }
            row.clear();
            rowHasContent = false;
            ++line;
        } else {
            if (fieldWasQuoted) {
                if (error)
                    *error = ReadError(ReadCode::CsvTextAfterQuote, {line});
                return std::nullopt;
            }
            field += c;
            rowHasContent = true;
        }
    }
    if (inQuotes) {
        if (error)
            *error = ReadError(ReadCode::CsvQuoteNotClosed, {line});
        return std::nullopt;
    }
    if (rowHasContent || !field.isEmpty()) {
        endField();
        rows.push_back(row);
    }
    return rows;
}

std::optional<CsvMatrix> readCsv(const QByteArray& bytes, bool hasRowLabels, bool hasColumnLabels,
                                 ReadError* error)
{
    std::optional<std::vector<QStringList>> rows = parseCsv(bytes, error);
    if (!rows)
        return std::nullopt;
    CsvMatrix table;
    std::size_t first = 0;
    if (hasColumnLabels) {
        if (rows->empty()) {
            if (error)
                *error = ReadError(ReadCode::CsvHeaderMissing);
            return std::nullopt;
        }
        table.columnLabels = rows->front();
        if (hasRowLabels)
            table.columnLabels.removeFirst();
        first = 1;
    }
    const int offset = hasRowLabels ? 1 : 0;
    const Eigen::Index rowCount = Eigen::Index(rows->size() - first);
    const Eigen::Index columnCount = rowCount > 0 ? Eigen::Index((*rows)[first].size() - offset)
                                                  : Eigen::Index(table.columnLabels.size());
    if (hasColumnLabels && columnCount != table.columnLabels.size()) {
        if (error)
            *error = ReadError(ReadCode::CsvLabelCount, {table.columnLabels.size(), columnCount});
        return std::nullopt;
    }
    table.values.resize(rowCount, columnCount);
    for (Eigen::Index r = 0; r < rowCount; ++r) {
        const QStringList& fields = (*rows)[first + std::size_t(r)];
        const int lineNumber = int(first + std::size_t(r)) + 1;
        if (fields.size() - offset != columnCount) {
            if (error)
                *error = ReadError(ReadCode::CsvValueCount,
                                   {lineNumber, fields.size() - offset, columnCount});
            return std::nullopt;
        }
        if (hasRowLabels)
            table.rowLabels.append(fields.front());
        for (Eigen::Index c = 0; c < columnCount; ++c) {
            float value = 0;
            if (!parseFloatField(fields[int(c) + offset], &value)) {
                if (error)
                    *error = ReadError(ReadCode::CsvNotFinite,
                                       {lineNumber, c + offset + 1, fields[int(c) + offset]});
                return std::nullopt;
            }
            table.values(r, c) = value;
        }
    }
    return table;
}

} // namespace ae
