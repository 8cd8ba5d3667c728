#include "ui/export/text_outlining_device.h"

#include "ui/export/text_outlining_engine.h"

namespace ae {

TextOutliningDevice::TextOutliningDevice(QPaintDevice* target)
    : m_target(target), m_engine(std::make_unique<TextOutliningEngine>(target))
{
}

TextOutliningDevice::~TextOutliningDevice() = default;

QPaintEngine* TextOutliningDevice::paintEngine() const
{
    return m_engine.get();
}

int TextOutliningDevice::metric(PaintDeviceMetric metric) const
{
    // QPaintDevice::metric is protected; the public accessors give the same numbers.
    switch (metric) {
    case PdmWidth:
        return m_target->width();
    case PdmHeight:
        return m_target->height();
    case PdmWidthMM:
        return m_target->widthMM();
    case PdmHeightMM:
        return m_target->heightMM();
    case PdmNumColors:
        return m_target->colorCount();
    case PdmDepth:
        return m_target->depth();
    case PdmDpiX:
        return m_target->logicalDpiX();
    case PdmDpiY:
        return m_target->logicalDpiY();
    case PdmPhysicalDpiX:
        return m_target->physicalDpiX();
    case PdmPhysicalDpiY:
        return m_target->physicalDpiY();
    case PdmDevicePixelRatio:
        return int(m_target->devicePixelRatio());
    case PdmDevicePixelRatioScaled:
        return int(m_target->devicePixelRatio() * devicePixelRatioFScale());
    }
    return QPaintDevice::metric(metric);
}

} // namespace ae
