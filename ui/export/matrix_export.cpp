#include "ui/export/matrix_export.h"

#include "core/io/atomic_file.h"
#include "core/io/csv.h"
#include "core/io/npy.h"

#include <QCoreApplication>

namespace ae {

namespace {

class MatrixExportText
{
    Q_DECLARE_TR_FUNCTIONS(ae::MatrixExport)
};

QStringList labels(const Tokens& tokens)
{
    QStringList list;
    for (const std::string& token : tokens)
        list.append(QString::fromStdString(token));
    return list;
}

QStringList numbered(Eigen::Index count)
{
    QStringList list;
    for (Eigen::Index i = 0; i < count; ++i)
        list.append(QString::number(i));
    return list;
}

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
    return stage == Stage::Weights || stage == Stage::Scores || stage == Stage::Queries ||
           stage == Stage::Keys || stage == Stage::Values || stage == Stage::HeadOutput;
}

std::optional<CsvMatrix> MatrixExport::select(const SpecRun& run, Stage stage, int batch, int head,
                                              QString* error)
{
    const AttentionTrace& trace = run.trace;
    CsvMatrix table;
    if (stage == Stage::PositionalEncoding) {
        if (trace.positionalEncoding.size() == 0) {
            fail(error, MatrixExportText::tr("this session adds no positional encoding"));
            return std::nullopt;
        }
        table.values = trace.positionalEncoding;
        table.rowLabels = numbered(table.values.rows());
        table.columnLabels = numbered(table.values.cols());
        return table;
    }
    if (batch < 0 || batch >= int(trace.batch.size())) {
        fail(error, MatrixExportText::tr("batch item %1 does not exist (0..%2)")
                        .arg(batch)
                        .arg(int(trace.batch.size()) - 1));
        return std::nullopt;
    }
    const BatchItemTrace& item = trace.batch[std::size_t(batch)];
    if (isPerHead(stage) && (head < 0 || head >= int(item.heads.size()))) {
        fail(error, MatrixExportText::tr("head %1 does not exist (0..%2)")
                        .arg(head)
                        .arg(int(item.heads.size()) - 1));
        return std::nullopt;
    }
    const QStringList tokens = std::size_t(batch) < run.prepared.tokens.size()
                                   ? labels(run.prepared.tokens[std::size_t(batch)])
                                   : QStringList();
    const QStringList keyTokens = std::size_t(batch) < run.prepared.keyTokens.size()
                                      ? labels(run.prepared.keyTokens[std::size_t(batch)])
                                      : tokens;
    bool keyRows = false;
    bool keyColumns = false;
    if (isPerHead(stage)) {
        const HeadTrace& h = item.heads[std::size_t(head)];
        switch (stage) {
        case Stage::Weights:
            table.values = h.weights;
            keyColumns = true;
            break;
        case Stage::Scores:
            table.values = h.scores;
            keyColumns = true;
            break;
        case Stage::Queries:
            table.values = h.queries;
            break;
        case Stage::Keys:
            table.values = h.keys;
            keyRows = true;
            break;
        case Stage::Values:
            table.values = h.values;
            keyRows = true;
            break;
        default:
            table.values = h.output;
            break;
        }
    } else {
        table.values = stage == Stage::Concat ? item.concat : item.output;
    }
    const QStringList rows = keyRows ? keyTokens : tokens;
    table.rowLabels = rows.size() == table.values.rows() ? rows : numbered(table.values.rows());
    table.columnLabels = keyColumns && keyTokens.size() == table.values.cols()
                             ? keyTokens
                             : numbered(table.values.cols());
    return table;
}

bool MatrixExport::write(const SpecRun& run, Stage stage, int batch, int head, Format format,
                         const QString& path, QString* error)
{
    const std::optional<CsvMatrix> table = select(run, stage, batch, head, error);
    if (!table)
        return false;
    const QByteArray bytes =
        format == Format::Npy ? encodeNpy(NpyArray::fromMatrix(table->values)) : writeCsv(*table);
    return writeFileAtomically(path, bytes, error);
}

} // namespace ae
