// attention-explorer [--model DIR] [SESSION.json]: the GUI. Opens the
// session given on the command line, or starts on the built-in example;
// --model also opens a model folder in the Model tab.

#include "core/allocator_tuning.h"
#include "ui/i18n/language_manager.h"
#include "ui/main/main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>

int main(int argc, char** argv)
{
    ae::tuneAllocatorForRepeatedTraces(); // slider drags recompute traces back to back
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("AttentionExplorer"));
    QApplication::setApplicationName(QStringLiteral("Attention Explorer"));
    QApplication::setApplicationVersion(QStringLiteral(AE_VERSION_STRING));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/attention-explorer.svg")));

    ae::LanguageManager languages; // --lang, AE_LANG, the saved choice or the system locale
    languages.applyStartupLanguage(QApplication::arguments());

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "See how attention works, head by head."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption(ae::LanguageManager::commandLineOption());
    const QCommandLineOption modelOption(
        QStringLiteral("model"),
        QApplication::translate(
            "main", "A model folder (GPT-2, BERT or DistilBERT) to open in the Model tab."),
        QStringLiteral("DIR"));
    parser.addOption(modelOption);
    parser.addPositionalArgument(QStringLiteral("session"),
                                 QApplication::translate("main", "A session (spec JSON) to open."),
                                 QStringLiteral("[SESSION.json]"));
    parser.process(app);

    // On the heap: it deletes itself on close.
    auto* window = new ae::MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    // An autosave means the last run crashed or was killed: offer it back
    // first; a session named on the command line opens only if it is declined.
    const bool restored = window->offerAutosaveRestore();
    if (!restored && !parser.positionalArguments().isEmpty())
        window->openFile(parser.positionalArguments().constFirst());
    if (parser.isSet(modelOption))
        window->openModel(parser.value(modelOption));
    return QApplication::exec();
}
