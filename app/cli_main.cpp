// attention-explorer-cli: the command-line tool. The commands live in ae_cli
// (app/cli) so tests drive them in-process; this only wires the process's
// standard streams to them.
#include "app/cli/cli_application.h"
#ifdef AE_CLI_RENDER
#include "app/cli/export_command.h" // "export": figures drawn off screen
#include "app/cli/import_command.h" // "import": a trained model's attention, drawn or summarised
#endif

#include <QCoreApplication>
#include <QFile>

#include <cstdio>

int main(int argc, char** argv)
{
#ifdef AE_CLI_RENDER
    const std::unique_ptr<QCoreApplication> app =
        ae::cli::ExportCommand::createApplication(argc, argv);
#else
    QCoreApplication app(argc, argv);
#endif
    QCoreApplication::setApplicationName(QStringLiteral("attention-explorer-cli"));

    QFile in, out, err;
    in.open(stdin, QIODevice::ReadOnly);
    out.open(stdout, QIODevice::WriteOnly);
    err.open(stderr, QIODevice::WriteOnly | QIODevice::Unbuffered);

    ae::cli::CliApplication cli;
#ifdef AE_CLI_RENDER
    cli.addCommand(std::make_unique<ae::cli::ExportCommand>());
    cli.addCommand(std::make_unique<ae::cli::ImportCommand>());
#endif
    const int status = cli.run(QCoreApplication::arguments(), in, out, err);
    out.flush();
    return status;
}
