#include "ui/views/attention_line_view.h"

#include "ui/views/figure_marks.h"

#include <QAccessible>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QToolTip>

#include <algorithm>
#include <cmath>

namespace ae {

namespace {

// Beyond this many tokens a side, lines merge into a grey wash: the view says
// so and points to the heatmaps instead of painting n·m·h lines.
constexpr int kMaxTokensPerSide = 300;
// Weights below this are invisible as line opacity and are skipped.
constexpr double kMinVisibleWeight = 0.01;
constexpr int kMaxLabelChars = 16;
constexpr double kMargin = 8.0;
constexpr double kGap = 8.0; // between a label and its anchor dot

QString elided(const QString& label)
{
    return label.size() <= kMaxLabelChars ? label : label.left(kMaxLabelChars - 1) + QChar(0x2026);
}

} // namespace

AttentionLineView::AttentionLineView(QWidget* parent) : QWidget(parent)
{
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent, true);
    setFocusPolicy(Qt::StrongFocus);
    setMinimumSize(minimumSizeHint());
    retranslateUi();
}

void AttentionLineView::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void AttentionLineView::retranslateUi()
{
    setAccessibleDescription(tr("Attention lines: the up and down arrow keys select a query and "
                                "show only its lines, Escape shows all lines again"));
    const QString selection = selectedQueryDescription();
    setAccessibleName(selection.isEmpty() ? tr("Attention lines") : selection);
    setToolTip(selection);
    // The headings and messages are painted in the current language.
    update();
}

QSize AttentionLineView::sizeHint() const
{
    return {480, 360};
}

QSize AttentionLineView::minimumSizeHint() const
{
    return {200, 150};
}

QColor AttentionLineView::headColor(int head)
{
    // Tableau 10: distinct hues that stay distinguishable when faint.
    static const QColor palette[] = {QColor(0x1f, 0x77, 0xb4), QColor(0xff, 0x7f, 0x0e),
                                     QColor(0x2c, 0xa0, 0x2c), QColor(0xd6, 0x27, 0x28),
                                     QColor(0x94, 0x67, 0xbd), QColor(0x8c, 0x56, 0x4b),
                                     QColor(0xe3, 0x77, 0xc2), QColor(0x7f, 0x7f, 0x7f),
                                     QColor(0xbc, 0xbd, 0x22), QColor(0x17, 0xbe, 0xcf)};
    if (head < 0)
        return Qt::black;
    if (head < 10)
        return palette[head];
    return QColor::fromHsv((head * 47) % 360, 200, 190);
}

void AttentionLineView::setRun(RunPtr run)
{
    if (!run)
        return;
    m_run = std::move(run);
    if (m_selectedQuery >= int(labels(true).size()))
        m_selectedQuery = -1;
    announceSelection();
    update();
}

void AttentionLineView::releaseRun()
{
    m_run.reset();
}

void AttentionLineView::setBatchIndex(int b)
{
    m_batch = b;
    if (m_selectedQuery >= int(labels(true).size()))
        m_selectedQuery = -1;
    announceSelection();
    update();
}

void AttentionLineView::setVisibleHeads(const QVector<int>& heads)
{
    m_visibleHeads = heads;
    announceSelection();
    update();
}

void AttentionLineView::setSelectedQuery(int query)
{
    const int count = int(labels(true).size());
    const int selected = (query >= 0 && query < count) ? query : -1;
    if (selected == m_selectedQuery)
        return;
    m_selectedQuery = selected;
    announceSelection();
    update();
    emit querySelected(m_selectedQuery);
}

void AttentionLineView::setHiddenQuery(int query)
{
    if (query == m_hiddenQuery)
        return;
    m_hiddenQuery = query;
    announceSelection();
    update();
}

QString AttentionLineView::selectedQueryDescription() const
{
    if (m_selectedQuery < 0 || !m_run || m_run->trace.batch.empty())
        return {};
    const QStringList queries = labels(true);
    const QStringList keys = labels(false);
    if (m_selectedQuery >= queries.size())
        return {};
    if (m_selectedQuery == m_hiddenQuery)
        return tr("query %1 '%2': hidden until you reveal your prediction")
            .arg(m_selectedQuery)
            .arg(queries.value(m_selectedQuery));
    const int b = std::clamp(m_batch, 0, int(m_run->trace.batch.size()) - 1);
    const BatchItemTrace& item = m_run->trace.batch[std::size_t(b)];
    QStringList parts;
    for (int h : shownHeads()) {
        const Matrix& weights = item.heads[std::size_t(h)].weights;
        if (m_selectedQuery >= weights.rows() || weights.cols() == 0)
            continue;
        Eigen::Index strongest = 0;
        const float weight = weights.row(m_selectedQuery).maxCoeff(&strongest);
        parts << tr("head %1 strongest key %2 '%3', weight %4")
                     .arg(h + 1)
                     .arg(strongest)
                     .arg(keys.value(int(strongest)))
                     .arg(QString::number(double(weight), 'g', 3));
    }
    return tr("query %1 '%2': %3")
        .arg(m_selectedQuery)
        .arg(queries.value(m_selectedQuery), parts.join(QStringLiteral("; ")));
}

void AttentionLineView::announceSelection()
{
    const QString text = selectedQueryDescription();
    // setAccessibleName sends QAccessible::NameChanged itself.
    setAccessibleName(text.isEmpty() ? tr("Attention lines") : text);
    setToolTip(text);
    if (text.isEmpty() || !hasFocus())
        return;
    if (QAccessible::isActive()) {
        QAccessibleEvent focusEvent(this, QAccessible::Focus);
        QAccessible::updateAccessibility(&focusEvent);
    }
    // The numbers on focus, as on hover: nothing is told by line opacity alone.
    QToolTip::showText(mapToGlobal(tokenAnchor(true, m_selectedQuery).toPoint()), text, this);
}

void AttentionLineView::setPresentationScale(double scale)
{
    m_scale = std::clamp(scale, 0.5, 4.0);
    update();
}

double AttentionLineView::lineWidth(bool isolated) const
{
    return (isolated ? 2.5 : 1.6) * m_scale;
}

double AttentionLineView::widestLabel(const QStringList& list) const
{
    // Measured bold: the selected or hovered token's label is drawn bold and
    // must not be cut at the widget's edge.
    QFont bold = font();
    bold.setBold(true);
    const QFontMetricsF metrics(bold);
    double widest = 0.0;
    for (const QString& label : list)
        widest = std::max(widest, metrics.horizontalAdvance(elided(label)));
    return widest;
}

double AttentionLineView::margin() const
{
    return kMargin * m_scale;
}

void AttentionLineView::setOrientation(Qt::Orientation orientation)
{
    m_orientation = orientation;
    update();
}

void AttentionLineView::setHighlightedToken(bool isQuery, int index)
{
    m_highlightIsQuery = isQuery;
    m_highlight = index;
    update();
}

QVector<int> AttentionLineView::shownHeads() const
{
    QVector<int> heads;
    if (!m_run || m_run->trace.batch.empty())
        return heads;
    const int count = int(m_run->trace.batch.front().heads.size());
    if (m_visibleHeads.isEmpty()) {
        for (int h = 0; h < count; ++h)
            heads << h;
    } else {
        for (int h : m_visibleHeads)
            if (h >= 0 && h < count && !heads.contains(h))
                heads << h;
    }
    return heads;
}

QStringList AttentionLineView::labels(bool isQuery) const
{
    QStringList list;
    if (!m_run || m_run->trace.batch.empty())
        return list;
    const int b = std::clamp(m_batch, 0, int(m_run->trace.batch.size()) - 1);
    const auto& source = isQuery ? m_run->prepared.tokens : m_run->prepared.keyTokens;
    const BatchItemTrace& item = m_run->trace.batch[std::size_t(b)];
    const int count = item.heads.empty() ? 0
                                         : int(isQuery ? item.heads.front().weights.rows()
                                                       : item.heads.front().weights.cols());
    for (int i = 0; i < count; ++i) {
        if (b < int(source.size()) && i < int(source[std::size_t(b)].size()))
            list << QString::fromStdString(source[std::size_t(b)][std::size_t(i)]);
        else
            list << QString::number(i);
    }
    return list;
}

QRectF AttentionLineView::plotArea() const
{
    const QFontMetricsF metrics(font());
    // Legend row and column headings at the top.
    const double top = margin() + metrics.height() * 2.4;
    return QRectF(QPointF(margin(), top), QPointF(width() - margin(), height() - margin()));
}

QRectF AttentionLineView::tokenRect(bool isQuery, int index) const
{
    const QStringList list = labels(isQuery);
    if (index < 0 || index >= list.size())
        return {};
    const QRectF area = plotArea();
    const int count = int(list.size());
    if (m_orientation == Qt::Horizontal) {
        const double step = area.height() / count;
        const double half = area.width() * 0.35;
        const double y = area.top() + index * step;
        return isQuery ? QRectF(area.left(), y, half, step)
                       : QRectF(area.right() - half, y, half, step);
    }
    const double step = area.width() / count;
    const double half = area.height() * 0.3;
    const double x = area.left() + index * step;
    return isQuery ? QRectF(x, area.top(), step, half)
                   : QRectF(x, area.bottom() - half, step, half);
}

QPointF AttentionLineView::tokenAnchor(bool isQuery, int index) const
{
    const QVector<QPointF> all = anchors(isQuery, labels(isQuery));
    return (index >= 0 && index < all.size()) ? all[index] : QPointF();
}

QVector<QPointF> AttentionLineView::anchors(bool isQuery, const QStringList& list) const
{
    QVector<QPointF> points;
    const int count = int(list.size());
    if (count == 0)
        return points;
    const QRectF area = plotArea();
    const QFontMetricsF metrics(font());
    const double gap = kGap * m_scale;
    const double widest = widestLabel(list);
    points.reserve(count);
    if (m_orientation == Qt::Horizontal) {
        const double labelWidth = std::min(widest, area.width() * 0.3);
        const double x = isQuery ? area.left() + labelWidth + gap : area.right() - labelWidth - gap;
        for (int i = 0; i < count; ++i)
            points << QPointF(x, area.top() + (i + 0.5) * area.height() / count);
        return points;
    }
    const double step = area.width() / count;
    const bool rotated = widest + 4.0 > step;
    const double labelHeight = rotated ? std::min(widest, area.height() * 0.25) : metrics.height();
    const double y = isQuery ? area.top() + labelHeight + gap : area.bottom() - labelHeight - gap;
    for (int i = 0; i < count; ++i)
        points << QPointF(area.left() + (i + 0.5) * step, y);
    return points;
}

AttentionLineView::Hit AttentionLineView::tokenAt(const QPointF& pos) const
{
    for (bool isQuery : {true, false}) {
        const int count = int(labels(isQuery).size());
        if (count == 0)
            continue;
        const QRectF area = plotArea();
        const QRectF first = tokenRect(isQuery, 0);
        const QRectF last = tokenRect(isQuery, count - 1);
        const QRectF column = first.united(last);
        if (!column.contains(pos))
            continue;
        const int index = m_orientation == Qt::Horizontal
                              ? int((pos.y() - area.top()) / (area.height() / count))
                              : int((pos.x() - area.left()) / (area.width() / count));
        if (index >= 0 && index < count)
            return {isQuery, index};
    }
    return {};
}

void AttentionLineView::mouseMoveEvent(QMouseEvent* event)
{
    const Hit hit = tokenAt(event->position());
    if (hit.index != m_highlight || (hit.index >= 0 && hit.isQuery != m_highlightIsQuery)) {
        m_highlight = hit.index;
        m_highlightIsQuery = hit.isQuery;
        update();
        emit tokenHovered(hit.isQuery, hit.index);
    }
    QWidget::mouseMoveEvent(event);
}

void AttentionLineView::leaveEvent(QEvent* event)
{
    if (m_highlight >= 0) {
        m_highlight = -1;
        update();
        emit tokenHovered(m_highlightIsQuery, -1);
    }
    QWidget::leaveEvent(event);
}

void AttentionLineView::mousePressEvent(QMouseEvent* event)
{
    const Hit hit = tokenAt(event->position());
    if (event->button() == Qt::LeftButton && hit.isQuery && hit.index >= 0) {
        setSelectedQuery(hit.index == m_selectedQuery ? -1 : hit.index);
        event->accept();
        return;
    }
    QWidget::mousePressEvent(event);
}

void AttentionLineView::keyPressEvent(QKeyEvent* event)
{
    const int count = int(labels(true).size());
    if (count == 0 || (event->modifiers() & ~Qt::KeypadModifier)) {
        QWidget::keyPressEvent(event);
        return;
    }
    const int current = m_selectedQuery;
    switch (event->key()) {
    case Qt::Key_Up:
    case Qt::Key_Left:
        setSelectedQuery(current < 0 ? count - 1 : std::max(0, current - 1));
        break;
    case Qt::Key_Down:
    case Qt::Key_Right:
        setSelectedQuery(current < 0 ? 0 : std::min(count - 1, current + 1));
        break;
    case Qt::Key_Home:
        setSelectedQuery(0);
        break;
    case Qt::Key_End:
        setSelectedQuery(count - 1);
        break;
    case Qt::Key_Escape:
        if (current < 0) {
            QWidget::keyPressEvent(event);
            return;
        }
        setSelectedQuery(-1);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void AttentionLineView::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    announceSelection();
    update();
}

void AttentionLineView::focusOutEvent(QFocusEvent* event)
{
    QWidget::focusOutEvent(event);
    update();
}

void AttentionLineView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setRenderHint(QPainter::TextAntialiasing, true);

    if (!m_run || m_run->trace.batch.empty() || m_run->trace.batch.front().heads.empty()) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect(), Qt::AlignCenter | Qt::TextWordWrap,
                         tr("Nothing to show yet: type a sentence or open an example."));
        drawFocusFrame(painter);
        return;
    }
    const int b = std::clamp(m_batch, 0, int(m_run->trace.batch.size()) - 1);
    const BatchItemTrace& item = m_run->trace.batch[std::size_t(b)];
    const QStringList queries = labels(true);
    const QStringList keys = labels(false);
    const int n = int(queries.size());
    const int m = int(keys.size());
    if (n > kMaxTokensPerSide || m > kMaxTokensPerSide) {
        painter.setPen(palette().color(QPalette::Text));
        painter.drawText(rect().adjusted(20, 20, -20, -20), Qt::AlignCenter | Qt::TextWordWrap,
                         tr("The line view draws up to %1 tokens per side (this sequence has "
                            "%2 queries and %3 keys). Use the heatmaps for long sequences.")
                             .arg(kMaxTokensPerSide)
                             .arg(n)
                             .arg(m));
        drawFocusFrame(painter);
        return;
    }
    const QVector<int> heads = shownHeads();
    const QFontMetricsF metrics(font());
    const QRectF area = plotArea();

    // Legend: one coloured swatch per shown head.
    const double gap = kGap * m_scale;
    const double swatch = 12.0 * m_scale;
    double x = margin();
    const double legendY = margin();
    for (int h : heads) {
        const QString text = tr("head %1").arg(h + 1);
        const double w = metrics.horizontalAdvance(text);
        if (x + swatch + 6 + w > width() - margin())
            break;
        painter.fillRect(
            QRectF(x, legendY + metrics.height() * 0.25, swatch, metrics.height() * 0.5),
            headColor(h));
        painter.setPen(palette().color(QPalette::Text));
        painter.drawText(QPointF(x + swatch + 4, legendY + metrics.ascent()), text);
        x += swatch + 4 + w + 14;
    }

    // Column headings.
    QFont headingFont = font();
    headingFont.setBold(true);
    painter.setFont(headingFont);
    painter.setPen(palette().color(QPalette::Text));
    const double headingY = margin() + metrics.height() * 1.2;
    const QRectF headingRect(area.left(), headingY, area.width(), metrics.height());
    if (m_orientation == Qt::Horizontal) {
        painter.drawText(headingRect, Qt::AlignLeft | Qt::AlignVCenter, tr("queries"));
        painter.drawText(headingRect, Qt::AlignRight | Qt::AlignVCenter, tr("keys"));
    } else {
        painter.drawText(headingRect, Qt::AlignLeft | Qt::AlignVCenter,
                         tr("queries (top) → keys (bottom)"));
    }
    painter.setFont(font());

    // Lines: opacity is the weight; hovering isolates one token's lines.
    // Hovering a token isolates its lines; otherwise the selected query's.
    const bool hovering = m_highlight >= 0;
    const bool isolating = hovering || m_selectedQuery >= 0;
    const bool isolatedIsQuery = hovering ? m_highlightIsQuery : true;
    const int isolated = hovering ? m_highlight : m_selectedQuery;
    const QVector<QPointF> queryAnchors = anchors(true, queries);
    const QVector<QPointF> keyAnchors = anchors(false, keys);
    // Each head's lines are shifted a little across the token axis, so heads
    // that attend alike are still told apart instead of blending into one hue.
    const double tokenStep = m_orientation == Qt::Horizontal ? area.height() / std::max(n, m)
                                                             : area.width() / std::max(n, m);
    const double headShift = std::min(3.0 * m_scale, tokenStep / (heads.size() + 1));
    for (int k = 0; k < heads.size(); ++k) {
        const int h = heads[k];
        const double shift = (k - (heads.size() - 1) / 2.0) * headShift;
        const QPointF offset =
            m_orientation == Qt::Horizontal ? QPointF(0, shift) : QPointF(shift, 0);
        const Matrix& weights = item.heads[std::size_t(h)].weights;
        QColor color = headColor(h);
        QPen pen(color);
        pen.setWidthF(lineWidth(isolating));
        pen.setCapStyle(Qt::RoundCap);
        for (int i = 0; i < n; ++i) {
            if ((isolating && isolatedIsQuery && i != isolated) || i == m_hiddenQuery)
                continue; // the query to predict has no lines until the reveal
            const QPointF from = queryAnchors[i] + offset;
            for (int j = 0; j < m; ++j) {
                if (isolating && !isolatedIsQuery && j != isolated)
                    continue;
                const double w = weights(i, j);
                if (!(w >= kMinVisibleWeight))
                    continue;
                color.setAlphaF(float(std::min(1.0, w)));
                pen.setColor(color);
                painter.setPen(pen);
                const QPointF to = keyAnchors[j] + offset;
                QPainterPath path(from);
                if (m_orientation == Qt::Horizontal) {
                    const double mid = (from.x() + to.x()) / 2.0;
                    path.cubicTo(QPointF(mid, from.y()), QPointF(mid, to.y()), to);
                } else {
                    const double mid = (from.y() + to.y()) / 2.0;
                    path.cubicTo(QPointF(from.x(), mid), QPointF(to.x(), mid), to);
                }
                painter.drawPath(path);
            }
        }
    }

    // Token labels and anchor dots; thinned when rows are tighter than a line.
    auto drawTokens = [&](bool isQuery, const QStringList& list) {
        const int count = int(list.size());
        const double widest = widestLabel(list);
        const double step =
            (m_orientation == Qt::Horizontal ? area.height() : area.width()) / count;
        const bool rotated = m_orientation == Qt::Vertical && widest + 4.0 > step;
        const double needed =
            (m_orientation == Qt::Horizontal || rotated) ? metrics.height() : widest + 4.0;
        const int every = std::max(1, int(std::ceil(needed / step)));
        const QVector<QPointF>& points = isQuery ? queryAnchors : keyAnchors;
        for (int i = 0; i < count; ++i) {
            const QPointF anchor = points[i];
            const bool highlighted = isolating && isolatedIsQuery == isQuery && isolated == i;
            painter.setPen(Qt::NoPen);
            painter.setBrush(highlighted ? QColor(255, 64, 0) : palette().color(QPalette::Text));
            painter.drawEllipse(anchor, 2.5 * m_scale, 2.5 * m_scale);
            if (i % every != 0 && !highlighted)
                continue;
            QFont labelFont = font();
            labelFont.setBold(highlighted);
            painter.setFont(labelFont);
            painter.setPen(highlighted ? QColor(200, 40, 0) : palette().color(QPalette::Text));
            const QString text = elided(list[i]);
            if (m_orientation == Qt::Horizontal) {
                const double w = std::min(widest, area.width() * 0.3);
                const QRectF box =
                    isQuery ? QRectF(anchor.x() - gap - w, anchor.y() - step / 2, w, step)
                            : QRectF(anchor.x() + gap, anchor.y() - step / 2, w, step);
                painter.drawText(box.adjusted(0, -metrics.height(), 0, metrics.height()),
                                 (isQuery ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter,
                                 text);
            } else if (!rotated) {
                const QRectF box(anchor.x() - step / 2, 0, step, metrics.height());
                painter.drawText(box.translated(0, isQuery ? anchor.y() - gap - metrics.height()
                                                           : anchor.y() + gap),
                                 Qt::AlignHCenter | Qt::AlignVCenter, text);
            } else {
                // Rotated text reads bottom-to-top, ending (queries) or starting
                // (keys) next to its dot.
                painter.save();
                painter.translate(anchor.x(), anchor.y() + (isQuery ? -gap : gap));
                painter.rotate(-90);
                const double len = std::min(widest, area.height() * 0.25);
                const QRectF box = isQuery
                                       ? QRectF(0, -metrics.height() / 2, len, metrics.height())
                                       : QRectF(-len, -metrics.height() / 2, len, metrics.height());
                painter.drawText(box, (isQuery ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignVCenter,
                                 text);
                painter.restore();
            }
        }
    };
    drawTokens(true, queries);
    drawTokens(false, keys);
    drawFocusFrame(painter);
}

void AttentionLineView::drawFocusFrame(QPainter& painter) const
{
    if (!hasFocus() || figure_marks::isExporting(this))
        return;
    // The palette's Highlight, so the frame shows in the light and dark themes.
    const double width = 2.0 * m_scale;
    QPen pen(palette().color(QPalette::Highlight), width);
    pen.setJoinStyle(Qt::MiterJoin);
    painter.save();
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    painter.drawRect(QRectF(rect()).adjusted(width / 2, width / 2, -width / 2, -width / 2));
    painter.restore();
}

} // namespace ae
