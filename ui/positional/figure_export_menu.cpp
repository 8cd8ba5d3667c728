#include "ui/positional/figure_export_menu.h"

#include "ui/views/figure_exporter.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFileInfo>
#include <QMenu>
#include <QMessageBox>
#include <QWidget>

namespace ae {

namespace {

// A class so that lupdate files the FigureExportMenuText::tr() calls under the
// context they are looked up in at run time ("ae::FigureExportMenu").
class FigureExportMenuText
{
    Q_DECLARE_TR_FUNCTIONS(ae::FigureExportMenu)
};

void exportFigure(QWidget* figure)
{
    const QString name =
        figure->objectName().isEmpty() ? QStringLiteral("figure") : figure->objectName();
    const QString path = QFileDialog::getSaveFileName(
        figure, FigureExportMenuText::tr("Export Figure"), name + QStringLiteral(".png"),
        FigureExportMenuText::tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    const std::optional<FigureExporter::Format> format = FigureExporter::formatFromSuffix(path);
    if (!format) {
        QMessageBox::warning(
            figure, FigureExportMenuText::tr("Export Figure"),
            FigureExportMenuText::tr("Cannot export to %1: use a .png, .svg or .pdf file name.")
                .arg(QFileInfo(path).fileName()));
        return;
    }
    QString error;
    const bool png = *format == FigureExporter::Format::Png;
    if (!FigureExporter::exportWidget(figure, path, *format, png ? figure->size() * 2 : QSize(),
                                      png ? 192 : 0, &error)) {
        QMessageBox::warning(
            figure, FigureExportMenuText::tr("Export Figure"),
            FigureExportMenuText::tr("Could not export the figure: %1").arg(error));
    }
}

} // namespace

void enableFigureExportMenu(QWidget* figure)
{
    figure->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(
        figure, &QWidget::customContextMenuRequested, figure, [figure](const QPoint& at) {
            QMenu menu(figure);
            QAction* action = menu.addAction(FigureExportMenuText::tr("Export figure…"));
            if (menu.exec(figure->mapToGlobal(at)) == action)
                exportFigure(figure);
        });
}

} // namespace ae
