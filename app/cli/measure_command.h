#pragma once
// attention-explorer-cli measure [--lengths 16,32,…] [--d D] [--k K] [--r R]
//     [--repeats N] [-o FILE.csv]
// Times the real self-attention, recurrent, convolutional and restricted
// self-attention layers of core/sequence_layers.h for a range of n and writes
// the medians as CSV (the same measurement as the GUI's Measure button).

#include "app/cli/cli_command.h"

#include <QCoreApplication>

namespace ae::cli {

class MeasureCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(MeasureCommand)

public:
    QString name() const override;
    QString summary() const override;
    QString help() const override;
    int run(const QStringList& arguments, CliStreams& streams) override;
};

} // namespace ae::cli
