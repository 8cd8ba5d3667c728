// Scoring functions on hand-computed cases, temperature, and shape errors.
//
// The shared tiny case: 2 queries, 3 keys, width 2.
//   Q = [[1, 0], [0, 1]],  K = [[1, 0], [0, 1], [1, 1]]
//   Q·Kᵀ = [[1, 0, 1], [0, 1, 1]]
//   scaled dot product: Q·Kᵀ/√2 = [[.70710678, 0, .70710678], [0, .70710678, .70710678]]
//   general with W = [[1, 2], [0, 1]]: row i of Q·W = (1, 2) and (0, 1), times
//     k = (1,0), (0,1), (1,1) gives [[1, 2, 3], [0, 1, 1]]
//   cosine: |k3| = √2, so [[1, 0, .70710678], [0, 1, .70710678]]
//   additive with W_q = I, W_k = diag(1, −1), w_v = (1, 1):
//     q1 = (1,0): k1 → tanh 2 + tanh 0 = .96402758; k2 → tanh 1 + tanh(−1) = 0;
//                 k3 → tanh 2 + tanh(−1) = .20243342
//     q2 = (0,1): k1 → tanh 1 + tanh 1 = 1.52318831; k2 → tanh 0 + tanh 0 = 0;
//                 k3 → tanh 1 + tanh 0 = .76159416

#include "core/random.h"
#include "core/scoring.h"

#include "tests/matrix_test_support.h"
#include "tests/test_main.h"

#include <QObject>

#include <cmath>
#include <functional>

Q_DECLARE_METATYPE(ae::ScoringType)
Q_DECLARE_METATYPE(ae::ScoringConfig)
Q_DECLARE_METATYPE(ae::Matrix)

using ae::test::errorField;
using ae::test::randomMatrix;
using ae::test::rows;

namespace {

ae::Matrix queries()
{
    ae::Matrix q(2, 2);
    q << 1, 0, 0, 1;
    return q;
}

ae::Matrix keys()
{
    ae::Matrix k(3, 2);
    k << 1, 0, 0, 1, 1, 1;
    return k;
}

ae::ScoringConfig additiveConfig()
{
    ae::ScoringConfig config;
    config.type = ae::ScoringType::Additive;
    config.additiveWq = ae::Matrix::Identity(2, 2);
    config.additiveWk.resize(2, 2);
    config.additiveWk << 1, 0, 0, -1;
    config.additiveWv = ae::Vector::Ones(2);
    return config;
}

bool near(const ae::Matrix& a, const ae::Matrix& b, float tolerance = 1e-6f)
{
    return a.rows() == b.rows() && a.cols() == b.cols() &&
           (a - b).cwiseAbs().maxCoeff() <= tolerance;
}

QByteArray describe(const ae::Matrix& m)
{
    QByteArray text;
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        for (Eigen::Index c = 0; c < m.cols(); ++c)
            text += QByteArray::number(m(r, c), 'g', 9) + ' ';
        text += "; ";
    }
    return text;
}

} // namespace

class ScoringTest : public QObject
{
    Q_OBJECT

private slots:
    void handComputed_data()
    {
        QTest::addColumn<ae::ScoringConfig>("config");
        QTest::addColumn<ae::Matrix>("expected");
        const float r = 0.70710678f;
        ae::ScoringConfig scaled;
        QTest::newRow("scaled_dot_product") << scaled << rows({{r, 0, r}, {0, r, r}});
        ae::ScoringConfig dot;
        dot.type = ae::ScoringType::DotProduct;
        QTest::newRow("dot_product") << dot << rows({{1, 0, 1}, {0, 1, 1}});
        ae::ScoringConfig dotTemperature = dot;
        dotTemperature.temperature = 2.0f;
        QTest::newRow("dot_product temperature 2")
            << dotTemperature << rows({{0.5f, 0, 0.5f}, {0, 0.5f, 0.5f}});
        ae::ScoringConfig scaledTemperature = scaled;
        scaledTemperature.temperature = 0.5f;
        QTest::newRow("scaled temperature 0.5")
            << scaledTemperature << rows({{2 * r, 0, 2 * r}, {0, 2 * r, 2 * r}});
        ae::ScoringConfig general;
        general.type = ae::ScoringType::General;
        general.generalW = rows({{1, 2}, {0, 1}});
        QTest::newRow("general") << general << rows({{1, 2, 3}, {0, 1, 1}});
        ae::ScoringConfig generalTemperature = general;
        generalTemperature.temperature = 4.0f;
        QTest::newRow("general temperature 4")
            << generalTemperature << rows({{0.25f, 0.5f, 0.75f}, {0, 0.25f, 0.25f}});
        ae::ScoringConfig cosine;
        cosine.type = ae::ScoringType::Cosine;
        QTest::newRow("cosine") << cosine << rows({{1, 0, r}, {0, 1, r}});
        ae::ScoringConfig cosineTau = cosine;
        cosineTau.temperature = 0.1f;
        QTest::newRow("cosine tau 0.1") << cosineTau << rows({{10, 0, 10 * r}, {0, 10, 10 * r}});
        QTest::newRow("additive") << additiveConfig()
                                  << rows({{0.96402758f, 0, 0.20243342f},
                                           {1.52318831f, 0, 0.76159416f}});
        ae::ScoringConfig additiveTemperature = additiveConfig();
        additiveTemperature.temperature = 2.0f;
        QTest::newRow("additive temperature 2")
            << additiveTemperature
            << rows({{0.48201379f, 0, 0.10121671f}, {0.76159416f, 0, 0.38079708f}});
    }
    void handComputed()
    {
        QFETCH(ae::ScoringConfig, config);
        QFETCH(ae::Matrix, expected);
        const ae::Matrix scores = ae::computeScores(queries(), keys(), config);
        QVERIFY2(near(scores, expected), describe(scores).constData());
    }

    void cosineZeroVectorScoresZero()
    {
        ae::ScoringConfig cosine;
        cosine.type = ae::ScoringType::Cosine;
        const ae::Matrix q = rows({{0, 0}, {3, 4}});
        const ae::Matrix k = rows({{0, 0}, {6, 8}});
        const ae::Matrix scores = ae::computeScores(q, k, cosine);
        QVERIFY(scores.allFinite());
        QVERIFY2(near(scores, rows({{0, 0}, {0, 1}})), describe(scores).constData());
    }

    void additiveHiddenMatchesScores()
    {
        // The step-through's hidden×m block: tanh(W_q q + W_k k_j) per column;
        // w_vᵀ times it must give the score row.
        const ae::ScoringConfig config = additiveConfig();
        const ae::Matrix hidden = ae::additiveHidden(queries().row(1).transpose(), keys(), config);
        const float t1 = std::tanh(1.0f);
        QVERIFY2(near(hidden, rows({{t1, 0, t1}, {t1, 0, 0}})), describe(hidden).constData());
        const ae::RowVector scoreRow = config.additiveWv.transpose() * hidden;
        QVERIFY(near(scoreRow, ae::computeScores(queries(), keys(), config).row(1)));
    }

    void additiveWithDifferentKeyWidth()
    {
        // p = 2, p_k = 3, hidden = 1: a = tanh(q1 + k1 + k2 + k3).
        ae::ScoringConfig config;
        config.type = ae::ScoringType::Additive;
        config.additiveWq = rows({{1, 0}});
        config.additiveWk = rows({{1, 1, 1}});
        config.additiveWv = ae::Vector::Constant(1, 2.0f);
        const ae::Matrix q = rows({{0.5f, 9}});
        const ae::Matrix k = rows({{0, 0, 0}, {0.1f, 0.2f, 0.2f}});
        const ae::Matrix scores = ae::computeScores(q, k, config);
        QVERIFY(near(scores, rows({{2 * std::tanh(0.5f), 2 * std::tanh(1.0f)}})));
    }

    void largeRandomScaledDotMatchesNaive()
    {
        // Big enough for the BLAS path; compare with a naive double loop.
        const ae::Matrix q = ae::Matrix::Random(70, 16);
        const ae::Matrix k = ae::Matrix::Random(90, 16);
        ae::ScoringConfig config;
        config.temperature = 1.5f;
        const ae::Matrix scores = ae::computeScores(q, k, config);
        double maxError = 0;
        for (int i = 0; i < 70; ++i)
            for (int j = 0; j < 90; ++j) {
                double dot = 0;
                for (int c = 0; c < 16; ++c)
                    dot += double(q(i, c)) * k(j, c);
                maxError = std::max(maxError, std::abs(dot / 4.0 / 1.5 - scores(i, j)));
            }
        QVERIFY2(maxError < 1e-5, qPrintable(QString::number(maxError)));
    }

    void names()
    {
        for (ae::ScoringType type :
             {ae::ScoringType::ScaledDotProduct, ae::ScoringType::DotProduct,
              ae::ScoringType::Additive, ae::ScoringType::General, ae::ScoringType::Cosine}) {
            ae::ScoringType parsed = ae::ScoringType::DotProduct;
            QVERIFY(ae::scoringTypeFromName(ae::scoringTypeName(type), &parsed));
            QCOMPARE(parsed, type);
        }
        QCOMPARE(QString::fromLatin1(ae::scoringTypeName(ae::ScoringType::ScaledDotProduct)),
                 QStringLiteral("scaled_dot_product"));
        ae::ScoringType unchanged = ae::ScoringType::Cosine;
        QVERIFY(!ae::scoringTypeFromName("scaled-dot-product", &unchanged));
        QCOMPARE(unchanged, ae::ScoringType::Cosine);
    }

    void errors_data()
    {
        QTest::addColumn<ae::ScoringConfig>("config");
        QTest::addColumn<QString>("field");
        ae::ScoringConfig zeroTemperature;
        zeroTemperature.temperature = 0.0f;
        QTest::newRow("temperature 0") << zeroTemperature << QStringLiteral("scoring.temperature");
        ae::ScoringConfig negativeTemperature;
        negativeTemperature.temperature = -1.0f;
        QTest::newRow("temperature -1")
            << negativeTemperature << QStringLiteral("scoring.temperature");
        ae::ScoringConfig nanTemperature;
        nanTemperature.temperature = std::nanf("");
        QTest::newRow("temperature NaN") << nanTemperature << QStringLiteral("scoring.temperature");
        ae::ScoringConfig general;
        general.type = ae::ScoringType::General;
        general.generalW = ae::Matrix::Identity(3, 2);
        QTest::newRow("general W wrong shape") << general << QStringLiteral("scoring.W");
        ae::ScoringConfig generalMissing;
        generalMissing.type = ae::ScoringType::General;
        QTest::newRow("general W missing") << generalMissing << QStringLiteral("scoring.W");
        ae::ScoringConfig additiveMissing;
        additiveMissing.type = ae::ScoringType::Additive;
        QTest::newRow("additive W_q missing") << additiveMissing << QStringLiteral("scoring.W_q");
        ae::ScoringConfig badWq = additiveConfig();
        badWq.additiveWq = ae::Matrix::Identity(2, 3);
        QTest::newRow("additive W_q wrong width") << badWq << QStringLiteral("scoring.W_q");
        ae::ScoringConfig badWk = additiveConfig();
        badWk.additiveWk = ae::Matrix::Identity(3, 2);
        QTest::newRow("additive W_k wrong hidden") << badWk << QStringLiteral("scoring.W_k");
        ae::ScoringConfig badWv = additiveConfig();
        badWv.additiveWv = ae::Vector::Ones(3);
        QTest::newRow("additive w_v wrong length") << badWv << QStringLiteral("scoring.w_v");
    }
    void errors()
    {
        QFETCH(ae::ScoringConfig, config);
        QFETCH(QString, field);
        QCOMPARE(errorField([&] { ae::computeScores(queries(), keys(), config); }), field);
    }

    void rowBlocksEqualTheWholeScores_data()
    {
        QTest::addColumn<ae::ScoringConfig>("config");
        ae::ScoringConfig scaled;
        scaled.temperature = 0.5f;
        QTest::newRow("scaled dot product") << scaled;
        ae::ScoringConfig dot;
        dot.type = ae::ScoringType::DotProduct;
        QTest::newRow("dot product") << dot;
        ae::ScoringConfig cosine;
        cosine.type = ae::ScoringType::Cosine;
        QTest::newRow("cosine") << cosine;
        ae::ScoringConfig general;
        general.type = ae::ScoringType::General;
        general.generalW = randomMatrix(8, 8, 3);
        QTest::newRow("general") << general;
        ae::ScoringConfig additive;
        additive.type = ae::ScoringType::Additive;
        additive.additiveWq = randomMatrix(5, 8, 4);
        additive.additiveWk = randomMatrix(5, 8, 5);
        additive.additiveWv = randomMatrix(5, 1, 6);
        QTest::newRow("additive") << additive;
    }
    void rowBlocksEqualTheWholeScores()
    {
        // The engine scores blocks of query rows straight into the trace: a
        // query's row depends on that query and the keys only.
        QFETCH(ae::ScoringConfig, config);
        const ae::Matrix q = randomMatrix(150, 8, 1);
        const ae::Matrix k = randomMatrix(70, 8, 2);
        const ae::Matrix whole = ae::computeScores(q, k, config);
        ae::Matrix blocks = ae::Matrix::Constant(150, 70, 1e30f);
        for (const auto& [first, count] :
             std::vector<std::pair<int, int>>{{0, 64}, {64, 1}, {65, 85}})
            ae::computeScoresInto(q.middleRows(first, count), k, config,
                                  blocks.middleRows(first, count));
        QVERIFY2(near(blocks, whole, 1e-5f), describe(blocks - whole).constData());
        QVERIFY(blocks.cwiseAbs().maxCoeff() < 1e29f); // every row written
    }

    void scoresIntoRejectsAWrongShape()
    {
        ae::Matrix scores(2, 2);
        QCOMPARE(errorField([&] { ae::computeScoresInto(queries(), keys(), {}, scores); }),
                 QStringLiteral("scores"));
    }

    void dotProductNeedsEqualWidths()
    {
        const ae::Matrix k = ae::Matrix::Ones(3, 4);
        QCOMPARE(errorField([&] { ae::computeScores(queries(), k, ae::ScoringConfig()); }),
                 QStringLiteral("scoring.type"));
        try {
            ae::computeScores(queries(), k, ae::ScoringConfig());
        } catch (const ae::EngineError& e) {
            QVERIFY2(std::string(e.what()).find("2 and 4") != std::string::npos, e.what());
        }
    }

    // The one table: every type once, names round-trip, the width rule and
    // the message list come from it.
    void tableNamesEveryScoringFunctionOnce()
    {
        using namespace ae;
        const std::vector<ScoringTypeInfo>& table = scoringTypes();
        QCOMPARE(table.size(), std::size_t(5));
        for (const ScoringTypeInfo& info : table) {
            ScoringType parsed{};
            QVERIFY(scoringTypeFromName(info.name, &parsed));
            QCOMPARE(int(parsed), int(info.type));
            QCOMPARE(std::string(scoringTypeName(info.type)), std::string(info.name));
            QCOMPARE(&scoringTypeInfo(info.type), &info);
        }
        QVERIFY(!scoringTypeFromName("dot", nullptr));
        QCOMPARE(scoringTypeNameList(), std::string("\"scaled_dot_product\", \"dot_product\", "
                                                    "\"additive\", \"general\", \"cosine\""));
        QVERIFY(scoringTypeInfo(ScoringType::Cosine).sameWidths);
        QVERIFY(!scoringTypeInfo(ScoringType::General).sameWidths);
        QVERIFY(scoringTypeInfo(ScoringType::Additive).learnedParameters);
        QVERIFY(!scoringTypeInfo(ScoringType::DotProduct).learnedParameters);
    }

    // checkScoringParameters names the field that does not fit p and p_k.
    void parameterCheckNamesTheField()
    {
        using namespace ae;
        ScoringConfig config;
        config.type = ScoringType::General;
        config.generalW = Matrix::Zero(3, 2);
        checkScoringParameters(config, 3, 2); // fits
        try {
            checkScoringParameters(config, 3, 4);
            QFAIL("a 3×2 W was accepted for p = 3, p_k = 4");
        } catch (const EngineError& error) {
            QCOMPARE(error.field(), std::string("scoring.W"));
            QCOMPARE(error.message(), std::string("general scoring needs W of shape 3×4 (per-head "
                                                  "query width × key width); got 3×2"));
        }
        config.type = ScoringType::Additive;
        config.additiveWq = Matrix::Zero(5, 3);
        config.additiveWk = Matrix::Zero(5, 2);
        config.additiveWv = Vector::Zero(4);
        try {
            checkScoringParameters(config, 3, 2);
            QFAIL("w_v of length 4 was accepted for 5 hidden units");
        } catch (const EngineError& error) {
            QCOMPARE(error.field(), std::string("scoring.w_v"));
        }
        config.type = ScoringType::DotProduct;
        config.temperature = 0.0f;
        QVERIFY_THROWS_EXCEPTION(EngineError, checkScoringParameters(config, 3, 3));
    }
};

AE_TEST_MAIN_CORE(ScoringTest)
#include "test_scoring.moc"
