#pragma once
// The n×d sinusoidal encoding P as a heatmap (positions down, dimensions
// across, even columns = sin, odd = cos) beside the curves of chosen columns
// against position (columns 6–9 by default, as in the d2l figure).

#include "core/types.h"

#include <QWidget>

class QCustomPlot;
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

private:
    void updateHeatmapTicks();
    void updateCurves();

    Matrix m_encoding;
    double m_base = 10000.0;
    QCustomPlot* m_heatmap = nullptr;
    QCustomPlot* m_curves = nullptr;
    QSpinBox* m_firstColumn = nullptr;
    QSpinBox* m_columnCount = nullptr;
};

} // namespace ae
