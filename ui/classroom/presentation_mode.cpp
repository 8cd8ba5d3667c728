#include "ui/classroom/presentation_mode.h"

#include "ui/classroom/dock_hider.h"
#include "ui/document/app_settings.h"
#include "ui/stepthrough/step_through_view.h"

#include <QApplication>
#include <QDockWidget>
#include <QKeyEvent>
#include <QMainWindow>
#include <QMenuBar>
#include <QStatusBar>
#include <QTabWidget>
#include <qcustomplot.h>

#include <algorithm>
#include <type_traits>

namespace ae {

namespace {

const char* const kScaleProperty = "presentationScale";

// `font` grown by `scale`; a font without a size of its own (−1) follows the
// application font already and is left as it is.
QFont scaledFont(QFont font, double scale)
{
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * scale);
    else if (font.pixelSize() > 0)
        font.setPixelSize(qRound(font.pixelSize() * scale));
    return font;
}

} // namespace

PresentationMode::PresentationMode(QMainWindow* window, QTabWidget* tabs,
                                   StepThroughView* stepThrough, DockHider* docks)
    : QObject(window), m_window(window), m_tabs(tabs), m_stepThrough(stepThrough), m_docks(docks)
{
}

PresentationMode::~PresentationMode()
{
    // The application font is global: never leave it scaled behind a closed window.
    if (m_active)
        QApplication::setFont(m_savedFont);
}

void PresentationMode::toggle()
{
    if (m_active)
        leave();
    else
        enter();
}

QByteArray PresentationMode::geometryToSave() const
{
    return m_active ? m_savedGeometry : m_window->saveGeometry();
}

void PresentationMode::enter()
{
    if (m_active)
        return;
    m_active = true;
    m_savedState = m_window->windowState();
    m_savedFont = QApplication::font();
    m_savedGeometry = m_window->saveGeometry();
    // The docks first: their sizes are noted with the bars still there.
    QList<QDockWidget*> docks;
    for (QDockWidget* dock : m_window->findChildren<QDockWidget*>())
        if (dock->parentWidget() == m_window && !dock->property(kKeepWhilePresenting).toBool())
            docks.append(dock);
    m_docks->hold(DockHider::Presenting, docks);
    m_hiddenWidgets.clear();
    for (QWidget* bar :
         {static_cast<QWidget*>(m_window->menuBar()), static_cast<QWidget*>(m_window->statusBar())})
        if (bar && bar->isVisible()) {
            m_hiddenWidgets.append(bar);
            bar->hide();
        }
    const double scale = std::clamp(settings::presentationFontScale.get(), 1.0, 3.0);
    QFont font = m_savedFont;
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * scale);
    else
        font.setPixelSize(int(font.pixelSize() * scale));
    // Widgets with a font size of their own (a stage title at 1.5× the body,
    // the step-through's arrow) do not follow the application font, nor do
    // widgets with a style sheet (the error banner): those whose size stays
    // put when it changes are grown by the same factor.
    QList<QPair<QPointer<QWidget>, qreal>> ownSizes;
    for (QWidget* widget : m_window->findChildren<QWidget*>())
        if ((widget->testAttribute(Qt::WA_SetFont) || !widget->styleSheet().isEmpty()) &&
            widget->font().pointSizeF() > 0)
            ownSizes.append({widget, widget->font().pointSizeF()});
    QApplication::setFont(font);
    // A dock paints its title in the font it took when it was made
    // (QApplication::font("QDockWidgetTitle")) for as long as its own font
    // equals the application's, so the kept docks' titles (Predict, the
    // lesson question) stayed at the old size. A font of their own makes
    // QDockWidget paint the title in it; PreferOutline differs from the
    // default only for bitmap fonts, so the dock's contents, which inherit
    // it, look the same as with the application font.
    m_titledDocks.clear();
    for (QDockWidget* dock : m_window->findChildren<QDockWidget*>())
        if (dock->property(kKeepWhilePresenting).toBool() && !dock->testAttribute(Qt::WA_SetFont)) {
            QFont titleFont = font;
            titleFont.setStyleStrategy(QFont::PreferOutline);
            dock->setFont(titleFont);
            m_titledDocks.append(dock);
        }
    m_widgetFonts.clear();
    for (const auto& [widget, size] : ownSizes) {
        if (!widget || widget->font().pointSizeF() != size)
            continue;
        QFont grown = widget->font();
        grown.setPointSizeF(size * scale);
        widget->setFont(grown);
        m_widgetFonts.append({widget, size});
    }
    thickenPlots(scale);
    scaleCustomWidgets();
    m_window->setWindowState(m_savedState | Qt::WindowFullScreen);
    qApp->installEventFilter(this);
    emit activeChanged(true);
}

void PresentationMode::leave()
{
    if (!m_active)
        return;
    m_active = false;
    qApp->removeEventFilter(this);
    QApplication::setFont(m_savedFont);
    for (const QPointer<QDockWidget>& dock : m_titledDocks)
        if (dock)
            dock->setFont(QFont()); // follows the application font again
    m_titledDocks.clear();
    for (const auto& [widget, size] : m_widgetFonts)
        if (widget) {
            QFont font = widget->font();
            font.setPointSizeF(size);
            widget->setFont(font);
        }
    m_widgetFonts.clear();
    restorePlots();
    restoreCustomWidgets();
    for (const QPointer<QWidget>& widget : m_hiddenWidgets)
        if (widget)
            widget->show();
    m_hiddenWidgets.clear();
    m_window->setWindowState(m_savedState);
    m_docks->release(DockHider::Presenting);
    m_savedGeometry.clear();
    emit activeChanged(false);
}

void PresentationMode::stepForward()
{
    if (m_stepThrough && m_tabs->currentWidget() == m_stepThrough &&
        m_stepThrough->currentStage() + 1 < m_stepThrough->stageCount()) {
        m_stepThrough->nextStage();
        return;
    }
    if (m_tabs->currentIndex() + 1 < m_tabs->count())
        m_tabs->setCurrentIndex(m_tabs->currentIndex() + 1);
}

void PresentationMode::stepBack()
{
    if (m_stepThrough && m_tabs->currentWidget() == m_stepThrough &&
        m_stepThrough->currentStage() > 0) {
        m_stepThrough->previousStage();
        return;
    }
    if (m_tabs->currentIndex() > 0)
        m_tabs->setCurrentIndex(m_tabs->currentIndex() - 1);
}

bool PresentationMode::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::Polish && m_active) {
        // A self-painted widget made while presenting (a head added) is
        // scaled like those that were there on entering.
        auto* widget = qobject_cast<QWidget*>(watched);
        if (widget && widget->window() == m_window)
            scaleCustomWidget(widget);
        return false;
    }
    if (event->type() != QEvent::KeyPress || !m_active)
        return false;
    auto* widget = qobject_cast<QWidget*>(watched);
    if (!widget || widget->window() != m_window)
        return false;
    const auto* key = static_cast<QKeyEvent*>(event);
    if (key->modifiers() & ~Qt::KeypadModifier)
        return false;
    // A focused self-painted view (heatmap, line view, path diagram) walks its
    // own cells, queries or inputs with the arrows and Space; Esc still leaves.
    const bool viewWalksKeys =
        widget->metaObject()->indexOfProperty(kScaleProperty) >= 0 && widget->hasFocus();
    if (viewWalksKeys && key->key() != Qt::Key_Escape)
        return false;
    switch (key->key()) {
    case Qt::Key_Escape:
        leave();
        return true;
    case Qt::Key_Right:
    case Qt::Key_Space:
        stepForward();
        return true;
    case Qt::Key_Left:
        stepBack();
        return true;
    default:
        return false;
    }
}

void PresentationMode::thickenPlots(double scale)
{
    m_graphPens.clear();
    m_axisStyles.clear();
    m_plots.clear();
    for (QCustomPlot* plot : m_window->findChildren<QCustomPlot*>()) {
        m_plots.append(plot);
        for (QCPAxisRect* rect : plot->axisRects())
            for (QCPAxis* axis : rect->axes()) {
                m_axisStyles.insert(axis,
                                    {axis->tickLabelFont(), axis->labelFont(), axis->basePen()});
                QFont tick = axis->tickLabelFont();
                QFont label = axis->labelFont();
                if (tick.pointSizeF() > 0)
                    tick.setPointSizeF(tick.pointSizeF() * scale);
                if (label.pointSizeF() > 0)
                    label.setPointSizeF(label.pointSizeF() * scale);
                axis->setTickLabelFont(tick);
                axis->setLabelFont(label);
                QPen pen = axis->basePen();
                pen.setWidthF(std::max(1.0, pen.widthF()) * kLineScale);
                axis->setBasePen(pen);
            }
        for (int i = 0; i < plot->graphCount(); ++i) {
            QCPGraph* graph = plot->graph(i);
            QPen pen = graph->pen();
            pen.setWidthF(std::max(1.0, pen.widthF()) * kLineScale);
            m_graphPens.insert(graph, graph->pen());
            graph->setPen(pen);
            scaleMarkers(graph, scale);
        }
        scalePlotTexts(plot, scale);
        plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

void PresentationMode::scaleMarkers(QCPGraph* graph, double scale)
{
    const QCPScatterStyle original = graph->scatterStyle();
    if (original.isNone())
        return;
    // Larger, and an outline drawn as much thicker as the lines (a 1-pixel
    // grey circle was lost on a projector).
    QCPScatterStyle larger = original;
    larger.setSize(original.size() * scale);
    if (original.isPenDefined()) {
        QPen pen = original.pen();
        pen.setWidthF(std::max(1.0, pen.widthF()) * kLineScale);
        larger.setPen(pen);
    }
    graph->setScatterStyle(larger);
    m_markerRestorers.append([pointer = QPointer<QCPGraph>(graph), original, scaled = larger] {
        // Given back unless its view has set a style of its own since.
        if (!pointer || pointer->scatterStyle().size() != scaled.size() ||
            pointer->scatterStyle().pen() != scaled.pen())
            return;
        pointer->setScatterStyle(original);
    });
}

void PresentationMode::scalePlotTexts(QCustomPlot* plot, double scale)
{
    // Sets `object`'s font to the scaled one and remembers how to give it back.
    const auto scaleFont = [this, scale](auto* object, auto getter, auto setter) {
        using Object = std::remove_pointer_t<decltype(object)>;
        const QFont original = (object->*getter)();
        (object->*setter)(scaledFont(original, scale));
        m_textRestorers.append([pointer = QPointer<Object>(object), original, setter] {
            if (pointer)
                (pointer.data()->*setter)(original);
        });
    };
    const auto scaleLegend = [&](QCPLegend* legend) {
        for (int i = 0; i < legend->itemCount(); ++i)
            scaleFont(legend->item(i), &QCPAbstractLegendItem::font,
                      &QCPAbstractLegendItem::setFont);
        // Entries added while presenting take the legend's scaled font: on
        // leaving, those still in it get the legend's own font back too.
        const QFont font = legend->font();
        const QFont scaled = scaledFont(font, scale);
        const QSize icon = legend->iconSize();
        legend->setFont(scaled);
        legend->setIconSize(icon * scale);
        m_textRestorers.append([pointer = QPointer<QCPLegend>(legend), font, scaled, icon] {
            if (!pointer)
                return;
            for (int i = 0; i < pointer->itemCount(); ++i)
                if (pointer->item(i)->font() == scaled)
                    pointer->item(i)->setFont(font);
            pointer->setFont(font);
            pointer->setIconSize(icon);
        });
    };
    for (QCPLayoutElement* element : plot->plotLayout()->elements(true)) {
        if (auto* title = qobject_cast<QCPTextElement*>(element)) {
            scaleFont(title, &QCPTextElement::font, &QCPTextElement::setFont);
        } else if (auto* colorScale = qobject_cast<QCPColorScale*>(element)) {
            scaleFont(colorScale->axis(), &QCPAxis::tickLabelFont, &QCPAxis::setTickLabelFont);
            scaleFont(colorScale->axis(), &QCPAxis::labelFont, &QCPAxis::setLabelFont);
        } else if (auto* legend = qobject_cast<QCPLegend*>(element)) {
            scaleLegend(legend);
        }
    }
    // The main legend sits inside the axis rect's inset layout, not the grid.
    if (plot->legend && !plot->plotLayout()->elements(true).contains(plot->legend))
        scaleLegend(plot->legend);
    for (int i = 0; i < plot->itemCount(); ++i)
        if (auto* text = qobject_cast<QCPItemText*>(plot->item(i)))
            scaleFont(text, &QCPItemText::font, &QCPItemText::setFont);
}

void PresentationMode::restorePlots()
{
    for (const QPointer<QCustomPlot>& plot : m_plots) {
        if (!plot)
            continue;
        for (QCPAxisRect* rect : plot->axisRects())
            for (QCPAxis* axis : rect->axes()) {
                const auto it = m_axisStyles.constFind(axis);
                if (it == m_axisStyles.constEnd())
                    continue;
                axis->setTickLabelFont(it->tickLabelFont);
                axis->setLabelFont(it->labelFont);
                axis->setBasePen(it->basePen);
            }
        for (int i = 0; i < plot->graphCount(); ++i) {
            QCPGraph* graph = plot->graph(i);
            const auto it = m_graphPens.constFind(graph);
            if (it == m_graphPens.constEnd())
                continue;
            QPen thick = *it;
            thick.setWidthF(std::max(1.0, it->widthF()) * kLineScale);
            if (graph->pen() == thick) // untouched by its view since
                graph->setPen(*it);
        }
    }
    for (const auto& restore : m_textRestorers)
        restore();
    m_textRestorers.clear();
    for (const auto& restore : m_markerRestorers)
        restore();
    m_markerRestorers.clear();
    for (const QPointer<QCustomPlot>& plot : m_plots)
        if (plot)
            plot->replot(QCustomPlot::rpQueuedReplot);
    m_axisStyles.clear();
    m_graphPens.clear();
    m_plots.clear();
}

void PresentationMode::scaleCustomWidgets()
{
    m_widgetScales.clear();
    for (QWidget* widget : m_window->findChildren<QWidget*>())
        scaleCustomWidget(widget);
}

void PresentationMode::scaleCustomWidget(QWidget* widget)
{
    if (widget->metaObject()->indexOfProperty(kScaleProperty) < 0)
        return;
    for (const auto& [scaled, scale] : m_widgetScales)
        if (scaled == widget)
            return;
    m_widgetScales.append({widget, widget->property(kScaleProperty).toDouble()});
    widget->setProperty(kScaleProperty, kLineScale);
}

void PresentationMode::restoreCustomWidgets()
{
    for (const auto& [widget, scale] : m_widgetScales)
        if (widget)
            widget->setProperty(kScaleProperty, scale);
    m_widgetScales.clear();
}

} // namespace ae
