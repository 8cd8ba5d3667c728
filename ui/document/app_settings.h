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
// Heads' colour scale: 0 shared by the heads, 1 each head, 2 each row
// (ae::HeadGridView::ColourScale in that order).
inline const Preference<int> headsColourScale{"view/headsColourScale", 0};
inline const Preference<bool> showMeanHead{"view/showMeanHead", false};
inline const Preference<int> linesOrientation{"view/linesOrientation", 0};
inline const Preference<int> currentTab{"view/currentTab", 0};
// Empty: follow the system locale.
inline const Preference<QString> language{"ui/language", QString()};
// Classroom: "system", "light" or "dark" (ae::Theme::key).
inline const Preference<QString> theme{"ui/theme", QStringLiteral("system")};
// Colour map of weights (ae::colorMapKey); signed values stay diverging.
inline const Preference<QString> colorMap{"view/colorMap", QStringLiteral("viridis")};
// Application font scale in presentation mode.
inline const Preference<double> presentationFontScale{"classroom/fontScale", 1.5};
// Figure export dialog: format, size preset, custom size and DPI.
inline const Preference<QString> exportFormat{"export/format", QStringLiteral("png")};
inline const Preference<int> exportPreset{"export/preset", 0};
inline const Preference<int> exportWidth{"export/width", 1920};
inline const Preference<int> exportHeight{"export/height", 1080};
inline const Preference<int> exportDpi{"export/dpi", 144};

} // namespace ae::settings
