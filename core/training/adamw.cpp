#include "core/training/adamw.h"

#include "core/types.h"

#include <algorithm>
#include <cmath>
#include <string_view>

namespace ae {

void AdamWSettings::validate() const
{
    if (!(learningRate > 0) || !std::isfinite(learningRate))
        throw EngineError("learningRate", ErrorCode::MustBePositiveNumber);
    if (!(beta1 >= 0 && beta1 < 1))
        throw EngineError("beta1", ErrorCode::MustLieInUnitInterval);
    if (!(beta2 >= 0 && beta2 < 1))
        throw EngineError("beta2", ErrorCode::MustLieInUnitInterval);
    if (!(epsilon > 0))
        throw EngineError("epsilon", ErrorCode::MustBePositive);
    if (!(weightDecay >= 0) || !std::isfinite(weightDecay))
        throw EngineError("weightDecay", ErrorCode::MustBeZeroOrMore);
    if (warmupSteps < 0)
        throw EngineError("warmupSteps", ErrorCode::MustBeZeroOrMore);
    if (std::isnan(clipNorm))
        throw EngineError("clipNorm", ErrorCode::MustBeNumber);
}

template <typename Scalar>
AdamW<Scalar>::AdamW(const AdamWSettings& settings, const TransformerWeights<Scalar>& weights)
    : m_settings(settings), m_first(zeroGradients(weights)), m_second(zeroGradients(weights))
{
    m_settings.validate();
}

template <typename Scalar> double AdamW<Scalar>::learningRateAt(int step) const
{
    if (m_settings.warmupSteps <= 0)
        return m_settings.learningRate;
    return m_settings.learningRate * std::min(1.0, double(step) / m_settings.warmupSteps);
}

template <typename Scalar> double gradientNorm(TransformerWeights<Scalar>& gradients)
{
    double sum = 0;
    for (const ParameterView<Scalar>& view : parameterViews(gradients))
        for (Eigen::Index i = 0; i < view.size; ++i)
            sum += double(view.values[i]) * double(view.values[i]);
    return std::sqrt(sum);
}

template <typename Scalar>
double AdamW<Scalar>::step(TransformerWeights<Scalar>& weights,
                           TransformerWeights<Scalar>& gradients, bool frozenPositions)
{
    const double norm = gradientNorm(gradients);
    std::vector<ParameterView<Scalar>> theta = parameterViews(weights);
    std::vector<ParameterView<Scalar>> grad = parameterViews(gradients);
    std::vector<ParameterView<Scalar>> first = parameterViews(m_first);
    std::vector<ParameterView<Scalar>> second = parameterViews(m_second);
    if (grad.size() != theta.size())
        throw EngineError("gradients", ErrorCode::GradientsTensors);
    for (std::size_t t = 0; t < theta.size(); ++t)
        if (grad[t].size != theta[t].size || first[t].size != theta[t].size)
            throw EngineError("gradients", ErrorCode::GradientsSize);

    const Scalar clip = m_settings.clipNorm > 0 && norm > m_settings.clipNorm
                            ? Scalar(m_settings.clipNorm / (norm + 1e-6))
                            : Scalar(1);
    ++m_step;
    const double rate = learningRateAt(m_step);
    const Scalar eta = Scalar(rate);
    const Scalar decay = Scalar(1.0 - rate * m_settings.weightDecay);
    const Scalar b1 = Scalar(m_settings.beta1), b2 = Scalar(m_settings.beta2);
    const Scalar correction1 = Scalar(1.0 - std::pow(m_settings.beta1, m_step));
    const Scalar correction2 = Scalar(1.0 - std::pow(m_settings.beta2, m_step));
    const Scalar eps = Scalar(m_settings.epsilon);
    for (std::size_t t = 0; t < theta.size(); ++t) {
        if (frozenPositions && std::string_view(theta[t].kind) == "positions")
            continue;
        using ArrayMap = Eigen::Map<Eigen::Array<Scalar, Eigen::Dynamic, 1>>;
        ArrayMap p(theta[t].values, theta[t].size);
        ArrayMap g(grad[t].values, grad[t].size);
        ArrayMap m(first[t].values, first[t].size);
        ArrayMap v(second[t].values, second[t].size);
        if (clip != Scalar(1))
            g *= clip;
        if (theta[t].decays)
            p *= decay;
        m = b1 * m + (Scalar(1) - b1) * g;
        v = b2 * v + (Scalar(1) - b2) * g.square();
        p -= eta * (m / correction1) / ((v / correction2).sqrt() + eps);
    }
    return norm;
}

template class AdamW<float>;
template class AdamW<double>;
template double gradientNorm<float>(TransformerWeights<float>&);
template double gradientNorm<double>(TransformerWeights<double>&);

} // namespace ae
