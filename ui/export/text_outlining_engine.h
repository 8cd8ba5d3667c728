#pragma once
// The paint engine of TextOutliningDevice: forwards every drawing call and
// every state change (pen, brush, brush origin, transform, hints, opacity,
// composition mode) to a QPainter on the target device, except text. Text is
// left to QPaintEngine::drawTextItem's default implementation, which turns the
// glyphs into a QPainterPath and fills it through painter()->fillPath — that
// arrives back here as drawPath, so the target only ever sees paths.
//
// Clipping is done here, in device coordinates, because the target may not
// clip at all (Qt 6.4's QSvgGenerator ignores the painter's clip, so a zoomed
// QCustomPlot graph would run over its axes): a shape wholly inside the clip is
// forwarded as it is, one wholly outside is dropped, and one crossing the edge
// is intersected with the clip (its stroke first turned into an outline with
// QPainterPathStroker). Images are cropped to the clip's bounding rectangle
// when the transform only scales and translates. QPainter hands a non-extended
// engine its clip in logical coordinates together with the transform in force
// when the clip was set (also when it replays the clips on restore()), so the
// clip is mapped to device coordinates as it arrives.

#include <QPaintEngine>
#include <QPainter>
#include <QPainterPath>
#include <QPen>
#include <QTransform>

#include <optional>

namespace ae {

class TextOutliningEngine : public QPaintEngine
{
public:
    explicit TextOutliningEngine(QPaintDevice* target);

    bool begin(QPaintDevice* device) override;
    bool end() override;
    void updateState(const QPaintEngineState& state) override;

    using QPaintEngine::drawEllipse;
    using QPaintEngine::drawLines;
    using QPaintEngine::drawPoints;
    using QPaintEngine::drawPolygon;
    using QPaintEngine::drawRects;
    void drawPath(const QPainterPath& path) override;
    void drawPolygon(const QPointF* points, int pointCount, PolygonDrawMode mode) override;
    void drawLines(const QLineF* lines, int lineCount) override;
    void drawRects(const QRectF* rects, int rectCount) override;
    void drawEllipse(const QRectF& rect) override;
    void drawPoints(const QPointF* points, int pointCount) override;
    void drawPixmap(const QRectF& rect, const QPixmap& pixmap, const QRectF& source) override;
    void drawImage(const QRectF& rect, const QImage& image, const QRectF& source,
                   Qt::ImageConversionFlags flags) override;
    void drawTiledPixmap(const QRectF& rect, const QPixmap& pixmap, const QPointF& offset) override;
    // drawTextItem is deliberately not overridden (see above).

    Type type() const override { return QPaintEngine::User; }

private:
    enum class ClipRelation
    {
        Inside,  // draw as it is
        Outside, // draw nothing
        Crossing // intersect with the clip
    };
    ClipRelation relationToClip(const QRectF& logicalBounds, bool stroked) const;
    // Draws `logical` (in logical coordinates) intersected with the clip, in
    // device coordinates: the fill (when `fill`) with the brush, the stroke
    // as an outline filled with the pen's brush.
    void drawClipped(const QPainterPath& logical, bool fill);
    // By the bounds' relation to the clip: drawWhole() as it is, nothing, or
    // outline() (the same shape as a path) through drawClipped.
    template <typename DrawWhole, typename Outline>
    void drawAgainstClip(const QRectF& logicalBounds, bool fill, DrawWhole drawWhole,
                         Outline outline);
    // A brush for device coordinates that paints what `brush` paints in
    // logical ones (gradients and textures follow the transform).
    QBrush deviceBrush(const QBrush& brush) const;
    void setClip(const QPainterPath& logical, Qt::ClipOperation operation);
    // `path` with its coordinates rounded to a small fraction of a device unit.
    QPainterPath roundedForDevice(const QPainterPath& path) const;
    bool clipping() const { return m_clipEnabled && m_clip.has_value(); }

    QPaintDevice* m_target = nullptr;
    QPainter m_painter;
    QTransform m_transform; // logical → device
    QPen m_pen;
    QBrush m_brush;
    QPointF m_brushOrigin;
    bool m_clipEnabled = false;
    std::optional<QPainterPath> m_clip; // device coordinates
    QRectF m_clipBounds;                // m_clip's bounding rectangle
    bool m_clipIsRectangle = false;     // m_clip == m_clipBounds
};

} // namespace ae
