#pragma once
// attention-explorer-cli train --task reverse --layers 2 --heads 4 --dim 32
//     --steps N --seed S --lr 3e-3 --batch 64 -o DIR
// Trains a tiny GPT-2-family model from scratch on a task
// (core/training/trainer.h), printing a progress line at every evaluation,
// and writes the model folder (core/io/trained_model_writer.h: Open Model
// and `model DIR` read it) and DIR/curves.csv (step, train loss, train
// accuracy, held-out loss, held-out accuracy). Bad options are refused with
// the usage exit code before anything is trained.

#include "app/cli/cli_command.h"

#include <QCoreApplication>

namespace ae::cli {

class TrainCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(TrainCommand)

public:
    QString name() const override;
    QString summary() const override;
    QString help() const override;
    int run(const QStringList& arguments, CliStreams& streams) override;
};

} // namespace ae::cli
