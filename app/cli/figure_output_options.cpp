#include "app/cli/figure_output_options.h"

#include "app/cli/cli_support.h"
#include "ui/i18n/language_manager.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QIODevice>
#include <QRegularExpression>

#include <optional>

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

} // namespace

FigureOutputOptions::FigureOutputOptions()
    : m_format(QStringLiteral("format"), tr("format"), QStringLiteral("FORMAT")),
      m_size(QStringLiteral("size"), tr("size"), QStringLiteral("WxH")),
      m_preset(QStringLiteral("preset"), tr("size preset"), QStringLiteral("PRESET")),
      m_dpi(QStringLiteral("dpi"), tr("dots per inch"), QStringLiteral("N")),
      m_lang(QStringLiteral("lang"), tr("language"), QStringLiteral("CODE")),
      m_output({QStringLiteral("o"), QStringLiteral("output")}, tr("output file"),
               QStringLiteral("FILE"))
{
}

void FigureOutputOptions::addTo(QCommandLineParser& parser) const
{
    parser.addOptions({m_format, m_size, m_preset, m_dpi, m_lang, m_output});
}

QStringList FigureOutputOptions::presetNames()
{
    QStringList names;
    for (const Preset& preset : kPresets)
        names.append(QLatin1String(preset.name));
    return names;
}

QString FigureOutputOptions::helpText()
{
    return tr("  --format FORMAT      png, svg or pdf (default: from the -o file extension); "
              "SVG text is\n"
              "                       outlined (every glyph a path: no font needed to open "
              "it), PDF embeds\n"
              "                       its fonts\n"
              "  --size WxH           size in pixels at --dpi (default 1200x800); SVG and PDF "
              "pages are\n"
              "                       W/dpi × H/dpi inches\n"
              "  --preset PRESET      one of: %1 (sets the size and the dpi)\n"
              "  --dpi N              dots per inch (default 96, or the preset's)\n"
              "  --lang CODE          language of the figure's text: en or zh_CN (default en, "
              "or AE_LANG)\n"
              "  -o, --output FILE    write to FILE (replaced only when complete)\n")
        .arg(presetNames().join(QStringLiteral(", ")));
}

bool FigureOutputOptions::applyLanguage(const QCommandLineParser& parser,
                                        LanguageManager& languages, QIODevice& err) const
{
    // Figure text in the chosen language (not saved as the GUI's choice).
    const QString requested = parser.isSet(m_lang)
                                  ? parser.value(m_lang)
                                  : qEnvironmentVariable("AE_LANG", QStringLiteral("en"));
    const QString language = LanguageManager::normalize(requested);
    if (language.isEmpty() || !languages.setLanguage(language)) {
        reportError(
            err, QStringLiteral("--lang"),
            tr("expected one of %1, found '%2'")
                .arg(LanguageManager::supportedLanguages().join(QStringLiteral(", ")), requested));
        return false;
    }
    return true;
}

bool FigureOutputOptions::read(const QCommandLineParser& parser, QIODevice& err)
{
    path = parser.value(m_output);
    if (path.isEmpty()) {
        reportError(err, QStringLiteral("--output"), tr("give the figure's file with -o FILE"));
        return false;
    }
    std::optional<FigureExporter::Format> found;
    if (parser.isSet(m_format)) {
        found = FigureExporter::formatFromSuffix(QStringLiteral("x.") + parser.value(m_format));
        if (!found) {
            reportError(err, QStringLiteral("--format"),
                        tr("expected png, svg or pdf, found '%1'").arg(parser.value(m_format)));
            return false;
        }
    } else {
        found = FigureExporter::formatFromSuffix(path);
        if (!found) {
            reportError(
                err, QStringLiteral("--format"),
                tr("cannot tell the format from '%1': give --format png, svg or pdf").arg(path));
            return false;
        }
    }
    format = *found;
    if (parser.isSet(m_size) && parser.isSet(m_preset)) {
        reportError(err, QStringLiteral("--size"), tr("give either --size or --preset, not both"));
        return false;
    }
    size = QSize(1200, 800);
    dpi = 96;
    if (parser.isSet(m_preset)) {
        const QString wanted = parser.value(m_preset);
        const int index = int(presetNames().indexOf(wanted));
        if (index < 0) {
            reportError(err, QStringLiteral("--preset"),
                        tr("expected one of %1, found '%2'")
                            .arg(presetNames().join(QStringLiteral(", ")), wanted));
            return false;
        }
        const FigureSize preset = figureSize(kPresets[index].preset);
        size = preset.pixels();
        dpi = preset.dpi;
    }
    if (parser.isSet(m_size)) {
        static const QRegularExpression pattern(QStringLiteral("^(\\d{1,5})[xX×](\\d{1,5})$"));
        const QRegularExpressionMatch match = pattern.match(parser.value(m_size));
        const int w = match.hasMatch() ? match.captured(1).toInt() : 0;
        const int h = match.hasMatch() ? match.captured(2).toInt() : 0;
        if (w < 16 || h < 16 || w > 20000 || h > 20000) {
            reportError(err, QStringLiteral("--size"),
                        tr("expected WIDTHxHEIGHT in pixels, each 16 … 20000, found '%1'")
                            .arg(parser.value(m_size)));
            return false;
        }
        size = QSize(w, h);
    }
    if (parser.isSet(m_dpi) && !parseBoundedInt(parser.value(m_dpi), 36, 1200, &dpi)) {
        reportError(
            err, QStringLiteral("--dpi"),
            tr("expected dots per inch from 36 to 1200, found '%1'").arg(parser.value(m_dpi)));
        return false;
    }
    return true;
}

} // namespace ae::cli
