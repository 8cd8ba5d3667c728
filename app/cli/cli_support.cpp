#include "app/cli/cli_support.h"

#include "core/io/bounded_read.h"
#include "core/io/spec_reader.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QIODevice>
#include <QRegularExpression>

#include <cmath>
#include <limits>

namespace ae::cli {

std::optional<std::uint64_t> parseByteSize(const QString& text)
{
    static const QRegularExpression pattern(
        QStringLiteral("^\\s*([0-9]+(?:\\.[0-9]+)?)\\s*([kmgt]?)(?:i?b)?\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    const QRegularExpressionMatch match = pattern.match(text);
    if (!match.hasMatch())
        return std::nullopt;
    const double number = match.captured(1).toDouble();
    const QString unit = match.captured(2).toLower();
    double scale = 1;
    if (unit == QLatin1String("k"))
        scale = 1024.0;
    else if (unit == QLatin1String("m"))
        scale = 1024.0 * 1024.0;
    else if (unit == QLatin1String("g"))
        scale = 1024.0 * 1024.0 * 1024.0;
    else if (unit == QLatin1String("t"))
        scale = 1024.0 * 1024.0 * 1024.0 * 1024.0;
    const double bytes = std::floor(number * scale);
    if (!(bytes >= 1) || bytes > 1.8e19)
        return std::nullopt;
    return static_cast<std::uint64_t>(bytes);
}

void reportError(QIODevice& err, const QString& field, const QString& message)
{
    QString line = QStringLiteral("error: ");
    if (!field.isEmpty())
        line += field + QStringLiteral(": ");
    // One line: a message never spreads over several.
    line += QString(message).replace(QLatin1Char('\n'), QLatin1Char(' '));
    err.write(line.toUtf8() + '\n');
}

void reportError(QIODevice& err, const SpecError& error)
{
    reportError(err, QString::fromStdString(error.field), QString::fromStdString(error.message));
}

LoadedSpec loadSpec(const QString& path, QIODevice& in, const EngineLimits& limits)
{
    LoadedSpec loaded;
    QByteArray bytes;
    if (path == QLatin1String("-")) {
        ReadError failure;
        bool tooLarge = false;
        std::optional<QByteArray> read =
            readAtMost(in, limits.maxSpecFileBytes, specFileLimitText(), &failure, &tooLarge);
        if (!read) {
            loaded.ioFailure = !tooLarge;
            loaded.error = SpecError{
                QCoreApplication::translate("ae::cli::CliSupport", "standard input").toStdString(),
                failure.english().toStdString()};
            return loaded;
        }
        bytes = std::move(*read);
    } else {
        QFile file(path);
        if (!file.exists() || QFileInfo(path).isDir() || !file.open(QIODevice::ReadOnly)) {
            loaded.ioFailure = true;
            loaded.error.field = path.toStdString();
            const QString message =
                !file.exists() ? QCoreApplication::translate("ae::cli::CliSupport", "no such file")
                : QFileInfo(path).isDir()
                    ? QCoreApplication::translate("ae::cli::CliSupport",
                                                  "is a folder, not a spec file")
                    : QCoreApplication::translate("ae::cli::CliSupport", "cannot open: %1")
                          .arg(file.errorString());
            loaded.error.message = message.toStdString();
            return loaded;
        }
        ReadError failure;
        bool tooLarge = false;
        std::optional<QByteArray> read =
            readAtMost(file, limits.maxSpecFileBytes, specFileLimitText(), &failure, &tooLarge);
        if (!read) {
            loaded.ioFailure = !tooLarge;
            loaded.error = SpecError(path.toStdString(), failure);
            return loaded;
        }
        bytes = std::move(*read);
    }
    std::variant<Spec, SpecError> result = readSpec(bytes, limits);
    if (std::holds_alternative<SpecError>(result))
        loaded.error = std::get<SpecError>(result);
    else
        loaded.spec = std::move(std::get<Spec>(result));
    return loaded;
}

bool readIndexOptions(const QCommandLineParser& parser, std::initializer_list<IndexOption> options,
                      const QString& message, QIODevice& err)
{
    for (const IndexOption& index : options) {
        const QString value = parser.value(index.option);
        int number = 0;
        if (!parseBoundedInt(value, index.first, std::numeric_limits<int>::max(), &number)) {
            reportError(err, QStringLiteral("--") + index.option.names().constFirst(),
                        message.arg(value).arg(index.first));
            return false;
        }
        *index.target = number - index.first;
    }
    return true;
}

std::optional<int> parseCommand(QCommandLineParser& parser, const CliCommand& command,
                                const QStringList& arguments, CliStreams& streams,
                                const QString& seeHelp)
{
    // The description is never shown: --help writes command.help().
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")}, QString());
    parser.addOption(helpOption);
    if (!parser.parse(QStringList{command.name()} + arguments)) {
        reportError(streams.err, QString(), parser.errorText() + QStringLiteral("; ") + seeHelp);
        return ExitUsageError;
    }
    if (parser.isSet(helpOption)) {
        streams.out.write(command.help().toUtf8());
        return ExitSuccess;
    }
    return std::nullopt;
}

bool expectArgumentCount(const QCommandLineParser& parser, int count, const QString& message,
                         QIODevice& err)
{
    if (parser.positionalArguments().size() == count)
        return true;
    reportError(err, QString(), message);
    return false;
}

bool readMaxMemory(const QCommandLineParser& parser, const QCommandLineOption& option,
                   EngineLimits* limits, QIODevice& err)
{
    if (!parser.isSet(option))
        return true;
    const std::optional<std::uint64_t> bytes = parseByteSize(parser.value(option));
    if (!bytes) {
        reportError(err, QStringLiteral("--max-memory"),
                    QCoreApplication::translate("ae::cli::CliSupport",
                                                "expected a size such as 512M or 2G, found '%1'")
                        .arg(parser.value(option)));
        return false;
    }
    limits->maxTraceBytes = *bytes;
    return true;
}

std::optional<SpecRun> computeSpec(const QString& path, const EngineLimits& limits,
                                   CliStreams& streams, int* exitCode, std::optional<Spec>* spec)
{
    LoadedSpec loaded = loadSpec(path, streams.in, limits);
    if (!loaded.spec) {
        reportError(streams.err, loaded.error);
        *exitCode = loaded.ioFailure ? ExitIoError : ExitSpecError;
        return std::nullopt;
    }
    if (spec)
        *spec = loaded.spec;
    std::variant<SpecRun, SpecError> run = runSpec(*loaded.spec, limits);
    if (std::holds_alternative<SpecError>(run)) {
        reportError(streams.err, std::get<SpecError>(run));
        *exitCode = ExitSpecError;
        return std::nullopt;
    }
    return std::move(std::get<SpecRun>(run));
}

bool parseBoundedInt(const QString& text, int lo, int hi, int* out)
{
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    if (!ok || value < lo || value > hi)
        return false;
    *out = value;
    return true;
}

} // namespace ae::cli
