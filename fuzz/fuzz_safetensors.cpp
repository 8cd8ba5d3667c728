// libFuzzer target: the safetensors reader on arbitrary bytes. An accepted
// file's tensors must lie inside the data, not overlap, and read back as
// exactly product(shape) values (or be refused by dtype, with a message).

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
        if (tensor.shape.size() <= 2 && values) {
            if (!file->matrix(tensor, &readError))
                fail("matrix() refused a readable rank <= 2 tensor");
        }
    }
    return 0;
}
