#pragma once
// One matrix of a computed trace as CSV (token labels on the rows and, for
// n×m matrices, the columns) or NumPy .npy (float32; float64 and 17-digit CSV
// for a "precision": "float64" run), written atomically with
// the io layer's writers (writeCsv / encodeNpy, the same as the CLI's
// export-matrix), so the numbers read back exactly as the engine made them.

#include "core/io/csv.h"
#include "ui/document/attention_run.h"

#include <QString>
#include <QStringList>

#include <optional>

namespace ae {

class MatrixExport
{
public:
    enum class Stage
    {
        Weights,
        Scores,
        Queries,
        Keys,
        Values,
        HeadOutput,
        Concat,
        Output,
        PositionalEncoding
    };
    enum class Format
    {
        Csv,
        Npy
    };

    // Every stage, in menu order; stable key ("weights", as the CLI names it)
    // and translated name.
    static QVector<Stage> allStages();
    static QString stageKey(Stage stage);
    static QString stageName(Stage stage);
    // Keys name the stages of selectTraceMatrix (core/io/trace_matrix.h).
    static bool isPerHead(Stage stage);

    // The matrix with its labels; nullopt (and *error) when the stage does not
    // exist in this run (no positional encoding) or an index is out of range.
    static std::optional<CsvMatrix> select(const SpecRun& run, Stage stage, int batch, int head,
                                           QString* error);
    // Writes the selected matrix to `path`.
    static bool write(const SpecRun& run, Stage stage, int batch, int head, Format format,
                      const QString& path, QString* error);
};

} // namespace ae
