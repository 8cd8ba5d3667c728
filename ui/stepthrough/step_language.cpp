#include "ui/stepthrough/step_language.h"

#include "ui/i18n/language_manager.h"

#include <QTranslator>

#include <memory>

namespace ae {

namespace {

// Loaded once and kept for the process (never deleted: a static QTranslator
// would be destroyed after the resources its .qm data points into); never
// installed on QCoreApplication, so tr() elsewhere does not see it and it
// does not follow the interface's choice.
const QTranslator* chineseTranslator()
{
    static const QTranslator* const translator = []() -> const QTranslator* {
        auto loaded = std::make_unique<QTranslator>();
        if (!loaded->load(LanguageManager::translationResource(
                QString::fromLatin1(LanguageManager::kChinese))))
            return nullptr;
        return loaded.release();
    }();
    return translator;
}

} // namespace

QString StepTranslator::translate(StepLanguage language, const char* context, const char* source)
{
    if (const QTranslator* chinese = translator(language)) {
        const QString text = chinese->translate(context, source);
        if (!text.isEmpty())
            return text;
    }
    return QString::fromUtf8(source);
}

const QTranslator* StepTranslator::translator(StepLanguage language)
{
    return language == StepLanguage::Chinese ? chineseTranslator() : nullptr;
}

} // namespace ae
