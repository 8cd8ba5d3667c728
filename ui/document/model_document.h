#pragma once
// A real model opened from its folder (File ▸ Open Model…) and its analysis
// of the class's text, for the Model tab. No widgets.
//
// Concurrency contract (like AttentionRunner's):
// - open() and run() return at once; the work runs on one worker thread, so
//   a model loads and a text runs without freezing the window;
// - a newer open() supersedes an older one (only the newest folder is
//   delivered); a newer run() cancels the running pass (its cancel flag) and
//   replaces any waiting one, so at most one pass runs and one waits;
// - a run() while a model loads waits for it and runs on the new model;
// - cancel() drops what is running and waiting; nothing more is delivered
//   for them;
// - results arrive on the GUI thread as immutable shared values (ModelRunPtr);
//   views keep the last good run until a newer one arrives;
// - progress: while a pass runs, progressChanged(done, total) reports the
//   transformer blocks it has run of all it will run (core's
//   AnalysisProgress, read from atomics by a timer on the GUI thread, at
//   most every kProgressIntervalMs): done never goes down within a pass, a
//   new pass starts again from (0, 0) (total unknown yet), and a pass that
//   finishes reports (total, total) before runFinished; cancel() stops the
//   pass at the next block (the forward checks its flag between blocks);
// - while a folder loads, loadProgressChanged(permille) reports the
//   thousandths of its weights' bytes read (core's LoadProgress, through
//   the same atomics and timer): it starts at 0, never goes down within a
//   load, and a load that succeeds reports 1000 before modelOpened.
//
// Text without a tokenizer in the folder: whole numbers separated by commas
// or spaces, read as token ids.

#include "core/io/model_folder.h"
#include "core/io/model_tokenizer.h"
#include "core/transformer_analysis.h"
#include "ui/document/attention_run.h"

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>
#include <QTimer>

#include <atomic>
#include <memory>
#include <optional>

namespace ae {

struct ModelRun
{
    TransformerAnalysis analysis;
    QStringList labels; // one per position (prompt, then generated)
    QString text;       // as given
    QString modelName;  // the folder's name
    // GPT-2: query i sees keys 0..i only. The views draw the keys it may not
    // see as masked, as the Heads tab draws a causal mask, not as weights
    // of 0 the model chose.
    bool causal = false;
};
using ModelRunPtr = std::shared_ptr<const ModelRun>;

class ModelDocument : public QObject
{
    Q_OBJECT
public:
    explicit ModelDocument(QObject* parent = nullptr);
    ~ModelDocument() override;

    void open(const QString& folder);
    void close();
    bool hasModel() const { return bool(m_model); }
    QString folder() const;
    QString modelName() const;
    const TransformerConfig* config() const;
    // The open model's weights (null without one), shared so that a view may
    // keep reading them while another model opens.
    std::shared_ptr<const LoadedModel> loadedModel() const { return m_model; }
    // "GPT-2 · 12 layers × 12 heads · byte-level BPE (…)" (translated); for a
    // model trained on one of the app's tasks, then what the task asks.
    QString summary() const;
    // A question the model was made for and how many tokens to generate
    // after it (a trained model's notes, core/io/model_folder.h's
    // ModelNotes), or empty and 0: the Model tab runs it when the folder
    // opens, not a sentence the model cannot read.
    QString exampleText() const;
    int exampleContinuation() const;
    // Whether the folder's tokenizer was found (else run() takes ids).
    bool hasTokenizer() const { return bool(m_tokenizer); }

    void run(const QString& text, int generate = 0);
    void cancel();
    ModelRunPtr lastRun() const { return m_lastRun; }
    bool isBusy() const;
    bool isLoading() const { return m_loading; }
    // Blocks until nothing is loading, running or waiting (tests, shutdown).
    void waitForIdle();

    void setLimits(const EngineLimits& limits) { m_limits = limits; }

    // The last progress reported (0, 0 before a pass's first block).
    int progressDone() const { return m_shownDone; }
    int progressTotal() const { return m_shownTotal; }
    static constexpr int kProgressIntervalMs = 100;
    // Thousandths of the loading folder's weights read (the last reported).
    int loadProgress() const { return m_shownLoad; }

    // Layer `layer` (0-based) of the last run over its first `tokens`
    // positions (−1: all), as a run the step-through and the distribution
    // view read: the layer's real inputs, projections with their biases,
    // heads and mask (core/transformer_layer_attention.h), labelled with the
    // run's tokens. Null without a run or for a layer or count outside it.
    RunPtr layerRun(int layer, int tokens = -1) const;
    static RunPtr makeLayerRun(const TransformerWeights<float>& weights, const ModelRun& run,
                               int layer, int tokens);

signals:
    void modelOpened();
    void modelClosed();
    void openFailed(const QString& message);
    void runStarted();
    void runFinished(ae::ModelRunPtr run);
    void runFailed(const QString& message);
    void busyChanged(bool busy);
    void progressChanged(int done, int total);
    void loadProgressChanged(int permille);

private:
    struct Loaded
    {
        std::shared_ptr<const LoadedModel> model;
        std::shared_ptr<const ModelTokenizer> tokenizer;
        QString error;
        quint64 generation = 0;
    };
    struct Outcome
    {
        ModelRunPtr run;
        QString error;
        bool cancelled = false;
        quint64 generation = 0;
    };
    struct Request
    {
        QString text;
        int generate = 0;
    };
    // Written by the worker after each block (a pass) or tensor (loading,
    // total 1000), read by the GUI's timer.
    struct Progress
    {
        std::atomic<int> done{0};
        std::atomic<int> total{0};
    };
    static Loaded load(QString folder, quint64 generation, std::shared_ptr<Progress> progress);
    static Outcome compute(std::shared_ptr<const LoadedModel> model,
                           std::shared_ptr<const ModelTokenizer> tokenizer, Request request,
                           EngineLimits limits, std::shared_ptr<std::atomic<bool>> cancel,
                           std::shared_ptr<Progress> progress, quint64 generation);
    void showProgress(int done, int total);
    void showLoadProgress(int permille);
    void pollProgress();
    void startPending();
    void onLoaded();
    void onComputed();
    void updateBusy();

    QThreadPool m_pool;
    QFutureWatcher<Loaded> m_loadWatcher;
    QFutureWatcher<Outcome> m_runWatcher;
    std::shared_ptr<const LoadedModel> m_model;
    std::shared_ptr<const ModelTokenizer> m_tokenizer;
    quint64 m_openGeneration = 0;
    bool m_loading = false;
    std::optional<Request> m_pending;
    quint64 m_runGeneration = 0;
    bool m_running = false;
    std::shared_ptr<std::atomic<bool>> m_runningCancel;
    std::shared_ptr<Progress> m_runningProgress;
    std::shared_ptr<Progress> m_loadingProgress;
    QTimer m_progressTimer;
    int m_shownDone = 0;
    int m_shownTotal = 0;
    int m_shownLoad = 0;
    ModelRunPtr m_lastRun;
    EngineLimits m_limits = EngineLimits::defaults();
    bool m_busy = false;
};

} // namespace ae

Q_DECLARE_METATYPE(ae::ModelRunPtr)
