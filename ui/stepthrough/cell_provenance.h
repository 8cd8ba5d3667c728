#pragma once
// Where one output cell of a stage came from, from the trace's numbers: the
// two vectors of a product and their element-wise terms and sum, or a row's
// exp values and their sum. Nothing here feeds back into the computation;
// it spells out the arithmetic behind a number the trace already holds.

#include "ui/stepthrough/stage_text.h"

#include <QString>

namespace ae {

struct CellProvenance
{
    enum class Kind
    {
        None,    // nothing to explain (an input cell, an empty run)
        Product, // result = (Σ_c left_c·right_c) / divisor + bias
        Softmax, // result = terms[col] / sum, terms = exp(s − max) over the row
        Copy,    // the value comes from another matrix (head split, concat), with
                 // rotary positions turned with its pair (a head's q and k)
        Masked   // a masked pair: −∞ before, 0 after the softmax
    };
    Kind kind = Kind::None;
    int stage = -1;
    int row = -1;
    int col = -1;
    QString leftName;  // "q₁" / "s₁ (row)"
    QString rightName; // "k₃"
    ae::Vector left;
    ae::Vector right;
    ae::Vector terms; // products left∘right, or exp(s − max)
    double sum = 0.0; // Σ terms
    double divisor = 1.0;
    // Added after the sum: a model layer's projection bias b[c] (0 without one),
    // so result = sum + bias.
    double bias = 0.0;
    double result = 0.0; // the cell's value as the trace holds it
    QString html;        // the side panel's text
};

class ProvenanceExplainer
{
public:
    // outputIndex: index among the stage's output panels (StageContent::outputs).
    static CellProvenance explain(const SpecRun& run, int batch, int head, int stage,
                                  int outputIndex, int row, int col, StepLanguage language);
};

} // namespace ae
