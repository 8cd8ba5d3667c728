#include "app/cli/model_command.h"

#include "app/cli/cli_support.h"
#include "core/io/atomic_file.h"
#include "core/io/csv.h"
#include "core/io/model_folder.h"
#include "core/io/model_tokenizer.h"
#include "core/io/npy.h"
#include "core/multi_head_attention.h"
#include "core/transformer_forward.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QIODevice>
#include <QLocale>

namespace ae::cli {

namespace {

// "3,17,5" into ids in [lo, hi]; false after reporting under `option`.
bool readIdList(const QString& text, int lo, int hi, const QString& option, std::vector<int>* out,
                QIODevice& err)
{
    out->clear();
    for (const QString& part : text.split(QLatin1Char(','))) {
        int value = 0;
        if (!parseBoundedInt(part, lo, hi, &value)) {
            reportError(err, option,
                        ModelCommand::tr("expected whole numbers from %1 to %2 separated by "
                                         "commas, found '%3'")
                            .arg(lo)
                            .arg(hi)
                            .arg(part));
            return false;
        }
        out->push_back(value);
    }
    return true;
}

QString familyText(const TransformerConfig& c)
{
    if (c.variant == TransformerVariant::DistilBert)
        return ModelCommand::tr("DistilBERT (BERT family): post-LayerNorm blocks, bidirectional "
                                "attention, no token types");
    return c.family == TransformerFamily::Gpt2
               ? ModelCommand::tr("GPT-2 family: pre-LayerNorm blocks, causal attention")
               : ModelCommand::tr("BERT family: post-LayerNorm blocks, bidirectional attention");
}

} // namespace

QString ModelCommand::name() const
{
    return QStringLiteral("model");
}

QString ModelCommand::summary() const
{
    return tr("open a GPT-2 or BERT model folder; run it on token ids and write a head's "
              "attention");
}

QString ModelCommand::help() const
{
    return tr("Usage: attention-explorer-cli model DIR\n"
              "       attention-explorer-cli model DIR --text TEXT | --ids N,N,... [--types "
              "T,T,...]\n"
              "       attention-explorer-cli model DIR --text TEXT | --ids N,N,... --layer L "
              "--head H -o FILE.csv|FILE.npy\n"
              "       attention-explorer-cli model DIR --text TEXT | --ids N,N,... --generate N\n"
              "  DIR is a Hugging Face model folder: config.json and model.safetensors\n"
              "  (model_type gpt2, bert or distilbert; float32, float16 or bfloat16 weights),\n"
              "  and its tokenizer (GPT-2: vocab.json + merges.txt; BERT and DistilBERT:\n"
              "  vocab.txt; or tokenizer.json).\n"
              "  Without --text or --ids it prints what the folder holds.\n"
              "  --text TEXT        text to run, split by the folder's tokenizer; its tokens\n"
              "                     are printed first\n"
              "  --ids N,N,...      token ids to run (from the model's vocabulary)\n"
              "  --types T,T,...    BERT token types (segments), one per id (default all 0)\n"
              "  --layer L          layer, from 1, for -o\n"
              "  --head H           head, from 1, for -o\n"
              "  -o, --output FILE  write that head's attention weights (queries × keys) as\n"
              "                     CSV or .npy float32 (by the extension); replaced only when\n"
              "                     complete\n"
              "  --generate N       GPT-2: append N tokens, each the most likely next one\n"
              "  -h, --help         show this help\n");
}

int ModelCommand::run(const QStringList& arguments, CliStreams& streams)
{
    QCommandLineParser parser;
    const QCommandLineOption idsOption(QStringLiteral("ids"), tr("ids"), QStringLiteral("N,N"));
    const QCommandLineOption textOption(QStringLiteral("text"), tr("text"), QStringLiteral("TEXT"));
    const QCommandLineOption typesOption(QStringLiteral("types"), tr("types"),
                                         QStringLiteral("T,T"));
    const QCommandLineOption layerOption(QStringLiteral("layer"), tr("layer"), QStringLiteral("L"));
    const QCommandLineOption headOption(QStringLiteral("head"), tr("head"), QStringLiteral("H"));
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")},
                                          tr("output file"), QStringLiteral("FILE"));
    const QCommandLineOption generateOption(QStringLiteral("generate"), tr("tokens"),
                                            QStringLiteral("N"));
    parser.addOptions({idsOption, textOption, typesOption, layerOption, headOption, outputOption,
                       generateOption});
    const QString seeHelp = tr("see 'attention-explorer-cli model --help'");
    if (const std::optional<int> exitCode =
            parseCommand(parser, *this, arguments, streams, seeHelp))
        return *exitCode;
    if (!expectArgumentCount(parser, 1, tr("model takes one DIR (a model folder); ") + seeHelp,
                             streams.err))
        return ExitUsageError;
    const QString folder = parser.positionalArguments().constFirst();
    if (!QFileInfo(folder).isDir()) {
        reportError(streams.err, folder, tr("no such folder"));
        return ExitIoError;
    }
    ReadError error;
    const std::optional<LoadedModel> model = loadModelFolder(folder, &error);
    if (!model) {
        reportError(streams.err, QString(), error.english());
        return ExitSpecError;
    }
    const TransformerConfig& c = model->weights.config;
    QTextStream out(&streams.out);
    std::unique_ptr<ModelTokenizer> tokenizer;
    if (parser.isSet(textOption) || (!parser.isSet(idsOption) && hasTokenizerFiles(folder))) {
        tokenizer = loadModelTokenizer(folder, c.family, c.vocabularySize, &error, ModelLimits{});
        if (!tokenizer) {
            reportError(streams.err, QString(), error.english());
            return ExitSpecError;
        }
    }
    if (parser.isSet(textOption) && parser.isSet(idsOption)) {
        reportError(streams.err, QStringLiteral("--text"),
                    tr("give either --text or --ids, not both; ") + seeHelp);
        return ExitUsageError;
    }
    if (!parser.isSet(idsOption) && !parser.isSet(textOption)) {
        if (parser.isSet(outputOption) || parser.isSet(generateOption) ||
            parser.isSet(typesOption)) {
            reportError(streams.err, QStringLiteral("--ids"),
                        tr("give the text or the token ids to run; ") + seeHelp);
            return ExitUsageError;
        }
        out << tr("%1: %2\n").arg(QFileInfo(folder).fileName(), familyText(c));
        out << tr("layers %1, heads %2 (width %3 each), model width %4, MLP width %5\n")
                   .arg(c.layers)
                   .arg(c.heads)
                   .arg(c.headWidth())
                   .arg(c.width)
                   .arg(c.mlpWidth);
        // Said only for a model trained with another scoring function (a
        // download is always scaled dot-product at temperature 1).
        if (c.scoring != ScoringType::ScaledDotProduct || c.scoringTemperature != 1.0)
            out << tr("scoring %1 (temperature %2)\n")
                       .arg(QLatin1String(scoringTypeName(c.scoring)))
                       .arg(c.scoringTemperature);
        out << tr("vocabulary %1, positions %2").arg(c.vocabularySize).arg(c.maxPositions);
        if (c.family == TransformerFamily::Bert && c.tokenTypes > 0)
            out << tr(", token types %1").arg(c.tokenTypes);
        if (c.sinusoidalPositions)
            out << tr(" (a fixed sinusoidal table, not learned)");
        out << '\n';
        out << tr("parameters %1, stored as %2\n")
                   .arg(QLocale::c().toString(model->weights.parameterCount()), model->dtype);
        out << (tokenizer ? tr("tokenizer: %1\n").arg(tokenizer->description())
                          : tr("tokenizer: none (run it with --ids)\n"));
        return ExitSuccess;
    }

    std::vector<int> ids, types;
    QStringList labels;
    if (tokenizer) {
        const std::optional<TokenizedText> tokens =
            tokenizer->encode(parser.value(textOption), &error);
        if (!tokens) {
            reportError(streams.err, QStringLiteral("--text"), error.english());
            return ExitSpecError;
        }
        if (tokens->ids.empty()) {
            reportError(streams.err, QStringLiteral("--text"), tr("the text has no tokens"));
            return ExitUsageError;
        }
        ids = tokens->ids;
        if (c.family == TransformerFamily::Bert && c.tokenTypes > 0)
            types = tokens->types;
        labels = tokens->labels;
        out << tr("tokens (%1): %2\n").arg(ids.size()).arg(labels.join(QLatin1Char(' ')));
    } else {
        if (!readIdList(parser.value(idsOption), 0, c.vocabularySize - 1, QStringLiteral("--ids"),
                        &ids, streams.err))
            return ExitUsageError;
        for (int id : ids)
            labels << QString::number(id);
    }
    if (parser.isSet(typesOption) && tokenizer) {
        reportError(streams.err, QStringLiteral("--types"),
                    tr("--text sets the token types from [SEP]; --types goes with --ids"));
        return ExitUsageError;
    }
    if (parser.isSet(typesOption) &&
        !readIdList(parser.value(typesOption), 0, std::max(0, c.tokenTypes - 1),
                    QStringLiteral("--types"), &types, streams.err))
        return ExitUsageError;
    try {
        if (parser.isSet(generateOption)) {
            int count = 0;
            if (!parseBoundedInt(parser.value(generateOption), 1, c.maxPositions, &count)) {
                reportError(streams.err, QStringLiteral("--generate"),
                            tr("expected a whole number from 1 to %1").arg(c.maxPositions));
                return ExitUsageError;
            }
            const std::vector<int> generated = greedyGenerate(model->weights, ids, count);
            if (tokenizer) {
                out << tr("continuation: %1\n").arg(tokenizer->decode(generated));
                return ExitSuccess;
            }
            QStringList numbers;
            for (int id : generated)
                numbers << QString::number(id);
            out << numbers.join(QLatin1Char(',')) << '\n';
            return ExitSuccess;
        }
        const TransformerTrace<float> trace = runTransformer(model->weights, ids, types);
        if (!parser.isSet(outputOption)) {
            // One line per head: where each head puts most weight, on average.
            for (std::size_t l = 0; l < trace.layers.size(); ++l)
                for (std::size_t h = 0; h < trace.layers[l].heads.size(); ++h) {
                    const Eigen::MatrixXf& w = trace.layers[l].heads[h].weights;
                    out << tr("layer %1 head %2: mean weight on the previous token %3, on the "
                              "first token %4, on itself %5\n")
                               .arg(l + 1)
                               .arg(h + 1)
                               .arg(w.rows() > 1 ? w.diagonal(-1).mean() : 0.0f, 0, 'f', 3)
                               .arg(w.col(0).mean(), 0, 'f', 3)
                               .arg(w.diagonal().mean(), 0, 'f', 3);
                }
            return ExitSuccess;
        }
        int layer = -1, head = -1;
        // Layers and heads from 1, as every figure and the window count them.
        if (!parseBoundedInt(parser.value(layerOption), 1, c.layers, &layer) ||
            !parseBoundedInt(parser.value(headOption), 1, c.heads, &head)) {
            reportError(streams.err, QStringLiteral("--layer/--head"),
                        tr("-o needs --layer from 1 to %1 and --head from 1 to %2")
                            .arg(c.layers)
                            .arg(c.heads));
            return ExitUsageError;
        }
        --layer;
        --head;
        const Eigen::MatrixXf& weights =
            trace.layers[std::size_t(layer)].heads[std::size_t(head)].weights;
        const QString outputPath = parser.value(outputOption);
        QByteArray bytes;
        if (outputPath.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive)) {
            bytes = encodeNpy(NpyArray::fromMatrix(weights));
        } else {
            bytes = writeCsv(CsvMatrix{weights, labels, labels});
        }
        QString writeError;
        if (!writeFileAtomically(outputPath, bytes, &writeError)) {
            reportError(streams.err, outputPath, writeError);
            return ExitIoError;
        }
        return ExitSuccess;
    } catch (const EngineError& failure) {
        reportError(streams.err, QString::fromStdString(failure.field()),
                    QString::fromStdString(failure.message()));
        return ExitSpecError;
    }
}

} // namespace ae::cli
