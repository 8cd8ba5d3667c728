// The session document: undoable edits that merge, the clean state, generated
// scoring weights sized to the heads, save/open round trips, and a bad file
// that leaves the session as it was.

#include "core/io/spec_reader.h"
#include "core/io/spec_widths.h"
#include "core/io/spec_writer.h"
#include "ui/document/app_settings.h"
#include "ui/document/attention_document.h"
#include "ui/document/recent_files.h"

#include "tests/test_main.h"
#include "tests/ui/views_test_support.h"

#include <QSignalSpy>
#include <QTemporaryDir>

using namespace ae;

namespace {

// Hashed 16-wide embeddings, seed 5.
Spec textSpec(const std::string& text, int heads, int modelDim)
{
    return test::randomTextSpec(text, heads, modelDim, 16, 5);
}

QByteArray json(const Spec& spec)
{
    return specToJsonBytes(spec);
}

} // namespace

class TestAttentionDocument : public QObject
{
    Q_OBJECT
private slots:
    void startsOnABuiltInExampleWithText()
    {
        AttentionDocument document;
        QVERIFY(document.spec().text.has_value());
        QVERIFY(!document.spec().text->empty());
        QCOMPARE(document.spec().config.numHeads, 2);
        QVERIFY(!document.isModified());
        QCOMPARE(document.displayName(), QStringLiteral("Untitled"));
    }

    void consecutiveEditsOfOneKindMergeIntoOneUndoStep()
    {
        AttentionDocument document;
        document.reset(textSpec("a b c", 1, 8));
        QSignalSpy changed(&document, &AttentionDocument::specChanged);
        document.edit(CommandId::NumHeads, QStringLiteral("heads"),
                      [](Spec& s) { s.config.numHeads = 2; });
        document.edit(CommandId::NumHeads, QStringLiteral("heads"),
                      [](Spec& s) { s.config.numHeads = 4; });
        QCOMPARE(changed.count(), 2);
        QCOMPARE(document.undoStack()->count(), 1);
        QCOMPARE(document.spec().config.numHeads, 4);
        QVERIFY(document.isModified());
        document.undoStack()->undo();
        QCOMPARE(document.spec().config.numHeads, 1);
        QVERIFY(!document.isModified());
        document.undoStack()->redo();
        QCOMPARE(document.spec().config.numHeads, 4);
    }

    void differentKindsAndUnmergeableEditsStaySeparate()
    {
        AttentionDocument document;
        document.reset(textSpec("a b c", 1, 8));
        document.edit(CommandId::NumHeads, QStringLiteral("heads"),
                      [](Spec& s) { s.config.numHeads = 2; });
        document.edit(CommandId::Temperature, QStringLiteral("t"),
                      [](Spec& s) { s.config.scoring.temperature = 0.5f; });
        document.edit(
            CommandId::MaskCell, QStringLiteral("cell"),
            [](Spec& s) { s.config.mask.causal = true; }, false);
        document.edit(
            CommandId::MaskCell, QStringLiteral("cell"),
            [](Spec& s) { s.config.mask.causal = false; }, false);
        QCOMPARE(document.undoStack()->count(), 4);
        document.undoStack()->undo();
        QVERIFY(document.spec().config.mask.causal);
        document.undoStack()->undo();
        document.undoStack()->undo();
        QCOMPARE(document.spec().config.scoring.temperature, 1.0f);
        QCOMPARE(document.spec().config.numHeads, 2);
    }

    void theDescriptionStaysOnlyWithTheTextItDescribes()
    {
        AttentionDocument document;
        Spec spec = textSpec("it was tired", 2, 8);
        spec.original.insert(QStringLiteral("description"),
                             QStringLiteral("Which words does 'it' attend to?"));
        document.reset(spec);
        const auto description = [&document] {
            return document.spec().original.value(QLatin1String("description")).toString();
        };
        // Edits that leave both texts as they were keep it.
        document.edit(CommandId::NumHeads, QStringLiteral("heads"),
                      [](Spec& s) { s.config.numHeads = 4; });
        document.edit(CommandId::Text, QStringLiteral("same text"),
                      [](Spec& s) { s.text = "it was tired"; });
        QCOMPARE(description(), QStringLiteral("Which words does 'it' attend to?"));

        document.edit(CommandId::Text, QStringLiteral("text"),
                      [](Spec& s) { s.text = "the dog bites the man"; });
        QVERIFY(!document.spec().original.contains(QLatin1String("description")));
        // Nor is it written with the new text.
        QVERIFY(!json(document.spec()).contains("description"));
        document.undoStack()->undo();
        QCOMPARE(*document.spec().text, std::string("it was tired"));
        QCOMPARE(description(), QStringLiteral("Which words does 'it' attend to?"));

        // Typing the old text again (a text box's own undo does) brings it back.
        document.edit(CommandId::Text, QStringLiteral("text"), [](Spec& s) { s.text = "it was"; });
        QVERIFY(!document.spec().original.contains(QLatin1String("description")));
        document.edit(CommandId::Text, QStringLiteral("text"),
                      [](Spec& s) { s.text = "it was tired"; });
        QCOMPARE(description(), QStringLiteral("Which words does 'it' attend to?"));
        document.undoStack()->undo();

        // The source text of cross-attention counts as text too.
        document.edit(CommandId::KeyText, QStringLiteral("source"),
                      [](Spec& s) { s.keyText = "il était fatigué"; });
        QVERIFY(!document.spec().original.contains(QLatin1String("description")));
        document.undoStack()->undo();
        QCOMPARE(description(), QStringLiteral("Which words does 'it' attend to?"));
    }

    void widthsFollowProjectionsAndHeads()
    {
        Spec spec = textSpec("a b c", 3, 64);
        SpecWidths widths = SpecWidths::of(spec);
        QCOMPARE(widths.queryWidth, 16);
        QCOMPARE(widths.projectedWidth, 64);
        QVERIFY(!widths.divisible()); // 64 / 3
        QCOMPARE(widths.headWidth(), 0);
        spec.config.numHeads = 4;
        QCOMPARE(SpecWidths::of(spec).headWidth(), 16);
        spec.randomWeights = false; // no projections: the embedding is split
        QCOMPARE(projectionKind(spec), ProjectionKind::Identity);
        QCOMPARE(SpecWidths::of(spec).headWidth(), 4);
        spec.embedding.type = EmbeddingConfig::Type::OneHot;
        spec.text = "x y x z";
        QCOMPARE(SpecWidths::of(spec).queryWidth, 3); // vocabulary x, y, z
    }

    void additiveWeightsAreGeneratedForTheHeadWidthsAndFollowThem()
    {
        AttentionDocument document;
        document.reset(textSpec("a b c", 2, 16));
        document.edit(CommandId::Scoring, QStringLiteral("s"),
                      [](Spec& s) { s.config.scoring.type = ScoringType::Additive; });
        const ScoringConfig& scoring = document.spec().config.scoring;
        QCOMPARE(scoring.additiveWq.rows(), kDefaultAdditiveHidden);
        QCOMPARE(scoring.additiveWq.cols(), 8); // p = 16 / 2
        QCOMPARE(scoring.additiveWk.rows(), kDefaultAdditiveHidden);
        QCOMPARE(scoring.additiveWk.cols(), 8);
        QCOMPARE(scoring.additiveWv.size(), kDefaultAdditiveHidden);
        // Xavier bound sqrt(6 / (in + out)) for W_q (8×8).
        QVERIFY(scoring.additiveWq.cwiseAbs().maxCoeff() <= std::sqrt(6.0f / 16.0f));
        QVERIFY(scoring.additiveWq.cwiseAbs().maxCoeff() > 0.0f);
        const Matrix firstWq = scoring.additiveWq;

        document.edit(CommandId::NumHeads, QStringLiteral("h"),
                      [](Spec& s) { s.config.numHeads = 4; });
        QCOMPARE(document.spec().config.scoring.additiveWq.cols(), 4); // p = 16 / 4
        document.undoStack()->undo();
        QCOMPARE(document.spec().config.scoring.additiveWq, firstWq);

        // Same seed, same weights: drawn from the seed, not from the clock.
        Spec again = textSpec("a b c", 2, 16);
        again.config.scoring.type = ScoringType::Additive;
        fitScoringWeights(again);
        QCOMPARE(again.config.scoring.additiveWq, firstWq);
        again.config.seed = 6;
        fitScoringWeights(again, 0, true);
        QVERIFY(again.config.scoring.additiveWq != firstWq);

        // A generated session is self-contained: the reader accepts it.
        std::variant<Spec, SpecError> read = readSpec(json(document.spec()));
        QVERIFY2(std::holds_alternative<Spec>(read),
                 std::get_if<SpecError>(&read) ? std::get<SpecError>(read).toString().c_str() : "");
        QCOMPARE(std::get<Spec>(read).config.scoring.additiveWv,
                 document.spec().config.scoring.additiveWv);
    }

    void generalWeightIsPByPkAndOtherTypesCarryNone()
    {
        Spec spec = textSpec("a b c", 2, 12);
        spec.config.scoring.type = ScoringType::General;
        fitScoringWeights(spec);
        QCOMPARE(spec.config.scoring.generalW.rows(), 6);
        QCOMPARE(spec.config.scoring.generalW.cols(), 6);
        spec.config.scoring.type = ScoringType::Cosine;
        fitScoringWeights(spec);
        QCOMPARE(spec.config.scoring.generalW.size(), 0);
        QCOMPARE(spec.config.scoring.additiveWq.size(), 0);
    }

    void saveThenOpenRoundTrips()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("session.json"));
        AttentionDocument document;
        document.reset(textSpec("我 爱 深度 学习\nshort line", 2, 8));
        document.edit(CommandId::Scoring, QStringLiteral("s"),
                      [](Spec& s) { s.config.scoring.type = ScoringType::Additive; });
        document.edit(
            CommandId::Mask, QStringLiteral("m"), [](Spec& s) { s.config.mask.window = 1; }, false);
        QVERIFY(document.isModified());
        QString error;
        QVERIFY2(document.save(path, &error), qPrintable(error));
        QVERIFY(!document.isModified());
        QCOMPARE(document.displayName(), QStringLiteral("session.json"));

        AttentionDocument reopened;
        QVERIFY2(reopened.open(path, &error), qPrintable(error));
        QCOMPARE(reopened.filePath(), QFileInfo(path).absoluteFilePath());
        QCOMPARE(json(reopened.spec()), json(document.spec()));
        QCOMPARE(reopened.spec().config.mask.window, 1);
        QCOMPARE(*reopened.spec().text, std::string("我 爱 深度 学习\nshort line"));
        QVERIFY(!reopened.isModified());
        QCOMPARE(reopened.undoStack()->count(), 0);
    }

    void corruptedFileLeavesTheSessionAsItWas()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("broken.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"attention-explorer/spec@1\", \"num_heads\": ");
        file.close();

        AttentionDocument document;
        document.reset(textSpec("keep me", 1, 8));
        document.edit(CommandId::NumHeads, QStringLiteral("h"),
                      [](Spec& s) { s.config.numHeads = 2; });
        const QByteArray before = json(document.spec());
        QSignalSpy changed(&document, &AttentionDocument::specChanged);
        QString error;
        QVERIFY(!document.open(path, &error));
        QVERIFY2(error.contains(QStringLiteral("broken.json")), qPrintable(error));
        QCOMPARE(changed.count(), 0);
        QCOMPARE(json(document.spec()), before);
        QVERIFY(document.isModified());
        QCOMPARE(document.undoStack()->count(), 1);
        QVERIFY(document.filePath().isEmpty());

        error.clear();
        QVERIFY(!document.open(dir.filePath(QStringLiteral("missing.json")), &error));
        QVERIFY2(error.contains(QStringLiteral("missing.json")), qPrintable(error));
    }

    void recentFilesAreMostRecentFirstWithoutDuplicates()
    {
        RecentFiles::clear();
        QTemporaryDir dir;
        for (int i = 0; i < RecentFiles::kMaxCount + 2; ++i)
            RecentFiles::add(dir.filePath(QStringLiteral("s%1.json").arg(i)));
        RecentFiles::add(dir.filePath(QStringLiteral("s3.json")));
        const QStringList files = RecentFiles::list();
        QCOMPARE(files.size(), RecentFiles::kMaxCount);
        QCOMPARE(files.front(),
                 QFileInfo(dir.filePath(QStringLiteral("s3.json"))).absoluteFilePath());
        QCOMPARE(files.count(files.front()), 1);
        QVERIFY(
            !files.contains(QFileInfo(dir.filePath(QStringLiteral("s0.json"))).absoluteFilePath()));
        RecentFiles::remove(files.front());
        QCOMPARE(RecentFiles::list().size(), RecentFiles::kMaxCount - 1);
        RecentFiles::clear();
        QVERIFY(RecentFiles::list().isEmpty());
    }

    void preferencesFallBackToTheirDefault()
    {
        const Preference<int> number("test/number", 42);
        number.reset();
        QCOMPARE(number.get(), 42);
        number.set(7);
        QCOMPARE(number.get(), 7);
        QCOMPARE(QSettings().value(QStringLiteral("test/number")).toInt(), 7);
        number.reset();
        QCOMPARE(number.get(), 42);
        QCOMPARE(settings::headsColourScale.defaultValue(), 0);
    }

    void everyBuiltInExampleOpens()
    {
        const QStringList files =
            QDir(QStringLiteral(":/examples")).entryList({QStringLiteral("*.json")});
        QVERIFY(files.contains(QStringLiteral("causal_mask_en.json")));
        QVERIFY(files.contains(QStringLiteral("padded_batch.json")));
        QVERIFY(files.contains(QStringLiteral("cross_attention_translation.json")));
        for (const QString& name : files) {
            AttentionDocument document;
            QString error;
            QVERIFY2(document.openExample(QStringLiteral(":/examples/") + name, &error),
                     qPrintable(name + QStringLiteral(": ") + error));
            QVERIFY(document.filePath().isEmpty());
        }
    }
};

AE_TEST_MAIN_GUI(TestAttentionDocument)
#include "test_attention_document.moc"
