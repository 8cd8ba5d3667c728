#include "core/complexity.h"

#include "core/types.h"

#include <algorithm>
#include <cmath>

namespace ae {

namespace {

void requireAtLeastTwo(const char* field, double value)
{
    if (!(value >= 2.0)) {
        throw EngineError(field, ErrorCode::MustWidenReceptiveField, {std::to_string(value)});
    }
}

// r positions centred on the query: (r − 1)/2 on each side.
void requireCentredNeighbourhood(double r)
{
    if (!(r >= 3.0) || std::fmod(r, 2.0) != 1.0) {
        throw EngineError("r", ErrorCode::MustBeOddAtLeastThree, {std::to_string(r)});
    }
}

// ⌈a / b⌉ for a ≥ 0, b > 0 given as doubles holding integers.
double ceilDivide(double a, double b)
{
    return std::ceil(a / b - 1e-12);
}

struct PowerLaw
{
    double coefficient; // c in c·n^exponent
    double exponent;
};

PowerLaw operationsPowerLaw(LayerKind kind, const ComplexityParameters& p)
{
    switch (kind) {
    case LayerKind::SelfAttention:
        return {p.d, 2.0};
    case LayerKind::Recurrent:
        return {p.d * p.d, 1.0};
    case LayerKind::Convolutional:
        return {p.k * p.d * p.d, 1.0};
    case LayerKind::RestrictedSelfAttention:
        return {p.r * p.d, 1.0};
    }
    return {0.0, 0.0};
}

} // namespace

const char* layerKindName(LayerKind kind)
{
    switch (kind) {
    case LayerKind::SelfAttention:
        return "self-attention";
    case LayerKind::Recurrent:
        return "recurrent";
    case LayerKind::Convolutional:
        return "convolutional";
    case LayerKind::RestrictedSelfAttention:
        return "restricted self-attention";
    }
    return "";
}

double operationsPerLayer(LayerKind kind, const ComplexityParameters& p)
{
    // A query sees at most the n positions there are (the power law r·n·d
    // holds from n = r on).
    if (kind == LayerKind::RestrictedSelfAttention)
        return std::min(p.r, p.n) * p.n * p.d;
    const PowerLaw law = operationsPowerLaw(kind, p);
    return law.coefficient * std::pow(p.n, law.exponent);
}

double sequentialOperations(LayerKind kind, const ComplexityParameters& p)
{
    return kind == LayerKind::Recurrent ? p.n : 1.0;
}

int ceilLogBase(long long n, long long k)
{
    if (k < 2) {
        throw EngineError("k", ErrorCode::LogarithmBase);
    }
    int layers = 0;
    long long reach = 1;
    while (reach < n) {
        reach *= k;
        ++layers;
    }
    return layers;
}

double maximumPathLength(LayerKind kind, const ComplexityParameters& p)
{
    const double gaps = std::max(0.0, p.n - 1.0); // distance from x_1 to x_n
    switch (kind) {
    case LayerKind::SelfAttention:
        return p.n > 1.0 ? 1.0 : 0.0;
    case LayerKind::Recurrent:
        return gaps;
    case LayerKind::Convolutional:
        requireAtLeastTwo("k", p.k);
        if (p.convolutionPath == ConvolutionPath::Dilated) {
            return ceilLogBase(static_cast<long long>(std::llround(p.n)),
                               static_cast<long long>(std::llround(p.k)));
        }
        return ceilDivide(gaps, p.k - 1.0);
    case LayerKind::RestrictedSelfAttention:
        requireCentredNeighbourhood(p.r);
        return ceilDivide(gaps, p.r - 1.0);
    }
    return 0.0;
}

std::string operationsSymbol(LayerKind kind)
{
    switch (kind) {
    case LayerKind::SelfAttention:
        return "O(n²·d)";
    case LayerKind::Recurrent:
        return "O(n·d²)";
    case LayerKind::Convolutional:
        return "O(k·n·d²)";
    case LayerKind::RestrictedSelfAttention:
        return "O(r·n·d)";
    }
    return "";
}

std::string sequentialOperationsSymbol(LayerKind kind)
{
    return kind == LayerKind::Recurrent ? "O(n)" : "O(1)";
}

std::string maximumPathLengthSymbol(LayerKind kind, ConvolutionPath path)
{
    switch (kind) {
    case LayerKind::SelfAttention:
        return "O(1)";
    case LayerKind::Recurrent:
        return "O(n)";
    case LayerKind::Convolutional:
        return path == ConvolutionPath::Dilated ? "O(log_k n)" : "O(n/k)";
    case LayerKind::RestrictedSelfAttention:
        return "O(n/r)";
    }
    return "";
}

std::optional<double> crossoverLength(LayerKind a, LayerKind b, const ComplexityParameters& p)
{
    const PowerLaw la = operationsPowerLaw(a, p);
    const PowerLaw lb = operationsPowerLaw(b, p);
    if (la.exponent == lb.exponent || la.coefficient <= 0.0 || lb.coefficient <= 0.0) {
        return std::nullopt;
    }
    // c_a·n^e_a = c_b·n^e_b  ⇒  n = (c_b / c_a)^(1 / (e_a − e_b))
    return std::pow(lb.coefficient / la.coefficient, 1.0 / (la.exponent - lb.exponent));
}

} // namespace ae
