#pragma once
// The words of the step-through: stage titles, formulas (rich text with
// <sub>/<sup>) and one explanatory paragraph per stage. The English is the
// source text (QT_TRANSLATE_NOOP, context "ae::StageText"), the Chinese is in
// the .ts; StepTranslator picks one for the view's own language toggle,
// independently of the interface language. A scoring function's own words
// are in ui/document/scoring_text.h.

#include "core/io/spec_runner.h"
#include "ui/stepthrough/step_language.h"

#include <QString>

namespace ae {

class StageText
{
public:
    static QString title(int stage, StepLanguage language);
    // Formula of the stage for this run (the scoring function's own form,
    // the temperature when it is not 1, …).
    static QString formulaHtml(int stage, const SpecRun& run, StepLanguage language);
    static QString explanation(int stage, const SpecRun& run, StepLanguage language);
    // A remark on this run's configuration for the stage (no encoding, no
    // projection, rotary positions, dropout), or empty.
    static QString note(int stage, const SpecRun& run, StepLanguage language);
    // Interface words the language toggle switches ("Inputs", "Outputs").
    static QString inputsHeading(StepLanguage language);
    static QString outputsHeading(StepLanguage language);
    static QString noProjection(const QString& weightName, StepLanguage language);
    // The provenance panel before a click, and the page without a run.
    static QString provenanceHint(StepLanguage language);
    static QString nothingToShow(StepLanguage language);
};

// Digits as Unicode subscripts ("12" → "₁₂"), for captions such as "Q₂".
QString subscriptDigits(int value);
// "6×16".
QString shapeText(Eigen::Index rows, Eigen::Index cols);

} // namespace ae
