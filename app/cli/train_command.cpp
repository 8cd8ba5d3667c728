#include "app/cli/train_command.h"

#include "app/cli/cli_support.h"
#include "core/io/atomic_file.h"
#include "core/io/bounded_read.h"
#include "core/io/trained_model_writer.h"
#include "core/io/training_text.h"
#include "core/training/trainer.h"
#include "core/types.h"

#include <QCommandLineParser>
#include <QDir>
#include <QIODevice>
#include <QJsonObject>

#include <algorithm>
#include <cmath>

namespace ae::cli {

namespace {

// A number in [lo, hi]; false after reporting under `option`.
bool readNumber(const QCommandLineParser& parser, const QCommandLineOption& option, double lo,
                double hi, double* out, QIODevice& err)
{
    if (!parser.isSet(option))
        return true;
    bool ok = false;
    const double value = parser.value(option).trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(value) || value < lo || value > hi) {
        reportError(err, QStringLiteral("--") + option.names().constLast(),
                    TrainCommand::tr("expected a number from %1 to %2, found '%3'")
                        .arg(lo)
                        .arg(hi)
                        .arg(parser.value(option)));
        return false;
    }
    *out = value;
    return true;
}

// A whole number in [lo, hi]; false after reporting under `option`.
bool readWhole(const QCommandLineParser& parser, const QCommandLineOption& option, int lo, int hi,
               int* out, QIODevice& err)
{
    if (!parser.isSet(option))
        return true;
    if (!parseBoundedInt(parser.value(option), lo, hi, out)) {
        reportError(err, QStringLiteral("--") + option.names().constLast(),
                    TrainCommand::tr("expected a whole number from %1 to %2, found '%3'")
                        .arg(lo)
                        .arg(hi)
                        .arg(parser.value(option)));
        return false;
    }
    return true;
}

// One row per evaluation; the last column names the scoring function, so a
// file compared with another says what each curve trained.
QByteArray curvesCsv(const std::vector<CurvePoint>& curve, ScoringType scoring)
{
    QByteArray csv("step,train_loss,train_accuracy,heldout_loss,heldout_accuracy,scoring\n");
    for (const CurvePoint& p : curve)
        csv += QStringLiteral("%1,%2,%3,%4,%5,%6\n")
                   .arg(p.step)
                   .arg(p.trainLoss, 0, 'g', 8)
                   .arg(p.trainAccuracy, 0, 'g', 8)
                   .arg(p.heldOutLoss, 0, 'g', 8)
                   .arg(p.heldOutAccuracy, 0, 'g', 8)
                   .arg(QLatin1String(scoringTypeName(scoring)))
                   .toUtf8();
    return csv;
}

} // namespace

QString TrainCommand::name() const
{
    return QStringLiteral("train");
}

QString TrainCommand::summary() const
{
    return tr("train a tiny GPT-2-style model on a task and save it as a model folder");
}

QString TrainCommand::help() const
{
    return tr("Usage: attention-explorer-cli train --task TASK [OPTIONS] -o DIR\n"
              "  Trains a GPT-2-style model from scratch and writes DIR: config.json,\n"
              "  model.safetensors, vocab.json, merges.txt (open it with 'model DIR' or Open\n"
              "  Model) and curves.csv (step, train loss, train accuracy, held-out loss,\n"
              "  held-out accuracy, scoring). Same options and seed: the same weights, bit\n"
              "  for bit.\n"
              "  --task TASK          copy, reverse, sort, repeat, brackets, or own (with\n"
              "                       --task-file); default reverse\n"
              "  --task-file FILE     own task: one example a line, QUESTION|ANSWER, all lines\n"
              "                       the same length; '#' starts a comment line\n"
              "  --length N           symbols in a question, 2 to 32 (default 6)\n"
              "  --alphabet N         letters a, b, ... used, 2 to 26 (default 8)\n"
              "  --layers N           1 to 8 (default 2)\n"
              "  --heads N            1 to 16, dividing --dim (default 4)\n"
              "  --dim N              the model's width, 2 to 512 (default 32)\n"
              "  --mlp N              the MLP's hidden width (default 4 x --dim)\n"
              "  --activation NAME    gelu (tanh form) or relu (default gelu)\n"
              "  --positions KIND     learned or sinusoidal (fixed) (default learned)\n"
              "  --scoring NAME       every head's scoring function: scaled_dot_product,\n"
              "                       dot_product, additive, general or cosine (at\n"
              "                       temperature 0.1; the others at 1) (default\n"
              "                       scaled_dot_product)\n"
              "  --steps N            training steps, 1 to 1000000 (default 1000)\n"
              "  --seed S             0 to 2^31-1 (default 1)\n"
              "  --lr X               AdamW's learning rate (default 3e-3)\n"
              "  --batch N            sequences a step, 1 to 4096 (default 64)\n"
              "  --warmup N           steps of linear learning-rate warm-up (default 0)\n"
              "  --weight-decay X     decoupled weight decay (default 0.01)\n"
              "  --clip X             largest gradient norm, 0 for none (default 1)\n"
              "  --eval-every N       steps between held-out evaluations and progress\n"
              "                       lines (default 100)\n"
              "  --threads N          threads (default: the cores; the result is the same)\n"
              "  --example TEXT       the question the Model tab runs when it opens DIR, in\n"
              "                       the task's symbols (default: the task's first\n"
              "                       held-out question)\n"
              "  -o, --output DIR     the model folder to write (created if missing)\n"
              "  -h, --help           show this help\n");
}

int TrainCommand::run(const QStringList& arguments, CliStreams& streams)
{
    QCommandLineParser parser;
    const auto option = [](const char* name, const char* value) {
        return QCommandLineOption(QString::fromLatin1(name), QString(), QString::fromLatin1(value));
    };
    const QCommandLineOption taskOption = option("task", "TASK");
    const QCommandLineOption taskFileOption = option("task-file", "FILE");
    const QCommandLineOption lengthOption = option("length", "N");
    const QCommandLineOption alphabetOption = option("alphabet", "N");
    const QCommandLineOption layersOption = option("layers", "N");
    const QCommandLineOption headsOption = option("heads", "N");
    const QCommandLineOption dimOption = option("dim", "N");
    const QCommandLineOption mlpOption = option("mlp", "N");
    const QCommandLineOption activationOption = option("activation", "NAME");
    const QCommandLineOption positionsOption = option("positions", "KIND");
    const QCommandLineOption scoringOption = option("scoring", "NAME");
    const QCommandLineOption stepsOption = option("steps", "N");
    const QCommandLineOption seedOption = option("seed", "S");
    const QCommandLineOption lrOption = option("lr", "X");
    const QCommandLineOption batchOption = option("batch", "N");
    const QCommandLineOption warmupOption = option("warmup", "N");
    const QCommandLineOption decayOption = option("weight-decay", "X");
    const QCommandLineOption clipOption = option("clip", "X");
    const QCommandLineOption evalOption = option("eval-every", "N");
    const QCommandLineOption threadsOption = option("threads", "N");
    const QCommandLineOption exampleOption = option("example", "TEXT");
    const QCommandLineOption outputOption({QStringLiteral("o"), QStringLiteral("output")},
                                          QString(), QStringLiteral("DIR"));
    parser.addOptions({taskOption,       taskFileOption,  lengthOption,  alphabetOption,
                       layersOption,     headsOption,     dimOption,     mlpOption,
                       activationOption, positionsOption, stepsOption,   seedOption,
                       lrOption,         batchOption,     warmupOption,  decayOption,
                       clipOption,       evalOption,      threadsOption, outputOption,
                       scoringOption,    exampleOption});
    const QString seeHelp = tr("see 'attention-explorer-cli train --help'");
    if (const std::optional<int> exitCode =
            parseCommand(parser, *this, arguments, streams, seeHelp))
        return *exitCode;
    if (!expectArgumentCount(parser, 0, tr("train takes options only; ") + seeHelp, streams.err))
        return ExitUsageError;
    if (!parser.isSet(outputOption)) {
        reportError(streams.err, QStringLiteral("-o"),
                    tr("the model folder to write is missing; ") + seeHelp);
        return ExitUsageError;
    }

    TrainerSettings s;
    const QString taskName =
        parser.isSet(taskOption)
            ? parser.value(taskOption)
            : (parser.isSet(taskFileOption) ? QStringLiteral("own") : QStringLiteral("reverse"));
    const std::optional<TaskKind> kind = TrainingTask::kindFromName(taskName.toStdString());
    if (!kind) {
        reportError(
            streams.err, QStringLiteral("--task"),
            tr("unknown task '%1' (copy, reverse, sort, repeat, brackets, own)").arg(taskName));
        return ExitUsageError;
    }
    s.task.kind = *kind;
    if ((*kind == TaskKind::Own) != parser.isSet(taskFileOption)) {
        reportError(streams.err, QStringLiteral("--task-file"),
                    *kind == TaskKind::Own ? tr("the own task needs --task-file FILE")
                                           : tr("only the own task reads a file"));
        return ExitUsageError;
    }
    int steps = 1000, evalEvery = 100, seed = 1, mlp = 0;
    QString activation = parser.value(activationOption);
    QString positions = parser.value(positionsOption);
    if (!readWhole(parser, lengthOption, 2, TaskLimits::maxLength, &s.task.length, streams.err) ||
        !readWhole(parser, alphabetOption, 2, TaskLimits::maxAlphabet, &s.task.alphabetSize,
                   streams.err) ||
        !readWhole(parser, layersOption, 1, 8, &s.layers, streams.err) ||
        !readWhole(parser, headsOption, 1, 16, &s.heads, streams.err) ||
        !readWhole(parser, dimOption, 2, 512, &s.width, streams.err) ||
        !readWhole(parser, mlpOption, 1, 4096, &mlp, streams.err) ||
        !readWhole(parser, stepsOption, 1, 1000000, &steps, streams.err) ||
        !readWhole(parser, seedOption, 0, 2147483647, &seed, streams.err) ||
        !readWhole(parser, batchOption, 1, 4096, &s.batchSize, streams.err) ||
        !readWhole(parser, warmupOption, 0, 1000000, &s.optimizer.warmupSteps, streams.err) ||
        !readWhole(parser, evalOption, 1, 1000000, &evalEvery, streams.err) ||
        !readWhole(parser, threadsOption, 1, 64, &s.threads, streams.err) ||
        !readNumber(parser, lrOption, 1e-6, 1.0, &s.optimizer.learningRate, streams.err) ||
        !readNumber(parser, decayOption, 0.0, 1.0, &s.optimizer.weightDecay, streams.err) ||
        !readNumber(parser, clipOption, 0.0, 1e6, &s.optimizer.clipNorm, streams.err))
        return ExitUsageError;
    s.mlpWidth = mlp;
    s.seed = std::uint64_t(seed);
    if (activation.isEmpty() || activation == QLatin1String("gelu"))
        s.activation = Activation::GeluTanh;
    else if (activation == QLatin1String("relu"))
        s.activation = Activation::Relu;
    else {
        reportError(streams.err, QStringLiteral("--activation"),
                    tr("unknown activation '%1' (gelu, relu)").arg(activation));
        return ExitUsageError;
    }
    if (positions.isEmpty() || positions == QLatin1String("learned"))
        s.positions = PositionKind::Learned;
    else if (positions == QLatin1String("sinusoidal"))
        s.positions = PositionKind::Sinusoidal;
    else {
        reportError(streams.err, QStringLiteral("--positions"),
                    tr("unknown positions '%1' (learned, sinusoidal)").arg(positions));
        return ExitUsageError;
    }
    const QString scoring = parser.value(scoringOption);
    if (!scoring.isEmpty() && !scoringTypeFromName(scoring.toStdString(), &s.scoring)) {
        reportError(streams.err, QStringLiteral("--scoring"),
                    tr("unknown scoring function '%1' (%2)")
                        .arg(scoring, QString::fromStdString(scoringTypeNameList())));
        return ExitUsageError;
    }
    if (parser.isSet(taskFileOption)) {
        ReadError failure;
        const QString path = parser.value(taskFileOption);
        const std::optional<QByteArray> text =
            readFileAtMost(path, TaskLimits::maxOwnFileBytes, tr("a task file may have"), &failure);
        if (!text) {
            reportError(streams.err, path, failure.english());
            return ExitIoError;
        }
        s.task.ownText = text->toStdString();
    }

    std::unique_ptr<Trainer> trainer;
    try {
        s.validate();
        trainer = std::make_unique<Trainer>(s);
    } catch (const EngineError& e) {
        // The task file's errors name its line; the rest are option values.
        const bool fileError =
            s.task.kind == TaskKind::Own &&
            (QString::fromStdString(e.field()).startsWith(QLatin1String("line")) ||
             e.field() == "lines");
        reportError(streams.err,
                    fileError ? parser.value(taskFileOption) + QLatin1Char(':') +
                                    QString::fromStdString(e.field())
                              : QString::fromStdString(e.field()),
                    QString::fromStdString(e.message()));
        return fileError ? ExitSpecError : ExitUsageError;
    }
    // The task says whether the question fits (TrainingTask::fitsAsQuestion);
    // the message says why not.
    const QString example = parser.value(exampleOption);
    const TrainingTask& task = trainer->task();
    if (!example.isEmpty() && !task.fitsAsQuestion(example.toStdString())) {
        const auto foreign = std::find_if(example.begin(), example.end(), [&task](QChar c) {
            return c.unicode() > 0x7F || !task.vocabulary().id(char(c.unicode()));
        });
        reportError(streams.err, QStringLiteral("--example"),
                    foreign != example.end()
                        ? tr("'%1' is not one of the task's symbols (%2)")
                              .arg(*foreign)
                              .arg(QString::fromStdString(task.vocabulary().symbols()))
                        : tr("%1 symbols; the model reads at most %2")
                              .arg(example.size())
                              .arg(task.sequenceLength()));
        return ExitUsageError;
    }

    const auto progress = [&](const CurvePoint& p) {
        streams.out.write(tr("step %1/%2  train loss %3 acc %4%  held-out loss %5 acc %6%\n")
                              .arg(p.step)
                              .arg(steps)
                              .arg(p.trainLoss, 0, 'f', 4)
                              .arg(100 * p.trainAccuracy, 0, 'f', 1)
                              .arg(p.heldOutLoss, 0, 'f', 4)
                              .arg(100 * p.heldOutAccuracy, 0, 'f', 1)
                              .toUtf8());
    };
    streams.out.write(tr("%1: %2 parameters, scoring %3 (temperature %4), %5 held-out "
                         "examples; %6\n")
                          .arg(taskName)
                          .arg(trainer->weights().parameterCount())
                          .arg(QLatin1String(scoringTypeName(s.scoring)))
                          .arg(trainingTemperature(s.scoring))
                          .arg(trainer->task().heldOut().size())
                          .arg(trainingTaskExplanation(s.task.kind))
                          .toUtf8());
    progress(trainer->recordCurvePoint());
    while (trainer->stepsTaken() < steps) {
        trainer->train(std::min(evalEvery, steps - trainer->stepsTaken()));
        progress(trainer->recordCurvePoint());
    }

    const QString folder = parser.value(outputOption);
    const QJsonObject notes = trainedModelNotes(trainer->task(), trainer->stepsTaken(),
                                                std::uint64_t(seed), s.positions, example);
    ReadError failure;
    if (!saveTrainedModel(folder, trainer->weights(), trainer->task().vocabulary(), notes,
                          &failure)) {
        reportError(streams.err, folder, failure.english());
        return ExitIoError;
    }
    QString error;
    if (!writeFileAtomically(QDir(folder).filePath(QStringLiteral("curves.csv")),
                             curvesCsv(trainer->curve(), s.scoring), &error)) {
        reportError(streams.err, folder, error);
        return ExitIoError;
    }
    streams.out.write(tr("wrote %1 (the model and curves.csv)\n").arg(folder).toUtf8());
    return ExitSuccess;
}

} // namespace ae::cli
