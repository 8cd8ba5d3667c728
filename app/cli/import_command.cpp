#include "app/cli/import_command.h"

#include "app/cli/cli_support.h"
#include "app/cli/figure_output_options.h"
#include "core/io/atomic_file.h"
#include "core/io/attention_import.h"
#include "core/io/csv.h"
#include "core/io/npy.h"
#include "ui/document/imported_attention_document.h"
#include "ui/figures/figure_views.h"
#include "ui/i18n/language_manager.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QFileInfo>
#include <QIODevice>

#include <algorithm>
#include <cmath>

namespace ae::cli {

namespace {

constexpr int kTokensShown = 24; // the summary lists at most this many tokens

QString tokenLine(const QStringList& tokens)
{
    QStringList shown = tokens.mid(0, kTokensShown);
    for (QString& token : shown)
        token = QLatin1Char('"') + token + QLatin1Char('"');
    QString line = shown.join(QLatin1Char(' '));
    if (tokens.size() > kTokensShown)
        line += ImportCommand::tr(" … (%1 more)").arg(tokens.size() - kTokensShown);
    return line;
}

// max |row sum − 1| over the rows that are not all zero (fully masked), and
// how many rows are all zero, over every layer and head.
struct RowSums
{
    double worst = 0.0;
    int rows = 0;
    int zeroRows = 0;
};

RowSums rowSums(const ImportedAttention& imported)
{
    RowSums sums;
    for (const std::vector<Matrix>& layer : imported.layers)
        for (const Matrix& weights : layer)
            for (Eigen::Index r = 0; r < weights.rows(); ++r) {
                const double sum = weights.row(r).cast<double>().sum();
                ++sums.rows;
                if ((weights.row(r).array() == 0.0f).all())
                    ++sums.zeroRows;
                else
                    sums.worst = std::max(sums.worst, std::abs(sum - 1.0));
            }
    return sums;
}

QString describeImport(const QString& path, const ImportedAttention& imported)
{
    QString text;
    text += ImportCommand::tr("file: %1\n").arg(path);
    text += ImportCommand::tr("source: %1\n").arg(imported.source);
    text += ImportCommand::tr("layers: %1\n").arg(imported.layerCount());
    text += ImportCommand::tr("heads: %1\n").arg(imported.headCount());
    text += ImportCommand::tr("queries × keys: %1 × %2\n")
                .arg(imported.queryCount())
                .arg(imported.keyCount());
    text += ImportCommand::tr("tokens: %1\n").arg(tokenLine(imported.queryTokens));
    if (imported.keyTokens != imported.queryTokens)
        text += ImportCommand::tr("key tokens: %1\n").arg(tokenLine(imported.keyTokens));
    const RowSums sums = rowSums(imported);
    text += ImportCommand::tr("row sums: %1 rows sum to 1 within %2 (largest |sum − 1| = %3)")
                .arg(sums.rows - sums.zeroRows)
                .arg(AttentionImport::kRowSumTolerance)
                .arg(sums.worst, 0, 'g', 3);
    if (sums.zeroRows > 0)
        text += ImportCommand::tr("; %1 rows all zero (fully masked queries)").arg(sums.zeroRows);
    text += QLatin1Char('\n');
    for (const QString& warning : imported.warnings)
        text += ImportCommand::tr("warning: %1\n").arg(warning);
    return text;
}

// "--layer 5 is out of range: the file has 2 layers (1 … 2)"; `value` from 0.
bool checkIndex(const QString& option, int value, int count, const QString& what, QIODevice& err)
{
    if (value < count)
        return true;
    reportError(err, option,
                ImportCommand::tr("%1 is out of range: the file has %2 %3 (1 … %4)")
                    .arg(value + 1)
                    .arg(count)
                    .arg(what)
                    .arg(count));
    return false;
}

} // namespace

QString ImportCommand::name() const
{
    return QStringLiteral("import");
}

QString ImportCommand::summary() const
{
    return tr("check and summarise a trained model's attention (.npy or JSON); draw it or write "
              "one head's weights");
}

QStringList ImportCommand::viewNames()
{
    return {QStringLiteral("heads"), QStringLiteral("head"), QStringLiteral("lines")};
}

QString ImportCommand::help() const
{
    return tr("Usage: attention-explorer-cli import FILE [--tokens FILE] [--layer N] [--head H]\n"
              "       attention-explorer-cli import FILE --view NAME [--format png|svg|pdf] "
              "[--size WxH | --preset PRESET] [--dpi N] [--lang zh_CN] -o FILE\n"
              "       attention-explorer-cli import FILE --matrix [--format csv|npy] -o FILE\n"
              "  Reads attention weights as the window's File ▸ Import Attention… does: a NumPy "
              ".npy of shape\n"
              "  (heads, q, k), (layers, heads, q, k) or (layers, 1, heads, q, k) with tokens "
              "from --tokens or\n"
              "  a NAME.tokens.txt beside it, or the JSON \"attention-explorer/attentions@1\". "
              "Without --view\n"
              "  or --matrix it prints what it found (layers, heads, q × k, tokens, row sums).\n"
              "  --tokens FILE        token list: one per line, or a JSON array\n"
              "  --layer N            layer, from 1 (default 1)\n"
              "  --head H             head, from 1, for --view head and --matrix (default 1)\n"
              "  --view NAME          save the Imported tab's figure: %1\n")
               .arg(viewNames().join(QStringLiteral(", "))) +
           FigureOutputOptions::helpText() +
           tr("  --matrix             write the layer's head H as CSV with token labels or as "
              ".npy float32\n"
              "                       (by -o's extension, or --format csv|npy)\n"
              "  -h, --help           show this help\n");
}

int ImportCommand::run(const QStringList& arguments, CliStreams& streams)
{
    QCommandLineParser parser;
    const QCommandLineOption tokensOption(QStringLiteral("tokens"), tr("token file"),
                                          QStringLiteral("FILE"));
    const QCommandLineOption layerOption(QStringLiteral("layer"), tr("layer"), QStringLiteral("N"),
                                         QStringLiteral("1"));
    const QCommandLineOption headOption(QStringLiteral("head"), tr("head"), QStringLiteral("H"),
                                        QStringLiteral("1"));
    const QCommandLineOption viewOption(QStringLiteral("view"), tr("figure"),
                                        QStringLiteral("NAME"));
    const QCommandLineOption matrixOption(QStringLiteral("matrix"), tr("write the weights"));
    FigureOutputOptions output;
    output.addTo(parser);
    parser.addOptions({tokensOption, layerOption, headOption, viewOption, matrixOption});
    const QString seeHelp = tr("see 'attention-explorer-cli import --help'");
    if (const std::optional<int> exitCode =
            parseCommand(parser, *this, arguments, streams, seeHelp))
        return *exitCode;
    if (!expectArgumentCount(parser, 1,
                             tr("import takes one FILE (.npy or .json) argument; ") + seeHelp,
                             streams.err))
        return ExitUsageError;
    const bool drawing = parser.isSet(viewOption);
    const bool matrix = parser.isSet(matrixOption);
    if (drawing && matrix) {
        reportError(streams.err, QStringLiteral("--matrix"),
                    tr("give either --view or --matrix, not both"));
        return ExitUsageError;
    }
    const QString view = parser.value(viewOption);
    if (drawing && !viewNames().contains(view)) {
        reportError(
            streams.err, QStringLiteral("--view"),
            tr("expected one of %1, found '%2'").arg(viewNames().join(QStringLiteral(", ")), view));
        return ExitUsageError;
    }
    int layer = 0, head = 0;
    if (!readIndexOptions(parser, {{layerOption, &layer, 1}, {headOption, &head, 1}},
                          tr("expected a whole number ≥ %2, found '%1'"), streams.err))
        return ExitUsageError;
    // Output options are checked before the (possibly large) file is read.
    std::unique_ptr<LanguageManager> languages;
    QString matrixFormat;
    const QString matrixPath = parser.value(output.outputOption());
    if (drawing) {
        if (!qobject_cast<QApplication*>(QCoreApplication::instance())) {
            reportError(streams.err, QStringLiteral("--view"),
                        tr("drawing needs a QApplication (this build has none)"));
            return ExitUsageError;
        }
        languages = std::make_unique<LanguageManager>();
        if (!output.applyLanguage(parser, *languages, streams.err) ||
            !output.read(parser, streams.err))
            return ExitUsageError;
    } else if (matrix) {
        if (matrixPath.isEmpty()) {
            reportError(streams.err, QStringLiteral("--output"),
                        tr("give the matrix's file with -o FILE.csv or FILE.npy"));
            return ExitUsageError;
        }
        matrixFormat = parser.isSet(QStringLiteral("format"))
                           ? parser.value(QStringLiteral("format")).toLower()
                           : QFileInfo(matrixPath).suffix().toLower();
        if (matrixFormat != QLatin1String("csv") && matrixFormat != QLatin1String("npy")) {
            reportError(streams.err, QStringLiteral("--format"),
                        tr("expected csv or npy for --matrix, found '%1'").arg(matrixFormat));
            return ExitUsageError;
        }
    }

    const QString path = parser.positionalArguments().constFirst();
    const QFileInfo info(path);
    if (!info.exists() || info.isDir() || !info.isReadable()) {
        reportError(streams.err, path,
                    !info.exists() ? tr("no such file")
                    : info.isDir() ? tr("is a folder, not an attention file")
                                   : tr("cannot be read"));
        return ExitIoError;
    }
    const QString tokensPath = parser.value(tokensOption);
    if (!tokensPath.isEmpty() && !QFileInfo(tokensPath).isReadable()) {
        reportError(streams.err, QStringLiteral("--tokens"),
                    tr("cannot read '%1'").arg(tokensPath));
        return ExitIoError;
    }
    ReadError error;
    const std::optional<ImportedAttention> imported =
        AttentionImport::readFile(path, tokensPath, &error);
    if (!imported) {
        // The importer's message names the file already ("lie.npy: …").
        reportError(streams.err, QString(), error.english());
        return ExitSpecError;
    }
    if (!checkIndex(QStringLiteral("--layer"), layer, imported->layerCount(), tr("layers"),
                    streams.err) ||
        !checkIndex(QStringLiteral("--head"), head, imported->headCount(), tr("heads"),
                    streams.err))
        return ExitUsageError;

    if (drawing) {
        const RunPtr run = ImportedAttentionDocument::makeRun(*imported, layer);
        FigureViewOptions options;
        options.head = head;
        QString exportError;
        if (!FigureViews::exportView(view, run, options, output.path, output.format, output.size,
                                     output.dpi, &exportError)) {
            reportError(streams.err, QStringLiteral("--output"), exportError);
            return ExitIoError;
        }
        return ExitSuccess;
    }
    if (matrix) {
        const Matrix& weights = imported->layers[std::size_t(layer)][std::size_t(head)];
        const QByteArray bytes =
            matrixFormat == QLatin1String("npy")
                ? encodeNpy(NpyArray::fromMatrix(weights))
                : writeCsv(CsvMatrix{weights, imported->queryTokens, imported->keyTokens});
        QString writeError;
        if (!writeFileAtomically(matrixPath, bytes, &writeError)) {
            reportError(streams.err, QStringLiteral("--output"), writeError);
            return ExitIoError;
        }
        return ExitSuccess;
    }
    streams.out.write(describeImport(path, *imported).toUtf8());
    return ExitSuccess;
}

} // namespace ae::cli
