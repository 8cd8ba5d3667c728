#include "app/cli/measure_command.h"

#include "app/cli/cli_support.h"
#include "core/io/atomic_file.h"
#include "core/limits.h"
#include "core/sequence_layers.h"

#include <QCommandLineParser>
#include <QIODevice>

#include <algorithm>

namespace ae::cli {

namespace {

// The measurement allocates n×n scores and d×d weights; these bounds keep a
// mistyped argument from running for hours.
constexpr int kMaxMeasuredLength = 8192;
constexpr int kMaxMeasuredWidth = 2048;

} // namespace

QString MeasureCommand::name() const
{
    return QStringLiteral("measure");
}

QString MeasureCommand::summary() const
{
    return tr("time real self-attention, recurrent and convolutional layers over n; CSV out");
}

QString MeasureCommand::help() const
{
    return tr("Usage: attention-explorer-cli measure [--lengths N,N,...] [--d D] [--k K] [--r R] "
              "[--repeats N] [-o FILE.csv]\n"
              "  Runs each layer (self-attention, recurrent tanh cell, 1-D convolution with\n"
              "  kernel k, restricted self-attention with neighbourhood r) on n random tokens of\n"
              "  width d and writes the median seconds per forward pass as CSV:\n"
              "  n,self-attention,recurrent,convolutional,restricted self-attention\n"
              "  --lengths N,N,...   sequence lengths (default 16,32,64,128,256,512; each 1..%1)\n"
              "  --d D               token width (default 64; 1..%2)\n"
              "  --k K               convolution kernel (default 3)\n"
              "  --r R               restricted-attention neighbourhood (default 9)\n"
              "  --repeats N         samples per (layer, n); the median is kept (default 5)\n"
              "  -o, --output FILE   write to FILE (replaced only when complete); default: "
              "standard output\n"
              "  -h, --help          show this help\n")
        .arg(kMaxMeasuredLength)
        .arg(kMaxMeasuredWidth);
}

int MeasureCommand::run(const QStringList& arguments, CliStreams& streams)
{
    QCommandLineParser parser;
    const QCommandLineOption lengthsOption(QStringLiteral("lengths"), tr("lengths"),
                                           QStringLiteral("N,N,..."));
    const QCommandLineOption dOption(QStringLiteral("d"), tr("width"), QStringLiteral("D"),
                                     QStringLiteral("64"));
    const QCommandLineOption kOption(QStringLiteral("k"), tr("kernel"), QStringLiteral("K"),
                                     QStringLiteral("3"));
    const QCommandLineOption rOption(QStringLiteral("r"), tr("neighbourhood"), QStringLiteral("R"),
                                     QStringLiteral("9"));
    const QCommandLineOption repeatsOption(QStringLiteral("repeats"), tr("repeats"),
                                           QStringLiteral("N"), QStringLiteral("5"));
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")},
                                          tr("output file"), QStringLiteral("FILE"));
    parser.addOptions({lengthsOption, dOption, kOption, rOption, repeatsOption, outputOption});
    const QString seeHelp = tr("see 'attention-explorer-cli measure --help'");
    if (const std::optional<int> exitCode =
            parseCommand(parser, *this, arguments, streams, seeHelp))
        return *exitCode;
    if (!expectArgumentCount(parser, 0, tr("measure takes no file argument; ") + seeHelp,
                             streams.err))
        return ExitUsageError;

    LayerTimingSettings settings;
    if (parser.isSet(lengthsOption)) {
        settings.lengths.clear();
        for (const QString& part : parser.value(lengthsOption).split(QLatin1Char(','))) {
            int n = 0;
            if (!parseBoundedInt(part, 1, kMaxMeasuredLength, &n)) {
                reportError(streams.err, QStringLiteral("--lengths"),
                            tr("expected whole numbers from 1 to %1 separated by commas, found "
                               "'%2'")
                                .arg(kMaxMeasuredLength)
                                .arg(part));
                return ExitUsageError;
            }
            settings.lengths.push_back(n);
        }
        std::sort(settings.lengths.begin(), settings.lengths.end());
    }
    struct Bounded
    {
        const QCommandLineOption& option;
        int lo, hi;
        int* target;
    };
    const Bounded bounded[] = {{dOption, 1, kMaxMeasuredWidth, &settings.d},
                               {kOption, 1, 64, &settings.k},
                               {rOption, 1, kMaxMeasuredLength, &settings.r},
                               {repeatsOption, 1, 101, &settings.repeats}};
    for (const Bounded& b : bounded) {
        if (!parseBoundedInt(parser.value(b.option), b.lo, b.hi, b.target)) {
            reportError(streams.err, QStringLiteral("--") + b.option.names().constFirst(),
                        tr("expected a whole number from %1 to %2, found '%3'")
                            .arg(b.lo)
                            .arg(b.hi)
                            .arg(parser.value(b.option)));
            return ExitUsageError;
        }
    }

    const LayerTimings timings = measureLayers(settings);
    const QByteArray csv = QByteArray::fromStdString(formatTimingsCsv(timings));
    const QString outputPath = parser.value(outputOption);
    if (outputPath.isEmpty()) {
        streams.out.write(csv);
        return ExitSuccess;
    }
    QString error;
    if (!writeFileAtomically(outputPath, csv, &error)) {
        reportError(streams.err, outputPath, error);
        return ExitIoError;
    }
    return ExitSuccess;
}

} // namespace ae::cli
