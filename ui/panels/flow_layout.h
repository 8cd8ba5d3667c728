#pragma once
// A layout that places its items left to right and wraps them onto new rows
// when the width runs out (the token chips, the window's view options),
// each item centred on its row's height. Its minimum width is its widest
// item's.

#include <QLayout>
#include <QList>

#include <initializer_list>

namespace ae {

class FlowLayout : public QLayout
{
public:
    explicit FlowLayout(QWidget* parent = nullptr, int spacing = 4);
    ~FlowLayout() override;

    void addItem(QLayoutItem* item) override;
    int count() const override;
    QLayoutItem* itemAt(int index) const override;
    QLayoutItem* takeAt(int index) override;
    Qt::Orientations expandingDirections() const override;
    bool hasHeightForWidth() const override;
    int heightForWidth(int width) const override;
    QSize minimumSize() const override;
    QSize sizeHint() const override;
    void setGeometry(const QRect& rect) override;

    // `widgets` side by side as one item, which wraps as a whole (a label
    // and its box, a group of controls). The layout must have its parent
    // widget already (made with it, or added to its layout).
    void addTogether(std::initializer_list<QWidget*> widgets);

    // Deletes every item and its widget.
    void clear();

private:
    int arrange(const QRect& rect, bool apply) const;

    QList<QLayoutItem*> m_items;
    int m_gap;
};

} // namespace ae
