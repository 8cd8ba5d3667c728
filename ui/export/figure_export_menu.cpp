#include "ui/export/figure_export_menu.h"

#include "ui/export/figure_clipboard.h"
#include "ui/export/figure_export_dialog.h"

#include <QCoreApplication>
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
    // Format, slide/paper size and DPI in the export dialog.
    FigureExportDialog::run(figure, name, figure);
}

void copyFigure(QWidget* figure)
{
    QString error;
    if (!FigureClipboard::copy(figure, 2.0, &error))
        QMessageBox::warning(figure, FigureExportMenuText::tr("Copy Figure"),
                             FigureExportMenuText::tr("Could not copy the figure: %1").arg(error));
}

} // namespace

void enableFigureExportMenu(QWidget* figure)
{
    figure->setContextMenuPolicy(Qt::CustomContextMenu);
    QObject::connect(
        figure, &QWidget::customContextMenuRequested, figure, [figure](const QPoint& at) {
            QMenu menu(figure);
            QAction* action = menu.addAction(FigureExportMenuText::tr("Export figure…"));
            QAction* copy = menu.addAction(FigureExportMenuText::tr("Copy figure"));
            QAction* chosen = menu.exec(figure->mapToGlobal(at));
            if (chosen == action)
                exportFigure(figure);
            else if (chosen == copy)
                copyFigure(figure);
        });
}

} // namespace ae
