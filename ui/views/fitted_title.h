#pragma once
// A plot title that never draws wider than its column. It holds candidates,
// the fullest first, and draws the first whose every line fits its rectangle
// (a grid of small maps, presentation mode's larger font, a narrow window);
// when none fits, the last, each line elided. A QCPTextElement asks the
// layout for its text's width, so a long title widened its column past the
// plot and was cut at both ends: this one asks only for its margins' width,
// and for the first candidate's height (candidates have as many lines).
// setText() makes that text the only candidate; text() is the first one, the
// title a figure's description and accessible name use.

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
    QStringList m_candidates; // used while the first is still text()
    int m_minimumHeight = 0;
};

} // namespace ae
