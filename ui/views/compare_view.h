#pragma once
// Two configurations side by side for one head (A and B, each labelled) and
// their difference A − B on a diverging scale centred on 0. A and B share one
// colour range so equal colours mean equal weights. Their cells are square,
// as in the Heads grid (ui/views/square_panels.h): the three panels go in one
// row, or A − B under A and B, or one above the other, whichever gives the
// larger cells, and the room left goes round them.

#include "ui/document/attention_run.h"
#include "ui/views/color_map_id.h"

#include <QWidget>

class QGridLayout;
class QLabel;

namespace ae {

class AttentionHeatmap;

class CompareView : public QWidget
{
    Q_OBJECT
public:
    explicit CompareView(QWidget* parent = nullptr);

    // Each run's labels, the fullest first (CompareBar::describe): the
    // titles drop the head first, then each fuller label, as a narrow map
    // needs.
    void setRuns(ae::RunPtr a, const QStringList& labelsA, ae::RunPtr b,
                 const QStringList& labelsB);
    void setBatchIndex(int b);
    void setHead(int head); // −1 = mean over heads
    // max |A − B| over the cells shown; 0 when nothing comparable is shown.
    double maxAbsDifference() const { return m_maxAbsDifference; }

    AttentionHeatmap* heatmapA() const { return m_a; }
    AttentionHeatmap* heatmapB() const { return m_b; }
    AttentionHeatmap* differenceHeatmap() const { return m_diff; }
    QLabel* messageLabel() const { return m_message; }
    // Columns the panels are laid out in now: 3 (one row), 2 (A − B under
    // A and B) or 1 (one above the other).
    int columnCount() const { return m_columns; }
    // Colour map of A and B (weights); the difference stays diverging.
    void setColorMap(ColorMapId id);

protected:
    void changeEvent(QEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;

private:
    // The difference's value name; the titles and message through refresh().
    void retranslateUi();
    void refresh();
    // Sizes the shown panels for square cells when A and B have one shape;
    // otherwise each fills its place.
    void fitPanelsToSquareCells();
    // A's and B's titles name the head both or neither: each would drop it
    // on its own where it is too narrow, and a reader would take the two
    // maps for different heads.
    void alignTitles();
    // Puts `shown` in the grid in `columns` columns, in reading order (a
    // last panel alone in its row spans it), unless already so, and gives
    // the rows and columns used `stretch`.
    void placePanels(const QList<ae::AttentionHeatmap*>& shown, int columns, int stretch);

    ae::RunPtr m_runA;
    ae::RunPtr m_runB;
    QStringList m_labelsA;
    QStringList m_labelsB;
    int m_batch = 0;
    int m_head = 0;
    double m_maxAbsDifference = 0.0;
    AttentionHeatmap* m_a = nullptr;
    AttentionHeatmap* m_b = nullptr;
    AttentionHeatmap* m_diff = nullptr;
    QLabel* m_message = nullptr;
    QGridLayout* m_panels = nullptr;
    int m_columns = 0;      // the grid's columns now (placePanels)
    int m_placedPanels = 0; // and the panels placed in it
};

} // namespace ae
