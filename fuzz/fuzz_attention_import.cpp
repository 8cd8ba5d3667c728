// libFuzzer target: the importer of a trained model's attention
// (core/io/attention_import.h) on arbitrary bytes — the .npy reader when the
// input starts with the NumPy magic, otherwise the JSON dump and both token
// list formats. Limits are small (fuzz_limits.h) so accepted inputs stay cheap.
// What it accepts must be consistent: every matrix q×k, q and k token labels,
// finite weights.

#include "core/io/attention_import.h"

#include "fuzz/fuzz_limits.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace {

[[noreturn]] void fail(const char* what)
{
    std::fprintf(stderr, "%s\n", what);
    std::abort();
}

void checkImported(const std::optional<ae::ImportedAttention>& imported, const ae::ReadError& error)
{
    if (!imported) {
        if (error.english().isEmpty())
            fail("rejected without a message");
        return;
    }
    const int q = imported->queryCount();
    const int k = imported->keyCount();
    if (imported->queryTokens.size() != q || imported->keyTokens.size() != k)
        fail("token labels do not match the matrix shape");
    for (const std::vector<ae::Matrix>& layer : imported->layers) {
        if (static_cast<int>(layer.size()) != imported->headCount())
            fail("layers with different head counts");
        for (const ae::Matrix& head : layer) {
            if (head.rows() != q || head.cols() != k)
                fail("a head's matrix is not q×k");
            if (!head.allFinite())
                fail("a non-finite weight was accepted");
        }
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const ae::EngineLimits limits = ae::fuzzLimits();
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    ae::ReadError error;
    if (bytes.startsWith("\x93NUMPY")) {
        checkImported(
            ae::AttentionImport::fromNpy(bytes, {}, QStringLiteral("fuzz.npy"), &error, limits),
            error);
        return 0;
    }
    checkImported(ae::AttentionImport::fromJson(bytes, QStringLiteral("fuzz.json"), &error, limits),
                  error);
    for (const bool json : {true, false}) {
        ae::ReadError tokensError;
        if (!ae::AttentionImport::readTokens(bytes, json, &tokensError) &&
            tokensError.english().isEmpty())
            fail("token list rejected without a message");
    }
    return 0;
}
