#include "ui/export/text_outlining_engine.h"

#include <QPainterPathStroker>
#include <QPixmap>
#include <QRegion>

#include <algorithm>
#include <cmath>

namespace ae {

namespace {

constexpr int kMaxCroppedImageSide = 4096; // pixels: an upsampled crop stays below this
constexpr double kPathPrecision = 0.02;    // device units a path coordinate may move

// True when `path` is exactly its axis-aligned bounding rectangle.
bool isAxisAlignedRectangle(const QPainterPath& path)
{
    const QRectF bounds = path.boundingRect();
    if (path.elementCount() < 4 || path.elementCount() > 5)
        return false;
    for (int i = 0; i < path.elementCount(); ++i) {
        const QPainterPath::Element element = path.elementAt(i);
        if (element.isCurveTo())
            return false;
        const bool onX = element.x == bounds.left() || element.x == bounds.right();
        const bool onY = element.y == bounds.top() || element.y == bounds.bottom();
        if (!onX || !onY)
            return false;
    }
    return true;
}

// How far a stroke reaches beyond the outline it strokes, in device units.
double strokeReach(const QPen& pen, const QTransform& transform)
{
    if (pen.style() == Qt::NoPen)
        return 0.0;
    const double width = pen.widthF() > 0 ? pen.widthF() : 1.0;
    const double scale = pen.isCosmetic() ? 1.0
                                          : std::max(std::hypot(transform.m11(), transform.m12()),
                                                     std::hypot(transform.m21(), transform.m22()));
    const double miter = pen.joinStyle() == Qt::MiterJoin || pen.joinStyle() == Qt::SvgMiterJoin
                             ? std::max(1.0, pen.miterLimit())
                             : 1.0;
    const double square = pen.capStyle() == Qt::SquareCap ? std::sqrt(2.0) : 1.0;
    return width * scale * 0.5 * std::max(miter, square);
}

} // namespace

TextOutliningEngine::TextOutliningEngine(QPaintDevice* target)
    : QPaintEngine(QPaintEngine::AllFeatures), m_target(target)
{
}

bool TextOutliningEngine::begin(QPaintDevice* /*device*/)
{
    m_transform = QTransform();
    m_pen = QPen();
    m_brush = QBrush();
    m_brushOrigin = QPointF();
    m_clipEnabled = false;
    m_clip.reset();
    return m_target && m_painter.begin(m_target);
}

bool TextOutliningEngine::end()
{
    return m_painter.end();
}

void TextOutliningEngine::updateState(const QPaintEngineState& state)
{
    const QPaintEngine::DirtyFlags dirty = state.state();
    // The transform first: a clip arriving in the same update is in the
    // logical coordinates of this transform.
    if (dirty & DirtyTransform) {
        m_transform = state.transform();
        m_painter.setTransform(m_transform);
    }
    if (dirty & DirtyPen) {
        m_pen = state.pen();
        m_painter.setPen(m_pen);
    }
    if (dirty & DirtyBrush) {
        m_brush = state.brush();
        m_painter.setBrush(m_brush);
    }
    if (dirty & DirtyBrushOrigin) {
        m_brushOrigin = state.brushOrigin();
        m_painter.setBrushOrigin(m_brushOrigin);
    }
    if (dirty & DirtyBackground)
        m_painter.setBackground(state.backgroundBrush());
    if (dirty & DirtyBackgroundMode)
        m_painter.setBackgroundMode(state.backgroundMode());
    // DirtyFont is not forwarded: no text reaches the target.
    if (dirty & DirtyHints) {
        const QPainter::RenderHints hints = state.renderHints();
        m_painter.setRenderHints(m_painter.renderHints() & ~hints, false);
        m_painter.setRenderHints(hints, true);
    }
    if (dirty & DirtyOpacity)
        m_painter.setOpacity(state.opacity());
    if (dirty & DirtyCompositionMode)
        m_painter.setCompositionMode(state.compositionMode());
    if (dirty & DirtyClipEnabled)
        m_clipEnabled = state.isClipEnabled();
    if (dirty & DirtyClipRegion) {
        QPainterPath path;
        path.addRegion(state.clipRegion());
        setClip(path, state.clipOperation());
    }
    if (dirty & DirtyClipPath)
        setClip(state.clipPath(), state.clipOperation());
}

void TextOutliningEngine::setClip(const QPainterPath& logical, Qt::ClipOperation operation)
{
    if (operation == Qt::NoClip) {
        m_clip.reset();
        return;
    }
    m_clipEnabled = true;
    const QPainterPath device = m_transform.map(logical);
    if (operation == Qt::IntersectClip && m_clip)
        m_clip = m_clip->intersected(device);
    else
        m_clip = device;
    m_clipBounds = m_clip->boundingRect();
    m_clipIsRectangle = isAxisAlignedRectangle(*m_clip);
}

TextOutliningEngine::ClipRelation TextOutliningEngine::relationToClip(const QRectF& logicalBounds,
                                                                      bool stroked) const
{
    if (!clipping())
        return ClipRelation::Inside;
    const double reach = (stroked ? strokeReach(m_pen, m_transform) : 0.0) + 1.0; // + antialiasing
    const QRectF bounds = m_transform.mapRect(logicalBounds).adjusted(-reach, -reach, reach, reach);
    if (!bounds.intersects(m_clipBounds))
        return ClipRelation::Outside;
    const bool inside =
        m_clipIsRectangle ? m_clipBounds.contains(bounds) : m_clip->contains(bounds);
    return inside ? ClipRelation::Inside : ClipRelation::Crossing;
}

QBrush TextOutliningEngine::deviceBrush(const QBrush& brush) const
{
    if (brush.style() == Qt::SolidPattern || brush.style() == Qt::NoBrush)
        return brush;
    // Pattern space → brush transform → brush origin → world transform.
    QBrush device = brush;
    device.setTransform(brush.transform() *
                        QTransform::fromTranslate(m_brushOrigin.x(), m_brushOrigin.y()) *
                        m_transform);
    return device;
}

void TextOutliningEngine::drawClipped(const QPainterPath& logical, bool fill)
{
    m_painter.save();
    m_painter.resetTransform();
    m_painter.setBrushOrigin(QPointF());
    m_painter.setPen(Qt::NoPen);
    if (fill && m_brush.style() != Qt::NoBrush) {
        m_painter.setBrush(deviceBrush(m_brush));
        m_painter.drawPath(m_transform.map(logical).intersected(*m_clip));
    }
    if (m_pen.style() != Qt::NoPen && m_pen.brush().style() != Qt::NoBrush) {
        QPainterPath outline;
        if (m_pen.isCosmetic()) {
            // A cosmetic pen's width is in device units: stroke the device path.
            QPen pen = m_pen;
            if (pen.widthF() <= 0)
                pen.setWidthF(1.0);
            outline = QPainterPathStroker(pen).createStroke(m_transform.map(logical));
        } else {
            outline = m_transform.map(QPainterPathStroker(m_pen).createStroke(logical));
        }
        m_painter.setBrush(deviceBrush(m_pen.brush()));
        m_painter.drawPath(outline.intersected(*m_clip));
    }
    m_painter.restore();
}

QPainterPath TextOutliningEngine::roundedForDevice(const QPainterPath& path) const
{
    // The target writes six significant digits per coordinate; glyph outlines
    // (most of an outlined SVG) need far fewer. Rounding to a power of ten
    // that is at most 1/50 of a device unit changes nothing visible and makes
    // the file about a third smaller.
    const double scale = std::max(std::hypot(m_transform.m11(), m_transform.m12()),
                                  std::hypot(m_transform.m21(), m_transform.m22()));
    if (!(scale > 0) || !std::isfinite(scale))
        return path;
    const double step = std::pow(10.0, std::floor(std::log10(kPathPrecision / scale)));
    QPainterPath rounded = path;
    for (int i = 0; i < rounded.elementCount(); ++i) {
        const QPainterPath::Element element = rounded.elementAt(i);
        rounded.setElementPositionAt(i, std::round(element.x / step) * step,
                                     std::round(element.y / step) * step);
    }
    return rounded;
}

template <typename DrawWhole, typename Outline>
void TextOutliningEngine::drawAgainstClip(const QRectF& logicalBounds, bool fill,
                                          DrawWhole drawWhole, Outline outline)
{
    switch (relationToClip(logicalBounds, true)) {
    case ClipRelation::Inside:
        drawWhole();
        break;
    case ClipRelation::Outside:
        break;
    case ClipRelation::Crossing:
        drawClipped(outline(), fill);
        break;
    }
}

void TextOutliningEngine::drawPath(const QPainterPath& path)
{
    drawAgainstClip(
        path.controlPointRect(), true, [&] { m_painter.drawPath(roundedForDevice(path)); },
        [&] { return path; });
}

void TextOutliningEngine::drawPolygon(const QPointF* points, int pointCount, PolygonDrawMode mode)
{
    if (pointCount <= 0)
        return;
    const QPolygonF polygon(QList<QPointF>(points, points + pointCount));
    const Qt::FillRule rule = mode == OddEvenMode ? Qt::OddEvenFill : Qt::WindingFill;
    drawAgainstClip(
        polygon.boundingRect(), mode != PolylineMode,
        [&] {
            if (mode == PolylineMode)
                m_painter.drawPolyline(polygon);
            else
                m_painter.drawPolygon(polygon, rule);
        },
        [&] {
            QPainterPath path;
            path.addPolygon(polygon);
            if (mode != PolylineMode)
                path.closeSubpath();
            path.setFillRule(rule);
            return path;
        });
}

void TextOutliningEngine::drawLines(const QLineF* lines, int lineCount)
{
    if (lineCount <= 0)
        return;
    QRectF bounds;
    for (int i = 0; i < lineCount; ++i)
        bounds |= QRectF(lines[i].p1(), lines[i].p2()).normalized().adjusted(0, 0, 1e-9, 1e-9);
    drawAgainstClip(
        bounds, false, [&] { m_painter.drawLines(lines, lineCount); },
        [&] {
            QPainterPath path;
            for (int i = 0; i < lineCount; ++i) {
                path.moveTo(lines[i].p1());
                path.lineTo(lines[i].p2());
            }
            return path;
        });
}

void TextOutliningEngine::drawRects(const QRectF* rects, int rectCount)
{
    if (rectCount <= 0)
        return;
    QRectF bounds;
    for (int i = 0; i < rectCount; ++i)
        bounds |= rects[i].normalized();
    drawAgainstClip(
        bounds, true, [&] { m_painter.drawRects(rects, rectCount); },
        [&] {
            QPainterPath path;
            for (int i = 0; i < rectCount; ++i)
                path.addRect(rects[i]);
            return path;
        });
}

void TextOutliningEngine::drawEllipse(const QRectF& rect)
{
    drawAgainstClip(
        rect.normalized(), true, [&] { m_painter.drawEllipse(rect); },
        [&] {
            QPainterPath path;
            path.addEllipse(rect);
            return path;
        });
}

void TextOutliningEngine::drawPoints(const QPointF* points, int pointCount)
{
    if (!clipping()) {
        m_painter.drawPoints(points, pointCount);
        return;
    }
    // A point is a dot of the pen's width: keep the dots whose centre is inside.
    QPolygonF kept;
    for (int i = 0; i < pointCount; ++i) {
        if (m_clip->contains(m_transform.map(points[i])))
            kept.append(points[i]);
    }
    if (!kept.isEmpty())
        m_painter.drawPoints(kept);
}

void TextOutliningEngine::drawPixmap(const QRectF& rect, const QPixmap& pixmap,
                                     const QRectF& source)
{
    drawImage(rect, pixmap.toImage(), source, Qt::AutoColor);
}

void TextOutliningEngine::drawImage(const QRectF& rect, const QImage& image, const QRectF& source,
                                    Qt::ImageConversionFlags flags)
{
    if (image.isNull() || rect.isEmpty() || source.isEmpty())
        return;
    // The part of `rect` that shows. Cropping needs a transform that keeps
    // rectangles rectangles; under a rotation the image is drawn unclipped.
    QRectF shown = rect.normalized();
    if (clipping() && m_transform.type() <= QTransform::TxScale) {
        const QRectF deviceShown = m_transform.mapRect(shown) & m_clipBounds;
        if (deviceShown.isEmpty())
            return;
        shown &= m_transform.inverted().mapRect(deviceShown);
        if (shown.isEmpty())
            return;
    }
    // `shown` in image pixels.
    const double toSourceX = source.width() / rect.width();
    const double toSourceY = source.height() / rect.height();
    QRectF wanted(source.x() + (shown.x() - rect.x()) * toSourceX,
                  source.y() + (shown.y() - rect.y()) * toSourceY, shown.width() * toSourceX,
                  shown.height() * toSourceY);
    wanted &= QRectF(image.rect());
    if (wanted.isEmpty())
        return;
    // The target writes the whole image it is given (QSvgGenerator ignores the
    // source rectangle), so the crop is made here, on whole pixels. When the
    // crop falls inside pixels that are large on the device (a heatmap of a
    // few cells), the crop is first upsampled (nearest pixel) so its edge can
    // land within a device pixel of the clip.
    const QRect whole = wanted.toAlignedRect() & image.rect();
    const QRectF deviceRect = m_transform.mapRect(rect);
    const double devicePerPixel = std::max(std::abs(deviceRect.width() / source.width()),
                                           std::abs(deviceRect.height() / source.height()));
    int factor = 1;
    if (QRectF(whole) != wanted && devicePerPixel > 1.0) {
        factor = int(std::ceil(devicePerPixel));
        const int side = std::max(whole.width(), whole.height());
        factor = std::max(1, std::min(factor, kMaxCroppedImageSide / std::max(1, side)));
    }
    QImage cropped = image.copy(whole);
    if (factor > 1)
        cropped =
            cropped.scaled(cropped.size() * factor, Qt::IgnoreAspectRatio, Qt::FastTransformation);
    const QRectF wantedInCrop((wanted.x() - whole.x()) * factor, (wanted.y() - whole.y()) * factor,
                              wanted.width() * factor, wanted.height() * factor);
    const QRect finalRect = wantedInCrop.toAlignedRect() & cropped.rect();
    if (finalRect.isEmpty())
        return;
    // Where those whole pixels go, in logical coordinates.
    const QRectF target(
        rect.x() + (whole.x() + finalRect.x() / double(factor) - source.x()) / toSourceX,
        rect.y() + (whole.y() + finalRect.y() / double(factor) - source.y()) / toSourceY,
        finalRect.width() / double(factor) / toSourceX,
        finalRect.height() / double(factor) / toSourceY);
    const QImage part = finalRect == cropped.rect() ? cropped : cropped.copy(finalRect);
    m_painter.drawImage(target, part, QRectF(part.rect()), flags);
}

void TextOutliningEngine::drawTiledPixmap(const QRectF& rect, const QPixmap& pixmap,
                                          const QPointF& offset)
{
    if (relationToClip(rect.normalized(), false) == ClipRelation::Outside)
        return;
    // Crossing tiles are drawn whole: no view of this app tiles a pixmap.
    m_painter.drawTiledPixmap(rect, pixmap, offset);
}

} // namespace ae
