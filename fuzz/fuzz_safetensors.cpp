// libFuzzer target: the safetensors reader on arbitrary bytes. An accepted
// file's tensors must lie inside the data, not overlap, and read back as
// exactly product(shape) values (or be refused by dtype, with a message);
// matrix() reads rank 1 and 2 and refuses every other rank with a message.

#include "core/io/safetensors.h"

#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "%s\n", what);
    std::abort();
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    ae::ReadError error;
    ae::SafetensorsLimits limits;
    limits.maxHeaderBytes = 1 << 16;
    const std::optional<ae::SafetensorsFile> file =
        ae::SafetensorsFile::fromBytes(bytes, QStringLiteral("fuzz.safetensors"), &error, limits);
    if (!file) {
        if (error.english().isEmpty())
            fail("rejected without a message");
        return 0;
    }
    std::uint64_t previousEnd = 0;
    for (const ae::SafetensorsTensor& tensor : file->tensors()) {
        if (tensor.begin > tensor.end || tensor.end > size)
            fail("a tensor's offsets lie outside the file");
        if (tensor.begin < previousEnd && tensor.begin != tensor.end)
            fail("tensors overlap");
        if (tensor.end > previousEnd)
            previousEnd = tensor.end;
        ae::ReadError readError;
        const std::optional<std::vector<float>> values = file->values(tensor, &readError);
        if (values) {
            if (static_cast<std::int64_t>(values->size()) != tensor.elementCount())
                fail("values() gave another count than the shape");
        } else if (readError.english().isEmpty()) {
            fail("a tensor refused without a message");
        }
        // matrix() takes rank 1 and 2 only; a scalar (rank 0) and rank >= 3
        // are refused with a message naming the shape.
        const bool matrixRank = tensor.shape.size() == 1 || tensor.shape.size() == 2;
        ae::ReadError matrixError;
        const std::optional<ae::Matrix> matrix = file->matrix(tensor, &matrixError);
        if (matrixRank && values && !matrix)
            fail("matrix() refused a readable rank 1 or 2 tensor");
        if (!matrixRank && matrix)
            fail("matrix() accepted a tensor of rank 0 or >= 3");
        if (!matrix && matrixError.english().isEmpty())
            fail("matrix() refused without a message");
        if (matrix && matrix->size() != tensor.elementCount())
            fail("matrix() gave another count than the shape");
    }
    return 0;
}
