#pragma once
// What the CLI tests share: running attention-explorer-cli in-process, its
// standard streams QBuffers, and reading/writing the files it works on.

#include "app/cli/cli_application.h"

#include "tests/file_test_support.h"

#include <QBuffer>
#include <QByteArray>
#include <QFile>
#include <QString>
#include <QStringList>

#include <memory>

namespace ae::cli::test {

struct CliRun
{
    int code = -1;
    QByteArray out;
    QByteArray err;
};

// Runs "attention-explorer-cli <arguments>" with `input` as standard input;
// the built-in commands plus ExtraCommands (e.g. ExportCommand, which lives in
// ae_cli_render and is added by the executable's main).
template <typename... ExtraCommands>
CliRun runCliWith(const QStringList& arguments, const QByteArray& input = QByteArray())
{
    QByteArray inBytes = input;
    CliRun run;
    QBuffer in(&inBytes), out(&run.out), err(&run.err);
    in.open(QIODevice::ReadOnly);
    out.open(QIODevice::WriteOnly);
    err.open(QIODevice::WriteOnly);
    CliApplication cli;
    (cli.addCommand(std::make_unique<ExtraCommands>()), ...);
    run.code =
        cli.run(QStringList{QStringLiteral("attention-explorer-cli")} + arguments, in, out, err);
    return run;
}

// resources/examples/<name> of the source tree (CTest sets AE_SOURCE_DIR).
inline QString examplePath(const char* name)
{
    return qEnvironmentVariable("AE_SOURCE_DIR", QStringLiteral(".")) +
           QStringLiteral("/resources/examples/") + QLatin1String(name);
}

// readAll, writeFile: the tests' shared file helpers.
using ae::test::readAll;
using ae::test::writeFile;

} // namespace ae::cli::test
