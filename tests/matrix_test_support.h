#pragma once
// Matrices and engine errors as the tests write them: literal rows, a
// row-major list, seeded random entries, and the field an EngineError names.

#include "core/random.h"
#include "core/types.h"

#include <QString>

#include <cstdint>
#include <functional>
#include <initializer_list>
#include <stdexcept>
#include <string>

namespace ae::test {

// rows({{1, 2}, {3, 4}}): one braced list per row, all the same length.
inline Matrix rows(std::initializer_list<std::initializer_list<float>> values)
{
    Matrix m(static_cast<Eigen::Index>(values.size()),
             static_cast<Eigen::Index>(values.begin()->size()));
    Eigen::Index r = 0;
    for (const auto& row : values) {
        Eigen::Index c = 0;
        for (float v : row)
            m(r, c++) = v;
        ++r;
    }
    return m;
}

// rows × cols from `values` in row-major order (as NumPy stores them).
inline Matrix rowMajor(int rowCount, int colCount, std::initializer_list<float> values)
{
    Matrix m(rowCount, colCount);
    auto it = values.begin();
    for (int r = 0; r < rowCount; ++r)
        for (int c = 0; c < colCount; ++c)
            m(r, c) = *it++;
    return m;
}

// Standard-normal entries from SeededRandom(seed), column by column.
inline Matrix randomMatrix(int rowCount, int colCount, std::uint64_t seed)
{
    SeededRandom random(seed);
    Matrix m(rowCount, colCount);
    for (int j = 0; j < colCount; ++j)
        for (int i = 0; i < rowCount; ++i)
            m(i, j) = random.normal();
    return m;
}

// The field named by the EngineError `call` throws ("<no error>" when it
// throws none); its message into *message when given.
inline QString errorField(const std::function<void()>& call, std::string* message = nullptr)
{
    try {
        call();
    } catch (const EngineError& e) {
        if (message)
            *message = e.what();
        return QString::fromStdString(e.field());
    }
    return QStringLiteral("<no error>");
}

} // namespace ae::test
