// gui-latency-bench: from a parameter change to repainted heatmaps, in the
// real main window (offscreen unless QT_QPA_PLATFORM says otherwise).
//
// For (n, d, h) = (64,256,8), (256,256,8), (1024,256,8) it changes the
// temperature repeatedly through the document (as the slider does) and times
// each change until the runner delivered the run and the window repainted;
// it prints the median and the 95th percentile. It also prints the time from
// program start to the first painted example. Figures only: not a test.
//
// --phases also prints, per size, the median of where each change's time went:
// engine = the pass on the worker thread; deliver = the rest until the
// window's runFinished handlers returned (request, thread hand-over, queued
// signal, views taking the run); replot = the queued QCustomPlot replots
// (colour-map images, axes, overlay); paint = the window's repaint.

#include "core/allocator_tuning.h"
#include "ui/document/attention_document.h"
#include "ui/document/attention_runner.h"
#include "ui/document/command_id.h"
#include "ui/main/main_window.h"

#include "bench/gui_bench_support.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>
#include <functional>
#include <vector>

namespace {

struct Phases
{
    double engine = 0.0;
    double deliver = 0.0;
    double replot = 0.0;
    double paint = 0.0;
};

double msBetween(qint64 from, qint64 to)
{
    return double(to - from) / 1e6;
}

// Makes `change` (which may be empty), processes events until the runner
// delivered the resulting run, then paints the window. A run already
// delivered before this is called (the window's first run, if something
// processed events during construction) counts as delivered now.
double changeAndPaint(ae::MainWindow& window, const QElapsedTimer& clock, qint64 start,
                      const std::function<void()>& change, Phases* phases = nullptr)
{
    const qint64 delivered = ae::bench::changeAndWaitForRun(window, change, &clock).atNanoseconds;
    const qint64 beforeReplot = clock.nsecsElapsed();
    QCoreApplication::processEvents(); // queued replots of the views
    const qint64 beforePaint = clock.nsecsElapsed();
    window.repaint();
    const qint64 end = clock.nsecsElapsed();
    if (phases) {
        phases->engine = window.runner()->lastComputeMilliseconds();
        phases->deliver = msBetween(start, delivered) - phases->engine;
        phases->replot = msBetween(beforeReplot, beforePaint);
        phases->paint = msBetween(beforePaint, end);
    }
    return msBetween(start, end);
}

double percentile(std::vector<double> v, double q)
{
    std::sort(v.begin(), v.end());
    const std::size_t i = std::min(v.size() - 1, std::size_t(q * double(v.size() - 1) + 0.5));
    return v[i];
}

} // namespace

int main(int argc, char** argv)
{
    QElapsedTimer clock;
    clock.start();
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QStandardPaths::setTestModeEnabled(true); // leave the user's settings alone
    ae::tuneAllocatorForRepeatedTraces();
    QApplication app(argc, argv);
    const bool showPhases = QCoreApplication::arguments().contains(QStringLiteral("--phases"));

    ae::MainWindow window;
    window.resize(1440, 900);
    window.show();
    const double startupMs = changeAndPaint(window, clock, 0, {});
    std::printf("startup to the painted example: %.0f ms\n", startupMs);

    const int sizes[] = {64, 256, 1024};
    const int d = 256, h = 8, changes = 30;
    std::printf("%6s %5s %3s %12s %10s\n", "n", "d", "h", "median ms", "p95 ms");
    for (const int n : sizes) {
        const ae::Spec spec = ae::bench::sentenceSpec(n, d, h);
        qint64 start = clock.nsecsElapsed();
        changeAndPaint(window, clock, start, [&] { window.document()->reset(spec); });

        std::vector<double> latencies;
        std::vector<double> engine, deliver, replot, paint;
        for (int i = 0; i < changes; ++i) {
            const float temperature = 0.5f + 0.05f * float(i % 20);
            start = clock.nsecsElapsed();
            Phases phases;
            latencies.push_back(changeAndPaint(
                window, clock, start,
                [&] {
                    window.document()->edit(
                        ae::CommandId::Temperature, QStringLiteral("temperature"),
                        [temperature](ae::Spec& s) { s.config.scoring.temperature = temperature; });
                },
                &phases));
            engine.push_back(phases.engine);
            deliver.push_back(phases.deliver);
            replot.push_back(phases.replot);
            paint.push_back(phases.paint);
        }
        std::printf("%6d %5d %3d %12.1f %10.1f\n", n, d, h, percentile(latencies, 0.5),
                    percentile(latencies, 0.95));
        if (showPhases)
            std::printf("       median phases: engine %.1f  deliver %.1f  replot %.1f  paint "
                        "%.1f ms\n",
                        percentile(engine, 0.5), percentile(deliver, 0.5), percentile(replot, 0.5),
                        percentile(paint, 0.5));
        std::fflush(stdout);
    }
    return 0;
}
