#pragma once
// One command of attention-explorer-cli ("compute", "export-matrix", ...).
// Commands write through the given devices, never to the process's own
// streams, so tests run them in-process with QBuffers.

#include <QString>
#include <QStringList>

class QIODevice;

namespace ae::cli {

// Exit statuses, distinct so scripts can tell what went wrong.
enum ExitCode : int
{
    ExitSuccess = 0,
    ExitSpecError = 1,  // the spec cannot be read or computed (incl. size limits)
    ExitUsageError = 2, // unknown command/option, missing argument, bad option value
    ExitIoError = 3,    // a file cannot be read or written
};

struct CliStreams
{
    QIODevice& in;
    QIODevice& out;
    QIODevice& err;
};

class CliCommand
{
public:
    virtual ~CliCommand() = default;
    virtual QString name() const = 0;
    // One line for the command list.
    virtual QString summary() const = 0;
    // Usage line and every option, for --help.
    virtual QString help() const = 0;
    // `arguments` follow the command name. Returns an ExitCode.
    virtual int run(const QStringList& arguments, CliStreams& streams) = 0;
};

} // namespace ae::cli
