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
//   views keep the last good run until a newer one arrives.
//
// Text without a tokenizer in the folder: whole numbers separated by commas
// or spaces, read as token ids.

#include "core/io/model_folder.h"
#include "core/io/model_tokenizer.h"
#include "core/transformer_analysis.h"

#include <QFutureWatcher>
#include <QObject>
#include <QThreadPool>

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
    // "GPT-2 · 12 layers × 12 heads · byte-level BPE (…)" (translated).
    QString summary() const;
    // Whether the folder's tokenizer was found (else run() takes ids).
    bool hasTokenizer() const { return bool(m_tokenizer); }

    void run(const QString& text, int generate = 0);
    void cancel();
    ModelRunPtr lastRun() const { return m_lastRun; }
    bool isBusy() const;
    // Blocks until nothing is loading, running or waiting (tests, shutdown).
    void waitForIdle();

    void setLimits(const EngineLimits& limits) { m_limits = limits; }

signals:
    void modelOpened();
    void modelClosed();
    void openFailed(const QString& message);
    void runStarted();
    void runFinished(ae::ModelRunPtr run);
    void runFailed(const QString& message);
    void busyChanged(bool busy);

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
    static Loaded load(QString folder, quint64 generation);
    static Outcome compute(std::shared_ptr<const LoadedModel> model,
                           std::shared_ptr<const ModelTokenizer> tokenizer, Request request,
                           EngineLimits limits, std::shared_ptr<std::atomic<bool>> cancel,
                           quint64 generation);
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
    ModelRunPtr m_lastRun;
    EngineLimits m_limits = EngineLimits::defaults();
    bool m_busy = false;
};

} // namespace ae

Q_DECLARE_METATYPE(ae::ModelRunPtr)
