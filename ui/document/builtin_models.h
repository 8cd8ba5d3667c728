#pragma once
// The trained models that ship with the app (File ▸ Example Models): one tiny
// GPT-2-style model per training task, trained by the app's own trainer with
// a fixed seed (scripts/make_trained_models.sh writes them into
// resources/models/trained/<task>/, embedded as ":/models/trained/<task>/…").
//
// A model folder is read memory-mapped from disk (core/io/model_folder.h), so
// a built-in one is first copied out of the resources into the user's cache
// folder (once; each file written atomically, so a half-copied folder is
// never opened).

#include "core/training/training_task.h"

#include <QString>
#include <QVector>

namespace ae {

struct BuiltinModel
{
    TaskKind task;
    QString resourceFolder; // ":/models/trained/reverse"
};

class BuiltinModels
{
public:
    // The models the resources hold, in the tasks' order.
    static QVector<BuiltinModel> all();
    // The folder on disk holding `model`'s files, copied there if need be;
    // empty and *error when it cannot be written.
    static QString extract(const BuiltinModel& model, QString* error);
};

} // namespace ae
