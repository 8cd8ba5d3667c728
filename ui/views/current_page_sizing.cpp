#include "ui/views/current_page_sizing.h"

#include <QSizePolicy>
#include <QTabWidget>
#include <QVariant>

namespace ae {

namespace {
// Where a page keeps the size policy it had before it was first hidden.
constexpr const char* ownPolicyProperty = "ae_ownSizePolicy";
} // namespace

void CurrentPageSizing::follow(QTabWidget* tabs)
{
    QObject::connect(tabs, &QTabWidget::currentChanged, tabs, [tabs] { apply(tabs); });
    apply(tabs);
}

void CurrentPageSizing::apply(QTabWidget* tabs)
{
    for (int i = 0; i < tabs->count(); ++i) {
        QWidget* page = tabs->widget(i);
        if (!page->property(ownPolicyProperty).isValid())
            page->setProperty(ownPolicyProperty, QVariant::fromValue(page->sizePolicy()));
        const QSizePolicy policy = i == tabs->currentIndex()
                                       ? page->property(ownPolicyProperty).value<QSizePolicy>()
                                       : QSizePolicy(QSizePolicy::Ignored, QSizePolicy::Ignored);
        if (page->sizePolicy() != policy)
            page->setSizePolicy(policy);
    }
    tabs->updateGeometry();
}

} // namespace ae
