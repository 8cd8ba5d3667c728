#include "ui/document/prediction_state.h"

#include "core/class_question.h"
#include "ui/document/model_document.h"
#include "ui/document/training_runner.h"

#include <algorithm>

namespace ae {

namespace {

QStringList labelsOf(const std::vector<Tokens>& tokens, int batch, int count)
{
    QStringList labels;
    for (int i = 0; i < count; ++i)
        labels << (batch < int(tokens.size()) && i < int(tokens[std::size_t(batch)].size())
                       ? QString::fromStdString(tokens[std::size_t(batch)][std::size_t(i)])
                       : QString::number(i));
    return labels;
}

QStringList padded(const QStringList& labels, int count)
{
    QStringList out = labels.mid(0, count);
    for (int i = int(out.size()); i < count; ++i)
        out << QString::number(i);
    return out;
}

} // namespace

PredictionState::PredictionState(QObject* parent) : QObject(parent) {}

void PredictionState::setActive(bool active)
{
    if (m_active == active)
        return;
    m_active = active;
    for (PredictionSource source :
         {PredictionSource::Session, PredictionSource::Model, PredictionSource::Training})
        resetGuess(source);
    emit changed();
}

void PredictionState::setSource(PredictionSource source)
{
    if (source == m_source)
        return;
    m_source = source;
    emit changed();
}

const TransformerTrace<float>* PredictionState::transformerTrace(PredictionSource source) const
{
    const TransformerTrace<float>* trace = nullptr;
    if (source == PredictionSource::Model && m_modelRun)
        trace = &m_modelRun->analysis.trace;
    else if (source == PredictionSource::Training && m_snapshot)
        trace = &m_snapshot->probe;
    if (!trace || trace->layers.empty() || trace->layers.front().heads.empty())
        return nullptr;
    return trace;
}

PredictionState::Dimensions PredictionState::dimensions(PredictionSource source) const
{
    Dimensions d;
    if (source == PredictionSource::Session) {
        if (m_run && !m_run->trace.batch.empty()) {
            d.groups = int(m_run->trace.batch.size());
            d.heads = m_run->trace.shape.heads;
            d.queries = m_run->trace.shape.n;
            d.keys = m_run->trace.shape.m;
        }
    } else if (const TransformerTrace<float>* trace = transformerTrace(source)) {
        d.groups = int(trace->layers.size());
        d.heads = int(trace->layers.front().heads.size());
        d.queries = int(trace->layers.front().heads.front().weights.rows());
        d.keys = int(trace->layers.front().heads.front().weights.cols());
    }
    if (d.queries == 0 || d.keys == 0)
        return Dimensions();
    return d;
}

void PredictionState::newQuestion(PredictionSource source)
{
    // Keeps the target where it still fits and starts a new question on the
    // new data.
    Question& q = question(source);
    const Dimensions d = dimensions(source);
    if (!q.placed || !(q.group < d.groups && q.head < d.heads && q.query < d.queries)) {
        q.group = q.head = 0;
        q.query = startQuery(source, d.queries);
    }
    q.placed = d.keys > 0;
    resetGuess(source);
    emit changed();
}

bool PredictionState::isCausal(PredictionSource source) const
{
    return source == PredictionSource::Training ||
           (source == PredictionSource::Model && m_modelCausal);
}

int PredictionState::startQuery(PredictionSource source, int queries) const
{
    return isCausal(source) ? std::max(0, queries - 1) : 0;
}

void PredictionState::setRun(RunPtr run)
{
    m_run = std::move(run);
    newQuestion(PredictionSource::Session);
}

void PredictionState::setModelRun(ModelRunPtr run, bool causal)
{
    m_modelRun = std::move(run);
    m_modelCausal = causal;
    newQuestion(PredictionSource::Model);
}

void PredictionState::setTrainingSnapshot(TrainingSnapshotPtr snapshot, const QStringList& labels)
{
    if (snapshot == m_snapshot && labels == m_trainingLabels)
        return;
    m_snapshot = std::move(snapshot);
    m_trainingLabels = labels;
    newQuestion(PredictionSource::Training);
}

void PredictionState::setTarget(int group, int head, int query)
{
    setTargetOf(m_source, group, head, query);
}

void PredictionState::setTargetOf(PredictionSource source, int group, int head, int query)
{
    const Dimensions d = dimensions(source);
    Question& q = question(source);
    if (d.keys > 0) {
        q.group = std::clamp(group, 0, d.groups - 1);
        q.head = std::clamp(head, 0, d.heads - 1);
        q.query = std::clamp(query, 0, d.queries - 1);
        q.placed = true;
    } else {
        q.group = q.head = q.query = 0;
    }
    resetGuess(source);
    emit changed();
}

void PredictionState::setBatch(int batch)
{
    const Question& q = question(PredictionSource::Session);
    setTargetOf(PredictionSource::Session, batch, q.head, q.query);
}

void PredictionState::nextQuery()
{
    const int n = queryCount();
    if (n <= 0)
        return;
    // Past the last query a causal source goes on at query 1: query 0 sees
    // only itself, so its question has one answer.
    const int first = isCausal(m_source) && n > 1 ? 1 : 0;
    const int next = current().query + 1 < n ? current().query + 1 : first;
    setTarget(current().group, current().head, next);
}

QStringList PredictionState::queryLabels() const
{
    if (!hasTarget())
        return {};
    switch (m_source) {
    case PredictionSource::Session:
        return labelsOf(m_run->prepared.tokens, current().group, queryCount());
    case PredictionSource::Model:
        return padded(m_modelRun->labels, queryCount());
    case PredictionSource::Training:
        return padded(m_trainingLabels, queryCount());
    }
    return {};
}

QStringList PredictionState::keyLabels() const
{
    if (!hasTarget())
        return {};
    if (m_source == PredictionSource::Session)
        return labelsOf(m_run->prepared.keyTokens, current().group, keyCount());
    return queryLabels(); // self-attention: the keys are the queries' tokens
}

int PredictionState::hiddenQuery(PredictionSource source) const
{
    const Question& q = question(source);
    return m_active && !q.revealed && dimensions(source).keys > 0 ? q.query : -1;
}

void PredictionState::setSketch(const RowVector& bars)
{
    Question& q = current();
    if (q.revealed || bars.size() != keyCount())
        return;
    try {
        q.sketch = normaliseSketch(bars.transpose()).transpose();
    } catch (const EngineError&) {
        return; // all zero, negative or not finite: the guess stays as it was
    }
    q.guessed = true;
    emit changed();
}

void PredictionState::pickKey(int key)
{
    if (key < 0 || key >= keyCount())
        return;
    RowVector bars = RowVector::Zero(keyCount());
    bars(key) = 1.0f;
    setSketch(bars);
}

int PredictionState::guessTopKey() const
{
    return sketch().size() > 0 ? argmaxIndex(sketch().transpose()) : -1;
}

void PredictionState::reveal()
{
    Question& q = current();
    if (q.revealed || !hasTarget())
        return;
    const RowVector truth = trueRow(m_source);
    Vector scores;
    std::vector<bool> keep;
    if (m_source == PredictionSource::Session) {
        const BatchItemTrace& item = m_run->trace.batch[std::size_t(q.group)];
        const Matrix& all = item.heads[std::size_t(q.head)].scores;
        if (q.query < all.rows() && all.cols() == truth.size())
            scores = all.row(q.query).transpose();
        if (item.mask.rows() == all.rows() && item.mask.cols() == all.cols())
            for (int k = 0; k < int(all.cols()); ++k)
                keep.push_back(item.mask(q.query, k) != 0);
    } else {
        const TransformerHeadTrace<float>& head =
            transformerTrace(m_source)->layers[std::size_t(q.group)].heads[std::size_t(q.head)];
        scores = head.scores.row(q.query).transpose();
        // A causal model's query sees keys 0 … query (the training models are GPT-2's kind).
        if (isCausal(m_source))
            for (int k = 0; k < int(truth.size()); ++k)
                keep.push_back(k <= q.query);
    }
    q.outcome = predictionOutcome(q.sketch.transpose(), truth.transpose(), scores, keep);
    q.revealed = true;
    emit changed();
}

RowVector PredictionState::revealedRow() const
{
    return current().revealed ? trueRow(m_source) : RowVector();
}

std::optional<PredictionOutcome> PredictionState::outcome() const
{
    return current().revealed ? current().outcome : std::nullopt;
}

void PredictionState::setExplanation(const QString& text)
{
    if (text == m_explanation)
        return;
    m_explanation = text;
    emit changed();
}

RowVector PredictionState::trueRow(PredictionSource source) const
{
    if (dimensions(source).keys == 0)
        return RowVector();
    const Question& q = question(source);
    if (source == PredictionSource::Session)
        return m_run->trace.batch[std::size_t(q.group)].heads[std::size_t(q.head)].weights.row(
            q.query);
    return transformerTrace(source)
        ->layers[std::size_t(q.group)]
        .heads[std::size_t(q.head)]
        .weights.row(q.query);
}

void PredictionState::resetGuess(PredictionSource source)
{
    Question& q = question(source);
    const int m = dimensions(source).keys;
    q.sketch = m > 0 ? RowVector::Constant(m, 1.0f / float(m)) : RowVector();
    q.guessed = false;
    q.revealed = false;
    q.outcome.reset();
}

} // namespace ae
