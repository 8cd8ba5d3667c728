#pragma once
// Merge ids of the document's undo commands, all in one place: consecutive
// commands with the same id (typing, dragging a slider, stepping a spin box)
// merge into one undo step.

namespace ae {

enum class CommandId
{
    Text = 1,
    KeyText,
    EmbeddingType,
    EmbeddingDim,
    NumHeads,
    ModelDim,
    Projections,
    Scoring,
    AdditiveHidden,
    Temperature,
    PositionalEncoding,
    PositionalBase,
    Seed,
    Dropout,
    Mask,
    MaskWindow,
    MaskValidLengths,
    MaskCell,
    Precision,
};

} // namespace ae
