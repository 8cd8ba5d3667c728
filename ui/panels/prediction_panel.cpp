#include "ui/panels/prediction_panel.h"

#include "core/sketch_edit.h"
#include "ui/document/prediction_state.h"
#include "ui/views/row_sketch_widget.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ae {

PredictionPanel::PredictionPanel(PredictionState* state, QWidget* parent)
    : QWidget(parent), m_state(state)
{
    setObjectName(QStringLiteral("predictionPanel"));
    m_question = new QLabel(this);
    m_question->setObjectName(QStringLiteral("predictionQuestion"));
    m_question->setWordWrap(true);
    QFont bold = m_question->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_question->setFont(bold);

    // The layer: a model's or a training run's (the session's run has one).
    m_layerLabel = new QLabel(this);
    m_layer = new QSpinBox(this);
    m_layer->setObjectName(QStringLiteral("predictionLayer"));
    m_layer->setMinimum(1);
    m_layerLabel->setBuddy(m_layer);
    m_headLabel = new QLabel(this);
    m_head = new QSpinBox(this);
    m_head->setObjectName(QStringLiteral("predictionHead"));
    m_head->setMinimum(1);
    m_headLabel->setBuddy(m_head);
    m_queryLabel = new QLabel(this);
    m_query = new QComboBox(this);
    m_query->setObjectName(QStringLiteral("predictionQuery"));
    m_query->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_queryLabel->setBuddy(m_query);
    auto* choice = new QHBoxLayout;
    choice->addWidget(m_layerLabel);
    choice->addWidget(m_layer);
    choice->addWidget(m_headLabel);
    choice->addWidget(m_head);
    choice->addSpacing(8);
    choice->addWidget(m_queryLabel);
    choice->addWidget(m_query, 1);

    m_hint = new QLabel(this);
    m_hint->setWordWrap(true);
    m_sketch = new RowSketchWidget(this);
    m_sketch->setObjectName(QStringLiteral("predictionSketch"));

    m_even = new QPushButton(this);
    m_even->setObjectName(QStringLiteral("predictionEvenOut"));
    m_reveal = new QPushButton(this);
    m_reveal->setObjectName(QStringLiteral("predictionReveal"));
    m_next = new QPushButton(this);
    m_next->setObjectName(QStringLiteral("predictionNext"));
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_even);
    buttons->addStretch(1);
    buttons->addWidget(m_reveal);
    buttons->addWidget(m_next);

    m_outcome = new QLabel(this);
    m_outcome->setObjectName(QStringLiteral("predictionOutcome"));
    m_outcome->setWordWrap(true);
    m_outcome->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_question);
    layout->addLayout(choice);
    layout->addWidget(m_hint);
    layout->addWidget(m_sketch, 1);
    layout->addLayout(buttons);
    layout->addWidget(m_outcome);

    connect(m_layer, &QSpinBox::valueChanged, this,
            [this](int layer) { m_state->setGroup(layer - 1); });
    connect(m_head, &QSpinBox::valueChanged, this,
            [this](int head) { m_state->setHead(head - 1); });
    connect(m_query, &QComboBox::currentIndexChanged, this, [this](int query) {
        if (query >= 0)
            m_state->setQuery(query);
    });
    connect(m_sketch, &RowSketchWidget::barDragged, this, [this](int key, double weight) {
        const RowVector sketch = m_state->sketch();
        if (key < 0 || key >= sketch.size())
            return;
        m_state->setSketch(setSketchBar(sketch.transpose(), key, weight).transpose());
    });
    connect(m_sketch, &RowSketchWidget::keyPicked, m_state, &PredictionState::pickKey);
    connect(m_sketch, &RowSketchWidget::revealRequested, m_state, &PredictionState::reveal);
    connect(m_even, &QPushButton::clicked, this, [this] {
        const int m = m_state->keyCount();
        if (m > 0)
            m_state->setSketch(RowVector::Constant(m, 1.0f / float(m)));
    });
    connect(m_reveal, &QPushButton::clicked, m_state, &PredictionState::reveal);
    connect(m_next, &QPushButton::clicked, m_state, &PredictionState::nextQuery);
    connect(m_state, &PredictionState::changed, this, &PredictionPanel::refresh);
    retranslateUi();
}

void PredictionPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void PredictionPanel::retranslateUi()
{
    m_layerLabel->setText(tr("&Layer:"));
    m_headLabel->setText(tr("&Head:"));
    m_queryLabel->setText(tr("&Query:"));
    m_hint->setText(tr("Drag the bars to where you expect this query to look (they always add up "
                       "to 1), or click the key you think wins. Then reveal."));
    m_even->setText(tr("Even out"));
    m_even->setToolTip(tr("The same weight on every key"));
    m_reveal->setText(tr("&Reveal"));
    m_reveal->setToolTip(tr("Show the model's row over your guess (Enter in the sketch)"));
    m_next->setText(tr("&Next query"));
    refresh();
}

void PredictionPanel::refresh()
{
    const bool target = m_state->hasTarget();
    const QStringList queries = m_state->queryLabels();
    const QStringList keys = m_state->keyLabels();
    const bool layered = m_state->source() != PredictionSource::Session;
    {
        const QSignalBlocker blockLayer(m_layer);
        const QSignalBlocker blockHead(m_head);
        const QSignalBlocker blockQuery(m_query);
        m_layer->setMaximum(target && layered ? m_state->groupCount() : 1);
        m_layer->setValue(layered ? m_state->group() + 1 : 1);
        m_head->setMaximum(target ? m_state->headCount() : 1);
        m_head->setValue(m_state->head() + 1);
        QStringList items;
        for (int i = 0; i < queries.size(); ++i)
            items << QStringLiteral("%1  %2").arg(i).arg(queries[i]);
        QStringList current;
        for (int i = 0; i < m_query->count(); ++i)
            current << m_query->itemText(i);
        if (current != items) {
            m_query->clear();
            m_query->addItems(items);
        }
        m_query->setCurrentIndex(m_state->query());
    }
    m_layerLabel->setVisible(layered);
    m_layer->setVisible(layered);
    m_layer->setEnabled(target);
    m_head->setEnabled(target);
    m_query->setEnabled(target);
    m_sketch->setKeys(keys);
    m_sketch->setSketch(m_state->sketch());
    m_sketch->setTruth(m_state->revealedRow());
    m_sketch->setEditable(target && !m_state->isRevealed());
    m_even->setEnabled(target && !m_state->isRevealed());
    m_reveal->setEnabled(target && !m_state->isRevealed());
    m_next->setEnabled(target);
    if (!target) {
        switch (m_state->source()) {
        case PredictionSource::Session:
            m_question->setText(tr("Nothing to predict yet: type a sequence."));
            break;
        case PredictionSource::Model:
            m_question->setText(tr("Nothing to predict yet: open a model and run it on a text."));
            break;
        case PredictionSource::Training:
            m_question->setText(tr("Nothing to predict yet: choose a task to train on."));
            break;
        }
        m_outcome->clear();
        return;
    }
    const int q = m_state->query();
    m_question->setText(layered ? tr("Where does query %1 '%2' look in layer %3, head %4?")
                                      .arg(q)
                                      .arg(queries.value(q))
                                      .arg(m_state->group() + 1)
                                      .arg(m_state->head() + 1)
                                : tr("Where does query %1 '%2' look in head %3?")
                                      .arg(q)
                                      .arg(queries.value(q))
                                      .arg(m_state->head() + 1));
    const std::optional<PredictionOutcome> outcome = m_state->outcome();
    if (!outcome) {
        m_outcome->setText(
            m_state->hasGuess()
                ? tr("Your guess puts most weight on '%1'. Reveal when you are sure.")
                      .arg(keys.value(m_state->guessTopKey()))
                : tr("No guess yet: every key has the same weight."));
        return;
    }
    QString text =
        tr("Distance between your guess and the model's row: %1 (total variation: 0 = the same "
           "row, 1 = nothing in common).")
            .arg(outcome->totalVariation, 0, 'f', 2);
    text += QLatin1Char(' ');
    text += outcome->topKeyRight
                ? tr("You put most weight on '%1', and so does the model: right.")
                      .arg(keys.value(outcome->guessedTopKey))
                : tr("You put most weight on '%1'; the model puts it on '%2'.")
                      .arg(keys.value(outcome->guessedTopKey), keys.value(outcome->trueTopKey));
    if (outcome->runnerUpKey >= 0) {
        text += QLatin1Char(' ');
        text += tr("Why: the weights are the softmax of the scores. '%1' scores %2, %3 above the "
                   "next key '%4' (%5), so it weighs e^%3 = %6 times as much.")
                    .arg(keys.value(outcome->trueTopKey))
                    .arg(outcome->topScore, 0, 'f', 2)
                    .arg(outcome->topScore - outcome->runnerUpScore, 0, 'f', 2)
                    .arg(keys.value(outcome->runnerUpKey))
                    .arg(outcome->runnerUpScore, 0, 'f', 2)
                    .arg(outcome->weightRatio, 0, 'f', 2);
    }
    // The stage's own words (the step-through's softmax stage), after the numbers.
    if (!m_state->explanation().isEmpty())
        text += QStringLiteral("\n\n") + m_state->explanation();
    m_outcome->setText(text);
}

} // namespace ae
