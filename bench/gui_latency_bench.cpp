// gui-latency-bench: from a parameter change to repainted heatmaps, in the
// real main window (offscreen unless QT_QPA_PLATFORM says otherwise).
//
// For (n, d, h) = (64,256,8), (256,256,8), (1024,256,8) it changes the
// temperature repeatedly through the document (as the slider does) and times
// each change until the runner delivered the run and the window repainted;
// it prints the median and the 95th percentile. It also prints the time from
// program start to the first painted example. Figures only: not a test.

#include "core/allocator_tuning.h"
#include "ui/document/attention_document.h"
#include "ui/document/attention_runner.h"
#include "ui/document/command_id.h"
#include "ui/main/main_window.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QStandardPaths>

#include <algorithm>
#include <cstdio>
#include <vector>

namespace {

// Processes events until the runner delivered a run, then paints the window.
double waitForRunAndPaint(ae::MainWindow& window, const QElapsedTimer& clock, qint64 start)
{
    QEventLoop loop;
    const QMetaObject::Connection done = QObject::connect(
        window.runner(), &ae::AttentionRunner::runFinished, &loop, [&loop] { loop.quit(); });
    const QMetaObject::Connection failed = QObject::connect(
        window.runner(), &ae::AttentionRunner::runFailed, &loop, [&loop] { loop.quit(); });
    loop.exec();
    QObject::disconnect(done);
    QObject::disconnect(failed);
    QCoreApplication::processEvents(); // queued replots of the views
    window.repaint();
    return double(clock.nsecsElapsed() - start) / 1e6;
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

    ae::MainWindow window;
    window.resize(1440, 900);
    window.show();
    const double startupMs = waitForRunAndPaint(window, clock, 0);
    std::printf("startup to the painted example: %.0f ms\n", startupMs);

    const int sizes[] = {64, 256, 1024};
    const int d = 256, h = 8, changes = 30;
    std::printf("%6s %5s %3s %12s %10s\n", "n", "d", "h", "median ms", "p95 ms");
    for (const int n : sizes) {
        ae::Spec spec = ae::AttentionDocument::builtInSpec();
        std::string text;
        for (int i = 0; i < n; ++i)
            text += "w" + std::to_string(i % 97) + (i + 1 < n ? " " : "");
        spec.text = text;
        spec.embedding.type = ae::EmbeddingConfig::Type::Hashed;
        spec.embedding.dim = d;
        spec.randomWeights = true;
        spec.modelDim = d;
        spec.config.numHeads = h;
        spec.config.mask = ae::MaskConfig();
        qint64 start = clock.nsecsElapsed();
        window.document()->reset(spec);
        waitForRunAndPaint(window, clock, start);

        std::vector<double> latencies;
        for (int i = 0; i < changes; ++i) {
            const float temperature = 0.5f + 0.05f * float(i % 20);
            start = clock.nsecsElapsed();
            window.document()->edit(
                ae::CommandId::Temperature, QStringLiteral("temperature"),
                [temperature](ae::Spec& s) { s.config.scoring.temperature = temperature; });
            latencies.push_back(waitForRunAndPaint(window, clock, start));
        }
        std::printf("%6d %5d %3d %12.1f %10.1f\n", n, d, h, percentile(latencies, 0.5),
                    percentile(latencies, 0.95));
        std::fflush(stdout);
    }
    return 0;
}
