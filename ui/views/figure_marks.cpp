#include "ui/views/figure_marks.h"

#include <QLayout>
#include <QVariant>
#include <QWidget>

namespace ae::figure_marks {

bool isExporting(const QWidget* widget)
{
    for (const QWidget* w = widget; w; w = w->parentWidget())
        if (w->property(kExportingProperty).toBool())
            return true;
    return false;
}

void setScreenOnly(QWidget* widget, bool screenOnly)
{
    widget->setProperty(kScreenOnlyProperty, screenOnly ? QVariant(true) : QVariant());
}

void setScreenOnly(QLayout* layout)
{
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem* item = layout->itemAt(i);
        if (item->widget())
            setScreenOnly(item->widget());
        else if (item->layout())
            setScreenOnly(item->layout());
    }
}

bool isScreenOnly(const QWidget* widget)
{
    return widget->property(kScreenOnlyProperty).toBool();
}

} // namespace ae::figure_marks
