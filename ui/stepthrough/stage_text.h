#pragma once
// The words of the step-through: stage titles, formulas (rich text with
// <sub>/<sup>) and one explanatory paragraph per stage, in English (through
// tr(), so a translation can replace it) and in Chinese (kept here so a
// bilingual class can switch before the translation system exists).

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
    Q_DECLARE_TR_FUNCTIONS(StageText)
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

// Digits as Unicode subscripts ("12" → "₁₂"), for captions such as "Q₂".
QString subscriptDigits(int value);
// "6×16".
QString shapeText(Eigen::Index rows, Eigen::Index cols);

} // namespace ae
