#include "app/cli/export_command.h"

#include "app/cli/cli_support.h"
#include "app/cli/figure_output_options.h"
#include "core/io/spec_runner.h"
#include "core/scoring.h"
#include "ui/figures/figure_views.h"
#include "ui/i18n/language_manager.h"
#include "ui/views/color_map_id.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIODevice>

#include <cstring>

namespace ae::cli {

namespace {

struct CompareMaskName
{
    const char* name;
    ComparisonMask choice;
};

constexpr CompareMaskName kCompareMasks[] = {{"same", ComparisonMask::SameAsA},
                                             {"none", ComparisonMask::None},
                                             {"causal", ComparisonMask::Causal},
                                             {"window-1", ComparisonMask::Window1}};

QStringList compareMaskNames()
{
    QStringList names;
    for (const CompareMaskName& mask : kCompareMasks)
        names.append(QLatin1String(mask.name));
    return names;
}

QStringList scoringNames()
{
    QStringList names;
    for (const ScoringTypeInfo& info : scoringTypes())
        names.append(QLatin1String(info.name));
    return names;
}

} // namespace

QString ExportCommand::name() const
{
    return QStringLiteral("export");
}

QString ExportCommand::summary() const
{
    return tr("compute a spec and save one of the app's figures as PNG, SVG or PDF (no display "
              "needed)");
}

QString ExportCommand::help() const
{
    return tr("Usage: attention-explorer-cli export SPEC.json --view NAME [--format png|svg|pdf] "
              "[--size WxH | --preset PRESET] [--dpi N] [--head H] [--batch B] [--query Q] "
              "[--compare-scoring NAME] [--compare-mask MASK] [--lang zh_CN] -o FILE\n"
              "       attention-explorer-cli export --list-views\n"
              "  Computes the spec (SPEC \"-\" reads standard input) and draws the same figure as "
              "the window, off screen.\n"
              "  --view NAME          the figure (--list-views lists the names)\n") +
           FigureOutputOptions::helpText() +
           tr("  --colormap NAME      colour map of the weights: viridis, cividis, magma or greys "
              "(default viridis);\n"
              "                       scores, P and differences stay diverging, centred on 0\n") +
           tr("  --head H             head, from 0, for head, distribution, compare and step-N "
              "(default 0)\n"
              "  --batch B            batch item, from 0 (default 0)\n"
              "  --query Q            query row, from 0, for distribution (default 0)\n"
              "  --compare-scoring S  compare: configuration B's scoring function, one of %1\n"
              "                       (default additive, as the Compare tab starts)\n"
              "  --compare-mask MASK  compare: configuration B's mask, one of %2 (default same: "
              "A's mask)\n"
              "  --list-views         list the figure names and what they show\n"
              "  -h, --help           show this help\n")
               .arg(scoringNames().join(QStringLiteral(", ")),
                    compareMaskNames().join(QStringLiteral(", ")));
}

int ExportCommand::run(const QStringList& arguments, CliStreams& streams)
{
    QCommandLineParser parser;
    const QCommandLineOption viewOption(QStringLiteral("view"), tr("figure"),
                                        QStringLiteral("NAME"));
    const QCommandLineOption headOption(QStringLiteral("head"), tr("head"), QStringLiteral("H"),
                                        QStringLiteral("0"));
    const QCommandLineOption batchOption(QStringLiteral("batch"), tr("batch item"),
                                         QStringLiteral("B"), QStringLiteral("0"));
    const QCommandLineOption queryOption(QStringLiteral("query"), tr("query"), QStringLiteral("Q"),
                                         QStringLiteral("0"));
    const QCommandLineOption compareScoringOption(QStringLiteral("compare-scoring"),
                                                  tr("scoring of configuration B"),
                                                  QStringLiteral("NAME"));
    const QCommandLineOption compareMaskOption(
        QStringLiteral("compare-mask"), tr("mask of configuration B"), QStringLiteral("MASK"));
    const QCommandLineOption listOption(QStringLiteral("list-views"), tr("list the views"));
    const QCommandLineOption colorMapOption(QStringLiteral("colormap"),
                                            tr("colour map of the weights"), QStringLiteral("NAME"),
                                            QStringLiteral("viridis"));
    FigureOutputOptions output;
    output.addTo(parser);
    parser.addOptions({viewOption, headOption, batchOption, queryOption, compareScoringOption,
                       compareMaskOption, listOption, colorMapOption});
    const QString seeHelp = tr("see 'attention-explorer-cli export --help'");
    if (const std::optional<int> exitCode =
            parseCommand(parser, *this, arguments, streams, seeHelp))
        return *exitCode;
    if (!qobject_cast<QApplication*>(QCoreApplication::instance())) {
        reportError(streams.err, QString(),
                    tr("export draws widgets and needs a QApplication (this build has none)"));
        return ExitUsageError;
    }
    LanguageManager languages;
    if (!output.applyLanguage(parser, languages, streams.err))
        return ExitUsageError;
    if (parser.isSet(listOption)) {
        QString text;
        for (const FigureView& view : FigureViews::all())
            text += QStringLiteral("%1  %2\n").arg(view.name, -20).arg(view.description);
        streams.out.write(text.toUtf8());
        return ExitSuccess;
    }

    if (!expectArgumentCount(parser, 1, tr("export takes one SPEC.json argument; ") + seeHelp,
                             streams.err))
        return ExitUsageError;
    const QString view = parser.value(viewOption);
    if (view.isEmpty()) {
        reportError(streams.err, QStringLiteral("--view"),
                    tr("give a figure name; --list-views lists them"));
        return ExitUsageError;
    }
    if (!FigureViews::contains(view)) {
        reportError(streams.err, QStringLiteral("--view"),
                    tr("unknown view '%1'; --list-views lists the names").arg(view));
        return ExitUsageError;
    }
    if (!output.read(parser, streams.err))
        return ExitUsageError;
    FigureViewOptions options;
    if (!readIndexOptions(parser,
                          {{headOption, &options.head},
                           {batchOption, &options.batch},
                           {queryOption, &options.query}},
                          tr("expected an index ≥ 0, found '%1'"), streams.err))
        return ExitUsageError;
    if (parser.isSet(compareScoringOption) &&
        !scoringTypeFromName(parser.value(compareScoringOption).toStdString(),
                             &options.compareScoring)) {
        reportError(streams.err, QStringLiteral("--compare-scoring"),
                    tr("expected one of %1, found '%2'")
                        .arg(scoringNames().join(QStringLiteral(", ")),
                             parser.value(compareScoringOption)));
        return ExitUsageError;
    }
    if (parser.isSet(compareMaskOption)) {
        const int index = int(compareMaskNames().indexOf(parser.value(compareMaskOption)));
        if (index < 0) {
            reportError(streams.err, QStringLiteral("--compare-mask"),
                        tr("expected one of %1, found '%2'")
                            .arg(compareMaskNames().join(QStringLiteral(", ")),
                                 parser.value(compareMaskOption)));
            return ExitUsageError;
        }
        options.compareMask = kCompareMasks[index].choice;
    }

    // The View ▸ Colour Map choices; the diverging map is for signed values only.
    const std::optional<ColorMapId> colorMapChoice = colorMapFromKey(parser.value(colorMapOption));
    if (!colorMapChoice || *colorMapChoice == ColorMapId::Diverging) {
        reportError(streams.err, QStringLiteral("--colormap"),
                    tr("expected one of viridis, cividis, magma, greys, found '%1'")
                        .arg(parser.value(colorMapOption)));
        return ExitUsageError;
    }
    options.colorMap = *colorMapChoice;

    int exitCode = ExitSuccess;
    // options.spec: configuration A of "compare".
    std::optional<SpecRun> computed =
        computeSpec(parser.positionalArguments().constFirst(), EngineLimits::defaults(), streams,
                    &exitCode, &options.spec);
    if (!computed)
        return exitCode;
    const RunPtr run = std::make_shared<const SpecRun>(std::move(*computed));
    // Options that do not fit the run (--head beyond the heads…) are usage errors.
    if (const QString problem = FigureViews::checkOptions(view, run, options); !problem.isEmpty()) {
        reportError(streams.err, QString(), problem);
        return ExitUsageError;
    }
    QString error;
    if (!FigureViews::exportView(view, run, options, output.path, output.format, output.size,
                                 output.dpi, &error)) {
        reportError(streams.err, QStringLiteral("--output"), error);
        return ExitIoError;
    }
    return ExitSuccess;
}

std::unique_ptr<QCoreApplication> ExportCommand::createApplication(int& argc, char** argv)
{
    // "import" draws too (--view); its summary and --matrix need no more than this.
    if (argc > 1 && (std::strcmp(argv[1], "export") == 0 || std::strcmp(argv[1], "import") == 0)) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        return std::make_unique<QApplication>(argc, argv);
    }
    return std::make_unique<QCoreApplication>(argc, argv);
}

} // namespace ae::cli
