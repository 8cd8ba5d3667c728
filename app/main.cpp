// attention-explorer [SESSION.json]: the GUI. Opens the session given on the
// command line, or starts on the built-in example.

#include "ui/document/app_settings.h"
#include "ui/main/main_window.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QIcon>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

int main(int argc, char** argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("AttentionExplorer"));
    QApplication::setApplicationName(QStringLiteral("Attention Explorer"));
    QApplication::setApplicationVersion(QStringLiteral(AE_VERSION_STRING));
    QApplication::setWindowIcon(QIcon(QStringLiteral(":/icons/attention-explorer.svg")));

    const QString language = ae::settings::language.get();
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    QTranslator translator;
    if (translator.load(locale, QStringLiteral("attention_explorer"), QStringLiteral("_"),
                        QStringLiteral(":/translations")))
        QApplication::installTranslator(&translator);
    QTranslator qtTranslator;
    if (qtTranslator.load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QApplication::installTranslator(&qtTranslator);

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::translate("main", "See how attention works, head by head."));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addPositionalArgument(QStringLiteral("session"),
                                 QApplication::translate("main", "A session (spec JSON) to open."),
                                 QStringLiteral("[SESSION.json]"));
    parser.process(app);

    ae::MainWindow window;
    window.show();
    if (!parser.positionalArguments().isEmpty())
        window.openFile(parser.positionalArguments().constFirst());
    return QApplication::exec();
}
