#include "ui/lessons/lessons_page.h"

#include "ui/lessons/dense_vs_attention_page.h"
#include "ui/lessons/dropout_page.h"
#include "ui/lessons/kernel_regression_page.h"
#include "ui/lessons/scaling_page.h"
#include "ui/views/color_maps.h"
#include "ui/views/current_page_sizing.h"

#include <QEvent>
#include <QTabWidget>
#include <QVBoxLayout>

namespace ae {

LessonsPage::LessonsPage(QWidget* parent) : QWidget(parent)
{
    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("lessonsTabs"));
    m_kernelRegression = new KernelRegressionPage(m_tabs);
    m_kernelRegression->setObjectName(QStringLiteral("kernelRegressionPage"));
    m_scaling = new ScalingPage(m_tabs);
    m_scaling->setObjectName(QStringLiteral("scalingPage"));
    m_denseVsAttention = new DenseVsAttentionPage(m_tabs);
    m_denseVsAttention->setObjectName(QStringLiteral("denseVsAttentionPage"));
    m_dropout = new DropoutPage(m_tabs);
    m_dropout->setObjectName(QStringLiteral("dropoutPage"));
    for (QWidget* page :
         {static_cast<QWidget*>(m_kernelRegression), static_cast<QWidget*>(m_scaling),
          static_cast<QWidget*>(m_denseVsAttention), static_cast<QWidget*>(m_dropout)})
        m_tabs->addTab(page, QString());
    CurrentPageSizing::follow(m_tabs);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_tabs);
    retranslateUi();
}

void LessonsPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void LessonsPage::retranslateUi()
{
    m_tabs->setTabText(m_tabs->indexOf(m_kernelRegression), tr("Kernel regression"));
    m_tabs->setTabText(m_tabs->indexOf(m_scaling), tr("Why divide by √d"));
    m_tabs->setTabText(m_tabs->indexOf(m_denseVsAttention), tr("Not a dense layer"));
    m_tabs->setTabText(m_tabs->indexOf(m_dropout), tr("Dropout"));
}

void LessonsPage::setColorMap(ColorMapId id)
{
    for (QCustomPlot* plot :
         {m_kernelRegression->weightsPlot(), m_dropout->weightsPlot(), m_dropout->appliedPlot()})
        if (auto* map = qobject_cast<QCPColorMap*>(plot->plottable(0))) {
            map->setGradient(colorMap(id));
            plot->replot(QCustomPlot::rpQueuedReplot);
        }
}

QWidget* LessonsPage::currentFigure() const
{
    return m_tabs->currentWidget();
}

} // namespace ae
