#include "app/cli/export_matrix_command.h"

#include "app/cli/cli_support.h"
#include "core/io/atomic_file.h"
#include "core/io/csv.h"
#include "core/io/npy.h"
#include "core/io/spec_runner.h"
#include "core/io/trace_matrix.h"

#include <QCommandLineParser>
#include <QIODevice>

namespace ae::cli {

QString ExportMatrixCommand::name() const
{
    return QStringLiteral("export-matrix");
}

QString ExportMatrixCommand::summary() const
{
    return tr("compute a spec and write one matrix of the trace as CSV or NumPy .npy");
}

QStringList ExportMatrixCommand::stageNames()
{
    return traceMatrixStages();
}

QString ExportMatrixCommand::help() const
{
    return tr("Usage: attention-explorer-cli export-matrix SPEC.json --stage STAGE [--batch B] "
              "[--head H] [--format csv|npy] [-o FILE] [--no-labels] [--max-memory SIZE]\n"
              "  Computes the spec (SPEC \"-\" reads standard input) and writes one matrix.\n"
              "  --stage STAGE        one of: %1\n"
              "                       per head: weights, scores, dropped_weights (with dropout),\n"
              "                       queries, keys, values, head_output; per batch item: concat,\n"
              "                       output; per pass: positional_encoding, "
              "key_positional_encoding\n"
              "  --batch B            batch item, from 1 (default 1)\n"
              "  --head H             head, from 1, as the figures' titles (default 1)\n"
              "  --format csv|npy     CSV with token labels, or NumPy .npy (float32, float64 for\n"
              "                       a \"precision\": \"float64\" spec; default: from\n"
              "                       the -o file extension, else csv)\n"
              "  -o, --output FILE    write to FILE (replaced only when complete); CSV goes to\n"
              "                       standard output without -o, npy needs -o\n"
              "  --no-labels          CSV without the label row and column\n"
              "  --max-memory SIZE    refuse a pass whose trace would exceed SIZE (e.g. 512M, 2G)\n"
              "  -h, --help           show this help\n")
        .arg(stageNames().join(QStringLiteral(", ")));
}

int ExportMatrixCommand::run(const QStringList& arguments, CliStreams& streams)
{
    QCommandLineParser parser;
    const QCommandLineOption stageOption(QStringLiteral("stage"), tr("stage"),
                                         QStringLiteral("STAGE"));
    const QCommandLineOption batchOption(QStringLiteral("batch"), tr("batch item"),
                                         QStringLiteral("B"), QStringLiteral("1"));
    const QCommandLineOption headOption(QStringLiteral("head"), tr("head"), QStringLiteral("H"),
                                        QStringLiteral("1"));
    const QCommandLineOption formatOption(QStringLiteral("format"), tr("format"),
                                          QStringLiteral("FORMAT"));
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")},
                                          tr("output file"), QStringLiteral("FILE"));
    const QCommandLineOption noLabelsOption(QStringLiteral("no-labels"), tr("no labels"));
    const QCommandLineOption memoryOption(QStringLiteral("max-memory"), tr("trace size limit"),
                                          QStringLiteral("SIZE"));
    parser.addOptions({stageOption, batchOption, headOption, formatOption, outputOption,
                       noLabelsOption, memoryOption});
    const QString seeHelp = tr("see 'attention-explorer-cli export-matrix --help'");
    if (const std::optional<int> exitCode =
            parseCommand(parser, *this, arguments, streams, seeHelp))
        return *exitCode;
    if (!expectArgumentCount(
            parser, 1, tr("export-matrix takes one SPEC.json argument; ") + seeHelp, streams.err))
        return ExitUsageError;
    const QString stage = parser.value(stageOption);
    if (!stageNames().contains(stage)) {
        reportError(streams.err, QStringLiteral("--stage"),
                    tr("expected one of %1, found '%2'")
                        .arg(stageNames().join(QStringLiteral(", ")), stage));
        return ExitUsageError;
    }
    int batch = 0, head = 0;
    if (!readIndexOptions(parser, {{batchOption, &batch, 1}, {headOption, &head, 1}},
                          tr("expected a whole number ≥ %2, found '%1'"), streams.err))
        return ExitUsageError;
    const QString outputPath = parser.value(outputOption);
    QString format = parser.value(formatOption).toLower();
    if (format.isEmpty())
        format = outputPath.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive)
                     ? QStringLiteral("npy")
                     : QStringLiteral("csv");
    if (format != QLatin1String("csv") && format != QLatin1String("npy")) {
        reportError(streams.err, QStringLiteral("--format"),
                    tr("expected csv or npy, found '%1'").arg(parser.value(formatOption)));
        return ExitUsageError;
    }
    if (format == QLatin1String("npy") && outputPath.isEmpty()) {
        reportError(streams.err, QStringLiteral("--output"),
                    tr("npy is binary: give an output file with -o FILE"));
        return ExitUsageError;
    }
    EngineLimits limits = EngineLimits::defaults();
    if (!readMaxMemory(parser, memoryOption, &limits, streams.err))
        return ExitUsageError;

    int exitCode = ExitSuccess;
    const std::optional<SpecRun> run =
        computeSpec(parser.positionalArguments().constFirst(), limits, streams, &exitCode);
    if (!run)
        return exitCode;
    SpecError problem;
    const std::optional<CsvMatrix> selected = selectTraceMatrix(*run, stage, batch, head, &problem);
    if (!selected) {
        reportError(streams.err, QStringLiteral("--") + QString::fromStdString(problem.field),
                    QString::fromStdString(problem.message));
        return ExitUsageError;
    }

    QByteArray bytes;
    if (format == QLatin1String("npy")) {
        bytes = npyBytesOf(*selected);
    } else {
        CsvMatrix table = *selected;
        if (parser.isSet(noLabelsOption)) {
            table.rowLabels.clear();
            table.columnLabels.clear();
        }
        bytes = writeCsv(table);
    }
    if (outputPath.isEmpty()) {
        streams.out.write(bytes);
        return ExitSuccess;
    }
    QString error;
    if (!writeFileAtomically(outputPath, bytes, &error)) {
        reportError(streams.err, QString(), error);
        return ExitIoError;
    }
    return ExitSuccess;
}

} // namespace ae::cli
