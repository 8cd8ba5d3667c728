// gui-stall-bench: does the GUI stay responsive at the largest accepted size?
// Opens the real main window (offscreen unless QT_QPA_PLATFORM says
// otherwise) on a sentence of EngineLimits::maxSequenceLength tokens (or
// --n), width --d, --heads heads, then changes the temperature and the head
// count through the document (as the controls do) --changes times, each time
// until the run is delivered and the window repainted. A 1 ms QTimer records
// every event-loop tick: the longest gap between two ticks is the longest
// stall of the event loop (the target: none over 100 ms). Prints the longest
// gap of the open and of the changes, the five longest gaps, the count over
// 100 ms, and the peak resident memory against the trace budget
// (EngineLimits::maxTraceBytes), the largest trace delivered and how often
// the shown run was let go to make room for the next. Figures only.
//
//   gui-stall-bench [--n N] [--d D] [--heads H] [--changes K]

#include "core/allocator_tuning.h"
#include "core/limits.h"
#include "ui/document/attention_document.h"
#include "ui/document/attention_runner.h"
#include "ui/document/command_id.h"
#include "ui/main/main_window.h"

#include "bench/gui_bench_support.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QStandardPaths>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <string>
#include <sys/resource.h>
#include <vector>

namespace {

// Records the time of every tick of a 1 ms timer on the GUI thread.
class TickRecorder
{
public:
    TickRecorder()
    {
        m_timer.setInterval(1);
        m_timer.setTimerType(Qt::PreciseTimer);
        QObject::connect(&m_timer, &QTimer::timeout, [this] { tick(); });
        m_clock.start();
    }
    void start()
    {
        m_gaps.clear();
        m_last = m_clock.nsecsElapsed();
        m_timer.start();
    }
    // Stops and counts the time since the last tick as a gap too.
    std::vector<double> stop()
    {
        tick();
        m_timer.stop();
        return m_gaps;
    }

private:
    void tick()
    {
        const qint64 now = m_clock.nsecsElapsed();
        m_gaps.push_back(double(now - m_last) / 1e6);
        m_last = now;
    }
    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    std::vector<double> m_gaps;
};

// Processes events until the runner delivered (or refused) a run, then lets
// the queued replots run and repaints.
bool waitForRun(ae::MainWindow& window)
{
    const ae::bench::RunWait wait = ae::bench::changeAndWaitForRun(window, {});
    if (!wait.delivered)
        std::fprintf(stderr, "run failed: %s: %s\n", qPrintable(wait.failedField),
                     qPrintable(wait.failure));
    // The views' queued replots, then a paint, all while the ticks are recorded.
    QEventLoop settle;
    QTimer::singleShot(50, &settle, &QEventLoop::quit);
    settle.exec();
    window.repaint();
    QEventLoop after;
    QTimer::singleShot(20, &after, &QEventLoop::quit);
    after.exec();
    return wait.delivered;
}

double peakRssMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0; // KiB on Linux
}

int intArgument(int argc, char** argv, const char* name, int fallback)
{
    for (int i = 1; i + 1 < argc; ++i)
        if (std::strcmp(argv[i], name) == 0)
            return std::atoi(argv[i + 1]);
    return fallback;
}

void printGaps(const char* what, std::vector<double> gaps)
{
    std::sort(gaps.begin(), gaps.end(), std::greater<double>());
    const auto over = std::count_if(gaps.begin(), gaps.end(), [](double g) { return g > 100.0; });
    std::printf("%-28s longest %8.1f ms   over 100 ms: %3ld   top 5:", what,
                gaps.empty() ? 0.0 : gaps.front(), long(over));
    for (std::size_t i = 0; i < std::min<std::size_t>(5, gaps.size()); ++i)
        std::printf(" %.1f", gaps[i]);
    std::printf("\n");
}

} // namespace

int main(int argc, char** argv)
{
    ae::tuneAllocatorForRepeatedTraces();
    QStandardPaths::setTestModeEnabled(true); // no user settings, no autosave of theirs
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    app.setOrganizationName(QStringLiteral("AttentionExplorerBench"));
    app.setApplicationName(QStringLiteral("gui-stall-bench"));

    const ae::EngineLimits& limits = ae::EngineLimits::defaults();
    const int n = intArgument(argc, argv, "--n", limits.maxSequenceLength);
    const int d = intArgument(argc, argv, "--d", 512);
    const int heads = intArgument(argc, argv, "--heads", 8);
    const int changes = intArgument(argc, argv, "--changes", 6);

    ae::MainWindow window;
    window.resize(1600, 1000);
    window.setErrorHandler(
        [](const QString& message) { std::fprintf(stderr, "error: %s\n", qPrintable(message)); });
    window.show();
    waitForRun(window); // the built-in example

    const ae::Spec spec = ae::bench::sentenceSpec(n, d, heads);
    std::printf("gui-stall-bench: n = %d, d = %d, h = %d (limits: n <= %d, d <= %d, h <= %d, "
                "trace <= %s)\n",
                n, d, heads, limits.maxSequenceLength, limits.maxModelWidth, limits.maxHeads,
                ae::formatBytes(limits.maxTraceBytes).c_str());

    // Memory: the largest trace delivered, and how often the shown run had to
    // be let go first (two traces would not fit in the budget together).
    std::uint64_t largestTrace = 0;
    int releases = 0;
    QObject::connect(window.runner(), &ae::AttentionRunner::runFinished,
                     [&largestTrace](ae::RunPtr run) {
                         largestTrace = std::max(largestTrace, run->trace.byteSize());
                     });
    QObject::connect(window.runner(), &ae::AttentionRunner::releaseRequested,
                     [&releases] { ++releases; });

    TickRecorder ticks;
    QElapsedTimer wall;
    wall.start();
    ticks.start();
    window.document()->reset(spec);
    const bool opened = waitForRun(window);
    const std::vector<double> openGaps = ticks.stop();
    const double openMs = double(wall.nsecsElapsed()) / 1e6;
    if (!opened)
        return 1;
    std::printf("open: %.0f ms to the painted run\n", openMs);
    printGaps("event-loop gaps, open:", openGaps);

    std::vector<double> changeGaps;
    std::vector<double> changeMs;
    for (int i = 0; i < changes; ++i) {
        wall.restart();
        ticks.start();
        if (i % 2 == 0) {
            const float temperature = 0.5f + 0.25f * float(i);
            window.document()->edit(
                ae::CommandId::Temperature, QStringLiteral("temperature"),
                [temperature](ae::Spec& s) { s.config.scoring.temperature = temperature; });
        } else {
            const int h = (i / 2) % 2 == 0 ? heads / 2 : heads;
            window.document()->edit(ae::CommandId::NumHeads, QStringLiteral("heads"),
                                    [h](ae::Spec& s) { s.config.numHeads = std::max(1, h); });
        }
        waitForRun(window);
        const std::vector<double> gaps = ticks.stop();
        changeGaps.insert(changeGaps.end(), gaps.begin(), gaps.end());
        changeMs.push_back(double(wall.nsecsElapsed()) / 1e6);
    }
    std::sort(changeMs.begin(), changeMs.end());
    std::printf("changes: %d, median %.0f ms to the painted run\n", changes,
                changeMs.empty() ? 0.0 : changeMs[changeMs.size() / 2]);
    printGaps("event-loop gaps, changes:", changeGaps);

    const ae::RunPtr run = window.runner()->lastRun();
    const double heldMiB = run ? double(run->trace.byteSize()) / (1024.0 * 1024.0) : 0.0;
    const double largestMiB = double(largestTrace) / (1024.0 * 1024.0);
    std::printf("peak RSS %.0f MiB; last trace %.0f MiB; largest trace %.0f MiB; trace budget %s; "
                "shown run let go first %d times; peak RSS beyond the largest trace %.0f MiB "
                "(the app, the pass's inputs and weights, and any second trace that fitted)\n",
                peakRssMiB(), heldMiB, largestMiB, ae::formatBytes(limits.maxTraceBytes).c_str(),
                releases, peakRssMiB() - largestMiB);
    return 0;
}
