#include "core/io/training_text.h"

#include <QCoreApplication>

namespace ae {

QString trainingTaskTitle(TaskKind kind)
{
    switch (kind) {
    case TaskKind::Copy:
        return QCoreApplication::translate("ae::TrainingText", "Copy");
    case TaskKind::Reverse:
        return QCoreApplication::translate("ae::TrainingText", "Reverse");
    case TaskKind::Sort:
        return QCoreApplication::translate("ae::TrainingText", "Sort");
    case TaskKind::Repeat:
        return QCoreApplication::translate("ae::TrainingText", "Repeat the pattern");
    case TaskKind::Brackets:
        return QCoreApplication::translate("ae::TrainingText", "Balanced brackets");
    case TaskKind::Own:
        return QCoreApplication::translate("ae::TrainingText", "Your own lines");
    }
    return QString();
}

QString trainingTaskExplanation(TaskKind kind)
{
    switch (kind) {
    case TaskKind::Copy:
        return QCoreApplication::translate(
            "ae::TrainingText",
            "Copy: after the bar, write the letters again. A head can learn to look back "
            "a fixed distance, to the letter it must copy.");
    case TaskKind::Reverse:
        return QCoreApplication::translate(
            "ae::TrainingText",
            "Reverse: after the bar, write the letters backwards. Each answer position must "
            "look at its mirror image in the question, so a head's map turns into an "
            "anti-diagonal.");
    case TaskKind::Sort:
        return QCoreApplication::translate(
            "ae::TrainingText",
            "Sort: after the bar, write the letters in alphabetical order. At each step the "
            "model must find the smallest letter it has not written yet.");
    case TaskKind::Repeat:
        return QCoreApplication::translate(
            "ae::TrainingText",
            "Repeat the pattern: a few letters, then the same letters again and again; how "
            "many changes from one example to the next. From the second time on, the next "
            "letter is the one that followed the current letter before. An induction circuit "
            "of two layers solves it: a head in the first layer looks at the previous letter, "
            "and a head in the second finds where the current letter appeared before and "
            "copies what came after it. (After a letter that appears twice in the pattern the "
            "answer is ambiguous, so it is not scored.) Nothing says how long the pattern is, "
            "so no head can find the answer at a fixed distance; look at the second layer's "
            "heads to see whether the model found the circuit.");
    case TaskKind::Brackets:
        return QCoreApplication::translate(
            "ae::TrainingText",
            "Balanced brackets: after the bar, answer y if every opening bracket is closed "
            "in order, n if not. The model must keep a running count.");
    case TaskKind::Own:
        return QCoreApplication::translate(
            "ae::TrainingText",
            "Your own task: lines of a text file, a question and its answer separated by a "
            "bar. The model is scored on the answer only.");
    }
    return QString();
}

} // namespace ae
