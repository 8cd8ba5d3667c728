#include "core/io/safetensors.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

namespace ae {
namespace {

// The largest integer a JSON number (a double) holds exactly.
constexpr double kLargestExactInteger = 9007199254740992.0; // 2^53

std::uint64_t dtypeBytes(const std::string& dtype)
{
    static const std::pair<const char*, std::uint64_t> sizes[] = {
        {"F64", 8}, {"F32", 4}, {"F16", 2},  {"BF16", 2},    {"I64", 8},
        {"I32", 4}, {"I16", 2}, {"I8", 1},   {"U64", 8},     {"U32", 4},
        {"U16", 2}, {"U8", 1},  {"BOOL", 1}, {"F8_E4M3", 1}, {"F8_E5M2", 1}};
    for (const auto& [name, bytes] : sizes)
        if (dtype == name)
            return bytes;
    return 0;
}

QString shapeText(const std::vector<std::int64_t>& shape)
{
    QStringList parts;
    for (std::int64_t extent : shape)
        parts << QString::number(extent);
    return QLatin1Char('[') + parts.join(QStringLiteral(", ")) + QLatin1Char(']');
}

std::optional<std::uint64_t> exactCount(const QJsonValue& value)
{
    if (!value.isDouble())
        return std::nullopt;
    const double number = value.toDouble();
    if (!(number >= 0.0) || number > kLargestExactInteger || std::floor(number) != number)
        return std::nullopt;
    return static_cast<std::uint64_t>(number);
}

std::uint16_t readU16(const std::uint8_t* p)
{
    return static_cast<std::uint16_t>(p[0] | (p[1] << 8));
}

} // namespace

float halfToFloat(std::uint16_t bits)
{
    const std::uint32_t sign = (bits >> 15) & 1u;
    const std::uint32_t exponent = (bits >> 10) & 0x1fu;
    const std::uint32_t mantissa = bits & 0x3ffu;
    float magnitude;
    if (exponent == 0)
        magnitude = std::ldexp(static_cast<float>(mantissa), -24); // subnormal or zero
    else if (exponent == 31)
        magnitude = mantissa == 0 ? std::numeric_limits<float>::infinity()
                                  : std::numeric_limits<float>::quiet_NaN();
    else
        magnitude = std::ldexp(static_cast<float>(mantissa | 0x400u), int(exponent) - 25);
    return sign ? -magnitude : magnitude;
}

float bfloat16ToFloat(std::uint16_t bits)
{
    // bfloat16 is the upper half of a float32: shifting it back is exact.
    const std::uint32_t word = static_cast<std::uint32_t>(bits) << 16;
    float value;
    std::memcpy(&value, &word, sizeof value);
    return value;
}

std::int64_t SafetensorsTensor::elementCount() const
{
    std::int64_t count = 1;
    for (std::int64_t extent : shape)
        count *= extent; // the reader checked the product fits
    return count;
}

SafetensorsFile::SafetensorsFile(SafetensorsFile&&) noexcept = default;
SafetensorsFile& SafetensorsFile::operator=(SafetensorsFile&&) noexcept = default;
SafetensorsFile::~SafetensorsFile() = default;

std::optional<SafetensorsFile> SafetensorsFile::open(const QString& path, ReadError* error,
                                                     const SafetensorsLimits& limits)
{
    SafetensorsFile file;
    file.m_name = QFileInfo(path).fileName();
    file.m_file = std::make_unique<QFile>(path);
    if (!file.m_file->open(QIODevice::ReadOnly)) {
        *error =
            ReadError(ReadCode::SafetensorsCannotOpen, {file.m_name, file.m_file->errorString()});
        return std::nullopt;
    }
    file.m_size = std::uint64_t(file.m_file->size());
    if (file.m_size > 0) {
        file.m_begin = file.m_file->map(0, file.m_file->size());
        if (!file.m_begin) {
            *error = ReadError(ReadCode::SafetensorsCannotMap,
                               {file.m_name, file.m_file->errorString()});
            return std::nullopt;
        }
    }
    return parse(std::move(file), error, limits);
}

std::optional<SafetensorsFile> SafetensorsFile::fromBytes(QByteArray bytes, const QString& name,
                                                          ReadError* error,
                                                          const SafetensorsLimits& limits)
{
    SafetensorsFile file;
    file.m_name = name;
    file.m_bytes = std::move(bytes);
    file.m_begin = reinterpret_cast<const std::uint8_t*>(file.m_bytes.constData());
    file.m_size = std::uint64_t(file.m_bytes.size());
    return parse(std::move(file), error, limits);
}

std::optional<SafetensorsFile> SafetensorsFile::parse(SafetensorsFile file, ReadError* error,
                                                      const SafetensorsLimits& limits)
{
    const QString& name = file.m_name;
    const auto fail = [&](ReadError message) {
        *error = ReadError(ReadCode::Located, {name, std::move(message)});
        return std::nullopt;
    };
    if (file.m_size < 8)
        return fail(ReadError(ReadCode::SafetensorsTruncated, {file.m_size}));
    std::uint64_t headerBytes = 0;
    for (int i = 7; i >= 0; --i)
        headerBytes = (headerBytes << 8) | file.m_begin[i];
    if (headerBytes > limits.maxHeaderBytes)
        return fail(
            ReadError(ReadCode::SafetensorsHeaderTooLarge, {headerBytes, limits.maxHeaderBytes}));
    if (headerBytes > file.m_size - 8)
        return fail(
            ReadError(ReadCode::SafetensorsHeaderTruncated, {headerBytes, file.m_size - 8}));
    const QByteArray headerText = QByteArray::fromRawData(
        reinterpret_cast<const char*>(file.m_begin + 8), qsizetype(headerBytes));
    QJsonParseError parseError;
    const QJsonDocument header = QJsonDocument::fromJson(headerText, &parseError);
    if (parseError.error != QJsonParseError::NoError)
        return fail(ReadError(ReadCode::SafetensorsHeaderNotJson,
                              {parseError.errorString(), parseError.offset}));
    if (!header.isObject())
        return fail(ReadError(ReadCode::SafetensorsHeaderNotObject));
    file.m_dataStart = 8 + headerBytes;
    const std::uint64_t dataBytes = file.m_size - file.m_dataStart;

    const QJsonObject entries = header.object();
    for (auto it = entries.begin(); it != entries.end(); ++it) {
        const QString tensorName = it.key();
        if (tensorName == QLatin1String("__metadata__")) {
            if (!it.value().isObject())
                return fail(ReadError(ReadCode::SafetensorsMetadataNotObject));
            const QJsonObject metadata = it.value().toObject();
            for (auto entry = metadata.begin(); entry != metadata.end(); ++entry) {
                if (!entry.value().isString())
                    return fail(ReadError(ReadCode::SafetensorsMetadataNotString, {entry.key()}));
                file.m_metadata.emplace_back(entry.key().toStdString(),
                                             entry.value().toString().toStdString());
            }
            continue;
        }
        const auto tensorFail = [&](ReadError message) {
            return fail(ReadError(ReadCode::SafetensorsTensor, {tensorName, message}));
        };
        if (!it.value().isObject())
            return tensorFail(ReadError(ReadCode::SafetensorsNotObject));
        const QJsonObject entry = it.value().toObject();
        SafetensorsTensor tensor;
        tensor.name = tensorName.toStdString();

        const QJsonValue dtype = entry.value(QLatin1String("dtype"));
        if (!dtype.isString())
            return tensorFail(ReadError(ReadCode::SafetensorsDtypeMissing));
        tensor.dtype = dtype.toString().toStdString();
        const std::uint64_t elementBytes = dtypeBytes(tensor.dtype);
        if (elementBytes == 0)
            return tensorFail(ReadError(ReadCode::SafetensorsUnknownDtype, {dtype.toString()}));

        const QJsonValue shape = entry.value(QLatin1String("shape"));
        if (!shape.isArray())
            return tensorFail(ReadError(ReadCode::SafetensorsShapeMissing));
        if (shape.toArray().size() > limits.maxRank)
            return tensorFail(ReadError(ReadCode::SafetensorsShapeRank,
                                        {shape.toArray().size(), limits.maxRank}));
        // product(shape) × element size, refusing overflow on the way.
        std::uint64_t bytesNeeded = elementBytes;
        std::uint64_t count = 1;
        bool overflow = false;
        for (const QJsonValue& extent : shape.toArray()) {
            const std::optional<std::uint64_t> value = exactCount(extent);
            if (!value)
                return tensorFail(ReadError(ReadCode::SafetensorsShapeEntries));
            tensor.shape.push_back(std::int64_t(*value));
            if (*value != 0 && count > std::numeric_limits<std::uint64_t>::max() / *value)
                overflow = true;
            else
                count *= *value;
        }
        if (overflow || count > std::numeric_limits<std::uint64_t>::max() / elementBytes ||
            count > std::uint64_t(std::numeric_limits<std::int64_t>::max()))
            return tensorFail(
                ReadError(ReadCode::SafetensorsShapeTooLarge, {shapeText(tensor.shape)}));
        bytesNeeded = count * elementBytes;

        const QJsonValue offsets = entry.value(QLatin1String("data_offsets"));
        const QJsonArray offsetArray = offsets.toArray();
        bool offsetsRead = offsets.isArray() && offsetArray.size() == 2;
        std::uint64_t begin = 0;
        std::uint64_t end = 0;
        if (offsetsRead) {
            const std::optional<std::uint64_t> first = exactCount(offsetArray.at(0));
            const std::optional<std::uint64_t> second = exactCount(offsetArray.at(1));
            offsetsRead = first.has_value() && second.has_value();
            begin = first.value_or(0);
            end = second.value_or(0);
        }
        if (!offsetsRead)
            return tensorFail(ReadError(ReadCode::SafetensorsOffsets));
        tensor.begin = begin;
        tensor.end = end;
        const QString offsetText = QStringLiteral("[%1, %2]").arg(begin).arg(end);
        if (begin > end)
            return tensorFail(ReadError(ReadCode::SafetensorsOffsetsReversed, {offsetText}));
        if (end > dataBytes)
            return tensorFail(
                ReadError(ReadCode::SafetensorsOffsetsPastData, {offsetText, dataBytes}));
        if (end - begin != bytesNeeded) {
            const std::uint64_t held = (end - begin) / elementBytes;
            return tensorFail(ReadError(ReadCode::SafetensorsOffsetsSize,
                                        {offsetText, held, shapeText(tensor.shape), count}));
        }
        file.m_tensors.push_back(std::move(tensor));
    }

    std::sort(file.m_tensors.begin(), file.m_tensors.end(),
              [](const SafetensorsTensor& a, const SafetensorsTensor& b) {
                  return a.begin != b.begin ? a.begin < b.begin : a.end < b.end;
              });
    for (std::size_t i = 1; i < file.m_tensors.size(); ++i) {
        const SafetensorsTensor& previous = file.m_tensors[i - 1];
        const SafetensorsTensor& next = file.m_tensors[i];
        // Empty tensors occupy no bytes and overlap nothing.
        if (next.begin < previous.end && next.begin != next.end)
            return fail(
                ReadError(ReadCode::SafetensorsOverlap, {QString::fromStdString(previous.name),
                                                         QString::fromStdString(next.name)}));
    }
    return file;
}

const SafetensorsTensor* SafetensorsFile::find(std::string_view name) const
{
    for (const SafetensorsTensor& tensor : m_tensors)
        if (tensor.name == name)
            return &tensor;
    return nullptr;
}

std::optional<std::vector<float>> SafetensorsFile::values(const SafetensorsTensor& tensor,
                                                          ReadError* error) const
{
    const std::uint8_t* data = m_begin + m_dataStart + tensor.begin;
    const std::size_t count = static_cast<std::size_t>(tensor.elementCount());
    std::vector<float> out;
    if (tensor.dtype == "F32") {
        out.resize(count);
        if (count > 0)
            std::memcpy(out.data(), data, count * sizeof(float)); // little-endian host
    } else if (tensor.dtype == "F16" || tensor.dtype == "BF16") {
        const bool half = tensor.dtype == "F16";
        out.resize(count);
        for (std::size_t i = 0; i < count; ++i) {
            const std::uint16_t bits = readU16(data + 2 * i);
            out[i] = half ? halfToFloat(bits) : bfloat16ToFloat(bits);
        }
    } else {
        *error = ReadError(
            ReadCode::SafetensorsDtypeUnsupported,
            {m_name, QString::fromStdString(tensor.name), QString::fromStdString(tensor.dtype)});
        return std::nullopt;
    }
    return out;
}

std::optional<Matrix> SafetensorsFile::matrix(const SafetensorsTensor& tensor,
                                              ReadError* error) const
{
    if (tensor.shape.size() != 1 && tensor.shape.size() != 2) {
        *error = ReadError(ReadCode::SafetensorsNotMatrix,
                           {m_name, QString::fromStdString(tensor.name), shapeText(tensor.shape)});
        return std::nullopt;
    }
    std::optional<std::vector<float>> flat = values(tensor, error);
    if (!flat)
        return std::nullopt;
    const Eigen::Index rows = tensor.shape.size() == 2 ? Eigen::Index(tensor.shape[0]) : 1;
    const Eigen::Index cols = Eigen::Index(tensor.shape.back());
    return Matrix(
        Eigen::Map<const Eigen::Matrix<float, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>>(
            flat->data(), rows, cols));
}

} // namespace ae
