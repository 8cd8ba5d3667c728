// The trained models that ship with the app (File ▸ Example Models): every
// task has one, it copies out of the resources, the Model tab's readers open
// it, and it answers its task as the task's rule says (checked here by the
// rule, independently of the trainer). The menu opens it in the Model tab on
// a question of its task, and so do the empty Model tab's buttons.

#include "core/head_behaviour.h"
#include "core/io/model_folder.h"
#include "core/io/model_tokenizer.h"
#include "core/io/training_text.h"
#include "core/transformer_forward.h"
#include "ui/document/builtin_models.h"
#include "ui/document/model_document.h"
#include "ui/main/main_window.h"
#include "ui/model/model_page.h"
#include "ui/views/attention_heatmap.h"

#include "tests/test_main.h"
#include "tests/ui/widget_test_support.h"

#include <QAction>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>

#include <algorithm>
#include <cstdlib>

using namespace ae;

namespace {

// The task's rule for a question of the built-in settings (6 of 8 letters).
QString expectedAnswer(TaskKind task, const QString& question)
{
    const QString letters = question.left(question.indexOf(QLatin1Char('|')));
    switch (task) {
    case TaskKind::Copy:
        return letters;
    case TaskKind::Reverse: {
        QString reversed = letters;
        std::reverse(reversed.begin(), reversed.end());
        return reversed;
    }
    case TaskKind::Sort: {
        QString sorted = letters;
        std::sort(sorted.begin(), sorted.end());
        return sorted;
    }
    default:
        return QString();
    }
}

// A built-in model copied out of the resources and opened as the Model tab
// opens it: its weights and tokenizer, or `error` saying which step failed.
struct OpenedModel
{
    QString folder;
    std::optional<LoadedModel> loaded;
    std::unique_ptr<ModelTokenizer> tokenizer;
    QString error;
};

OpenedModel openBuiltin(const BuiltinModel& model)
{
    OpenedModel opened;
    opened.folder = BuiltinModels::extract(model, &opened.error);
    if (opened.folder.isEmpty())
        return opened;
    ReadError readError;
    opened.loaded = loadModelFolder(opened.folder, &readError);
    if (opened.loaded) {
        const TransformerConfig& c = opened.loaded->weights.config;
        opened.tokenizer = loadModelTokenizer(opened.folder, c.family, c.vocabularySize, &readError,
                                              ModelLimits{});
    }
    if (!opened.tokenizer)
        opened.error = readError.english();
    return opened;
}

} // namespace

class TestBuiltinModels : public QObject
{
    Q_OBJECT

private slots:
    void everyTaskShipsAModelThatAnswersIt()
    {
        const QVector<BuiltinModel> models = BuiltinModels::all();
        QCOMPARE(models.size(), 5); // copy, reverse, sort, repeat, brackets
        for (const BuiltinModel& model : models) {
            const OpenedModel opened = openBuiltin(model);
            QVERIFY2(opened.tokenizer, qPrintable(opened.error));
            // Twice: the second finds the files in place.
            QString error;
            QCOMPARE(BuiltinModels::extract(model, &error), opened.folder);
            const std::optional<LoadedModel>& loaded = opened.loaded;
            const std::unique_ptr<ModelTokenizer>& tokenizer = opened.tokenizer;
            ReadError readError;
            const auto answer = [&](const QString& question, int count) {
                const std::optional<TokenizedText> tokens = tokenizer->encode(question, &readError);
                return tokens
                           ? tokenizer->decode(greedyGenerate(loaded->weights, tokens->ids, count))
                           : QString();
            };
            switch (model.task) {
            case TaskKind::Copy:
            case TaskKind::Reverse:
            case TaskKind::Sort:
                for (const QString& question :
                     {QStringLiteral("hbdgca|"), QStringLiteral("abcdef|"),
                      QStringLiteral("gahcfe|")})
                    QCOMPARE(answer(question, 6), expectedAnswer(model.task, question));
                break;
            case TaskKind::Repeat:
                // A pattern, its copy begun: the copy goes on, and after the
                // pattern's last letter the next copy begins. In the last, b
                // (once in "abca") is followed by c, as the first time.
                QCOMPARE(answer(QStringLiteral("cadfc"), 3), QStringLiteral("adf"));
                QCOMPARE(answer(QStringLiteral("gacebgac"), 3), QStringLiteral("ebg"));
                QCOMPARE(answer(QStringLiteral("abcaab"), 1), QStringLiteral("c"));
                break;
            case TaskKind::Brackets:
                QCOMPARE(answer(QStringLiteral("(()())|"), 1), QStringLiteral("y"));
                QCOMPARE(answer(QStringLiteral("())(()|"), 1), QStringLiteral("n"));
                break;
            case TaskKind::Own:
                QFAIL("no own task ships");
            }
        }
    }

    // The repeat model shows the circuit its task is for, on its example
    // question continued (gacebgacebg, period 5): a first-layer head that
    // looks at the previous letter across the first copy, where the
    // second layer's keys are, and a second-layer head whose every query of
    // the second copy looks at the letter that followed its first
    // occurrence. A retrained model that found another way fails here.
    void theRepeatModelHasAnInductionCircuit()
    {
        const QVector<BuiltinModel> models = BuiltinModels::all();
        const auto repeat = std::find_if(models.begin(), models.end(), [](const BuiltinModel& m) {
            return m.task == TaskKind::Repeat;
        });
        QVERIFY(repeat != models.end());
        const OpenedModel opened = openBuiltin(*repeat);
        QVERIFY2(opened.tokenizer, qPrintable(opened.error));
        const std::optional<LoadedModel>& loaded = opened.loaded;
        const std::unique_ptr<ModelTokenizer>& tokenizer = opened.tokenizer;
        ReadError readError;
        const std::optional<TokenizedText> tokens =
            tokenizer->encode(QStringLiteral("gacebgacebg"), &readError);
        QVERIFY(tokens && tokens->ids.size() == 11);
        const TransformerTrace<float> trace = runTransformer(loaded->weights, tokens->ids);
        QCOMPARE(int(trace.layers.size()), 2);
        double previous = 0, induction = 0;
        for (const auto& head : trace.layers[0].heads) {
            double least = 1; // over the first copy's letters after the first
            for (int i = 1; i < 5; ++i)
                least = std::min(least, double(head.weights(i, i - 1)));
            previous = std::max(previous, least);
        }
        for (const auto& head : trace.layers[1].heads)
            induction = std::max(induction, inductionScore(head.weights.cast<double>(), 0, 5));
        QVERIFY2(previous > 0.7, qPrintable(QString::number(previous)));
        QVERIFY2(induction > 0.95, qPrintable(QString::number(induction)));

        // The Model tab's own induction run (random letters repeated) finds
        // that head too: it draws the task's letters, never the unknown
        // symbol the model has not learnt (the last id).
        ModelDocument document;
        document.open(opened.folder);
        document.run(QStringLiteral("gacebg"));
        document.waitForIdle();
        const ModelRunPtr run = document.lastRun();
        QVERIFY(run);
        const int unknown = loaded->weights.config.vocabularySize - 1;
        const std::optional<TokenizedText> unknownTokens =
            tokenizer->encode(QStringLiteral("?"), &readError);
        QVERIFY(unknownTokens);
        QCOMPARE(unknownTokens->ids, std::vector<int>{unknown});
        QVERIFY(run->analysis.inductionPeriod > 0);
        for (int id : run->analysis.inductionIds)
            QVERIFY(id >= 0 && id < unknown);
        double best = 0;
        for (const auto& head : run->analysis.heads[1])
            best = std::max(best, head.scores.induction.value_or(0));
        QVERIFY2(best > 0.95, qPrintable(QString::number(best)));
    }

    void theMenuOpensItInTheModelTab()
    {
        const auto window = ae::test::shownWindow(ae::test::Activation::DontWait);
        auto* action = window->findChild<QAction*>(QStringLiteral("exampleModel_reverse"));
        QVERIFY(action);
        action->trigger();
        QCOMPARE(window->viewTabs()->currentIndex(), int(ModelTab));
        window->modelDocument()->waitForIdle();
        const ModelRunPtr run = window->modelDocument()->lastRun();
        QVERIFY(run);
        // "hbdgca|" continued by 5: the reverse's first five letters.
        QCOMPARE(run->labels.join(QString()), QStringLiteral("hbdgca|acgdb"));
        QCOMPARE(int(run->analysis.generated.size()), 5);
    }

    // The Model tab with no model open offers every built-in model as a
    // button; a click opens that one (as the menu does), and the row goes
    // once a model is open.
    void theEmptyModelTabOffersThem()
    {
        // The default window's size (the offscreen screen is smaller): the
        // halves need room for both sides' minimums.
        const auto window = ae::test::shownWindow(ae::test::Activation::DontWait, QSize(1440, 920));
        window->viewTabs()->setCurrentIndex(ModelTab);
        ModelPage* page = window->findChild<ModelPage*>();
        QVERIFY(page);
        QVERIFY(!window->modelDocument()->hasModel());
        const QVector<QPushButton*>& buttons = page->exampleModelButtons();
        const QVector<BuiltinModel> models = BuiltinModels::all();
        QCOMPARE(buttons.size(), models.size());
        for (int k = 0; k < models.size(); ++k) {
            QVERIFY(buttons[k]->isVisibleTo(window.get()));
            QCOMPARE(buttons[k]->text(), trainingTaskTitle(models[k].task));
        }
        // No empty axes beside the overview's "Run a text…".
        QVERIFY(!page->detail()->isVisibleTo(window.get()));
        auto* copy = window->findChild<QPushButton*>(QStringLiteral("openExampleModel_copy"));
        QVERIFY(copy);
        QTest::mouseClick(copy, Qt::LeftButton);
        window->modelDocument()->waitForIdle();
        QVERIFY(window->modelDocument()->hasModel());
        const ModelRunPtr run = window->modelDocument()->lastRun();
        QVERIFY(run);
        // The copy model's question (its config.json) continued: the copy.
        const QString text = run->labels.join(QString());
        QVERIFY2(text.startsWith(QStringLiteral("fbdaec|fbdae")), qPrintable(text));
        QVERIFY(!copy->isVisibleTo(window.get()));
        // The detail comes back with the page split in halves.
        QVERIFY(page->detail()->isVisibleTo(window.get()));
        auto* splitter = page->findChild<QSplitter*>();
        QVERIFY(splitter);
        const QList<int> sizes = splitter->sizes();
        QCOMPARE(sizes.size(), 2);
        QVERIFY2(std::abs(sizes[0] - sizes[1]) <= 1,
                 qPrintable(QStringLiteral("%1 vs %2").arg(sizes[0]).arg(sizes[1])));
    }
};

AE_TEST_MAIN_GUI(TestBuiltinModels)
#include "test_builtin_models.moc"
