#include "ui/document/builtin_models.h"

#include "core/io/atomic_file.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QStandardPaths>

namespace ae {

QVector<BuiltinModel> BuiltinModels::all()
{
    QVector<BuiltinModel> models;
    for (TaskKind kind : {TaskKind::Copy, TaskKind::Reverse, TaskKind::Sort, TaskKind::Repeat,
                          TaskKind::Brackets}) {
        const QString folder =
            QStringLiteral(":/models/trained/") + QLatin1String(TrainingTask::name(kind));
        if (QFile::exists(folder + QStringLiteral("/config.json")))
            models.push_back({kind, folder});
    }
    return models;
}

QString BuiltinModels::extract(const BuiltinModel& model, QString* error)
{
    const QString target =
        QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation))
            .filePath(QStringLiteral("models/") + QDir(model.resourceFolder).dirName());
    if (!QDir().mkpath(target)) {
        if (error)
            *error =
                QCoreApplication::translate("ae::BuiltinModels", "cannot create %1").arg(target);
        return QString();
    }
    const QDir source(model.resourceFolder);
    for (const QString& name : source.entryList(QDir::Files)) {
        QFile in(source.filePath(name));
        if (!in.open(QIODevice::ReadOnly)) {
            if (error)
                *error = QCoreApplication::translate("ae::BuiltinModels", "cannot read %1")
                             .arg(in.fileName());
            return QString();
        }
        const QByteArray bytes = in.readAll(); // an embedded resource of known, small size
        const QString path = QDir(target).filePath(name);
        QFile existing(path);
        if (existing.open(QIODevice::ReadOnly) && existing.size() == bytes.size() &&
            existing.readAll() == bytes)
            continue; // copied before
        if (!writeFileAtomically(path, bytes, error))
            return QString();
    }
    return target;
}

} // namespace ae
