#include "core/masks.h"

#include <algorithm>
#include <cstdint>
#include <cstdlib>
#include <string>

namespace ae {

namespace {

// `onlyItem` ≥ 0 checks the counts and that one item only (buildMask, called
// once per item, must not re-check every item each time).
void validateLengths(const MaskConfig& config, int batchSize, int n, int m, int onlyItem)
{
    if (config.validLens.empty())
        return;
    if (static_cast<int>(config.validLens.size()) != batchSize)
        throw EngineError("mask.valid_lens", ErrorCode::EntryPerBatchItem,
                          {std::to_string(batchSize), std::to_string(config.validLens.size())});
    for (int b = onlyItem < 0 ? 0 : onlyItem; b < (onlyItem < 0 ? batchSize : onlyItem + 1); ++b) {
        const std::vector<int>& lengths = config.validLens[static_cast<std::size_t>(b)];
        const int expected = config.validLensPerQuery ? n : 1;
        if (static_cast<int>(lengths.size()) != expected)
            throw config.validLensPerQuery
                ? EngineError(
                      "mask.valid_lens", ErrorCode::ItemLengthPerQuery,
                      {std::to_string(b), std::to_string(n), std::to_string(lengths.size())})
                : EngineError("mask.valid_lens", ErrorCode::ItemOneLength,
                              {std::to_string(b), std::to_string(lengths.size())});
        for (std::size_t q = 0; q < lengths.size(); ++q) {
            const int length = lengths[q];
            if (length < 0 || length > m)
                throw config.validLensPerQuery
                    ? EngineError("mask.valid_lens", ErrorCode::ItemQueryLengthOutside,
                                  {std::to_string(b), std::to_string(q), std::to_string(length),
                                   std::to_string(m)})
                    : EngineError("mask.valid_lens", ErrorCode::ItemLengthOutside,
                                  {std::to_string(b), std::to_string(length), std::to_string(m)});
        }
    }
}

void validateMatrices(const MaskConfig& config, int batchSize, int n, int m, int onlyItem)
{
    if (config.matrices.empty())
        return;
    const int count = static_cast<int>(config.matrices.size());
    if (count != 1 && count != batchSize)
        throw EngineError("mask.matrix", ErrorCode::MaskMatrixCount,
                          {std::to_string(batchSize), std::to_string(count)});
    const int first = onlyItem < 0 || count == 1 ? 0 : onlyItem;
    const int last = onlyItem < 0 ? count : first + 1;
    for (int i = first; i < last; ++i) {
        const KeepMask& matrix = config.matrices[static_cast<std::size_t>(i)];
        if (matrix.rows() != n || matrix.cols() != m)
            throw count > 1
                ? EngineError("mask.matrix", ErrorCode::ItemMaskMatrixShape,
                              {std::to_string(i), std::to_string(n), std::to_string(m),
                               std::to_string(matrix.rows()), std::to_string(matrix.cols())})
                : EngineError("mask.matrix", ErrorCode::MaskMatrixShape,
                              {std::to_string(n), std::to_string(m), std::to_string(matrix.rows()),
                               std::to_string(matrix.cols())});
        if ((matrix.array() > std::uint8_t(1)).any())
            throw count > 1
                ? EngineError("mask.matrix", ErrorCode::ItemMaskEntries, {std::to_string(i)})
                : EngineError("mask.matrix", ErrorCode::MaskEntries);
    }
}

} // namespace

bool MaskConfig::isEmpty() const
{
    return validLens.empty() && !causal && window < 0 && matrices.empty();
}

void validateMask(const MaskConfig& config, int batchSize, int n, int m)
{
    validateLengths(config, batchSize, n, m, -1);
    validateMatrices(config, batchSize, n, m, -1);
}

KeepMask buildMask(const MaskConfig& config, int batchIndex, int batchSize, int n, int m)
{
    if (batchIndex < 0 || batchIndex >= batchSize)
        throw EngineError("mask", ErrorCode::BatchIndexOutside,
                          {std::to_string(batchIndex), std::to_string(batchSize - 1)});
    validateLengths(config, batchSize, n, m, batchIndex);
    validateMatrices(config, batchSize, n, m, batchIndex);
    KeepMask keep = KeepMask::Ones(n, m);
    if (!config.validLens.empty()) {
        // d2l masked_softmax: key j is masked when j ≥ valid length.
        const std::vector<int>& lengths = config.validLens[static_cast<std::size_t>(batchIndex)];
        for (int i = 0; i < n; ++i) {
            const int length =
                config.validLensPerQuery ? lengths[static_cast<std::size_t>(i)] : lengths.front();
            for (int j = length; j < m; ++j)
                keep(i, j) = 0;
        }
    }
    if (config.causal)
        for (int j = 0; j < m; ++j)
            for (int i = 0; i < std::min(j, n); ++i)
                keep(i, j) = 0; // j > i
    if (config.window >= 0)
        for (int j = 0; j < m; ++j)
            for (int i = 0; i < n; ++i)
                if (std::abs(i - j) > config.window)
                    keep(i, j) = 0;
    if (!config.matrices.empty()) {
        const KeepMask& matrix = config.matrices.size() == 1
                                     ? config.matrices.front()
                                     : config.matrices[static_cast<std::size_t>(batchIndex)];
        keep = keep.cwiseMin(matrix);
    }
    return keep;
}

KeepMask causalMask(int n)
{
    MaskConfig causal;
    causal.causal = true;
    return buildMask(causal, 0, 1, n, n);
}

} // namespace ae
