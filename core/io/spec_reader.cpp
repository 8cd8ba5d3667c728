#include "core/io/spec_reader.h"

#include "core/io/bounded_read.h"

#include <QCoreApplication>
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

// Messages of this file; a class so that lupdate files the SpecReaderText::tr() calls
// under the same context ("ae::SpecReader") that they are looked up in at run time.
class SpecReaderText
{
    Q_DECLARE_TR_FUNCTIONS(ae::SpecReader)
};

[[noreturn]] void fail(const QString& field, const QString& message)
{
    throw SpecError{field.toStdString(), message.toStdString()};
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
QString describe(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return SpecReaderText::tr("null");
    case QJsonValue::Bool:
        return value.toBool() ? SpecReaderText::tr("true") : SpecReaderText::tr("false");
    case QJsonValue::Double:
        return SpecReaderText::tr("the number %1")
            .arg(value.toDouble(), 0, 'g', QLocale::FloatingPointShortest);
    case QJsonValue::String: {
        QString text = value.toString();
        if (text.size() > 40)
            text = text.left(37) + QStringLiteral("...");
        return SpecReaderText::tr("the string \"%1\"").arg(text);
    }
    case QJsonValue::Array:
        if (value.toArray().isEmpty())
            return SpecReaderText::tr("an empty array");
        return SpecReaderText::tr("an array of %1 elements").arg(value.toArray().size());
    case QJsonValue::Object:
        return SpecReaderText::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return SpecReaderText::tr("nothing");
}

// Line and column (1-based, column in characters) of a byte offset.
QString lineColumn(const QByteArray& json, qsizetype offset)
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
    return SpecReaderText::tr("line %1, column %2").arg(line).arg(column);
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
                     SpecReaderText::tr("this is a result file (\"%1\"), not a spec (\"%2\")")
                         .arg(QLatin1String(kResultFormat), QLatin1String(kSpecFormat)));
            if (format.toString() != QLatin1String(kSpecFormat))
                fail(QStringLiteral("format"),
                     SpecReaderText::tr("expected \"%1\", found %2")
                         .arg(QLatin1String(kSpecFormat), describe(format)));
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
            spec.config.numHeads = readInt(
                root.value(QLatin1String("num_heads")), QStringLiteral("num_heads"), 1,
                m_limits.maxHeads, SpecReaderText::tr("the largest number of heads accepted"));
        if (has(root, "model_dim"))
            spec.modelDim = readInt(root.value(QLatin1String("model_dim")),
                                    QStringLiteral("model_dim"), 1, m_limits.maxModelWidth,
                                    SpecReaderText::tr("the largest model width accepted"));
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
                     SpecReaderText::tr("expected \"float32\" or \"float64\", found %1")
                         .arg(describe(precision)));
        }
        if (has(root, "ui")) {
            const QJsonValue ui = root.value(QLatin1String("ui"));
            if (!ui.isObject())
                fail(QStringLiteral("ui"),
                     SpecReaderText::tr("expected an object, found %1").arg(describe(ui)));
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
            fail(QStringLiteral("text"),
                 SpecReaderText::tr(
                     "give either \"text\" or \"inputs\" (the query source), not both"));
        if (!hasText && !hasInputs)
            fail(QStringLiteral("inputs"),
                 SpecReaderText::tr(
                     "required: give \"inputs\" (an n×d matrix or a batch of them) or \"text\""));
        if (hasText)
            spec.text =
                readString(root.value(QLatin1String("text")), QStringLiteral("text")).toStdString();
        else
            spec.inputs.inputs =
                readBatch(root.value(QLatin1String("inputs")), QStringLiteral("inputs"));
        if (has(root, "key_text") && has(root, "key_inputs"))
            fail(QStringLiteral("key_text"),
                 SpecReaderText::tr(
                     "give either \"key_text\" or \"key_inputs\" (the key source), not both"));
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
            fail(path, SpecReaderText::tr("expected a string, found %1").arg(describe(value)));
        return value.toString();
    }

    // Integral JSON number in [low, high]; `limitName` explains `high` when
    // it is an engine limit.
    int readInt(const QJsonValue& value, const QString& path, int low, int high,
                const QString& limitName = QString())
    {
        if (!value.isDouble())
            fail(path, SpecReaderText::tr("expected an integer, found %1").arg(describe(value)));
        const double number = value.toDouble();
        if (number != std::floor(number))
            fail(path, SpecReaderText::tr("expected an integer, found %1").arg(describe(value)));
        if (number < low)
            fail(path, SpecReaderText::tr("expected an integer ≥ %1, found %2")
                           .arg(low)
                           .arg(number, 0, 'g', QLocale::FloatingPointShortest));
        if (number > high) {
            if (!limitName.isEmpty())
                fail(path, SpecReaderText::tr("%1 is above the limit of %2 (%3)")
                               .arg(number, 0, 'g', QLocale::FloatingPointShortest)
                               .arg(high)
                               .arg(limitName));
            fail(path, SpecReaderText::tr("expected an integer ≤ %1, found %2")
                           .arg(high)
                           .arg(number, 0, 'g', QLocale::FloatingPointShortest));
        }
        return static_cast<int>(number);
    }

    // ae::-qualified tr(): lupdate misreads the std:: return type as this
    // function's scope and would otherwise file the messages elsewhere.
    std::uint64_t readSeed(const QJsonValue& value)
    {
        const QString path = QStringLiteral("seed");
        if (!value.isDouble() || value.toDouble() != std::floor(value.toDouble()))
            fail(path, ae::SpecReaderText::tr("expected a non-negative integer, found %1")
                           .arg(describe(value)));
        const double number = value.toDouble();
        // Doubles hold every integer exactly up to 2^53.
        if (number < 0 || number > 9007199254740992.0)
            fail(path, ae::SpecReaderText::tr("expected an integer from 0 to 2^53, found %1")
                           .arg(number, 0, 'g', QLocale::FloatingPointShortest));
        return static_cast<std::uint64_t>(number);
    }

    double readPositiveNumber(const QJsonValue& value, const QString& path)
    {
        if (!value.isDouble() || !std::isfinite(value.toDouble()))
            fail(path, SpecReaderText::tr("expected a number > 0, found %1").arg(describe(value)));
        if (value.toDouble() <= 0)
            fail(path, SpecReaderText::tr("expected a number > 0, found %1")
                           .arg(value.toDouble(), 0, 'g', QLocale::FloatingPointShortest));
        return value.toDouble();
    }

    float readFloat(const QJsonValue& value, const QString& path)
    {
        if (!value.isDouble())
            fail(path, SpecReaderText::tr("expected a number, found %1").arg(describe(value)));
        const double number = value.toDouble();
        if (!std::isfinite(number))
            fail(path, SpecReaderText::tr("expected a finite number, found %1").arg(number));
        const float single = static_cast<float>(number);
        if (!std::isfinite(single))
            fail(path, SpecReaderText::tr("%1 is outside the float32 range (±%2)")
                           .arg(number, 0, 'g', QLocale::FloatingPointShortest)
                           .arg(double(std::numeric_limits<float>::max()), 0, 'g', 9));
        return single;
    }

    QJsonObject readObject(const QJsonValue& value, const QString& path)
    {
        if (!value.isObject())
            fail(path, SpecReaderText::tr("expected an object, found %1").arg(describe(value)));
        return value.toObject();
    }

    Tokens readTokens(const QJsonValue& value, const QString& path)
    {
        if (!value.isArray())
            fail(path,
                 SpecReaderText::tr("expected an array of strings, found %1").arg(describe(value)));
        const QJsonArray array = value.toArray();
        checkCount(array.size(), m_limits.maxSequenceLength, path, SpecReaderText::tr("labels"),
                   SpecReaderText::tr("maximum sequence length"));
        Tokens tokens;
        tokens.reserve(std::size_t(array.size()));
        for (qsizetype i = 0; i < array.size(); ++i)
            tokens.push_back(readString(array.at(i), index(path, i)).toStdString());
        return tokens;
    }

    static void checkCount(qsizetype count, int limit, const QString& path, const QString& what,
                           const QString& limitName)
    {
        if (count > limit)
            fail(path, SpecReaderText::tr("has %1 %2; the limit is %3 (%4)")
                           .arg(count)
                           .arg(what)
                           .arg(limit)
                           .arg(limitName));
    }

    // A matrix: a non-empty array of equally long, non-empty arrays of
    // finite numbers. Sizes are checked against the limits before any
    // element is converted.
    Matrix readMatrix(const QJsonValue& value, const QString& path, int maxRows, int maxCols,
                      const QString& rowLimitName, const QString& columnLimitName)
    {
        if (!value.isArray())
            fail(path, SpecReaderText::tr("expected a matrix (an array of rows), found %1")
                           .arg(describe(value)));
        const QJsonArray rows = value.toArray();
        if (rows.isEmpty())
            fail(path,
                 SpecReaderText::tr("expected a matrix (an array of rows), found an empty array"));
        checkCount(rows.size(), maxRows, path, SpecReaderText::tr("rows"), rowLimitName);
        const QJsonValue first = rows.at(0);
        if (!first.isArray())
            fail(index(path, 0),
                 SpecReaderText::tr("expected a row (an array of numbers), found %1")
                     .arg(describe(first)));
        const qsizetype cols = first.toArray().size();
        if (cols == 0)
            fail(index(path, 0),
                 SpecReaderText::tr("expected a row of at least one number, found an empty array"));
        checkCount(cols, maxCols, index(path, 0), SpecReaderText::tr("columns"), columnLimitName);
        Matrix matrix(Eigen::Index(rows.size()), Eigen::Index(cols));
        for (qsizetype r = 0; r < rows.size(); ++r) {
            const QString rowPath = index(path, r);
            const QJsonValue rowValue = rows.at(r);
            if (!rowValue.isArray())
                fail(rowPath, SpecReaderText::tr("expected a row (an array of numbers), found %1")
                                  .arg(describe(rowValue)));
            const QJsonArray row = rowValue.toArray();
            if (row.size() != cols)
                fail(rowPath, SpecReaderText::tr(
                                  "expected %1 numbers like row 0 (rows must have equal length), "
                                  "found %2")
                                  .arg(cols)
                                  .arg(row.size()));
            for (qsizetype c = 0; c < cols; ++c)
                matrix(Eigen::Index(r), Eigen::Index(c)) = readFloat(row.at(c), index(rowPath, c));
        }
        return matrix;
    }

    Matrix readInputMatrix(const QJsonValue& value, const QString& path)
    {
        return readMatrix(value, path, m_limits.maxSequenceLength, m_limits.maxModelWidth,
                          SpecReaderText::tr("maximum sequence length"),
                          SpecReaderText::tr("maximum model width"));
    }

    Matrix readWeightMatrix(const QJsonValue& value, const QString& path)
    {
        return readMatrix(value, path, m_limits.maxModelWidth, m_limits.maxModelWidth,
                          SpecReaderText::tr("maximum model width"),
                          SpecReaderText::tr("maximum model width"));
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
            fail(path,
                 SpecReaderText::tr("expected a matrix (an array of rows) or a batch (an array of "
                                    "matrices), found %1")
                     .arg(describe(value)));
        const int nesting = depth(value);
        if (nesting <= 2)
            return {readInputMatrix(value, path)};
        if (nesting > 3)
            fail(path, SpecReaderText::tr(
                           "expected a matrix (depth 2) or a batch of matrices (depth 3), found "
                           "arrays nested %1 deep")
                           .arg(nesting));
        const QJsonArray items = value.toArray();
        checkCount(items.size(), m_limits.maxBatch, path, SpecReaderText::tr("batch items"),
                   SpecReaderText::tr("maximum batch size"));
        std::vector<Matrix> batch;
        for (qsizetype b = 0; b < items.size(); ++b) {
            const QString itemPath = index(path, b);
            if (depth(items.at(b)) != 2)
                fail(itemPath,
                     SpecReaderText::tr("expected a matrix (an array of rows) like %1, found %2")
                         .arg(index(path, 0), describe(items.at(b))));
            batch.push_back(readInputMatrix(items.at(b), itemPath));
            if (b > 0 && (batch.back().rows() != batch.front().rows() ||
                          batch.back().cols() != batch.front().cols()))
                fail(itemPath,
                     SpecReaderText::tr("expected %1×%2 like %3 (batch items share their shape), "
                                        "found %4×%5")
                         .arg(batch.front().rows())
                         .arg(batch.front().cols())
                         .arg(index(path, 0))
                         .arg(batch.back().rows())
                         .arg(batch.back().cols()));
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
                     SpecReaderText::tr("expected \"hashed\" or \"one_hot\", found %1")
                         .arg(describe(type)));
        }
        if (has(object, "dim"))
            config.dim = readInt(object.value(QLatin1String("dim")), member(path, "dim"), 1,
                                 m_limits.maxModelWidth, SpecReaderText::tr("maximum model width"));
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
            fail(typePath,
                 SpecReaderText::tr("expected \"none\", \"sinusoidal\" or \"rotary\", found %1")
                     .arg(describe(type)));
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
                fail(path,
                     SpecReaderText::tr("expected an object of matrices (W_q, W_k, W_v, W_o) or "
                                        "\"random\", found %1")
                         .arg(describe(value)));
            spec.randomWeights = true;
            return;
        }
        if (!value.isObject())
            fail(path, SpecReaderText::tr(
                           "expected an object of matrices (W_q, W_k, W_v, W_o) or \"random\", "
                           "found %1")
                           .arg(describe(value)));
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
                     SpecReaderText::tr("expected one of %1, found %2")
                         .arg(QString::fromStdString(scoringTypeNameList()), describe(type)));
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
                     SpecReaderText::tr(
                         "additive scoring needs W_q (hidden×p), W_k (hidden×p_k) and w_v "
                         "(hidden numbers); %1 is missing")
                         .arg(QLatin1String(missing)));
            const Eigen::Index hidden = config.additiveWq.rows();
            if (config.additiveWk.rows() != hidden)
                fail(member(path, "W_k"),
                     SpecReaderText::tr("expected %1 rows like scoring.W_q (the hidden "
                                        "width), found %2")
                         .arg(hidden)
                         .arg(config.additiveWk.rows()));
            if (config.additiveWv.size() != hidden)
                fail(member(path, "w_v"),
                     SpecReaderText::tr("expected %1 numbers like the rows of scoring.W_q "
                                        "(the hidden width), found %2")
                         .arg(hidden)
                         .arg(config.additiveWv.size()));
        } else if (config.type == ScoringType::General && config.generalW.size() == 0) {
            fail(member(path, "W"),
                 SpecReaderText::tr("general scoring needs W (p×p_k); it is missing"));
        }
        return config;
    }

    float readPositiveFloat(const QJsonValue& value, const QString& path)
    {
        const float number = readFloat(value, path);
        if (!(number > 0))
            fail(path, SpecReaderText::tr("expected a number > 0, found %1")
                           .arg(double(number), 0, 'g', 9));
        return number;
    }

    Vector readVector(const QJsonValue& value, const QString& path)
    {
        if (!value.isArray() || value.toArray().isEmpty())
            fail(path, SpecReaderText::tr("expected a non-empty array of numbers, found %1")
                           .arg(describe(value)));
        const QJsonArray array = value.toArray();
        checkCount(array.size(), m_limits.maxModelWidth, path, SpecReaderText::tr("numbers"),
                   SpecReaderText::tr("maximum model width"));
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
                     SpecReaderText::tr("expected true or false, found %1").arg(describe(causal)));
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
            fail(path,
                 SpecReaderText::tr("expected an integer length, found %1").arg(describe(value)));
        const double number = value.toDouble();
        if (number < 0)
            fail(path, SpecReaderText::tr("expected a length ≥ 0, found %1")
                           .arg(number, 0, 'g', QLocale::FloatingPointShortest));
        if (number > m_limits.maxSequenceLength)
            fail(path, SpecReaderText::tr(
                           "the length %1 is above the limit of %2 (maximum sequence length)")
                           .arg(number, 0, 'g', QLocale::FloatingPointShortest)
                           .arg(m_limits.maxSequenceLength));
        return static_cast<int>(number);
    }

    void readValidLens(const QJsonValue& value, MaskConfig& config)
    {
        const QString path = QStringLiteral("mask.valid_lens");
        if (!value.isArray())
            fail(path, SpecReaderText::tr(
                           "expected an array of lengths (one per batch item) or of arrays (per "
                           "batch item, one per query), found %1")
                           .arg(describe(value)));
        const QJsonArray items = value.toArray();
        if (items.isEmpty())
            return;
        checkCount(items.size(), m_limits.maxBatch, path, SpecReaderText::tr("batch items"),
                   SpecReaderText::tr("maximum batch size"));
        config.validLensPerQuery = items.at(0).isArray();
        for (qsizetype b = 0; b < items.size(); ++b) {
            const QString itemPath = index(path, b);
            const QJsonValue item = items.at(b);
            if (config.validLensPerQuery != item.isArray())
                fail(itemPath,
                     config.validLensPerQuery
                         ? SpecReaderText::tr("expected an array of lengths like %1 (one depth "
                                              "throughout), found %2")
                               .arg(index(path, 0), describe(item))
                         : SpecReaderText::tr("expected an integer length like %1 (one depth "
                                              "throughout), found %2")
                               .arg(index(path, 0), describe(item)));
            if (!config.validLensPerQuery) {
                config.validLens.push_back({readLength(item, itemPath)});
                continue;
            }
            const QJsonArray lengths = item.toArray();
            checkCount(lengths.size(), m_limits.maxSequenceLength, itemPath,
                       SpecReaderText::tr("lengths"),
                       SpecReaderText::tr("maximum sequence length"));
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
            fail(path,
                 SpecReaderText::tr("expected an n×m matrix of 0/1 or a batch of them, found %1")
                     .arg(describe(value)));
        const int nesting = depth(value);
        std::vector<KeepMask> masks;
        if (nesting <= 2) {
            masks.push_back(readMaskMatrix(value, path));
            return masks;
        }
        if (nesting > 3)
            fail(path, SpecReaderText::tr(
                           "expected a matrix (depth 2) or a batch of matrices (depth 3), found "
                           "arrays nested %1 deep")
                           .arg(nesting));
        const QJsonArray items = value.toArray();
        checkCount(items.size(), m_limits.maxBatch, path, SpecReaderText::tr("batch items"),
                   SpecReaderText::tr("maximum batch size"));
        for (qsizetype b = 0; b < items.size(); ++b) {
            if (depth(items.at(b)) != 2)
                fail(index(path, b),
                     SpecReaderText::tr("expected a matrix of 0/1 like %1, found %2")
                         .arg(index(path, 0), describe(items.at(b))));
            masks.push_back(readMaskMatrix(items.at(b), index(path, b)));
        }
        return masks;
    }

    KeepMask readMaskMatrix(const QJsonValue& value, const QString& path)
    {
        const QJsonArray rows = value.toArray();
        checkCount(rows.size(), m_limits.maxSequenceLength, path, SpecReaderText::tr("rows"),
                   SpecReaderText::tr("maximum sequence length"));
        const qsizetype cols = rows.at(0).toArray().size();
        if (!rows.at(0).isArray() || cols == 0)
            fail(index(path, 0),
                 SpecReaderText::tr("expected a row of 0/1, found %1").arg(describe(rows.at(0))));
        checkCount(cols, m_limits.maxSequenceLength, index(path, 0), SpecReaderText::tr("columns"),
                   SpecReaderText::tr("maximum sequence length"));
        KeepMask mask(Eigen::Index(rows.size()), Eigen::Index(cols));
        for (qsizetype r = 0; r < rows.size(); ++r) {
            const QString rowPath = index(path, r);
            if (!rows.at(r).isArray())
                fail(rowPath, SpecReaderText::tr("expected a row of 0/1, found %1")
                                  .arg(describe(rows.at(r))));
            const QJsonArray row = rows.at(r).toArray();
            if (row.size() != cols)
                fail(rowPath, SpecReaderText::tr(
                                  "expected %1 entries like row 0 (rows must have equal length), "
                                  "found %2")
                                  .arg(cols)
                                  .arg(row.size()));
            for (qsizetype c = 0; c < cols; ++c) {
                const QJsonValue entry = row.at(c);
                std::uint8_t keep = 0;
                if (entry.isBool())
                    keep = entry.toBool() ? 1 : 0;
                else if (entry.isDouble() && (entry.toDouble() == 0 || entry.toDouble() == 1))
                    keep = entry.toDouble() == 1 ? 1 : 0;
                else
                    fail(index(rowPath, c),
                         SpecReaderText::tr("expected 0 (masked) or 1 (kept), found %1")
                             .arg(describe(entry)));
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
                fail(path, SpecReaderText::tr("required: the drop probability, 0 ≤ p < 1"));
        } else if (!value.isDouble()) {
            fail(path, SpecReaderText::tr("expected an object {\"p\": probability}, found %1")
                           .arg(describe(value)));
        }
        const float probability = readFloat(p, path);
        if (!(probability >= 0 && probability < 1))
            fail(path, SpecReaderText::tr("expected a probability with 0 ≤ p < 1, found %1")
                           .arg(double(probability), 0, 'g', 9));
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
        QString message = SpecReaderText::tr("malformed JSON at %1: %2")
                              .arg(lineColumn(json, parseError.offset), parseError.errorString());
        if (parseError.error == QJsonParseError::IllegalNumber)
            message += SpecReaderText::tr(
                " (numbers must be finite: NaN, Infinity and values such as 1e400 "
                "are not allowed)");
        return SpecError{"(json)", message.toStdString()};
    }
    if (!document.isObject())
        return SpecError{"(json)",
                         SpecReaderText::tr("expected a JSON object at the top level, found %1")
                             .arg(document.isArray() ? SpecReaderText::tr("an array")
                                                     : SpecReaderText::tr("nothing"))
                             .toStdString()};
    try {
        return SpecParser(limits).parse(document.object());
    } catch (const SpecError& error) {
        return error;
    }
}

QString specFileLimitText()
{
    return SpecReaderText::tr("a spec or session may have");
}

std::variant<Spec, SpecError> readSpecFile(const QString& path, const EngineLimits& limits)
{
    QFile file(path);
    if (!file.exists())
        return SpecError{path.toStdString(), SpecReaderText::tr("no such file").toStdString()};
    if (QFileInfo(path).isDir())
        return SpecError{path.toStdString(),
                         SpecReaderText::tr("is a folder, not a spec file").toStdString()};
    if (!file.open(QIODevice::ReadOnly))
        return SpecError{
            path.toStdString(),
            SpecReaderText::tr("cannot open: %1").arg(file.errorString()).toStdString()};
    QString failure;
    const std::optional<QByteArray> bytes =
        readAtMost(file, limits.maxSpecFileBytes, specFileLimitText(), &failure);
    if (!bytes)
        return SpecError{path.toStdString(), failure.toStdString()};
    return readSpec(*bytes, limits);
}

} // namespace ae
