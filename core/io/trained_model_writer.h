#pragma once
// Saves a model the app trained (core/training/trainer.h) as a Hugging Face
// GPT-2 folder, the form Open Model reads (loadModelFolder +
// loadModelTokenizer), so every model view works on it:
//
//   config.json        model_type "gpt2", n_embd, n_layer, n_head, n_inner,
//                      vocab_size, n_positions, layer_norm_epsilon,
//                      activation_function, attention_scoring (the scoring
//                      function's name in core/scoring.h) and
//                      attention_temperature (its τ), and "attention_explorer"
//                      (the task, its symbols in id order, whatever `notes` adds)
//   model.safetensors  F32, GPT-2's tensor names (wte, wpe, h.{i}.ln_1,
//                      attn.c_attn = q | k | v, attn.c_proj, ln_2, mlp.c_fc,
//                      mlp.c_proj, ln_f); linear maps in Conv1D orientation
//                      (in×out), the transpose of the engine's out×in; the
//                      scoring parameters, one set per layer, as the spec
//                      holds them: general h.{i}.attn.scoring.W (p×p, s =
//                      q·W·kᵀ), additive h.{i}.attn.scoring.W_q and .W_k
//                      (hidden×p, hidden = p) and .w_v (hidden)
//   vocab.json         byte-level vocabulary: each task symbol's byte → its id,
//                      every other of the 256 byte symbols → the unknown id
//   merges.txt         no merges: every character is one token
//
// Each file is written atomically (core/io/atomic_file.h): a reader sees the
// old file or the new one, never half. The folder is created if missing.

#include "core/io/read_error.h"
#include "core/training/symbol_vocabulary.h"
#include "core/training/trainer.h"
#include "core/training/training_task.h"
#include "core/transformer_model.h"

#include <QJsonObject>
#include <QString>

namespace ae {

// The "attention_explorer" notes of a model trained on `task`: "task" (its
// name), "steps", "seed", "positions" ("learned" or "sinusoidal"),
// "explanation" (what the task asks, in the interface's language),
// "example", a question in the task's symbols that the Model tab runs when
// the folder opens (core/io/model_folder.h's ModelNotes), and
// "continuation", the symbols it generates after it: as many as the model's
// positions hold. `question` empty: the task's probe up to its answer. A
// given question must be the task's symbols and at most
// task.sequenceLength() long (the caller checks). One place for the
// Training tab and the CLI's `train`.
QJsonObject trainedModelNotes(const TrainingTask& task, int steps, std::uint64_t seed,
                              PositionKind positions, const QString& question = {});

// False with `error` naming the file ("model.safetensors: …") on failure.
// Refuses a BERT model or weights whose shapes disagree with their config.
bool saveTrainedModel(const QString& folder, const TransformerWeights<float>& weights,
                      const SymbolVocabulary& vocabulary, const QJsonObject& notes,
                      ReadError* error);

// The bytes of model.safetensors for `weights` (tests read them back).
QByteArray gpt2Safetensors(const TransformerWeights<float>& weights);

} // namespace ae
