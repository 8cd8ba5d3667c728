#pragma once
// What the interface says about an error of the engine: the one place that
// formats an ErrorCode (core/error_code.h) and its arguments through tr().
// The tr() sources are the English templates of core/error_text.cpp, byte
// for byte (a test checks), so the English interface says exactly what the
// CLI says, and the Chinese one says it in Chinese.
//
// Fields ("num_heads", "mask.valid_lens") are names in the spec and stay as
// they are. Callable from any thread (QCoreApplication::translate is).

#include "core/io/spec.h"
#include "core/types.h"

#include <QString>

#include <string>
#include <vector>

namespace ae {

// The translated template of `code`, placeholders %1 … %9 as in English.
QString engineErrorTemplate(ErrorCode code);

// The translated message of `code` with its arguments (no field).
QString translatedEngineMessage(ErrorCode code, const std::vector<std::string>& args);

// "field: message" (the message alone when `field` is empty), like
// EngineError::what() but translated.
QString translatedEngineError(const std::string& field, ErrorCode code,
                              const std::vector<std::string>& args);
QString translatedEngineError(const EngineError& error);

// A spec's error: the engine's codes translated here, the spec reader's in
// ui/document/read_error_text.cpp; an uncoded message is returned as it is.
QString translatedSpecErrorMessage(const SpecError& error);
// The same with its field: "field: message".
QString translatedSpecError(const SpecError& error);

} // namespace ae
