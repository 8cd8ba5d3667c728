#pragma once
// One attention matrix as a crisp heatmap: queries down the left (row 0 at the
// top), keys along the top, a colour scale on the right. Masked cells are drawn
// grey and hatched (a second colour map, so cost does not grow with n² items);
// values are printed in the cells when the matrix is small. Hovering a cell
// shows query, key, value and the secondary value (e.g. the raw score).
//
// Keyboard and screen readers: the heatmap takes focus (Tab, click); the arrow
// keys move a focused cell (outlined), Home/End go to the first/last key of the
// row, PageUp/PageDown to the first/last query of the column, Ctrl+Home/End to
// the first/last cell; Enter, Return or Space act like clicking the cell. The
// focused cell's description ("query 3 'cat' → key 5 'sat': weight 0.42") is
// shown as a tool tip, is the widget's accessible name and is announced
// through QAccessible.
//
// Cost: the colour map holds at most as many cells as device pixels it is
// drawn on (nearest sample per pixel: what scaling the full image down without
// smoothing showed), resampled from the full matrix when it is drawn larger
// (an export at 2×, a PDF gets every cell). Matrices are shared, not copied.

#include "core/types.h"

#include <QStringList>
#include <qcustomplot.h>

#include <memory>

namespace ae {

class FittedTitle;

// A matrix shared with its owner (e.g. a run's trace through the aliasing
// constructor of std::shared_ptr), so a heatmap never copies n×m values.
using SharedMatrix = std::shared_ptr<const ae::Matrix>;
using SharedKeepMask = std::shared_ptr<const ae::KeepMask>;

class AttentionHeatmap : public QCustomPlot
{
    Q_OBJECT
    // Presentation mode sets it (2) and gives it back (1): the selection and
    // keyboard outlines grow with the other lines.
    Q_PROPERTY(double presentationScale READ presentationScale WRITE setPresentationScale)
public:
    explicit AttentionHeatmap(QWidget* parent = nullptr);

    double presentationScale() const { return m_presentationScale; }
    void setPresentationScale(double scale);

    // values n×m; rowLabels (n) and columnLabels (m) may be empty (→ "0".."n−1").
    // mask: n×m, 0 = masked; empty means nothing is masked.
    void setMatrix(const ae::Matrix& values, const QStringList& rowLabels,
                   const QStringList& columnLabels, const ae::KeepMask& mask = {});
    // The same without copying: the heatmap keeps the shared matrices alive.
    // Null values clear; a null mask (or one of the wrong shape) masks nothing.
    void setMatrix(ae::SharedMatrix values, const QStringList& rowLabels,
                   const QStringList& columnLabels, ae::SharedKeepMask mask);
    // Shown in the hover text under `name` (e.g. "score"); empty matrix clears.
    void setSecondaryMatrix(const ae::Matrix& raw, const QString& name);
    void setSecondaryMatrix(ae::SharedMatrix raw, const QString& name);
    // Name of the primary quantity in the hover text ("weight" in the current
    // language while none is set). The owner sets it again, and the title, in
    // its own retranslateUi(): the heatmap retranslates only its own texts.
    void setValueName(const QString& name);
    void setTitle(const QString& title);
    // Title candidates, the fullest first (ui/views/fitted_title.h): the
    // first that fits the maps' width is drawn.
    void setTitles(const QStringList& candidates);
    QString title() const;      // the first candidate
    QString shownTitle() const; // the one drawn
    // The title's own height, and the least it keeps (panels side by side
    // share the tallest, so their cells start on one line): FittedTitle.
    int naturalTitleHeight() const;
    void setMinimumTitleHeight(int height);
    // Fixed colour range (shared between plots); setAutoRange() follows the data.
    void setDataRange(double lo, double hi);
    // Colour by row: a cell's colour is its value ÷ its row's divisor (n
    // values, core/row_scale.h's rowMaximumDivisors), on a 0 … 1 scale (−1 … 1
    // when a kept value is negative) that `scaleLabel` names on the colour
    // bar; the values, hover text and printed cells stay the matrix's own.
    // Null (the default) colours by the values. Set it before setMatrix();
    // divisors of another length are ignored.
    void setRowColourScale(std::shared_ptr<const ae::Vector> divisors, const QString& scaleLabel);
    bool rowColourScale() const { return bool(m_rowDivisors); }
    // The number a cell's colour is looked up from (its value, or its value
    // over its row's divisor).
    double colourValue(int row, int col) const;
    void setAutoRange();
    QCPRange dataRange() const;
    void setColorScaleVisible(bool visible);
    void setGradient(const QCPColorGradient& gradient);
    // Values printed in the cells. Default (auto): on when n, m ≤ 12. Either
    // way they are drawn only while a cell is big enough to hold one legibly.
    void setCellValuesVisible(bool visible);
    void setCellValuesAuto();
    bool cellValuesShown() const;
    // The pixel size the cell values are printed at: the widest value fits
    // its cell; 0 when none is printed (not wanted, or under 8 px or 0.6 of
    // the tick labels' size).
    int cellValuePixelSize() const;
    // Whether the printed values drop their leading zero ("-.12", ".42"):
    // only where a value is negative and they print larger so (a difference
    // map's "-0.12" is a character wider than its neighbours' "0.42").
    bool cellValuesCompact() const;
    // Both at once, as drawing needs them (each measures every value).
    struct CellValueStyle
    {
        int pixels = 0; // 0: none printed
        bool compact = false;
    };
    CellValueStyle cellValueStyle() const;
    // How a cell prints `value`: "0.42", "-14.3", "0.00" for a tiny
    // negative; `compact`, below 1 in magnitude, without the leading zero.
    static QString cellValueText(double value, bool compact = false);
    // Size of one cell in pixels (after the last layout).
    QSizeF cellPixelSize() const;
    // Highlights one cell with a frame; −1 clears.
    void setSelectedCell(int row, int col);
    // Predict, then reveal: covers query row `row` (its colours, values and
    // hover text) until the student has sketched it; −1 shows every row.
    void setHiddenRow(int row);
    int hiddenRow() const { return m_hiddenRow; }
    // "query 3 'cat' → key 5 'sat': weight 0.42, score 1.27" with 0-based
    // positions (the indices of the tokens). Also the tool tip. Empty when out of range.
    QString cellDescription(int row, int col) const;
    const ae::Matrix& matrix() const;
    const ae::KeepMask& mask() const;
    bool isMasked(int row, int col) const;
    QStringList rowLabels() const;
    QStringList columnLabels() const;

    // The keyboard's cell (−1, −1 before the heatmap first had focus or a click).
    QPair<int, int> focusedCell() const { return {m_focusRow, m_focusCol}; }
    // Moves the keyboard's cell (clamped to the matrix), shows and announces it.
    void setFocusedCell(int row, int col);
    // Cells of the colour map as drawn (≤ the matrix; fewer when cells are
    // smaller than a device pixel).
    QSize sampledCells() const;

    // Cell under a widget pixel, or (−1, −1).
    QPair<int, int> cellAt(const QPoint& pixel) const;
    // Widget pixel at the centre of a cell (for tests and tool tips).
    QPoint cellCenter(int row, int col) const;
    // The widget's size less its cells' rectangle at the last layout: the
    // title, the axis labels and the colour bar. A container that wants
    // square cells sizes the widget as chrome + cells × side. Before the
    // first layout, a guess from the font (estimatedHeatmapChrome).
    QSize chromeSize() const;
    // The size the widget asks its layout for (sizeHint); invalid gives
    // QCustomPlot's own. A container that aligns the widget in its place gets
    // this size (or less, when the place is smaller).
    void setFittedSize(QSize size);
    QSize sizeHint() const override;

    QCPColorMap* colorMapPlottable() const { return m_map; }
    QCPColorMap* maskLayerPlottable() const { return m_maskMap; }
    QCPColorScale* colorScale() const { return m_scale; }

signals:
    void cellClicked(int row, int col); // also Enter/Return/Space on the focused cell
    void cellDoubleClicked(int row, int col);
    void cellHovered(int row, int col); // (−1, −1) when the pointer leaves the cells
    // chromeSize() changed (new labels, a new font, presentation mode).
    void chromeChanged();

protected:
    void mouseMoveEvent(QMouseEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseDoubleClickEvent(QMouseEvent* event) override;
    void leaveEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void focusInEvent(QFocusEvent* event) override;
    void focusOutEvent(QFocusEvent* event) override;
    bool event(QEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // The axis labels and the accessible description.
    void retranslateUi();
    void rebuildAxes();
    // The widest column label in the current tick font (cached).
    double widestColumnLabel();
    void updateSelectionFrame();
    void updateFocusFrame();
    void announceFocusedCell();
    void updateRange();
    void requestReplot();
    void resampleForScreen();

    ae::SharedMatrix m_values;
    ae::SharedMatrix m_secondary;
    std::shared_ptr<const ae::Vector> m_rowDivisors; // null: colours from the values
    QString m_colourLabel;
    ae::SharedKeepMask m_mask; // null when nothing is masked
    QString m_secondaryName;
    QString m_valueName;
    QStringList m_rowLabels;
    QStringList m_columnLabels;
    QCPColorMap* m_map = nullptr;
    QCPColorMap* m_maskMap = nullptr;
    QCPColorScale* m_scale = nullptr;
    // The colour bar's ticks: nice steps (up to four) when three labels fit
    // a line and a half apart, else its two ends only (rebuildAxes).
    QSharedPointer<QCPAxisTicker> m_scaleSteps;
    QSharedPointer<QCPAxisTickerText> m_scaleEnds;
    QCPMarginGroup* m_marginGroup = nullptr;
    FittedTitle* m_title = nullptr;
    QCPItemRect* m_selectionFrame = nullptr;
    QCPItemRect* m_focusHalo = nullptr; // solid white under the dashed black frame
    QCPItemRect* m_focusFrame = nullptr;
    double m_presentationScale = 1.0;
    QSize m_chrome;
    QSize m_fittedSize;
    QCPAbstractItem* m_overlay = nullptr; // hatching of masked cells and the cell values
    double m_widestColumnLabel = 0.0;     // cached: measured when the labels or the font change
    QStringList m_measuredLabels;         // the column labels m_widestColumnLabel is for
    QFont m_measuredFont;                 // and the tick font (presentation mode enlarges it)
    QCPRange m_fixedRange;
    bool m_autoRange = true;
    int m_cellValuesMode = -1; // −1 auto, 0 off, 1 on
    int m_selectedRow = -1;
    int m_selectedCol = -1;
    int m_hoverRow = -1;
    int m_hoverCol = -1;
    int m_focusRow = -1;
    int m_focusCol = -1;
    int m_hiddenRow = -1;
    bool m_replotWhenShown = false;
    // The axis labels retranslateUi() last set (an owner's own are kept).
    QString m_defaultColumnLabel;
    QString m_defaultRowLabel;
};

} // namespace ae
