#include "ui/document/recent_files.h"

#include "ui/document/app_settings.h"

#include <QFileInfo>

namespace ae {

QStringList RecentFiles::list()
{
    return settings::recentFiles.get();
}

void RecentFiles::add(const QString& path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QStringList files = list();
    files.removeAll(absolute);
    files.prepend(absolute);
    while (files.size() > kMaxCount)
        files.removeLast();
    settings::recentFiles.set(files);
}

void RecentFiles::remove(const QString& path)
{
    QStringList files = list();
    files.removeAll(QFileInfo(path).absoluteFilePath());
    settings::recentFiles.set(files);
}

void RecentFiles::clear()
{
    settings::recentFiles.reset();
}

} // namespace ae
