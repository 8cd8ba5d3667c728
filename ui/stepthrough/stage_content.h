#pragma once
// What one stage of the step-through shows, as plain data: the matrices (all
// read from the engine's trace), their labels and shapes, and the words. The
// page widget draws it; the exporter draws it again off screen.

#include "core/types.h"

#include <QString>
#include <QStringList>
#include <QVector>

namespace ae {

// The eleven stages of one multi-head forward pass, in lecture order.
enum class StepStage
{
    Tokens,      // tokens → X
    Positional,  // X + P
    Projection,  // Q = X·W_qᵀ, K, V
    HeadSplit,   // column blocks of Q, K, V
    Scores,      // Q_h·K_hᵀ (or the scoring function's own form)
    Scaling,     // ÷√p, ÷τ
    Mask,        // masked entries → −∞
    Softmax,     // row by row
    WeightedSum, // A_h·V_h
    Concat,      // [O_1 … O_h]
    Output       // ·W_oᵀ → Y
};

inline constexpr int kStepStageCount = 11;

// What the rows of a panel are: query rows follow the selected query.
enum class PanelRows
{
    Queries,
    Keys,
    Features,
    Other
};

struct StagePanel
{
    QString caption;     // plain text, shape included: "Q₂  6×16", "W_q  16×16"
    QString captionHtml; // the same with <sub>: "Q<sub>2</sub>  6×16"
    ae::Matrix values;
    QStringList rowLabels;
    QStringList columnLabels;
    QString rowAxis;
    QString columnAxis;
    ae::KeepMask mask; // empty: nothing masked
    PanelRows rows = PanelRows::Other;
    bool isOutput = false;
    bool nonNegative = false; // weights: sequential colour map from 0
    // The attention weights A (or dropout(A)): Predict, then reveal hides
    // the query row to predict in them.
    bool attentionWeights = false;
    bool showMinusInfinity = false; // masked cells print "−∞"
    // Column blocks outlined (head split): width of one block, 0 for none.
    int blockWidth = 0;
    int highlightedBlock = -1;
    // A panel that is only a sentence ("W_q: no projection (identity)").
    QString placeholder;
    // A bias b (a d×1 column over the output features): the index (among
    // the same side's panels, before this one) of the weight W it is added
    // to, drawn beside it, row c of both being output feature c, on W's
    // colour scale; -1 otherwise.
    int besidePanel = -1;
};

struct StageContent
{
    int stage = 0;       // 0-based StepStage
    QString title;       // "5 / 11  Scores"
    QString formulaHtml; // rich text with <sub>/<sup>
    QString explanation; // one paragraph
    QString note;        // a remark on this run (no encoding, rotary, dropout…), may be empty
    QVector<StagePanel> inputs;
    QVector<StagePanel> outputs;
};

} // namespace ae
