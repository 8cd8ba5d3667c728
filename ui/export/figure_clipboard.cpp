#include "ui/export/figure_clipboard.h"

#include "ui/export/figure_exporter.h"

#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QImage>
#include <QMimeData>
#include <QTemporaryDir>
#include <QWidget>

#include <cmath>
#include <memory>

namespace ae {

QMimeData* FigureClipboard::mimeData(QWidget* figure, double scale, QString* error)
{
    QTemporaryDir dir;
    if (!dir.isValid()) {
        if (error)
            *error = dir.errorString();
        return nullptr;
    }
    if (!figure) { // the exporter words the message ("There is no view to export.")
        FigureExporter::exportWidget(nullptr, QString(), FigureExporter::Format::Png, QSize(), 0,
                                     error);
        return nullptr;
    }
    const QString png = dir.filePath(QStringLiteral("figure.png"));
    const QString svg = dir.filePath(QStringLiteral("figure.svg"));
    const QSize size(int(std::lround(figure->width() * scale)),
                     int(std::lround(figure->height() * scale)));
    const int dpi = int(std::lround(96 * scale));
    if (!FigureExporter::exportWidget(figure, png, FigureExporter::Format::Png, size, dpi, error) ||
        !FigureExporter::exportWidget(figure, svg, FigureExporter::Format::Svg, size, dpi, error))
        return nullptr;
    auto data = std::make_unique<QMimeData>();
    data->setImageData(QImage(png));
    QFile svgFile(svg);
    if (svgFile.open(QIODevice::ReadOnly))
        data->setData(QStringLiteral("image/svg+xml"), svgFile.readAll());
    return data.release();
}

bool FigureClipboard::copy(QWidget* figure, double scale, QString* error)
{
    QMimeData* data = mimeData(figure, scale, error);
    if (!data)
        return false;
    QGuiApplication::clipboard()->setMimeData(data); // takes ownership
    return true;
}

} // namespace ae
