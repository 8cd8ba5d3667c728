#pragma once
// The "Lessons" tab: the notes' other lessons as small interactive views, one
// sub-tab each — attention pooling as kernel regression, why divide by √d,
// attention vs a fully connected layer, and dropout in training mode.

#include "ui/views/color_map_id.h"
#include "ui/views/run_view.h"

#include <QWidget>

class QTabWidget;

namespace ae {

class DenseVsAttentionPage;
class DropoutPage;
class KernelRegressionPage;
class ScalingPage;

class LessonsPage : public QWidget, public RunView
{
    Q_OBJECT
public:
    explicit LessonsPage(QWidget* parent = nullptr);

    QWidget* figure() override { return currentFigure(); }

    KernelRegressionPage* kernelRegressionPage() const { return m_kernelRegression; }
    ScalingPage* scalingPage() const { return m_scaling; }
    DenseVsAttentionPage* denseVsAttentionPage() const { return m_denseVsAttention; }
    DropoutPage* dropoutPage() const { return m_dropout; }
    QTabWidget* tabs() const { return m_tabs; }
    // What an "Export Figure" of the tab saves: the visible lesson, with its
    // explanation, controls and plots.
    QWidget* currentFigure() const;
    // Colour map of the lessons' weight heatmaps (kernel regression's
    // α(x, x_i), dropout's weights before and after): all non-negative.
    void setColorMap(ColorMapId id) override;

protected:
    void changeEvent(QEvent* event) override;

private:
    // The tabs' titles (each page retranslates itself).
    void retranslateUi();
    QTabWidget* m_tabs = nullptr;
    KernelRegressionPage* m_kernelRegression = nullptr;
    ScalingPage* m_scaling = nullptr;
    DenseVsAttentionPage* m_denseVsAttention = nullptr;
    DropoutPage* m_dropout = nullptr;
};

} // namespace ae
