#pragma once
// Predict, then reveal: one query row of one head is hidden from every view
// that shows it until the student has sketched where they expect it to look.
// No widgets; the Predict panel edits it and the views read it.
//
// Sources. A question is about the attention of one of three sources, each
// with its own question (target, guess, reveal) kept while another is asked:
// - Session: the session's run (Heads, Lines, Distribution, and the
//   step-through's softmax and weighted-sum stages); the target is (batch
//   item, head, query);
// - Model: a real or built-in model's run (the Model tab); the target is
//   (layer, head, query) over the run's tokens (prompt and continuation);
// - Training: the training snapshot on show (the Training tab's heads on the
//   probe); the target is (layer, head, query).
// "group" below is the batch item (Session) or the layer (Model, Training).
// setSource() says which question the panel edits (the window follows the
// current tab); the accessors without a source argument read that one.
//
// Contract:
// - Off (the default), nothing is hidden. setActive(true) or (false) starts
//   every source's question again: the sketch uniform (no guess yet), hidden.
// - New data is a new question, with the same rule for every source: a new
//   run (setRun: the sentence, heads or mask changed), a new model run
//   (setModelRun: another text, model or continuation) or another training
//   snapshot (setTrainingSnapshot: training went on, the timeline moved, a
//   new model; the same snapshot again changes nothing) keeps that source's
//   target when it still fits, else (and for a source's first data) moves
//   it to head 0 of group 0 and the start query: 0 for the session, the
//   last for a causal model (GPT-2, the Training tab's), whose query 0 sees
//   only itself, so a question about it would have one answer; the sketch
//   goes back to uniform and the row is hidden again, and the truth is the
//   new data's row. So while a model trains each new snapshot
//   asks again: pause to predict.
// - setSketch / pickKey edit the guess only before the reveal; the guess is
//   always a distribution over the row's keys (bars / their sum; masked keys
//   may be guessed, their true weight is 0).
// - reveal() fixes the guess and computes the outcome from the source's row
//   with core's measures (core/prediction_outcome.h: total variation, top
//   key, why the winner won; for Model and Training a causal model's keys
//   after the query count as masked); that source's views show the row
//   again. nextQuery() moves to the next query and hides it again; past the
//   last it goes on at query 0, at query 1 for a causal source.
// - explanation(): the words the reveal shows after the numbers, set by the
//   window for the view that asks (the step-through's softmax stage gives
//   its own); empty: the panel's own.
// - changed() is emitted after every change, once.

#include "core/prediction_outcome.h"
#include "ui/document/attention_run.h"

#include <QObject>
#include <QStringList>

#include <array>
#include <optional>

namespace ae {

struct ModelRun;
struct TrainingSnapshot;
template <typename Scalar> struct TransformerTrace;
using ModelRunPtr = std::shared_ptr<const ModelRun>;
using TrainingSnapshotPtr = std::shared_ptr<const TrainingSnapshot>;

enum class PredictionSource
{
    Session,
    Model,
    Training
};

class PredictionState : public QObject
{
    Q_OBJECT
public:
    explicit PredictionState(QObject* parent = nullptr);

    bool isActive() const { return m_active; }
    void setActive(bool active);

    // The question the panel edits and the accessors below read.
    PredictionSource source() const { return m_source; }
    void setSource(PredictionSource source);

    // The data each source's question is about (null clears its target).
    void setRun(RunPtr run);
    RunPtr run() const { return m_run; }
    // `causal`: the model's queries see no later key (GPT-2).
    void setModelRun(ModelRunPtr run, bool causal);
    ModelRunPtr modelRun() const { return m_modelRun; }
    // `labels`: the probe's symbols, one per position (missing ones are numbered).
    void setTrainingSnapshot(TrainingSnapshotPtr snapshot, const QStringList& labels);
    TrainingSnapshotPtr trainingSnapshot() const { return m_snapshot; }

    // Chooses the current source's row (clamped to its data); hides it again
    // and resets the guess.
    void setTarget(int group, int head, int query);
    // The session's batch item (the window's batch combo), whatever the source.
    void setBatch(int batch);
    void setGroup(int group) { setTarget(group, current().head, current().query); }
    void setHead(int head) { setTarget(current().group, head, current().query); }
    void setQuery(int query) { setTarget(current().group, current().head, query); }
    void nextQuery();
    // The session's batch item.
    int batch() const { return question(PredictionSource::Session).group; }
    int group() const { return current().group; }
    int head() const { return current().head; }
    int query() const { return current().query; }
    // Batch items (Session) or layers; heads; queries; keys of the current source.
    int groupCount() const { return dimensions(m_source).groups; }
    int headCount() const { return dimensions(m_source).heads; }
    int queryCount() const { return dimensions(m_source).queries; }
    int keyCount() const { return dimensions(m_source).keys; }
    bool hasTarget() const { return keyCount() > 0; }

    // The query and key labels of the target's batch item (or the model's tokens).
    QStringList queryLabels() const;
    QStringList keyLabels() const;

    // The row that source's views must not show: its query while predicting
    // and not yet revealed, else −1. Without an argument: the current source's.
    int hiddenQuery(PredictionSource source) const;
    int hiddenQuery() const { return hiddenQuery(m_source); }

    // The guess, a distribution over the keys (uniform before any guess).
    const RowVector& sketch() const { return current().sketch; }
    // Non-negative bars, one per key, normalised to a distribution. Ignored
    // after the reveal, or when the bars are all zero or of the wrong length.
    void setSketch(const RowVector& bars);
    // "This key wins": all the guess on `key`.
    void pickKey(int key);
    bool hasGuess() const { return current().guessed; }
    // The key the guess weights most (the first of equal maxima; −1 without a target).
    int guessTopKey() const;

    bool isRevealed() const { return current().revealed; }
    void reveal();
    // The true row (the source's weights); only after the reveal, else empty.
    RowVector revealedRow() const;
    // Only after the reveal.
    std::optional<PredictionOutcome> outcome() const;

    QString explanation() const { return m_explanation; }
    void setExplanation(const QString& text);

signals:
    void changed();

private:
    struct Question
    {
        int group = 0;
        int head = 0;
        int query = 0;
        bool placed = false; // the target was set on data (not the default)
        RowVector sketch;
        bool guessed = false;
        bool revealed = false;
        std::optional<PredictionOutcome> outcome;
    };
    struct Dimensions
    {
        int groups = 0;
        int heads = 0;
        int queries = 0;
        int keys = 0;
    };
    Question& question(PredictionSource source) { return m_questions[std::size_t(source)]; }
    const Question& question(PredictionSource source) const
    {
        return m_questions[std::size_t(source)];
    }
    Question& current() { return question(m_source); }
    const Question& current() const { return question(m_source); }
    Dimensions dimensions(PredictionSource source) const;
    const TransformerTrace<float>* transformerTrace(PredictionSource source) const;
    // The new data's question: the target kept where it fits, the guess reset.
    void newQuestion(PredictionSource source);
    // Where a new question starts (see the contract): 0, or the last query of a causal model.
    // Training, and a model that masks later keys (GPT-2's kind).
    bool isCausal(PredictionSource source) const;
    int startQuery(PredictionSource source, int queries) const;
    void setTargetOf(PredictionSource source, int group, int head, int query);
    void resetGuess(PredictionSource source);
    RowVector trueRow(PredictionSource source) const;

    bool m_active = false;
    PredictionSource m_source = PredictionSource::Session;
    std::array<Question, 3> m_questions;
    RunPtr m_run;
    ModelRunPtr m_modelRun;
    bool m_modelCausal = true;
    TrainingSnapshotPtr m_snapshot;
    QStringList m_trainingLabels;
    QString m_explanation;
};

} // namespace ae
