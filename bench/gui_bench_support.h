#pragma once
// What the GUI benchmarks share: a sentence spec of a given size, and waiting
// in the event loop until the main window's runner delivered a run.

#include "ui/document/attention_document.h"
#include "ui/document/attention_runner.h"
#include "ui/main/main_window.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QString>

#include <functional>
#include <string>

namespace ae::bench {

// The built-in example with `n` words ("w0 w1 …", 97 distinct), hashed
// embeddings of width `d`, random projections of width `d`, `heads` heads
// and no mask.
inline Spec sentenceSpec(int n, int d, int heads)
{
    Spec spec = AttentionDocument::builtInSpec();
    std::string text;
    for (int i = 0; i < n; ++i)
        text += "w" + std::to_string(i % 97) + (i + 1 < n ? " " : "");
    spec.text = text;
    spec.embedding.type = EmbeddingConfig::Type::Hashed;
    spec.embedding.dim = d;
    spec.randomWeights = true;
    spec.modelDim = d;
    spec.config.numHeads = heads;
    spec.config.mask = MaskConfig();
    return spec;
}

struct RunWait
{
    bool delivered = false;   // false: the runner refused the run
    qint64 atNanoseconds = 0; // on the `clock` given, when the run came (or was refused)
    QString failedField;
    QString failure;
};

// Makes `change` (which may be empty) and processes events until the runner
// delivered or refused the resulting run; the moment is read from `clock`
// (when given) once the window's own handlers returned. When no run is under
// way after `change` (none was asked for, or it was delivered already), that
// counts as delivered now.
inline RunWait changeAndWaitForRun(MainWindow& window, const std::function<void()>& change,
                                   const QElapsedTimer* clock = nullptr)
{
    const auto now = [clock] { return clock ? clock->nsecsElapsed() : qint64(0); };
    QEventLoop loop;
    RunWait wait;
    bool finished = false;
    // Connected after the window's own handlers, so they run first.
    const QMetaObject::Connection done =
        QObject::connect(window.runner(), &AttentionRunner::runFinished, &loop, [&] {
            wait.delivered = true;
            wait.atNanoseconds = now();
            finished = true;
            loop.quit();
        });
    const QMetaObject::Connection failed =
        QObject::connect(window.runner(), &AttentionRunner::runFailed, &loop,
                         [&](const QString& field, const QString& message) {
                             wait.failedField = field;
                             wait.failure = message;
                             wait.atNanoseconds = now();
                             finished = true;
                             loop.quit();
                         });
    if (change)
        change();
    if (!finished && !window.runner()->isBusy()) {
        finished = true;
        wait.delivered = true;
        wait.atNanoseconds = now();
    }
    if (!finished)
        loop.exec();
    QObject::disconnect(done);
    QObject::disconnect(failed);
    return wait;
}

} // namespace ae::bench
