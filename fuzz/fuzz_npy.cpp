// libFuzzer target: the .npy decoder on arbitrary bytes. A decoded array must
// hold exactly product(shape) values and re-encode to an array that decodes
// to the same shape and values.

#include "core/io/npy.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "%s\n", what);
    std::abort();
}

bool sameValues(const std::vector<float>& a, const std::vector<float>& b)
{
    // Bitwise, so NaN payloads compare too.
    return a.size() == b.size() &&
           (a.empty() || std::memcmp(a.data(), b.data(), a.size() * sizeof(float)) == 0);
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    ae::ReadError error;
    const std::optional<ae::NpyArray> array = ae::decodeNpy(bytes, &error);
    if (!array) {
        if (error.english().isEmpty())
            fail("rejected without a message");
        return 0;
    }
    if (static_cast<std::int64_t>(array->data.size()) != array->elementCount())
        fail("decoded data size differs from the product of the shape");
    if (const std::optional<ae::Matrix> matrix = array->toMatrix()) {
        if (matrix->size() != array->elementCount())
            fail("toMatrix lost values");
    } else if (array->shape.size() <= 2) {
        fail("toMatrix refused an array of rank <= 2");
    }
    ae::ReadError reError;
    const std::optional<ae::NpyArray> again = ae::decodeNpy(ae::encodeNpy(*array), &reError);
    if (!again)
        fail("an encoded array does not decode");
    if (again->shape != array->shape || !sameValues(again->data, array->data))
        fail("an encoded array decodes different");
    return 0;
}
