#include "ui/complexity/path_diagram_widget.h"

#include "ui/views/figure_marks.h"

#include <QAccessible>
#include <QFontMetricsF>
#include <QKeyEvent>
#include <QMarginsF>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ae {

namespace {

const QColor kSelectedColor(31, 119, 180);
const QColor kPathColor(230, 120, 0);

QString unitText(LayerKind kind, int length)
{
    if (kind == LayerKind::Recurrent)
        return length == 1 ? PathDiagramWidget::tr("1 recurrent step")
                           : PathDiagramWidget::tr("%1 recurrent steps").arg(length);
    return length == 1 ? PathDiagramWidget::tr("1 layer")
                       : PathDiagramWidget::tr("%1 layers").arg(length);
}

} // namespace

PathDiagramWidget::PathDiagramWidget(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("pathDiagram"));
    setMouseTracking(false);
    setFocusPolicy(Qt::StrongFocus);
    retranslateUi();
    setGraph(LayerKind::Convolutional, 8, 3);
}

void PathDiagramWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // The accessible name follows the cursor and the pair; the captions
        // are painted in the current language.
        announce();
        update();
    }
    if (event->type() == QEvent::FontChange)
        updateGeometry();
    QWidget::changeEvent(event);
}

void PathDiagramWidget::retranslateUi()
{
    setToolTip(tr("Click two inputs x_i to see the shortest path between them"));
    setAccessibleDescription(tr("Path diagram: the left and right arrow keys move between the "
                                "inputs, Space picks one, Escape clears the pair"));
}

void PathDiagramWidget::setGraph(LayerKind kind, int n, int width, bool dilated)
{
    m_graph = dilated && kind == LayerKind::Convolutional
                  ? buildDilatedPathGraph(std::max(1, n), std::max(2, width))
                  : buildPathGraph(kind, std::max(1, n), std::max(2, width));
    if (m_first >= m_graph.n)
        m_first = -1;
    if (m_second >= m_graph.n)
        m_second = -1;
    m_cursor = std::clamp(m_cursor, 0, m_graph.n - 1);
    updatePath();
    announce();
    updateGeometry();
    update();
}

void PathDiagramWidget::selectPair(int i, int j)
{
    m_first = (i >= 0 && i < m_graph.n) ? i : -1;
    m_second = (j >= 0 && j < m_graph.n) ? j : -1;
    updatePath();
    announce();
    update();
}

void PathDiagramWidget::setPresentationScale(double scale)
{
    m_scale = std::clamp(scale, 0.5, 4.0);
    updateGeometry();
    update();
}

void PathDiagramWidget::announce()
{
    QString text = tr("input x%1 of %2").arg(m_cursor + 1).arg(m_graph.n);
    const QString path = pathText();
    if (!path.isEmpty())
        text += QStringLiteral("; ") + path;
    else if (m_first >= 0)
        text += QStringLiteral("; ") + tr("x%1 picked: pick a second input").arg(m_first + 1);
    // setAccessibleName sends QAccessible::NameChanged itself.
    setAccessibleName(text);
    if (hasFocus() && QAccessible::isActive()) {
        QAccessibleEvent focusEvent(this, QAccessible::Focus);
        QAccessible::updateAccessibility(&focusEvent);
    }
}

void PathDiagramWidget::pick(int position)
{
    m_cursor = position;
    if (m_first < 0 || m_second >= 0) {
        // Start a new pair.
        m_first = position;
        m_second = -1;
        m_path = PathSearchResult();
        announce();
        update();
    } else {
        selectPair(m_first, position);
    }
}

void PathDiagramWidget::updatePath()
{
    m_path = PathSearchResult();
    if (m_first >= 0 && m_second >= 0) {
        m_path = shortestPath(m_graph, m_first, m_second);
        emit pathChanged(m_first, m_second, m_path.length);
    }
}

QString PathDiagramWidget::pathText() const
{
    if (m_first < 0 || m_second < 0 || m_path.length < 0)
        return QString();
    QString text = tr("x%1 → x%2: %3")
                       .arg(m_first + 1)
                       .arg(m_second + 1)
                       .arg(unitText(m_graph.kind, m_path.length));
    if (m_path.length > 0 && m_graph.kind != LayerKind::Recurrent)
        text += tr(" (both in the receptive field of position %1 at layer %2)")
                    .arg(m_path.meeting.position + 1)
                    .arg(m_path.meeting.layer);
    return text;
}

QMarginsF PathDiagramWidget::plotMargins() const
{
    // Both grow with the font (presentation mode) and the scale.
    const double line = QFontMetricsF(font()).height();
    const double side = 24.0 * m_scale;
    return {side, 8.0 + 1.6 * line + 16.0 * m_scale, side, line + 22.0 * m_scale};
}

QFont PathDiagramWidget::labelFont() const
{
    QFont small = font();
    small.setPointSizeF(std::max(6.0, font().pointSizeF() * 0.85));
    return small;
}

QRectF PathDiagramWidget::plotArea() const
{
    const QMarginsF margins = plotMargins();
    return QRectF(margins.left(), margins.top(),
                  std::max(10.0, width() - margins.left() - margins.right()),
                  std::max(10.0, height() - margins.top() - margins.bottom()));
}

QSize PathDiagramWidget::minimumSizeHint() const
{
    const QMarginsF margins = plotMargins();
    const double perLayer = QFontMetricsF(labelFont()).height();
    return {260, static_cast<int>(std::ceil(margins.top() + margins.bottom() +
                                            std::max(1, m_graph.layers) * perLayer))};
}

QSize PathDiagramWidget::sizeHint() const
{
    return {520, std::max(300, minimumSizeHint().height())};
}

double PathDiagramWidget::nodeRadius() const
{
    const QRectF area = plotArea();
    const double dx = area.width() / std::max(1, m_graph.n);
    const double dy = area.height() / std::max(1, m_graph.layers + 1);
    return std::clamp(0.28 * std::min(dx, dy), 3.0 * m_scale, 14.0 * m_scale);
}

QPointF PathDiagramWidget::nodeCenter(int layer, int position) const
{
    const QRectF area = plotArea();
    const double dx = area.width() / std::max(1, m_graph.n);
    const double x = area.left() + dx * (position + 0.5);
    const double rows = std::max(1, m_graph.layers);
    const double y = area.bottom() - area.height() * layer / rows;
    return {x, y};
}

int PathDiagramWidget::inputAt(const QPointF& point) const
{
    const double radius = nodeRadius() * 1.6;
    for (int t = 0; t < m_graph.n; ++t) {
        const QPointF centre = nodeCenter(0, t);
        if (std::hypot(point.x() - centre.x(), point.y() - centre.y()) <= radius)
            return t;
    }
    return -1;
}

void PathDiagramWidget::mousePressEvent(QMouseEvent* event)
{
    const int position = inputAt(event->position());
    if (position < 0) {
        QWidget::mousePressEvent(event);
        return;
    }
    pick(position);
}

void PathDiagramWidget::keyPressEvent(QKeyEvent* event)
{
    if (m_graph.n <= 0 || (event->modifiers() & ~Qt::KeypadModifier)) {
        QWidget::keyPressEvent(event);
        return;
    }
    switch (event->key()) {
    case Qt::Key_Left:
        m_cursor = std::max(0, m_cursor - 1);
        break;
    case Qt::Key_Right:
        m_cursor = std::min(m_graph.n - 1, m_cursor + 1);
        break;
    case Qt::Key_Home:
        m_cursor = 0;
        break;
    case Qt::Key_End:
        m_cursor = m_graph.n - 1;
        break;
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter:
        pick(m_cursor);
        event->accept();
        return;
    case Qt::Key_Escape:
        if (m_first < 0) {
            QWidget::keyPressEvent(event);
            return;
        }
        selectPair(-1, -1);
        event->accept();
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    announce();
    update();
    event->accept();
}

void PathDiagramWidget::focusInEvent(QFocusEvent* event)
{
    QWidget::focusInEvent(event);
    announce();
    update();
}

void PathDiagramWidget::focusOutEvent(QFocusEvent* event)
{
    QWidget::focusOutEvent(event);
    update();
}

void PathDiagramWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().base());
    const double radius = nodeRadius();
    const bool isChain = m_graph.kind == LayerKind::Recurrent;

    const auto drawEdge = [&](const PathEdge& edge, const QPen& pen) {
        painter.setPen(pen);
        QPointF from = nodeCenter(edge.from.layer, edge.from.position);
        QPointF to = nodeCenter(edge.to.layer, edge.to.position);
        // Stop at the rims so arrows stay visible.
        const QPointF delta = to - from;
        const double length = std::hypot(delta.x(), delta.y());
        if (length > 2 * radius) {
            const QPointF unit = delta / length;
            from += unit * radius;
            to -= unit * radius;
        }
        painter.drawLine(from, to);
        if (isChain && edge.from.layer == edge.to.layer) {
            const QPointF unit =
                (to - from) / std::max(1e-9, std::hypot((to - from).x(), (to - from).y()));
            const QPointF normal(-unit.y(), unit.x());
            const double head = std::max(4.0, radius * 0.6);
            painter.drawLine(to, to - unit * head + normal * head * 0.5);
            painter.drawLine(to, to - unit * head - normal * head * 0.5);
        }
    };

    // Neutral colours from the palette (light nodes on a light base, dark on
    // a dark one); the picked inputs and the path keep their own colours.
    const QColor edgeColor = palette().color(QPalette::Mid);
    const QColor nodeColor = palette().color(QPalette::Button);
    QColor outlineColor = palette().color(QPalette::Text);
    outlineColor.setAlphaF(0.6f);
    const double faint = (m_graph.kind == LayerKind::SelfAttention ? 0.8 : 1.2) * m_scale;
    for (const PathEdge& edge : m_graph.edges)
        drawEdge(edge, QPen(edgeColor, faint));
    for (const PathEdge& edge : m_path.edges)
        drawEdge(edge, QPen(kPathColor, pathPenWidth()));

    painter.setFont(labelFont());
    for (int layer = 0; layer <= m_graph.layers; ++layer) {
        for (int t = 0; t < m_graph.n; ++t) {
            const QPointF centre = nodeCenter(layer, t);
            QColor fill = nodeColor;
            QPen pen(outlineColor, 1.2 * m_scale);
            if (layer == 0 && (t == m_first || t == m_second)) {
                fill = kSelectedColor;
                pen = QPen(kSelectedColor.darker(130), 2.0 * m_scale);
            }
            if (m_path.length > 0 && m_path.meeting.layer == layer &&
                m_path.meeting.position == t) {
                fill = kPathColor;
                pen = QPen(kPathColor.darker(130), 2.0 * m_scale);
            }
            painter.setPen(pen);
            painter.setBrush(fill);
            painter.drawEllipse(centre, radius, radius);
        }
    }
    // The focus frame and the keyboard cursor belong to the screen, not to figures.
    const bool focused = hasFocus() && !figure_marks::isExporting(this);
    const QColor highlight = palette().color(QPalette::Highlight);
    if (focused && m_cursor >= 0 && m_cursor < m_graph.n) {
        // The keyboard cursor: a ring round the input Space would pick.
        painter.setPen(QPen(highlight, 2.0 * m_scale, Qt::DashLine));
        painter.setBrush(Qt::NoBrush);
        const double ring = radius + 4.0 * m_scale;
        painter.drawEllipse(nodeCenter(0, m_cursor), ring, ring);
    }
    painter.setPen(palette().text().color());
    const double labelHeight = QFontMetricsF(painter.font()).height();
    for (int t = 0; t < m_graph.n; ++t) {
        const QPointF centre = nodeCenter(0, t);
        const double labelWidth = std::max(40.0, 3.0 * labelHeight);
        painter.drawText(QRectF(centre.x() - labelWidth / 2, centre.y() + radius + 6 * m_scale,
                                labelWidth, labelHeight),
                         Qt::AlignCenter, QStringLiteral("x%1").arg(t + 1));
    }
    // Row names on the left edge.
    for (int layer = 1; layer <= m_graph.layers; ++layer) {
        const QPointF centre = nodeCenter(layer, 0);
        const QString name = isChain ? QStringLiteral("h") : QString::number(layer);
        painter.drawText(
            QRectF(0, centre.y() - labelHeight / 2, centre.x() - radius - 2, labelHeight),
            Qt::AlignRight | Qt::AlignVCenter, name);
    }

    QString caption = pathText();
    if (caption.isEmpty())
        caption = m_first >= 0 ? tr("x%1 picked: click a second input").arg(m_first + 1)
                               : tr("Click two inputs to see their shortest path");
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    // Elided, not cut: the full sentence is the page's label and the accessible name.
    const QFontMetricsF boldMetrics(bold);
    painter.drawText(QRectF(6, 4, width() - 12, boldMetrics.height() * 1.4),
                     Qt::AlignLeft | Qt::AlignVCenter,
                     boldMetrics.elidedText(caption, Qt::ElideRight, width() - 12));

    if (focused) {
        // The palette's Highlight, so the frame shows in the light and dark themes.
        const double frame = 2.0 * m_scale;
        painter.setRenderHint(QPainter::Antialiasing, false);
        painter.setPen(QPen(highlight, frame, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(rect()).adjusted(frame / 2, frame / 2, -frame / 2, -frame / 2));
    }
}

} // namespace ae
