#include "ui/views/square_heatmap_frame.h"

#include "ui/views/attention_heatmap.h"
#include "ui/views/square_panels.h"

#include <QVBoxLayout>

namespace ae {

SquareHeatmapFrame::SquareHeatmapFrame(AttentionHeatmap* heatmap, QWidget* parent)
    : QWidget(parent), m_heatmap(heatmap)
{
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
    m_layout = new QVBoxLayout(this);
    m_layout->setContentsMargins(0, 0, 0, 0);
    m_layout->addWidget(m_heatmap);
    // Queued: the chrome is measured inside a replot, where a new size would
    // resize the heatmap in the middle of drawing it.
    connect(m_heatmap, &AttentionHeatmap::chromeChanged, this, &SquareHeatmapFrame::refit,
            Qt::QueuedConnection);
}

void SquareHeatmapFrame::refit()
{
    const Matrix& values = m_heatmap->matrix();
    const SquarePanels fit = values.size() == 0
                                 ? SquarePanels{}
                                 : fitSquarePanels(size(), 1, 1, 0, int(values.rows()),
                                                   int(values.cols()), m_heatmap->chromeSize());
    m_layout->setContentsMargins(fit.margins);
    m_heatmap->setFittedSize(values.size() == 0 ? QSize() : fit.panel);
}

void SquareHeatmapFrame::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    refit();
}

} // namespace ae
