#include "app/cli/export_command.h"

#include "app/cli/cli_support.h"
#include "app/cli/figure_output_options.h"
#include "core/io/spec_runner.h"
#include "core/scoring.h"
#include "ui/document/model_document.h"
#include "ui/figures/figure_views.h"
#include "ui/figures/model_figures.h"
#include "ui/i18n/language_manager.h"
#include "ui/views/color_map_id.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIODevice>

#include <cstring>
#include <optional>

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

// Opens the model folder, runs the text as the Model tab does
// (ModelDocument, waited for) and saves the figure `view` of that run.
// Without a text, the folder's own question (a trained model's notes) and,
// unless `generate` is given, its continuation: what the Model tab runs
// when the folder opens.
int exportModelFigure(const QString& folder, std::optional<QString> text,
                      std::optional<int> generate, const QString& view,
                      const ModelFigureOptions& options, const FigureOutputOptions& output,
                      CliStreams& streams)
{
    if (!QFileInfo(folder).isDir()) {
        reportError(streams.err, QStringLiteral("--model"),
                    ExportCommand::tr("no such folder: %1").arg(folder));
        return ExitIoError;
    }
    if (text && text->trimmed().isEmpty()) {
        reportError(streams.err, QStringLiteral("--text"),
                    ExportCommand::tr("give the text the model reads"));
        return ExitUsageError;
    }
    ModelDocument document;
    QString failure;
    QObject::connect(&document, &ModelDocument::openFailed,
                     [&failure](const QString& message) { failure = message; });
    QObject::connect(&document, &ModelDocument::runFailed,
                     [&failure](const QString& message) { failure = message; });
    document.open(folder);
    document.waitForIdle();
    if (!document.hasModel()) {
        reportError(streams.err, QStringLiteral("--model"), failure);
        return ExitSpecError;
    }
    if (!text) {
        if (document.exampleText().isEmpty()) {
            reportError(streams.err, QStringLiteral("--text"),
                        ExportCommand::tr("give the text the model reads (this folder holds no "
                                          "question of its own)"));
            return ExitUsageError;
        }
        text = document.exampleText();
        if (!generate)
            generate = document.exampleContinuation();
    }
    if (generate.value_or(0) > 0 && document.config()->family != TransformerFamily::Gpt2) {
        reportError(streams.err, QStringLiteral("--generate"),
                    ExportCommand::tr("only a GPT-2 model continues a text"));
        return ExitUsageError;
    }
    document.run(*text, generate.value_or(0));
    document.waitForIdle();
    if (!document.lastRun()) {
        reportError(streams.err, QStringLiteral("--text"), failure);
        return ExitSpecError;
    }
    if (const QString problem = ModelFigures::checkOptions(view, document, options);
        !problem.isEmpty()) {
        reportError(streams.err, QString(), problem);
        return ExitUsageError;
    }
    QString error;
    if (!ModelFigures::exportView(view, &document, options, output.path, output.format, output.size,
                                  output.dpi, &error)) {
        reportError(streams.err, QStringLiteral("--output"), error);
        return ExitIoError;
    }
    return ExitSuccess;
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
              "       attention-explorer-cli export --model DIR [--text TEXT] --view "
              "model-overview|model-head|model-rollout [--layer L] [--head H] [--generate N] "
              "[--step S] [...] -o FILE\n"
              "       attention-explorer-cli export --list-views\n"
              "  Computes the spec (SPEC \"-\" reads standard input) and draws the same figure as "
              "the window, off screen.\n"
              "  --view NAME          the figure (--list-views lists the names)\n") +
           FigureOutputOptions::helpText() +
           tr("  --colormap NAME      colour map of the weights: viridis, cividis, magma or greys "
              "(default viridis);\n"
              "                       scores, P and differences stay diverging, centred on 0\n") +
           tr("  Heads, layers and batch items count from 1, as the figures' titles say;\n"
              "  query rows and steps from 0, as the axes.\n"
              "  --head H             head, from 1, for head, distribution, compare and step-N "
              "(default 1)\n"
              "  --batch B            batch item, from 1 (default 1)\n"
              "  --query Q            query row, from 0, for distribution (default 0)\n"
              "  --compare-scoring S  compare: configuration B's scoring function, one of %1\n"
              "                       (default additive, as the Compare tab starts)\n"
              "  --compare-mask MASK  compare: configuration B's mask, one of %2 (default same: "
              "A's mask)\n"
              "  --model DIR          draw a real model's run instead of a spec: a GPT-2 or BERT "
              "folder\n"
              "                       (config.json, model.safetensors, tokenizer files)\n"
              "  --text TEXT          --model: the text to run (token ids separated by commas "
              "when the\n"
              "                       folder has no tokenizer); default: the folder's own "
              "question, with\n"
              "                       its continuation (a model trained in the app)\n"
              "  --layer L            --model: layer, from 1 (default 1)\n"
              "  --generate N         --model, GPT-2: continue the text by N tokens, greedily\n"
              "  --step S             --model: the generation timeline's step, from 0 (default: "
              "the last)\n"
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
                                        QStringLiteral("1"));
    const QCommandLineOption batchOption(QStringLiteral("batch"), tr("batch item"),
                                         QStringLiteral("B"), QStringLiteral("1"));
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
    const QCommandLineOption modelOption(QStringLiteral("model"), tr("model folder"),
                                         QStringLiteral("DIR"));
    const QCommandLineOption textOption(QStringLiteral("text"), tr("text"), QStringLiteral("TEXT"));
    const QCommandLineOption layerOption(QStringLiteral("layer"), tr("layer"), QStringLiteral("L"),
                                         QStringLiteral("1"));
    const QCommandLineOption generateOption(QStringLiteral("generate"), tr("tokens"),
                                            QStringLiteral("N"), QStringLiteral("0"));
    const QCommandLineOption stepOption(QStringLiteral("step"), tr("generation step"),
                                        QStringLiteral("S"));
    FigureOutputOptions output;
    output.addTo(parser);
    parser.addOptions({viewOption, headOption, batchOption, queryOption, compareScoringOption,
                       compareMaskOption, listOption, colorMapOption, modelOption, textOption,
                       layerOption, generateOption, stepOption});
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
        for (const FigureView& view : FigureViews::all() + ModelFigures::all())
            text += QStringLiteral("%1  %2\n").arg(view.name, -20).arg(view.description);
        streams.out.write(text.toUtf8());
        return ExitSuccess;
    }

    const bool model = parser.isSet(modelOption);
    if (!model) {
        for (const QCommandLineOption* modelOnly :
             {&textOption, &layerOption, &generateOption, &stepOption}) {
            if (parser.isSet(*modelOnly)) {
                reportError(streams.err, QStringLiteral("--") + modelOnly->names().constFirst(),
                            tr("goes with --model DIR; ") + seeHelp);
                return ExitUsageError;
            }
        }
    }
    if (!expectArgumentCount(parser, model ? 0 : 1,
                             (model ? tr("export --model takes no SPEC argument; ")
                                    : tr("export takes one SPEC.json argument; ")) +
                                 seeHelp,
                             streams.err))
        return ExitUsageError;
    const QString view = parser.value(viewOption);
    if (view.isEmpty()) {
        reportError(streams.err, QStringLiteral("--view"),
                    tr("give a figure name; --list-views lists them"));
        return ExitUsageError;
    }
    if (!model && ModelFigures::contains(view)) {
        reportError(streams.err, QStringLiteral("--view"),
                    tr("'%1' draws a real model: give --model DIR and --text TEXT").arg(view));
        return ExitUsageError;
    }
    if (model && !ModelFigures::contains(view)) {
        QStringList names;
        for (const FigureView& figure : ModelFigures::all())
            names << figure.name;
        reportError(streams.err, QStringLiteral("--view"),
                    tr("with --model, the view is one of %1, found '%2'")
                        .arg(names.join(QStringLiteral(", ")), view));
        return ExitUsageError;
    }
    if (!model && !FigureViews::contains(view)) {
        reportError(streams.err, QStringLiteral("--view"),
                    tr("unknown view '%1'; --list-views lists the names").arg(view));
        return ExitUsageError;
    }
    if (!output.read(parser, streams.err))
        return ExitUsageError;
    FigureViewOptions options;
    if (!readIndexOptions(parser,
                          {{headOption, &options.head, 1},
                           {batchOption, &options.batch, 1},
                           {queryOption, &options.query, 0}},
                          tr("expected a whole number ≥ %2, found '%1'"), streams.err))
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

    if (model) {
        ModelFigureOptions modelOptions;
        modelOptions.head = options.head;
        modelOptions.colorMap = options.colorMap;
        int generate = 0;
        if (!readIndexOptions(
                parser, {{layerOption, &modelOptions.layer, 1}, {generateOption, &generate, 0}},
                tr("expected a whole number ≥ %2, found '%1'"), streams.err))
            return ExitUsageError;
        if (parser.isSet(stepOption) &&
            !readIndexOptions(parser, {{stepOption, &modelOptions.step, 0}},
                              tr("expected a whole number ≥ %2, found '%1'"), streams.err))
            return ExitUsageError;
        return exportModelFigure(
            parser.value(modelOption),
            parser.isSet(textOption) ? std::optional<QString>(parser.value(textOption))
                                     : std::nullopt,
            parser.isSet(generateOption) ? std::optional<int>(generate) : std::nullopt, view,
            modelOptions, output, streams);
    }

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
