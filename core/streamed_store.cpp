#include "core/streamed_store.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define AE_STREAM_SSE2 1
#include <emmintrin.h>
#endif

namespace ae {

namespace {

#ifdef AE_STREAM_SSE2
void streamVector(float* to, const float* from)
{
    _mm_stream_ps(to, _mm_loadu_ps(from));
}

void streamVector(double* to, const double* from)
{
    _mm_stream_pd(to, _mm_loadu_pd(from));
}
#endif

// count scalars from `from` to `to`: plain stores up to the first 16-byte
// boundary of `to` and after the last, streamed 16 bytes at a time between.
template <typename Scalar> void streamRun(Scalar* to, const Scalar* from, Eigen::Index count)
{
#ifdef AE_STREAM_SSE2
    constexpr Eigen::Index perVector = 16 / sizeof(Scalar);
    Eigen::Index i = 0;
    while (i < count && std::uintptr_t(to + i) % 16 != 0) {
        to[i] = from[i];
        ++i;
    }
    for (; i + perVector <= count; i += perVector)
        streamVector(to + i, from + i);
    for (; i < count; ++i)
        to[i] = from[i];
#else
    std::copy(from, from + count, to);
#endif
}

} // namespace

template <typename Scalar>
void streamRows(MatrixT<Scalar>& target, const MatrixT<Scalar>& source, Eigen::Index first,
                Eigen::Index count)
{
    for (Eigen::Index j = 0; j < target.cols(); ++j)
        streamRun<Scalar>(&target.coeffRef(first, j), &source.coeffRef(first, j), count);
}

void streamFillColumns(KeepMask& mask, Eigen::Index first, Eigen::Index count, std::uint8_t value)
{
    std::uint8_t* data = mask.data() + first * mask.rows();
    const Eigen::Index bytes = count * mask.rows();
#ifdef AE_STREAM_SSE2
    Eigen::Index i = 0;
    while (i < bytes && std::uintptr_t(data + i) % 16 != 0)
        data[i++] = value;
    const __m128i fill = _mm_set1_epi8(char(value));
    for (; i + 16 <= bytes; i += 16)
        _mm_stream_si128(reinterpret_cast<__m128i*>(data + i), fill);
    std::memset(data + i, value, std::size_t(bytes - i));
#else
    std::memset(data, value, std::size_t(bytes));
#endif
}

void fenceStreamedStores()
{
#ifdef AE_STREAM_SSE2
    _mm_sfence();
#endif
}

template void streamRows<float>(MatrixT<float>&, const MatrixT<float>&, Eigen::Index, Eigen::Index);
template void streamRows<double>(MatrixT<double>&, const MatrixT<double>&, Eigen::Index,
                                 Eigen::Index);

} // namespace ae
