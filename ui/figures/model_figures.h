#pragma once
// The figures of a real model's run (the Model tab), by name, for the
// command line (`attention-explorer-cli export --model DIR --view NAME`):
//
//   model-overview  every layer × head as small heatmaps with their labels
//   model-head      one head's weights, large, titled with its label (--layer, --head)
//   model-rollout   the attention rollout through a layer (--layer)
//
// Like FigureViews, each figure is the Model tab's own widget, built off
// screen on a ModelDocument that has already run, so the command line draws
// exactly what the window shows. Layers, heads and steps are 0-based here,
// as every CLI option is; the figures' titles count from 1, like the tab.

#include "ui/document/model_document.h"
#include "ui/export/figure_exporter.h"
#include "ui/figures/figure_views.h"
#include "ui/views/color_map_id.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

#include <memory>

class QWidget;

namespace ae {

struct ModelFigureOptions
{
    int layer = 0;
    int head = 0;
    // GPT-2's generation timeline: the first prompt + step tokens (−1: all).
    int step = -1;
    ColorMapId colorMap = ColorMapId::Viridis;
};

class ModelFigures
{
    Q_DECLARE_TR_FUNCTIONS(ae::ModelFigures)
public:
    static QVector<FigureView> all();
    static bool contains(const QString& name);

    // Empty when `options` fit the document's last run, else a message
    // naming the option and its range.
    static QString checkOptions(const QString& name, const ModelDocument& document,
                                const ModelFigureOptions& options);

    // A top-level Model page (not shown) on `document`'s last run set to
    // `options`; `figure` is the widget to save. nullptr and *error when the
    // options do not fit.
    static std::unique_ptr<QWidget> create(const QString& name, ModelDocument* document,
                                           const ModelFigureOptions& options, QWidget** figure,
                                           QString* error);

    // create + FigureViews::exportHostedFigure (atomic write; false and *error).
    static bool exportView(const QString& name, ModelDocument* document,
                           const ModelFigureOptions& options, const QString& path,
                           FigureExporter::Format format, QSize size, int dpi, QString* error);
};

} // namespace ae
