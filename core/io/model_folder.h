#pragma once
// Opens a Hugging Face model folder as users download it: config.json and
// model.safetensors (GPT-2 family: model_type "gpt2"; BERT family: "bert"
// and "distilbert").
// The config is read first, so every tensor's shape is known before its
// bytes are touched; tensors are read from the memory-mapped file and
// converted to the engine's layout (core/transformer_model.h):
//
//   GPT-2  wte, wpe, h.{i}.ln_1/ln_2, h.{i}.attn.c_attn (Conv1D in×3·out:
//          q | k | v along the output, transposed here), h.{i}.attn.c_proj,
//          h.{i}.mlp.c_fc, h.{i}.mlp.c_proj, ln_f; with or without the
//          "transformer." prefix. config.json's optional "attention_scoring"
//          (a name of core/scoring.h, default scaled_dot_product) and
//          "attention_temperature" (default 1), written by
//          core/io/trained_model_writer.h, add each layer's scoring
//          parameters h.{i}.attn.scoring.W (general) or .W_q, .W_k, .w_v
//          (additive)
//   BERT   embeddings.{word,position,token_type}_embeddings,
//          embeddings.LayerNorm, encoder.layer.{i}.attention.self.{query,
//          key,value}, attention.output.dense, attention.output.LayerNorm,
//          intermediate.dense, output.dense, output.LayerNorm (nn.Linear
//          out×in); with or without the "bert." prefix; LayerNorm
//          weight/bias or the older gamma/beta
//   DistilBERT  config.json dim, n_layers, n_heads, hidden_dim, activation
//          (default gelu), max_position_embeddings, sinusoidal_pos_embds,
//          vocab_size; embeddings.{word,position}_embeddings,
//          embeddings.LayerNorm (no token types), transformer.layer.{i}.
//          attention.{q_lin,k_lin,v_lin,out_lin}, sa_layer_norm, ffn.lin1,
//          ffn.lin2, output_layer_norm (nn.Linear out×in); with or without
//          the "distilbert." prefix. Read as a BERT (the same post-LayerNorm
//          block) with tokenTypes 0 and TransformerVariant::DistilBert
//
// Every refusal names the file and the field or tensor: an unknown
// model_type, a missing tensor, a shape that does not match the config, a
// truncated file, a header that lies, pytorch_model.bin without safetensors.

#include "core/io/safetensors.h"
#include "core/limits.h"
#include "core/transformer_model.h"

#include <QString>

#include <cstdint>
#include <functional>
#include <optional>

namespace ae {

struct ModelLimits
{
    int maxWidth = 4096;
    int maxLayers = 96;
    int maxHeads = 64;
    int maxVocabulary = 1 << 20;
    int maxPositions = 1 << 16;
    std::uint64_t maxConfigBytes = 1u << 20; // config.json
    std::uint64_t maxTokenizerFileBytes =
        64ull << 20; // vocab.json, merges.txt, vocab.txt, tokenizer.json
};

// Reads config.json's text. nullopt with `error` ("config.json: n_head: …").
std::optional<TransformerConfig> readModelConfig(const QByteArray& json, ReadError* error,
                                                 const ModelLimits& limits = {});

// What config.json's optional "attention_explorer" block says of a model
// the app trained (core/io/trained_model_writer.h's trainedModelNotes): the
// task's name, an example question and how many symbols to generate after
// it, and the symbol that stands for any character outside the task (never
// seen in training). The strings are empty when absent or not strings, the
// example also when it is longer than `maxPositions` characters (these
// models read one token per character), the unknown symbol unless one
// character; the continuation is 0 unless a whole number that fits the
// positions left. Never an error: the notes only describe a model that
// opens without them.
struct ModelNotes
{
    QString task;
    QString example;
    int continuation = 0;
    QString unknownSymbol;
};
ModelNotes readModelNotes(const QByteArray& json, int maxPositions);

struct LoadedModel
{
    QString folder;
    TransformerWeights<float> weights;
    QString dtype; // of the file's tensors, e.g. "F32" or "F16"
    ModelNotes notes;
};

// How far loading has come, called on the loading thread after each tensor
// it reads: bytes of tensors read so far (never going down) and of all the
// file's tensors. A tensor the model does not use (GPT-2's attn.bias masks)
// is never read, so a load that succeeds ends with a call (total, total).
using LoadProgress = std::function<void(std::uint64_t done, std::uint64_t total)>;

std::optional<LoadedModel> loadModelFolder(const QString& folder, ReadError* error,
                                           const ModelLimits& limits = {},
                                           const LoadProgress& progress = {});

} // namespace ae
