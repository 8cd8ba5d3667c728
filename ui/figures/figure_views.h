#pragma once
// The figures the app can draw, by name ("heads", "lines", "step-5",
// "positional-rotation", …): one place that knows which GUI widget shows what,
// so the command line (attention-explorer-cli export) and "Export all" render
// exactly the widgets the window shows. Each figure is built as a fresh,
// top-level widget fed with a finished run, laid out at the figure's size
// off screen, and saved through FigureExporter.

#include "core/io/spec.h"
#include "core/io/spec_comparison.h"
#include "ui/document/attention_run.h"
#include "ui/export/figure_exporter.h"
#include "ui/views/color_map_id.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <memory>
#include <optional>

class QWidget;

namespace ae {

struct FigureViewOptions
{
    int batch = 0; // batch item (0-based)
    int head = 0;  // head for the single-head views (0-based)
    int query = 0; // query row for the distribution (0-based)
    // Colour map of the weights (View ▸ Colour Map in the window); signed
    // quantities (scores, P, differences) stay diverging whatever it is.
    ColorMapId colorMap = ColorMapId::Viridis;

    // "compare" (the Compare tab): A is `spec` (the spec `run` was computed
    // from; without it the figure cannot be drawn), B is the same spec with
    // another scoring function and/or mask, derived by deriveComparison exactly as
    // the tab does and computed when the figure is created. The defaults are
    // what the tab starts with: additive scoring, the mask as in A.
    std::optional<Spec> spec;
    ScoringType compareScoring = ScoringType::Additive;
    ComparisonMask compareMask = ComparisonMask::SameAsA;
    // Configuration B's run when the caller already holds it (the window's
    // Compare tab): drawn as it is instead of computed again.
    RunPtr compareRun;
};

struct FigureView
{
    QString name;        // stable, for scripts: "heads", "step-5"
    QString description; // translated, one line
};

class FigureViews
{
    Q_DECLARE_TR_FUNCTIONS(ae::FigureViews)
public:
    static QVector<FigureView> all();
    static bool contains(const QString& name);

    // Empty when `options` fit `run` for `name`, else a message naming the
    // option and the range (unknown names too).
    static QString checkOptions(const QString& name, const RunPtr& run,
                                const FigureViewOptions& options);

    // A top-level widget (not shown) drawing `name` for `run`; `figure` is the
    // widget to save (the returned host or one of its children). nullptr and
    // *error for an unknown name or options that do not fit the run.
    static std::unique_ptr<QWidget> create(const QString& name, const RunPtr& run,
                                           const FigureViewOptions& options, QWidget** figure,
                                           QString* error);

    // create + lay out so the figure is `size` at `dpi` (PNG pixels; SVG/PDF
    // size / dpi inches) + FigureExporter::exportWidget. The file is written
    // atomically; false and *error on failure (no file then).
    static bool exportView(const QString& name, const RunPtr& run, const FigureViewOptions& options,
                           const QString& path, FigureExporter::Format format, QSize size, int dpi,
                           QString* error);

    // The part of exportView every catalogue shares: shows `host` off screen,
    // lays it out so `figure` (host or one of its children) is `size` at
    // `dpi`, lets pages that sample or plot lazily finish, and saves
    // `figure` through FigureExporter.
    static bool exportHostedFigure(QWidget* host, QWidget* figure, const QString& path,
                                   FigureExporter::Format format, QSize size, int dpi,
                                   QString* error);
};

} // namespace ae
