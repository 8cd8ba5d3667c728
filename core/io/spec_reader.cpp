#include "core/io/spec_reader.h"

#include "core/io/bounded_read.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QLocale>

#include <cmath>
#include <limits>

namespace ae {

namespace {

[[noreturn]] void fail(const QString& field, ReadError message)
{
    throw SpecError(field.toStdString(), std::move(message));
}

QString index(const QString& path, qsizetype i)
{
    return path + QLatin1Char('[') + QString::number(i) + QLatin1Char(']');
}

QString member(const QString& path, const char* name)
{
    return path.isEmpty() ? QString::fromLatin1(name)
                          : path + QLatin1Char('.') + QString::fromLatin1(name);
}

// What a JSON value is, for "expected X, found Y" messages.
ReadError describe(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return ReadError(ReadCode::JsonNull);
    case QJsonValue::Bool:
        return value.toBool() ? ReadError(ReadCode::JsonTrue) : ReadError(ReadCode::JsonFalse);
    case QJsonValue::Double:
        return ReadError(ReadCode::JsonNumber,
                         {ReadError::number(value.toDouble(), QLocale::FloatingPointShortest)});
    case QJsonValue::String: {
        QString text = value.toString();
        if (text.size() > 40)
            text = text.left(37) + QStringLiteral("...");
        return ReadError(ReadCode::JsonString, {text});
    }
    case QJsonValue::Array:
        if (value.toArray().isEmpty())
            return ReadError(ReadCode::JsonEmptyArray);
        return ReadError(ReadCode::JsonArrayOf, {value.toArray().size()});
    case QJsonValue::Object:
        return ReadError(ReadCode::JsonObject);
    case QJsonValue::Undefined:
        break;
    }
    return ReadError(ReadCode::JsonNothing);
}

// Line and column (1-based, column in characters) of a byte offset.
ReadError lineColumn(const QByteArray& json, qsizetype offset)
{
    offset = qBound<qsizetype>(0, offset, json.size());
    int line = 1;
    int column = 1;
    for (qsizetype i = 0; i < offset; ++i) {
        const unsigned char c = static_cast<unsigned char>(json[i]);
        if (c == '\n') {
            ++line;
            column = 1;
        } else if ((c & 0xC0) != 0x80) { // count UTF-8 lead bytes only
            ++column;
        }
    }
    return ReadError(ReadCode::SpecLineColumn, {line, column});
}

class SpecParser
{
public:
    explicit SpecParser(const EngineLimits& limits) : m_limits(limits) {}

    Spec parse(const QJsonObject& root)
    {
        Spec spec;
        spec.original = root;
        if (root.contains(QLatin1String("format"))) {
            const QJsonValue format = root.value(QLatin1String("format"));
            if (format.toString() == QLatin1String(kResultFormat))
                fail(QStringLiteral("format"),
                     ReadError(ReadCode::SpecResultNotSpec,
                               {QLatin1String(kResultFormat), QLatin1String(kSpecFormat)}));
            if (format.toString() != QLatin1String(kSpecFormat))
                fail(QStringLiteral("format"),
                     ReadError(ReadCode::SpecFormatExpected,
                               {QLatin1String(kSpecFormat), describe(format)}));
        }
        readSources(root, spec);
        if (has(root, "tokens"))
            spec.tokens = readTokens(root.value(QLatin1String("tokens")), QStringLiteral("tokens"));
        if (has(root, "key_tokens"))
            spec.keyTokens =
                readTokens(root.value(QLatin1String("key_tokens")), QStringLiteral("key_tokens"));
        if (has(root, "embedding"))
            spec.embedding = readEmbedding(root.value(QLatin1String("embedding")));
        if (has(root, "positional_encoding"))
            spec.config.positionalEncoding =
                readPositionalEncoding(root.value(QLatin1String("positional_encoding")));
        if (has(root, "num_heads"))
            spec.config.numHeads =
                readInt(root.value(QLatin1String("num_heads")), QStringLiteral("num_heads"), 1,
                        m_limits.maxHeads, ReadError(ReadCode::LimitHeadsAccepted));
        if (has(root, "model_dim"))
            spec.modelDim =
                readInt(root.value(QLatin1String("model_dim")), QStringLiteral("model_dim"), 1,
                        m_limits.maxModelWidth, ReadError(ReadCode::LimitModelWidthAccepted));
        if (has(root, "weights"))
            readWeights(root.value(QLatin1String("weights")), spec);
        if (has(root, "scoring"))
            spec.config.scoring = readScoring(root.value(QLatin1String("scoring")));
        if (has(root, "mask"))
            spec.config.mask = readMask(root.value(QLatin1String("mask")));
        if (has(root, "dropout"))
            spec.config.dropout = readDropout(root.value(QLatin1String("dropout")));
        if (has(root, "seed"))
            spec.config.seed = readSeed(root.value(QLatin1String("seed")));
        if (has(root, "precision")) {
            const QJsonValue precision = root.value(QLatin1String("precision"));
            if (precision.toString() == QLatin1String("float64"))
                spec.float64 = true;
            else if (precision.toString() != QLatin1String("float32"))
                fail(QStringLiteral("precision"),
                     ReadError(ReadCode::SpecPrecision, {describe(precision)}));
        }
        if (has(root, "ui")) {
            const QJsonValue ui = root.value(QLatin1String("ui"));
            if (!ui.isObject())
                fail(QStringLiteral("ui"), ReadError(ReadCode::SpecExpectedObject, {describe(ui)}));
            spec.ui = ui.toObject();
        }
        return spec;
    }

private:
    // A field that is present and not null (null reads as absent).
    static bool has(const QJsonObject& object, const char* name)
    {
        const QJsonValue value = object.value(QLatin1String(name));
        return !value.isUndefined() && !value.isNull();
    }

    void readSources(const QJsonObject& root, Spec& spec)
    {
        const bool hasText = has(root, "text");
        const bool hasInputs = has(root, "inputs");
        if (hasText && hasInputs)
            fail(QStringLiteral("text"), ReadError(ReadCode::SpecTextAndInputs));
        if (!hasText && !hasInputs)
            fail(QStringLiteral("inputs"), ReadError(ReadCode::SpecInputsRequired));
        if (hasText)
            spec.text =
                readString(root.value(QLatin1String("text")), QStringLiteral("text")).toStdString();
        else
            spec.inputs.inputs =
                readBatch(root.value(QLatin1String("inputs")), QStringLiteral("inputs"));
        if (has(root, "key_text") && has(root, "key_inputs"))
            fail(QStringLiteral("key_text"), ReadError(ReadCode::SpecKeyTextAndKeyInputs));
        if (has(root, "key_text"))
            spec.keyText =
                readString(root.value(QLatin1String("key_text")), QStringLiteral("key_text"))
                    .toStdString();
        if (has(root, "key_inputs"))
            spec.inputs.keyInputs =
                readBatch(root.value(QLatin1String("key_inputs")), QStringLiteral("key_inputs"));
        if (has(root, "value_inputs"))
            spec.inputs.valueInputs = readBatch(root.value(QLatin1String("value_inputs")),
                                                QStringLiteral("value_inputs"));
    }

    QString readString(const QJsonValue& value, const QString& path)
    {
        if (!value.isString())
            fail(path, ReadError(ReadCode::SpecExpectedString, {describe(value)}));
        return value.toString();
    }

    // Integral JSON number in [low, high]; `limitName` explains `high` when
    // it is an engine limit.
    int readInt(const QJsonValue& value, const QString& path, int low, int high,
                const ReadError& limitName = ReadError())
    {
        if (!value.isDouble())
            fail(path, ReadError(ReadCode::SpecExpectedInteger, {describe(value)}));
        const double number = value.toDouble();
        if (number != std::floor(number))
            fail(path, ReadError(ReadCode::SpecExpectedInteger, {describe(value)}));
        if (number < low)
            fail(path, ReadError(ReadCode::SpecIntegerAtLeast,
                                 {low, ReadError::number(number, QLocale::FloatingPointShortest)}));
        if (number > high) {
            if (!limitName.isEmpty())
                fail(path, ReadError(ReadCode::SpecAboveLimit,
                                     {ReadError::number(number, QLocale::FloatingPointShortest),
                                      high, limitName}));
            fail(path,
                 ReadError(ReadCode::SpecIntegerAtMost,
                           {high, ReadError::number(number, QLocale::FloatingPointShortest)}));
        }
        return static_cast<int>(number);
    }

    std::uint64_t readSeed(const QJsonValue& value)
    {
        const QString path = QStringLiteral("seed");
        if (!value.isDouble() || value.toDouble() != std::floor(value.toDouble()))
            fail(path, ReadError(ReadCode::SpecExpectedNonNegativeInteger, {describe(value)}));
        const double number = value.toDouble();
        // Doubles hold every integer exactly up to 2^53.
        if (number < 0 || number > 9007199254740992.0)
            fail(path, ReadError(ReadCode::SpecSeedRange,
                                 {ReadError::number(number, QLocale::FloatingPointShortest)}));
        return static_cast<std::uint64_t>(number);
    }

    double readPositiveNumber(const QJsonValue& value, const QString& path)
    {
        if (!value.isDouble() || !std::isfinite(value.toDouble()))
            fail(path, ReadError(ReadCode::SpecExpectedPositive, {describe(value)}));
        if (value.toDouble() <= 0)
            fail(path,
                 ReadError(ReadCode::SpecExpectedPositive,
                           {ReadError::number(value.toDouble(), QLocale::FloatingPointShortest)}));
        return value.toDouble();
    }

    float readFloat(const QJsonValue& value, const QString& path)
    {
        if (!value.isDouble())
            fail(path, ReadError(ReadCode::SpecExpectedNumber, {describe(value)}));
        const double number = value.toDouble();
        if (!std::isfinite(number))
            fail(path, ReadError(ReadCode::SpecExpectedFinite, {ReadError::number(number)}));
        const float single = static_cast<float>(number);
        if (!std::isfinite(single))
            fail(path,
                 ReadError(ReadCode::SpecOutsideFloat32,
                           {ReadError::number(number, QLocale::FloatingPointShortest),
                            ReadError::number(double(std::numeric_limits<float>::max()), 9)}));
        return single;
    }

    QJsonObject readObject(const QJsonValue& value, const QString& path)
    {
        if (!value.isObject())
            fail(path, ReadError(ReadCode::SpecExpectedObject, {describe(value)}));
        return value.toObject();
    }

    Tokens readTokens(const QJsonValue& value, const QString& path)
    {
        if (!value.isArray())
            fail(path, ReadError(ReadCode::SpecExpectedStrings, {describe(value)}));
        const QJsonArray array = value.toArray();
        checkCount(array.size(), m_limits.maxSequenceLength, path, ReadError(ReadCode::CountLabels),
                   ReadError(ReadCode::LimitSequenceLength));
        Tokens tokens;
        tokens.reserve(std::size_t(array.size()));
        for (qsizetype i = 0; i < array.size(); ++i)
            tokens.push_back(readString(array.at(i), index(path, i)).toStdString());
        return tokens;
    }

    static void checkCount(qsizetype count, int limit, const QString& path, const ReadError& what,
                           const ReadError& limitName)
    {
        if (count > limit)
            fail(path, ReadError(ReadCode::SpecCountAboveLimit, {count, what, limit, limitName}));
    }

    // A matrix: a non-empty array of equally long, non-empty arrays of
    // finite numbers. Sizes are checked against the limits before any
    // element is converted.
    Matrix readMatrix(const QJsonValue& value, const QString& path, int maxRows, int maxCols,
                      const ReadError& rowLimitName, const ReadError& columnLimitName)
    {
        if (!value.isArray())
            fail(path, ReadError(ReadCode::SpecExpectedMatrix, {describe(value)}));
        const QJsonArray rows = value.toArray();
        if (rows.isEmpty())
            fail(path, ReadError(ReadCode::SpecMatrixEmpty));
        checkCount(rows.size(), maxRows, path, ReadError(ReadCode::CountRows), rowLimitName);
        const QJsonValue first = rows.at(0);
        if (!first.isArray())
            fail(index(path, 0), ReadError(ReadCode::SpecExpectedRow, {describe(first)}));
        const qsizetype cols = first.toArray().size();
        if (cols == 0)
            fail(index(path, 0), ReadError(ReadCode::SpecRowEmpty));
        checkCount(cols, maxCols, index(path, 0), ReadError(ReadCode::CountColumns),
                   columnLimitName);
        Matrix matrix(Eigen::Index(rows.size()), Eigen::Index(cols));
        for (qsizetype r = 0; r < rows.size(); ++r) {
            const QString rowPath = index(path, r);
            const QJsonValue rowValue = rows.at(r);
            if (!rowValue.isArray())
                fail(rowPath, ReadError(ReadCode::SpecExpectedRow, {describe(rowValue)}));
            const QJsonArray row = rowValue.toArray();
            if (row.size() != cols)
                fail(rowPath, ReadError(ReadCode::SpecRowLength, {cols, row.size()}));
            for (qsizetype c = 0; c < cols; ++c)
                matrix(Eigen::Index(r), Eigen::Index(c)) = readFloat(row.at(c), index(rowPath, c));
        }
        return matrix;
    }

    Matrix readInputMatrix(const QJsonValue& value, const QString& path)
    {
        return readMatrix(value, path, m_limits.maxSequenceLength, m_limits.maxModelWidth,
                          ReadError(ReadCode::LimitSequenceLength),
                          ReadError(ReadCode::LimitModelWidth));
    }

    Matrix readWeightMatrix(const QJsonValue& value, const QString& path)
    {
        return readMatrix(value, path, m_limits.maxModelWidth, m_limits.maxModelWidth,
                          ReadError(ReadCode::LimitModelWidth),
                          ReadError(ReadCode::LimitModelWidth));
    }

    // Nesting depth of a non-empty array: 2 for [[x]], 3 for [[[x]]].
    static int depth(const QJsonValue& value)
    {
        int depth = 0;
        QJsonValue current = value;
        while (current.isArray() && !current.toArray().isEmpty()) {
            ++depth;
            current = current.toArray().at(0);
        }
        return current.isArray() ? depth + 1 : depth;
    }

    // A matrix (a batch of one) or an array of equally shaped matrices.
    std::vector<Matrix> readBatch(const QJsonValue& value, const QString& path)
    {
        if (!value.isArray() || value.toArray().isEmpty())
            fail(path, ReadError(ReadCode::SpecExpectedMatrixOrBatch, {describe(value)}));
        const int nesting = depth(value);
        if (nesting <= 2)
            return {readInputMatrix(value, path)};
        if (nesting > 3)
            fail(path, ReadError(ReadCode::SpecNestedTooDeep, {nesting}));
        const QJsonArray items = value.toArray();
        checkCount(items.size(), m_limits.maxBatch, path, ReadError(ReadCode::CountBatchItems),
                   ReadError(ReadCode::LimitBatchSize));
        std::vector<Matrix> batch;
        for (qsizetype b = 0; b < items.size(); ++b) {
            const QString itemPath = index(path, b);
            if (depth(items.at(b)) != 2)
                fail(itemPath, ReadError(ReadCode::SpecBatchItemMatrix,
                                         {index(path, 0), describe(items.at(b))}));
            batch.push_back(readInputMatrix(items.at(b), itemPath));
            if (b > 0 && (batch.back().rows() != batch.front().rows() ||
                          batch.back().cols() != batch.front().cols()))
                fail(itemPath,
                     ReadError(ReadCode::SpecBatchItemShape,
                               {batch.front().rows(), batch.front().cols(), index(path, 0),
                                batch.back().rows(), batch.back().cols()}));
        }
        return batch;
    }

    EmbeddingConfig readEmbedding(const QJsonValue& value)
    {
        const QString path = QStringLiteral("embedding");
        const QJsonObject object = readObject(value, path);
        EmbeddingConfig config;
        if (has(object, "type")) {
            const QJsonValue type = object.value(QLatin1String("type"));
            if (type.toString() == QLatin1String("hashed"))
                config.type = EmbeddingConfig::Type::Hashed;
            else if (type.toString() == QLatin1String("one_hot"))
                config.type = EmbeddingConfig::Type::OneHot;
            else
                fail(member(path, "type"),
                     ReadError(ReadCode::SpecEmbeddingType, {describe(type)}));
        }
        if (has(object, "dim"))
            config.dim = readInt(object.value(QLatin1String("dim")), member(path, "dim"), 1,
                                 m_limits.maxModelWidth, ReadError(ReadCode::LimitModelWidth));
        if (has(object, "seed"))
            config.seed = readSeedAt(object.value(QLatin1String("seed")), member(path, "seed"));
        return config;
    }

    std::uint64_t readSeedAt(const QJsonValue& value, const QString& path)
    {
        try {
            return readSeed(value);
        } catch (SpecError& error) {
            error.field = path.toStdString();
            throw;
        }
    }

    PositionalEncodingConfig readPositionalEncoding(const QJsonValue& value)
    {
        const QString path = QStringLiteral("positional_encoding");
        PositionalEncodingConfig config;
        QJsonObject object;
        QJsonValue type;
        if (value.isString()) { // shorthand: "sinusoidal"
            type = value;
        } else {
            object = readObject(value, path);
            type = object.value(QLatin1String("type"));
        }
        const QString typePath = value.isString() ? path : member(path, "type");
        const QString name = type.toString();
        if (type.isUndefined() || name == QLatin1String("none"))
            config.type = PositionalEncodingConfig::Type::None;
        else if (name == QLatin1String("sinusoidal"))
            config.type = PositionalEncodingConfig::Type::Sinusoidal;
        else if (name == QLatin1String("rotary"))
            config.type = PositionalEncodingConfig::Type::Rotary;
        else
            fail(typePath, ReadError(ReadCode::SpecPositionalType, {describe(type)}));
        if (has(object, "base"))
            config.base =
                readPositiveNumber(object.value(QLatin1String("base")), member(path, "base"));
        return config;
    }

    void readWeights(const QJsonValue& value, Spec& spec)
    {
        const QString path = QStringLiteral("weights");
        if (value.isString()) {
            if (value.toString() != QLatin1String("random"))
                fail(path, ReadError(ReadCode::SpecWeights, {describe(value)}));
            spec.randomWeights = true;
            return;
        }
        if (!value.isObject())
            fail(path, ReadError(ReadCode::SpecWeights, {describe(value)}));
        const QJsonObject object = value.toObject();
        ProjectionWeights& weights = spec.config.weights;
        const struct
        {
            const char* name;
            Matrix* matrix;
        } fields[] = {
            {"W_q", &weights.Wq}, {"W_k", &weights.Wk}, {"W_v", &weights.Wv}, {"W_o", &weights.Wo}};
        for (const auto& field : fields) {
            if (has(object, field.name))
                *field.matrix = readWeightMatrix(object.value(QLatin1String(field.name)),
                                                 member(path, field.name));
        }
    }

    ScoringConfig readScoring(const QJsonValue& value)
    {
        const QString path = QStringLiteral("scoring");
        const QJsonObject object = readObject(value, path);
        ScoringConfig config;
        if (has(object, "type")) {
            const QJsonValue type = object.value(QLatin1String("type"));
            const std::string name = type.toString().toStdString();
            if (!type.isString() || !scoringTypeFromName(name, &config.type))
                fail(member(path, "type"),
                     ReadError(ReadCode::SpecExpectedOneOf,
                               {QString::fromStdString(scoringTypeNameList()), describe(type)}));
        }
        if (has(object, "temperature"))
            config.temperature = readPositiveFloat(object.value(QLatin1String("temperature")),
                                                   member(path, "temperature"));
        if (has(object, "W_q"))
            config.additiveWq =
                readWeightMatrix(object.value(QLatin1String("W_q")), member(path, "W_q"));
        if (has(object, "W_k"))
            config.additiveWk =
                readWeightMatrix(object.value(QLatin1String("W_k")), member(path, "W_k"));
        if (has(object, "w_v"))
            config.additiveWv = readVector(object.value(QLatin1String("w_v")), member(path, "w_v"));
        if (has(object, "W"))
            config.generalW = readWeightMatrix(object.value(QLatin1String("W")), member(path, "W"));
        if (config.type == ScoringType::Additive) {
            const char* missing = config.additiveWq.size() == 0   ? "W_q"
                                  : config.additiveWk.size() == 0 ? "W_k"
                                  : config.additiveWv.size() == 0 ? "w_v"
                                                                  : nullptr;
            if (missing)
                fail(member(path, missing),
                     ReadError(ReadCode::SpecAdditiveMissing, {QLatin1String(missing)}));
            const Eigen::Index hidden = config.additiveWq.rows();
            if (config.additiveWk.rows() != hidden)
                fail(member(path, "W_k"),
                     ReadError(ReadCode::SpecAdditiveWkRows, {hidden, config.additiveWk.rows()}));
            if (config.additiveWv.size() != hidden)
                fail(member(path, "w_v"),
                     ReadError(ReadCode::SpecAdditiveWvLength, {hidden, config.additiveWv.size()}));
        } else if (config.type == ScoringType::General && config.generalW.size() == 0) {
            fail(member(path, "W"), ReadError(ReadCode::SpecGeneralMissing));
        }
        return config;
    }

    float readPositiveFloat(const QJsonValue& value, const QString& path)
    {
        const float number = readFloat(value, path);
        if (!(number > 0))
            fail(path,
                 ReadError(ReadCode::SpecExpectedPositive, {ReadError::number(double(number), 9)}));
        return number;
    }

    Vector readVector(const QJsonValue& value, const QString& path)
    {
        if (!value.isArray() || value.toArray().isEmpty())
            fail(path, ReadError(ReadCode::SpecExpectedNumbers, {describe(value)}));
        const QJsonArray array = value.toArray();
        checkCount(array.size(), m_limits.maxModelWidth, path, ReadError(ReadCode::CountNumbers),
                   ReadError(ReadCode::LimitModelWidth));
        Vector vector(Eigen::Index(array.size()));
        for (qsizetype i = 0; i < array.size(); ++i)
            vector(Eigen::Index(i)) = readFloat(array.at(i), index(path, i));
        return vector;
    }

    MaskConfig readMask(const QJsonValue& value)
    {
        const QString path = QStringLiteral("mask");
        const QJsonObject object = readObject(value, path);
        MaskConfig config;
        if (has(object, "valid_lens"))
            readValidLens(object.value(QLatin1String("valid_lens")), config);
        if (has(object, "causal")) {
            const QJsonValue causal = object.value(QLatin1String("causal"));
            if (!causal.isBool())
                fail(member(path, "causal"),
                     ReadError(ReadCode::SpecExpectedBool, {describe(causal)}));
            config.causal = causal.toBool();
        }
        if (has(object, "window"))
            config.window = readInt(object.value(QLatin1String("window")), member(path, "window"),
                                    0, std::numeric_limits<int>::max());
        if (has(object, "matrix"))
            config.matrices = readMaskMatrices(object.value(QLatin1String("matrix")));
        return config;
    }

    int readLength(const QJsonValue& value, const QString& path)
    {
        if (!value.isDouble() || value.toDouble() != std::floor(value.toDouble()))
            fail(path, ReadError(ReadCode::SpecIntegerLength, {describe(value)}));
        const double number = value.toDouble();
        if (number < 0)
            fail(path, ReadError(ReadCode::SpecLengthNonNegative,
                                 {ReadError::number(number, QLocale::FloatingPointShortest)}));
        if (number > m_limits.maxSequenceLength)
            fail(path, ReadError(ReadCode::SpecLengthAboveLimit,
                                 {ReadError::number(number, QLocale::FloatingPointShortest),
                                  m_limits.maxSequenceLength}));
        return static_cast<int>(number);
    }

    void readValidLens(const QJsonValue& value, MaskConfig& config)
    {
        const QString path = QStringLiteral("mask.valid_lens");
        if (!value.isArray())
            fail(path, ReadError(ReadCode::SpecValidLens, {describe(value)}));
        const QJsonArray items = value.toArray();
        if (items.isEmpty())
            return;
        checkCount(items.size(), m_limits.maxBatch, path, ReadError(ReadCode::CountBatchItems),
                   ReadError(ReadCode::LimitBatchSize));
        config.validLensPerQuery = items.at(0).isArray();
        for (qsizetype b = 0; b < items.size(); ++b) {
            const QString itemPath = index(path, b);
            const QJsonValue item = items.at(b);
            if (config.validLensPerQuery != item.isArray())
                fail(itemPath, config.validLensPerQuery
                                   ? ReadError(ReadCode::SpecValidLensArrayLike,
                                               {index(path, 0), describe(item)})
                                   : ReadError(ReadCode::SpecValidLensLengthLike,
                                               {index(path, 0), describe(item)}));
            if (!config.validLensPerQuery) {
                config.validLens.push_back({readLength(item, itemPath)});
                continue;
            }
            const QJsonArray lengths = item.toArray();
            checkCount(lengths.size(), m_limits.maxSequenceLength, itemPath,
                       ReadError(ReadCode::CountLengths), ReadError(ReadCode::LimitSequenceLength));
            std::vector<int> row;
            for (qsizetype q = 0; q < lengths.size(); ++q)
                row.push_back(readLength(lengths.at(q), index(itemPath, q)));
            config.validLens.push_back(std::move(row));
        }
    }

    std::vector<KeepMask> readMaskMatrices(const QJsonValue& value)
    {
        const QString path = QStringLiteral("mask.matrix");
        if (!value.isArray() || value.toArray().isEmpty())
            fail(path, ReadError(ReadCode::SpecMaskMatrixOrBatch, {describe(value)}));
        const int nesting = depth(value);
        std::vector<KeepMask> masks;
        if (nesting <= 2) {
            masks.push_back(readMaskMatrix(value, path));
            return masks;
        }
        if (nesting > 3)
            fail(path, ReadError(ReadCode::SpecNestedTooDeep, {nesting}));
        const QJsonArray items = value.toArray();
        checkCount(items.size(), m_limits.maxBatch, path, ReadError(ReadCode::CountBatchItems),
                   ReadError(ReadCode::LimitBatchSize));
        for (qsizetype b = 0; b < items.size(); ++b) {
            if (depth(items.at(b)) != 2)
                fail(index(path, b), ReadError(ReadCode::SpecMaskMatrixLike,
                                               {index(path, 0), describe(items.at(b))}));
            masks.push_back(readMaskMatrix(items.at(b), index(path, b)));
        }
        return masks;
    }

    KeepMask readMaskMatrix(const QJsonValue& value, const QString& path)
    {
        const QJsonArray rows = value.toArray();
        checkCount(rows.size(), m_limits.maxSequenceLength, path, ReadError(ReadCode::CountRows),
                   ReadError(ReadCode::LimitSequenceLength));
        const qsizetype cols = rows.at(0).toArray().size();
        if (!rows.at(0).isArray() || cols == 0)
            fail(index(path, 0), ReadError(ReadCode::SpecMaskRow, {describe(rows.at(0))}));
        checkCount(cols, m_limits.maxSequenceLength, index(path, 0),
                   ReadError(ReadCode::CountColumns), ReadError(ReadCode::LimitSequenceLength));
        KeepMask mask(Eigen::Index(rows.size()), Eigen::Index(cols));
        for (qsizetype r = 0; r < rows.size(); ++r) {
            const QString rowPath = index(path, r);
            if (!rows.at(r).isArray())
                fail(rowPath, ReadError(ReadCode::SpecMaskRow, {describe(rows.at(r))}));
            const QJsonArray row = rows.at(r).toArray();
            if (row.size() != cols)
                fail(rowPath, ReadError(ReadCode::SpecMaskRowLength, {cols, row.size()}));
            for (qsizetype c = 0; c < cols; ++c) {
                const QJsonValue entry = row.at(c);
                std::uint8_t keep = 0;
                if (entry.isBool())
                    keep = entry.toBool() ? 1 : 0;
                else if (entry.isDouble() && (entry.toDouble() == 0 || entry.toDouble() == 1))
                    keep = entry.toDouble() == 1 ? 1 : 0;
                else
                    fail(index(rowPath, c), ReadError(ReadCode::SpecMaskEntry, {describe(entry)}));
                mask(Eigen::Index(r), Eigen::Index(c)) = keep;
            }
        }
        return mask;
    }

    std::optional<float> readDropout(const QJsonValue& value)
    {
        QString path = QStringLiteral("dropout");
        QJsonValue p = value;
        if (value.isObject()) {
            path = member(path, "p");
            p = value.toObject().value(QLatin1String("p"));
            if (p.isUndefined())
                fail(path, ReadError(ReadCode::SpecDropoutRequired));
        } else if (!value.isDouble()) {
            fail(path, ReadError(ReadCode::SpecDropoutObject, {describe(value)}));
        }
        const float probability = readFloat(p, path);
        if (!(probability >= 0 && probability < 1))
            fail(path, ReadError(ReadCode::SpecDropoutProbability,
                                 {ReadError::number(double(probability), 9)}));
        return probability;
    }

    const EngineLimits& m_limits;
};

} // namespace

std::variant<Spec, SpecError> readSpec(const QByteArray& json, const EngineLimits& limits)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        return SpecError(
            "(json)", ReadError(parseError.error == QJsonParseError::IllegalNumber
                                    ? ReadCode::SpecMalformedJsonNumber
                                    : ReadCode::SpecMalformedJson,
                                {lineColumn(json, parseError.offset), parseError.errorString()}));
    }
    if (!document.isObject())
        return SpecError("(json)", ReadError(ReadCode::SpecTopLevelObject,
                                             {document.isArray() ? ReadCode::JsonArray
                                                                 : ReadCode::JsonNothing}));
    try {
        return SpecParser(limits).parse(document.object());
    } catch (const SpecError& error) {
        return error;
    }
}

ReadError specFileLimitText()
{
    return ReadCode::SpecFileLimit;
}

std::variant<Spec, SpecError> readSpecFile(const QString& path, const EngineLimits& limits)
{
    QFile file(path);
    if (!file.exists())
        return SpecError(path.toStdString(), ReadCode::NoSuchFile);
    if (QFileInfo(path).isDir())
        return SpecError(path.toStdString(), ReadCode::SpecIsFolder);
    if (!file.open(QIODevice::ReadOnly))
        return SpecError(path.toStdString(), ReadError(ReadCode::CannotOpen, {file.errorString()}));
    ReadError failure;
    const std::optional<QByteArray> bytes =
        readAtMost(file, limits.maxSpecFileBytes, specFileLimitText(), &failure);
    if (!bytes)
        return SpecError(path.toStdString(), failure);
    return readSpec(*bytes, limits);
}

} // namespace ae
