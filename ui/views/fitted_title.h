#pragma once
// A plot title that never draws wider than its column. It holds candidates,
// the fullest first, and draws the first whose every line fits its rectangle
// (a grid of small maps, presentation mode's larger font, a narrow window);
// when none fits, the last, each line elided. A QCPTextElement asks the
// layout for its text's width, so a long title widened its column past the
// plot and was cut at both ends: this one asks only for its margins' width,
// and for the first candidate's height (candidates have as many lines).
// setText() makes that text the only candidate; text() is the first one, the
// title a figure's description and accessible name use. Titles set side by
// side can be made to drop their fuller candidates together
// (setFirstCandidateShown), so that one does not name a head its
// neighbour's title has dropped.

#include <QStringList>
#include <qcustomplot.h>

namespace ae {

class FittedTitle : public QCPTextElement
{
    Q_OBJECT
public:
    explicit FittedTitle(QCustomPlot* plot, const QString& text = QString());
    FittedTitle(QCustomPlot* plot, const QString& text, const QFont& font);
    // The title in the first cell of `plot`'s layout (where the app's plots
    // keep it), or null.
    static FittedTitle* of(const QCustomPlot* plot);

    void setCandidates(const QStringList& candidates);
    QStringList candidates() const;
    // What draw() draws in the current rectangle (the first candidate before
    // the first layout).
    QString shownText() const;
    // The index of the first candidate whose every line fits a title
    // `outerWidth` pixels wide (its margins included); the last index when
    // none fits (it is drawn elided).
    int firstFittingCandidate(int outerWidth) const;
    // Draws the first fitting candidate from `index` on (0, the default:
    // any); text() stays the first candidate.
    void setFirstCandidateShown(int index);
    int firstCandidateShown() const { return m_firstShown; }
    // The width the first candidate needs, margins included: what a
    // QCPTextElement would have asked of the layout.
    int fullWidth() const;
    // The height the first candidate needs, margins included. A line with
    // Chinese is taller than one in Latin letters (the CJK fallback font's
    // line), so panels set side by side share the tallest: setMinimumHeight
    // keeps this title at least that tall (0: its own height).
    int naturalHeight() const;
    void setMinimumHeight(int height);

protected:
    QSize minimumOuterSizeHint() const override;
    QSize maximumOuterSizeHint() const override;
    void draw(QCPPainter* painter) override;

private:
    // Whether every line of `text` fits a text rectangle `room` pixels wide.
    bool fits(const QString& text, double room) const;
    // The first candidate from `from` on whose lines fit a text rectangle
    // `room` pixels wide; the last when none fits.
    int fittingIndex(double room, int from) const;

    QStringList m_candidates; // used while the first is still text()
    int m_firstShown = 0;
    int m_minimumHeight = 0;
};

} // namespace ae
