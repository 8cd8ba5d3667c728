#pragma once
// Attention rollout (Abnar & Zuidema, 2020): how much each input position
// flows into each output position through all layers, if attention were the
// only path. Per layer, the heads' mean with the residual connection as an
// identity,
//
//   Ā_l = ½ · mean_h A_{l,h} + ½ · I       (rows still sum to 1)
//
// and the layers chained:  R_1 = Ā_1,  R_l = Ā_l · R_{l−1}.
//
// It ignores the MLPs, the value vectors and the output projections, so it
// is a picture of where attention could carry information, not an
// explanation of the model's output; the views say so.

#include <Eigen/Core>

#include <vector>

namespace ae {

// layers[l][h]: layer l's head h (n×n, rows sum to 1). Returns R_1 … R_L.
// Throws EngineError ("attentions") when there are no layers, a layer has
// no heads, or the matrices are not all n×n.
std::vector<Eigen::MatrixXd>
attentionRollout(const std::vector<std::vector<Eigen::MatrixXd>>& layers);

} // namespace ae
