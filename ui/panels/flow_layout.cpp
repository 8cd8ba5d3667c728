#include "ui/panels/flow_layout.h"

#include <QHBoxLayout>
#include <QWidget>

namespace ae {

FlowLayout::FlowLayout(QWidget* parent, int spacing) : QLayout(parent), m_gap(spacing)
{
    setContentsMargins(0, 0, 0, 0);
}

FlowLayout::~FlowLayout()
{
    while (QLayoutItem* item = takeAt(0))
        delete item;
}

void FlowLayout::addItem(QLayoutItem* item)
{
    m_items.append(item);
}

int FlowLayout::count() const
{
    return static_cast<int>(m_items.size());
}

QLayoutItem* FlowLayout::itemAt(int index) const
{
    return index >= 0 && index < m_items.size() ? m_items.at(index) : nullptr;
}

QLayoutItem* FlowLayout::takeAt(int index)
{
    return index >= 0 && index < m_items.size() ? m_items.takeAt(index) : nullptr;
}

Qt::Orientations FlowLayout::expandingDirections() const
{
    return {};
}

bool FlowLayout::hasHeightForWidth() const
{
    return true;
}

int FlowLayout::heightForWidth(int width) const
{
    return arrange(QRect(0, 0, width, 0), false);
}

QSize FlowLayout::minimumSize() const
{
    QSize size;
    for (const QLayoutItem* item : m_items)
        size = size.expandedTo(item->minimumSize());
    const QMargins margins = contentsMargins();
    return size + QSize(margins.left() + margins.right(), margins.top() + margins.bottom());
}

QSize FlowLayout::sizeHint() const
{
    return minimumSize();
}

void FlowLayout::setGeometry(const QRect& rect)
{
    QLayout::setGeometry(rect);
    arrange(rect, true);
}

void FlowLayout::addTogether(std::initializer_list<QWidget*> widgets)
{
    auto* group = new QWidget(parentWidget());
    auto* row = new QHBoxLayout(group);
    row->setContentsMargins(0, 0, 0, 0);
    for (QWidget* widget : widgets)
        row->addWidget(widget);
    addWidget(group);
}

void FlowLayout::clear()
{
    while (QLayoutItem* item = takeAt(0)) {
        if (QWidget* widget = item->widget())
            widget->deleteLater();
        delete item;
    }
}

int FlowLayout::arrange(const QRect& rect, bool apply) const
{
    const QMargins margins = contentsMargins();
    const QRect area =
        rect.adjusted(margins.left(), margins.top(), -margins.right(), -margins.bottom());
    int y = area.y();
    // A row's items are centred on the row's height: a label and the taller
    // combo box beside it read as one line.
    QList<QLayoutItem*> row;
    int rowWidth = 0;
    int rowHeight = 0;
    const auto placeRow = [&] {
        int x = area.x();
        for (QLayoutItem* item : row) {
            const QSize hint = item->sizeHint();
            if (apply)
                item->setGeometry(QRect(QPoint(x, y + (rowHeight - hint.height()) / 2), hint));
            x += hint.width() + m_gap;
        }
    };
    for (QLayoutItem* item : m_items) {
        if (item->widget() && item->widget()->isHidden())
            continue;
        const QSize hint = item->sizeHint();
        if (!row.isEmpty() && area.x() + rowWidth + hint.width() > area.right() + 1) {
            placeRow();
            y += rowHeight + m_gap;
            row.clear();
            rowWidth = 0;
            rowHeight = 0;
        }
        row.append(item);
        rowWidth += hint.width() + m_gap;
        rowHeight = std::max(rowHeight, hint.height());
    }
    placeRow();
    return y + rowHeight - rect.y() + margins.bottom();
}

} // namespace ae
