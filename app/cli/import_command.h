#pragma once
// attention-explorer-cli import FILE(.npy|.json) [--tokens FILE] [--layer N] [--head H]
//     — validates attention weights of a trained model (AttentionImport, the
//       reader of the GUI's File ▸ Import Attention…) and summarises them:
//       layers, heads, queries × keys, tokens, how far the rows are from
//       summing to 1;
//   … --view heads|head|lines -o OUT.png|svg|pdf [--size|--preset|--dpi|--lang]
//     — saves the Imported tab's figure for one layer, drawn by the same
//       figure registry and options as "export";
//   … --matrix -o OUT.csv|OUT.npy — writes one layer's head's weights.
// A file that cannot be read or does not validate gets the importer's
// message (naming the place) and a non-zero exit. Lives in ae_cli_render.

#include "app/cli/cli_command.h"

#include <QCoreApplication>

namespace ae::cli {

class ImportCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ae::cli::ImportCommand)

public:
    QString name() const override;
    QString summary() const override;
    QString help() const override;
    int run(const QStringList& arguments, CliStreams& streams) override;

    // The figures of the Imported tab (the registry's names): heads, head, lines.
    static QStringList viewNames();
};

} // namespace ae::cli
