#pragma once
// Pieces shared by the CLI commands: parsing a command's line (parse errors,
// --help, the count of file arguments), reading and computing the SPEC
// argument, --max-memory sizes, and the one-line error report
// "error: <field>: <message>".

#include "app/cli/cli_command.h"
#include "core/io/spec.h"
#include "core/io/spec_runner.h"

#include <QString>

#include <cstdint>
#include <initializer_list>
#include <optional>

class QCommandLineOption;
class QCommandLineParser;
class QIODevice;

namespace ae::cli {

// "1024", "512K", "512M", "2G", "1.5G", "64MiB", "2GB" (powers of 1024).
// nullopt when the text is not a positive size.
std::optional<std::uint64_t> parseByteSize(const QString& text);

// An integer in [lo, hi] (surrounding spaces allowed); false otherwise, and
// *out is left alone.
bool parseBoundedInt(const QString& text, int lo, int hi, int* out);

// Options whose value is a number counted from `first` (what a user reads:
// heads, layers and batch items from 1, as the figures' titles and the
// window say; positions and steps from 0, as the axes), each read into its
// target as an index from 0. False after reporting, under the first option
// that is not such a number, `message` with %1 the value found and %2 `first`.
struct IndexOption
{
    const QCommandLineOption& option;
    int* target;
    int first = 0;
};
bool readIndexOptions(const QCommandLineParser& parser, std::initializer_list<IndexOption> options,
                      const QString& message, QIODevice& err);

// Writes "error: <field>: <message>\n" (or "error: <message>\n").
void reportError(QIODevice& err, const QString& field, const QString& message);
void reportError(QIODevice& err, const SpecError& error);

struct LoadedSpec
{
    std::optional<Spec> spec;
    SpecError error;
    bool ioFailure = false; // the file could not be read (vs. a bad spec)
};

// `path` "-" reads the spec from `in`.
LoadedSpec loadSpec(const QString& path, QIODevice& in, const EngineLimits& limits);

// The start every command shares: adds -h/--help to `parser` (each command
// writes its own help()), then parses `arguments` (what follows the command
// name). Returns the exit code when the command ends here: ExitUsageError
// after reporting "error: <parser's message>; <seeHelp>", or ExitSuccess after
// writing command.help(). nullopt: go on, the options are in `parser`.
std::optional<int> parseCommand(QCommandLineParser& parser, const CliCommand& command,
                                const QStringList& arguments, CliStreams& streams,
                                const QString& seeHelp);

// True when the parser holds exactly `count` file arguments; otherwise
// reports `message` (a whole sentence, naming what the command takes).
bool expectArgumentCount(const QCommandLineParser& parser, int count, const QString& message,
                         QIODevice& err);

// --max-memory SIZE, when given, into limits->maxTraceBytes; false after
// reporting a text that is not a size.
bool readMaxMemory(const QCommandLineParser& parser, const QCommandLineOption& option,
                   EngineLimits* limits, QIODevice& err);

// Reads the spec at `path` (loadSpec) and runs it. nullopt after reporting
// the error; *exitCode is then ExitIoError (unreadable file) or ExitSpecError.
// `spec`, when given, receives the spec read (also when the run then fails).
std::optional<SpecRun> computeSpec(const QString& path, const EngineLimits& limits,
                                   CliStreams& streams, int* exitCode,
                                   std::optional<Spec>* spec = nullptr);

} // namespace ae::cli
