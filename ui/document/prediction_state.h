#pragma once
// Predict, then reveal: one query row of one head is hidden from every view
// that shows weights until the student has sketched where they expect it to
// look. No widgets; the Predict panel edits it and the views read it.
//
// Contract:
// - Off (the default), nothing is hidden. setActive(true) hides the target
//   row of the current run; the sketch starts uniform (no guess yet).
// - The target is (batch item, head, query) of the session's run. A new run
//   (setRun: the sentence, heads or mask changed) keeps the target when it
//   still fits, else moves it to query 0 of head 0; the sketch goes back to
//   uniform and the row is hidden again: a new configuration is a new
//   question, and its truth is the new run's row.
// - setSketch / pickKey edit the guess only before the reveal; the guess is
//   always a distribution over the row's keys (bars / their sum; masked keys
//   may be guessed, their true weight is 0).
// - reveal() fixes the guess and computes the outcome from the run's row
//   with core's measures (total variation distance, top key); the views show
//   the row again. nextQuery() moves to the next query and hides it again.
// - changed() is emitted after every change, once.

#include "ui/document/attention_run.h"

#include <QObject>
#include <QStringList>

#include <optional>

namespace ae {

struct PredictionOutcome
{
    double totalVariation = 0.0; // ½ Σ |guess − truth|, in [0, 1]
    int guessedTopKey = -1;      // first maximum of the guess
    int trueTopKey = -1;         // first maximum of the true row
    bool topKeyRight = false;
    // Why the top key won: its score and the next best key's (the softmax
    // turns a lead of Δ into a weight ratio of e^Δ). runnerUpKey −1 when
    // the row has one unmasked key.
    double topScore = 0.0;
    int runnerUpKey = -1;
    double runnerUpScore = 0.0;
    double weightRatio = 1.0; // w_top / w_runnerUp = e^(topScore − runnerUpScore)
};

class PredictionState : public QObject
{
    Q_OBJECT
public:
    explicit PredictionState(QObject* parent = nullptr);

    bool isActive() const { return m_active; }
    void setActive(bool active);

    // The run the question is about (null clears the target).
    void setRun(RunPtr run);
    RunPtr run() const { return m_run; }
    // Chooses the row (clamped to the run); hides it again and resets the guess.
    void setTarget(int batch, int head, int query);
    void setBatch(int batch) { setTarget(batch, m_head, m_query); }
    void setHead(int head) { setTarget(m_batch, head, m_query); }
    void setQuery(int query) { setTarget(m_batch, m_head, query); }
    void nextQuery();
    int batch() const { return m_batch; }
    int head() const { return m_head; }
    int query() const { return m_query; }
    int keyCount() const;
    bool hasTarget() const { return keyCount() > 0; }

    // The query and key labels of the target's batch item.
    QStringList queryLabels() const;
    QStringList keyLabels() const;

    // The row the views must not show: the query while predicting and not
    // yet revealed, else −1.
    int hiddenQuery() const;

    // The guess, a distribution over the keys (uniform before any guess).
    const RowVector& sketch() const { return m_sketch; }
    // Non-negative bars, one per key, normalised to a distribution. Ignored
    // after the reveal, or when the bars are all zero or of the wrong length.
    void setSketch(const RowVector& bars);
    // "This key wins": all the guess on `key`.
    void pickKey(int key);
    bool hasGuess() const { return m_guessed; }
    // The key the guess weights most (the first of equal maxima; −1 without a target).
    int guessTopKey() const;

    bool isRevealed() const { return m_revealed; }
    void reveal();
    // The true row (the run's weights); only after the reveal, else empty.
    RowVector revealedRow() const;
    // Only after the reveal.
    std::optional<PredictionOutcome> outcome() const;

signals:
    void changed();

private:
    RowVector trueRow() const;
    void resetGuess();

    bool m_active = false;
    RunPtr m_run;
    int m_batch = 0;
    int m_head = 0;
    int m_query = 0;
    RowVector m_sketch;
    bool m_guessed = false;
    bool m_revealed = false;
    std::optional<PredictionOutcome> m_outcome;
};

} // namespace ae
