#pragma once
// "Why the model needs it": shuffling the tokens only shuffles the output of
// self-attention without positional encoding (deviation ≈ 0), and not with
// sinusoidal or rotary positions. Also shows rotary scores (R_i q)·(R_j k):
// they depend only on i − j, so the heatmap is constant along diagonals.

#include "core/shuffle_demo.h"

#include <QStringList>
#include <QWidget>

class QCPTextElement;
class QCustomPlot;
class QLabel;
class QPushButton;
class QSpinBox;

namespace ae {

class ShufflePanel : public QWidget
{
    Q_OBJECT
public:
    explicit ShufflePanel(QWidget* parent = nullptr);

    // Random standard-normal tokens of this shape (until setInputs is used).
    void setShape(int n, int d, double base);
    const ShuffleDemoResult& lastResult() const { return m_result; }

public slots:
    // Uses these token vectors (n×d, e.g. the main window's embeddings).
    void setInputs(const ae::Matrix& inputs);
    // The class's sentence: its words and their vectors X (before any
    // positional encoding), at most the demo's length of them. The new
    // order is then written as words ("mat₅ the₀ sat₂ …"), so "the cat sat"
    // and its shuffle are seen to give the same outputs, only moved, until
    // an encoding tells the positions apart. setShape (the page's own n and
    // d) goes back to random tokens.
    void setSentence(const ae::Tokens& tokens, const ae::Matrix& inputs);
    // Draws a new permutation (seed + 1) and runs the demo.
    void shuffle();
    void run();

protected:
    void showEvent(QShowEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    // The fixed texts, then the results' through writeResultTexts().
    void retranslateUi();
    // The permutation, the deviations (from the last result) and the error.
    void writeResultTexts();
    void updateRotaryScores();
    // Runs now when visible, else on the next show (wide shapes cost seconds).
    void runWhenVisible();

    Matrix m_inputs;
    QStringList m_words; // the sentence's, empty for random tokens
    bool m_explicitInputs = false;
    bool m_stale = true;
    int m_n = 8;
    int m_d = 16;
    double m_base = 10000.0;
    ShuffleDemoResult m_result;
    QSpinBox* m_seedSpin = nullptr;
    QPushButton* m_shuffleButton = nullptr;
    QLabel* m_permutationLabel = nullptr;
    QLabel* m_noneLabel = nullptr;
    QLabel* m_sinusoidalLabel = nullptr;
    QLabel* m_rotaryLabel = nullptr;
    QLabel* m_errorLabel = nullptr;
    QLabel* m_intro = nullptr;
    QLabel* m_noneCaption = nullptr;
    QLabel* m_sinusoidalCaption = nullptr;
    QLabel* m_rotaryCaption = nullptr;
    QLabel* m_seedLabel = nullptr;
    QLabel* m_conclusion = nullptr;
    QLabel* m_rotaryExplanation = nullptr;
    QCPTextElement* m_rotaryTitle = nullptr;
    // The last run's error (empty: it ran) and whether m_result holds one.
    QString m_runError;
    bool m_hasResult = false;
    QCustomPlot* m_rotaryScores = nullptr;
};

} // namespace ae
