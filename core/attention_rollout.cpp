#include "core/attention_rollout.h"

#include "core/types.h"

namespace ae {

std::vector<Eigen::MatrixXd>
attentionRollout(const std::vector<std::vector<Eigen::MatrixXd>>& layers)
{
    if (layers.empty() || layers.front().empty())
        throw EngineError("attentions", ErrorCode::RolloutNeedsLayer);
    const Eigen::Index n = layers.front().front().rows();
    std::vector<Eigen::MatrixXd> rollout;
    rollout.reserve(layers.size());
    for (const std::vector<Eigen::MatrixXd>& heads : layers) {
        if (heads.empty())
            throw EngineError("attentions", ErrorCode::LayerHasNoHeads);
        Eigen::MatrixXd mean = Eigen::MatrixXd::Zero(n, n);
        for (const Eigen::MatrixXd& head : heads) {
            if (head.rows() != n || head.cols() != n)
                throw EngineError("attentions", ErrorCode::HeadMustBeSquare, {std::to_string(n)});
            mean += head;
        }
        const Eigen::MatrixXd layer =
            0.5 * mean / double(heads.size()) + 0.5 * Eigen::MatrixXd::Identity(n, n);
        rollout.push_back(rollout.empty() ? layer : Eigen::MatrixXd(layer * rollout.back()));
    }
    return rollout;
}

} // namespace ae
