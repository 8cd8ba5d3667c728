#pragma once
// The command-line options shared by every command that saves one of the
// app's figures ("export", "import"): --format, --size, --preset, --dpi, --lang
// and -o. One parser for both, so they accept and refuse the same values with
// the same messages. Lives in ae_cli_render (it names FigureExporter).

#include "ui/export/figure_exporter.h"

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QSize>
#include <QString>
#include <QStringList>

class QCommandLineParser;
class QIODevice;

namespace ae {
class LanguageManager;
}

namespace ae::cli {

class FigureOutputOptions
{
    Q_DECLARE_TR_FUNCTIONS(ae::cli::FigureOutputOptions)

public:
    FigureOutputOptions();

    // Adds --format, --size, --preset, --dpi, --lang and -o/--output.
    void addTo(QCommandLineParser& parser) const;
    // The option lines for a command's --help (translated).
    static QString helpText();
    static QStringList presetNames();

    // Switches `languages` to --lang (or AE_LANG, else English). False after
    // reporting "error: --lang: …" to `err`.
    bool applyLanguage(const QCommandLineParser& parser, LanguageManager& languages,
                       QIODevice& err) const;
    // Reads -o, the format (--format, else from -o's extension), the size and
    // the dpi into the fields below. False after reporting the option at
    // fault to `err` (a usage error).
    bool read(const QCommandLineParser& parser, QIODevice& err);

    const QCommandLineOption& outputOption() const { return m_output; }

    QString path;
    FigureExporter::Format format = FigureExporter::Format::Png;
    QSize size{1200, 800}; // pixels at dpi
    int dpi = 96;

private:
    QCommandLineOption m_format;
    QCommandLineOption m_size;
    QCommandLineOption m_preset;
    QCommandLineOption m_dpi;
    QCommandLineOption m_lang;
    QCommandLineOption m_output;
};

} // namespace ae::cli
