#pragma once
// The words of the step-through: stage titles, formulas (rich text with
// <sub>/<sup>) and one explanatory paragraph per stage, in English and in
// Chinese, both kept here: the view's own language toggle chooses between
// them independently of the interface language, so a bilingual class can
// read either one.

#include "core/io/spec_runner.h"

#include <QCoreApplication>
#include <QString>

namespace ae {

enum class StepLanguage
{
    English,
    Chinese
};

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
};

// The English side of the step-through's own bilingual text. Not tr():
// the stage toggle picks English or Chinese itself, so the English must stay
// English whatever the interface language is.
inline QString english(const char* text)
{
    return QString::fromUtf8(text);
}

// Digits as Unicode subscripts ("12" → "₁₂"), for captions such as "Q₂".
QString subscriptDigits(int value);
// "6×16".
QString shapeText(Eigen::Index rows, Eigen::Index cols);

} // namespace ae
