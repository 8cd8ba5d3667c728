#include "ui/lessons/dense_vs_attention_page.h"

#include "ui/lessons/lesson_plot_helpers.h"
#include "ui/views/figure_marks.h"

#include <QAbstractItemModel>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>

namespace ae {

namespace {

QColor inputColor(int input)
{
    static const QColor colors[] = {QColor(228, 26, 28), QColor(55, 126, 184), QColor(77, 175, 74)};
    return colors[input % 3];
}

QString vectorText(const Vector& v)
{
    QStringList parts;
    for (int i = 0; i < v.size(); ++i)
        parts << QString::number(v(i), 'f', 2);
    return QStringLiteral("(%1)").arg(parts.join(QStringLiteral(", ")));
}

} // namespace

DenseVsAttentionPage::DenseVsAttentionPage(QWidget* parent)
    : QWidget(parent), m_setup(defaultDenseVsAttentionSetup())
{
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("inputOrderList"));
    m_list->setDragDropMode(QAbstractItemView::InternalMove);
    m_list->setDefaultDropAction(Qt::MoveAction);
    m_list->setMaximumWidth(220);
    for (int i = 0; i < static_cast<int>(m_setup.names.size()); ++i) {
        auto* item = new QListWidgetItem(m_list);
        item->setData(Qt::UserRole, i);
        item->setForeground(inputColor(i));
        QFont font = item->font();
        font.setBold(true);
        font.setPointSizeF(font.pointSizeF() * 1.3);
        item->setFont(font);
    }
    m_list->setCurrentRow(0);
    m_upButton = new QPushButton(this);
    m_upButton->setObjectName(QStringLiteral("moveInputUpButton"));
    m_downButton = new QPushButton(this);
    m_downButton->setObjectName(QStringLiteral("moveInputDownButton"));
    m_resetButton = new QPushButton(this);
    m_resetButton->setObjectName(QStringLiteral("resetOrderButton"));
    // Ctrl+↑ / Ctrl+↓ move the selected input (keyboard alternative to a drag).
    m_list->installEventFilter(this);

    m_denseLabel = new QLabel(this);
    m_denseLabel->setObjectName(QStringLiteral("denseResultLabel"));
    m_attentionLabel = new QLabel(this);
    m_attentionLabel->setObjectName(QStringLiteral("attentionResultLabel"));
    for (QLabel* label : {m_denseLabel, m_attentionLabel})
        label->setWordWrap(true);

    m_explanation = makeExplanationLabel(this, QString());

    m_densePlot = makeLessonPlot(this, QStringLiteral("denseWeightsPlot"));
    m_attentionPlot = makeLessonPlot(this, QStringLiteral("attentionWeightsPlot"));
    for (QCustomPlot* plot : {m_densePlot, m_attentionPlot}) {
        for (int i = 0; i < 3; ++i) {
            auto* bars = new QCPBars(plot->xAxis, plot->yAxis);
            bars->setName(QString::fromStdString(m_setup.names[static_cast<std::size_t>(i)]));
            bars->setBrush(inputColor(i));
            bars->setPen(Qt::NoPen);
            bars->setWidth(0.6);
        }
        plot->xAxis->setTicker(QSharedPointer<QCPAxisTickerText>::create());
        plot->xAxis->setRange(0.4, 3.6);
        plot->yAxis->setRange(0.0, 1.0);
    }

    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_upButton);
    buttons->addWidget(m_downButton);
    auto* left = new QVBoxLayout;
    m_listLabel = new QLabel(this);
    m_listLabel->setBuddy(m_list);
    left->addWidget(m_listLabel);
    left->addWidget(m_list);
    left->addLayout(buttons);
    left->addWidget(m_resetButton);
    // The buttons that reorder the list are no part of a figure.
    figure_marks::setScreenOnly(buttons);
    figure_marks::setScreenOnly(m_resetButton);
    left->addStretch();

    auto* densePanel = new QVBoxLayout;
    densePanel->addWidget(m_densePlot, 1);
    densePanel->addWidget(m_denseLabel);
    auto* attentionPanel = new QVBoxLayout;
    attentionPanel->addWidget(m_attentionPlot, 1);
    attentionPanel->addWidget(m_attentionLabel);

    auto* row = new QHBoxLayout;
    row->addLayout(left);
    row->addLayout(densePanel, 1);
    row->addLayout(attentionPanel, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_explanation);
    layout->addLayout(row, 1);

    // Drag and drop moves rows in the model: recompute after every move.
    connect(m_list->model(), &QAbstractItemModel::rowsMoved, this,
            &DenseVsAttentionPage::recompute);
    connect(m_upButton, &QPushButton::clicked, this, &DenseVsAttentionPage::moveCurrentUp);
    connect(m_downButton, &QPushButton::clicked, this, &DenseVsAttentionPage::moveCurrentDown);
    connect(m_resetButton, &QPushButton::clicked, this, [this] { setOrder({0, 1, 2}); });
    retranslateUi();
}

void DenseVsAttentionPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void DenseVsAttentionPage::retranslateUi()
{
    for (int row = 0; row < m_list->count(); ++row) {
        QListWidgetItem* item = m_list->item(row);
        const int i = item->data(Qt::UserRole).toInt();
        const QString name = QString::fromStdString(m_setup.names[static_cast<std::size_t>(i)]);
        item->setText(tr("%1 = %2").arg(name, vectorText(m_setup.items.row(i).transpose())));
    }
    m_upButton->setText(tr("Move up"));
    m_downButton->setText(tr("Move down"));
    m_resetButton->setText(tr("A B C"));
    m_resetButton->setToolTip(tr("Back to the order the dense layer was trained on"));
    m_explanation->setText(
        tr("<b>Attention is not a fully connected layer.</b> Both combine the inputs as "
           "O = w<sub>1</sub>·x<sub>1</sub> + w<sub>2</sub>·x<sub>2</sub> + "
           "w<sub>3</sub>·x<sub>3</sub>. A dense layer's weights belong to the positions: "
           "trained on the order A B C with B mattering most, it keeps the weights %1 for "
           "slots 1, 2, 3 — so reordering the inputs changes which one matters and changes O. "
           "Attention computes each weight from the content, w<sub>s</sub> = "
           "softmax<sub>s</sub>(q·x<sub>s</sub> / √d) with the query q = %2: reorder the "
           "inputs and the weights travel with them, B stays the most important and O does "
           "not change. Drag the inputs (or select one and use the buttons or Ctrl+↑ / "
           "Ctrl+↓).")
            .arg(QStringLiteral("%1, %2, %3")
                     .arg(m_setup.denseWeights(0))
                     .arg(m_setup.denseWeights(1))
                     .arg(m_setup.denseWeights(2)),
                 vectorText(m_setup.query)));
    setLessonPlotTitle(m_densePlot, tr("Dense layer: weights stick to positions"));
    setLessonPlotTitle(m_attentionPlot, tr("Attention: weights follow the content"));
    for (QCustomPlot* plot : {m_densePlot, m_attentionPlot}) {
        plot->xAxis->setLabel(tr("slot"));
        plot->yAxis->setLabel(tr("weight"));
    }
    m_listLabel->setText(tr("Inputs, slot 1 at the top:"));
    // The slot ticks and the result lines follow the order (and replot).
    recompute();
}

std::vector<int> DenseVsAttentionPage::order() const
{
    std::vector<int> result;
    for (int row = 0; row < m_list->count(); ++row)
        result.push_back(m_list->item(row)->data(Qt::UserRole).toInt());
    return result;
}

void DenseVsAttentionPage::setOrder(const std::vector<int>& order)
{
    std::vector<int> sorted = order;
    std::sort(sorted.begin(), sorted.end());
    if (static_cast<int>(order.size()) != m_list->count() || sorted != std::vector<int>{0, 1, 2})
        return;
    // Move each wanted input into place with model moves (as a drag does).
    for (int slot = 0; slot < static_cast<int>(order.size()); ++slot) {
        const std::vector<int> now = this->order();
        const int from = static_cast<int>(
            std::find(now.begin(), now.end(), order[static_cast<std::size_t>(slot)]) - now.begin());
        if (from != slot)
            m_list->model()->moveRow(QModelIndex(), from, QModelIndex(), slot);
    }
    recompute();
}

bool DenseVsAttentionPage::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_list && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        if (key->modifiers() == Qt::ControlModifier &&
            (key->key() == Qt::Key_Up || key->key() == Qt::Key_Down)) {
            moveCurrent(key->key() == Qt::Key_Up ? -1 : +1);
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void DenseVsAttentionPage::moveCurrentUp()
{
    moveCurrent(-1);
}

void DenseVsAttentionPage::moveCurrentDown()
{
    moveCurrent(+1);
}

void DenseVsAttentionPage::moveCurrent(int step)
{
    const int row = m_list->currentRow();
    const int target = row + step;
    if (row < 0 || target < 0 || target >= m_list->count())
        return;
    QListWidgetItem* item = m_list->takeItem(row);
    m_list->insertItem(target, item);
    m_list->setCurrentRow(target);
    recompute();
}

void DenseVsAttentionPage::recompute()
{
    const std::vector<int> current = order();
    if (current.size() != m_setup.names.size())
        return; // mid-move (an item taken out, not yet put back)
    m_result = compareDenseAndAttention(m_setup, current);
    // Slot ticks name the input that sits there.
    for (QCustomPlot* plot : {m_densePlot, m_attentionPlot}) {
        auto ticker = qSharedPointerDynamicCast<QCPAxisTickerText>(plot->xAxis->ticker());
        ticker->clear();
        for (int slot = 0; slot < 3; ++slot)
            ticker->addTick(slot + 1,
                            tr("%1: %2").arg(slot + 1).arg(QString::fromStdString(
                                m_setup.names[static_cast<std::size_t>(m_result.order[slot])])));
    }
    showWeights(m_densePlot, m_result.denseWeights);
    showWeights(m_attentionPlot, m_result.attentionWeights);
    const auto name = [this](int input) {
        return QString::fromStdString(m_setup.names[static_cast<std::size_t>(input)]);
    };
    m_denseLabel->setText(
        tr("Most important: <b>%1</b>. Output O = %2.")
            .arg(name(m_result.denseFavourite), vectorText(m_result.denseOutput)));
    m_attentionLabel->setText(
        tr("Most important: <b>%1</b>. Output O = %2.")
            .arg(name(m_result.attentionFavourite), vectorText(m_result.attentionOutput)));
}

void DenseVsAttentionPage::showWeights(QCustomPlot* plot, const Vector& weights)
{
    // One bar series per input, placed at the slot the input occupies.
    for (int slot = 0; slot < 3; ++slot) {
        const int input = m_result.order[static_cast<std::size_t>(slot)];
        auto* bars = qobject_cast<QCPBars*>(plot->plottable(input));
        bars->setData({double(slot + 1)}, {double(weights(slot))}, true);
    }
    plot->replot();
}

} // namespace ae
