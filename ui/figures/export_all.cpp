#include "ui/figures/export_all.h"

#include "ui/export/matrix_export.h"
#include "ui/figures/figure_views.h"

#include <QCoreApplication>
#include <QDir>

namespace ae {

namespace {

class ExportAllText
{
    Q_DECLARE_TR_FUNCTIONS(ae::ExportAll)
};

} // namespace

QVector<ExportAll::Job> ExportAll::plan(const RunPtr& run, const ExportAllOptions& options)
{
    QVector<Job> jobs;
    if (!run)
        return jobs;
    const int heads = run->trace.shape.heads;
    const QString suffix = FigureExporter::suffix(options.figureFormat);
    auto addFigure = [&](const QString& view, const QString& fileStem, int head) {
        FigureViewOptions viewOptions;
        viewOptions.batch = options.batch;
        viewOptions.head = head;
        viewOptions.query = options.query;
        viewOptions.spec = options.spec;
        viewOptions.compareScoring = options.compareScoring;
        viewOptions.compareMask = options.compareMask;
        viewOptions.compareRun = options.compareRun;
        viewOptions.colorMap = options.colorMap;
        if (!FigureViews::checkOptions(view, run, viewOptions).isEmpty())
            return;
        jobs.append(
            {fileStem + QLatin1Char('.') + suffix, [=](const QString& path, QString* error) {
                 return FigureViews::exportView(view, run, viewOptions, path, options.figureFormat,
                                                options.figureSize, options.dpi, error);
             }});
    };
    for (const FigureView& view : FigureViews::all()) {
        if (view.name == QLatin1String("head")) {
            for (int h = 0; h < heads; ++h)
                addFigure(view.name, QStringLiteral("head-%1").arg(h + 1), h);
        } else {
            addFigure(view.name, view.name, 0);
        }
    }
    QVector<MatrixExport::Format> formats;
    if (options.csv)
        formats.append(MatrixExport::Format::Csv);
    if (options.npy)
        formats.append(MatrixExport::Format::Npy);
    for (MatrixExport::Stage stage : MatrixExport::allStages()) {
        QString probe;
        if (!MatrixExport::select(*run, stage, options.batch, 0, &probe))
            continue; // e.g. no positional encoding in this session
        const int count = MatrixExport::isPerHead(stage) ? heads : 1;
        for (int h = 0; h < count; ++h)
            for (MatrixExport::Format format : formats) {
                QString stem = MatrixExport::stageKey(stage);
                if (MatrixExport::isPerHead(stage))
                    stem += QStringLiteral("-head%1").arg(h + 1);
                const QString name =
                    stem + (format == MatrixExport::Format::Csv ? QStringLiteral(".csv")
                                                                : QStringLiteral(".npy"));
                jobs.append({name, [=](const QString& path, QString* error) {
                                 return MatrixExport::write(*run, stage, options.batch, h, format,
                                                            path, error);
                             }});
            }
    }
    return jobs;
}

ExportAll::Summary ExportAll::run(const RunPtr& run, const ExportAllOptions& options,
                                  const Progress& progress)
{
    Summary summary;
    if (!QDir().mkpath(options.directory)) {
        summary.failures
            << ExportAllText::tr("%1: cannot create the folder").arg(options.directory);
        return summary;
    }
    const QDir dir(options.directory);
    const QVector<Job> jobs = plan(run, options);
    for (int i = 0; i < jobs.size(); ++i) {
        if (progress && !progress(i, int(jobs.size()), jobs[i].fileName)) {
            summary.cancelled = true;
            return summary;
        }
        QString error;
        if (jobs[i].write(dir.filePath(jobs[i].fileName), &error))
            summary.written << jobs[i].fileName;
        else
            summary.failures << jobs[i].fileName + QStringLiteral(": ") + error;
    }
    if (progress)
        progress(int(jobs.size()), int(jobs.size()), QString());
    return summary;
}

QString ExportAll::Summary::text(const QString& directory) const
{
    QString message = ExportAllText::tr("Wrote %n file(s) to %1.", nullptr, int(written.size()))
                          .arg(QDir::toNativeSeparators(directory));
    if (cancelled)
        message += QLatin1Char(' ') + ExportAllText::tr("Cancelled before the end.");
    if (!failures.isEmpty())
        message += QLatin1Char('\n') + ExportAllText::tr("Not written:") + QLatin1Char('\n') +
                   failures.join(QLatin1Char('\n'));
    return message;
}

} // namespace ae
