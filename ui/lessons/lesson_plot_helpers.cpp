#include "ui/lessons/lesson_plot_helpers.h"

#include "ui/export/figure_export_menu.h"
#include "ui/views/fitted_title.h"

#include <QLabel>
#include <qcustomplot.h>

namespace ae {

QCustomPlot* makeLessonPlot(QWidget* parent, const QString& objectName)
{
    auto* plot = new QCustomPlot(parent);
    plot->setObjectName(objectName);
    plot->setMinimumSize(300, 220);
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(0, 0, new FittedTitle(plot, QString()));
    QFont legendFont = plot->font();
    legendFont.setPointSizeF(legendFont.pointSizeF() * 0.85);
    plot->legend->setFont(legendFont);
    plot->legend->setRowSpacing(-3);
    enableFigureExportMenu(plot);
    return plot;
}

void setLessonPlotTitle(QCustomPlot* plot, const QString& title)
{
    if (auto* element = qobject_cast<QCPTextElement*>(plot->plotLayout()->element(0, 0)))
        element->setText(title);
}

QLabel* makeExplanationLabel(QWidget* parent, const QString& text)
{
    auto* label = new QLabel(text, parent);
    label->setWordWrap(true);
    label->setTextFormat(Qt::RichText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace ae
