#pragma once
// The tiny model folders the tests share (tests/fixtures/models/, written by
// scripts/make_tiny_models.py with their numpy references), found through
// AE_SOURCE_DIR like the tests' other data.

#include "core/io/model_folder.h"

#include <QString>
#include <QtGlobal>

#include <optional>
#include <utility>

namespace ae::test {

// The folder of fixture model `name` ("tiny-gpt2", "tiny-bert", …).
inline QString modelFixture(const char* name)
{
    return qEnvironmentVariable("AE_SOURCE_DIR", QStringLiteral(".")) +
           QStringLiteral("/tests/fixtures/models/") + QLatin1String(name);
}

// The fixture model, loaded; a fixture that does not load ends the test run.
inline ae::LoadedModel loadModelFixture(const char* name)
{
    ae::ReadError error;
    std::optional<ae::LoadedModel> model = ae::loadModelFolder(modelFixture(name), &error);
    if (!model)
        qFatal("%s", qPrintable(error.english()));
    return std::move(*model);
}

} // namespace ae::test
