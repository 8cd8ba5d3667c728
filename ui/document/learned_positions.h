#pragma once
// A model's learned position table, for the Positional tab's "learned beside
// sinusoidal" view: the open model's (ModelDocument) or a built-in model's
// (BuiltinModels, read from its folder here). No widgets; the similarities
// are computed in core (core/positional_analysis.h).

#include "core/io/model_folder.h"
#include "core/types.h"
#include "ui/document/builtin_models.h"

#include <QString>

#include <optional>

namespace ae {

struct LearnedPositions
{
    QString modelName;    // the folder's name: "gpt2", "copy"
    QString architecture; // "GPT-2", "BERT", "DistilBERT" (transformerName)
    QString tensorName;   // as the checkpoint names it: "wpe", "position_embeddings"
    bool builtin = false; // one of File ▸ Example Models, trained on `task`
    TaskKind task = TaskKind::Copy;
    bool sinusoidal = false; // DistilBERT's sinusoidal_pos_embds: a fixed table
    Matrix table;            // maxPositions × width, as stored
};

// The table of a loaded model; `builtin` says it is one of the app's own.
LearnedPositions learnedPositionsOf(const LoadedModel& model, bool builtin);

// A built-in model's table: copied out of the resources and read (a tiny
// model). nullopt with `error` (translated) when it cannot be.
std::optional<LearnedPositions> builtinLearnedPositions(const BuiltinModel& model, QString* error);

} // namespace ae
