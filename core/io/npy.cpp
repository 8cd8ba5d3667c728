#include "core/io/npy.h"

#include "core/io/atomic_file.h"
#include "core/io/bounded_read.h"

#include <QFile>
#include <QFileInfo>

#include <algorithm>
#include <cstring>
#include <limits>

namespace ae {

namespace {

constexpr char kMagic[] = "\x93NUMPY";
constexpr int kMagicSize = 6;
constexpr int kAlignment = 64;

bool isLittleEndianHost()
{
    const std::uint16_t probe = 1;
    unsigned char first = 0;
    std::memcpy(&first, &probe, 1);
    return first == 1;
}

// A tiny reader of the Python literal NumPy writes as its header:
// {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }
class HeaderParser
{
public:
    explicit HeaderParser(const QByteArray& text) : m_text(text) {}

    bool parse(QString* descr, bool* fortranOrder, std::vector<std::int64_t>* shape,
               ReadError* error)
    {
        bool haveDescr = false, haveOrder = false, haveShape = false;
        skipSpace();
        if (!take('{'))
            return fail(error, ReadError(ReadCode::NpyNotDict));
        for (;;) {
            skipSpace();
            if (take('}'))
                break;
            QString key;
            if (!parseString(&key))
                return fail(error, ReadError(ReadCode::NpyQuotedKey));
            skipSpace();
            if (!take(':'))
                return fail(error, ReadError(ReadCode::NpyColonAfter, {key}));
            skipSpace();
            if (key == QLatin1String("descr")) {
                if (!parseString(descr))
                    return fail(error, ReadError(ReadCode::NpyDescr));
                haveDescr = true;
            } else if (key == QLatin1String("fortran_order")) {
                if (matchWord("True"))
                    *fortranOrder = true;
                else if (matchWord("False"))
                    *fortranOrder = false;
                else
                    return fail(error, ReadError(ReadCode::NpyFortranOrder));
                haveOrder = true;
            } else if (key == QLatin1String("shape")) {
                if (!parseShape(shape, error))
                    return false;
                haveShape = true;
            } else {
                return fail(error, ReadError(ReadCode::NpyUnexpectedKey, {key}));
            }
            skipSpace();
            if (take(','))
                continue;
            skipSpace();
            if (take('}'))
                break;
            return fail(error, ReadError(ReadCode::NpyCommaOrBrace));
        }
        skipSpace();
        if (m_pos != m_text.size())
            return fail(error, ReadError(ReadCode::NpyTextAfterDict));
        if (!haveDescr || !haveOrder || !haveShape)
            return fail(error, ReadError(ReadCode::NpyHeaderLacks));
        return true;
    }

private:
    static bool fail(ReadError* error, ReadError message)
    {
        *error = message;
        return false;
    }
    void skipSpace()
    {
        while (m_pos < m_text.size() && (m_text[m_pos] == ' ' || m_text[m_pos] == '\n' ||
                                         m_text[m_pos] == '\t' || m_text[m_pos] == '\r'))
            ++m_pos;
    }
    bool take(char c)
    {
        if (m_pos < m_text.size() && m_text[m_pos] == c) {
            ++m_pos;
            return true;
        }
        return false;
    }
    bool matchWord(const char* word)
    {
        const qsizetype length = qsizetype(std::strlen(word));
        if (m_text.mid(m_pos, length) != word)
            return false;
        m_pos += length;
        return true;
    }
    bool parseString(QString* out)
    {
        if (m_pos >= m_text.size() || (m_text[m_pos] != '\'' && m_text[m_pos] != '"'))
            return false;
        const char quote = m_text[m_pos++];
        const qsizetype start = m_pos;
        while (m_pos < m_text.size() && m_text[m_pos] != quote)
            ++m_pos;
        if (m_pos >= m_text.size())
            return false;
        *out = QString::fromLatin1(m_text.mid(start, m_pos - start));
        ++m_pos;
        return true;
    }
    bool parseShape(std::vector<std::int64_t>* shape, ReadError* error)
    {
        shape->clear();
        if (!take('('))
            return fail(error, ReadError(ReadCode::NpyShapeTuple));
        for (;;) {
            skipSpace();
            if (take(')'))
                return true;
            if (m_pos >= m_text.size() || m_text[m_pos] < '0' || m_text[m_pos] > '9')
                return fail(error, ReadError(ReadCode::NpyShapeNonNegative));
            std::int64_t value = 0;
            while (m_pos < m_text.size() && m_text[m_pos] >= '0' && m_text[m_pos] <= '9') {
                if (value > (std::numeric_limits<std::int64_t>::max() - 9) / 10)
                    return fail(error, ReadError(ReadCode::NpyDimensionTooLarge));
                value = value * 10 + (m_text[m_pos] - '0');
                ++m_pos;
            }
            if (take('L')) { // Python 2 long suffix
            }
            shape->push_back(value);
            if (shape->size() > 32)
                return fail(error, ReadError(ReadCode::NpyShapeRank));
            skipSpace();
            if (take(','))
                continue;
            skipSpace();
            if (take(')'))
                return true;
            return fail(error, ReadError(ReadCode::NpyCommaOrParen));
        }
    }

    const QByteArray& m_text;
    qsizetype m_pos = 0;
};

QString shapeText(const std::vector<std::int64_t>& shape)
{
    QString text = QStringLiteral("(");
    for (std::size_t i = 0; i < shape.size(); ++i) {
        if (i > 0)
            text += QStringLiteral(", ");
        text += QString::number(shape[i]);
    }
    if (shape.size() == 1)
        text += QLatin1Char(',');
    return text + QLatin1Char(')');
}

template <typename T> T readValue(const char* bytes, bool swap)
{
    char buffer[sizeof(T)];
    std::memcpy(buffer, bytes, sizeof(T));
    if (swap) {
        for (std::size_t i = 0; i < sizeof(T) / 2; ++i)
            std::swap(buffer[i], buffer[sizeof(T) - 1 - i]);
    }
    T value;
    std::memcpy(&value, buffer, sizeof(T));
    return value;
}

} // namespace

std::int64_t NpyArray::elementCount() const
{
    std::int64_t count = 1;
    for (std::int64_t dim : shape)
        count *= dim;
    return count;
}

NpyArray NpyArray::fromMatrix(const MatrixRef& matrix)
{
    NpyArray array;
    array.shape = {matrix.rows(), matrix.cols()};
    array.data.resize(std::size_t(matrix.size()));
    for (Eigen::Index r = 0; r < matrix.rows(); ++r)
        for (Eigen::Index c = 0; c < matrix.cols(); ++c)
            array.data[std::size_t(r * matrix.cols() + c)] = matrix(r, c);
    return array;
}

std::optional<Matrix> NpyArray::toMatrix() const
{
    if (shape.size() > 2)
        return std::nullopt;
    const Eigen::Index rows = shape.size() == 2 ? Eigen::Index(shape[0]) : 1;
    const Eigen::Index cols =
        shape.size() == 2 ? Eigen::Index(shape[1]) : (shape.size() == 1 ? shape[0] : 1);
    Matrix matrix(rows, cols);
    for (Eigen::Index r = 0; r < rows; ++r)
        for (Eigen::Index c = 0; c < cols; ++c)
            matrix(r, c) = data[std::size_t(r * cols + c)];
    return matrix;
}

QByteArray npyHeader(const std::vector<std::int64_t>& shape, const char* descr)
{
    QByteArray dict = "{'descr': '" + QByteArray(descr) +
                      "', 'fortran_order': False, 'shape': " + shapeText(shape).toLatin1() + ", }";
    const qsizetype preamble = kMagicSize + 2 + 2;
    // Pad with spaces so that preamble + dict + '\n' is a multiple of 64.
    const qsizetype unpadded = preamble + dict.size() + 1;
    const qsizetype padding = (kAlignment - unpadded % kAlignment) % kAlignment;
    dict.append(QByteArray(padding, ' '));
    dict.append('\n');
    QByteArray header(kMagic, kMagicSize);
    header.append(char(1));
    header.append(char(0));
    const quint16 length = quint16(dict.size());
    header.append(char(length & 0xff));
    header.append(char(length >> 8));
    header.append(dict);
    return header;
}

namespace {

// The header for '<f4' or '<f8' and the values, little-endian.
template <typename Value>
QByteArray encodeValues(const std::vector<std::int64_t>& shape, const std::vector<Value>& values)
{
    QByteArray bytes = npyHeader(shape, sizeof(Value) == 8 ? "<f8" : "<f4");
    const qsizetype start = bytes.size();
    bytes.resize(start + qsizetype(values.size() * sizeof(Value)));
    char* out = bytes.data() + start;
    const bool swap = !isLittleEndianHost();
    for (Value value : values) {
        char buffer[sizeof(Value)];
        std::memcpy(buffer, &value, sizeof(Value));
        if (swap)
            std::reverse(buffer, buffer + sizeof(Value));
        std::memcpy(out, buffer, sizeof(Value));
        out += sizeof(Value);
    }
    return bytes;
}

} // namespace

QByteArray encodeNpy(const NpyArray& array)
{
    Q_ASSERT(std::int64_t(array.data.size()) == array.elementCount());
    return encodeValues(array.shape, array.data);
}

QByteArray encodeNpy(const MatrixRefD& matrix)
{
    std::vector<double> values(std::size_t(matrix.size()));
    for (Eigen::Index r = 0; r < matrix.rows(); ++r)
        for (Eigen::Index c = 0; c < matrix.cols(); ++c)
            values[std::size_t(r * matrix.cols() + c)] = matrix(r, c);
    return encodeValues({matrix.rows(), matrix.cols()}, values);
}

std::optional<NpyArray> decodeNpy(const QByteArray& bytes, ReadError* error)
{
    ReadError localError;
    ReadError* err = error ? error : &localError;
    if (bytes.size() < kMagicSize + 4 || std::memcmp(bytes.constData(), kMagic, kMagicSize) != 0) {
        *err = ReadError(ReadCode::NpyMagic);
        return std::nullopt;
    }
    const int major = static_cast<unsigned char>(bytes[6]);
    const int minor = static_cast<unsigned char>(bytes[7]);
    qsizetype headerLength = 0;
    qsizetype preamble = 0;
    const auto byteAt = [&bytes](qsizetype i) {
        return qsizetype(static_cast<unsigned char>(bytes[i]));
    };
    if (major == 1) {
        headerLength = byteAt(8) | (byteAt(9) << 8);
        preamble = 10;
    } else if (major == 2 || major == 3) {
        if (bytes.size() < 12) {
            *err = ReadError(ReadCode::NpyTruncatedPreamble);
            return std::nullopt;
        }
        headerLength = byteAt(8) | (byteAt(9) << 8) | (byteAt(10) << 16) | (byteAt(11) << 24);
        preamble = 12;
    } else {
        *err = ReadError(ReadCode::NpyVersion, {major, minor});
        return std::nullopt;
    }
    if (headerLength > bytes.size() - preamble) {
        *err = ReadError(ReadCode::NpyHeaderLength, {headerLength, bytes.size() - preamble});
        return std::nullopt;
    }
    const QByteArray header = bytes.mid(preamble, headerLength);
    QString descr;
    bool fortranOrder = false;
    NpyArray array;
    ReadError headerError;
    if (!HeaderParser(header).parse(&descr, &fortranOrder, &array.shape, &headerError)) {
        *err = ReadError(ReadCode::NpyBadHeader, {headerError});
        return std::nullopt;
    }
    int itemSize = 0;
    bool bigEndian = false;
    if (descr == QLatin1String("<f4") || descr == QLatin1String("|f4") ||
        descr == QLatin1String("=f4")) {
        itemSize = 4;
    } else if (descr == QLatin1String("<f8") || descr == QLatin1String("=f8")) {
        itemSize = 8;
    } else if (descr == QLatin1String(">f4")) {
        itemSize = 4;
        bigEndian = true;
    } else if (descr == QLatin1String(">f8")) {
        itemSize = 8;
        bigEndian = true;
    } else {
        *err = ReadError(ReadCode::NpyElementType, {descr});
        return std::nullopt;
    }
    const qsizetype dataStart = preamble + headerLength;
    const std::int64_t available = std::int64_t(bytes.size() - dataStart);
    // Element count without overflow: anything above what the file could
    // hold is rejected before it is multiplied further.
    std::int64_t count = 1;
    bool tooLarge = false;
    for (std::int64_t dim : array.shape) {
        if (dim != 0 && count > std::numeric_limits<std::int64_t>::max() / 8 / dim)
            tooLarge = true;
        else
            count *= dim;
    }
    if (tooLarge || count * itemSize != available) {
        *err = tooLarge
                   ? ReadError(ReadCode::NpyShapeFarLarger, {shapeText(array.shape), available})
                   : ReadError(ReadCode::NpyShapeNeedsBytes,
                               {shapeText(array.shape), count * itemSize, available});
        return std::nullopt;
    }
    const bool swap = bigEndian == isLittleEndianHost();
    array.data.resize(std::size_t(count));
    const char* in = bytes.constData() + dataStart;
    for (std::int64_t i = 0; i < count; ++i) {
        array.data[std::size_t(i)] = itemSize == 4
                                         ? readValue<float>(in + i * 4, swap)
                                         : static_cast<float>(readValue<double>(in + i * 8, swap));
    }
    if (fortranOrder && array.shape.size() > 1) {
        // Column-major on disk: reorder to row-major (C order).
        std::vector<float> rowMajor(array.data.size());
        const std::size_t rank = array.shape.size();
        std::vector<std::int64_t> index(rank, 0);
        for (std::int64_t linear = 0; linear < count; ++linear) {
            std::int64_t fortranOffset = 0, stride = 1;
            for (std::size_t k = 0; k < rank; ++k) {
                fortranOffset += index[k] * stride;
                stride *= array.shape[k];
            }
            rowMajor[std::size_t(linear)] = array.data[std::size_t(fortranOffset)];
            for (std::size_t k = rank; k-- > 0;) { // next C-order index
                if (++index[k] < array.shape[k])
                    break;
                index[k] = 0;
            }
        }
        array.data = std::move(rowMajor);
    }
    return array;
}

bool writeNpyFile(const QString& path, const NpyArray& array, QString* error)
{
    return writeFileAtomically(path, encodeNpy(array), error);
}

std::optional<NpyArray> readNpyFile(const QString& path, ReadError* error, std::uint64_t limit)
{
    ReadError failure;
    const std::optional<QByteArray> bytes =
        readFileAtMost(path, limit, ReadError(ReadCode::NpyLimit), &failure);
    if (!bytes) {
        if (error)
            *error = ReadError(ReadCode::Located, {QFileInfo(path).fileName(), failure});
        return std::nullopt;
    }
    return decodeNpy(*bytes, error);
}

} // namespace ae
