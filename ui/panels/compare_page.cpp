#include "ui/panels/compare_page.h"

#include "ui/panels/compare_bar.h"
#include "ui/views/compare_view.h"

#include <QVBoxLayout>

namespace ae {

ComparePage::ComparePage(QWidget* parent) : QWidget(parent)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_bar = new CompareBar(this);
    layout->addWidget(m_bar);
    m_view = new CompareView(this);
    m_view->setObjectName(QStringLiteral("compareView"));
    layout->addWidget(m_view, 1);
}

void ComparePage::setBatchIndex(int batch)
{
    m_view->setBatchIndex(batch);
}

QWidget* ComparePage::figure()
{
    return m_view;
}

void ComparePage::setColorMap(ColorMapId id)
{
    m_view->setColorMap(id);
}

} // namespace ae
