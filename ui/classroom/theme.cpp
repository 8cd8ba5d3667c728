#include "ui/classroom/theme.h"

#include <QApplication>
#include <QCoreApplication>
#include <QEvent>
#include <QStyle>
#include <QWidget>
#include <qcustomplot.h>

#include <algorithm>

namespace ae {

namespace {

class ThemeText
{
    Q_DECLARE_TR_FUNCTIONS(ae::Theme)
};

Theme::Id g_current = Theme::Id::System;
constexpr const char* kStyledProperty = "aeThemeStyled";

// The palette the application started with: "follow the system".
QPalette systemPalette()
{
    static const QPalette palette =
        QApplication::style() ? QApplication::style()->standardPalette() : QApplication::palette();
    return palette;
}

QPalette darkPalette()
{
    QPalette p;
    const QColor window(45, 45, 48);
    const QColor base(30, 30, 32);
    const QColor text(230, 230, 230);
    const QColor disabledText(128, 128, 128);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, base);
    p.setColor(QPalette::AlternateBase, window);
    p.setColor(QPalette::ToolTipBase, QColor(60, 60, 64));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, disabledText);
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, QColor(255, 90, 90));
    p.setColor(QPalette::Light, QColor(80, 80, 85));
    p.setColor(QPalette::Midlight, QColor(65, 65, 70));
    p.setColor(QPalette::Mid, QColor(90, 90, 96));
    p.setColor(QPalette::Dark, QColor(25, 25, 27));
    p.setColor(QPalette::Shadow, QColor(10, 10, 10));
    p.setColor(QPalette::Highlight, QColor(42, 130, 218));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(100, 170, 255));
    p.setColor(QPalette::LinkVisited, QColor(170, 140, 255));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, disabledText);
    return p;
}

QPalette lightPalette()
{
    QPalette p;
    const QColor window(240, 240, 240);
    const QColor text(20, 20, 20);
    p.setColor(QPalette::Window, window);
    p.setColor(QPalette::WindowText, text);
    p.setColor(QPalette::Base, Qt::white);
    p.setColor(QPalette::AlternateBase, QColor(233, 233, 233));
    p.setColor(QPalette::ToolTipBase, QColor(255, 255, 220));
    p.setColor(QPalette::ToolTipText, text);
    p.setColor(QPalette::PlaceholderText, QColor(120, 120, 120));
    p.setColor(QPalette::Text, text);
    p.setColor(QPalette::Button, window);
    p.setColor(QPalette::ButtonText, text);
    p.setColor(QPalette::BrightText, Qt::red);
    p.setColor(QPalette::Light, Qt::white);
    p.setColor(QPalette::Midlight, QColor(227, 227, 227));
    p.setColor(QPalette::Mid, QColor(160, 160, 160));
    p.setColor(QPalette::Dark, QColor(160, 160, 160));
    p.setColor(QPalette::Shadow, QColor(105, 105, 105));
    p.setColor(QPalette::Highlight, QColor(48, 140, 198));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::Link, QColor(0, 0, 255));
    p.setColor(QPalette::LinkVisited, QColor(255, 0, 255));
    for (QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(120, 120, 120));
    return p;
}

// Only neutral colours (black, greys, white) follow the theme: a view's own
// colours (a head's colour, a highlighted label) are meaning, not decoration.
bool isNeutral(const QColor& color)
{
    const int hi = std::max({color.red(), color.green(), color.blue()});
    const int lo = std::min({color.red(), color.green(), color.blue()});
    return hi - lo <= 16;
}

QColor themed(const QColor& current, const QColor& replacement)
{
    if (!isNeutral(current))
        return current;
    QColor color = replacement;
    color.setAlpha(current.alpha());
    return color;
}

QPen themedPen(QPen pen, const QColor& replacement)
{
    pen.setColor(themed(pen.color(), replacement));
    return pen;
}

void styleAxis(QCPAxis* axis, const QColor& ink, const QColor& grid)
{
    axis->setBasePen(themedPen(axis->basePen(), ink));
    axis->setTickPen(themedPen(axis->tickPen(), ink));
    axis->setSubTickPen(themedPen(axis->subTickPen(), ink));
    axis->setTickLabelColor(themed(axis->tickLabelColor(), ink));
    axis->setLabelColor(themed(axis->labelColor(), ink));
    axis->grid()->setPen(themedPen(axis->grid()->pen(), grid));
    axis->grid()->setZeroLinePen(themedPen(axis->grid()->zeroLinePen(), grid));
}

// Styles plots as they are first polished (created after the last apply()).
class PlotPolishFilter : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        // Views rebuild axes when their data changes (new labels, new
        // colour scale), so the plot is restyled before every replot.
        if (event->type() == QEvent::Polish)
            if (auto* plot = qobject_cast<QCustomPlot*>(watched);
                plot && !plot->property(kStyledProperty).toBool()) {
                plot->setProperty(kStyledProperty, true);
                QObject::connect(plot, &QCustomPlot::beforeReplot, plot, [plot] {
                    Theme::styleWithoutReplot(plot, QApplication::palette());
                });
                Theme::styleWithoutReplot(plot, QApplication::palette());
            }
        return false;
    }
};

} // namespace

QPalette Theme::palette(Id id)
{
    switch (id) {
    case Id::Light:
        return lightPalette();
    case Id::Dark:
        return darkPalette();
    case Id::System:
        break;
    }
    return systemPalette();
}

Theme::Id Theme::current()
{
    return g_current;
}

void Theme::apply(Id id)
{
    systemPalette(); // remember the start-up palette before replacing it
    static PlotPolishFilter* filter = nullptr;
    if (!filter) {
        filter = new PlotPolishFilter(qApp);
        qApp->installEventFilter(filter);
    }
    g_current = id;
    const QPalette p = palette(id);
    QApplication::setPalette(p);
    for (QWidget* widget : QApplication::allWidgets())
        if (auto* plot = qobject_cast<QCustomPlot*>(widget)) {
            if (!plot->property(kStyledProperty).toBool()) {
                plot->setProperty(kStyledProperty, true);
                QObject::connect(plot, &QCustomPlot::beforeReplot, plot, [plot] {
                    Theme::styleWithoutReplot(plot, QApplication::palette());
                });
            }
            stylePlot(plot, p);
        }
}

void Theme::stylePlot(QCustomPlot* plot, const QPalette& palette)
{
    if (!plot)
        return;
    styleWithoutReplot(plot, palette);
    plot->replot(QCustomPlot::rpQueuedReplot);
}

void Theme::styleWithoutReplot(QCustomPlot* plot, const QPalette& palette)
{
    const QColor ink = palette.color(QPalette::WindowText);
    const QColor grid = palette.color(QPalette::Mid);
    plot->setBackground(palette.brush(QPalette::Base));
    for (QCPAxisRect* rect : plot->axisRects()) {
        rect->setBackground(palette.brush(QPalette::Base));
        for (QCPAxis* axis : rect->axes())
            styleAxis(axis, ink, grid);
    }
    // Elements nested in sub-layouts (colour scales beside heatmaps, titles).
    const QList<QCPLayoutElement*> nested = plot->plotLayout()->elements(true);
    for (QCPLayoutElement* element : nested) {
        if (auto* text = qobject_cast<QCPTextElement*>(element))
            text->setTextColor(themed(text->textColor(), ink));
        else if (auto* scale = qobject_cast<QCPColorScale*>(element))
            styleAxis(scale->axis(), ink, grid);
        else if (auto* legend = qobject_cast<QCPLegend*>(element)) {
            legend->setBrush(palette.brush(QPalette::Base));
            legend->setTextColor(themed(legend->textColor(), ink));
            legend->setBorderPen(themedPen(legend->borderPen(), grid));
        }
    }
    if (plot->legend) {
        plot->legend->setBrush(palette.brush(QPalette::Base));
        plot->legend->setTextColor(themed(plot->legend->textColor(), ink));
    }
}

QString Theme::key(Id id)
{
    switch (id) {
    case Id::Light:
        return QStringLiteral("light");
    case Id::Dark:
        return QStringLiteral("dark");
    case Id::System:
        break;
    }
    return QStringLiteral("system");
}

std::optional<Theme::Id> Theme::fromKey(const QString& key)
{
    for (Id id : {Id::System, Id::Light, Id::Dark})
        if (Theme::key(id) == key)
            return id;
    return std::nullopt;
}

QString Theme::displayName(Id id)
{
    switch (id) {
    case Id::Light:
        return ThemeText::tr("Light");
    case Id::Dark:
        return ThemeText::tr("Dark");
    case Id::System:
        break;
    }
    return ThemeText::tr("Follow the system");
}

} // namespace ae
