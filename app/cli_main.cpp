// attention-explorer-cli: the command-line tool. The commands live in ae_cli
// (app/cli) so tests drive them in-process; this only wires the process's
// standard streams to them.
#include "app/cli/cli_application.h"

#include <QCoreApplication>
#include <QFile>

#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("attention-explorer-cli"));

    QFile in, out, err;
    in.open(stdin, QIODevice::ReadOnly);
    out.open(stdout, QIODevice::WriteOnly);
    err.open(stderr, QIODevice::WriteOnly | QIODevice::Unbuffered);

    ae::cli::CliApplication cli;
    const int status = cli.run(QCoreApplication::arguments(), in, out, err);
    out.flush();
    return status;
}
