#pragma once
// The step-through's own language: its English/Chinese toggle, independent of
// the interface language so that a bilingual class can read either one.

#include <QString>

class QTranslator;

namespace ae {

enum class StepLanguage
{
    English,
    Chinese
};

// Translates the step-through's texts for the toggle's language. The texts
// are ordinary source texts of the .ts, marked with QT_TRANSLATE_NOOP under
// their context ("ae::StageText", "ae::CellProvenance", …), so the Chinese
// lives in the translation file like every other string. What the interface
// language installs on the application is never consulted:
//   - English: the source text unchanged, even under the Chinese interface;
//   - Chinese: the text of a QTranslator loaded once from
//     LanguageManager::translationResource("zh_CN") and never installed on the
//     application, even under the English interface. A text the translation
//     lacks (an unfinished message) falls back to its source.
// Texts with %1 are translated first, then given their arguments.
// The translator is loaded on first use; translating is const and may be
// called from any thread (the walk exporter draws off screen).
class StepTranslator
{
public:
    static QString translate(StepLanguage language, const char* context, const char* source);
    // The Chinese translator for functions outside this folder that take one
    // (ui/document/scoring_text.h); null for English and when the Chinese
    // translation did not load.
    static const QTranslator* translator(StepLanguage language);
};

} // namespace ae
