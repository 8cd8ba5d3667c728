#pragma once
// The binary-bit analogy: the 0/1 digits of 0…n−1 beside the encoding
// heatmap. Picking a bit highlights the encoding column pair whose period is
// closest to the bit's period 2^{b+1} (positional_analysis.h) and overlays
// the bit's square wave on that pair's sine column.

#include "core/types.h"

#include <QWidget>

class QCPTextElement;
class QCustomPlot;
class QCPItemRect;
class QLabel;
class QSpinBox;

namespace ae {

class BinaryAnalogyPanel : public QWidget
{
    Q_OBJECT
public:
    explicit BinaryAnalogyPanel(QWidget* parent = nullptr);

    void setEncoding(const Matrix& encoding, double base);

    int selectedBit() const;
    // The highlighted sine column (2j of the closest pair).
    int highlightedColumn() const { return m_highlightedColumn; }

public slots:
    void setSelectedBit(int bit);

signals:
    void selectedBitChanged(int bit);

protected:
    void changeEvent(QEvent* event) override;

private:
    // The fixed texts: plot titles and axes, the bit's labels.
    void retranslateUi();
    void updateHighlight();

    Matrix m_encoding;
    double m_base = 10000.0;
    int m_highlightedColumn = 0;
    QCustomPlot* m_binary = nullptr;
    QCustomPlot* m_encodingPlot = nullptr;
    QCustomPlot* m_overlay = nullptr;
    QCPItemRect* m_bitRect = nullptr;
    QCPItemRect* m_columnRect = nullptr;
    QSpinBox* m_bitSpin = nullptr;
    QLabel* m_explanation = nullptr;
    QLabel* m_bitLabel = nullptr;
    QLabel* m_bitHint = nullptr;
    QCPTextElement* m_binaryTitle = nullptr;
    QCPTextElement* m_encodingTitle = nullptr;
};

} // namespace ae
