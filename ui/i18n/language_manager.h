#pragma once
// The language of the user interface: English (the source strings, and the
// embedded :/i18n/attention-explorer_en.qm for their plural forms: "1 token",
// "3 tokens" for "%n token(s)") or Simplified Chinese (the embedded
// :/i18n/attention-explorer_zh_CN.qm plus Qt's own qtbase_zh_CN.qm for the
// standard dialogs, when installed).
//
// The language at start-up is, in order: the --lang option or the AE_LANG
// environment variable, the saved choice (settings::language), the system
// locale. A choice made in the menu is saved; an override from the command
// line or the environment is not.

#include <QCommandLineOption>
#include <QLocale>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

class QTranslator;

namespace ae {

class LanguageManager : public QObject
{
    Q_OBJECT
public:
    static constexpr const char* kEnglish = "en";
    static constexpr const char* kChinese = "zh_CN";

    // The first manager created is the application's (instance()).
    explicit LanguageManager(QObject* parent = nullptr);
    ~LanguageManager() override;
    static LanguageManager* instance();

    // The codes the interface ships, English first.
    static QStringList supportedLanguages();
    // A language's name in itself ("English", "简体中文"), so it can be found
    // whatever the current language is.
    static QString nativeName(const QString& code);
    // Maps a locale-like name ("zh", "zh_CN", "zh-Hans-CN", "en_GB", "C") to a
    // supported code; empty when the name names no supported language.
    static QString normalize(const QString& name);
    // The language of a locale: Chinese for any Chinese locale (Simplified is
    // the only Chinese we ship), English otherwise.
    static QString languageForLocale(const QLocale& locale);
    // override > saved > system; unsupported names are skipped.
    static QString chooseLanguage(const QString& override, const QString& saved,
                                  const QLocale& system);
    // The value of --lang CODE / --lang=CODE in the arguments, else AE_LANG.
    static QString overrideFromEnvironment(const QStringList& arguments);
    // Register with QCommandLineParser so that --lang is not an unknown option.
    static QCommandLineOption commandLineOption();
    // ":/i18n/attention-explorer_<code>.qm" (for English, its plural forms only).
    static QString translationResource(const QString& code);

    // Installs the language chosen from the arguments, the setting and the
    // system locale. Call before any window is created.
    void applyStartupLanguage(const QStringList& arguments);
    // Installs the translators of `code` (replacing the previous ones) and
    // emits languageChanged when the language changes. False for an
    // unsupported code or a translation that does not load (the language is
    // then unchanged).
    bool setLanguage(const QString& code);
    // setLanguage() and remember the choice for the next start.
    bool chooseAndRemember(const QString& code);
    QString language() const { return m_language; }
    // True when Qt's own translation (standard dialogs and buttons) was found.
    bool hasQtTranslation() const;

signals:
    void languageChanged(const QString& code);

private:
    void removeTranslators();

    QString m_language = QString::fromLatin1(kEnglish);
    std::unique_ptr<QTranslator> m_appTranslator;
    std::unique_ptr<QTranslator> m_qtTranslator;
};

} // namespace ae
