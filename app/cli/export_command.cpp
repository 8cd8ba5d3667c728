#include "app/cli/export_command.h"

#include "app/cli/cli_support.h"
#include "core/io/spec_runner.h"
#include "ui/export/figure_views.h"
#include "ui/i18n/language_manager.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIODevice>
#include <QRegularExpression>

#include <cstring>
#include <limits>

namespace ae::cli {

namespace {

struct Preset
{
    const char* name;
    FigureSizePreset preset;
};

constexpr Preset kPresets[] = {{"slide-16:9", FigureSizePreset::Slide16x9},
                               {"slide-4:3", FigureSizePreset::Slide4x3},
                               {"column", FigureSizePreset::OneColumn},
                               {"two-column", FigureSizePreset::TwoColumns}};

QStringList presetNames()
{
    QStringList names;
    for (const Preset& preset : kPresets)
        names.append(QLatin1String(preset.name));
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
              "[--lang zh_CN] -o FILE\n"
              "       attention-explorer-cli export --list-views\n"
              "  Computes the spec (SPEC \"-\" reads standard input) and draws the same figure as "
              "the window, off screen.\n"
              "  --view NAME          the figure (--list-views lists the names)\n"
              "  --format FORMAT      png, svg or pdf (default: from the -o file extension)\n"
              "  --size WxH           size in pixels at --dpi (default 1200x800); SVG and PDF "
              "pages are\n"
              "                       W/dpi × H/dpi inches\n"
              "  --preset PRESET      one of: %1 (sets the size and the dpi)\n"
              "  --dpi N              dots per inch (default 96, or the preset's)\n"
              "  --head H             head, from 0, for head, distribution and step-N (default 0)\n"
              "  --batch B            batch item, from 0 (default 0)\n"
              "  --query Q            query row, from 0, for distribution (default 0)\n"
              "  --lang CODE          language of the figure's text: en or zh_CN (default en, or "
              "AE_LANG)\n"
              "  -o, --output FILE    write to FILE (replaced only when complete)\n"
              "  --list-views         list the figure names and what they show\n"
              "  -h, --help           show this help\n")
        .arg(presetNames().join(QStringLiteral(", ")));
}

int ExportCommand::run(const QStringList& arguments, CliStreams& streams)
{
    QCommandLineParser parser;
    const QCommandLineOption viewOption(QStringLiteral("view"), tr("figure"),
                                        QStringLiteral("NAME"));
    const QCommandLineOption formatOption(QStringLiteral("format"), tr("format"),
                                          QStringLiteral("FORMAT"));
    const QCommandLineOption sizeOption(QStringLiteral("size"), tr("size"), QStringLiteral("WxH"));
    const QCommandLineOption presetOption(QStringLiteral("preset"), tr("size preset"),
                                          QStringLiteral("PRESET"));
    const QCommandLineOption dpiOption(QStringLiteral("dpi"), tr("dots per inch"),
                                       QStringLiteral("N"));
    const QCommandLineOption headOption(QStringLiteral("head"), tr("head"), QStringLiteral("H"),
                                        QStringLiteral("0"));
    const QCommandLineOption batchOption(QStringLiteral("batch"), tr("batch item"),
                                         QStringLiteral("B"), QStringLiteral("0"));
    const QCommandLineOption queryOption(QStringLiteral("query"), tr("query"), QStringLiteral("Q"),
                                         QStringLiteral("0"));
    const QCommandLineOption langOption(QStringLiteral("lang"), tr("language"),
                                        QStringLiteral("CODE"));
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")},
                                          tr("output file"), QStringLiteral("FILE"));
    const QCommandLineOption listOption(QStringLiteral("list-views"), tr("list the views"));
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")}, tr("help"));
    parser.addOptions({viewOption, formatOption, sizeOption, presetOption, dpiOption, headOption,
                       batchOption, queryOption, langOption, outputOption, listOption, helpOption});
    const QString seeHelp = tr("see 'attention-explorer-cli export --help'");
    if (!parser.parse(QStringList{name()} + arguments)) {
        reportError(streams.err, QString(), parser.errorText() + QStringLiteral("; ") + seeHelp);
        return ExitUsageError;
    }
    if (parser.isSet(helpOption)) {
        streams.out.write(help().toUtf8());
        return ExitSuccess;
    }
    if (!qobject_cast<QApplication*>(QCoreApplication::instance())) {
        reportError(streams.err, QString(),
                    tr("export draws widgets and needs a QApplication (this build has none)"));
        return ExitUsageError;
    }
    // Figure text in the chosen language (not saved as the GUI's choice).
    LanguageManager languages;
    const QString requested = parser.isSet(langOption)
                                  ? parser.value(langOption)
                                  : qEnvironmentVariable("AE_LANG", QStringLiteral("en"));
    const QString language = LanguageManager::normalize(requested);
    if (language.isEmpty() || !languages.setLanguage(language)) {
        reportError(
            streams.err, QStringLiteral("--lang"),
            tr("expected one of %1, found '%2'")
                .arg(LanguageManager::supportedLanguages().join(QStringLiteral(", ")), requested));
        return ExitUsageError;
    }
    if (parser.isSet(listOption)) {
        QString text;
        for (const FigureView& view : FigureViews::all())
            text += QStringLiteral("%1  %2\n").arg(view.name, -20).arg(view.description);
        streams.out.write(text.toUtf8());
        return ExitSuccess;
    }

    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1) {
        reportError(streams.err, QString(), tr("export takes one SPEC.json argument; ") + seeHelp);
        return ExitUsageError;
    }
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
    const QString outputPath = parser.value(outputOption);
    if (outputPath.isEmpty()) {
        reportError(streams.err, QStringLiteral("--output"),
                    tr("give the figure's file with -o FILE"));
        return ExitUsageError;
    }
    std::optional<FigureExporter::Format> format;
    if (parser.isSet(formatOption)) {
        format =
            FigureExporter::formatFromSuffix(QStringLiteral("x.") + parser.value(formatOption));
        if (!format) {
            reportError(streams.err, QStringLiteral("--format"),
                        tr("expected png, svg or pdf, found '%1'").arg(parser.value(formatOption)));
            return ExitUsageError;
        }
    } else {
        format = FigureExporter::formatFromSuffix(outputPath);
        if (!format) {
            reportError(streams.err, QStringLiteral("--format"),
                        tr("cannot tell the format from '%1': give --format png, svg or pdf")
                            .arg(outputPath));
            return ExitUsageError;
        }
    }
    if (parser.isSet(sizeOption) && parser.isSet(presetOption)) {
        reportError(streams.err, QStringLiteral("--size"),
                    tr("give either --size or --preset, not both"));
        return ExitUsageError;
    }
    QSize size(1200, 800);
    int dpi = 96;
    if (parser.isSet(presetOption)) {
        const QString wanted = parser.value(presetOption);
        const int index = int(presetNames().indexOf(wanted));
        if (index < 0) {
            reportError(streams.err, QStringLiteral("--preset"),
                        tr("expected one of %1, found '%2'")
                            .arg(presetNames().join(QStringLiteral(", ")), wanted));
            return ExitUsageError;
        }
        const FigureSize preset = figureSize(kPresets[index].preset);
        size = preset.pixels();
        dpi = preset.dpi;
    }
    if (parser.isSet(sizeOption)) {
        static const QRegularExpression pattern(QStringLiteral("^(\\d{1,5})[xX×](\\d{1,5})$"));
        const QRegularExpressionMatch match = pattern.match(parser.value(sizeOption));
        const int w = match.hasMatch() ? match.captured(1).toInt() : 0;
        const int h = match.hasMatch() ? match.captured(2).toInt() : 0;
        if (w < 16 || h < 16 || w > 20000 || h > 20000) {
            reportError(streams.err, QStringLiteral("--size"),
                        tr("expected WIDTHxHEIGHT in pixels, each 16 … 20000, found '%1'")
                            .arg(parser.value(sizeOption)));
            return ExitUsageError;
        }
        size = QSize(w, h);
    }
    if (parser.isSet(dpiOption)) {
        bool ok = false;
        dpi = parser.value(dpiOption).toInt(&ok);
        if (!ok || dpi < 36 || dpi > 1200) {
            reportError(streams.err, QStringLiteral("--dpi"),
                        tr("expected dots per inch from 36 to 1200, found '%1'")
                            .arg(parser.value(dpiOption)));
            return ExitUsageError;
        }
    }
    FigureViewOptions options;
    const std::pair<const QCommandLineOption*, int*> indices[] = {{&headOption, &options.head},
                                                                  {&batchOption, &options.batch},
                                                                  {&queryOption, &options.query}};
    for (const auto& [option, target] : indices) {
        if (!parseBoundedInt(parser.value(*option), 0, std::numeric_limits<int>::max(), target)) {
            reportError(streams.err, QStringLiteral("--") + option->names().front(),
                        tr("expected an index ≥ 0, found '%1'").arg(parser.value(*option)));
            return ExitUsageError;
        }
    }

    const EngineLimits& limits = EngineLimits::defaults();
    LoadedSpec loaded = loadSpec(positional.front(), streams.in, limits);
    if (!loaded.spec) {
        reportError(streams.err, loaded.error);
        return loaded.ioFailure ? ExitIoError : ExitSpecError;
    }
    std::variant<SpecRun, SpecError> result = runSpec(*loaded.spec, limits);
    if (std::holds_alternative<SpecError>(result)) {
        reportError(streams.err, std::get<SpecError>(result));
        return ExitSpecError;
    }
    const RunPtr run = std::make_shared<const SpecRun>(std::move(std::get<SpecRun>(result)));
    // Options that do not fit the run (--head beyond the heads…) are usage errors.
    if (const QString problem = FigureViews::checkOptions(view, run, options); !problem.isEmpty()) {
        reportError(streams.err, QString(), problem);
        return ExitUsageError;
    }
    QString error;
    if (!FigureViews::exportView(view, run, options, outputPath, *format, size, dpi, &error)) {
        reportError(streams.err, QStringLiteral("--output"), error);
        return ExitIoError;
    }
    return ExitSuccess;
}

std::unique_ptr<QCoreApplication> ExportCommand::createApplication(int& argc, char** argv)
{
    if (argc > 1 && std::strcmp(argv[1], "export") == 0) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        return std::make_unique<QApplication>(argc, argv);
    }
    return std::make_unique<QCoreApplication>(argc, argv);
}

} // namespace ae::cli
