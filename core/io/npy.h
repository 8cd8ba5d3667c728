#pragma once
// NumPy .npy files (format version 1.0, see numpy.lib.format): float arrays
// of any rank, row-major (C order). Written as little-endian float32 ('<f4'),
// or float64 ('<f8') for a double matrix (encodeNpy(MatrixRefD));
// read from '<f4' or '<f8' (and big-endian '>f4'/'>f8'), C or Fortran order,
// format versions 1.0 and 2.0. The reader never trusts the file: every
// malformed header, impossible shape or truncated payload is reported.

#include "core/io/read_error.h"
#include "core/limits.h"
#include "core/types.h"

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

namespace ae {

struct NpyArray
{
    std::vector<std::int64_t> shape; // empty: a scalar (one value)
    std::vector<float> data;         // row-major, product(shape) values

    std::int64_t elementCount() const;
    static NpyArray fromMatrix(const MatrixRef& matrix); // shape {rows, cols}
    // The array as a matrix: rank 2 as is, rank 1 as one row, rank 0 as 1×1.
    // nullopt for rank > 2.
    std::optional<Matrix> toMatrix() const;
};

// The 10-byte preamble plus the header dict, padded with spaces and ending in
// '\n' so the data starts at a multiple of 64 bytes. descr: "<f4" or "<f8".
QByteArray npyHeader(const std::vector<std::int64_t>& shape, const char* descr = "<f4");

// Encodes `array` (its data size must equal the product of its shape).
QByteArray encodeNpy(const NpyArray& array);
// A double matrix (a float64 run's) as a rows×cols '<f8' array.
QByteArray encodeNpy(const MatrixRefD& matrix);

// Decodes a whole .npy file; on failure returns nullopt and sets `error`.
std::optional<NpyArray> decodeNpy(const QByteArray& bytes, ReadError* error);

// File helpers: writing is atomic (QSaveFile).
bool writeNpyFile(const QString& path, const NpyArray& array, QString* error);
// Reads at most `limit` bytes (core/io/bounded_read.h) before refusing.
std::optional<NpyArray>
readNpyFile(const QString& path, ReadError* error,
            std::uint64_t limit = EngineLimits::defaults().maxImportFileBytes);

} // namespace ae
