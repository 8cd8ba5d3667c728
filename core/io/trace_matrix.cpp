#include "core/io/trace_matrix.h"

namespace ae {

namespace {

std::optional<CsvMatrix> fail(SpecError* error, const char* field, ReadError message)
{
    if (error)
        *error = SpecError(field, std::move(message));
    return std::nullopt;
}

QStringList numbered(Eigen::Index count)
{
    QStringList labels;
    for (Eigen::Index i = 0; i < count; ++i)
        labels.append(QString::number(i));
    return labels;
}

// The tokens of batch item `batch`, or an empty list when there are none.
QStringList labelsOf(const std::vector<Tokens>& perItem, int batch)
{
    QStringList labels;
    if (std::size_t(batch) < perItem.size())
        for (const std::string& token : perItem[std::size_t(batch)])
            labels.append(QString::fromStdString(token));
    return labels;
}

} // namespace

QStringList traceMatrixStages()
{
    return {QStringLiteral("weights"),
            QStringLiteral("scores"),
            QStringLiteral("dropped_weights"),
            QStringLiteral("queries"),
            QStringLiteral("keys"),
            QStringLiteral("values"),
            QStringLiteral("head_output"),
            QStringLiteral("concat"),
            QStringLiteral("output"),
            QStringLiteral("positional_encoding"),
            QStringLiteral("key_positional_encoding")};
}

bool isPerHeadTraceStage(const QString& stage)
{
    static const QStringList perHead = {
        QStringLiteral("weights"),    QStringLiteral("scores"), QStringLiteral("dropped_weights"),
        QStringLiteral("queries"),    QStringLiteral("keys"),   QStringLiteral("values"),
        QStringLiteral("head_output")};
    return perHead.contains(stage);
}

namespace {

// The matrix of `stage` in `trace` (float or double), read in place, and how
// it is labelled; nullopt with *error when the stage is absent or an index is
// out of range.
struct Selected
{
    bool keyRows = false;
    bool keyColumns = false;
    bool positional = false;
};

template <typename Scalar>
std::optional<MatrixRefT<Scalar>> pick(const AttentionTraceT<Scalar>& trace, const QString& stage,
                                       int batch, int head, Selected* how, SpecError* error)
{
    if (stage.endsWith(QLatin1String("positional_encoding"))) {
        const bool keys = stage.startsWith(QLatin1String("key_"));
        const MatrixT<Scalar>& values =
            keys ? trace.keyPositionalEncoding : trace.positionalEncoding;
        if (values.size() == 0) {
            fail(error, "stage",
                 keys ? ReadError(ReadCode::TraceNoKeyPositions)
                      : ReadError(ReadCode::TraceNoPositions));
            return std::nullopt;
        }
        how->positional = true;
        return values;
    }
    if (batch < 0 || batch >= int(trace.batch.size())) {
        fail(error, "batch",
             // Batch items and heads as the window and the CLI count them: from 1.
             ReadError(ReadCode::TraceNoBatchItem,
                       {batch + 1, trace.batch.size(), trace.batch.size()}));
        return std::nullopt;
    }
    const BatchItemTraceT<Scalar>& item = trace.batch[std::size_t(batch)];
    if (!isPerHeadTraceStage(stage))
        return stage == QLatin1String("concat") ? item.concat : item.output;
    if (head < 0 || head >= int(item.heads.size())) {
        fail(error, "head",
             ReadError(ReadCode::TraceNoHead, {head + 1, item.heads.size(), item.heads.size()}));
        return std::nullopt;
    }
    const HeadTraceT<Scalar>& h = item.heads[std::size_t(head)];
    if (stage == QLatin1String("dropped_weights") && h.droppedWeights.size() == 0) {
        fail(error, "stage", ReadError(ReadCode::TraceNoDropout));
        return std::nullopt;
    }
    how->keyRows = stage == QLatin1String("keys") || stage == QLatin1String("values");
    how->keyColumns = stage == QLatin1String("scores") || stage == QLatin1String("weights") ||
                      stage == QLatin1String("dropped_weights");
    if (stage == QLatin1String("queries"))
        return item.headQueries(head);
    if (stage == QLatin1String("keys"))
        return item.headKeys(head);
    if (stage == QLatin1String("values"))
        return item.headValues(head);
    if (stage == QLatin1String("scores"))
        return h.scores;
    if (stage == QLatin1String("weights"))
        return h.weights;
    if (stage == QLatin1String("dropped_weights"))
        return h.droppedWeights;
    return item.headOutput(head);
}

} // namespace

std::optional<CsvMatrix> selectTraceMatrix(const SpecRun& run, const QString& stage, int batch,
                                           int head, SpecError* error)
{
    if (!traceMatrixStages().contains(stage))
        return fail(error, "stage",
                    ReadError(ReadCode::TraceStage,
                              {traceMatrixStages().join(QStringLiteral(", ")), stage}));
    Selected how;
    const std::optional<MatrixRef> values = pick(run.trace, stage, batch, head, &how, error);
    if (!values)
        return std::nullopt;
    CsvMatrix table;
    table.values = *values;
    if (run.isFloat64()) {
        Selected same;
        const std::optional<MatrixRefD> precise =
            pick(run.preciseTrace, stage, batch, head, &same, error);
        if (!precise)
            return std::nullopt;
        table.preciseValues = *precise;
    }
    if (how.positional) {
        table.rowLabels = numbered(table.values.rows());
        table.columnLabels = numbered(table.values.cols());
        return table;
    }
    const QStringList tokens = labelsOf(run.prepared.tokens, batch);
    QStringList keyTokens = labelsOf(run.prepared.keyTokens, batch);
    if (keyTokens.isEmpty())
        keyTokens = tokens;
    // Labels only where they fit the matrix (runs made without tokens get indices).
    const QStringList rows = how.keyRows ? keyTokens : tokens;
    table.rowLabels = rows.size() == table.values.rows() ? rows : numbered(table.values.rows());
    table.columnLabels = how.keyColumns && keyTokens.size() == table.values.cols()
                             ? keyTokens
                             : numbered(table.values.cols());
    return table;
}

QByteArray npyBytesOf(const CsvMatrix& table)
{
    return table.preciseValues.size() != 0 ? encodeNpy(table.preciseValues)
                                           : encodeNpy(NpyArray::fromMatrix(table.values));
}

} // namespace ae
