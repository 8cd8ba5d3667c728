#pragma once
// Writing a file so that readers never see half of it: the bytes go to a
// temporary file in the same folder that replaces the target only when every
// byte was written (QSaveFile). On any failure the target is untouched.

#include <QByteArray>
#include <QString>

#include <functional>

class QIODevice;

namespace ae {

bool writeFileAtomically(const QString& path, const QByteArray& bytes, QString* error);

// Streams into the file: `write` returns false (setting *error) to abandon it.
bool writeFileAtomically(const QString& path,
                         const std::function<bool(QIODevice& out, QString* error)>& write,
                         QString* error);

} // namespace ae
