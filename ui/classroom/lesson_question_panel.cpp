#include "ui/classroom/lesson_question_panel.h"

#include "core/io/spec_run_question.h"
#include "core/sketch_edit.h"
#include "ui/classroom/lesson_question_text.h"
#include "ui/document/engine_error_text.h"
#include "ui/views/row_sketch_widget.h"

#include <QColor>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

#include <cmath>

namespace ae {

namespace {

bool sameQuestion(const LessonQuestion& a, const LessonQuestion& b)
{
    const ClassQuestion& x = a.question;
    const ClassQuestion& y = b.question;
    return x.kind == y.kind && x.choices == y.choices && x.correctChoice == y.correctChoice &&
           x.trueNumber == y.trueNumber && x.trueRow.size() == y.trueRow.size() &&
           x.trueRow == y.trueRow && a.queryToken == b.queryToken && a.keyToken == b.keyToken;
}

QLabel* wrappedLabel(QWidget* parent, const char* name)
{
    auto* label = new QLabel(parent);
    label->setObjectName(QLatin1String(name));
    label->setWordWrap(true);
    label->setTextFormat(Qt::PlainText);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return label;
}

} // namespace

LessonQuestionPanel::LessonQuestionPanel(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("lessonQuestionPanel"));
    auto* layout = new QVBoxLayout(this);
    m_prompt = wrappedLabel(this, "lessonQuestionPrompt");
    QFont large = m_prompt->font();
    large.setPointSizeF(large.pointSizeF() * 1.3);
    large.setBold(true);
    m_prompt->setFont(large);
    layout->addWidget(m_prompt);

    m_choices = new QListWidget(this);
    m_choices->setObjectName(QStringLiteral("lessonQuestionChoices"));
    m_choices->setSelectionMode(QAbstractItemView::SingleSelection);
    QFont choiceFont = m_choices->font();
    choiceFont.setPointSizeF(choiceFont.pointSizeF() * 1.2);
    m_choices->setFont(choiceFont);
    layout->addWidget(m_choices, 1);

    m_number = new QDoubleSpinBox(this);
    m_number->setObjectName(QStringLiteral("lessonQuestionNumber"));
    m_number->setRange(-1e9, 1e9);
    m_number->setDecimals(3);
    m_number->setKeyboardTracking(false);
    layout->addWidget(m_number);

    m_sketch = new RowSketchWidget(this);
    m_sketch->setObjectName(QStringLiteral("lessonQuestionSketch"));
    layout->addWidget(m_sketch, 1);

    auto* buttons = new QHBoxLayout;
    m_answerButton = new QPushButton(this);
    m_answerButton->setObjectName(QStringLiteral("lessonQuestionAnswer"));
    m_revealButton = new QPushButton(this);
    m_revealButton->setObjectName(QStringLiteral("lessonQuestionReveal"));
    buttons->addWidget(m_answerButton);
    buttons->addWidget(m_revealButton);
    buttons->addStretch(1);
    layout->addLayout(buttons);

    m_yourAnswer = wrappedLabel(this, "lessonQuestionYourAnswer");
    layout->addWidget(m_yourAnswer);
    m_outcome = wrappedLabel(this, "lessonQuestionOutcome");
    QFont outcomeFont = m_outcome->font();
    outcomeFont.setPointSizeF(outcomeFont.pointSizeF() * 1.2);
    outcomeFont.setBold(true);
    m_outcome->setFont(outcomeFont);
    layout->addWidget(m_outcome);
    m_explanation = wrappedLabel(this, "lessonQuestionExplanation");
    layout->addWidget(m_explanation);
    layout->addStretch(0);

    connect(m_answerButton, &QPushButton::clicked, this, [this] { answer(); });
    connect(m_revealButton, &QPushButton::clicked, this, &LessonQuestionPanel::reveal);
    connect(m_choices, &QListWidget::itemActivated, this, [this] { answer(); });
    connect(m_choices, &QListWidget::currentRowChanged, this, [this] { refresh(); });
    // Enter in the number box answers (eventFilter); leaving it with Tab only
    // keeps the value.
    m_number->installEventFilter(this);
    connect(m_sketch, &RowSketchWidget::barDragged, this, [this](int key, double weight) {
        if (m_stage != Stage::Asking || key < 0 || key >= m_sketchBars.size())
            return;
        m_sketchBars = setSketchBar(m_sketchBars.transpose(), key, weight).transpose();
        m_sketch->setSketch(m_sketchBars);
        refresh();
    });
    connect(m_sketch, &RowSketchWidget::keyPicked, this, [this](int key) {
        if (m_stage != Stage::Asking || key < 0 || key >= m_sketchBars.size())
            return;
        m_sketchBars = RowVector::Zero(m_sketchBars.size());
        m_sketchBars(key) = 1.0f;
        m_sketch->setSketch(m_sketchBars);
        refresh();
    });
    connect(m_sketch, &RowSketchWidget::revealRequested, this, [this] {
        if (m_stage == Stage::Asking)
            answer();
        else if (m_stage == Stage::Answered)
            reveal();
    });
    retranslateUi();
    refresh();
}

bool LessonQuestionPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_number && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if ((key == Qt::Key_Return || key == Qt::Key_Enter) && m_stage == Stage::Asking) {
            answer();
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void LessonQuestionPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void LessonQuestionPanel::retranslateUi()
{
    m_answerButton->setText(tr("&Answer"));
    m_answerButton->setToolTip(tr("Fix the answer (Enter in the choices or the number box)"));
    m_revealButton->setText(tr("&Reveal"));
    m_revealButton->setToolTip(tr("Show the answer computed from the scene's run, and why"));
    m_number->setAccessibleName(tr("Your answer"));
    m_choices->setAccessibleName(tr("Choices"));
    // The question's words (prompt, choices, outcome) in the new language.
    if (m_made) {
        const QStringList choices = LessonQuestionText::choices(*m_made);
        for (int i = 0; i < m_choices->count() && i < choices.size(); ++i)
            m_choices->item(i)->setText(choices.at(i));
    }
    refresh();
}

void LessonQuestionPanel::setQuestion(const std::optional<SceneQuestion>& question)
{
    m_question = question;
    m_made.reset();
    m_error.clear();
    startAsking();
}

void LessonQuestionPanel::setRun(const RunPtr& run)
{
    remake(run);
}

void LessonQuestionPanel::remake(const RunPtr& run)
{
    if (!m_question || !run)
        return;
    // The notes' formulas (the crossover, the sampled score spread) do not
    // read the run: made once per question, not again on every run.
    const QuestionSubject about = m_question->question.about;
    if (m_made && (about == QuestionSubject::Crossover || about == QuestionSubject::ScoreSpread))
        return;
    std::optional<LessonQuestion> made;
    m_error.clear();
    {
        try {
            made = makeLessonQuestion(m_question->question, *run);
        } catch (const EngineError& e) {
            m_error = translatedEngineError(e);
        }
    }
    // The same question (a run of the same scene again) keeps the answer.
    if (made && m_made && sameQuestion(*made, *m_made) && m_stage != Stage::NoQuestion) {
        m_made = made;
        refresh();
        return;
    }
    m_made = made;
    startAsking();
}

void LessonQuestionPanel::startAsking()
{
    m_answer = ClassAnswer();
    m_answered = false;
    m_right.reset();
    m_choices->clear();
    m_sketchBars = RowVector();
    if (m_made) {
        m_choices->addItems(LessonQuestionText::choices(*m_made));
        if (m_made->question.kind == QuestionKind::SketchRow) {
            const int m = int(m_made->question.choices.size());
            QStringList keys;
            for (const std::string& key : m_made->question.choices)
                keys << QString::fromStdString(key);
            m_sketchBars = RowVector::Constant(m, 1.0f / float(std::max(1, m)));
            m_sketch->setKeys(keys);
            m_sketch->setSketch(m_sketchBars);
            m_sketch->setTruth(RowVector());
            m_sketch->setEditable(true);
        }
        // A length is whole; a weight has three decimals, like the heatmaps' two and one more.
        m_number->setDecimals(m_made->from.about == QuestionSubject::Crossover ? 0 : 3);
        m_number->setValue(0.0);
    }
    setStage(m_made ? Stage::Asking : Stage::NoQuestion);
}

bool LessonQuestionPanel::answer()
{
    if (m_stage != Stage::Asking || !m_made)
        return false;
    ClassAnswer given;
    switch (m_made->question.kind) {
    case QuestionKind::Number:
        m_number->interpretText();
        given.number = m_number->value();
        break;
    case QuestionKind::SketchRow:
        try {
            given.sketch = normaliseSketch(m_sketchBars.transpose());
        } catch (const EngineError&) {
            return false;
        }
        break;
    default:
        given.choice = m_choices->currentRow();
        if (given.choice < 0)
            return false;
        break;
    }
    try {
        validateAnswer(m_made->question, given);
    } catch (const EngineError&) {
        return false;
    }
    m_answer = given;
    m_answered = true;
    m_sketch->setEditable(false);
    setStage(Stage::Answered);
    m_revealButton->setFocus();
    return true;
}

void LessonQuestionPanel::reveal()
{
    if (!m_made || (m_stage != Stage::Asking && m_stage != Stage::Answered))
        return;
    m_right =
        m_answered ? std::optional<bool>(isCorrect(m_made->question, m_answer)) : std::nullopt;
    if (m_made->question.kind == QuestionKind::SketchRow) {
        m_sketch->setTruth(m_made->question.trueRow.transpose());
        m_sketch->setEditable(false);
    }
    setStage(Stage::Revealed);
}

void LessonQuestionPanel::setStage(Stage stage)
{
    m_stage = stage;
    refresh();
    emit stageChanged(stage);
}

int LessonQuestionPanel::hiddenQuery() const
{
    const bool asked = m_stage == Stage::Asking || m_stage == Stage::Answered;
    const bool row = m_made && (m_made->from.about == QuestionSubject::Row ||
                                m_made->from.about == QuestionSubject::KeyWeight);
    return asked && row ? m_made->from.query : -1;
}

std::optional<ClassQuestion> LessonQuestionPanel::classQuestion() const
{
    if (!m_made)
        return std::nullopt;
    return LessonQuestionText::forClass(*m_made, m_question ? m_question->prompt : QString());
}

QString LessonQuestionPanel::errorText() const
{
    return m_error;
}

void LessonQuestionPanel::refresh()
{
    const bool has = m_made.has_value();
    const QuestionKind kind = has ? m_made->question.kind : QuestionKind::MultipleChoice;
    const bool asking = m_stage == Stage::Asking;
    if (!has) {
        m_prompt->setText(!m_error.isEmpty()
                              ? tr("This scene's question cannot be asked: %1").arg(m_error)
                          : m_question ? tr("The question waits for the scene's run…")
                                       : tr("This scene has no question."));
    } else {
        m_prompt->setText(m_question && !m_question->prompt.isEmpty()
                              ? m_question->prompt
                              : LessonQuestionText::prompt(*m_made));
    }
    m_choices->setVisible(has && isChoiceKind(kind));
    // Readable after the answer too (not greyed out), but no longer changed.
    m_choices->setSelectionMode(asking ? QAbstractItemView::SingleSelection
                                       : QAbstractItemView::NoSelection);
    if (!asking)
        m_choices->clearSelection(); // the marks below show the answer
    m_number->setVisible(has && kind == QuestionKind::Number);
    m_number->setEnabled(asking);
    m_sketch->setVisible(has && kind == QuestionKind::SketchRow);
    m_answerButton->setVisible(has);
    m_revealButton->setVisible(has);
    m_answerButton->setEnabled(asking && (!isChoiceKind(kind) || m_choices->currentRow() >= 0));
    m_revealButton->setEnabled(has && (asking || m_stage == Stage::Answered));

    QString yours;
    if (has && m_answered) {
        switch (kind) {
        case QuestionKind::Number:
            yours = tr("Your answer: %1").arg(LessonQuestionText::number(*m_made, m_answer.number));
            break;
        case QuestionKind::SketchRow: {
            const int top = argmaxIndex(m_answer.sketch);
            yours = tr("Your sketch puts the most weight on '%1'.")
                        .arg(QString::fromStdString(m_made->question.choices[std::size_t(top)]));
            break;
        }
        default: {
            const QStringList choices = LessonQuestionText::choices(*m_made);
            yours = tr("Your answer: %1")
                        .arg(m_answer.choice >= 0 && m_answer.choice < choices.size()
                                 ? choices.at(m_answer.choice)
                                 : QString());
            break;
        }
        }
    } else if (has && asking) {
        yours = kind == QuestionKind::SketchRow
                    ? tr("Drag the bars (or use ←/→ and ↑/↓), then Answer.")
                : kind == QuestionKind::Number ? tr("Type a number, then press Enter or Answer.")
                                               : tr("Pick one (↑/↓), then press Enter or Answer.");
    }
    m_yourAnswer->setText(yours);

    const bool revealed = has && m_stage == Stage::Revealed;
    QString outcome;
    if (revealed) {
        outcome = LessonQuestionText::truth(*m_made);
        if (m_right) {
            QString verdict = *m_right ? tr("Right.") : tr("Not this time.");
            if (kind == QuestionKind::SketchRow)
                verdict +=
                    QLatin1Char(' ') +
                    tr("Distance of the sketch to the true row (total variation): %1.")
                        .arg(totalVariationDistance(m_answer.sketch, m_made->question.trueRow), 0,
                             'f', 2);
            outcome += QLatin1Char('\n') + verdict;
        }
    }
    m_outcome->setText(outcome);
    m_outcome->setVisible(revealed);
    m_explanation->setText(revealed ? LessonQuestionText::explanation(*m_made) : QString());
    m_explanation->setVisible(revealed);
    // The answer given is marked once fixed; after the reveal the right
    // choice (bold, green) and a wrong answer (red).
    for (int i = 0; i < m_choices->count(); ++i) {
        const bool right = revealed && i == m_made->question.correctChoice;
        const bool chosen = m_answered && i == m_answer.choice;
        QFont font = m_choices->font();
        font.setBold(right);
        QListWidgetItem* item = m_choices->item(i);
        item->setFont(font);
        item->setBackground(right                ? QColor(0x1f, 0x8a, 0x3b, 110)
                            : chosen && revealed ? QColor(0xb0, 0x00, 0x20, 90)
                            : chosen             ? QColor(0x28, 0x58, 0xb8, 90)
                                                 : QBrush());
    }
}

} // namespace ae
