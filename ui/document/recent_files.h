#pragma once
// The "Open Recent" list: most recent first, no duplicates, at most kMaxCount,
// kept in settings::recentFiles.

#include <QStringList>

namespace ae {

class RecentFiles
{
public:
    static constexpr int kMaxCount = 8;

    static QStringList list();
    static void add(const QString& path);
    static void remove(const QString& path);
    static void clear();
};

} // namespace ae
