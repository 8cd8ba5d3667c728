#include "app/cli/cli_support.h"

#include "core/io/spec_reader.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QIODevice>
#include <QRegularExpression>

#include <cmath>

namespace ae::cli {

namespace {

QString translate(const char* text)
{
    return QCoreApplication::translate("ae::cli::CliApplication", text);
}

} // namespace

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
        bytes = in.readAll();
    } else {
        QFile file(path);
        if (!file.exists() || QFileInfo(path).isDir() || !file.open(QIODevice::ReadOnly)) {
            loaded.ioFailure = true;
            loaded.error.field = path.toStdString();
            const QString message = !file.exists() ? translate("no such file")
                                    : QFileInfo(path).isDir()
                                        ? translate("is a folder, not a spec file")
                                        : translate("cannot open: %1").arg(file.errorString());
            loaded.error.message = message.toStdString();
            return loaded;
        }
        bytes = file.readAll();
        if (file.error() != QFileDevice::NoError) {
            loaded.ioFailure = true;
            loaded.error =
                SpecError{path.toStdString(), "cannot read: " + file.errorString().toStdString()};
            return loaded;
        }
    }
    std::variant<Spec, SpecError> result = readSpec(bytes, limits);
    if (std::holds_alternative<SpecError>(result))
        loaded.error = std::get<SpecError>(result);
    else
        loaded.spec = std::move(std::get<Spec>(result));
    return loaded;
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
