#pragma once
// attention-explorer-cli export-matrix SPEC.json --stage STAGE [--batch B]
//     [--head H] --format csv|npy -o FILE
// Computes the spec and writes one matrix of the trace as CSV (with token
// labels) or NumPy .npy, for plotting elsewhere.

#include "app/cli/cli_command.h"

#include <QCoreApplication>

namespace ae::cli {

class ExportMatrixCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ExportMatrixCommand)

public:
    QString name() const override;
    QString summary() const override;
    QString help() const override;
    int run(const QStringList& arguments, CliStreams& streams) override;

    // Stage names accepted by --stage, in help order.
    static QStringList stageNames();
};

} // namespace ae::cli
