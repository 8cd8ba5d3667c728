#include "core/dense_vs_attention.h"

#include "core/masked_softmax.h"
#include "core/scoring.h"

#include <cmath>

namespace ae {

DenseVsAttentionSetup defaultDenseVsAttentionSetup()
{
    DenseVsAttentionSetup setup;
    setup.names = {"A", "B", "C"};
    setup.items.resize(3, 2);
    setup.items << 1.0f, 0.0f, //
        0.0f, 2.0f,            //
        1.0f, 1.0f;
    setup.denseWeights.resize(3);
    setup.denseWeights << 0.1f, 0.7f, 0.2f;
    setup.query.resize(2);
    setup.query << 0.0f, 1.5f;
    return setup;
}

DenseVsAttentionResult compareDenseAndAttention(const DenseVsAttentionSetup& setup,
                                                const std::vector<int>& order)
{
    const int n = static_cast<int>(setup.items.rows());
    if (static_cast<int>(order.size()) != n)
        throw EngineError("order", ErrorCode::OrderSlotCount,
                          {std::to_string(n), std::to_string(order.size())});
    std::vector<bool> seen(static_cast<std::size_t>(n), false);
    for (int index : order) {
        if (index < 0 || index >= n || seen[static_cast<std::size_t>(index)])
            throw EngineError("order", ErrorCode::OrderNotPermutation);
        seen[static_cast<std::size_t>(index)] = true;
    }
    if (setup.denseWeights.size() != n || setup.query.size() != setup.items.cols())
        throw EngineError("setup", ErrorCode::DenseSetupShape);

    Matrix slots(n, setup.items.cols());
    for (int s = 0; s < n; ++s)
        slots.row(s) = setup.items.row(order[static_cast<std::size_t>(s)]);

    DenseVsAttentionResult result;
    result.order = order;
    result.denseWeights = setup.denseWeights;
    // The engine's scaled dot-product score and softmax, one query row.
    const Matrix scores = computeScores(setup.query.transpose(), slots, ScoringConfig{});
    const MaskedSoftmaxResult softmax = maskedSoftmax(scores, KeepMask());
    result.attentionWeights = softmax.weights.row(0).transpose();
    result.denseOutput = slots.transpose() * result.denseWeights;
    result.attentionOutput = slots.transpose() * result.attentionWeights;
    Eigen::Index denseSlot = 0, attentionSlot = 0;
    result.denseWeights.maxCoeff(&denseSlot);
    result.attentionWeights.maxCoeff(&attentionSlot);
    result.denseFavourite = order[static_cast<std::size_t>(denseSlot)];
    result.attentionFavourite = order[static_cast<std::size_t>(attentionSlot)];
    return result;
}

} // namespace ae
