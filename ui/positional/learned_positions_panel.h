#pragma once
// A model's learned position table beside the sinusoidal P of the same width
// and length: the first n positions × all dimensions of each as heatmaps, and
// below each the position similarity cos(p_i, p_j) (core/positional_analysis),
// so the class sees that both make near positions alike, and what differs: a
// learned table has one row per position up to its maximum length and no
// fixed linear map for an offset.
//
// The table is the open model's (File ▸ Open Model…: GPT-2's wpe, BERT's and
// DistilBERT's position_embeddings) or, without one, a built-in model's
// (File ▸ Example Models); the caption names which. The source menu is a
// screen-only control; the figure is the caption, the four plots and the text.

#include "core/types.h"
#include "ui/document/learned_positions.h"

#include <QPointer>
#include <QVector>
#include <QWidget>

#include <optional>

class QCPTextElement;
class QComboBox;
class QCustomPlot;
class QLabel;

namespace ae {

class ModelDocument;

class LearnedPositionsPanel : public QWidget
{
    Q_OBJECT
public:
    explicit LearnedPositionsPanel(QWidget* parent = nullptr);

    // Follows the open model (may be null: built-in models only).
    void setModelDocument(ModelDocument* document);
    // The page's n and base: the first n positions (at most the table's
    // rows) and the sinusoid's base. Recomputed now if shown, else when shown.
    void setShape(int n, double base);

    // Recomputes what is stale (tests, export).
    void ensureUpdated();
    // What is drawn (after ensureUpdated): the learned rows shown, P for them,
    // and both similarity matrices; the source (nullopt: none could be read).
    const Matrix& learnedRows() const { return m_learnedRows; }
    const Matrix& sinusoidalRows() const { return m_sinusoidalRows; }
    const Matrix& learnedSimilarity() const { return m_learnedSimilarity; }
    const Matrix& sinusoidalSimilarity() const { return m_sinusoidalSimilarity; }
    const std::optional<LearnedPositions>& source() const { return m_source; }

    QComboBox* sourceBox() const { return m_sourceBox; }
    QCustomPlot* learnedPlot() const { return m_learnedPlot; }
    QCustomPlot* sinusoidalPlot() const { return m_sinusoidalPlot; }
    QCustomPlot* learnedSimilarityPlot() const { return m_learnedSimilarityPlot; }
    QCustomPlot* sinusoidalSimilarityPlot() const { return m_sinusoidalSimilarityPlot; }
    QLabel* caption() const { return m_caption; }
    QLabel* explanation() const { return m_explanation; }

protected:
    void changeEvent(QEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    void retranslateUi();
    // The source menu's entries: the open model (if any), then each built-in
    // one; `showOpenModel` selects the open model (just opened).
    void fillSources(bool showOpenModel);
    void onSourceChosen();
    void invalidate();
    void recompute();
    void updateTexts();

    QPointer<ModelDocument> m_document;
    QVector<BuiltinModel> m_builtins;
    std::optional<LearnedPositions> m_source;
    QString m_sourceError;
    int m_length = 60;
    double m_base = 10000.0;
    bool m_stale = true;
    Matrix m_learnedRows, m_sinusoidalRows, m_learnedSimilarity, m_sinusoidalSimilarity;

    QComboBox* m_sourceBox = nullptr;
    QLabel* m_sourceLabel = nullptr;
    QLabel* m_caption = nullptr;
    QLabel* m_explanation = nullptr;
    QCustomPlot* m_learnedPlot = nullptr;
    QCustomPlot* m_sinusoidalPlot = nullptr;
    QCustomPlot* m_learnedSimilarityPlot = nullptr;
    QCustomPlot* m_sinusoidalSimilarityPlot = nullptr;
    QCPTextElement* m_learnedTitle = nullptr;
    QCPTextElement* m_sinusoidalTitle = nullptr;
    QCPTextElement* m_learnedSimilarityTitle = nullptr;
    QCPTextElement* m_sinusoidalSimilarityTitle = nullptr;
};

} // namespace ae
