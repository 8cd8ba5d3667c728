#include "ui/views/figure_marks.h"

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

} // namespace ae::figure_marks
