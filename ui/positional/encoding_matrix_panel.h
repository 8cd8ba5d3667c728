#pragma once
// The n×d sinusoidal encoding P as a heatmap (positions down, dimensions
// across, even columns = sin, odd = cos) beside the curves of chosen columns
// against position (columns 6–9 by default, as in the d2l figure).

#include "core/types.h"

#include <QWidget>

class QCPTextElement;
class QCustomPlot;
class QLabel;
class QSpinBox;

namespace ae {

class EncodingMatrixPanel : public QWidget
{
    Q_OBJECT
public:
    explicit EncodingMatrixPanel(QWidget* parent = nullptr);

    // Shows P (n×d) for this base.
    void setEncoding(const Matrix& encoding, double base);

    QCustomPlot* heatmapPlot() const { return m_heatmap; }
    QCustomPlot* curvesPlot() const { return m_curves; }

protected:
    void changeEvent(QEvent* event) override;

private:
    // The fixed texts: labels, explanation, plot titles and axes.
    void retranslateUi();
    void updateHeatmapTicks();
    void updateCurves();

    Matrix m_encoding;
    double m_base = 10000.0;
    QCustomPlot* m_heatmap = nullptr;
    QCustomPlot* m_curves = nullptr;
    QSpinBox* m_firstColumn = nullptr;
    QSpinBox* m_columnCount = nullptr;
    QCPTextElement* m_heatmapTitle = nullptr;
    QCPTextElement* m_curvesTitle = nullptr;
    QLabel* m_firstColumnLabel = nullptr;
    QLabel* m_columnCountLabel = nullptr;
    QLabel* m_explanation = nullptr;
};

} // namespace ae
