#pragma once
// attention-explorer-cli export SPEC.json --view NAME [--format png|svg|pdf]
//     [--size WxH | --preset NAME] [--dpi N] [--head H] [--batch B] [--query Q]
//     [--lang zh_CN] -o FILE
// attention-explorer-cli export --model DIR --text TEXT --view model-overview|model-head|
//     model-rollout [--layer L] [--head H] [--generate N] [--step S] [...] -o FILE
// attention-explorer-cli export --list-views
// Computes the spec and saves one of the GUI's figures (FigureViews: the same
// widgets the window shows; with --model, a real model's run as the Model
// tab draws it: ModelFigures) without a display. It needs a QApplication: the
// CLI main creates one on the offscreen platform for this command
// (createApplication). Lives in ae_cli_render, which links ae_ui; ae_cli
// itself stays free of widgets.

#include "app/cli/cli_command.h"

#include <QCoreApplication>

#include <memory>

namespace ae::cli {

class ExportCommand : public CliCommand
{
    Q_DECLARE_TR_FUNCTIONS(ExportCommand)

public:
    QString name() const override;
    QString summary() const override;
    QString help() const override;
    int run(const QStringList& arguments, CliStreams& streams) override;

    // The application object the process needs for `arguments`: a
    // QApplication on the offscreen platform (unless QT_QPA_PLATFORM is set)
    // for "export" and "import", a QCoreApplication for every other command.
    static std::unique_ptr<QCoreApplication> createApplication(int& argc, char** argv);
};

} // namespace ae::cli
