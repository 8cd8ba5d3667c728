#include "ui/document/model_document.h"

#include "core/io/training_text.h"
#include "core/multi_head_attention.h"
#include "core/transformer_layer_attention.h"
#include "ui/document/engine_error_text.h"
#include "ui/document/read_error_text.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRegularExpression>
#include <QtConcurrent/QtConcurrentRun>

#include <cstdint>

namespace ae {

namespace {

// "3, 17 5" → ids; nullopt with `error` naming the bad part.
std::optional<std::vector<int>> readIds(const QString& text, int vocabularySize, QString* error)
{
    std::vector<int> ids;
    for (const QString& part :
         text.split(QRegularExpression(QStringLiteral("[,\\s]+")), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int id = part.toInt(&ok);
        if (!ok || id < 0 || id >= vocabularySize) {
            *error = ModelDocument::tr("this folder has no tokenizer: type token ids from 0 to %1 "
                                       "separated by commas; '%2' is not one")
                         .arg(vocabularySize - 1)
                         .arg(part);
            return std::nullopt;
        }
        ids.push_back(id);
    }
    return ids;
}

} // namespace

ModelDocument::ModelDocument(QObject* parent) : QObject(parent)
{
    m_pool.setMaxThreadCount(1);
    connect(&m_loadWatcher, &QFutureWatcher<Loaded>::finished, this, &ModelDocument::onLoaded);
    connect(&m_runWatcher, &QFutureWatcher<Outcome>::finished, this, &ModelDocument::onComputed);
    m_progressTimer.setInterval(kProgressIntervalMs);
    connect(&m_progressTimer, &QTimer::timeout, this, &ModelDocument::pollProgress);
}

ModelDocument::~ModelDocument()
{
    m_pending.reset();
    if (m_runningCancel)
        m_runningCancel->store(true);
    m_loadWatcher.waitForFinished();
    m_runWatcher.waitForFinished();
    m_pool.waitForDone();
}

QString ModelDocument::folder() const
{
    return m_model ? m_model->folder : QString();
}

QString ModelDocument::modelName() const
{
    return m_model ? QFileInfo(m_model->folder).fileName() : QString();
}

const TransformerConfig* ModelDocument::config() const
{
    return m_model ? &m_model->weights.config : nullptr;
}

QString ModelDocument::summary() const
{
    if (!m_model)
        return QString();
    const TransformerConfig& c = m_model->weights.config;
    QString text =
        tr("%1 · %2 · %3 layers × %4 heads · width %5 · %6")
            .arg(modelName(), QLatin1String(transformerName(c)))
            .arg(c.layers)
            .arg(c.heads)
            .arg(c.width)
            .arg(m_tokenizer ? m_tokenizer->description() : tr("no tokenizer: type token ids"));
    if (const std::optional<TaskKind> task =
            TrainingTask::kindFromName(m_model->notes.task.toStdString()))
        text += QLatin1Char('\n') + trainingTaskExplanation(*task);
    return text;
}

QString ModelDocument::exampleText() const
{
    return m_model ? m_model->notes.example : QString();
}

int ModelDocument::exampleContinuation() const
{
    return m_model ? m_model->notes.continuation : 0;
}

bool ModelDocument::isBusy() const
{
    return m_loading || m_running || m_pending.has_value();
}

void ModelDocument::updateBusy()
{
    if (m_busy != isBusy()) {
        m_busy = isBusy();
        emit busyChanged(m_busy);
    }
}

void ModelDocument::open(const QString& folder)
{
    ++m_openGeneration;
    m_loading = true;
    cancel(); // a pass on the old model is of no use now
    m_loadingProgress = std::make_shared<Progress>();
    m_shownLoad = -1; // so that 0 is reported
    showLoadProgress(0);
    m_progressTimer.start();
    m_loadWatcher.setFuture(QtConcurrent::run(&m_pool, &ModelDocument::load, folder,
                                              m_openGeneration, m_loadingProgress));
    updateBusy();
}

void ModelDocument::close()
{
    ++m_openGeneration;
    m_loading = false;
    m_loadingProgress.reset();
    cancel();
    m_model.reset();
    m_tokenizer.reset();
    m_lastRun.reset();
    emit modelClosed();
    updateBusy();
}

ModelDocument::Loaded ModelDocument::load(QString folder, quint64 generation,
                                          std::shared_ptr<Progress> progress)
{
    Loaded loaded;
    loaded.generation = generation;
    ReadError error;
    progress->total.store(1000, std::memory_order_release);
    std::optional<LoadedModel> model = loadModelFolder(
        folder, &error, ModelLimits{}, [&progress](std::uint64_t done, std::uint64_t total) {
            const int permille = total > 0 ? int(done * 1000 / total) : 1000;
            progress->done.store(permille, std::memory_order_release);
        });
    if (!model) {
        loaded.error = translatedReadError(error);
        return loaded;
    }
    const TransformerConfig config = model->weights.config;
    if (hasTokenizerFiles(folder)) {
        std::unique_ptr<ModelTokenizer> tokenizer =
            loadModelTokenizer(folder, config.family, config.vocabularySize, &error, ModelLimits{});
        if (!tokenizer) {
            loaded.error = translatedReadError(error);
            return loaded;
        }
        loaded.tokenizer = std::move(tokenizer);
    }
    loaded.model = std::make_shared<const LoadedModel>(std::move(*model));
    return loaded;
}

void ModelDocument::onLoaded()
{
    Loaded loaded = m_loadWatcher.result();
    if (loaded.generation != m_openGeneration) {
        updateBusy(); // superseded: a newer open() is loading, or close() came
        return;
    }
    pollProgress(); // the last tensor's report before the model
    m_loadingProgress.reset();
    if (!m_runningProgress)
        m_progressTimer.stop();
    m_loading = false;
    if (!loaded.model) {
        emit openFailed(loaded.error);
    } else {
        m_model = std::move(loaded.model);
        m_tokenizer = std::move(loaded.tokenizer);
        m_lastRun.reset();
        emit modelOpened();
        startPending();
    }
    updateBusy();
}

void ModelDocument::run(const QString& text, int generate)
{
    ++m_runGeneration;
    m_pending = Request{text, generate};
    if (m_running && m_runningCancel)
        m_runningCancel->store(true);
    else
        startPending();
    updateBusy();
}

void ModelDocument::cancel()
{
    ++m_runGeneration;
    m_pending.reset();
    if (m_runningCancel)
        m_runningCancel->store(true);
    updateBusy();
}

void ModelDocument::startPending()
{
    if (!m_pending || m_running || m_loading)
        return;
    if (!m_model) {
        m_pending.reset();
        emit runFailed(tr("open a model folder first (File ▸ Open Model…)"));
        return;
    }
    Request request = std::move(*m_pending);
    m_pending.reset();
    m_running = true;
    m_runningCancel = std::make_shared<std::atomic<bool>>(false);
    m_runningProgress = std::make_shared<Progress>();
    showProgress(0, 0);
    m_progressTimer.start();
    emit runStarted();
    m_runWatcher.setFuture(QtConcurrent::run(&m_pool, &ModelDocument::compute, m_model, m_tokenizer,
                                             std::move(request), m_limits, m_runningCancel,
                                             m_runningProgress, m_runGeneration));
}

void ModelDocument::showProgress(int done, int total)
{
    if (done == m_shownDone && total == m_shownTotal)
        return;
    m_shownDone = done;
    m_shownTotal = total;
    emit progressChanged(done, total);
}

void ModelDocument::showLoadProgress(int permille)
{
    if (permille == m_shownLoad)
        return;
    m_shownLoad = permille;
    emit loadProgressChanged(permille);
}

void ModelDocument::pollProgress()
{
    if (!m_loadingProgress && !m_runningProgress) {
        m_progressTimer.stop(); // a load superseded by close(): nothing left to watch
        return;
    }
    if (m_loadingProgress)
        showLoadProgress(m_loadingProgress->done.load(std::memory_order_acquire));
    if (!m_runningProgress)
        return;
    // total first: a worker that has written done has written its total before.
    const int total = m_runningProgress->total.load(std::memory_order_acquire);
    const int done = m_runningProgress->done.load(std::memory_order_acquire);
    showProgress(std::min(done, total), total);
}

RunPtr ModelDocument::layerRun(int layer, int tokens) const
{
    if (!m_model || !m_lastRun)
        return nullptr;
    return makeLayerRun(m_model->weights, *m_lastRun, layer, tokens);
}

RunPtr ModelDocument::makeLayerRun(const TransformerWeights<float>& weights, const ModelRun& run,
                                   int layer, int tokens)
{
    TransformerLayerAttention attention;
    try {
        attention = transformerLayerAttention(weights, run.analysis.trace, layer, tokens);
    } catch (const EngineError&) {
        return nullptr;
    }
    SpecRun spec;
    const int n = attention.trace.shape.n;
    Tokens labels;
    for (int i = 0; i < n; ++i)
        labels.push_back(run.labels.value(i, QString::number(i)).toStdString());
    spec.prepared.tokens = {labels};
    spec.prepared.keyTokens = {labels};
    spec.prepared.config = std::move(attention.config);
    spec.trace = std::move(attention.trace);
    spec.biases = std::move(attention.biases);
    spec.extents = {headExtents(spec.trace.batch.front())};
    return shareRunFreedOffThread(std::move(spec));
}

ModelDocument::Outcome ModelDocument::compute(std::shared_ptr<const LoadedModel> model,
                                              std::shared_ptr<const ModelTokenizer> tokenizer,
                                              Request request, EngineLimits limits,
                                              std::shared_ptr<std::atomic<bool>> cancel,
                                              std::shared_ptr<Progress> progress,
                                              quint64 generation)
{
    Outcome outcome;
    outcome.generation = generation;
    const TransformerConfig& config = model->weights.config;
    std::vector<int> ids, types;
    QStringList labels;
    TransformerAnalysisOptions options;
    options.generate = request.generate;
    if (tokenizer) {
        ReadError error;
        const std::optional<TokenizedText> tokens = tokenizer->encode(request.text, &error);
        if (!tokens) {
            outcome.error = translatedReadError(error);
            return outcome;
        }
        ids = tokens->ids;
        types = tokens->types;
        labels = tokens->labels;
        if (config.family == TransformerFamily::Bert) {
            // [CLS] r r [SEP] for the induction run; random ids past the
            // reserved block (BERT vocabularies keep [unused…] and the
            // specials in their first ~1000 entries).
            const std::optional<TokenizedText> frame = tokenizer->encode(QString(), &error);
            if (frame && frame->ids.size() == 2) {
                options.inductionPrefix = {frame->ids.front()};
                options.inductionSuffix = {frame->ids.back()};
            }
            options.inductionLowestId = config.vocabularySize > 2000 ? 1000 : 5;
        }
        // A model this app trained keeps its last id for any symbol outside
        // its task, never seen in training: the induction run leaves it out
        // (with it, the built-in repeat model's induction head scored 0.61
        // instead of 1.00, on repeats of symbols it never learnt).
        if (!model->notes.unknownSymbol.isEmpty()) {
            const std::optional<TokenizedText> unknown =
                tokenizer->encode(model->notes.unknownSymbol, &error);
            if (unknown && unknown->ids.size() == 1 &&
                unknown->ids.front() == config.vocabularySize - 1)
                options.inductionHighestId = unknown->ids.front();
        }
    } else {
        QString error;
        const std::optional<std::vector<int>> read =
            readIds(request.text, config.vocabularySize, &error);
        if (!read) {
            outcome.error = error;
            return outcome;
        }
        ids = *read;
        for (const int id : ids)
            labels << QString::number(id);
    }
    if (ids.empty()) {
        outcome.error = tr("the text has no tokens");
        return outcome;
    }
    // Said before any pass, in the user's terms (the engine's own refusal
    // names its field: "tokens: 34 tokens; the model has 12 positions").
    if (int(ids.size()) > config.maxPositions) {
        // (more than the positions, so always more than one token)
        outcome.error = tr("the text is %1 tokens long; this model reads at most %2: shorten it")
                            .arg(ids.size())
                            .arg(config.maxPositions);
        return outcome;
    }
    try {
        auto run = std::make_shared<ModelRun>();
        run->analysis =
            analyseTransformer(model->weights, ids, types, options, limits, cancel.get(),
                               [&progress](int done, int total) {
                                   progress->total.store(total, std::memory_order_release);
                                   progress->done.store(done, std::memory_order_release);
                               });
        for (const int id : run->analysis.generated)
            labels << (tokenizer ? tokenizer->label(id) : QString::number(id));
        run->labels = labels;
        run->text = request.text;
        run->modelName = QFileInfo(model->folder).fileName();
        run->causal = model->weights.config.family == TransformerFamily::Gpt2;
        outcome.run = std::move(run);
    } catch (const EngineError& error) {
        outcome.error = translatedEngineError(error);
    } catch (const OperationCancelled&) {
        outcome.cancelled = true;
    } catch (const std::bad_alloc&) {
        outcome.error = tr("not enough memory for this text on this model");
    }
    return outcome;
}

void ModelDocument::onComputed()
{
    pollProgress(); // the last block's report before the result
    if (!m_loadingProgress)
        m_progressTimer.stop();
    m_running = false;
    m_runningCancel.reset();
    m_runningProgress.reset();
    const Outcome outcome = m_runWatcher.result();
    const bool newest = outcome.generation == m_runGeneration && !m_pending;
    startPending();
    if (newest && !outcome.cancelled) {
        if (outcome.run) {
            m_lastRun = outcome.run;
            emit runFinished(outcome.run);
        } else {
            emit runFailed(outcome.error);
        }
    }
    updateBusy();
}

void ModelDocument::waitForIdle()
{
    while (isBusy()) {
        m_loadWatcher.waitForFinished();
        m_runWatcher.waitForFinished();
        QCoreApplication::sendPostedEvents(&m_loadWatcher);
        QCoreApplication::sendPostedEvents(&m_runWatcher);
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    }
}

} // namespace ae
