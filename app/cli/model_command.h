#pragma once
// attention-explorer-cli model DIR [--ids N,N,… [--types T,T,…]
//     [--layer L --head H -o FILE.csv|FILE.npy] [--generate N]]
// Opens a Hugging Face model folder (config.json + model.safetensors, GPT-2
// or BERT; core/io/model_folder.h). Without --ids it prints a summary; with
// token ids it runs the model and prints each layer's heads, writes one
// head's attention weights (-o), or continues a GPT-2 prompt greedily.
// Layers and heads are counted from 0, like --head elsewhere in this tool.

#include "app/cli/cli_command.h"

#include <QCoreApplication>

namespace ae::cli {

class ModelCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ModelCommand)

public:
    QString name() const override;
    QString summary() const override;
    QString help() const override;
    int run(const QStringList& arguments, CliStreams& streams) override;
};

} // namespace ae::cli
