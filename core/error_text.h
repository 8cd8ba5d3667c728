#pragma once
// The English text of an ErrorCode (core/error_code.h): each code's template
// and the one formatter every EngineError and SpecError message goes
// through. The interface translates the same codes in
// ui/document/engine_error_text.cpp; its tr() sources are these templates.

#include "core/error_code.h"

#include <string>
#include <string_view>
#include <vector>

namespace ae {

// The English template of `code`: placeholders %1 … %9 stand for its
// arguments (a placeholder may appear more than once).
const char* errorTemplate(ErrorCode code);

// `text` with each %1 … %9 replaced by args[0] … args[8], in one pass: an
// argument that itself holds "%1" is not substituted again. A placeholder
// without an argument, and a '%' not followed by 1 … 9, stay as they are.
std::string formatErrorTemplate(std::string_view text, const std::vector<std::string>& args);

// errorTemplate(code) formatted with `args`.
std::string errorMessage(ErrorCode code, const std::vector<std::string>& args);

} // namespace ae
