// The Chinese translation: embedded, complete, loaded by LanguageManager, and
// applied to the open main window when the language is switched.

#include "core/io/npy.h"
#include "ui/actions/lesson_actions.h"
#include "ui/classroom/lesson_player.h"
#include "ui/document/app_settings.h"
#include "ui/document/attention_document.h"
#include "ui/document/builtin_models.h"
#include "ui/document/imported_attention_document.h"
#include "ui/document/model_document.h"
#include "ui/i18n/language_manager.h"
#include "ui/main/language_menu.h"
#include "ui/main/main_window.h"
#include "ui/panels/compare_bar.h"
#include "ui/stepthrough/step_through_view.h"

#include "tests/test_main.h"

#include <QApplication>
#include <QComboBox>
#include <QDockWidget>
#include <QFile>
#include <QListWidget>
#include <QLocale>
#include <QMenuBar>
#include <QPointer>
#include <QRegularExpression>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolButton>
#include <QTranslator>
#include <QUndoStack>
#include <QXmlStreamReader>

using namespace ae;

namespace {

QString tsPath(const QString& code = QStringLiteral("zh_CN"))
{
    return qEnvironmentVariable("AE_SOURCE_DIR") +
           QStringLiteral("/resources/translations/attention-explorer_%1.ts").arg(code);
}

// Every message of the .ts with its context, source and translation.
struct TsMessage
{
    QString context;
    QString source;
    QString translation;
    bool unfinished = false;
    bool numerus = false;
    int numerusForms = 0;
    QStringList forms; // of a numerus message
};

QList<TsMessage> readTs(QString* error, const QString& code = QStringLiteral("zh_CN"))
{
    QList<TsMessage> messages;
    QFile file(tsPath(code));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot open %1").arg(tsPath(code));
        return messages;
    }
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const QStringView name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = TsMessage();
            current.context = context;
            current.numerus =
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const QStringView type = xml.attributes().value(QLatin1String("type"));
            current.unfinished = type == QLatin1String("unfinished");
            if (current.numerus) {
                QString forms;
                while (xml.readNextStartElement()) {
                    current.forms << xml.readElementText();
                    forms += current.forms.last();
                    ++current.numerusForms;
                }
                current.translation = forms;
            } else {
                current.translation = xml.readElementText();
            }
            if (type != QLatin1String("vanished") && type != QLatin1String("obsolete"))
                messages.append(current);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return messages;
}

QString describe(const TsMessage& message)
{
    return QStringLiteral("[%1] \"%2\"").arg(message.context, message.source.left(80));
}

QStringList placeholders(const QString& text)
{
    static const QRegularExpression pattern(QStringLiteral("%(L?\\d+|n)"));
    QStringList found;
    for (const QRegularExpressionMatch& match : pattern.globalMatch(text))
        found.append(match.captured());
    found.sort();
    found.removeDuplicates();
    return found;
}

} // namespace

class TestTranslations : public QObject
{
    Q_OBJECT
private slots:
    void init() { settings::language.reset(); }

    void embeddedTranslationLoads()
    {
        QTranslator translator;
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/attention-explorer_zh_CN.qm")));
        QVERIFY(translator.load(LanguageManager::translationResource(QStringLiteral("zh_CN"))));
        QCOMPARE(translator.language(), QStringLiteral("zh_CN"));
        QCOMPARE(translator.translate("ae::MainWindow", "&File"), QStringLiteral("文件(&F)"));
    }

    void knownStringsTranslate_data()
    {
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("source");
        QTest::addColumn<QString>("expected");
        QTest::newRow("file menu") << "ae::MainWindow"
                                   << "&File"
                                   << "文件(&F)";
        QTest::newRow("view menu") << "ae::MainWindow"
                                   << "&View"
                                   << "视图(&V)";
        QTest::newRow("shortcut kept") << "ae::MainWindow"
                                       << "Ctrl+E"
                                       << "Ctrl+E";
        QTest::newRow("language menu") << "ae::LanguageMenu"
                                       << "&Language"
                                       << "语言(&L)";
        QTest::newRow("npy message (a reader error code)") << "ae::ReadErrorText"
                                                           << "the header is not a Python dict"
                                                           << "文件头不是 Python 字典";
        QTest::newRow("csv message (a reader error code)") << "ae::ReadErrorText"
                                                           << "the header row is missing"
                                                           << "缺少表头行";
    }
    void knownStringsTranslate()
    {
        QFETCH(QString, context);
        QFETCH(QString, source);
        QFETCH(QString, expected);
        LanguageManager manager;
        QVERIFY(manager.setLanguage(QStringLiteral("zh_CN")));
        QCOMPARE(
            QCoreApplication::translate(context.toUtf8().constData(), source.toUtf8().constData()),
            expected);
        QVERIFY(manager.setLanguage(QStringLiteral("en")));
        QCOMPARE(
            QCoreApplication::translate(context.toUtf8().constData(), source.toUtf8().constData()),
            source);
    }

    void tsFileIsComplete()
    {
        QString error;
        const QList<TsMessage> messages = readTs(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY2(messages.size() > 100, qPrintable(QString::number(messages.size())));
        QStringList problems;
        for (const TsMessage& message : messages) {
            if (message.unfinished)
                problems << QStringLiteral("unfinished: ") + describe(message);
            else if (message.translation.trimmed().isEmpty())
                problems << QStringLiteral("empty: ") + describe(message);
            else if (message.numerus && message.numerusForms != 1)
                problems << QStringLiteral("Chinese has one plural form: ") + describe(message);
            else if (placeholders(message.source) != placeholders(message.translation))
                problems << QStringLiteral("placeholders differ: ") + describe(message);
            else if (message.source.contains(QLatin1Char('&')) &&
                     !message.source.contains(QLatin1String("&&")) &&
                     QRegularExpression(QStringLiteral("&[A-Za-z]"))
                         .match(message.source)
                         .hasMatch() &&
                     !message.translation.contains(QLatin1Char('&')))
                problems << QStringLiteral("accelerator lost: ") + describe(message);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // English's embedded file gives the plural forms of "%n …(s)" messages.
    void englishPluralsTranslate_data()
    {
        QTest::addColumn<QString>("context");
        QTest::addColumn<QString>("source");
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("expected");
        QTest::newRow("1 token") << "ae::ModelPage"
                                 << "%n token(s): %1" << 1 << "1 token: %1";
        QTest::newRow("3 tokens") << "ae::ModelPage"
                                  << "%n token(s): %1" << 3 << "3 tokens: %1";
        QTest::newRow("0 tokens") << "ae::ModelPage"
                                  << "%n token(s): %1" << 0 << "0 tokens: %1";
        QTest::newRow("1 head") << "ae::ModelPanel"
                                << "Widths that %n head(s) cannot split equally are greyed out."
                                << 1 << "Widths that 1 head cannot split equally are greyed out.";
        QTest::newRow("1 row, in the io layer")
            << "ae::AttentionImport"
            << "%n query row(s) are all zero and shown as fully masked" << 1
            << "1 query row is all zero and shown as fully masked";
        QTest::newRow("2 parameters") << "ae::TrainingPage"
                                      << " · %Ln parameter(s), %L1 held-out examples" << 2
                                      << " · 2 parameters, %L1 held-out examples";
        // %Ln: the count grouped as the locale writes numbers (en_US here).
        QTest::newRow("26176 parameters") << "ae::TrainingPage"
                                          << " · %Ln parameter(s), %L1 held-out examples" << 26176
                                          << " · 26,176 parameters, %L1 held-out examples";
    }
    void englishPluralsTranslate()
    {
        QFETCH(QString, context);
        QFETCH(QString, source);
        QFETCH(int, n);
        QFETCH(QString, expected);
        QVERIFY(QFile::exists(QStringLiteral(":/i18n/attention-explorer_en.qm")));
        LanguageManager manager;
        QVERIFY(manager.setLanguage(QStringLiteral("en")));
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const QString translated = QCoreApplication::translate(
            context.toUtf8().constData(), source.toUtf8().constData(), nullptr, n);
        QLocale::setDefault(before);
        QCOMPARE(translated, expected);
    }

    // The English file holds every message with %n (the Chinese file's
    // plural messages, from the same lupdate run) and nothing else, each with
    // its two forms written out: no "(s)" left, the same placeholders.
    void englishPluralsFileIsComplete()
    {
        QString error;
        const QList<TsMessage> english = readTs(&error, QStringLiteral("en"));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        const QList<TsMessage> chinese = readTs(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QStringList englishKeys;
        QStringList chineseKeys;
        for (const TsMessage& message : chinese)
            if (message.numerus)
                chineseKeys << describe(message);
        QStringList problems;
        for (const TsMessage& message : english) {
            englishKeys << describe(message);
            if (!message.numerus || message.unfinished || message.numerusForms != 2)
                problems << QStringLiteral("not two finished forms: ") + describe(message);
            for (const QString& form : message.forms)
                if (form.isEmpty() || form.contains(QLatin1String("(s)")) ||
                    placeholders(form) != placeholders(message.source))
                    problems << QStringLiteral("form \"%1\": ").arg(form) + describe(message);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        englishKeys.sort();
        chineseKeys.sort();
        QVERIFY(englishKeys.size() >= 8);
        QCOMPARE(englishKeys, chineseKeys);
    }

    void chooseLanguage_data()
    {
        QTest::addColumn<QString>("override");
        QTest::addColumn<QString>("saved");
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("expected");
        QTest::newRow("system Chinese") << ""
                                        << ""
                                        << "zh_CN"
                                        << "zh_CN";
        QTest::newRow("system Taiwan falls back to Simplified") << ""
                                                                << ""
                                                                << "zh_TW"
                                                                << "zh_CN";
        QTest::newRow("system German is English") << ""
                                                  << ""
                                                  << "de_DE"
                                                  << "en";
        QTest::newRow("saved beats system") << ""
                                            << "en"
                                            << "zh_CN"
                                            << "en";
        QTest::newRow("override beats saved") << "zh_CN"
                                              << "en"
                                              << "en_US"
                                              << "zh_CN";
        QTest::newRow("override with encoding") << "zh_CN.UTF-8"
                                                << ""
                                                << "en_US"
                                                << "zh_CN";
        QTest::newRow("override dash form") << "zh-Hans-CN"
                                            << ""
                                            << "en_US"
                                            << "zh_CN";
        QTest::newRow("unknown override skipped") << "fr"
                                                  << "zh_CN"
                                                  << "en_US"
                                                  << "zh_CN";
        QTest::newRow("unknown saved skipped") << ""
                                               << "klingon"
                                               << "zh_CN"
                                               << "zh_CN";
    }
    void chooseLanguage()
    {
        QFETCH(QString, override);
        QFETCH(QString, saved);
        QFETCH(QString, system);
        QFETCH(QString, expected);
        QCOMPARE(LanguageManager::chooseLanguage(override, saved, QLocale(system)), expected);
    }

    void commandLineOverride()
    {
        const QString app = QStringLiteral("attention-explorer");
        QCOMPARE(LanguageManager::overrideFromEnvironment(
                     {app, QStringLiteral("--lang"), QStringLiteral("zh_CN")}),
                 QStringLiteral("zh_CN"));
        QCOMPARE(LanguageManager::overrideFromEnvironment(
                     {app, QStringLiteral("a.json"), QStringLiteral("--lang=en")}),
                 QStringLiteral("en"));
        qputenv("AE_LANG", "zh_CN");
        QCOMPARE(LanguageManager::overrideFromEnvironment({app}), QStringLiteral("zh_CN"));
        qunsetenv("AE_LANG");
        QCOMPARE(LanguageManager::overrideFromEnvironment({app}), QString());
    }

    void startupUsesSavedChoiceAndMenuSavesIt()
    {
        LanguageManager manager;
        settings::language.set(QStringLiteral("zh_CN"));
        manager.applyStartupLanguage({QStringLiteral("attention-explorer")});
        QCOMPARE(manager.language(), QStringLiteral("zh_CN"));
        // The command line wins for this run and is not saved.
        LanguageManager other;
        other.applyStartupLanguage(
            {QStringLiteral("attention-explorer"), QStringLiteral("--lang"), QStringLiteral("en")});
        QCOMPARE(other.language(), QStringLiteral("en"));
        QCOMPARE(settings::language.get(), QStringLiteral("zh_CN"));
        QVERIFY(other.chooseAndRemember(QStringLiteral("en")));
        QCOMPARE(settings::language.get(), QStringLiteral("en"));
        QVERIFY(!other.chooseAndRemember(QStringLiteral("fr")));
        QCOMPARE(other.language(), QStringLiteral("en"));
        QCOMPARE(settings::language.get(), QStringLiteral("en"));
    }

    void languageChangedSignal()
    {
        LanguageManager manager;
        QSignalSpy spy(&manager, &LanguageManager::languageChanged);
        QVERIFY(manager.setLanguage(QStringLiteral("en")));
        QCOMPARE(spy.count(), 0);
        QVERIFY(manager.setLanguage(QStringLiteral("zh_CN")));
        QCOMPARE(spy.count(), 1);
        QCOMPARE(spy.at(0).at(0).toString(), QStringLiteral("zh_CN"));
        QCOMPARE(QCoreApplication::translate("ae::MainWindow", "&Help"),
                 QStringLiteral("帮助(&H)"));
        QVERIFY(manager.setLanguage(QStringLiteral("en")));
        QCOMPARE(spy.count(), 2);
        QCOMPARE(QCoreApplication::translate("ae::MainWindow", "&Help"), QStringLiteral("&Help"));
    }

    // Switching the language retranslates the open window in place: the same
    // window, its texts in the new language, and every piece of state kept:
    // an imported model's attention, a real model, a running lesson, the
    // Compare choice, the undo history, the unsaved edit and the tab.
    void switchingRetranslatesTheOpenWindowKeepingItsState()
    {
        LanguageManager manager;
        QVERIFY(LanguageManager::instance());
        MainWindow window;
        window.setUnsavedChangesHandler([] { return MainWindow::UnsavedChoice::Discard; });
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.menuBar()->actions().constFirst()->text(), QStringLiteral("&File"));

        // A lesson running (its first scene opens an example session)…
        QVERIFY(window.lessonActions()->openLesson(QStringLiteral(":/lessons/first_lesson.json")));
        QVERIFY(window.lessonActions()->lessonPlayer()->isActive());
        const int scene = window.lessonActions()->lessonPlayer()->currentScene();
        // …an edit on top of it, unsaved, in the undo history…
        window.document()->edit(CommandId::Text, QStringLiteral("text"), [](Spec& spec) {
            spec.text = QStringLiteral("the cat sat down").toStdString();
        });
        QVERIFY(window.isModified());
        const int undoCount = window.document()->undoStack()->count();
        QVERIFY(undoCount >= 1);
        // …an imported model's attention…
        QTemporaryDir dir;
        NpyArray array;
        array.shape = {1, 1, 2, 2};
        array.data = {0.25f, 0.75f, 1.0f, 0.0f};
        const QString npy = dir.filePath(QStringLiteral("layer.npy"));
        QVERIFY(writeNpyFile(npy, array, nullptr));
        QVERIFY2(window.importAttention(npy), qPrintable(window.lastError()));
        QVERIFY(window.importedAttention()->imported().has_value());
        // …a real model (one that ships with the app)…
        QVERIFY(!BuiltinModels::all().isEmpty());
        QVERIFY(window.openBuiltinModel(BuiltinModels::all().constFirst()));
        QTRY_VERIFY_WITH_TIMEOUT(
            window.modelDocument()->hasModel() && !window.modelDocument()->isBusy(), 20000);
        // …and a Compare choice other than the default; then the Lines tab.
        QComboBox* scoring = window.findChild<CompareBar*>()->scoringCombo();
        const int otherScoring = (scoring->currentIndex() + 1) % scoring->count();
        scoring->setCurrentIndex(otherScoring);
        window.viewTabs()->setCurrentIndex(LinesTab);

        const auto stateKept = [&] {
            QVERIFY(window.lessonActions()->lessonPlayer()->isActive());
            QCOMPARE(window.lessonActions()->lessonPlayer()->currentScene(), scene);
            QCOMPARE(QString::fromStdString(window.document()->spec().text.value_or("")),
                     QStringLiteral("the cat sat down"));
            QVERIFY(window.isModified());
            QCOMPARE(window.document()->undoStack()->count(), undoCount);
            QVERIFY(window.document()->undoStack()->canUndo());
            QVERIFY(window.importedAttention()->imported().has_value());
            QCOMPARE(window.importedAttention()->imported()->keyCount(), 2);
            QVERIFY(window.modelDocument()->hasModel());
            QCOMPARE(scoring->currentIndex(), otherScoring);
            QCOMPARE(window.viewTabs()->currentIndex(), int(LinesTab));
        };

        auto* menu = window.findChild<LanguageMenu*>(QStringLiteral("languageMenu"));
        QVERIFY(menu);
        menu->findChild<QAction*>(QStringLiteral("languageAction_zh_CN"))->trigger();
        QCOMPARE(manager.language(), QStringLiteral("zh_CN"));
        QCOMPARE(settings::language.get(), QStringLiteral("zh_CN"));
        // The same window, in Chinese: menus, tabs, docks, the undo action
        // (the application posts LanguageChange to its windows).
        QTRY_COMPARE(window.menuBar()->actions().constFirst()->text(), QStringLiteral("文件(&F)"));
        QCOMPARE(window.viewTabs()->tabText(HeadsTab),
                 QCoreApplication::translate("ae::ViewRegistry", "Heads"));
        QVERIFY(window.viewTabs()->tabText(HeadsTab) != QStringLiteral("Heads"));
        auto* sequenceDock = window.findChild<QDockWidget*>(QStringLiteral("sequenceDock"));
        QCOMPARE(sequenceDock->windowTitle(),
                 QCoreApplication::translate("ae::MainWindow", "Sequence"));
        QVERIFY(sequenceDock->windowTitle() != QStringLiteral("Sequence"));
        QVERIFY(window.findChild<QAction*>(QStringLiteral("undoAction"))
                    ->text()
                    .startsWith(QCoreApplication::translate("ae::MainWindow", "&Undo")));
        stateKept();

        menu->findChild<QAction*>(QStringLiteral("languageAction_en"))->trigger();
        QTRY_COMPARE(window.menuBar()->actions().constFirst()->text(), QStringLiteral("&File"));
        QCOMPARE(window.viewTabs()->tabText(HeadsTab), QStringLiteral("Heads"));
        QCOMPARE(sequenceDock->windowTitle(), QStringLiteral("Sequence"));
        QVERIFY(window.findChild<QAction*>(QStringLiteral("undoAction"))
                    ->text()
                    .startsWith(QStringLiteral("&Undo")));
        stateKept();
        window.lessonActions()->lessonPlayer()->stop();
    }

    // The step-through's toggle is its own language choice: under the Chinese
    // interface it starts in Chinese, and switching it off must give English
    // text, not the interface's translation of it.
    void stepThroughTogglesEnglishUnderChineseInterface()
    {
        LanguageManager manager;
        QVERIFY(manager.setLanguage(QStringLiteral("zh_CN")));
        MainWindow window;
        window.viewTabs()->setCurrentIndex(StepThroughTab);
        window.show();
        StepThroughView* view = window.stepThroughView();
        QTRY_VERIFY(view->stageCount() > 0);
        auto* toggle = view->findChild<QToolButton*>(QStringLiteral("stepChinese"));
        auto* list = view->findChild<QListWidget*>(QStringLiteral("stepList"));
        QVERIFY(toggle && list);
        QCOMPARE(view->language(), StepLanguage::Chinese);
        QCOMPARE(list->item(0)->text(), QStringLiteral("1. 词元 → 嵌入 X"));
        QTest::mouseClick(toggle, Qt::LeftButton);
        QCOMPARE(view->language(), StepLanguage::English);
        QCOMPARE(list->item(0)->text(), QStringLiteral("1. Tokens → embeddings X"));
        QTest::mouseClick(toggle, Qt::LeftButton);
        QCOMPARE(list->item(0)->text(), QStringLiteral("1. 词元 → 嵌入 X"));
        QVERIFY(manager.setLanguage(QStringLiteral("en")));
        window.setUnsavedChangesHandler([] { return MainWindow::UnsavedChoice::Discard; });
    }
};

AE_TEST_MAIN_GUI(TestTranslations)
#include "test_translations.moc"
