#include "ui/export/matrix_export.h"

#include "core/io/atomic_file.h"
#include "core/io/csv.h"
#include "core/io/npy.h"
#include "core/io/trace_matrix.h"
#include "ui/document/engine_error_text.h"

#include <QCoreApplication>

namespace ae {

namespace {

class MatrixExportText
{
    Q_DECLARE_TR_FUNCTIONS(ae::MatrixExport)
};

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

} // namespace

QVector<MatrixExport::Stage> MatrixExport::allStages()
{
    return {Stage::Weights, Stage::Scores, Stage::Queries,
            Stage::Keys,    Stage::Values, Stage::HeadOutput,
            Stage::Concat,  Stage::Output, Stage::PositionalEncoding};
}

QString MatrixExport::stageKey(Stage stage)
{
    switch (stage) {
    case Stage::Weights:
        return QStringLiteral("weights");
    case Stage::Scores:
        return QStringLiteral("scores");
    case Stage::Queries:
        return QStringLiteral("queries");
    case Stage::Keys:
        return QStringLiteral("keys");
    case Stage::Values:
        return QStringLiteral("values");
    case Stage::HeadOutput:
        return QStringLiteral("head_output");
    case Stage::Concat:
        return QStringLiteral("concat");
    case Stage::Output:
        return QStringLiteral("output");
    case Stage::PositionalEncoding:
        return QStringLiteral("positional_encoding");
    }
    return {};
}

QString MatrixExport::stageName(Stage stage)
{
    switch (stage) {
    case Stage::Weights:
        return MatrixExportText::tr("Attention weights (n × m)");
    case Stage::Scores:
        return MatrixExportText::tr("Scores before softmax (n × m)");
    case Stage::Queries:
        return MatrixExportText::tr("Queries Q of a head");
    case Stage::Keys:
        return MatrixExportText::tr("Keys K of a head");
    case Stage::Values:
        return MatrixExportText::tr("Values V of a head");
    case Stage::HeadOutput:
        return MatrixExportText::tr("Output of a head");
    case Stage::Concat:
        return MatrixExportText::tr("Heads concatenated");
    case Stage::Output:
        return MatrixExportText::tr("Output (after W_o)");
    case Stage::PositionalEncoding:
        return MatrixExportText::tr("Positional encoding P");
    }
    return {};
}

bool MatrixExport::isPerHead(Stage stage)
{
    return isPerHeadTraceStage(stageKey(stage));
}

std::optional<CsvMatrix> MatrixExport::select(const SpecRun& run, Stage stage, int batch, int head,
                                              QString* error)
{
    SpecError problem;
    std::optional<CsvMatrix> table = selectTraceMatrix(run, stageKey(stage), batch, head, &problem);
    if (!table)
        fail(error, translatedSpecErrorMessage(problem));
    return table;
}

bool MatrixExport::write(const SpecRun& run, Stage stage, int batch, int head, Format format,
                         const QString& path, QString* error)
{
    const std::optional<CsvMatrix> table = select(run, stage, batch, head, error);
    if (!table)
        return false;
    const QByteArray bytes = format == Format::Npy ? npyBytesOf(*table) : writeCsv(*table);
    return writeFileAtomically(path, bytes, error);
}

} // namespace ae
