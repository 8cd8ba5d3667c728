#pragma once
// File ▸ Export All…: every view of the current session into one folder —
// each figure of the figure registry (FigureViews: heads, each head alone,
// lines, distribution, every step-through stage, positional-encoding and
// complexity plots) and the key matrices of the trace (per head: weights,
// scores, Q, K, V, head output; concat, output and P) as CSV and .npy.
// Every file is written atomically; a progress callback can cancel between
// files. The summary lists what was written and what failed.

#include "core/io/spec.h"
#include "core/io/spec_comparison.h"
#include "ui/document/attention_run.h"
#include "ui/export/figure_exporter.h"
#include "ui/views/color_map_id.h"

#include <QSize>
#include <QString>
#include <QStringList>
#include <QVector>

#include <functional>
#include <optional>

namespace ae {

struct ExportAllOptions
{
    QString directory;
    FigureExporter::Format figureFormat = FigureExporter::Format::Png;
    QSize figureSize{1920, 1080}; // pixels at `dpi`
    int dpi = 144;
    int batch = 0;
    int query = 0;
    bool csv = true;
    bool npy = true;
    // The spec the run was computed from: with it the compare figure (this
    // spec beside configuration B, chosen as in the Compare tab) is written too.
    std::optional<Spec> spec;
    ScoringType compareScoring = ScoringType::Additive;
    ComparisonMask compareMask = ComparisonMask::SameAsA;
    // Configuration B's run if the caller holds it (FigureViewOptions).
    RunPtr compareRun;
    // The weights' colour map (View ▸ Colour Map); signed values stay diverging.
    ColorMapId colorMap = ColorMapId::Viridis;
};

class ExportAll
{
public:
    struct Job
    {
        QString fileName;
        std::function<bool(const QString& path, QString* error)> write;
    };
    struct Summary
    {
        QStringList written;  // file names, in order
        QStringList failures; // "name: reason"
        bool cancelled = false;
        // "Wrote 42 files to DIR." plus failures, for a message box.
        QString text(const QString& directory) const;
    };
    // progress(done, total, next file name) → false cancels.
    using Progress = std::function<bool(int done, int total, const QString& next)>;

    // The files an export of `run` writes, in order.
    static QVector<Job> plan(const RunPtr& run, const ExportAllOptions& options);
    static Summary run(const RunPtr& run, const ExportAllOptions& options,
                       const Progress& progress = {});
};

} // namespace ae
