#pragma once
// The words of a lesson question in the interface language: its prompt, its
// choices, the true answer and why it is true, made from a LessonQuestion
// (core/lesson_question.h) whose numbers the run gave. Nothing here computes:
// the truth and the evidence are the question's.

#include "core/lesson_question.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace ae {

class LessonQuestionText
{
    Q_DECLARE_TR_FUNCTIONS(ae::LessonQuestionText)
public:
    // The interface's prompt for the question.
    static QString prompt(const LessonQuestion& question);
    // The choices as shown (heads and the notes' options translated; tokens
    // as they are). Empty for Number and SketchRow questions.
    static QStringList choices(const LessonQuestion& question);
    // "The answer: …" (the right choice, the number, or the row's top key).
    static QString truth(const LessonQuestion& question);
    // Why the answer is right, from the question's evidence.
    static QString explanation(const LessonQuestion& question);
    // One line for the lesson editor: "Winning key · head 1, query 7".
    static QString summary(const QuestionTemplate& question);
    // The kinds and subjects by name, for the editor's menus.
    static QString kindName(QuestionKind kind);
    static QString subjectName(QuestionSubject subject);
    static QString patternName(HeadPattern pattern);
    // The question as a class receives it: `ownPrompt` (the teacher's, when
    // not empty) or the interface's prompt, and the choices as shown.
    static ClassQuestion forClass(const LessonQuestion& question, const QString& ownPrompt);
    // A number as the answer shows it (a weight to 3 decimals, a length whole).
    static QString number(const LessonQuestion& question, double value);
};

} // namespace ae
