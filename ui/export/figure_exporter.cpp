#include "ui/export/figure_exporter.h"

#include "ui/export/text_outlining_device.h"

#include <QApplication>
#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPdfWriter>
#include <QPointer>
#include <QSaveFile>
#include <QScopeGuard>
#include <QSvgGenerator>
#include <QWidget>
#include <qcustomplot.h>

#include <algorithm>
#include <cmath>

namespace ae {

namespace {

constexpr int kMaxPixels = 20000; // per side: beyond this QImage allocations fail

QString tr(const char* text)
{
    return QCoreApplication::translate("ae::FigureExporter", text);
}

// Paints `widget` and its visible children into `painter`, keeping plots as
// vector drawings: a QCustomPlot re-draws itself through QCPPainter instead of
// blitting its screen buffer; other widgets render themselves without children.
void renderTree(QCPPainter* painter, QWidget* widget, const QPoint& offset)
{
    if (auto* plot = qobject_cast<QCustomPlot*>(widget)) {
        QList<QCPAbstractItem*> screenOnly;
        for (int i = 0; i < plot->itemCount(); ++i) {
            QCPAbstractItem* item = plot->item(i);
            if (item->visible() && item->property(FigureExporter::kScreenOnlyProperty).toBool()) {
                item->setVisible(false);
                screenOnly.append(item);
            }
        }
        painter->save();
        painter->translate(offset);
        plot->toPainter(painter, plot->width(), plot->height());
        painter->restore();
        for (QCPAbstractItem* item : screenOnly)
            item->setVisible(true);
        // toPainter laid the plot out for the export; the screen needs its own.
        plot->replot(QCustomPlot::rpQueuedReplot);
        return;
    }
    widget->render(painter, offset, QRegion(), QWidget::DrawWindowBackground);
    for (QObject* child : widget->children()) {
        auto* childWidget = qobject_cast<QWidget*>(child);
        if (!childWidget || childWidget->isWindow() || !childWidget->isVisibleTo(widget))
            continue;
        renderTree(painter, childWidget, offset + childWidget->pos());
    }
}

// Set on the exported widget while it is painted into a figure.
using figure_marks::kExportingProperty;

// Hides the visible screen-only descendants of a widget and lays it out
// again for as long as it lives; then shows them, lays out again and gives
// the focus back (hiding a focused control moves the focus).
class ScreenOnlyHidden
{
public:
    explicit ScreenOnlyHidden(QWidget* widget)
    {
        for (QWidget* child : widget->findChildren<QWidget*>())
            if (figure_marks::isScreenOnly(child) && child->isVisibleTo(widget))
                m_hidden.append(child);
        if (m_hidden.isEmpty())
            return;
        m_focus = QApplication::focusWidget();
        for (QWidget* child : m_hidden)
            child->hide();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
    }
    ~ScreenOnlyHidden()
    {
        if (m_hidden.isEmpty())
            return;
        for (const QPointer<QWidget>& child : m_hidden)
            if (child)
                child->show();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        if (m_focus)
            m_focus->setFocus();
    }
    ScreenOnlyHidden(const ScreenOnlyHidden&) = delete;
    ScreenOnlyHidden& operator=(const ScreenOnlyHidden&) = delete;

private:
    QList<QPointer<QWidget>> m_hidden;
    QPointer<QWidget> m_focus;
};

int dotsPerMeter(int dpi)
{
    return int(std::lround(dpi / 0.0254));
}

bool fail(QString* error, const QString& message)
{
    if (error)
        *error = message;
    return false;
}

} // namespace

std::optional<FigureExporter::Format> FigureExporter::formatFromSuffix(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png"))
        return Format::Png;
    if (suffix == QLatin1String("svg"))
        return Format::Svg;
    if (suffix == QLatin1String("pdf"))
        return Format::Pdf;
    return std::nullopt;
}

QString FigureExporter::suffix(Format format)
{
    switch (format) {
    case Format::Png:
        return QStringLiteral("png");
    case Format::Svg:
        return QStringLiteral("svg");
    case Format::Pdf:
        return QStringLiteral("pdf");
    }
    return {};
}

bool FigureExporter::exportWidget(QWidget* widget, const QString& path, Format format, QSize size,
                                  int dpi, QString* error)
{
    if (!widget)
        return fail(error, tr("There is no view to export."));
    if (path.isEmpty())
        return fail(error, tr("No file name was given for the export."));
    if (widget->width() <= 0 || widget->height() <= 0)
        return fail(error, tr("The view has no size yet; show it before exporting."));
    if (size.isEmpty())
        size = widget->size();
    // Views ask isExporting() to leave their screen-only marks out.
    widget->setProperty(kExportingProperty, true);
    const auto exported = qScopeGuard([widget] { widget->setProperty(kExportingProperty, {}); });
    // Controls marked screen-only leave the page while it is drawn, and the
    // page is laid out without them; they come back afterwards.
    const ScreenOnlyHidden screenOnlyHidden(widget);
    if (size.width() > kMaxPixels || size.height() > kMaxPixels)
        return fail(error, tr("%1×%2 is too large: at most %3 pixels per side.")
                               .arg(size.width())
                               .arg(size.height())
                               .arg(kMaxPixels));
    if (dpi <= 0)
        dpi = 96;

    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return fail(error, tr("Cannot write %1: %2").arg(path, file.errorString()));

    // The widget is drawn at its own layout size and scaled to the output, so
    // the figure looks like the screen at any resolution. Vector devices work
    // at the screen's resolution too: fonts in points are converted with the
    // device's DPI, and the layout was measured at the screen's.
    const int screenDpi = widget->logicalDpiX() > 0 ? widget->logicalDpiX() : 96;
    const double sx = double(size.width()) / widget->width();
    const double sy = double(size.height()) / widget->height();
    // Output size in device units at screenDpi: the physical size is size / dpi inches.
    const QSize deviceSize(std::max(1, int(std::lround(size.width() * double(screenDpi) / dpi))),
                           std::max(1, int(std::lround(size.height() * double(screenDpi) / dpi))));
    bool painted = false;
    switch (format) {
    case Format::Png: {
        // Painted at the screen's resolution (fonts in points then match the
        // layout's metrics); the requested DPI is only recorded in the file.
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        image.setDotsPerMeterX(dotsPerMeter(screenDpi));
        image.setDotsPerMeterY(dotsPerMeter(screenDpi));
        {
            QCPPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing, true);
            painter.setRenderHint(QPainter::TextAntialiasing, true);
            painter.setMode(QCPPainter::pmNoCaching);
            painter.scale(sx, sy);
            renderTree(&painter, widget, QPoint(0, 0));
        }
        image.setDotsPerMeterX(dotsPerMeter(dpi));
        image.setDotsPerMeterY(dotsPerMeter(dpi));
        painted = image.save(&file, "PNG");
        break;
    }
    case Format::Svg: {
        QSvgGenerator generator;
        generator.setOutputDevice(&file);
        generator.setResolution(screenDpi);
        generator.setSize(deviceSize);
        generator.setViewBox(QRect(QPoint(0, 0), deviceSize));
        generator.setTitle(QFileInfo(path).completeBaseName());
        generator.setDescription(tr("Attention Explorer figure"));
        // Every glyph becomes a path: the file needs no font wherever it is
        // opened (token labels in Chinese included), and the outlining device
        // also clips, which QSvgGenerator does not.
        TextOutliningDevice outlined(&generator);
        QCPPainter painter;
        painted = painter.begin(&outlined);
        if (painted) {
            painter.setMode(QCPPainter::pmVectorized);
            painter.setMode(QCPPainter::pmNoCaching);
            painter.scale(double(deviceSize.width()) / widget->width(),
                          double(deviceSize.height()) / widget->height());
            renderTree(&painter, widget, QPoint(0, 0));
            painted = painter.end();
        }
        break;
    }
    case Format::Pdf: {
        QPdfWriter writer(&file);
        writer.setResolution(screenDpi);
        writer.setCreator(QStringLiteral("Attention Explorer"));
        writer.setTitle(QFileInfo(path).completeBaseName());
        // One page exactly the figure's size: size is in pixels at `dpi`.
        const QSizeF points(size.width() * 72.0 / dpi, size.height() * 72.0 / dpi);
        writer.setPageSize(QPageSize(points, QPageSize::Point, QString(), QPageSize::ExactMatch));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0), QPageLayout::Point);
        QCPPainter painter;
        painted = painter.begin(&writer);
        if (painted) {
            painter.setMode(QCPPainter::pmVectorized);
            painter.setMode(QCPPainter::pmNoCaching);
            const QRect page = painter.viewport();
            painter.scale(double(page.width()) / widget->width(),
                          double(page.height()) / widget->height());
            renderTree(&painter, widget, QPoint(0, 0));
            painted = painter.end();
        }
        break;
    }
    }
    if (!painted) {
        file.cancelWriting();
        return fail(error, tr("Could not draw the figure for %1.").arg(path));
    }
    if (!file.commit())
        return fail(error, tr("Cannot write %1: %2").arg(path, file.errorString()));
    return true;
}

QSize FigureSize::pixels() const
{
    return QSize(int(std::lround(widthInches * dpi)), int(std::lround(heightInches * dpi)));
}

FigureSize figureSize(FigureSizePreset preset)
{
    switch (preset) {
    case FigureSizePreset::Slide16x9:
        return {40.0 / 3.0, 7.5, 144};
    case FigureSizePreset::Slide4x3:
        return {10.0, 7.5, 144};
    case FigureSizePreset::OneColumn:
        return {3.5, 2.5, 300};
    case FigureSizePreset::TwoColumns:
        return {7.0, 4.0, 300};
    }
    return {};
}

QVector<FigureSizePreset> allFigureSizePresets()
{
    return {FigureSizePreset::Slide16x9, FigureSizePreset::Slide4x3, FigureSizePreset::OneColumn,
            FigureSizePreset::TwoColumns};
}

QString figureSizePresetName(FigureSizePreset preset)
{
    switch (preset) {
    case FigureSizePreset::Slide16x9:
        return QCoreApplication::translate("ae::FigureExporter", "Slide 16:9");
    case FigureSizePreset::Slide4x3:
        return QCoreApplication::translate("ae::FigureExporter", "Slide 4:3");
    case FigureSizePreset::OneColumn:
        return QCoreApplication::translate("ae::FigureExporter", "Paper, one column");
    case FigureSizePreset::TwoColumns:
        return QCoreApplication::translate("ae::FigureExporter", "Paper, two columns");
    }
    return {};
}

bool FigureExporter::exportWidgetLaidOut(QWidget* widget, const QString& path, Format format,
                                         QSize size, int dpi, QString* error)
{
    if (!widget || size.isEmpty())
        return exportWidget(widget, path, format, size, dpi, error);
    if (dpi <= 0)
        dpi = 96;
    const int screenDpi = widget->logicalDpiX() > 0 ? widget->logicalDpiX() : 96;
    const QSize layoutSize(std::max(1, int(std::lround(size.width() * double(screenDpi) / dpi))),
                           std::max(1, int(std::lround(size.height() * double(screenDpi) / dpi))));
    const QRect saved = widget->geometry();
    // A visible widget lays its children out synchronously on resize.
    widget->resize(layoutSize);
    const bool ok = exportWidget(widget, path, format, size, dpi, error);
    widget->setGeometry(saved);
    return ok;
}

} // namespace ae
