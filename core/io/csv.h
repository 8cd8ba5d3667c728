#pragma once
// Matrices as CSV (RFC 4180: comma separated, CRLF line ends, fields with a
// comma, quote or line break quoted with doubled quotes; UTF-8). Numbers are
// written in the shortest form that reads back as the same float32, and
// independently of the C locale (a German locale would write "0,5").

#include "core/io/read_error.h"
#include "core/types.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>

namespace ae {

struct CsvMatrix
{
    Matrix values;
    QStringList rowLabels;    // empty: no label column
    QStringList columnLabels; // empty: no header row
    // Empty, or the same values in double (a float64 run; values is then
    // their float rounding): writeCsv writes these, with 17 significant digits.
    MatrixD preciseValues = MatrixD();
};

// `rowLabels` (if not empty) must have values.rows() entries and
// `columnLabels` values.cols(); with both, the header row starts with an
// empty corner cell.
QByteArray writeCsv(const CsvMatrix& table);

// Splits CSV text into rows of fields (RFC 4180, LF or CRLF line ends; a
// final line break is optional). nullopt with `error` for an unterminated
// quote or text after a closing quote.
std::optional<std::vector<QStringList>> parseCsv(const QByteArray& bytes, ReadError* error);

// Reads a matrix written by writeCsv. Tells from the caller whether the first
// row / column are labels. Every other field must be a finite float32.
std::optional<CsvMatrix> readCsv(const QByteArray& bytes, bool hasRowLabels, bool hasColumnLabels,
                                 ReadError* error);

// Shortest decimal text that reads back as exactly `value` ("0.1", "1e-05").
QByteArray formatFloat(float value);
// `value` with 17 significant digits as printf's %.17g writes it (trailing
// zeros dropped: "0.10000000000000001", "0.5"), which reads back as exactly
// the same double; "nan", "inf", "-inf" like formatFloat.
QByteArray formatDouble(double value);

} // namespace ae
