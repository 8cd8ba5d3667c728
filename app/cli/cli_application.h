#pragma once
// attention-explorer-cli: dispatches "COMMAND args..." to a registered
// CliCommand; handles --help / --version / help COMMAND. New commands (the
// figure "export" of the GUI layer) are added with addCommand.

#include "app/cli/cli_command.h"

#include <QCoreApplication>

#include <memory>
#include <vector>

namespace ae::cli {

class CliApplication
{
    Q_DECLARE_TR_FUNCTIONS(CliApplication)

public:
    // Registers the built-in commands: compute, export-matrix.
    CliApplication();

    void addCommand(std::unique_ptr<CliCommand> command);
    const CliCommand* command(const QString& name) const;

    // `arguments` as in QCoreApplication::arguments(): the program name first.
    // Returns the process exit code (ExitCode).
    int run(const QStringList& arguments, QIODevice& in, QIODevice& out, QIODevice& err);

    QString helpText() const;
    static QString versionText();

private:
    std::vector<std::unique_ptr<CliCommand>> m_commands;
};

} // namespace ae::cli
