#pragma once
// One matrix of a computed run, picked by its stable stage name, with token
// labels: what the CLI's export-matrix and the GUI's Export Matrix / Export
// All write (as CSV or .npy).

#include "core/io/csv.h"
#include "core/io/npy.h"
#include "core/io/spec_runner.h"

#include <QStringList>

#include <optional>

namespace ae {

// Every stage name, in the CLI's order: per head weights, scores,
// dropped_weights, queries, keys, values, head_output; per batch item concat,
// output; per pass positional_encoding, key_positional_encoding.
QStringList traceMatrixStages();
bool isPerHeadTraceStage(const QString& stage);

// The matrix of `stage` for batch item `batch` and head `head` (0-based; head
// is ignored for other stages). Rows are labelled with the query tokens (key
// tokens for keys and values), the columns of n×m matrices with the key
// tokens, everything else by index. nullopt with *error when the stage name is
// unknown or absent from this run, or an index is out of range; error->field
// is "stage", "batch" or "head".
// For a float64 run the table also carries the matrix in double
// (preciseValues), which writeCsv and npyOf write.
std::optional<CsvMatrix> selectTraceMatrix(const SpecRun& run, const QString& stage, int batch,
                                           int head, SpecError* error);

// The .npy file of a selected matrix: '<f8' from preciseValues when the run
// was float64, '<f4' otherwise.
QByteArray npyBytesOf(const CsvMatrix& table);

} // namespace ae
