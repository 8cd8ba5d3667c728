#include "ui/views/fitted_title.h"

#include <QFontMetricsF>

#include <algorithm>

namespace ae {

FittedTitle::FittedTitle(QCustomPlot* plot, const QString& text) : QCPTextElement(plot, text) {}

FittedTitle::FittedTitle(QCustomPlot* plot, const QString& text, const QFont& font)
    : QCPTextElement(plot, text, font)
{
}

FittedTitle* FittedTitle::of(const QCustomPlot* plot)
{
    QCPLayoutGrid* layout = plot->plotLayout();
    return layout->rowCount() > 0 && layout->columnCount() > 0
               ? qobject_cast<FittedTitle*>(layout->element(0, 0))
               : nullptr;
}

void FittedTitle::setCandidates(const QStringList& candidates)
{
    m_candidates = candidates;
    setText(candidates.value(0));
}

QStringList FittedTitle::candidates() const
{
    // A setText() since setCandidates() replaced them.
    if (m_candidates.isEmpty() || m_candidates.front() != mText)
        return {mText};
    return m_candidates;
}

bool FittedTitle::fits(const QString& text, double room) const
{
    const QFontMetricsF metrics(mainFont());
    const QStringList lines = text.split(QLatin1Char('\n'));
    return std::all_of(lines.begin(), lines.end(), [&](const QString& line) {
        return metrics.horizontalAdvance(line) <= room;
    });
}

int FittedTitle::fittingIndex(double room, int from) const
{
    const QStringList all = candidates();
    const int last = int(all.size()) - 1;
    for (int i = std::min(from, last); i < last; ++i)
        if (fits(all[i], room))
            return i;
    return last;
}

QString FittedTitle::shownText() const
{
    const QStringList all = candidates();
    const double room = mRect.width();
    if (room <= 0)
        return all.value(std::min(m_firstShown, int(all.size()) - 1));
    const QString& text = all[fittingIndex(room, m_firstShown)];
    if (fits(text, room))
        return text;
    const QFontMetricsF metrics(mainFont());
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString& line : lines)
        line = metrics.elidedText(line, Qt::ElideRight, room);
    return lines.join(QLatin1Char('\n'));
}

int FittedTitle::firstFittingCandidate(int outerWidth) const
{
    return fittingIndex(outerWidth - mMargins.left() - mMargins.right(), 0);
}

void FittedTitle::setFirstCandidateShown(int index)
{
    if (index == m_firstShown)
        return;
    m_firstShown = index;
    if (mParentPlot)
        mParentPlot->replot(QCustomPlot::rpQueuedReplot);
}

int FittedTitle::fullWidth() const
{
    return QCPTextElement::minimumOuterSizeHint().width();
}

int FittedTitle::naturalHeight() const
{
    return QCPTextElement::minimumOuterSizeHint().height();
}

void FittedTitle::setMinimumHeight(int height)
{
    if (height == m_minimumHeight)
        return;
    m_minimumHeight = height;
    if (mParentPlot)
        mParentPlot->replot(QCustomPlot::rpQueuedReplot);
}

QSize FittedTitle::minimumOuterSizeHint() const
{
    QSize size = QCPTextElement::minimumOuterSizeHint();
    size.setWidth(mMargins.left() + mMargins.right());
    size.setHeight(std::max(size.height(), m_minimumHeight));
    return size;
}

QSize FittedTitle::maximumOuterSizeHint() const
{
    // A text element is no taller than its text; the shared height wins.
    QSize size = QCPTextElement::maximumOuterSizeHint();
    size.setHeight(std::max(size.height(), m_minimumHeight));
    return size;
}

void FittedTitle::draw(QCPPainter* painter)
{
    // As QCPTextElement::draw, with the text that fits.
    painter->setFont(mainFont());
    painter->setPen(QPen(mainTextColor()));
    painter->drawText(mRect, mTextFlags, shownText(), &mTextBoundingRect);
}

} // namespace ae
