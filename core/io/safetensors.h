#pragma once
// Hugging Face safetensors files (model.safetensors), the format real GPT-2
// and BERT checkpoints come in:
//
//   8 bytes   N, the header's length, unsigned little-endian
//   N bytes   JSON object: {"<tensor name>": {"dtype": "F32",
//             "shape": [rows, cols], "data_offsets": [begin, end]}, …,
//             "__metadata__": {"key": "value", …} (optional, strings only)}
//   the rest  the data area; a tensor's bytes are [begin, end) of it,
//             little-endian, row-major
//
// A file is opened memory-mapped: nothing is copied until a tensor is asked
// for. F32, F16 and BF16 tensors are read, the 16-bit ones widened to
// float32 exactly; any other dtype is refused by name when its tensor is
// asked for (a model needs all its tensors, so it is refused as a whole).
//
// The reader never trusts the header: before anything is allocated it checks
// that the header fits the file and SafetensorsLimits::maxHeaderBytes, that
// every tensor's offsets lie in the data area, hold exactly
// product(shape) × dtype size bytes (overflow-checked) and do not overlap
// another tensor's. Messages name the file, the tensor and the field:
// "model.safetensors: tensor 'h.0.attn.c_attn.weight': data_offsets [0, 96]
// hold 24 values but shape [4, 12] needs 48".

#include "core/io/read_error.h"
#include "core/types.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

class QFile;

namespace ae {

struct SafetensorsLimits
{
    // The header's JSON; Hugging Face's own reader refuses more than 100 MB.
    std::uint64_t maxHeaderBytes = 100ull * 1000 * 1000;
    int maxRank = 8;
};

struct SafetensorsTensor
{
    std::string name;
    std::string dtype; // as written: "F32", "F16", "BF16", "I64", …
    std::vector<std::int64_t> shape;
    std::uint64_t begin = 0; // byte offsets into the data area
    std::uint64_t end = 0;

    std::int64_t elementCount() const;
};

class SafetensorsFile
{
public:
    // Maps `path` and checks its header. nullopt with `error` set on failure.
    static std::optional<SafetensorsFile> open(const QString& path, ReadError* error,
                                               const SafetensorsLimits& limits = {});
    // The same over bytes in memory (tests, fuzzing); `name` stands for the
    // file name in messages.
    static std::optional<SafetensorsFile> fromBytes(QByteArray bytes, const QString& name,
                                                    ReadError* error,
                                                    const SafetensorsLimits& limits = {});

    SafetensorsFile(SafetensorsFile&&) noexcept;
    SafetensorsFile& operator=(SafetensorsFile&&) noexcept;
    ~SafetensorsFile();

    const QString& name() const { return m_name; }
    // In the order of their data offsets.
    const std::vector<SafetensorsTensor>& tensors() const { return m_tensors; }
    const SafetensorsTensor* find(std::string_view name) const;
    // The __metadata__ entries (e.g. "format": "pt").
    const std::vector<std::pair<std::string, std::string>>& metadata() const { return m_metadata; }

    // The tensor's values as float32, row-major. nullopt with `error` naming
    // the file and tensor for a dtype other than F32, F16, BF16.
    std::optional<std::vector<float>> values(const SafetensorsTensor& tensor,
                                             ReadError* error) const;
    // A rank-2 tensor as a rows × cols matrix (rank 1 as one row). nullopt
    // with `error` for another rank or an unreadable dtype.
    std::optional<Matrix> matrix(const SafetensorsTensor& tensor, ReadError* error) const;

private:
    SafetensorsFile() = default;
    static std::optional<SafetensorsFile> parse(SafetensorsFile file, ReadError* error,
                                                const SafetensorsLimits& limits);

    QString m_name;
    std::unique_ptr<QFile> m_file; // kept open while mapped
    QByteArray m_bytes;            // fromBytes keeps its copy here
    const std::uint8_t* m_begin = nullptr;
    std::uint64_t m_size = 0;
    std::uint64_t m_dataStart = 0;
    std::vector<SafetensorsTensor> m_tensors;
    std::vector<std::pair<std::string, std::string>> m_metadata;
};

// IEEE 754 half (binary16) and bfloat16 to float32, exact for every bit
// pattern (subnormals, ±0, ±∞, NaN kept NaN).
float halfToFloat(std::uint16_t bits);
float bfloat16ToFloat(std::uint16_t bits);

} // namespace ae
