#include "core/io/spec.h"

namespace ae {

namespace {

template <typename Scalar>
bool sameMatrix(const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>& a,
                const Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>& b)
{
    return a.rows() == b.rows() && a.cols() == b.cols() && (a.size() == 0 || a == b);
}

template <typename Scalar>
bool sameMatrices(const std::vector<Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>>& a,
                  const std::vector<Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>>& b)
{
    if (a.size() != b.size())
        return false;
    for (std::size_t i = 0; i < a.size(); ++i) {
        if (!sameMatrix(a[i], b[i]))
            return false;
    }
    return true;
}

bool sameScoring(const ScoringConfig& a, const ScoringConfig& b)
{
    return a.type == b.type && a.temperature == b.temperature &&
           sameMatrix(a.additiveWq, b.additiveWq) && sameMatrix(a.additiveWk, b.additiveWk) &&
           a.additiveWv.size() == b.additiveWv.size() &&
           (a.additiveWv.size() == 0 || a.additiveWv == b.additiveWv) &&
           sameMatrix(a.generalW, b.generalW);
}

bool sameMask(const MaskConfig& a, const MaskConfig& b)
{
    return a.validLens == b.validLens &&
           (a.validLens.empty() || a.validLensPerQuery == b.validLensPerQuery) &&
           a.causal == b.causal && a.window == b.window && sameMatrices(a.matrices, b.matrices);
}

bool sameConfig(const AttentionConfig& a, const AttentionConfig& b)
{
    return a.numHeads == b.numHeads && sameMatrix(a.weights.Wq, b.weights.Wq) &&
           sameMatrix(a.weights.Wk, b.weights.Wk) && sameMatrix(a.weights.Wv, b.weights.Wv) &&
           sameMatrix(a.weights.Wo, b.weights.Wo) && sameScoring(a.scoring, b.scoring) &&
           sameMask(a.mask, b.mask) && a.positionalEncoding.type == b.positionalEncoding.type &&
           a.positionalEncoding.base == b.positionalEncoding.base && a.dropout == b.dropout &&
           a.seed == b.seed;
}

} // namespace

bool sameSpec(const Spec& a, const Spec& b)
{
    const bool sameEmbedding = a.embedding.type == b.embedding.type &&
                               a.embedding.dim == b.embedding.dim &&
                               a.embedding.seed == b.embedding.seed;
    return a.text == b.text && a.keyText == b.keyText && sameEmbedding &&
           sameMatrices(a.inputs.inputs, b.inputs.inputs) &&
           sameMatrices(a.inputs.keyInputs, b.inputs.keyInputs) &&
           sameMatrices(a.inputs.valueInputs, b.inputs.valueInputs) && a.tokens == b.tokens &&
           a.keyTokens == b.keyTokens && sameConfig(a.config, b.config) &&
           a.randomWeights == b.randomWeights && a.modelDim == b.modelDim &&
           a.float64 == b.float64 && a.ui == b.ui;
}

} // namespace ae
