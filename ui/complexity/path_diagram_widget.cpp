#include "ui/complexity/path_diagram_widget.h"

#include <QMouseEvent>
#include <QPainter>

#include <algorithm>
#include <cmath>

namespace ae {

namespace {

const QColor kEdgeColor(170, 170, 170);
const QColor kNodeColor(245, 245, 245);
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
    setToolTip(tr("Click two inputs x_i to see the shortest path between them"));
    setGraph(LayerKind::Convolutional, 8, 3);
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
    updatePath();
    update();
}

void PathDiagramWidget::selectPair(int i, int j)
{
    m_first = (i >= 0 && i < m_graph.n) ? i : -1;
    m_second = (j >= 0 && j < m_graph.n) ? j : -1;
    updatePath();
    update();
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

QRectF PathDiagramWidget::plotArea() const
{
    // Room for the labels below the inputs and the text at the top.
    // Room for the caption on top, the x labels below and a node radius.
    return QRectF(24, 46, std::max(10, width() - 48), std::max(10, height() - 80));
}

double PathDiagramWidget::nodeRadius() const
{
    const QRectF area = plotArea();
    const double dx = area.width() / std::max(1, m_graph.n);
    const double dy = area.height() / std::max(1, m_graph.layers + 1);
    return std::clamp(0.28 * std::min(dx, dy), 3.0, 14.0);
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
    if (m_first < 0 || m_second >= 0) {
        // Start a new pair.
        m_first = position;
        m_second = -1;
        m_path = PathSearchResult();
        update();
    } else {
        selectPair(m_first, position);
    }
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

    const double faint = m_graph.kind == LayerKind::SelfAttention ? 0.8 : 1.2;
    for (const PathEdge& edge : m_graph.edges)
        drawEdge(edge, QPen(kEdgeColor, faint));
    for (const PathEdge& edge : m_path.edges)
        drawEdge(edge, QPen(kPathColor, 3.0));

    QFont small = font();
    small.setPointSizeF(std::max(6.0, font().pointSizeF() * 0.85));
    painter.setFont(small);
    for (int layer = 0; layer <= m_graph.layers; ++layer) {
        for (int t = 0; t < m_graph.n; ++t) {
            const QPointF centre = nodeCenter(layer, t);
            QColor fill = kNodeColor;
            QPen pen(QColor(90, 90, 90), 1.2);
            if (layer == 0 && (t == m_first || t == m_second)) {
                fill = kSelectedColor;
                pen = QPen(kSelectedColor.darker(130), 2.0);
            }
            if (m_path.length > 0 && m_path.meeting.layer == layer &&
                m_path.meeting.position == t) {
                fill = kPathColor;
                pen = QPen(kPathColor.darker(130), 2.0);
            }
            painter.setPen(pen);
            painter.setBrush(fill);
            painter.drawEllipse(centre, radius, radius);
        }
    }
    painter.setPen(palette().text().color());
    for (int t = 0; t < m_graph.n; ++t) {
        const QPointF centre = nodeCenter(0, t);
        painter.drawText(QRectF(centre.x() - 20, centre.y() + radius + 2, 40, 16), Qt::AlignCenter,
                         QStringLiteral("x%1").arg(t + 1));
    }
    // Row names on the left edge.
    for (int layer = 1; layer <= m_graph.layers; ++layer) {
        const QPointF centre = nodeCenter(layer, 0);
        const QString name = isChain ? QStringLiteral("h") : QString::number(layer);
        painter.drawText(QRectF(0, centre.y() - 8, centre.x() - radius - 2, 16),
                         Qt::AlignRight | Qt::AlignVCenter, name);
    }

    QString caption = pathText();
    if (caption.isEmpty())
        caption = m_first >= 0 ? tr("x%1 picked: click a second input").arg(m_first + 1)
                               : tr("Click two inputs to see their shortest path");
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.drawText(QRectF(4, 4, width() - 8, 22), Qt::AlignLeft | Qt::AlignVCenter, caption);
}

} // namespace ae
