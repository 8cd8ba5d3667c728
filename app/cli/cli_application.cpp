#include "app/cli/cli_application.h"

#include "app/cli/cli_support.h"
#include "app/cli/compute_command.h"
#include "app/cli/export_matrix_command.h"
#include "app/cli/measure_command.h"
#include "app/cli/model_command.h"
#include "app/cli/train_command.h"

#include <QIODevice>

#ifndef AE_VERSION
#define AE_VERSION "0.0.0"
#endif

namespace ae::cli {

CliApplication::CliApplication()
{
    addCommand(std::make_unique<ComputeCommand>());
    addCommand(std::make_unique<ExportMatrixCommand>());
    addCommand(std::make_unique<MeasureCommand>());
    addCommand(std::make_unique<ModelCommand>());
    addCommand(std::make_unique<TrainCommand>());
}

void CliApplication::addCommand(std::unique_ptr<CliCommand> command)
{
    m_commands.push_back(std::move(command));
}

const CliCommand* CliApplication::command(const QString& name) const
{
    for (const std::unique_ptr<CliCommand>& command : m_commands) {
        if (command->name() == name)
            return command.get();
    }
    return nullptr;
}

QString CliApplication::versionText()
{
    return QStringLiteral("attention-explorer-cli %1\n").arg(QLatin1String(AE_VERSION));
}

QString CliApplication::helpText() const
{
    QString text = tr("Usage: attention-explorer-cli COMMAND [OPTIONS]\n"
                      "       attention-explorer-cli --help | --version | help COMMAND\n"
                      "Computes attention specs (JSON, \"attention-explorer/spec@1\") from the "
                      "command line.\n\nCommands:\n");
    for (const std::unique_ptr<CliCommand>& command : m_commands)
        text += QStringLiteral("  %1  %2\n").arg(command->name(), -14).arg(command->summary());
    text += tr("\nOptions:\n"
               "  -h, --help     show this help\n"
               "  -v, --version  show the version\n"
               "\nExit status: 0 success, 1 the spec cannot be read or computed (a message "
               "names the field),\n2 wrong command-line usage, 3 a file cannot be read or "
               "written.\n");
    for (const std::unique_ptr<CliCommand>& command : m_commands)
        text += QLatin1Char('\n') + command->help();
    return text;
}

int CliApplication::run(const QStringList& arguments, QIODevice& in, QIODevice& out, QIODevice& err)
{
    const QStringList args = arguments.mid(1);
    if (args.isEmpty()) {
        reportError(err, QString(), tr("no command given; try 'attention-explorer-cli --help'"));
        return ExitUsageError;
    }
    const QString first = args.front();
    if (first == QLatin1String("--help") || first == QLatin1String("-h") ||
        (first == QLatin1String("help") && args.size() == 1)) {
        out.write(helpText().toUtf8());
        return ExitSuccess;
    }
    if (first == QLatin1String("--version") || first == QLatin1String("-v")) {
        out.write(versionText().toUtf8());
        return ExitSuccess;
    }
    const bool helpForCommand = first == QLatin1String("help");
    const QString name = helpForCommand ? args.at(1) : first;
    CliCommand* selected = nullptr;
    for (const std::unique_ptr<CliCommand>& command : m_commands) {
        if (command->name() == name)
            selected = command.get();
    }
    if (!selected) {
        QStringList names;
        for (const std::unique_ptr<CliCommand>& command : m_commands)
            names.append(command->name());
        reportError(err, QString(),
                    tr("unknown command '%1' (commands: %2); try 'attention-explorer-cli --help'")
                        .arg(name, names.join(QStringLiteral(", "))));
        return ExitUsageError;
    }
    if (helpForCommand) {
        out.write(selected->help().toUtf8());
        return ExitSuccess;
    }
    CliStreams streams{in, out, err};
    return selected->run(args.mid(1), streams);
}

} // namespace ae::cli
