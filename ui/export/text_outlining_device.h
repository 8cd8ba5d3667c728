#pragma once
// A paint device that draws onto another device (a QSvgGenerator) with every
// glyph turned into a filled path, so the file it produces needs no font: an
// SVG with Chinese token labels looks the same in PowerPoint, Inkscape or a
// browser without a CJK font. Its engine (TextOutliningEngine) forwards every
// drawing call and state change to a QPainter on the target and leaves text
// to QPaintEngine's default, which outlines the glyphs.
//
// The device reports the target's metrics (size, DPI, depth), so fonts in
// points get the size they would get on the target itself.

#include <QPaintDevice>

#include <memory>

namespace ae {

class TextOutliningEngine;

class TextOutliningDevice : public QPaintDevice
{
public:
    // `target` must outlive this device and must not be painted on by anyone
    // else while a QPainter is active on this device.
    explicit TextOutliningDevice(QPaintDevice* target);
    ~TextOutliningDevice() override;

    TextOutliningDevice(const TextOutliningDevice&) = delete;
    TextOutliningDevice& operator=(const TextOutliningDevice&) = delete;

    QPaintEngine* paintEngine() const override;

protected:
    int metric(PaintDeviceMetric metric) const override;

private:
    QPaintDevice* m_target = nullptr;
    std::unique_ptr<TextOutliningEngine> m_engine;
};

} // namespace ae
