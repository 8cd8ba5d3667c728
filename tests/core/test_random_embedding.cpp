// SeededRandom, stableHash, xavierUniform and Embedding: deterministic,
// platform-independent, and the documented distributions/shapes.

#include "core/attention_config.h"
#include "core/embedding.h"
#include "core/random.h"

#include "tests/test_main.h"

#include <QObject>

#include <cmath>

class RandomEmbeddingTest : public QObject
{
    Q_OBJECT

private slots:
    void uniformIsTopBitsOfMt19937_64()
    {
        // The C++ standard fixes the 10000th output of a default-seeded
        // mt19937_64 (5489) at 9981545732273789042; uniform() must be its top
        // 53 bits / 2^53 = 4873801627086811 / 2^53 on every platform.
        ae::SeededRandom random(5489);
        for (int i = 0; i < 9999; ++i)
            random.uniform();
        QCOMPARE(random.uniform(), 4873801627086811.0 / 9007199254740992.0);
    }

    void sameSeedSameSequence()
    {
        ae::SeededRandom a(42), b(42), c(43);
        bool differs = false;
        for (int i = 0; i < 100; ++i) {
            const float x = a.normal();
            QCOMPARE(x, b.normal());
            differs |= x != c.normal();
        }
        QVERIFY(differs);
    }

    void uniformRangeAndMoments()
    {
        ae::SeededRandom random(7);
        const int count = 200000;
        double sum = 0, sumSquares = 0, normalSum = 0, normalSquares = 0;
        for (int i = 0; i < count; ++i) {
            const float u = random.uniform(-2.0f, 3.0f);
            QVERIFY(u >= -2.0f && u < 3.0f);
            sum += u;
            sumSquares += double(u) * u;
        }
        // Uniform(−2, 3): mean 0.5, variance 25/12.
        QVERIFY(std::abs(sum / count - 0.5) < 0.02);
        QVERIFY(std::abs(sumSquares / count - 0.25 - 25.0 / 12.0) < 0.03);
        for (int i = 0; i < count; ++i) {
            const float z = random.normal();
            QVERIFY(std::isfinite(z));
            normalSum += z;
            normalSquares += double(z) * z;
        }
        QVERIFY(std::abs(normalSum / count) < 0.01);
        QVERIFY(std::abs(normalSquares / count - 1.0) < 0.02);
    }

    void stableHashPinnedValues()
    {
        // Pinned: tests/core/reference/hash_reference.py computes them with
        // an independent implementation of FNV-1a + splitmix64 finalising.
        QCOMPARE(ae::stableHash("attention", 0), 667253107519996967ull);
        QCOMPARE(ae::stableHash("attention", 1), 18140667033081317091ull);
        QCOMPARE(ae::stableHash("", 7), 18336755789013857338ull);
        QCOMPARE(ae::stableHash("我", 0), 7751312647700701057ull);
    }

    void xavierUniformShapeAndBound()
    {
        ae::SeededRandom random(1);
        const ae::Matrix w = ae::xavierUniform(30, 20, random);
        QCOMPARE(w.rows(), 30);
        QCOMPARE(w.cols(), 20);
        const float bound = std::sqrt(6.0f / 50.0f);
        QVERIFY(w.cwiseAbs().maxCoeff() < bound);
        // Uniform(−b, b) has variance b²/3: a 600-sample check within 25%.
        const float variance = w.array().square().mean();
        QVERIFY2(std::abs(variance - bound * bound / 3) < 0.25f * bound * bound / 3,
                 qPrintable(QString::number(variance)));
        QVERIFY(w.cwiseAbs().maxCoeff() > 0.8f * bound);
    }

    void randomProjectionWeightsOrderAndShapes()
    {
        const ae::ProjectionWeights w = ae::randomProjectionWeights(8, 6, 5, 4, 99);
        QCOMPARE(w.Wq.rows(), 8);
        QCOMPARE(w.Wq.cols(), 6);
        QCOMPARE(w.Wk.rows(), 8);
        QCOMPARE(w.Wk.cols(), 5);
        QCOMPARE(w.Wv.rows(), 8);
        QCOMPARE(w.Wv.cols(), 4);
        QCOMPARE(w.Wo.rows(), 8);
        QCOMPARE(w.Wo.cols(), 8);
        // Drawn in the order W_q, W_k, W_v, W_o from one SeededRandom(seed).
        ae::SeededRandom random(99);
        const ae::Matrix wq = ae::xavierUniform(8, 6, random);
        const ae::Matrix wk = ae::xavierUniform(8, 5, random);
        const ae::Matrix wv = ae::xavierUniform(8, 4, random);
        const ae::Matrix wo = ae::xavierUniform(8, 8, random);
        QVERIFY(w.Wq == wq);
        QVERIFY(w.Wk == wk);
        QVERIFY(w.Wv == wv);
        QVERIFY(w.Wo == wo);
        QVERIFY(!(ae::randomProjectionWeights(8, 6, 5, 4, 100).Wq == wq));
        try {
            ae::randomProjectionWeights(0, 6, 5, 4, 1);
            QFAIL("expected EngineError");
        } catch (const ae::EngineError& e) {
            QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("model_dim"));
        }
    }

    void hashedEmbeddingIsDeterministic()
    {
        ae::EmbeddingConfig config;
        config.dim = 16;
        config.seed = 3;
        const ae::Embedding embedding(config);
        QCOMPARE(embedding.dim(), 16);
        const ae::Matrix rows = embedding.embed({"the", "cat", "the"});
        QCOMPARE(rows.rows(), 3);
        QCOMPARE(rows.cols(), 16);
        QVERIFY(rows.row(0) == rows.row(2));
        QVERIFY(!(rows.row(0) == rows.row(1)));
        QVERIFY(rows.row(1) == embedding.embedToken("cat").transpose());

        // The vector is the documented draw: normal() entries from stableHash.
        ae::SeededRandom random(ae::stableHash("cat", 3));
        for (int i = 0; i < 16; ++i)
            QCOMPARE(rows(1, i), random.normal());

        ae::EmbeddingConfig other = config;
        other.seed = 4;
        QVERIFY(!(ae::Embedding(other).embedToken("cat") == embedding.embedToken("cat")));
    }

    void hashedEmbeddingHasUnitVarianceEntries()
    {
        ae::EmbeddingConfig config;
        config.dim = 4096;
        const ae::Embedding embedding(config);
        // Standard normal entries: squared norm ≈ dim, so norm ≈ 64.
        const float norm = embedding.embedToken("attention").norm();
        QVERIFY2(norm > 62.0f && norm < 66.0f, qPrintable(QString::number(norm)));
    }

    void oneHotVocabularyInFirstAppearanceOrder()
    {
        ae::EmbeddingConfig config;
        config.type = ae::EmbeddingConfig::Type::OneHot;
        ae::Embedding embedding(config);
        embedding.buildVocabulary({{"b", "a", "b"}, {"c", "a"}});
        QCOMPARE(embedding.vocabulary(), (ae::Tokens{"b", "a", "c"}));
        QCOMPARE(embedding.dim(), 3);
        const ae::Matrix rows = embedding.embed({"a", "c", "zzz", "b"});
        ae::Matrix expected(4, 3);
        expected << 0, 1, 0, //
            0, 0, 1,         //
            0, 0, 0,         // unknown token: zero row
            1, 0, 0;
        QVERIFY(rows == expected);
    }

    void hashedDimMustBePositive()
    {
        ae::EmbeddingConfig config;
        config.dim = 0;
        try {
            ae::Embedding embedding(config);
            QFAIL("expected EngineError");
        } catch (const ae::EngineError& e) {
            QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("embedding.dim"));
        }
    }
};

AE_TEST_MAIN_CORE(RandomEmbeddingTest)
#include "test_random_embedding.moc"
