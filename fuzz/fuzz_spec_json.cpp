// libFuzzer target: the spec JSON reader on arbitrary bytes. Every input must
// either be rejected with a field-naming error or read into a spec that the
// writer turns back into JSON reading as the same spec (the GUI's
// open → save → open of a session).

#include "core/io/spec_reader.h"
#include "core/io/spec_writer.h"

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char*>(data), static_cast<qsizetype>(size));
    auto result = ae::readSpec(bytes);
    if (auto* error = std::get_if<ae::SpecError>(&result)) {
        if (error->message.empty()) {
            std::fprintf(stderr, "rejected without a message (field '%s')\n", error->field.c_str());
            std::abort();
        }
        return 0;
    }
    const ae::Spec& spec = std::get<ae::Spec>(result);
    const QByteArray saved = ae::specToJsonBytes(spec);
    auto reread = ae::readSpec(saved);
    if (auto* error = std::get_if<ae::SpecError>(&reread)) {
        std::fprintf(stderr, "a saved spec does not read back: %s\n%s\n", error->toString().c_str(),
                     saved.constData());
        std::abort();
    }
    if (!ae::sameSpec(spec, std::get<ae::Spec>(reread))) {
        std::fprintf(stderr, "a saved spec reads back different:\n%s\n", saved.constData());
        std::abort();
    }
    return 0;
}
