#pragma once
// What the training tasks (core/training/training_task.h) are called and
// what each asks of the model, in the interface's language: one place for
// the Training tab and the CLI's `train`.

#include "core/training/training_task.h"

#include <QString>

namespace ae {

// "Reverse", "Repeat the pattern", … (translated).
QString trainingTaskTitle(TaskKind kind);
// One to three sentences: what the task asks and what a head must learn.
QString trainingTaskExplanation(TaskKind kind);

} // namespace ae
