#pragma once
// Every persistent setting of the GUI, declared once with its key and default.

#include "ui/document/preference.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace ae::settings {

inline const Preference<QByteArray> windowGeometry{"window/geometry", QByteArray()};
inline const Preference<QByteArray> windowState{"window/state", QByteArray()};
inline const Preference<QStringList> recentFiles{"files/recent", QStringList()};
inline const Preference<QString> lastDirectory{"files/lastDirectory", QString()};
inline const Preference<bool> sharedColorScale{"view/sharedColorScale", true};
inline const Preference<bool> showMeanHead{"view/showMeanHead", false};
inline const Preference<int> linesOrientation{"view/linesOrientation", 0};
inline const Preference<int> currentTab{"view/currentTab", 0};
// Empty: follow the system locale.
inline const Preference<QString> language{"ui/language", QString()};

} // namespace ae::settings
