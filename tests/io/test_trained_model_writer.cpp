// A trained model saved by core/io/trained_model_writer.h and opened the way
// Open Model opens a download (loadModelFolder + loadModelTokenizer): the
// same weights bit for bit, the same logits bit for bit, each task symbol one
// token with its own id; its notes' question read back, and notes that do
// not fit the model ignored.
#include "core/io/model_folder.h"
#include "core/io/model_tokenizer.h"
#include "core/io/trained_model_writer.h"
#include "core/training/trainer.h"

#include "tests/test_main.h"

#include <QFile>
#include <QJsonDocument>
#include <QTemporaryDir>

#include <cstring>

using namespace ae;

namespace {

TrainerSettings settings(Activation activation, ScoringType scoring = ScoringType::ScaledDotProduct)
{
    TrainerSettings s;
    s.task.kind = TaskKind::Reverse;
    s.task.length = 4;
    s.task.alphabetSize = 5;
    s.layers = 2;
    s.heads = 2;
    s.width = 8;
    s.mlpWidth = 12;
    s.batchSize = 16;
    s.activation = activation;
    s.scoring = scoring;
    return s;
}

bool sameBits(const Eigen::MatrixXf& a, const Eigen::MatrixXf& b)
{
    // An empty matrix has no data pointer: memcmp must not see it (UBSan).
    return a.rows() == b.rows() && a.cols() == b.cols() &&
           (a.size() == 0 ||
            std::memcmp(a.data(), b.data(), std::size_t(a.size()) * sizeof(float)) == 0);
}

} // namespace

class TestTrainedModelWriter : public QObject
{
    Q_OBJECT

private slots:
    void saveThenOpenGivesIdenticalLogits_data();
    void saveThenOpenGivesIdenticalLogits();
    void scoringFieldIsReadAndChecked();
    void tokenizerMapsEachSymbolToItsId();
    void refusesWhatItCannotWrite();
    void notesHoldTheTaskAndAQuestion();
    void notesAreReadOnlyWhenTheyFit_data();
    void notesAreReadOnlyWhenTheyFit();
};

void TestTrainedModelWriter::saveThenOpenGivesIdenticalLogits_data()
{
    QTest::addColumn<int>("activation");
    QTest::addColumn<int>("scoring");
    QTest::newRow("gelu_new") << int(Activation::GeluTanh) << int(ScoringType::ScaledDotProduct);
    QTest::newRow("relu") << int(Activation::Relu) << int(ScoringType::ScaledDotProduct);
    for (const ScoringTypeInfo& info : scoringTypes())
        if (info.type != ScoringType::ScaledDotProduct)
            QTest::newRow(info.name) << int(Activation::GeluTanh) << int(info.type);
}

void TestTrainedModelWriter::saveThenOpenGivesIdenticalLogits()
{
    QFETCH(int, activation);
    QFETCH(int, scoring);
    Trainer trainer(settings(Activation(activation), ScoringType(scoring)));
    trainer.train(20); // biases and LayerNorm no longer 0 and 1
    QTemporaryDir dir;
    const QString folder = dir.filePath(QStringLiteral("reverse-model"));
    ReadError error;
    QVERIFY2(saveTrainedModel(folder, trainer.weights(), trainer.task().vocabulary(),
                              QJsonObject{{QStringLiteral("task"), QStringLiteral("reverse")}},
                              &error),
             qPrintable(error.english()));
    const std::optional<LoadedModel> loaded = loadModelFolder(folder, &error);
    QVERIFY2(loaded, qPrintable(error.english()));
    QCOMPARE(loaded->dtype, QStringLiteral("F32"));
    const TransformerWeights<float>& a = trainer.weights();
    const TransformerWeights<float>& b = loaded->weights;
    QCOMPARE(b.config.activation, a.config.activation);
    QCOMPARE(b.config.mlpWidth, 12);
    QCOMPARE(b.config.maxPositions, a.config.maxPositions);
    QVERIFY(sameBits(a.tokenEmbedding, b.tokenEmbedding));
    QVERIFY(sameBits(a.positionEmbedding, b.positionEmbedding));
    QVERIFY(sameBits(a.blocks[1].key.weight, b.blocks[1].key.weight));
    QVERIFY(sameBits(a.blocks[1].value.bias, b.blocks[1].value.bias));
    QVERIFY(sameBits(a.blocks[0].mlpOut.weight, b.blocks[0].mlpOut.weight));
    // The scoring function, its temperature and its trained parameters.
    QCOMPARE(b.config.scoring, ScoringType(scoring));
    QCOMPARE(b.config.scoringTemperature, trainingTemperature(ScoringType(scoring)));
    for (int l = 0; l < 2; ++l) {
        const ScoringWeights<float>& x = a.blocks[std::size_t(l)].scoring;
        const ScoringWeights<float>& y = b.blocks[std::size_t(l)].scoring;
        QVERIFY(sameBits(x.general, y.general));
        QVERIFY(sameBits(x.additiveQuery, y.additiveQuery));
        QVERIFY(sameBits(x.additiveKey, y.additiveKey));
        QVERIFY(sameBits(x.additiveValue, y.additiveValue));
        QCOMPARE(y.general.size(), ScoringType(scoring) == ScoringType::General ? 16 : 0); // p = 4
        QCOMPARE(y.additiveValue.size(), ScoringType(scoring) == ScoringType::Additive ? 4 : 0);
    }
    if (ScoringType(scoring) == ScoringType::General) // trained away from its start, I/√p
        QVERIFY(!a.blocks[0].scoring.general.isApprox(Eigen::MatrixXf::Identity(4, 4) * 0.5f));

    const TaskExample& probe = trainer.task().probe();
    const std::vector<int> ids(probe.sequence.begin(), probe.sequence.end() - 1);
    const TransformerTrace<float> before = runTransformer(a, ids);
    const TransformerTrace<float> after = runTransformer(b, ids);
    QVERIFY(sameBits(before.logits, after.logits));
    QVERIFY(sameBits(before.layers[1].heads[1].weights, after.layers[1].heads[1].weights));

    // config.json says what was trained.
    QFile config(QDir(folder).filePath(QStringLiteral("config.json")));
    QVERIFY(config.open(QIODevice::ReadOnly));
    const QJsonObject notes = QJsonDocument::fromJson(config.readAll())
                                  .object()
                                  .value(QStringLiteral("attention_explorer"))
                                  .toObject();
    QCOMPARE(notes.value(QStringLiteral("task")).toString(), QStringLiteral("reverse"));
    QCOMPARE(notes.value(QStringLiteral("symbols")).toString(), QStringLiteral("abcde|?"));
}

void TestTrainedModelWriter::scoringFieldIsReadAndChecked()
{
    // A GPT-2 config without the field is scaled dot-product at τ = 1.
    const QByteArray plain = R"({"model_type": "gpt2", "n_embd": 8, "n_layer": 1, "n_head": 2,
                                 "vocab_size": 5, "n_positions": 6})";
    ReadError error;
    std::optional<TransformerConfig> c = readModelConfig(plain, &error);
    QVERIFY2(c, qPrintable(error.english()));
    QCOMPARE(c->scoring, ScoringType::ScaledDotProduct);
    QCOMPARE(c->scoringTemperature, 1.0);
    QByteArray named = plain;
    named.replace("\"n_positions\"",
                  "\"attention_scoring\": \"cosine\", \"attention_temperature\": 0.25, "
                  "\"n_positions\"");
    c = readModelConfig(named, &error);
    QVERIFY2(c, qPrintable(error.english()));
    QCOMPARE(c->scoring, ScoringType::Cosine);
    QCOMPARE(c->scoringTemperature, 0.25);
    QByteArray unknown = plain;
    unknown.replace("\"n_positions\"", "\"attention_scoring\": \"luong\", \"n_positions\"");
    QVERIFY(!readModelConfig(unknown, &error));
    QVERIFY2(error.english().contains(QStringLiteral("attention_scoring")) &&
                 error.english().contains(QStringLiteral("\"general\"")),
             qPrintable(error.english()));
    QByteArray cold = plain;
    cold.replace("\"n_positions\"", "\"attention_temperature\": 0, \"n_positions\"");
    QVERIFY(!readModelConfig(cold, &error));
    QVERIFY2(error.english().contains(QStringLiteral("attention_temperature")),
             qPrintable(error.english()));

    // A general model whose file lost a layer's W is refused by the tensor's name.
    Trainer trainer(settings(Activation::GeluTanh, ScoringType::General));
    QTemporaryDir dir;
    QVERIFY2(
        saveTrainedModel(dir.path(), trainer.weights(), trainer.task().vocabulary(), {}, &error),
        qPrintable(error.english()));
    QFile config(QDir(dir.path()).filePath(QStringLiteral("config.json")));
    QVERIFY(config.open(QIODevice::ReadOnly));
    QJsonObject o = QJsonDocument::fromJson(config.readAll()).object();
    config.close();
    QCOMPARE(o.value(QStringLiteral("attention_scoring")).toString(), QStringLiteral("general"));
    o.insert(QStringLiteral("attention_scoring"), QStringLiteral("additive"));
    QVERIFY(config.open(QIODevice::WriteOnly | QIODevice::Truncate));
    config.write(QJsonDocument(o).toJson());
    config.close();
    QVERIFY(!loadModelFolder(dir.path(), &error));
    QVERIFY2(error.english().contains(QStringLiteral("h.0.attn.scoring.W_q")),
             qPrintable(error.english()));
}

void TestTrainedModelWriter::tokenizerMapsEachSymbolToItsId()
{
    Trainer trainer(settings(Activation::GeluTanh));
    QTemporaryDir dir;
    ReadError error;
    QVERIFY2(
        saveTrainedModel(dir.path(), trainer.weights(), trainer.task().vocabulary(), {}, &error),
        qPrintable(error.english()));
    const int vocabulary = trainer.task().vocabulary().size();
    const std::unique_ptr<ModelTokenizer> tokenizer =
        loadModelTokenizer(dir.path(), TransformerFamily::Gpt2, vocabulary, &error, {});
    QVERIFY2(tokenizer, qPrintable(error.english()));
    const std::optional<TokenizedText> text = tokenizer->encode(QStringLiteral("dcb|bcz"), &error);
    QVERIFY2(text, qPrintable(error.english()));
    // d c b | b c, and z (not a symbol of the task) as the unknown id 6.
    QCOMPARE(text->ids, (std::vector<int>{3, 2, 1, 5, 1, 2, 6}));
    for (int id = 0; id < vocabulary - 1; ++id)
        QCOMPARE(tokenizer->piece(id),
                 QString(QLatin1Char(trainer.task().vocabulary().symbol(id))));
    QCOMPARE(tokenizer->decode({0, 5, 4}), QStringLiteral("a|e"));
}

void TestTrainedModelWriter::refusesWhatItCannotWrite()
{
    Trainer trainer(settings(Activation::GeluTanh));
    QTemporaryDir dir;
    QFile blocker(dir.filePath(QStringLiteral("file")));
    QVERIFY(blocker.open(QIODevice::WriteOnly));
    blocker.close();
    ReadError error;
    QVERIFY(!saveTrainedModel(dir.filePath(QStringLiteral("file/model")), trainer.weights(),
                              trainer.task().vocabulary(), {}, &error));
    QVERIFY2(error.english().contains(QStringLiteral("cannot create the folder")),
             qPrintable(error.english()));
    const SymbolVocabulary wrong("ab");
    QVERIFY(!saveTrainedModel(dir.path(), trainer.weights(), wrong, {}, &error));
    QVERIFY2(error.english().startsWith(QStringLiteral("vocab.json: 3 symbols")),
             qPrintable(error.english()));
}

void TestTrainedModelWriter::notesHoldTheTaskAndAQuestion()
{
    Trainer trainer(settings(Activation::GeluTanh));
    const TrainingTask& task = trainer.task();
    QCOMPARE(task.sequenceLength(), 8); // 4 letters, the bar, 4 letters, less the last

    // Without a question: the probe up to its answer, which is the reversed
    // question (so the reverse of the probe's answer symbols), and the bar.
    const QJsonObject notes = trainedModelNotes(task, 20, 5, PositionKind::Sinusoidal);
    QCOMPARE(notes.value(QStringLiteral("task")).toString(), QStringLiteral("reverse"));
    QCOMPARE(notes.value(QStringLiteral("steps")).toInt(), 20);
    QCOMPARE(notes.value(QStringLiteral("seed")).toInt(), 5);
    QCOMPARE(notes.value(QStringLiteral("positions")).toString(), QStringLiteral("sinusoidal"));
    QVERIFY(notes.value(QStringLiteral("explanation")).toString().startsWith("Reverse: "));
    const QString example = notes.value(QStringLiteral("example")).toString();
    QCOMPARE(example.size(), 5);
    QCOMPARE(example.back(), QLatin1Char('|'));
    QString answer;
    for (int i = 5; i < 9; ++i)
        answer.prepend(
            QLatin1Char(task.vocabulary().symbol(task.probe().sequence[std::size_t(i)])));
    QCOMPARE(example.left(4), answer);
    QCOMPARE(notes.value(QStringLiteral("continuation")).toInt(), 3); // 8 positions − 5

    // A given question, saved and opened: the folder's notes say it.
    const QJsonObject given =
        trainedModelNotes(task, 20, 5, PositionKind::Learned, QStringLiteral("ab|"));
    QCOMPARE(given.value(QStringLiteral("positions")).toString(), QStringLiteral("learned"));
    QTemporaryDir dir;
    ReadError error;
    QVERIFY2(saveTrainedModel(dir.path(), trainer.weights(), task.vocabulary(), given, &error),
             qPrintable(error.english()));
    const std::optional<LoadedModel> loaded = loadModelFolder(dir.path(), &error);
    QVERIFY2(loaded, qPrintable(error.english()));
    QCOMPARE(loaded->notes.task, QStringLiteral("reverse"));
    QCOMPARE(loaded->notes.example, QStringLiteral("ab|"));
    QCOMPARE(loaded->notes.continuation, 5);
    QCOMPARE(loaded->notes.unknownSymbol, QStringLiteral("?"));
}

void TestTrainedModelWriter::notesAreReadOnlyWhenTheyFit_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("task");
    QTest::addColumn<QString>("example");
    QTest::addColumn<int>("continuation");
    QTest::addColumn<QString>("unknownSymbol");
    // The model has 8 positions.
    QTest::newRow("fits") << QByteArray(R"({"attention_explorer": {"task": "copy",
        "example": "abc|", "continuation": 4, "unknown_symbol": "?"}})")
                          << "copy"
                          << "abc|" << 4 << "?";
    QTest::newRow("no notes") << QByteArray(R"({"model_type": "gpt2"})") << ""
                              << "" << 0 << QString();
    QTest::newRow("not JSON") << QByteArray("{\"attention_explorer\": ") << ""
                              << "" << 0 << QString();
    QTest::newRow("notes not an object") << QByteArray(R"({"attention_explorer": "copy"})") << ""
                                         << "" << 0 << QString();
    QTest::newRow("example not a string") << QByteArray(R"({"attention_explorer": {"task":
        "sort", "example": 12, "continuation": 2}})")
                                          << "sort"
                                          << "" << 2 << QString();
    QTest::newRow("example longer than the positions")
        << QByteArray(R"({"attention_explorer": {"example": "abcdefgh|", "continuation": 0}})")
        << ""
        << "" << 0 << QString();
    QTest::newRow("continuation past the positions")
        << QByteArray(R"({"attention_explorer": {"example": "abc|", "continuation": 5}})") << ""
        << "abc|" << 0 << QString();
    QTest::newRow("continuation not whole")
        << QByteArray(R"({"attention_explorer": {"example": "abc|", "continuation": 2.5}})") << ""
        << "abc|" << 0 << QString();
    QTest::newRow("continuation negative")
        << QByteArray(R"({"attention_explorer": {"example": "abc|", "continuation": -1}})") << ""
        << "abc|" << 0 << QString();
    QTest::newRow("continuation a string")
        << QByteArray(R"({"attention_explorer": {"example": "abc|", "continuation": "4"}})") << ""
        << "abc|" << 0 << QString();
    QTest::newRow("unknown symbol not one character")
        << QByteArray(R"({"attention_explorer": {"unknown_symbol": "??"}})") << ""
        << "" << 0 << QString();
    QTest::newRow("unknown symbol a number")
        << QByteArray(R"({"attention_explorer": {"unknown_symbol": 3}})") << ""
        << "" << 0 << QString();
}

void TestTrainedModelWriter::notesAreReadOnlyWhenTheyFit()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, task);
    QFETCH(QString, example);
    QFETCH(int, continuation);
    QFETCH(QString, unknownSymbol);
    const ModelNotes notes = readModelNotes(json, 8);
    QCOMPARE(notes.task, task);
    QCOMPARE(notes.example, example);
    QCOMPARE(notes.continuation, continuation);
    QCOMPARE(notes.unknownSymbol, unknownSymbol);
}

AE_TEST_MAIN_CORE(TestTrainedModelWriter)
#include "test_trained_model_writer.moc"
