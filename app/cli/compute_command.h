#pragma once
// attention-explorer-cli compute SPEC.json [-o RESULT.json] [--max-memory SIZE] [--compact]
// Reads a spec, runs the forward pass, writes the result JSON (stdout when
// no -o). On any error nothing is written and an existing -o file is kept.

#include "app/cli/cli_command.h"

#include <QCoreApplication>

namespace ae::cli {

class ComputeCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ComputeCommand)

public:
    QString name() const override;
    QString summary() const override;
    QString help() const override;
    int run(const QStringList& arguments, CliStreams& streams) override;
};

} // namespace ae::cli
