// Sinusoidal encoding (d2l form), the relative-position rotation M(δω),
// rotary positions and binary positions.

#include "core/positional_analysis.h"
#include "core/positional_encoding.h"

#include "tests/test_main.h"

#include <QObject>

#include <cmath>
#include <stdexcept>

class PositionalEncodingTest : public QObject
{
    Q_OBJECT

private slots:
    void sinusoidalHandComputed()
    {
        // d = 4: ω_0 = 1, ω_1 = 10000^(−2/4) = 0.01.
        // Row 0 = (sin 0, cos 0, sin 0, cos 0) = (0, 1, 0, 1);
        // row 1 = (sin 1, cos 1, sin 0.01, cos 0.01)
        //       = (0.84147098, 0.54030231, 0.00999983, 0.99995000);
        // row 2 = (sin 2, cos 2, sin 0.02, cos 0.02)
        //       = (0.90929743, −0.41614684, 0.01999867, 0.99980001).
        const ae::Matrix p = ae::sinusoidalEncoding(3, 4);
        ae::Matrix expected(3, 4);
        expected << 0, 1, 0, 1,                                 //
            0.84147098f, 0.54030231f, 0.00999983f, 0.99995000f, //
            0.90929743f, -0.41614684f, 0.01999867f, 0.99980001f;
        QVERIFY((p - expected).cwiseAbs().maxCoeff() < 1e-7f);
    }

    void oddWidthEndsWithSine()
    {
        // d = 3: columns (sin iω_0, cos iω_0, sin iω_1), ω_1 = 10000^(−2/3).
        const ae::Matrix p = ae::sinusoidalEncoding(5, 3);
        QCOMPARE(p.cols(), 3);
        const double omega1 = std::pow(10000.0, -2.0 / 3.0);
        QCOMPARE(ae::frequency(1, 3), omega1);
        for (int i = 0; i < 5; ++i) {
            QVERIFY(std::abs(p(i, 2) - std::sin(i * omega1)) < 1e-7);
            QVERIFY(std::abs(p(i, 0) - std::sin(double(i))) < 1e-7);
            QVERIFY(std::abs(p(i, 1) - std::cos(double(i))) < 1e-7);
        }
    }

    void offsetAndBase()
    {
        const ae::Matrix shifted = ae::sinusoidalEncoding(4, 6, 100.0, 3);
        const ae::Matrix full = ae::sinusoidalEncoding(7, 6, 100.0);
        QVERIFY((shifted - full.bottomRows(4)).cwiseAbs().maxCoeff() < 1e-7f);
        QCOMPARE(ae::frequency(2, 6, 100.0), std::pow(100.0, -4.0 / 6.0));
    }

    void largePositionsUseDoublePrecision()
    {
        // i = 4095, ω_0 = 1: float angle arithmetic would lose ~1e-4; the
        // encoding must match the double evaluation to float rounding.
        const ae::Matrix p = ae::sinusoidalEncoding(4096, 8);
        QVERIFY(std::abs(p(4095, 0) - std::sin(4095.0)) < 1e-7);
        QVERIFY(std::abs(p(4095, 3) - std::cos(4095.0 * std::pow(10000.0, -2.0 / 8.0))) < 1e-7);
    }

    void relativeRotationSignConvention()
    {
        // M(δω) = [[cos δω, sin δω], [−sin δω, cos δω]] acting on (sin iω, cos iω):
        //   cos δω sin iω + sin δω cos iω = sin (i+δ)ω
        //  −sin δω sin iω + cos δω cos iω = cos (i+δ)ω
        const Eigen::Matrix2d m = ae::relativeRotation(2.0, 0.5); // δω = 1
        QVERIFY(std::abs(m(0, 0) - std::cos(1.0)) < 1e-15);
        QVERIFY(std::abs(m(0, 1) - std::sin(1.0)) < 1e-15);
        QVERIFY(std::abs(m(1, 0) + std::sin(1.0)) < 1e-15);
        QVERIFY(std::abs(m(1, 1) - std::cos(1.0)) < 1e-15);
    }

    void relativeRotationMapsPositions()
    {
        // M(δω_j)·p_i = p_{i+δ} for the pair j, for many i, δ, j — whatever i is.
        const int n = 200, d = 16;
        const ae::Matrix p = ae::sinusoidalEncoding(n, d);
        double worst = 0;
        for (int j = 0; j < d / 2; ++j) {
            const double omega = ae::frequency(j, d);
            for (int delta : {1, 2, 3, 7, 25, 64, 99}) {
                const Eigen::Matrix2d m = ae::relativeRotation(delta, omega);
                for (int i = 0; i + delta < n; i += 3) {
                    const Eigen::Vector2d pair(p(i, 2 * j), p(i, 2 * j + 1));
                    const Eigen::Vector2d target(p(i + delta, 2 * j), p(i + delta, 2 * j + 1));
                    worst = std::max(worst, (m * pair - target).cwiseAbs().maxCoeff());
                }
            }
        }
        QVERIFY2(worst < 1e-6, qPrintable(QString::number(worst)));
        // Negative δ goes back.
        const Eigen::Matrix2d back = ae::relativeRotation(-5, ae::frequency(0, d));
        const Eigen::Vector2d pair(p(10, 0), p(10, 1));
        QVERIFY(std::abs((back * pair)(0) - p(5, 0)) < 1e-6);
        QVERIFY(std::abs((back * pair)(1) - p(5, 1)) < 1e-6);
    }

    void rotaryHandComputed()
    {
        // p = 4: ω_0 = 1, ω_1 = 10000^(−2/4) = 0.01. Row at position 1,
        // x = (1, 0, 0, 1): pair 0 → (cos 1, sin 1); pair 1 (a=0, b=1) →
        // (−sin 0.01, cos 0.01). Row at position 0 is unchanged.
        ae::Matrix x(2, 4);
        x << 1, 2, 3, 4, 1, 0, 0, 1;
        const ae::Matrix r = ae::applyRotary(x);
        QVERIFY((r.row(0) - x.row(0)).cwiseAbs().maxCoeff() < 1e-7f);
        QVERIFY(std::abs(r(1, 0) - std::cos(1.0)) < 1e-7);
        QVERIFY(std::abs(r(1, 1) - std::sin(1.0)) < 1e-7);
        QVERIFY(std::abs(r(1, 2) + std::sin(0.01)) < 1e-7);
        QVERIFY(std::abs(r(1, 3) - std::cos(0.01)) < 1e-7);
        // Offset: the row is treated as position offset + i.
        const ae::Matrix shifted = ae::applyRotary(x.bottomRows(1), 10000.0, 1);
        QVERIFY((shifted.row(0) - r.row(1)).cwiseAbs().maxCoeff() < 1e-7f);
    }

    // rotaryEntry takes one entry of applyRotary apart: by hand, p = 4 at
    // position 3, column 3 (pair 1, ω₁ = 10000^(−1/2) = 0.01, θ = 0.03),
    // (a, b) = (2, 5): a sin θ + b cos θ; and every entry of a random
    // matrix (positions offset by 7) equals applyRotary's in double, bit
    // for bit.
    void rotaryEntryTakesAnEntryApart()
    {
        const ae::RotaryEntry e = ae::rotaryEntry(2.0, 5.0, 3, 3, 4);
        QCOMPARE(e.pair, 1);
        QCOMPARE(e.omega, 0.01);
        QVERIFY(std::abs(e.theta - 0.03) < 1e-15);
        QCOMPARE(e.cosTheta, std::cos(e.theta));
        QCOMPARE(e.sinTheta, std::sin(e.theta));
        QVERIFY(std::abs(e.value - (2.0 * std::sin(0.03) + 5.0 * std::cos(0.03))) < 1e-14);
        QCOMPARE(ae::rotaryEntry(2.0, 5.0, 3, 2, 4).value,
                 2.0 * std::cos(e.theta) - 5.0 * std::sin(e.theta));

        const ae::MatrixD x = ae::MatrixD::Random(6, 10);
        const ae::MatrixD rotated = ae::applyRotary<double>(x, 500.0, 7);
        for (int i = 0; i < x.rows(); ++i)
            for (int c = 0; c < x.cols(); ++c) {
                const int first = c - c % 2;
                QCOMPARE(ae::rotaryEntry(x(i, first), x(i, first + 1), 7 + i, c, 10, 500.0).value,
                         rotated(i, c));
            }

        QVERIFY_THROWS_EXCEPTION(std::out_of_range, ae::rotaryEntry(1, 1, 0, 4, 4));
        QVERIFY_THROWS_EXCEPTION(std::out_of_range, ae::rotaryEntry(1, 1, 0, -1, 4));
        QVERIFY_THROWS_EXCEPTION(ae::EngineError, ae::rotaryEntry(1, 1, 0, 0, 5));
        QVERIFY_THROWS_EXCEPTION(ae::EngineError, ae::rotaryEntry(1, 1, 0, 0, 4, 0.0));
    }

    void rotaryPreservesNorms()
    {
        const ae::Matrix x = ae::Matrix::Random(50, 8);
        const ae::Matrix r = ae::applyRotary(x, 500.0);
        for (int i = 0; i < 50; ++i)
            QVERIFY(std::abs(r.row(i).norm() - x.row(i).norm()) < 1e-5f);
    }

    void rotaryScoresDependOnlyOnOffset()
    {
        // The same q at every position and the same k at every position:
        // after rotation q_i·k_j depends on i − j alone.
        const int n = 40, p = 8;
        const ae::RowVector q = ae::RowVector::Random(p);
        const ae::RowVector k = ae::RowVector::Random(p);
        const ae::Matrix qs = ae::applyRotary(q.replicate(n, 1));
        const ae::Matrix ks = ae::applyRotary(k.replicate(n, 1));
        const ae::Matrix scores = qs * ks.transpose();
        double worst = 0;
        for (int i = 0; i + 1 < n; ++i)
            for (int j = 0; j + 1 < n; ++j)
                worst = std::max(worst, double(std::abs(scores(i, j) - scores(i + 1, j + 1))));
        QVERIFY2(worst < 1e-5, qPrintable(QString::number(worst)));
        // …and it does depend on the offset (not a constant).
        QVERIFY(std::abs(scores(0, 0) - scores(5, 0)) > 1e-3f);
    }

    void rotaryOddWidthIsAnError()
    {
        try {
            ae::applyRotary(ae::Matrix::Ones(3, 5));
            QFAIL("expected EngineError");
        } catch (const ae::EngineError& e) {
            QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("positional_encoding"));
            QVERIFY2(std::string(e.what()).find("5") != std::string::npos, e.what());
        }
    }

    void badBaseIsAnError()
    {
        try {
            ae::sinusoidalEncoding(3, 4, 0.0);
            QFAIL("expected EngineError");
        } catch (const ae::EngineError& e) {
            QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("positional_encoding.base"));
        }
    }

    void binaryPositions()
    {
        const ae::Matrix b = ae::binaryPositions(6, 3);
        ae::Matrix expected(6, 3);
        expected << 0, 0, 0, //
            1, 0, 0,         // 1
            0, 1, 0,         // 2
            1, 1, 0,         // 3
            0, 0, 1,         // 4
            1, 0, 1;         // 5
        QVERIFY(b == expected);
    }

    // The binary analogy's numbers (core/positional_analysis.h), by hand.
    void binaryAnalogyNumbers()
    {
        using namespace ae;
        QCOMPARE(bitPeriod(0), 2.0);
        QCOMPARE(bitPeriod(3), 16.0);
        QVERIFY(std::abs(pairPeriod(0, 4, 10000.0) - 2 * M_PI) < 1e-12);
        // ω_1 = 10000^{−2/4} = 1/100: period 2π·100.
        QVERIFY(std::abs(pairPeriod(1, 4, 10000.0) - 200 * M_PI) < 1e-9);
        QCOMPARE(pairCount(4), 2);
        QCOMPARE(pairCount(5), 3);
        QCOMPARE(bitsForLength(1), 1);
        QCOMPARE(bitsForLength(2), 1);
        QCOMPARE(bitsForLength(3), 2);
        QCOMPARE(bitsForLength(8), 3);
        QCOMPARE(bitsForLength(9), 4);
        // Bit 1 of 0, 1, 2, 3 is 0, 0, 1, 1.
        QCOMPARE(bitSquareWave(1, 0), 1.0);
        QCOMPARE(bitSquareWave(1, 1), 1.0);
        QCOMPARE(bitSquareWave(1, 2), -1.0);
        QCOMPARE(bitSquareWave(1, 3), -1.0);
        // d = 4: periods 2π ≈ 6.3 and 200π ≈ 628. Bit 0 (period 2) is
        // nearer 6.3 by ratio (3.1× vs 314×); bit 9 (1024) nearer 628 (1.6× vs 163×).
        QCOMPARE(closestPairForBit(0, 4, 10000.0), 0);
        QCOMPARE(closestPairForBit(9, 4, 10000.0), 1);
    }

    // cos(p_i, p_j) by hand: rows (1, 0), (0, 2), (1, 1), (0, 0).
    void positionSimilarityByHand()
    {
        ae::Matrix p(4, 2);
        p << 1, 0, 0, 2, 1, 1, 0, 0;
        const ae::Matrix s = ae::positionSimilarity(p);
        const double half = 1.0 / std::sqrt(2.0);
        const double expected[4][4] = {
            {1, 0, half, 0}, {0, 1, half, 0}, {half, half, 1, 0}, {0, 0, 0, 0}};
        for (int i = 0; i < 4; ++i)
            for (int j = 0; j < 4; ++j)
                QVERIFY2(std::abs(s(i, j) - expected[i][j]) < 1e-7,
                         qPrintable(QStringLiteral("(%1, %2)").arg(i).arg(j)));
        // Offsets: δ = 0 (1 + 1 + 1 + 0)/4, δ = 1 (0 + 1/√2 + 0)/3, δ = 2
        // (1/√2 + 0)/2, δ = 3: 0.
        const std::vector<double> means = ae::meanSimilarityByOffset(s);
        QCOMPARE(means.size(), std::size_t(4));
        QVERIFY(std::abs(means[0] - 0.75) < 1e-7);
        QVERIFY(std::abs(means[1] - half / 3) < 1e-7);
        QVERIFY(std::abs(means[2] - half / 2) < 1e-7);
        QCOMPARE(means[3], 0.0);
        // Scaling a row does not change its cosines.
        ae::Matrix scaled = p;
        scaled.row(2) *= 7.0f;
        QVERIFY(ae::positionSimilarity(scaled).isApprox(s, 1e-6f));
    }

    // The sinusoidal P (even d): S(i, j) = (2/d)·Σ_k cos((i − j)·ω_k), the
    // same on every diagonal.
    void sinusoidalSimilarityIsAFunctionOfTheOffset()
    {
        const int n = 20, d = 8;
        const double base = 10000.0;
        const ae::Matrix s = ae::positionSimilarity(ae::sinusoidalEncoding(n, d, base));
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < n; ++j) {
                double expected = 0;
                for (int k = 0; k < d / 2; ++k)
                    expected += std::cos((i - j) * ae::frequency(k, d, base));
                expected *= 2.0 / d;
                QVERIFY2(std::abs(s(i, j) - expected) < 1e-6,
                         qPrintable(QStringLiteral("(%1, %2): %3 vs %4")
                                        .arg(i)
                                        .arg(j)
                                        .arg(s(i, j))
                                        .arg(expected)));
            }
        // Near positions are more alike than far ones.
        const std::vector<double> means = ae::meanSimilarityByOffset(s);
        QVERIFY(means[1] > means[10]);
        QVERIFY(std::abs(means[0] - 1.0) < 1e-6);
    }
};

AE_TEST_MAIN_CORE(PositionalEncodingTest)
#include "test_positional_encoding.moc"
