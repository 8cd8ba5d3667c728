#pragma once
// Presentation mode for a classroom: the main window full screen with its
// docks, menu bar and status bar hidden, the application font scaled
// (settings::presentationFontScale, 1.5× by default: heatmap cell values and
// axis labels follow the font), plot lines drawn thicker and data points
// (graphs' scatter markers) larger by the font's factor, and a keyboard walk:
// → or Space = next step-through stage or next tab, ← = back, Esc = leave
// (while a self-painted view has the focus, the arrows and Space are its own).
// Every text a plot draws grows with the font, with the size it is measured
// at: axis and colour-scale labels, plot titles (QCPTextElement), legends and
// their entries, text items (cell values); their fonts are set explicitly on
// entering and given back on leaving (a font copied from the plot before
// entering would otherwise be drawn at the new application size but measured
// at the old one, clipping titles and legends).
// Widgets that paint themselves (the line view, the path diagram, the token
// chips…) declare a `presentationScale` property (double, 1 normally): it is
// set to kLineScale on entering (or when one is made while presenting) and
// given back its old value on leaving.
// Leaving restores the window state and the font exactly; the docks are
// hidden through the window's DockHider, which gives them back as they were
// (see there). A dock the class works in while presenting (Predict) keeps
// itself visible with the property kKeepWhilePresenting set to true; its
// title grows with the font. geometryToSave() is the window's geometry as
// the user left it (before presenting): what to save on closing.
// (Every menu key is also the window's own, so F5, F6, Page Up / Page Down
// (lesson scenes), Ctrl+Page Up / Down (views)… work in and out of this mode.)

#include <QByteArray>
#include <QFont>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPen>
#include <QPointer>

#include <functional>

class QCPAxis;
class QCPGraph;
class QCustomPlot;
class QDockWidget;
class QMainWindow;
class QTabWidget;
class QWidget;

namespace ae {

class DockHider;
class StepThroughView;

class PresentationMode : public QObject
{
    Q_OBJECT
public:
    // `stepThrough` (may be null) is stepped stage by stage while its tab is
    // current; `docks` (the window's) hides and gives back the docks.
    PresentationMode(QMainWindow* window, QTabWidget* tabs, StepThroughView* stepThrough,
                     DockHider* docks);
    // Plot pens and self-painted widgets' lines grow by this factor.
    static constexpr double kLineScale = 2.0;
    // A dock with this property true is not hidden on entering.
    static constexpr const char* kKeepWhilePresenting = "keepWhilePresenting";
    ~PresentationMode() override;

    bool isActive() const { return m_active; }
    void enter();
    void leave();
    void toggle();
    QByteArray geometryToSave() const;

    // Next / previous stage or tab (the keyboard walk).
    void stepForward();
    void stepBack();

signals:
    void activeChanged(bool active);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    struct AxisStyle
    {
        QFont tickLabelFont;
        QFont labelFont;
        QPen basePen;
    };
    void thickenPlots(double scale);
    void scalePlotTexts(QCustomPlot* plot, double scale);
    void scaleMarkers(QCPGraph* graph, double scale);
    void restorePlots();
    void scaleCustomWidgets();
    void scaleCustomWidget(QWidget* widget);
    void restoreCustomWidgets();

    QMainWindow* m_window;
    QTabWidget* m_tabs;
    QPointer<StepThroughView> m_stepThrough;
    DockHider* m_docks;
    bool m_active = false;
    Qt::WindowStates m_savedState;
    QByteArray m_savedGeometry;
    QFont m_savedFont;
    QList<QPointer<QWidget>> m_hiddenWidgets;
    QHash<QCPAxis*, AxisStyle> m_axisStyles;
    QList<QPointer<QCustomPlot>> m_plots;
    QHash<const void*, QPen> m_graphPens; // by graph; restored if still drawn with our pen
    QList<QPair<QPointer<QWidget>, double>> m_widgetScales; // presentationScale before entering
    QList<std::function<void()>> m_textRestorers;           // give plot texts their fonts back
    QList<std::function<void()>> m_markerRestorers;         // give graphs' markers their sizes back
    QList<QPair<QPointer<QWidget>, qreal>> m_widgetFonts;   // own point size before entering
    QList<QPointer<QDockWidget>> m_titledDocks;             // kept docks given the title's font
};

} // namespace ae
