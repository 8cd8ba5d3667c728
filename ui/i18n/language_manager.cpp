#include "ui/i18n/language_manager.h"

#include "ui/document/app_settings.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QPointer>
#include <QTranslator>

namespace ae {

namespace {

QPointer<LanguageManager>& applicationManager()
{
    static QPointer<LanguageManager> manager;
    return manager;
}

} // namespace

LanguageManager::LanguageManager(QObject* parent) : QObject(parent)
{
    setObjectName(QStringLiteral("languageManager"));
    if (!applicationManager())
        applicationManager() = this;
}

LanguageManager::~LanguageManager()
{
    removeTranslators();
}

LanguageManager* LanguageManager::instance()
{
    return applicationManager();
}

QStringList LanguageManager::supportedLanguages()
{
    return {QString::fromLatin1(kEnglish), QString::fromLatin1(kChinese)};
}

QString LanguageManager::nativeName(const QString& code)
{
    if (code == QLatin1String(kChinese))
        return QStringLiteral("简体中文");
    if (code == QLatin1String(kEnglish))
        return QStringLiteral("English");
    return code;
}

QString LanguageManager::normalize(const QString& name)
{
    QString lowered = name.trimmed().toLower();
    lowered.replace(QLatin1Char('-'), QLatin1Char('_'));
    if (lowered.isEmpty())
        return QString();
    // "zh_CN.UTF-8", "zh_CN@pinyin": the encoding and modifier do not matter.
    lowered = lowered.section(QLatin1Char('.'), 0, 0).section(QLatin1Char('@'), 0, 0);
    if (lowered == QLatin1String("zh") || lowered.startsWith(QLatin1String("zh_")))
        return QString::fromLatin1(kChinese);
    if (lowered == QLatin1String("en") || lowered.startsWith(QLatin1String("en_")) ||
        lowered == QLatin1String("c") || lowered == QLatin1String("posix"))
        return QString::fromLatin1(kEnglish);
    return QString();
}

QString LanguageManager::languageForLocale(const QLocale& locale)
{
    return locale.language() == QLocale::Chinese ? QString::fromLatin1(kChinese)
                                                 : QString::fromLatin1(kEnglish);
}

QString LanguageManager::chooseLanguage(const QString& override, const QString& saved,
                                        const QLocale& system)
{
    for (const QString& candidate : {override, saved}) {
        const QString code = normalize(candidate);
        if (!code.isEmpty())
            return code;
    }
    return languageForLocale(system);
}

QString LanguageManager::overrideFromEnvironment(const QStringList& arguments)
{
    const QString option = QStringLiteral("--lang");
    const QString prefix = option + QLatin1Char('=');
    for (int i = 1; i < arguments.size(); ++i) {
        if (arguments[i] == QLatin1String("--"))
            break;
        if (arguments[i] == option && i + 1 < arguments.size())
            return arguments[i + 1];
        if (arguments[i].startsWith(prefix))
            return arguments[i].mid(prefix.size());
    }
    return qEnvironmentVariable("AE_LANG");
}

QCommandLineOption LanguageManager::commandLineOption()
{
    return QCommandLineOption(
        QStringLiteral("lang"),
        tr("The interface language: en (English) or zh_CN (Simplified Chinese); the AE_LANG "
           "environment variable does the same. Not saved: View > Language saves a choice."),
        QStringLiteral("code"));
}

QString LanguageManager::translationResource(const QString& code)
{
    return QStringLiteral(":/i18n/attention-explorer_%1.qm").arg(code);
}

void LanguageManager::applyStartupLanguage(const QStringList& arguments)
{
    const QString code = chooseLanguage(overrideFromEnvironment(arguments),
                                        settings::language.get(), QLocale::system());
    if (!setLanguage(code))
        setLanguage(QString::fromLatin1(kEnglish));
}

bool LanguageManager::setLanguage(const QString& code)
{
    if (!supportedLanguages().contains(code))
        return false;
    // English's file holds only its plural forms, so English without it is
    // still English ("token(s)"); Qt's own strings are English.
    auto app = std::make_unique<QTranslator>();
    if (!app->load(translationResource(code))) {
        if (code != QLatin1String(kEnglish))
            return false;
        app.reset();
    }
    std::unique_ptr<QTranslator> qt;
    if (code != QLatin1String(kEnglish)) {
        qt = std::make_unique<QTranslator>();
        if (!qt->load(QStringLiteral("qtbase_") + code,
                      QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            qt.reset(); // Qt's own strings stay English; ours are translated
    }
    const bool changed = code != m_language;
    removeTranslators();
    m_appTranslator = std::move(app);
    m_qtTranslator = std::move(qt);
    if (m_qtTranslator)
        QCoreApplication::installTranslator(m_qtTranslator.get());
    if (m_appTranslator)
        QCoreApplication::installTranslator(m_appTranslator.get());
    m_language = code;
    if (changed)
        emit languageChanged(code);
    return true;
}

bool LanguageManager::chooseAndRemember(const QString& code)
{
    if (!setLanguage(code))
        return false;
    settings::language.set(code);
    return true;
}

bool LanguageManager::hasQtTranslation() const
{
    return m_qtTranslator != nullptr;
}

void LanguageManager::removeTranslators()
{
    if (m_appTranslator)
        QCoreApplication::removeTranslator(m_appTranslator.get());
    if (m_qtTranslator)
        QCoreApplication::removeTranslator(m_qtTranslator.get());
    m_appTranslator.reset();
    m_qtTranslator.reset();
}

} // namespace ae
