#pragma once
// Shared numeric types of the attention engine.
//
// Matrices are column-major Eigen matrices (rows = positions). Functions
// take `const Eigen::Ref<const ae::Matrix>&` so blocks (a head's columns) pass
// without copies.
//
// The engine computes in float (the default) or double ("precision":
// "float64"): one code path, templates over `Scalar` instantiated for both in
// their .cpp files. Their matrix parameters are spelled MatrixRefT<Scalar>, a
// non-deduced context, so float callers write nothing and double callers name
// the scalar: computeScores(q, k, c) is float, computeScores<double>(q, k, c)
// double. Configurations (weights, scoring parameters) are stored in float,
// as the spec holds them, and widened exactly where a double pass reads them.

#include "core/error_code.h"
#include "core/error_text.h"

#include <Eigen/Core>

#include <cstdint>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace ae {

template <typename Scalar> using MatrixT = Eigen::Matrix<Scalar, Eigen::Dynamic, Eigen::Dynamic>;
template <typename Scalar> using VectorT = Eigen::Matrix<Scalar, Eigen::Dynamic, 1>;
template <typename Scalar> using RowVectorT = Eigen::Matrix<Scalar, 1, Eigen::Dynamic>;

// `T` unchanged, in a context template argument deduction does not look into.
template <typename T> struct NonDeduced
{
    using type = T;
};
template <typename Scalar>
using MatrixRefT = typename NonDeduced<Eigen::Ref<const MatrixT<Scalar>>>::type;
template <typename Scalar>
using VectorRefT = typename NonDeduced<Eigen::Ref<const VectorT<Scalar>>>::type;
template <typename Scalar>
using MatrixOutT = typename NonDeduced<Eigen::Ref<MatrixT<Scalar>>>::type;

using Matrix = MatrixT<float>;
using Vector = VectorT<float>;
using RowVector = RowVectorT<float>;
using MatrixRef = MatrixRefT<float>;
using VectorRef = VectorRefT<float>;
using MatrixD = MatrixT<double>;
using MatrixRefD = MatrixRefT<double>;

// `matrix` as `Scalar`: the matrix itself when it is float already (no copy),
// else its exact widening, kept in `storage`.
template <typename Scalar>
const MatrixT<Scalar>& asScalar(const Matrix& matrix, MatrixT<Scalar>& storage)
{
    if constexpr (std::is_same_v<Scalar, float>) {
        return matrix;
    } else {
        storage = matrix.template cast<Scalar>();
        return storage;
    }
}

// A keep-mask: 1 keeps a (query, key) pair, 0 masks it. n×m like the scores.
using KeepMask = Eigen::Matrix<std::uint8_t, Eigen::Dynamic, Eigen::Dynamic>;

using Tokens = std::vector<std::string>;

// Thrown for invalid arguments to the engine. `field()` names the spec field
// (or engine parameter) that is wrong; `code()` and `args()` say what is wrong
// (core/error_code.h), so the interface can translate it; `message()` is the
// English text of the code (core/error_text.h), and what() is
// "field: message", such as "num_heads: 5 does not divide the projected query
// width 64".
class EngineError : public std::exception
{
public:
    EngineError(std::string field, ErrorCode code, std::vector<std::string> args = {})
        : m_field(std::move(field)), m_code(code), m_args(std::move(args)),
          m_message(errorMessage(m_code, m_args)),
          m_what(m_field.empty() ? m_message : m_field + ": " + m_message)
    {
    }
    const char* what() const noexcept override { return m_what.c_str(); }
    const std::string& field() const { return m_field; }
    ErrorCode code() const { return m_code; }
    const std::vector<std::string>& args() const { return m_args; }
    const std::string& message() const { return m_message; }

private:
    std::string m_field;
    ErrorCode m_code;
    std::vector<std::string> m_args;
    std::string m_message;
    std::string m_what;
};

} // namespace ae
