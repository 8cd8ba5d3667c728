#pragma once
// Builds what a stage shows from a finished run. Every matrix is read from the
// trace; the only arithmetic is presentation: the unscaled scores of stage 5
// are the trace's scores times the scale factor the engine divided by.

#include "ui/stepthrough/stage_content.h"
#include "ui/stepthrough/stage_text.h"

namespace ae {

class StageContentBuilder
{
public:
    // batch and head are clamped to the run's range.
    static StageContent build(const SpecRun& run, int batch, int head, int stage,
                              StepLanguage language);
    // The factor the engine divided the scoring function's value by:
    // √p·τ for scaled dot product, τ otherwise.
    static double scoreScale(const SpecRun& run);
    static QStringList queryLabels(const SpecRun& run, int batch);
    static QStringList keyLabels(const SpecRun& run, int batch);
};

} // namespace ae
