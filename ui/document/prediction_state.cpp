#include "ui/document/prediction_state.h"

#include "core/class_question.h"

#include <algorithm>

namespace ae {

PredictionState::PredictionState(QObject* parent) : QObject(parent) {}

void PredictionState::setActive(bool active)
{
    if (m_active == active)
        return;
    m_active = active;
    resetGuess();
    emit changed();
}

int PredictionState::keyCount() const
{
    if (!m_run || m_run->trace.batch.empty())
        return 0;
    return m_run->trace.shape.m;
}

void PredictionState::setRun(RunPtr run)
{
    m_run = std::move(run);
    // Keeps the target where it still fits (setTarget clamps) and starts a
    // new question on the new run.
    const int batch = m_batch, head = m_head, query = m_query;
    m_batch = m_head = m_query = 0;
    if (m_run && !m_run->trace.batch.empty()) {
        const AttentionShape& shape = m_run->trace.shape;
        if (batch < int(m_run->trace.batch.size()) && head < shape.heads && query < shape.n) {
            m_batch = std::max(0, batch);
            m_head = std::max(0, head);
            m_query = std::max(0, query);
        }
    }
    resetGuess();
    emit changed();
}

void PredictionState::setTarget(int batch, int head, int query)
{
    if (m_run && !m_run->trace.batch.empty()) {
        const AttentionShape& shape = m_run->trace.shape;
        batch = std::clamp(batch, 0, int(m_run->trace.batch.size()) - 1);
        head = std::clamp(head, 0, shape.heads - 1);
        query = std::clamp(query, 0, shape.n - 1);
    } else {
        batch = head = query = 0;
    }
    m_batch = batch;
    m_head = head;
    m_query = query;
    resetGuess();
    emit changed();
}

void PredictionState::nextQuery()
{
    if (!m_run || m_run->trace.batch.empty())
        return;
    setTarget(m_batch, m_head, (m_query + 1) % m_run->trace.shape.n);
}

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

} // namespace

QStringList PredictionState::queryLabels() const
{
    if (!hasTarget())
        return {};
    return labelsOf(m_run->prepared.tokens, m_batch, m_run->trace.shape.n);
}

QStringList PredictionState::keyLabels() const
{
    if (!hasTarget())
        return {};
    return labelsOf(m_run->prepared.keyTokens, m_batch, m_run->trace.shape.m);
}

int PredictionState::hiddenQuery() const
{
    return m_active && !m_revealed && hasTarget() ? m_query : -1;
}

void PredictionState::setSketch(const RowVector& bars)
{
    if (m_revealed || bars.size() != keyCount())
        return;
    try {
        m_sketch = normaliseSketch(bars.transpose()).transpose();
    } catch (const EngineError&) {
        return; // all zero, negative or not finite: the guess stays as it was
    }
    m_guessed = true;
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
    return m_sketch.size() > 0 ? argmaxIndex(m_sketch.transpose()) : -1;
}

void PredictionState::reveal()
{
    if (m_revealed || !hasTarget())
        return;
    const RowVector truth = trueRow();
    PredictionOutcome outcome;
    outcome.totalVariation = totalVariationDistance(m_sketch.transpose(), truth.transpose());
    outcome.guessedTopKey = argmaxIndex(m_sketch.transpose());
    outcome.trueTopKey = argmaxIndex(truth.transpose());
    outcome.topKeyRight = outcome.guessedTopKey == outcome.trueTopKey;
    // The scores behind the winner: the runner-up among the keys the mask keeps.
    const BatchItemTrace& item = m_run->trace.batch[std::size_t(m_batch)];
    const Matrix& scores = item.heads[std::size_t(m_head)].scores;
    const bool masked = item.mask.rows() == scores.rows() && item.mask.cols() == scores.cols();
    if (outcome.trueTopKey >= 0 && m_query < scores.rows()) {
        outcome.topScore = double(scores(m_query, outcome.trueTopKey));
        for (int k = 0; k < int(scores.cols()); ++k) {
            if (k == outcome.trueTopKey || (masked && item.mask(m_query, k) == 0))
                continue;
            if (outcome.runnerUpKey < 0 || double(scores(m_query, k)) > outcome.runnerUpScore) {
                outcome.runnerUpKey = k;
                outcome.runnerUpScore = double(scores(m_query, k));
            }
        }
        if (outcome.runnerUpKey >= 0 && truth(outcome.runnerUpKey) > 0.0f)
            outcome.weightRatio =
                double(truth(outcome.trueTopKey)) / double(truth(outcome.runnerUpKey));
    }
    m_outcome = outcome;
    m_revealed = true;
    emit changed();
}

RowVector PredictionState::revealedRow() const
{
    return m_revealed ? trueRow() : RowVector();
}

std::optional<PredictionOutcome> PredictionState::outcome() const
{
    return m_revealed ? m_outcome : std::nullopt;
}

RowVector PredictionState::trueRow() const
{
    if (!hasTarget())
        return RowVector();
    return m_run->trace.batch[std::size_t(m_batch)].heads[std::size_t(m_head)].weights.row(m_query);
}

void PredictionState::resetGuess()
{
    const int m = keyCount();
    m_sketch = m > 0 ? RowVector::Constant(m, 1.0f / float(m)) : RowVector();
    m_guessed = false;
    m_revealed = false;
    m_outcome.reset();
}

} // namespace ae
