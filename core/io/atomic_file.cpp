#include "core/io/atomic_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSaveFile>

namespace ae {

bool writeFileAtomically(const QString& path,
                         const std::function<bool(QIODevice& out, QString* error)>& write,
                         QString* error)
{
    QString localError;
    QString* err = error ? error : &localError;
    if (path.isEmpty()) {
        *err = QCoreApplication::translate("ae::io", "no output file name given");
        return false;
    }
    if (QFileInfo(path).isDir()) {
        *err = QCoreApplication::translate("ae::io", "%1 is a folder, not a file")
                   .arg(QDir::toNativeSeparators(path));
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        *err = QCoreApplication::translate("ae::io", "cannot write %1: %2")
                   .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    QString writeError;
    if (!write(file, &writeError)) {
        file.cancelWriting();
        *err = QCoreApplication::translate("ae::io", "cannot write %1: %2")
                   .arg(QDir::toNativeSeparators(path), writeError);
        return false;
    }
    if (!file.commit()) {
        *err = QCoreApplication::translate("ae::io", "cannot write %1: %2")
                   .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    return true;
}

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error)
{
    return writeFileAtomically(
        path,
        [&bytes](QIODevice& out, QString* err) {
            if (out.write(bytes) != bytes.size()) {
                *err = out.errorString();
                return false;
            }
            return true;
        },
        error);
}

} // namespace ae
