// The trained models that ship with the app (File ▸ Example Models): every
// task has one, it copies out of the resources, the Model tab's readers open
// it, and it answers its task as the task's rule says (checked here by the
// rule, independently of the trainer). The menu opens it in the Model tab on
// a question of its task.

#include "core/io/model_folder.h"
#include "core/io/model_tokenizer.h"
#include "ui/document/builtin_models.h"
#include "ui/document/model_document.h"
#include "ui/main/main_window.h"
#include "ui/model/model_page.h"

#include "tests/test_main.h"
#include "tests/ui/widget_test_support.h"

#include <QAction>
#include <QTabWidget>

#include <algorithm>

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
            QString error;
            const QString folder = BuiltinModels::extract(model, &error);
            QVERIFY2(!folder.isEmpty(), qPrintable(error));
            // Twice: the second finds the files in place.
            QCOMPARE(BuiltinModels::extract(model, &error), folder);
            ReadError readError;
            const std::optional<LoadedModel> loaded = loadModelFolder(folder, &readError);
            QVERIFY2(loaded, qPrintable(readError.english()));
            const TransformerConfig& c = loaded->weights.config;
            const std::unique_ptr<ModelTokenizer> tokenizer =
                loadModelTokenizer(folder, c.family, c.vocabularySize, &readError, ModelLimits{});
            QVERIFY2(tokenizer, qPrintable(readError.english()));
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
                // Dots, a pattern, its copy begun: the copy goes on. In the
                // last, b (once in "abca") is followed by c, as the first time.
                QCOMPARE(answer(QStringLiteral("....cadfc"), 3), QStringLiteral("adf"));
                QCOMPARE(answer(QStringLiteral("..gacebgac"), 2), QStringLiteral("eb"));
                QCOMPARE(answer(QStringLiteral("....abcaab"), 1), QStringLiteral("c"));
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
};

AE_TEST_MAIN_GUI(TestBuiltinModels)
#include "test_builtin_models.moc"
