#pragma once
// The whole walk for slides: every stage rendered off screen on its own page
// widget (the on-screen view is left as it is), written as numbered PNGs
// (stage-01.png … stage-11.png) or as one PDF page per stage.

#include "ui/stepthrough/stage_text.h"
#include "ui/views/color_map_id.h"

#include <QCoreApplication>
#include <QSize>
#include <QString>

namespace ae {

struct WalkSelection
{
    int batch = 0;
    int head = 0;
    int query = -1;
    StepLanguage language = StepLanguage::English;
    ColorMapId colorMap = ColorMapId::Viridis; // of the weights; signed panels stay diverging
};

class StepWalkExporter
{
    Q_DECLARE_TR_FUNCTIONS(StepWalkExporter)
public:
    // Size of one rendered stage in pixels.
    static QSize pageSize() { return QSize(1600, 1000); }
    // Files are written atomically; false with *error (when given) on failure.
    static bool exportPngs(const SpecRun& run, const WalkSelection& selection, const QString& dir,
                           QString* error);
    static bool exportPdf(const SpecRun& run, const WalkSelection& selection, const QString& path,
                          QString* error);
    // File name of stage `stage` (0-based) in a PNG walk: "stage-05.png".
    static QString pngFileName(int stage);
};

} // namespace ae
