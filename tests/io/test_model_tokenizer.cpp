// The tokenizers model folders ship: GPT-2's byte-level BPE and BERT's
// WordPiece. Hand cases for each step, the tiny fixtures' reference text
// against the ids the independent Python tokenizer of
// scripts/make_tiny_models.py gave, tokenizer.json read like the classic
// files, and malformed files refused by name.

#include "core/io/byte_level_bpe_tokenizer.h"
#include "core/io/model_folder.h"
#include "core/io/model_tokenizer.h"
#include "core/io/npy.h"
#include "core/io/wordpiece_tokenizer.h"

#include "tests/file_test_support.h"
#include "tests/model_fixture_support.h"
#include "tests/test_main.h"

#include <QDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <random>

using namespace ae;

namespace {

std::vector<int> referenceIds(const char* model)
{
    ReadError error;
    const std::optional<NpyArray> ids =
        readNpyFile(ae::test::modelFixture(model) + QStringLiteral("/reference/ids.npy"), &error);
    if (!ids)
        qFatal("%s", qPrintable(error.english()));
    return std::vector<int>(ids->data.begin(), ids->data.end());
}

QStringList referenceTokens(const char* model)
{
    QStringList lines =
        QString::fromUtf8(test::readAll(ae::test::modelFixture(model) + "/reference/tokens.txt"))
            .split(QLatin1Char('\n'));
    lines.removeLast();
    return lines;
}

QString referenceText(const char* model)
{
    return QString::fromUtf8(test::readAll(ae::test::modelFixture(model) + "/reference/text.txt"));
}

std::unique_ptr<ModelTokenizer> load(const QString& folder, TransformerFamily family,
                                     int vocabularySize, ReadError* error,
                                     const ModelLimits& limits = {})
{
    return loadModelTokenizer(folder, family, vocabularySize, error, limits);
}

// A byte-level vocabulary: the 256 byte symbols (ids 0…255) and `extra`.
QHash<QString, int> byteVocabulary(const QStringList& extra)
{
    QHash<QString, int> vocabulary;
    for (int b = 0; b < 256; ++b)
        vocabulary.insert(QString(ByteLevelBpeTokenizer::byteSymbol(static_cast<unsigned char>(b))),
                          b);
    for (const QString& token : extra)
        vocabulary.insert(token, int(vocabulary.size()));
    return vocabulary;
}

void copyFolder(const QString& from, const QString& to)
{
    QDir().mkpath(to);
    for (const QString& name : QDir(from).entryList(QDir::Files))
        QFile::copy(from + '/' + name, to + '/' + name);
}

} // namespace

class TestModelTokenizer : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    // GPT-2's byte table: printable bytes stand for themselves; the others
    // count up from U+0100 in byte order (0x00 is the first, the space the
    // 33rd, 0xAD the 68th after 0x00–0x20 and 0x7F–0xA0).
    void bytesBecomePrintableSymbols()
    {
        QCOMPARE(ByteLevelBpeTokenizer::byteSymbol('a'), QChar('a'));
        QCOMPARE(ByteLevelBpeTokenizer::byteSymbol('!'), QChar('!'));
        QCOMPARE(ByteLevelBpeTokenizer::byteSymbol(0xE9), QChar(0xE9));
        QCOMPARE(ByteLevelBpeTokenizer::byteSymbol(0x00), QChar(0x100));
        QCOMPARE(ByteLevelBpeTokenizer::byteSymbol(' '), QChar(0x120));  // Ġ
        QCOMPARE(ByteLevelBpeTokenizer::byteSymbol('\n'), QChar(0x10A)); // Ċ
        QCOMPARE(ByteLevelBpeTokenizer::byteSymbol(0x7F), QChar(0x121));
        QCOMPARE(ByteLevelBpeTokenizer::byteSymbol(0xAD), QChar(0x143)); // Ń
    }

    void pretokenizeCutsLikeGpt2sPattern_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("pieces");
        QTest::newRow("words keep their space") << "Hello world" << QStringList{"Hello", " world"};
        QTest::newRow("contractions") << "it's they'll" << QStringList{"it", "'s", " they", "'ll"};
        QTest::newRow("numbers apart from letters")
            << "abc123 45" << QStringList{"abc", "123", " 45"};
        QTest::newRow("punctuation runs") << "wait...!? ok" << QStringList{"wait", "...!?", " ok"};
        // The last space of a run begins the next word; a break stays alone.
        QTest::newRow("space runs") << "a   b" << QStringList{"a", "  ", " b"};
        QTest::newRow("line breaks") << "x\n\ny" << QStringList{"x", "\n", "\n", "y"};
        QTest::newRow("trailing space") << "end  " << QStringList{"end", "  "};
        QTest::newRow("CJK letters") << "我爱 注意力" << QStringList{"我爱", " 注意力"};
        QTest::newRow("accented letters") << "café über" << QStringList{"café", " über"};
    }
    void pretokenizeCutsLikeGpt2sPattern()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, pieces);
        QCOMPARE(ByteLevelBpeTokenizer::pretokenize(text), pieces);
    }

    // Merges apply lowest rank first, wherever the pair occurs; a pair
    // made by a merge can merge again.
    void mergesByRank()
    {
        ReadError error;
        const auto t = ByteLevelBpeTokenizer::create(byteVocabulary({"ab", "abc", "Ġab"}),
                                                     {{"a", "b"}, {"ab", "c"}, {"Ġ", "ab"}}, {},
                                                     300, "vocab.json", "test", &error);
        QVERIFY2(t, qPrintable(error.english()));
        const std::optional<TokenizedText> out = t->encode("abcab ab", &error);
        QVERIFY2(out, qPrintable(error.english()));
        QCOMPARE(out->pieces, (QStringList{"abc", "ab", "Ġab"}));
        QCOMPARE(out->ids, (std::vector<int>{257, 256, 258}));
        QCOMPARE(out->labels, (QStringList{"abc", "ab", "␣ab"}));
        QCOMPARE(out->types, (std::vector<int>{0, 0, 0}));
        QCOMPARE(t->decode(out->ids), QStringLiteral("abcab ab"));
        // "aaa" with "a a": left to right, as the rank-scan loop does.
        const auto aa = ByteLevelBpeTokenizer::create(byteVocabulary({"aa"}), {{"a", "a"}}, {}, 300,
                                                      "vocab.json", "test", &error);
        QCOMPARE(aa->encode("aaa", &error)->pieces, (QStringList{"aa", "a"}));
    }

    // A merge may come before the merges that make its parts, and a pair
    // listed twice keeps its first rank; a merge that makes a string the
    // vocabulary lacks is refused by that string's name.
    void mergesOutOfOrderRepeatedOrMissing()
    {
        ReadError error;
        // ("ab", "c") is ranked above ("a", "b") and ("b", "c"): "abc" becomes
        // "ab" + "c" first only once "ab" exists, so b–c (rank 2) loses to
        // a–b (rank 1), then ab–c (rank 0) makes "abc".
        const auto t = ByteLevelBpeTokenizer::create(byteVocabulary({"abc", "ab", "bc"}),
                                                     {{"ab", "c"}, {"a", "b"}, {"b", "c"}}, {}, 300,
                                                     "vocab.json", "test", &error);
        QVERIFY2(t, qPrintable(error.english()));
        QCOMPARE(t->encode("abc", &error)->pieces, (QStringList{"abc"}));
        QCOMPARE(t->encode("bca", &error)->pieces, (QStringList{"bc", "a"}));
        // ("b", "c") listed at ranks 0 and 2 keeps rank 0: it beats a–b (rank 1).
        const auto repeated = ByteLevelBpeTokenizer::create(byteVocabulary({"ab", "bc"}),
                                                            {{"b", "c"}, {"a", "b"}, {"b", "c"}},
                                                            {}, 300, "v", "t", &error);
        QCOMPARE(repeated->encode("abc", &error)->pieces, (QStringList{"a", "bc"}));
        const auto missing = ByteLevelBpeTokenizer::create(byteVocabulary({}), {{"a", "b"}}, {},
                                                           300, "v", "t", &error);
        QVERIFY(!missing->encode("xab", &error));
        QCOMPARE(error.code(), ReadCode::BpeMergeMissing);
        QVERIFY2(error.english().contains("'ab'"), qPrintable(error.english()));
    }

    // The heap over symbol numbers gives what GPT-2's own loop gives (merge
    // the present pair of lowest rank everywhere, left to right, until no
    // present pair is ranked), written here on strings as GPT-2 writes it:
    // 300 random merge lists learnt-style (each part a byte or an earlier
    // merge's result) on random words over five letters.
    void mergesEqualGpt2sRankScanLoop()
    {
        const QStringList letters{"a", "b", "c", "d", "Ġ"};
        std::mt19937 random(7);
        const auto pick = [&random](int count) {
            return std::uniform_int_distribution<int>(0, count - 1)(random);
        };
        for (int list = 0; list < 300; ++list) {
            QStringList symbols = letters;
            std::vector<ByteLevelBpeTokenizer::Merge> merges;
            QHash<QString, int> ranks;
            QStringList made;
            for (int k = 0, count = 1 + pick(24); k < count; ++k) {
                const QString left = symbols[pick(int(symbols.size()))];
                const QString right = symbols[pick(int(symbols.size()))];
                if (ranks.contains(left + ' ' + right))
                    continue;
                ranks.insert(left + ' ' + right, int(merges.size()));
                merges.emplace_back(left, right);
                if (!symbols.contains(left + right)) {
                    symbols.append(left + right);
                    made.append(left + right);
                }
            }
            ReadError error;
            const auto t = ByteLevelBpeTokenizer::create(byteVocabulary(made), merges, {}, 512, "v",
                                                         "t", &error);
            QVERIFY2(t, qPrintable(error.english()));
            for (int word = 0; word < 10; ++word) {
                QString text;
                for (int i = 0, length = 1 + pick(12); i < length; ++i)
                    text += letters[pick(4)];
                // GPT-2's bpe(): the lowest-ranked present pair, merged at
                // every occurrence, left to right, until none is ranked.
                QStringList parts;
                for (const QChar c : text)
                    parts.append(QString(c));
                for (;;) {
                    int best = -1;
                    for (int i = 0; i + 1 < parts.size(); ++i) {
                        const int rank = ranks.value(parts[i] + ' ' + parts[i + 1], -1);
                        if (rank >= 0 && (best < 0 || rank < best))
                            best = rank;
                    }
                    if (best < 0)
                        break;
                    const auto& [first, second] = merges[std::size_t(best)];
                    QStringList merged;
                    for (int i = 0; i < parts.size(); ++i) {
                        if (i + 1 < parts.size() && parts[i] == first && parts[i + 1] == second) {
                            merged.append(first + second);
                            ++i;
                        } else {
                            merged.append(parts[i]);
                        }
                    }
                    parts = merged;
                }
                const std::optional<TokenizedText> out = t->encode(text, &error);
                QVERIFY2(out, qPrintable(error.english()));
                QVERIFY2(out->pieces == parts,
                         qPrintable(QStringLiteral("list %1, word %2: %3 against %4")
                                        .arg(list)
                                        .arg(text, out->pieces.join('|'), parts.join('|'))));
            }
        }
    }

    // A character cut into its UTF-8 bytes shows them in hex; the text
    // decodes back whole.
    void partialCharactersShowTheirBytes()
    {
        ReadError error;
        const auto t =
            ByteLevelBpeTokenizer::create(byteVocabulary({}), {}, {}, 256, "v", "t", &error);
        const std::optional<TokenizedText> out = t->encode("我", &error);
        QCOMPARE(out->labels, (QStringList{"<E6>", "<88>", "<91>"}));
        QCOMPARE(t->decode(out->ids), QStringLiteral("我"));
        QCOMPARE(t->label(10), QStringLiteral("↵")); // the line break's byte, made visible
        QCOMPARE(t->label(256), QString());          // outside the vocabulary
    }

    // Special tokens typed in the text are kept whole.
    void specialTokensAreSplitOut()
    {
        ReadError error;
        const auto t = ByteLevelBpeTokenizer::create(byteVocabulary({"<|endoftext|>"}), {},
                                                     {"<|endoftext|>"}, 257, "v", "t", &error);
        QCOMPARE(t->encode("a<|endoftext|>b", &error)->pieces,
                 (QStringList{"a", "<|endoftext|>", "b"}));
    }

    // The fixture's tokenizer gives the ids the independent Python
    // tokenizer gave for the reference text (spaces, a contraction, a
    // number, a line break, Chinese split into bytes).
    void gpt2FixtureMatchesTheReference()
    {
        ReadError error;
        const auto t =
            load(ae::test::modelFixture("tiny-gpt2"), TransformerFamily::Gpt2, 297, &error);
        QVERIFY2(t, qPrintable(error.english()));
        QCOMPARE(t->description(),
                 QStringLiteral("byte-level BPE (vocab.json + merges.txt): 297 tokens, 40 merges"));
        const std::optional<TokenizedText> out = t->encode(referenceText("tiny-gpt2"), &error);
        QVERIFY2(out, qPrintable(error.english()));
        QCOMPARE(out->pieces, referenceTokens("tiny-gpt2"));
        QCOMPARE(out->ids, referenceIds("tiny-gpt2"));
        QCOMPARE(t->decode(out->ids), referenceText("tiny-gpt2"));
    }

    void basicSplitLikeBert_data()
    {
        QTest::addColumn<bool>("lowerCase");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("words");
        QTest::newRow("punctuation split off")
            << true << "Hello, world!" << QStringList{"hello", ",", "world", "!"};
        QTest::newRow("accents stripped") << true << "Café Über" << QStringList{"cafe", "uber"};
        QTest::newRow("cased keeps them") << false << "Café Über" << QStringList{"Café", "Über"};
        QTest::newRow("one word per ideograph")
            << false << "我爱deep学习" << QStringList{"我", "爱", "deep", "学", "习"};
        QTest::newRow("controls dropped, tabs are spaces")
            << true << QString("a\u0007b\tc\u200Bd") << QStringList{"ab", "cd"};
        QTest::newRow("full-width comma is punctuation")
            << false << "你好，世界" << QStringList{"你", "好", "，", "世", "界"};
    }
    void basicSplitLikeBert()
    {
        QFETCH(bool, lowerCase);
        QFETCH(QString, text);
        QFETCH(QStringList, words);
        WordPieceOptions options;
        options.lowerCase = options.stripAccents = lowerCase;
        ReadError error;
        const auto t =
            WordPieceTokenizer::create({"[UNK]", "[CLS]", "[SEP]"}, options, 3, "v", "t", &error);
        QVERIFY2(t, qPrintable(error.english()));
        QCOMPARE(t->basicSplit(text), words);
    }

    // Longest match first; a word with an unmatched rest is one [UNK]; a
    // word past the length limit too; types switch after the first [SEP].
    void wordPieceCutsGreedily()
    {
        ReadError error;
        WordPieceOptions options;
        options.maxCharactersPerWord = 12; // "unbelievable" is 12
        const QStringList vocabulary{"[PAD]",  "[UNK]", "[CLS]", "[SEP]", "un",  "##believ",
                                     "##able", "##a",   "a",     "b",     "##b", "[MASK]"};
        const auto t = WordPieceTokenizer::create(vocabulary, options, 20, "v", "t", &error);
        QVERIFY2(t, qPrintable(error.english()));
        const std::optional<TokenizedText> out =
            t->encode("Unbelievable ab ax [MASK] [SEP] aaaaaaaaaaaaa b", &error);
        QCOMPARE(out->pieces, (QStringList{"[CLS]", "un", "##believ", "##able", "a", "##b", "[UNK]",
                                           "[MASK]", "[SEP]", "[UNK]", "b", "[SEP]"}));
        QCOMPARE(out->ids, (std::vector<int>{2, 4, 5, 6, 8, 10, 1, 11, 3, 1, 9, 3}));
        QCOMPARE(out->types, (std::vector<int>{0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1}));
        QCOMPARE(t->decode({4, 5, 6, 8, 10}), QStringLiteral("unbelievable ab"));
    }

    void bertFixtureMatchesTheReference()
    {
        ReadError error;
        const auto t =
            load(ae::test::modelFixture("tiny-bert"), TransformerFamily::Bert, 46, &error);
        QVERIFY2(t, qPrintable(error.english()));
        QCOMPARE(t->description(), QStringLiteral("WordPiece (vocab.txt): 46 tokens, lower-cased"));
        const std::optional<TokenizedText> out = t->encode(referenceText("tiny-bert"), &error);
        QVERIFY2(out, qPrintable(error.english()));
        QCOMPARE(out->pieces, referenceTokens("tiny-bert"));
        QCOMPARE(out->ids, referenceIds("tiny-bert"));
        ReadError npyError;
        const std::optional<NpyArray> types =
            readNpyFile(ae::test::modelFixture("tiny-bert") + "/reference/types.npy", &npyError);
        QCOMPARE(out->types, std::vector<int>(types->data.begin(), types->data.end()));
    }

    // tokenizer_config.json's do_lower_case decides the casing.
    void tokenizerConfigSetsTheCasing()
    {
        const QString folder = m_dir.filePath("cased-bert");
        copyFolder(ae::test::modelFixture("tiny-bert"), folder);
        QVERIFY(test::writeFile(folder + "/tokenizer_config.json", R"({"do_lower_case": false})"));
        ReadError error;
        const auto t = load(folder, TransformerFamily::Bert, 46, &error);
        QVERIFY2(t, qPrintable(error.english()));
        QCOMPARE(t->description(), QStringLiteral("WordPiece (vocab.txt + tokenizer_config.json): "
                                                  "46 tokens, cased"));
        QCOMPARE(t->encode("The cat", &error)->pieces,
                 (QStringList{"[CLS]", "[UNK]", "cat", "[SEP]"}));
    }

    // tokenizer.json alone gives the same ids as the classic files.
    void tokenizerJsonReadsLikeTheClassicFiles()
    {
        ReadError error;
        // GPT-2: vocab and merges (as ["a", "b"] pairs, the newer form).
        const QString gptFolder = m_dir.filePath("gpt2-json");
        QDir().mkpath(gptFolder);
        QJsonArray merges;
        const QStringList mergeLines =
            QString::fromUtf8(test::readAll(ae::test::modelFixture("tiny-gpt2") + "/merges.txt"))
                .split('\n');
        for (const QString& line : mergeLines.mid(1))
            if (!line.isEmpty())
                merges.append(QJsonArray{line.section(' ', 0, 0), line.section(' ', 1, 1)});
        const QJsonObject vocab =
            QJsonDocument::fromJson(
                test::readAll(ae::test::modelFixture("tiny-gpt2") + "/vocab.json"))
                .object();
        QJsonObject gpt{
            {"model", QJsonObject{{"type", "BPE"}, {"vocab", vocab}, {"merges", merges}}},
            {"added_tokens", QJsonArray{QJsonObject{{"content", "<|endoftext|>"}}}}};
        QVERIFY(test::writeFile(gptFolder + "/tokenizer.json", QJsonDocument(gpt).toJson()));
        const auto bpe = load(gptFolder, TransformerFamily::Gpt2, 297, &error);
        QVERIFY2(bpe, qPrintable(error.english()));
        QCOMPARE(bpe->encode(referenceText("tiny-gpt2"), &error)->ids, referenceIds("tiny-gpt2"));

        // BERT: WordPiece with a lower-casing BertNormalizer.
        const QString bertFolder = m_dir.filePath("bert-json");
        QDir().mkpath(bertFolder);
        QStringList lines =
            QString::fromUtf8(test::readAll(ae::test::modelFixture("tiny-bert") + "/vocab.txt"))
                .split('\n');
        lines.removeLast();
        QJsonObject ids;
        for (int id = 0; id < lines.size(); ++id)
            ids.insert(lines[id], id);
        QJsonObject bert{
            {"model", QJsonObject{{"type", "WordPiece"}, {"vocab", ids}, {"unk_token", "[UNK]"}}},
            {"normalizer", QJsonObject{{"type", "BertNormalizer"}, {"lowercase", true}}}};
        QVERIFY(test::writeFile(bertFolder + "/tokenizer.json", QJsonDocument(bert).toJson()));
        const auto wordPiece = load(bertFolder, TransformerFamily::Bert, 46, &error);
        QVERIFY2(wordPiece, qPrintable(error.english()));
        QCOMPARE(wordPiece->encode(referenceText("tiny-bert"), &error)->ids,
                 referenceIds("tiny-bert"));

        // Each family names the kind it needs when tokenizer.json holds the other.
        const QString gpt2Folder = m_dir.filePath("gpt2-given-wordpiece");
        QDir().mkpath(gpt2Folder);
        QVERIFY(test::writeFile(gpt2Folder + "/tokenizer.json", QJsonDocument(bert).toJson()));
        QVERIFY(!load(gpt2Folder, TransformerFamily::Gpt2, 297, &error));
        QCOMPARE(error.english(),
                 QStringLiteral("tokenizer.json: model.type is 'WordPiece'; a GPT-2 model "
                                "needs 'BPE'"));
        const QString bertGivenBpe = m_dir.filePath("bert-given-bpe");
        QDir().mkpath(bertGivenBpe);
        QVERIFY(test::writeFile(
            bertGivenBpe + "/tokenizer.json",
            QJsonDocument(QJsonObject{{"model", QJsonObject{{"type", "BPE"}}}}).toJson()));
        QVERIFY(!load(bertGivenBpe, TransformerFamily::Bert, 46, &error));
        QCOMPARE(error.english(),
                 QStringLiteral("tokenizer.json: model.type is 'BPE'; a BERT model needs "
                                "'WordPiece'"));
    }

    void malformedFilesAreRefusedByName_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<QString>("message");
        QTest::newRow("vocab.json not JSON")
            << "vocab.json" << QByteArray("{\"a\": 1,") << "vocab.json: not valid JSON at byte 8";
        QTest::newRow("vocab.json id not a number")
            << "vocab.json" << QByteArray(R"({"a": "one"})")
            << "vocab.json: the token 'a' has no whole-number id";
        QTest::newRow("vocab.json without bytes")
            << "vocab.json" << QByteArray(R"({"a": 0})")
            << "vocab.json: the byte symbol 'Ā' (byte 0) is missing; a byte-level vocabulary "
               "has one for each of the 256 bytes";
        QTest::newRow("merges.txt with three symbols")
            << "merges.txt" << QByteArray("#version: 0.2\na b\nc d e\n")
            << "merges.txt: line 3: expected two symbols separated by one space";
        QTest::newRow("tokenizer.json of the wrong kind")
            << "tokenizer.json" << QByteArray(R"({"model": {"type": "Unigram"}})")
            << "tokenizer.json: model.type is 'Unigram'; a GPT-2 model needs 'BPE'";
    }
    void malformedFilesAreRefusedByName()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, content);
        QFETCH(QString, message);
        const QString folder = m_dir.filePath(QStringLiteral("bad-") + QTest::currentDataTag());
        copyFolder(ae::test::modelFixture("tiny-gpt2"), folder);
        if (file == "tokenizer.json") {
            QFile::remove(folder + "/vocab.json");
            QFile::remove(folder + "/merges.txt");
        }
        QFile::remove(folder + '/' + file);
        QVERIFY(test::writeFile(folder + '/' + file, content));
        ReadError error;
        QVERIFY(!load(folder, TransformerFamily::Gpt2, 297, &error));
        QVERIFY2(error.english().startsWith(message), qPrintable(error.english()));
    }

    void vocabularyMustFitTheModel()
    {
        ReadError error;
        QVERIFY(!load(ae::test::modelFixture("tiny-gpt2"), TransformerFamily::Gpt2, 296, &error));
        QCOMPARE(error.english(),
                 QStringLiteral("vocab.json: the token '<|endoftext|>' has id 296, but "
                                "the model has 296 tokens"));
        QVERIFY(!load(ae::test::modelFixture("tiny-bert"), TransformerFamily::Bert, 45, &error));
        QCOMPARE(error.english(), QStringLiteral("vocab.txt: 46 tokens, but the model has 45"));
        QVERIFY(!WordPieceTokenizer::create({"[CLS]", "[SEP]"}, {}, 9, "vocab.txt", "t", &error));
        QCOMPARE(error.english(), QStringLiteral("vocab.txt: has no [UNK] token"));
    }

    void missingAndOversizedFiles()
    {
        ReadError error;
        const QString empty = m_dir.filePath("no-tokenizer");
        QDir().mkpath(empty);
        QVERIFY(!hasTokenizerFiles(empty));
        QVERIFY(hasTokenizerFiles(ae::test::modelFixture("tiny-bert")));
        QVERIFY(!load(empty, TransformerFamily::Bert, 46, &error));
        QCOMPARE(error.english(), QStringLiteral("no tokenizer: a BERT folder needs vocab.txt, or "
                                                 "tokenizer.json"));
        ModelLimits tight;
        tight.maxTokenizerFileBytes = 100; // vocab.txt is 300 bytes
        QVERIFY(
            !load(ae::test::modelFixture("tiny-bert"), TransformerFamily::Bert, 46, &error, tight));
        QVERIFY2(error.english().startsWith("vocab.txt: larger than the 100 bytes"),
                 qPrintable(error.english()));
    }
};

AE_TEST_MAIN_CORE(TestModelTokenizer)
#include "test_model_tokenizer.moc"
