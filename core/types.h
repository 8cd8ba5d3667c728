#pragma once
// Shared numeric types of the attention engine.
//
// Matrices are column-major Eigen float matrices (rows = positions). Functions
// take `const Eigen::Ref<const ae::Matrix>&` so blocks (a head's columns) pass
// without copies.

#include <Eigen/Core>

#include <cstdint>
#include <string>
#include <vector>

namespace ae {

using Matrix = Eigen::MatrixXf;
using Vector = Eigen::VectorXf;
using RowVector = Eigen::RowVectorXf;
using MatrixRef = Eigen::Ref<const Matrix>;
using VectorRef = Eigen::Ref<const Vector>;

// A keep-mask: 1 keeps a (query, key) pair, 0 masks it. n×m like the scores.
using KeepMask = Eigen::Matrix<std::uint8_t, Eigen::Dynamic, Eigen::Dynamic>;

using Tokens = std::vector<std::string>;

// Thrown for invalid arguments to the engine. `field()` names the spec field
// (or engine parameter) that is wrong, so callers can build a message such as
// "num_heads: 5 does not divide the projected width 64".
class EngineError : public std::exception
{
public:
    EngineError(std::string field, std::string message)
        : m_field(std::move(field)), m_message(std::move(message)),
          m_what(m_field.empty() ? m_message : m_field + ": " + m_message)
    {
    }
    const char* what() const noexcept override { return m_what.c_str(); }
    const std::string& field() const { return m_field; }
    const std::string& message() const { return m_message; }

private:
    std::string m_field;
    std::string m_message;
    std::string m_what;
};

} // namespace ae
