#include "ui/model/model_overview_widget.h"

#include "ui/views/color_maps.h"

#include <QAccessible>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace ae {

namespace {

constexpr int kGap = 6;

// ".82" (a score below 1 without its leading zero, as on a figure's axis).
QString shortScore(double score)
{
    const QString text = QString::number(score, 'f', 2);
    return text.startsWith(QLatin1String("0.")) ? text.mid(1) : text;
}

} // namespace

QString headBehaviourName(const HeadLabel& label)
{
    switch (label.behaviour) {
    case HeadBehaviour::PreviousToken:
        return ModelOverviewWidget::tr("previous token");
    case HeadBehaviour::NextToken:
        return ModelOverviewWidget::tr("next token");
    case HeadBehaviour::FirstToken:
        return ModelOverviewWidget::tr("first token");
    case HeadBehaviour::LastToken:
        return ModelOverviewWidget::tr("last token");
    case HeadBehaviour::Self:
        return ModelOverviewWidget::tr("self");
    case HeadBehaviour::Induction:
        return ModelOverviewWidget::tr("induction");
    case HeadBehaviour::FixedOffset:
        return ModelOverviewWidget::tr("%n back", "a head that looks a fixed number of tokens back",
                                       label.distance);
    case HeadBehaviour::Broad:
        return ModelOverviewWidget::tr("broad");
    case HeadBehaviour::Focused:
        return ModelOverviewWidget::tr("focused");
    case HeadBehaviour::Mixed:
        break;
    }
    return ModelOverviewWidget::tr("mixed");
}

QString headBehaviourShortName(const HeadLabel& label)
{
    switch (label.behaviour) {
    case HeadBehaviour::PreviousToken:
        return ModelOverviewWidget::tr("prev", "previous-token head, short");
    case HeadBehaviour::NextToken:
        return ModelOverviewWidget::tr("next", "next-token head, short");
    case HeadBehaviour::FirstToken:
        return ModelOverviewWidget::tr("first", "first-token head, short");
    case HeadBehaviour::LastToken:
        return ModelOverviewWidget::tr("last", "last-token head, short");
    case HeadBehaviour::Self:
        return ModelOverviewWidget::tr("self", "self head, short");
    case HeadBehaviour::Induction:
        return ModelOverviewWidget::tr("induct", "induction head, short");
    case HeadBehaviour::FixedOffset:
        return ModelOverviewWidget::tr("%n back", "fixed-offset head, short", label.distance);
    case HeadBehaviour::Broad:
        return ModelOverviewWidget::tr("broad", "broad head, short");
    case HeadBehaviour::Focused:
        return ModelOverviewWidget::tr("focus", "focused head, short");
    case HeadBehaviour::Mixed:
        break;
    }
    return ModelOverviewWidget::tr("mixed", "mixed head, short");
}

ModelOverviewWidget::ModelOverviewWidget(QWidget* parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    setObjectName(QStringLiteral("modelOverview"));
    updateAccessibleName();
}

int ModelOverviewWidget::layers() const
{
    return m_run ? int(m_run->analysis.trace.layers.size()) : 0;
}

int ModelOverviewWidget::heads() const
{
    return layers() > 0 ? int(m_run->analysis.trace.layers.front().heads.size()) : 0;
}

void ModelOverviewWidget::setRun(ModelRunPtr run)
{
    m_run = std::move(run);
    m_layer = std::clamp(m_layer, 0, std::max(0, layers() - 1));
    m_head = std::clamp(m_head, 0, std::max(0, heads() - 1));
    m_highlighted.clear();
    updateGeometry();
    updateAccessibleName();
    update();
}

void ModelOverviewWidget::setVisibleTokens(int count)
{
    m_visible = count;
    update();
}

void ModelOverviewWidget::setHiddenRow(int row)
{
    if (row == m_hiddenRow)
        return;
    m_hiddenRow = row;
    updateAccessibleName();
    update();
}

void ModelOverviewWidget::setHighlightedHeads(const std::vector<std::pair<int, int>>& heads)
{
    m_highlighted = heads;
    update();
}

void ModelOverviewWidget::setPlaceholderText(const QString& text)
{
    if (text == m_placeholder)
        return;
    m_placeholder = text;
    update();
}

void ModelOverviewWidget::setSelectedHead(int layer, int head)
{
    if (layers() == 0)
        return;
    layer = std::clamp(layer, 0, layers() - 1);
    head = std::clamp(head, 0, heads() - 1);
    if (layer == m_layer && head == m_head)
        return;
    m_layer = layer;
    m_head = head;
    updateAccessibleName();
    update();
    emit headSelected(layer, head);
}

QString ModelOverviewWidget::cellCaption(const HeadLabel& label, int width,
                                         const QFontMetrics& metrics)
{
    const QString name = headBehaviourShortName(label);
    const QString full = label.behaviour == HeadBehaviour::Mixed
                             ? name
                             : QStringLiteral("%1 %2").arg(name, shortScore(label.score));
    if (metrics.horizontalAdvance(full) <= width)
        return full;
    return metrics.elidedText(name, Qt::ElideRight, width);
}

QSize ModelOverviewWidget::sizeHint() const
{
    const int cell = 64;
    return {leftMargin() + std::max(1, heads()) * (cell + kGap),
            topMargin() + std::max(1, layers()) * (cell + captionHeight() + kGap)};
}

QSize ModelOverviewWidget::minimumSizeHint() const
{
    const int cell = 16;
    return {leftMargin() + std::max(1, heads()) * (cell + kGap),
            topMargin() + std::max(1, layers()) * (cell + captionHeight() + kGap)};
}

int ModelOverviewWidget::fittedHeight(int width) const
{
    if (layers() == 0)
        return 0;
    // cellRect()'s arithmetic backwards: the side a column of this width
    // gives, and the grid height whose rows are exactly that side.
    const int column = std::max(4 + kGap, (width - leftMargin() - 2) / heads());
    const int side = std::max(4, column - kGap);
    const int fitted = topMargin() + layers() * (side + captionHeight() + kGap) + 2;
    return std::max(fitted, minimumSizeHint().height());
}

int ModelOverviewWidget::leftMargin() const
{
    return fontMetrics().horizontalAdvance(
               tr("L%1", "layer number, from 1").arg(std::max(1, layers()))) +
           8;
}

int ModelOverviewWidget::topMargin() const
{
    return fontMetrics().height() + 4;
}

int ModelOverviewWidget::captionHeight() const
{
    return fontMetrics().height() + 2;
}

QRect ModelOverviewWidget::gridRect() const
{
    return rect().adjusted(leftMargin(), topMargin(), -2, -2);
}

int ModelOverviewWidget::columnWidth() const
{
    return std::max(4 + kGap, gridRect().width() / std::max(1, heads()));
}

QRect ModelOverviewWidget::cellRect(int layer, int head) const
{
    if (layers() == 0)
        return {};
    const QRect grid = gridRect();
    const int column = columnWidth();
    const int height = grid.height() / layers() - kGap - captionHeight();
    const int side = std::max(4, std::min(column - kGap, height));
    return {grid.left() + head * column + (column - side) / 2,
            grid.top() + layer * (side + captionHeight() + kGap), side, side};
}

QRect ModelOverviewWidget::captionRect(int layer, int head) const
{
    const QRect cell = cellRect(layer, head);
    if (cell.isEmpty())
        return {};
    return {gridRect().left() + head * columnWidth(), cell.bottom() + 1, columnWidth(),
            captionHeight()};
}

std::pair<int, int> ModelOverviewWidget::headAt(QPoint point) const
{
    for (int l = 0; l < layers(); ++l)
        for (int h = 0; h < heads(); ++h)
            if (cellRect(l, h).contains(point) || captionRect(l, h).contains(point))
                return {l, h};
    return {-1, -1};
}

QImage ModelOverviewWidget::cellImage(int layer, int head, QSize size) const
{
    const Eigen::MatrixXf& weights =
        m_run->analysis.trace.layers[std::size_t(layer)].heads[std::size_t(head)].weights;
    const int n =
        m_visible > 0 ? std::min<int>(m_visible, int(weights.rows())) : int(weights.rows());
    QImage image(size, QImage::Format_RGB32);
    QCPColorGradient gradient = colorMap(ColorMapId::Viridis); // color() is not const
    const QCPRange range(0.0, 1.0);
    const QRgb masked = palette().color(QPalette::Mid).rgb();    // dark in the dark theme too
    const QRgb hidden = palette().color(QPalette::Window).rgb(); // the row to predict
    for (int y = 0; y < size.height(); ++y) {
        const int row = std::min(n - 1, y * n / size.height());
        auto* line = reinterpret_cast<QRgb*>(image.scanLine(y));
        if (row == m_hiddenRow) {
            std::fill(line, line + size.width(), hidden);
            continue;
        }
        for (int x = 0; x < size.width(); ++x) {
            const int column = std::min(n - 1, x * n / size.width());
            // Keys a causal head may not see take the theme's mid tone. Sqrt
            // stretches the small weights most heads are made of, so a
            // pattern shows in a thumbnail; the detail view shows the true
            // values.
            line[x] = m_run->causal && column > row
                          ? masked
                          : gradient.color(std::sqrt(double(weights(row, column))), range);
        }
    }
    return image;
}

void ModelOverviewWidget::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().base());
    if (hasFocus()) { // keyboard focus shows, run or not (the selected cell's frame thickens too)
        painter.setPen(QPen(palette().color(QPalette::Highlight), 2));
        painter.drawRect(rect().adjusted(1, 1, -1, -1));
    }
    if (layers() == 0) {
        painter.setPen(palette().color(QPalette::PlaceholderText));
        painter.drawText(rect().adjusted(12, 12, -12, -12), Qt::AlignCenter | Qt::TextWordWrap,
                         m_placeholder);
        return;
    }
    // Body size (the labels are what the class reads: which head does what).
    painter.setFont(font());
    painter.setPen(palette().color(QPalette::Text));
    for (int h = 0; h < heads(); ++h) {
        const QRect column = captionRect(0, h);
        painter.drawText(QRect(column.left(), 0, column.width(), topMargin()), Qt::AlignCenter,
                         tr("H%1", "head number, from 1").arg(h + 1));
    }
    for (int l = 0; l < layers(); ++l) {
        const QRect cell = cellRect(l, 0);
        painter.drawText(QRect(0, cell.top(), leftMargin() - 4, cell.height()),
                         Qt::AlignRight | Qt::AlignVCenter,
                         tr("L%1", "layer number, from 1").arg(l + 1));
        for (int h = 0; h < heads(); ++h) {
            const QRect r = cellRect(l, h);
            painter.drawImage(r.topLeft(), cellImage(l, h, r.size()));
            const HeadAnalysis& a = m_run->analysis.heads[std::size_t(l)][std::size_t(h)];
            const QRect under = captionRect(l, h);
            // A space's width kept free, so neighbouring captions never run together.
            painter.drawText(
                under, Qt::AlignCenter,
                cellCaption(a.label,
                            under.width() - fontMetrics().horizontalAdvance(QLatin1Char(' ')),
                            fontMetrics()));
            const bool highlighted = std::find(m_highlighted.begin(), m_highlighted.end(),
                                               std::make_pair(l, h)) != m_highlighted.end();
            if (highlighted) {
                painter.setPen(QPen(QColor(255, 160, 0), 2, Qt::DashLine));
                painter.drawRect(r.adjusted(-2, -2, 1, 1));
            }
            if (l == m_layer && h == m_head) {
                painter.setPen(QPen(palette().color(QPalette::Highlight), hasFocus() ? 3 : 2));
                painter.drawRect(r.adjusted(-3, -3, 2, 2));
            }
            painter.setPen(palette().color(QPalette::Text));
        }
    }
}

void ModelOverviewWidget::mousePressEvent(QMouseEvent* event)
{
    const auto [layer, head] = headAt(event->position().toPoint());
    if (layer >= 0)
        setSelectedHead(layer, head);
    QWidget::mousePressEvent(event);
}

void ModelOverviewWidget::mouseDoubleClickEvent(QMouseEvent* event)
{
    const auto [layer, head] = headAt(event->position().toPoint());
    if (layer >= 0)
        emit headActivated(layer, head);
}

void ModelOverviewWidget::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Left:
        setSelectedHead(m_layer, m_head - 1);
        break;
    case Qt::Key_Right:
        setSelectedHead(m_layer, m_head + 1);
        break;
    case Qt::Key_Up:
        setSelectedHead(m_layer - 1, m_head);
        break;
    case Qt::Key_Down:
        setSelectedHead(m_layer + 1, m_head);
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (layers() > 0)
            emit headActivated(m_layer, m_head);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

void ModelOverviewWidget::focusInEvent(QFocusEvent* event)
{
    update();
    QWidget::focusInEvent(event);
}

void ModelOverviewWidget::focusOutEvent(QFocusEvent* event)
{
    update();
    QWidget::focusOutEvent(event);
}

void ModelOverviewWidget::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        updateAccessibleName();
        update(); // the captions and head kinds are painted in the current language
    } else if (event->type() == QEvent::FontChange) {
        updateGeometry(); // the margins follow the font (presentation mode)
        update();
    }
    QWidget::changeEvent(event);
}

void ModelOverviewWidget::updateAccessibleName()
{
    if (layers() == 0) {
        setAccessibleName(tr("Model overview: no run yet"));
        return;
    }
    const HeadAnalysis& a = m_run->analysis.heads[std::size_t(m_layer)][std::size_t(m_head)];
    const QString name =
        tr("Layer %1, head %2: %3 (%4)")
            .arg(m_layer + 1)
            .arg(m_head + 1)
            .arg(headBehaviourName(a.label))
            .arg(a.label.score, 0, 'f', 2) +
        (m_hiddenRow >= 0
             ? tr("; query %1's row is hidden until you reveal your prediction").arg(m_hiddenRow)
             : QString());
    setAccessibleName(name);
    setToolTip(name);
    if (hasFocus() && QAccessible::isActive()) {
        QAccessibleEvent announce(this, QAccessible::NameChanged);
        QAccessible::updateAccessibility(&announce);
    }
}

} // namespace ae
