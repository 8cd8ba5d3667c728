#pragma once
// Attention weights computed elsewhere (a trained model), read so the app can
// show them beside its own toy heads. Two sources:
//
//  * NumPy .npy (float32 or float64) of shape (heads, q, k),
//    (layers, heads, q, k) or (layers, 1, heads, q, k) — the last is
//    torch.stack(outputs.attentions) of a Hugging Face model with batch 1.
//    Tokens come from a sidecar file (see tokenSidecarCandidates) or are
//    numbered "0", "1", ….
//  * JSON: {"format": "attention-explorer/attentions@1",
//           "tokens": ["The", "cat", …],            // q labels (required)
//           "key_tokens": [...],                     // optional, k labels
//           "model": "bert-base-uncased",            // optional, shown as source
//           "attentions": [layer][batch?][head][q][k]}
//    which is json.dump of [a.tolist() for a in outputs.attentions] (batch 1)
//    plus the tokens. The batch level may be left out.
//
// Validation (every message names the field or the shape): the rank and
// every nested length agree ("attentions[2][0][5]: 7 numbers, expected 9");
// every number is finite; each query row is a distribution — non-negative
// and summing to 1 within kRowSumTolerance. A row of all zeros is accepted
// as a fully masked query (the app's own softmax gives such rows) and
// reported in `warnings`. Token lists must have q (and k) entries. Sizes are
// checked against EngineLimits before anything large is allocated.
//
// scripts/dump_attention.py writes both formats from PyTorch.

#include "core/io/read_error.h"
#include "core/limits.h"
#include "core/types.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace ae {

struct ImportedAttention
{
    // layers[l][h] is a q×k matrix of weights; every layer has the same
    // number of heads and every matrix the same shape.
    std::vector<std::vector<Matrix>> layers;
    QStringList queryTokens; // q entries
    QStringList keyTokens;   // k entries (equal to queryTokens for self-attention)
    QString source;          // e.g. "bert.npy (12 layers × 12 heads, 9×9)"
    QStringList warnings;    // e.g. fully masked rows, numbered tokens

    int layerCount() const { return int(layers.size()); }
    int headCount() const { return layers.empty() ? 0 : int(layers.front().size()); }
    int queryCount() const;
    int keyCount() const;
};

class AttentionImport
{
public:
    static constexpr double kRowSumTolerance = 1e-3;
    static constexpr char kJsonFormat[] = "attention-explorer/attentions@1";

    // By suffix: ".npy" or ".json" (case-insensitive). `tokensPath` (may be
    // empty) overrides the sidecar search for .npy files. On failure returns
    // nullopt and sets *error to one clear sentence.
    static std::optional<ImportedAttention>
    readFile(const QString& path, const QString& tokensPath, ReadError* error,
             const EngineLimits& limits = EngineLimits::defaults());

    // `name` is only used in the source description.
    static std::optional<ImportedAttention>
    fromNpy(const QByteArray& bytes, const QStringList& tokens, const QString& name,
            ReadError* error, const EngineLimits& limits = EngineLimits::defaults());
    static std::optional<ImportedAttention>
    fromJson(const QByteArray& bytes, const QString& name, ReadError* error,
             const EngineLimits& limits = EngineLimits::defaults());

    // Token list files: UTF-8 text with one token per line (a final empty
    // line is ignored) or a JSON array of strings / an object with "tokens".
    static std::optional<QStringList> readTokens(const QByteArray& bytes, bool json,
                                                 ReadError* error);

    // Sidecars tried for "x.npy", in order: "x.tokens.txt", "x.tokens.json",
    // "x.txt", "x.json".
    static QStringList tokenSidecarCandidates(const QString& npyPath);
};

} // namespace ae
