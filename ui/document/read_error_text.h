#pragma once
// What the interface says about a reader's error (core/io/read_error.h): the
// one place that translates a ReadCode's template through tr(). The tr()
// sources are the English templates of core/io/read_error.cpp, byte for byte
// (a test checks), so the English interface says exactly what the CLI says.
// Verbatim arguments (names, paths, numbers) stay as they are; coded ones are
// translated too. Callable from any thread (QCoreApplication::translate is).

#include "core/io/read_error.h"

#include <QString>

namespace ae {

// The translated template of `code`, placeholders %1 … %9 as in English.
QString readErrorTemplateText(ReadCode code);

// The whole message in the interface's language.
QString translatedReadError(const ReadError& error);

} // namespace ae
