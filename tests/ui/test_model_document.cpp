// ModelDocument: a model folder opened and a text run off the GUI thread,
// each rule of its concurrency contract, and its messages.

#include "ui/document/model_document.h"

#include "tests/model_fixture_support.h"
#include "tests/test_main.h"

#include <QSignalSpy>
#include <QTemporaryDir>

using namespace ae;

namespace {

} // namespace

class TestModelDocument : public QObject
{
    Q_OBJECT

private slots:
    void opensAndRunsText()
    {
        ModelDocument document;
        QSignalSpy opened(&document, &ModelDocument::modelOpened);
        QSignalSpy finished(&document, &ModelDocument::runFinished);
        QSignalSpy busy(&document, &ModelDocument::busyChanged);
        document.open(ae::test::modelFixture("tiny-bert"));
        QVERIFY(document.isBusy());
        document.run(QStringLiteral("the cat sat"));
        document.waitForIdle();
        QCOMPARE(opened.count(), 1);
        QVERIFY(document.hasModel() && document.hasTokenizer());
        QCOMPARE(document.summary(), QStringLiteral("tiny-bert · BERT · 2 layers × 2 heads · width "
                                                    "16 · WordPiece (vocab.txt): 46 tokens, "
                                                    "lower-cased"));
        // The run waited for the model, then came through.
        QCOMPARE(finished.count(), 1);
        const ModelRunPtr run = document.lastRun();
        QCOMPARE(run->labels, (QStringList{"[CLS]", "the", "cat", "sat", "[SEP]"}));
        QCOMPARE(run->analysis.trace.tokenIds, (std::vector<int>{2, 5, 6, 7, 3}));
        QCOMPARE(run->analysis.inductionIds.front(), 2); // [CLS] … [SEP] around the repeat
        QCOMPARE(run->analysis.inductionIds.back(), 3);
        QCOMPARE(busy.count(), 2);
        QCOMPARE(busy.at(0).at(0).toBool(), true);
        QCOMPARE(busy.at(1).at(0).toBool(), false);
    }

    // A newer run replaces the one waiting and cancels the one running:
    // only the newest is delivered.
    void newestRunWins()
    {
        ModelDocument document;
        document.open(ae::test::modelFixture("tiny-gpt2"));
        document.waitForIdle();
        QSignalSpy finished(&document, &ModelDocument::runFinished);
        document.run(QStringLiteral("the cat"), 2);
        document.run(QStringLiteral("on the mat"));
        document.run(QStringLiteral("attention!"), 1);
        document.waitForIdle();
        QCOMPARE(finished.count(), 1);
        QCOMPARE(document.lastRun()->text, QStringLiteral("attention!"));
        QCOMPARE(document.lastRun()->analysis.generated.size(), std::size_t(1));
        QCOMPARE(document.lastRun()->labels.size(),
                 qsizetype(document.lastRun()->analysis.trace.tokenIds.size()));
        // cancel() drops it all.
        document.run(QStringLiteral("the"));
        document.cancel();
        document.waitForIdle();
        QCOMPARE(finished.count(), 1);
    }

    void withoutATokenizerTakesIds()
    {
        ModelDocument document;
        QSignalSpy failed(&document, &ModelDocument::runFailed);
        document.open(ae::test::modelFixture("tiny-gpt2-f16"));
        document.run(QStringLiteral("3, 17 5"));
        document.waitForIdle();
        QVERIFY(!document.hasTokenizer());
        QCOMPARE(document.lastRun()->labels, (QStringList{"3", "17", "5"}));
        document.run(QStringLiteral("3, cat"));
        document.waitForIdle();
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).toString(),
                 QStringLiteral("this folder has no tokenizer: type token ids from 0 to 39 "
                                "separated by commas; 'cat' is not one"));
        QCOMPARE(document.lastRun()->labels.size(), 3); // the last good run stays
    }

    void failuresSayWhy()
    {
        ModelDocument document;
        QSignalSpy failed(&document, &ModelDocument::runFailed);
        document.run(QStringLiteral("the"));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).toString(),
                 QStringLiteral("open a model folder first (File ▸ Open Model…)"));
        QTemporaryDir empty;
        QSignalSpy openFailed(&document, &ModelDocument::openFailed);
        document.open(empty.path());
        document.waitForIdle();
        QCOMPARE(openFailed.count(), 1);
        QCOMPARE(openFailed.at(0).at(0).toString(), QStringLiteral("config.json: no such file"));
        QVERIFY(!document.hasModel());
        // Too many tokens ([CLS], 200 letters, [SEP] on 32 positions):
        // refused before any pass, in the user's terms.
        document.open(ae::test::modelFixture("tiny-bert"));
        document.run(QString(200, QLatin1Char('a')).split(QString()).join(' '));
        document.waitForIdle();
        QCOMPARE(failed.count(), 2);
        QCOMPARE(failed.at(1).at(0).toString(),
                 QStringLiteral("the text is 202 tokens long; this model reads at most 32: "
                                "shorten it"));
    }

    // A newer open() supersedes an older one still loading.
    void newestOpenWins()
    {
        ModelDocument document;
        QSignalSpy opened(&document, &ModelDocument::modelOpened);
        document.open(ae::test::modelFixture("tiny-bert"));
        document.open(ae::test::modelFixture("tiny-gpt2"));
        document.waitForIdle();
        QCOMPARE(opened.count(), 1);
        QCOMPARE(document.modelName(), QStringLiteral("tiny-gpt2"));
        document.close();
        QVERIFY(!document.hasModel());
        QVERIFY(!document.lastRun());
    }
};

AE_TEST_MAIN_CORE(TestModelDocument)
#include "test_model_document.moc"
