#include "core/sketch_edit.h"

#include <algorithm>
#include <cmath>
#include <string>

namespace ae {

Vector setSketchBar(const VectorRef& sketch, int key, double value)
{
    const Eigen::Index m = sketch.size();
    if (key < 0 || key >= m)
        throw EngineError("sketch", ErrorCode::KeyNotOneOf,
                          {std::to_string(key), std::to_string(m)});
    for (Eigen::Index i = 0; i < m; ++i)
        if (!std::isfinite(sketch(i)) || sketch(i) < 0.0f)
            throw EngineError("sketch", ErrorCode::BarInvalid,
                              {std::to_string(i), std::to_string(sketch(i))});
    const double v = std::isfinite(value) ? std::clamp(value, 0.0, 1.0) : 0.0;
    Vector result(m);
    const double others = double(sketch.sum()) - double(sketch(key));
    for (Eigen::Index j = 0; j < m; ++j) {
        if (j == key)
            result(j) = float(v);
        else if (others > 0.0)
            result(j) = float(double(sketch(j)) * (1.0 - v) / others);
        else
            result(j) = m > 1 ? float((1.0 - v) / double(m - 1)) : 0.0f;
    }
    if (m == 1)
        result(0) = 1.0f; // one key takes everything, whatever it was dragged to
    return result;
}

} // namespace ae
