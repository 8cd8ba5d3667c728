#pragma once
// The attention spec (docs/spec-format.md, "attention-explorer/spec@1")
// in memory. The CLI computes it, the GUI edits and saves it as its session.
//
// Extensions of this app (other readers ignore them):
//   "text" may hold several lines: one sentence per line makes a batch whose
//   shorter lines are padded with "<pad>" and masked by their valid lengths;
//   "key_text": a source sentence for cross-attention (keys/values);
//   "ui": an object of view settings the GUI keeps with its session.

#include "core/attention_config.h"
#include "core/embedding.h"
#include "core/io/read_error.h"
#include "core/multi_head_attention.h"

#include <QJsonObject>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace ae {

inline constexpr const char* kSpecFormat = "attention-explorer/spec@1";
inline constexpr const char* kResultFormat = "attention-explorer/result@1";
inline constexpr const char* kPadToken = "<pad>";

struct Spec
{
    // Every field as read, including unknown ones: written back on save so a
    // session from a newer version keeps its fields.
    QJsonObject original;

    // Sources: either explicit matrices (inputs.inputs non-empty) or text.
    std::optional<std::string> text;
    std::optional<std::string> keyText;
    EmbeddingConfig embedding;
    AttentionInputs inputs;

    Tokens tokens;    // query labels; empty → "0".."n−1" (or from text)
    Tokens keyTokens; // key labels; empty → tokens (or from key_text)

    AttentionConfig config;
    // "weights": "random" — W_q, W_k, W_v, W_o drawn from config.seed with
    // width modelDim (0 → input width) once the input widths are known.
    bool randomWeights = false;
    int modelDim = 0;
    bool float64 = false; // "precision": "float64": computed in double (spec_runner.h)

    QJsonObject ui; // GUI view settings ("ui" field)
};

// The error of a spec that cannot be read or computed: `field` is the JSON
// path of the offending field ("mask.valid_lens[1]", "weights.W_q"), message
// says what was expected, in English. An error of the engine (EngineError)
// also carries its code and arguments (core/error_code.h), an error of the
// spec reader its ReadError (core/io/read_error.h), so that the interface
// shows either in its own language (ui/document/engine_error_text.h).
struct SpecError
{
    SpecError() = default;
    SpecError(std::string fieldPath, std::string text)
        : field(std::move(fieldPath)), message(std::move(text))
    {
    }
    // The error with the code and English text of the engine.
    explicit SpecError(const EngineError& error)
        : field(error.field()), message(error.message()), code(error.code()), args(error.args())
    {
    }
    // An error of a reader (the message is its English text).
    SpecError(std::string fieldPath, ReadError error)
        : field(std::move(fieldPath)), message(error.english().toStdString()),
          reading(std::move(error))
    {
    }
    // A coded error that no EngineError threw (the message is the code's English text).
    SpecError(std::string fieldPath, ErrorCode errorCode, std::vector<std::string> arguments = {})
        : field(std::move(fieldPath)), message(errorMessage(errorCode, arguments)), code(errorCode),
          args(std::move(arguments))
    {
    }

    std::string field;
    std::string message;
    std::optional<ErrorCode> code; // set when the error is the engine's
    std::vector<std::string> args;
    ReadError reading; // not empty when the error is a reader's
    std::string toString() const { return field.empty() ? message : field + ": " + message; }
};

// True when both specs describe the same computation and session: every
// field compared exactly (matrices element by element), except `original`.
bool sameSpec(const Spec& a, const Spec& b);

} // namespace ae
