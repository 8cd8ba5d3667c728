// Engine limits: the trace-size estimate equals what the trace really holds,
// oversize passes are refused before allocating, and byte formatting.

#include "core/limits.h"
#include "core/multi_head_attention.h"

#include "tests/test_main.h"

#include <QObject>

Q_DECLARE_METATYPE(ae::AttentionConfig)
Q_DECLARE_METATYPE(ae::AttentionInputs)

class LimitsTest : public QObject
{
    Q_OBJECT

private slots:
    void estimateEqualsTraceSize_data()
    {
        QTest::addColumn<ae::AttentionInputs>("inputs");
        QTest::addColumn<ae::AttentionConfig>("config");
        ae::AttentionInputs self;
        self.inputs = {ae::Matrix::Random(7, 12), ae::Matrix::Random(7, 12)};
        ae::AttentionConfig plain;
        plain.numHeads = 3;
        QTest::newRow("self-attention, no weights") << self << plain;
        ae::AttentionConfig selfSinusoidal = plain;
        selfSinusoidal.positionalEncoding.type = ae::PositionalEncodingConfig::Type::Sinusoidal;
        QTest::newRow("self-attention, sinusoidal (X + P kept)") << self << selfSinusoidal;
        ae::AttentionConfig selfRotary = plain;
        selfRotary.positionalEncoding.type = ae::PositionalEncodingConfig::Type::Rotary;
        QTest::newRow("self-attention, rotary (each head's rotated Q and K kept)")
            << self << selfRotary;
        ae::AttentionInputs selfWithValues = self;
        selfWithValues.valueInputs = {ae::Matrix::Random(7, 6), ae::Matrix::Random(7, 6)};
        QTest::newRow("self-attention, values of their own") << selfWithValues << plain;
        ae::AttentionConfig projected = plain;
        projected.weights = ae::randomProjectionWeights(18, 12, 12, 12, 1);
        projected.weights.Wo = ae::Matrix::Ones(5, 18);
        projected.dropout = 0.5f;
        projected.mask.causal = true;
        QTest::newRow("projected, W_o 5×18, dropout, causal") << self << projected;
        ae::AttentionInputs cross;
        cross.inputs = {ae::Matrix::Random(4, 6)};
        cross.keyInputs = {ae::Matrix::Random(9, 8)};
        cross.valueInputs = {ae::Matrix::Random(9, 10)};
        ae::AttentionConfig sinusoidal;
        sinusoidal.numHeads = 2;
        sinusoidal.weights.Wq = ae::Matrix::Random(4, 6);
        sinusoidal.weights.Wk = ae::Matrix::Random(4, 8);
        sinusoidal.positionalEncoding.type = ae::PositionalEncodingConfig::Type::Sinusoidal;
        QTest::newRow("cross-attention, sinusoidal on both sides") << cross << sinusoidal;
        ae::AttentionConfig additive;
        additive.numHeads = 2;
        additive.weights.Wk = ae::Matrix::Random(4, 8);
        additive.scoring.type = ae::ScoringType::Additive;
        additive.scoring.additiveWq = ae::Matrix::Random(5, 3);
        additive.scoring.additiveWk = ae::Matrix::Random(5, 2);
        additive.scoring.additiveWv = ae::Vector::Random(5);
        additive.positionalEncoding.type = ae::PositionalEncodingConfig::Type::Sinusoidal;
        QTest::newRow("additive with p ≠ p_k") << cross << additive;
    }
    void estimateEqualsTraceSize()
    {
        QFETCH(ae::AttentionInputs, inputs);
        QFETCH(ae::AttentionConfig, config);
        const ae::AttentionTrace trace = ae::computeAttention(inputs, config);
        QCOMPARE(ae::estimatedTraceBytes(trace.shape), trace.byteSize());
        QCOMPARE(ae::estimatedTraceBytes(ae::validate(inputs, config)), trace.byteSize());
    }

    void estimateForTheBenchmarkShape()
    {
        // (n, d, h) = (2048, 512, 8), batch 1, self-attention, projections:
        // per head 2·n² floats (scores, weights; its q, k, v and output are
        // its columns of Q, K, V and the concat); per item the inputs n·d
        // (kept once: X + P, the keys' and the values' inputs are the same
        // numbers), projections 3·n·d, concat and output 2·n·d, mask n²
        // bytes. Rotary positions add each head's rotated q and k: n·64·2.
        ae::AttentionShape shape;
        shape.n = shape.m = 2048;
        shape.d = shape.dk = shape.dv = 512;
        shape.heads = 8;
        shape.p = shape.pk = shape.pv = 64;
        shape.modelDim = shape.outputDim = 512;
        const std::uint64_t n = 2048, d = 512;
        const std::uint64_t expected = 8 * (2 * n * n * 4) + 6 * n * d * 4 + n * n;
        QCOMPARE(ae::estimatedTraceBytes(shape), expected);
        QVERIFY(expected < ae::EngineLimits::defaults().maxTraceBytes);
        shape.rotary = true;
        QCOMPARE(ae::estimatedTraceBytes(shape), expected + 8 * (2 * n * 64 * 4));
    }

    void refusedBeforeAllocating()
    {
        ae::AttentionInputs inputs;
        inputs.inputs = {ae::Matrix::Ones(40, 8)};
        ae::AttentionConfig config;
        ae::EngineLimits limits;
        limits.maxTraceBytes = 1000;
        try {
            ae::computeAttention(inputs, config, limits);
            QFAIL("expected EngineError");
        } catch (const ae::EngineError& e) {
            QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("inputs"));
            const QString what = QString::fromUtf8(e.what());
            QVERIFY2(what.contains(QStringLiteral("1000 bytes")), e.what());
        }
        limits = ae::EngineLimits();
        limits.maxSequenceLength = 39;
        try {
            ae::computeAttention(inputs, config, limits);
            QFAIL("expected EngineError");
        } catch (const ae::EngineError& e) {
            QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("inputs"));
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("40")), e.what());
            QVERIFY2(QString::fromUtf8(e.what()).contains(QStringLiteral("39")), e.what());
        }
        limits = ae::EngineLimits();
        limits.maxHeads = 1;
        config.numHeads = 2;
        try {
            ae::computeAttention(inputs, config, limits);
            QFAIL("expected EngineError");
        } catch (const ae::EngineError& e) {
            QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("num_heads"));
        }
    }

    void formatBytes_data()
    {
        QTest::addColumn<qulonglong>("bytes");
        QTest::addColumn<QString>("text");
        QTest::newRow("0") << 0ull << QStringLiteral("0 bytes");
        QTest::newRow("1") << 1ull << QStringLiteral("1 byte");
        QTest::newRow("1000") << 1000ull << QStringLiteral("1000 bytes");
        QTest::newRow("1 KiB") << 1024ull << QStringLiteral("1 KiB");
        QTest::newRow("1.5 KiB") << 1536ull << QStringLiteral("1.5 KiB");
        QTest::newRow("640 MiB") << (640ull << 20) << QStringLiteral("640 MiB");
        QTest::newRow("1.5 GiB") << (3ull << 29) << QStringLiteral("1.5 GiB");
        QTest::newRow("2 GiB") << (2ull << 30) << QStringLiteral("2 GiB");
        QTest::newRow("3 TiB") << (3ull << 40) << QStringLiteral("3 TiB");
    }
    void formatBytes()
    {
        QFETCH(qulonglong, bytes);
        QFETCH(QString, text);
        QCOMPARE(QString::fromStdString(ae::formatBytes(bytes)), text);
    }
};

AE_TEST_MAIN_CORE(LimitsTest)
#include "test_limits.moc"
