#pragma once
// A lesson scene's question, played: question → answer → reveal.
//
// Contract:
// - setQuestion(q) with the scene's question (nullopt: none; the panel says
//   so); it waits for the scene's run, the next setRun(run). The question is
//   made from the run by core (makeLessonQuestion): the truth is the run's,
//   never typed in. A later run whose question differs (the teacher changed
//   the sentence, the heads, the mask) starts the question again; the same
//   question keeps the answer. The run itself is not kept (a large one's
//   memory goes when the window lets it go).
// - Asking: the student answers by picking a choice (list; Enter answers), a
//   number (spin box; Enter answers) or sketching the row (RowSketchWidget,
//   the Predict panel's sketch: drag or keys; Enter answers). Answer (Alt+A)
//   fixes the answer.
// - Answered: Reveal (Alt+R) shows the truth, whether the answer was right
//   (core isCorrect; a sketch also its total variation distance to the row)
//   and why (LessonQuestionText::explanation). Reveal also works without an
//   answer (the teacher shows it).
// - A question the run cannot make (a head the run does not have…) shows the
//   error, named by its field, instead.
// The words follow the interface language (retranslateUi); the state stays.

#include "ui/classroom/scene_question.h"
#include "ui/document/attention_run.h"

#include <QWidget>

#include <optional>

class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace ae {

class RowSketchWidget;

class LessonQuestionPanel : public QWidget
{
    Q_OBJECT
public:
    enum class Stage
    {
        NoQuestion,
        Asking,
        Answered,
        Revealed
    };
    Q_ENUM(Stage)

    explicit LessonQuestionPanel(QWidget* parent = nullptr);

    void setQuestion(const std::optional<SceneQuestion>& question);
    void setRun(const RunPtr& run);

    Stage stage() const { return m_stage; }
    // The question made from the run (nullopt without one, or when it failed).
    const std::optional<LessonQuestion>& question() const { return m_made; }
    // What a class is asked: the prompt shown here and the choices as shown.
    std::optional<ClassQuestion> classQuestion() const;
    // The error that kept the question from being made ("" otherwise).
    QString errorText() const;

    // The buttons' actions, for the keyboard, the lesson's controller and tests.
    bool answer();
    void reveal();
    // The answer given (valid after answer()).
    const ClassAnswer& givenAnswer() const { return m_answer; }
    // After the reveal: whether the given answer was right (nullopt: none given).
    std::optional<bool> wasRight() const { return m_right; }

    QLabel* promptLabel() const { return m_prompt; }
    QListWidget* choiceList() const { return m_choices; }
    QDoubleSpinBox* numberBox() const { return m_number; }
    RowSketchWidget* sketch() const { return m_sketch; }
    QPushButton* answerButton() const { return m_answerButton; }
    QPushButton* revealButton() const { return m_revealButton; }
    QLabel* outcomeLabel() const { return m_outcome; }
    QLabel* explanationLabel() const { return m_explanation; }

    // The query row the views must not show: a question about a row (sketch
    // it, its winning key, one of its weights) while it is asked and not yet
    // revealed; else −1.
    int hiddenQuery() const;

signals:
    void stageChanged(ae::LessonQuestionPanel::Stage stage);

protected:
    void changeEvent(QEvent* event) override;
    // Enter in the number box answers.
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void retranslateUi();
    void remake(const RunPtr& run);
    void startAsking();
    void refresh();
    void setStage(Stage stage);

    std::optional<SceneQuestion> m_question;
    std::optional<LessonQuestion> m_made;
    QString m_error;
    Stage m_stage = Stage::NoQuestion;
    ClassAnswer m_answer;
    bool m_answered = false;
    std::optional<bool> m_right;
    RowVector m_sketchBars;

    QLabel* m_prompt = nullptr;
    QListWidget* m_choices = nullptr;
    QDoubleSpinBox* m_number = nullptr;
    RowSketchWidget* m_sketch = nullptr;
    QPushButton* m_answerButton = nullptr;
    QPushButton* m_revealButton = nullptr;
    QLabel* m_yourAnswer = nullptr;
    QLabel* m_outcome = nullptr;
    QLabel* m_explanation = nullptr;
};

} // namespace ae
