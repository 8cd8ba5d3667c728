#include "app/cli/compute_command.h"

#include "app/cli/cli_support.h"
#include "core/io/atomic_file.h"
#include "core/io/result_writer.h"
#include "core/io/spec_runner.h"

#include <QCommandLineParser>
#include <QIODevice>

namespace ae::cli {

QString ComputeCommand::name() const
{
    return QStringLiteral("compute");
}

QString ComputeCommand::summary() const
{
    return tr("compute a spec and write the result JSON (every stage of the pass)");
}

QString ComputeCommand::help() const
{
    return tr("Usage: attention-explorer-cli compute SPEC.json [-o RESULT.json] "
              "[--max-memory SIZE] [--compact]\n"
              "  Reads the spec (\"attention-explorer/spec@1\"; SPEC \"-\" reads standard input),\n"
              "  runs the attention forward pass and writes the result\n"
              "  (\"attention-explorer/result@1\") to standard output or to RESULT.json.\n"
              "  -o, --output FILE    write the result to FILE (replaced only when complete)\n"
              "  --max-memory SIZE    refuse a pass whose trace would hold more than SIZE bytes\n"
              "                       (e.g. 512M, 2G; default 2G)\n"
              "  --compact            write the JSON without indentation\n"
              "  -h, --help           show this help\n");
}

int ComputeCommand::run(const QStringList& arguments, CliStreams& streams)
{
    QCommandLineParser parser;
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")},
                                          tr("result file"), QStringLiteral("FILE"));
    const QCommandLineOption memoryOption(QStringLiteral("max-memory"), tr("trace size limit"),
                                          QStringLiteral("SIZE"));
    const QCommandLineOption compactOption(QStringLiteral("compact"), tr("no indentation"));
    parser.addOptions({outputOption, memoryOption, compactOption});
    if (const std::optional<int> exitCode = parseCommand(
            parser, *this, arguments, streams, tr("see 'attention-explorer-cli compute --help'")))
        return *exitCode;
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        reportError(streams.err, QString(),
                    positional.isEmpty()
                        ? tr("compute needs a SPEC.json argument (\"-\" for standard input)")
                        : tr("compute takes one SPEC.json, found %1 arguments: %2")
                              .arg(positional.size())
                              .arg(positional.join(QLatin1Char(' '))));
        return ExitUsageError;
    }
    EngineLimits limits = EngineLimits::defaults();
    if (!readMaxMemory(parser, memoryOption, &limits, streams.err))
        return ExitUsageError;
    const QString outputPath = parser.value(outputOption);
    if (parser.isSet(outputOption) && outputPath.isEmpty()) {
        reportError(streams.err, QStringLiteral("--output"), tr("the file name is empty"));
        return ExitUsageError;
    }

    int exitCode = ExitSuccess;
    const std::optional<SpecRun> run = computeSpec(positional.front(), limits, streams, &exitCode);
    if (!run)
        return exitCode;
    const SpecRun& result = *run;
    const JsonStyle style = parser.isSet(compactOption) ? JsonStyle::Compact : JsonStyle::Indented;
    QString error;
    if (outputPath.isEmpty()) {
        if (!writeResultJson(streams.out, result, style, &error)) {
            reportError(streams.err, tr("(stdout)"), error);
            return ExitIoError;
        }
        return ExitSuccess;
    }
    const bool written = writeFileAtomically(
        outputPath,
        [&](QIODevice& file, QString* writeError) {
            return writeResultJson(file, result, style, writeError);
        },
        &error);
    if (!written) {
        reportError(streams.err, QString(), error); // the message names the file
        return ExitIoError;
    }
    return ExitSuccess;
}

} // namespace ae::cli
