#include "ui/views/color_maps.h"

#include <QCoreApplication>

namespace ae {

namespace {

// Evenly spaced samples (0, 0.1, …, 1) of matplotlib's tables; the gradient
// interpolates linearly between them, which stays within a few RGB steps of
// the 256-entry originals.
const char* const kViridis[] = {"#440154", "#482475", "#414487", "#355f8d", "#2a788e", "#21918c",
                                "#22a884", "#44bf70", "#7ad151", "#bddf26", "#fde725"};
const char* const kCividis[] = {"#00224e", "#083370", "#35456c", "#4f576c", "#666970", "#7d7c78",
                                "#948e77", "#aea371", "#c8b866", "#e5cf52", "#fee838"};
const char* const kMagma[] = {"#000004", "#140e36", "#3b0f70", "#641a80", "#8c2981", "#b73779",
                              "#de4968", "#f7705c", "#fe9f6d", "#fecf92", "#fcfdbf"};
// ColorBrewer RdBu reversed: negative blue, 0 white, positive red.
const char* const kDiverging[] = {"#2166ac", "#4393c3", "#92c5de", "#d1e5f0", "#f7f7f7",
                                  "#fddbc7", "#f4a582", "#d6604d", "#b2182b"};

template <std::size_t N> QCPColorGradient fromStops(const char* const (&colors)[N])
{
    QMap<double, QColor> stops;
    for (std::size_t i = 0; i < N; ++i)
        stops.insert(double(i) / double(N - 1), QColor(QString::fromLatin1(colors[i])));
    QCPColorGradient gradient;
    gradient.setColorStops(stops);
    gradient.setColorInterpolation(QCPColorGradient::ciRGB);
    gradient.setLevelCount(256);
    return gradient;
}

} // namespace

QCPColorGradient colorMap(ColorMapId id)
{
    switch (id) {
    case ColorMapId::Viridis:
        return fromStops(kViridis);
    case ColorMapId::Cividis:
        return fromStops(kCividis);
    case ColorMapId::Magma:
        return fromStops(kMagma);
    case ColorMapId::Diverging:
        return fromStops(kDiverging);
    case ColorMapId::Greys: {
        // White for 0, black for the largest value: heavy weights look "inked".
        QMap<double, QColor> stops{{0.0, QColor(255, 255, 255)}, {1.0, QColor(20, 20, 20)}};
        QCPColorGradient gradient;
        gradient.setColorStops(stops);
        gradient.setLevelCount(256);
        return gradient;
    }
    }
    return fromStops(kViridis);
}

QVector<ColorMapId> allColorMaps()
{
    return {ColorMapId::Viridis, ColorMapId::Cividis, ColorMapId::Magma, ColorMapId::Diverging,
            ColorMapId::Greys};
}

QString colorMapKey(ColorMapId id)
{
    switch (id) {
    case ColorMapId::Viridis:
        return QStringLiteral("viridis");
    case ColorMapId::Cividis:
        return QStringLiteral("cividis");
    case ColorMapId::Magma:
        return QStringLiteral("magma");
    case ColorMapId::Diverging:
        return QStringLiteral("diverging");
    case ColorMapId::Greys:
        return QStringLiteral("greys");
    }
    return QStringLiteral("viridis");
}

std::optional<ColorMapId> colorMapFromKey(const QString& key)
{
    for (ColorMapId id : allColorMaps())
        if (colorMapKey(id).compare(key.trimmed(), Qt::CaseInsensitive) == 0)
            return id;
    return std::nullopt;
}

QString colorMapDisplayName(ColorMapId id)
{
    switch (id) {
    case ColorMapId::Viridis:
        return QCoreApplication::translate("ae::ColorMaps", "Viridis");
    case ColorMapId::Cividis:
        return QCoreApplication::translate("ae::ColorMaps", "Cividis (colour-blind safe)");
    case ColorMapId::Magma:
        return QCoreApplication::translate("ae::ColorMaps", "Magma");
    case ColorMapId::Diverging:
        return QCoreApplication::translate("ae::ColorMaps", "Diverging (blue–white–red)");
    case ColorMapId::Greys:
        return QCoreApplication::translate("ae::ColorMaps", "Greys (print)");
    }
    return {};
}

} // namespace ae
