#include "ui/stepthrough/step_walk_exporter.h"

#include "ui/stepthrough/stage_content_builder.h"
#include "ui/stepthrough/stage_page_widget.h"

#include <QCoreApplication>
#include <QDir>
#include <QImage>
#include <QLayout>
#include <QPainter>
#include <QPdfWriter>
#include <QSaveFile>

#include <algorithm>
#include <functional>

namespace ae {

namespace {

void setError(QString* error, const QString& text)
{
    if (error)
        *error = text;
}

// Renders every stage on one hidden page widget and hands it to `visit`
// (stops at the first false).
bool forEachStage(const SpecRun& run, const WalkSelection& selection,
                  const std::function<bool(int, StagePageWidget&)>& visit)
{
    StagePageWidget page;
    page.setAttribute(Qt::WA_DontShowOnScreen, true);
    page.setAutoFillBackground(true);
    page.resize(StepWalkExporter::pageSize());
    page.setColorMap(selection.colorMap);
    page.setHeadings(StageText::inputsHeading(selection.language),
                     StageText::outputsHeading(selection.language));
    page.show();
    for (int stage = 0; stage < kStepStageCount; ++stage) {
        page.setContent(StageContentBuilder::build(run, selection.batch, selection.head, stage,
                                                   selection.language));
        page.setQuery(selection.query);
        // New panels are shown and laid out through posted events; the old
        // ones are deleted the same way.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        QCoreApplication::processEvents();
        page.layOutNow();
        if (!visit(stage, page))
            return false;
    }
    return true;
}

} // namespace

QString StepWalkExporter::pngFileName(int stage)
{
    return QStringLiteral("stage-%1.png").arg(stage + 1, 2, 10, QLatin1Char('0'));
}

bool StepWalkExporter::exportPngs(const SpecRun& run, const WalkSelection& selection,
                                  const QString& dir, QString* error)
{
    QDir directory(dir);
    if (dir.isEmpty() || !directory.mkpath(QStringLiteral("."))) {
        setError(error, tr("Cannot create the folder '%1'.").arg(dir));
        return false;
    }
    return forEachStage(run, selection, [&](int stage, StagePageWidget& page) {
        const QString path = directory.filePath(pngFileName(stage));
        QSaveFile file(path);
        const QImage image = page.grab().toImage();
        if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
            setError(error, tr("Cannot write '%1': %2").arg(path, file.errorString()));
            return false;
        }
        return true;
    });
}

bool StepWalkExporter::exportPdf(const SpecRun& run, const WalkSelection& selection,
                                 const QString& path, QString* error)
{
    QSaveFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::WriteOnly)) {
        setError(error, tr("Cannot write '%1': %2").arg(path, file.errorString()));
        return false;
    }
    QPdfWriter writer(&file);
    // 16:10 like the rendered page and most projectors: no empty band.
    writer.setPageSize(
        QPageSize(QSizeF(297.0, 185.6), QPageSize::Millimeter, QStringLiteral("Slide 16:10")));
    writer.setPageOrientation(QPageLayout::Portrait);
    writer.setPageMargins(QMarginsF(8, 8, 8, 8), QPageLayout::Millimeter);
    writer.setResolution(150);
    writer.setTitle(tr("Attention step by step"));
    writer.setCreator(QStringLiteral("Attention Explorer"));
    QPainter painter;
    if (!painter.begin(&writer)) {
        setError(error, tr("Cannot start a PDF in '%1'.").arg(path));
        return false;
    }
    const bool ok = forEachStage(run, selection, [&](int stage, StagePageWidget& page) {
        if (stage > 0 && !writer.newPage())
            return false;
        const QRect target = painter.viewport();
        const QSize size = page.size();
        const double scale = std::min(double(target.width()) / size.width(),
                                      double(target.height()) / size.height());
        painter.save();
        painter.scale(scale, scale);
        page.render(&painter, QPoint(), QRegion(), QWidget::DrawChildren);
        painter.restore();
        return true;
    });
    painter.end();
    if (!ok) {
        setError(error, tr("Cannot add a page to '%1'.").arg(path));
        return false;
    }
    if (!file.commit()) {
        setError(error, tr("Cannot write '%1': %2").arg(path, file.errorString()));
        return false;
    }
    return true;
}

} // namespace ae
