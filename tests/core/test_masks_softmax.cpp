// Masks (valid lengths, causal, window, explicit matrices, combinations) and
// the masked softmax, with hand-derived expectations.

#include "core/masked_softmax.h"
#include "core/masks.h"
#include "core/matrix_product.h"
#include "core/random.h"

#include "tests/matrix_test_support.h"
#include "tests/test_main.h"

#include <QObject>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <vector>

Q_DECLARE_METATYPE(ae::MaskConfig)
Q_DECLARE_METATYPE(ae::KeepMask)

using ae::test::errorField;

namespace {

ae::KeepMask keep(std::initializer_list<std::initializer_list<int>> values)
{
    ae::KeepMask m(static_cast<Eigen::Index>(values.size()),
                   static_cast<Eigen::Index>(values.begin()->size()));
    Eigen::Index r = 0;
    for (const auto& row : values) {
        Eigen::Index c = 0;
        for (int v : row)
            m(r, c++) = static_cast<std::uint8_t>(v);
        ++r;
    }
    return m;
}

QByteArray describe(const ae::KeepMask& m)
{
    QByteArray text;
    for (Eigen::Index r = 0; r < m.rows(); ++r) {
        for (Eigen::Index c = 0; c < m.cols(); ++c)
            text += QByteArray::number(int(m(r, c)));
        text += ' ';
    }
    return text;
}

} // namespace

// A fused slice (Q·Kᵀ into a scratch block with the copy and row maxima
// on the side, the exp pass, weights·V normalising as it reads) gives
// the plain pass's scores, weights and fully masked rows bit for bit, and
// outputs equal to weights · V, on each wide path: with and without a
// mask, with rows a multiple of 16 (columns on 64-byte boundaries, so the
// copy and the weights are streamed) and not (plain stores), for slices
// that start anywhere, end inside a vector and hold a fully masked row.
template <typename Scalar> void checkFusedSlices()
{
    using Matrix = ae::MatrixT<Scalar>;
    using Vector = ae::VectorT<Scalar>;
    constexpr Scalar nan = std::numeric_limits<Scalar>::quiet_NaN();
    ae::SeededRandom random(12);
    const auto randomMatrix = [&random](Eigen::Index rows, Eigen::Index cols) {
        return Matrix(Matrix::NullaryExpr(rows, cols, [&] { return Scalar(random.normal()); }));
    };
    for (const ae::ProductIsa isa : {ae::ProductIsa::Avx2, ae::ProductIsa::Avx512}) {
        if (!ae::productIsaSupported(isa))
            continue;
        ae::setProductIsa(isa);
        for (const Eigen::Index n : {Eigen::Index(150), Eigen::Index(160)})
            for (const bool masked : {true, false}) {
                const Eigen::Index m = 300, p = 24, pv = 10;
                const Scalar scale = Scalar(0.7);
                Matrix queries = randomMatrix(n, p);
                if (!masked) // a row of NaN scores: no key counts, as if masked
                    queries.row(20).setConstant(nan);
                const Matrix keys = randomMatrix(m, p), values = randomMatrix(m, pv);
                ae::KeepMask mask;
                if (masked) {
                    ae::MaskConfig causal;
                    causal.causal = true;
                    mask = ae::buildMask(causal, 0, 1, int(n), int(m));
                    mask.row(20).setZero();
                }
                const ae::PackedRightOperand<Scalar> packedKeys(keys, ae::Operand::Transposed);
                const ae::PackedRightOperand<Scalar> packedValues(values, ae::Operand::AsIs);
                Matrix scores(n, m), reference(n, m);
                ae::multiplyInto<Scalar>(scores, queries, ae::Operand::AsIs, packedKeys, scale);
                std::vector<int> fullyReference;
                ae::maskedSoftmaxRows<Scalar>(scores, mask, reference, 0, n, fullyReference);

                Matrix copied = Matrix::Constant(n, m, nan), weights = copied, output(n, pv);
                std::vector<int> fully;
                for (const auto& [first, count] : {std::pair<Eigen::Index, Eigen::Index>{0, 1},
                                                   {1, 15},
                                                   {16, 37},
                                                   {53, n - 53}}) {
                    Matrix scratch(count, m);
                    Vector rowMax =
                        Vector::Constant(count, -std::numeric_limits<Scalar>::infinity());
                    ae::multiplyCopyingInto<Scalar>(
                        scratch, copied.middleRows(first, count), masked ? nullptr : rowMax.data(),
                        queries.middleRows(first, count), ae::Operand::AsIs, packedKeys, scale);
                    if (!masked) // the product folded each row's largest score
                        for (Eigen::Index i = 0; i < count; ++i)
                            if (first + i != 20)
                                QCOMPARE(rowMax(i), scores.row(first + i).maxCoeff());
                    ae::PackedLeftOperand<Scalar> packed(count, m);
                    Vector inverseSums;
                    ae::softmaxExpRows<Scalar>(scratch, mask, first, rowMax, fully, packed,
                                               inverseSums);
                    ae::multiplyScalingInto<Scalar>(output.middleRows(first, count),
                                                    weights.middleRows(first, count), inverseSums,
                                                    packed, packedValues);
                    // The packed rows were normalised in place.
                    for (Eigen::Index j = 0; j < m; ++j)
                        for (Eigen::Index i = 0; i < count; ++i)
                            QCOMPARE(*packed.layout().at(i, j), reference(first + i, j));
                }
                const QString where = QStringLiteral("%1, %2 rows, %3")
                                          .arg(ae::productIsaName(isa))
                                          .arg(n)
                                          .arg(masked ? "masked" : "unmasked");
                QVERIFY2(copied.cwiseEqual(scores).count() + copied.row(20).hasNaN() * m == n * m,
                         qPrintable(where));
                // Equal, or NaN in both (the row of NaN scores).
                QVERIFY2((weights.array() == reference.array() ||
                          (weights.array().isNaN() && reference.array().isNaN()))
                             .all(),
                         qPrintable(where));
                QCOMPARE(fully, fullyReference);
                QCOMPARE(fully, std::vector<int>{20});
                // Rows sum to 1 (or are all zero): the streamed weights
                // are the normalised ones.
                QVERIFY(std::abs(weights.row(30).sum() - Scalar(1)) < Scalar(1e-5));
                if (masked)
                    QCOMPARE(weights.row(20).cwiseAbs().sum(), Scalar(0));
                else // NaN scores give NaN weights, as in the plain pass
                    QVERIFY(weights.row(20).array().isNaN().all());
                const Eigen::MatrixXd expected =
                    weights.template cast<double>() * values.template cast<double>();
                for (Eigen::Index i = 0; i < n; ++i)
                    if (i != 20 || masked)
                        QVERIFY2((output.row(i).template cast<double>() - expected.row(i))
                                         .cwiseAbs()
                                         .maxCoeff() < 1e-5,
                                 qPrintable(where));
            }

        ae::PackedLeftOperand<Scalar> packed(4, 300);
        Vector rowMax = Vector::Zero(4), inverseSums;
        std::vector<int> fully;
        ae::MaskConfig causal;
        causal.causal = true;
        const ae::KeepMask mask = ae::buildMask(causal, 0, 1, 6, 300);
        QCOMPARE(errorField([&] {
                     ae::softmaxExpRows<Scalar>(Matrix::Zero(4, 300), mask, 3, rowMax, fully,
                                                packed, inverseSums);
                 }),
                 QStringLiteral("rows"));
        QCOMPARE(errorField([&] {
                     ae::softmaxExpRows<Scalar>(Matrix::Zero(4, 299), mask, 0, rowMax, fully,
                                                packed, inverseSums);
                 }),
                 QStringLiteral("mask"));
        QCOMPARE(errorField([&] {
                     ae::softmaxExpRows<Scalar>(Matrix::Zero(3, 300), ae::KeepMask(), 0, rowMax,
                                                fully, packed, inverseSums);
                 }),
                 QStringLiteral("rowMax"));
    }
    ae::setProductIsa(std::nullopt);
}

class MasksSoftmaxTest : public QObject
{
    Q_OBJECT

private slots:
    // n = 3 queries, m = 4 keys, batch item 0 of `batch` items.
    void buildMask_data()
    {
        QTest::addColumn<ae::MaskConfig>("config");
        QTest::addColumn<int>("batchIndex");
        QTest::addColumn<int>("batchSize");
        QTest::addColumn<ae::KeepMask>("expected");

        ae::MaskConfig none;
        QTest::newRow("no mask: all ones")
            << none << 0 << 1 << ae::KeepMask(ae::KeepMask::Ones(3, 4));
        ae::MaskConfig len2;
        len2.validLens = {{2}};
        QTest::newRow("valid_lens [2]: keys 2,3 masked")
            << len2 << 0 << 1 << keep({{1, 1, 0, 0}, {1, 1, 0, 0}, {1, 1, 0, 0}});
        ae::MaskConfig len0;
        len0.validLens = {{0}};
        QTest::newRow("valid_lens [0]: everything masked")
            << len0 << 0 << 1 << ae::KeepMask(ae::KeepMask::Zero(3, 4));
        ae::MaskConfig lenFull;
        lenFull.validLens = {{4}};
        QTest::newRow("valid_lens [m]: nothing masked")
            << lenFull << 0 << 1 << ae::KeepMask(ae::KeepMask::Ones(3, 4));
        ae::MaskConfig batchLens;
        batchLens.validLens = {{3}, {1}};
        QTest::newRow("valid_lens [3, 1], item 1")
            << batchLens << 1 << 2 << keep({{1, 0, 0, 0}, {1, 0, 0, 0}, {1, 0, 0, 0}});
        QTest::newRow("valid_lens [3, 1], item 0")
            << batchLens << 0 << 2 << keep({{1, 1, 1, 0}, {1, 1, 1, 0}, {1, 1, 1, 0}});
        ae::MaskConfig perQuery;
        perQuery.validLens = {{1, 2, 4}};
        perQuery.validLensPerQuery = true;
        QTest::newRow("valid_lens per query [[1, 2, 4]]")
            << perQuery << 0 << 1 << keep({{1, 0, 0, 0}, {1, 1, 0, 0}, {1, 1, 1, 1}});
        ae::MaskConfig causal;
        causal.causal = true;
        QTest::newRow("causal") << causal << 0 << 1
                                << keep({{1, 0, 0, 0}, {1, 1, 0, 0}, {1, 1, 1, 0}});
        ae::MaskConfig window1;
        window1.window = 1;
        QTest::newRow("window 1") << window1 << 0 << 1
                                  << keep({{1, 1, 0, 0}, {1, 1, 1, 0}, {0, 1, 1, 1}});
        ae::MaskConfig window0;
        window0.window = 0;
        QTest::newRow("window 0: the diagonal")
            << window0 << 0 << 1 << keep({{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}});
        ae::MaskConfig causalLen = causal;
        causalLen.validLens = {{2}};
        QTest::newRow("causal and valid_lens [2]")
            << causalLen << 0 << 1 << keep({{1, 0, 0, 0}, {1, 1, 0, 0}, {1, 1, 0, 0}});
        ae::MaskConfig matrixCausal = causal;
        matrixCausal.matrices = {keep({{0, 1, 1, 1}, {1, 0, 1, 1}, {1, 1, 0, 1}})};
        QTest::newRow("matrix and causal")
            << matrixCausal << 0 << 1 << keep({{0, 0, 0, 0}, {1, 0, 0, 0}, {1, 1, 0, 0}});
        ae::MaskConfig sharedMatrix;
        sharedMatrix.matrices = {keep({{0, 1, 1, 1}, {1, 0, 1, 1}, {1, 1, 0, 1}})};
        QTest::newRow("one matrix for every item, item 1")
            << sharedMatrix << 1 << 2 << keep({{0, 1, 1, 1}, {1, 0, 1, 1}, {1, 1, 0, 1}});
        ae::MaskConfig perItem;
        perItem.matrices = {keep({{1, 1, 1, 1}, {1, 1, 1, 1}, {1, 1, 1, 1}}),
                            keep({{0, 0, 0, 1}, {0, 0, 1, 0}, {0, 1, 0, 0}})};
        QTest::newRow("one matrix per item, item 1")
            << perItem << 1 << 2 << keep({{0, 0, 0, 1}, {0, 0, 1, 0}, {0, 1, 0, 0}});
        ae::MaskConfig all = perItem;
        all.validLens = {{4}, {3}};
        all.window = 1;
        all.causal = true;
        QTest::newRow("everything combined, item 1")
            << all << 1 << 2 << keep({{0, 0, 0, 0}, {0, 0, 0, 0}, {0, 1, 0, 0}});
    }
    void buildMask()
    {
        QFETCH(ae::MaskConfig, config);
        QFETCH(int, batchIndex);
        QFETCH(int, batchSize);
        QFETCH(ae::KeepMask, expected);
        const ae::KeepMask mask = ae::buildMask(config, batchIndex, batchSize, 3, 4);
        QVERIFY2(mask == expected, describe(mask).constData());
    }

    // The decoder's mask alone, by hand: row i keeps keys 0..i.
    void causalMaskIsLowerTriangular()
    {
        const ae::KeepMask mask = ae::causalMask(3);
        QVERIFY2(mask == keep({{1, 0, 0}, {1, 1, 0}, {1, 1, 1}}), describe(mask).constData());
        QCOMPARE(ae::causalMask(0).size(), Eigen::Index(0));
    }

    void isEmpty()
    {
        ae::MaskConfig config;
        QVERIFY(config.isEmpty());
        config.window = 0;
        QVERIFY(!config.isEmpty());
        config.window = -1;
        config.causal = true;
        QVERIFY(!config.isEmpty());
    }

    void maskErrors_data()
    {
        QTest::addColumn<ae::MaskConfig>("config");
        QTest::addColumn<int>("batchSize");
        QTest::addColumn<QString>("field");
        ae::MaskConfig tooLong;
        tooLong.validLens = {{5}};
        QTest::newRow("length above m") << tooLong << 1 << QStringLiteral("mask.valid_lens");
        ae::MaskConfig negative;
        negative.validLens = {{-1}};
        QTest::newRow("negative length") << negative << 1 << QStringLiteral("mask.valid_lens");
        ae::MaskConfig tooFew;
        tooFew.validLens = {{2}};
        QTest::newRow("one length for two items")
            << tooFew << 2 << QStringLiteral("mask.valid_lens");
        ae::MaskConfig twoInItem;
        twoInItem.validLens = {{2, 2}};
        QTest::newRow("two lengths in a per-item entry")
            << twoInItem << 1 << QStringLiteral("mask.valid_lens");
        ae::MaskConfig perQueryShort;
        perQueryShort.validLens = {{1, 2}};
        perQueryShort.validLensPerQuery = true;
        QTest::newRow("per query: 2 lengths for 3 queries")
            << perQueryShort << 1 << QStringLiteral("mask.valid_lens");
        ae::MaskConfig perQueryTooLong;
        perQueryTooLong.validLens = {{1, 2, 9}};
        perQueryTooLong.validLensPerQuery = true;
        QTest::newRow("per query: length above m")
            << perQueryTooLong << 1 << QStringLiteral("mask.valid_lens");
        ae::MaskConfig wrongShape;
        wrongShape.matrices = {ae::KeepMask::Ones(4, 3)};
        QTest::newRow("matrix 4x3 for 3x4") << wrongShape << 1 << QStringLiteral("mask.matrix");
        ae::MaskConfig wrongCount;
        wrongCount.matrices = {ae::KeepMask::Ones(3, 4), ae::KeepMask::Ones(3, 4),
                               ae::KeepMask::Ones(3, 4)};
        QTest::newRow("three matrices for two items")
            << wrongCount << 2 << QStringLiteral("mask.matrix");
        ae::MaskConfig notBinary;
        notBinary.matrices = {ae::KeepMask::Constant(3, 4, 2)};
        QTest::newRow("matrix entry 2") << notBinary << 1 << QStringLiteral("mask.matrix");
    }
    void maskErrors()
    {
        QFETCH(ae::MaskConfig, config);
        QFETCH(int, batchSize);
        QFETCH(QString, field);
        QCOMPARE(errorField([&] { ae::validateMask(config, batchSize, 3, 4); }), field);
        QCOMPARE(errorField([&] { ae::buildMask(config, 0, batchSize, 3, 4); }), field);
    }

    void lengthErrorMessageQuotesNumbers()
    {
        ae::MaskConfig config;
        config.validLens = {{3}, {7}};
        try {
            ae::validateMask(config, 2, 3, 4);
            QFAIL("expected EngineError");
        } catch (const ae::EngineError& e) {
            const std::string what = e.what();
            QVERIFY2(what.find("batch item 1") != std::string::npos, e.what());
            QVERIFY2(what.find("7") != std::string::npos, e.what());
            QVERIFY2(what.find("0..4") != std::string::npos, e.what());
        }
    }

    void softmaxHandComputed()
    {
        // Row 0: exp(0), exp(ln 2), exp(ln 3) = 1, 2, 3 → 1/6, 1/3, 1/2.
        // Row 1: 1000 and 1000.5 must not overflow (max subtracted):
        //        1, e^0.5 = 1.64872127, e^−2000 ≈ 0 → 0.37754067, 0.62245933, 0.
        ae::Matrix scores(2, 3);
        scores << 0.0f, std::log(2.0f), std::log(3.0f), 1000.0f, 1000.5f, -1000.0f;
        const ae::MaskedSoftmaxResult result = ae::maskedSoftmax(scores, ae::KeepMask());
        ae::Matrix expected(2, 3);
        expected << 1.0f / 6, 1.0f / 3, 0.5f, 0.37754067f, 0.62245933f, 0.0f;
        QVERIFY((result.weights - expected).cwiseAbs().maxCoeff() < 1e-6f);
        QVERIFY(result.fullyMaskedRows.empty());
    }

    void softmaxMaskedHandComputed()
    {
        // Row 0 masks key 1: exps 1, ·, 3 → 1/4, 0, 3/4 (exactly zero).
        // Row 1 masks everything: all zero, reported, no NaN.
        ae::Matrix scores(2, 3);
        scores << 0.0f, std::log(2.0f), std::log(3.0f), 5.0f, 6.0f, 7.0f;
        const ae::KeepMask mask = keep({{1, 0, 1}, {0, 0, 0}});
        const ae::MaskedSoftmaxResult result = ae::maskedSoftmax(scores, mask);
        ae::Matrix expected(2, 3);
        expected << 0.25f, 0.0f, 0.75f, 0.0f, 0.0f, 0.0f;
        QVERIFY((result.weights - expected).cwiseAbs().maxCoeff() < 1e-6f);
        QCOMPARE(result.weights(0, 1), 0.0f);
        QVERIFY(result.weights.allFinite());
        QCOMPARE(result.fullyMaskedRows, std::vector<int>{1});
    }

    void softmaxMatchesNaiveOnRandomRows()
    {
        // Rows sum to 1, masked entries are exactly 0, and values match a
        // double-precision naive softmax over the kept entries.
        const int n = 37, m = 53;
        const ae::Matrix scores = ae::Matrix::Random(n, m) * 20.0f;
        ae::KeepMask mask(n, m);
        unsigned state = 7;
        for (int i = 0; i < n; ++i)
            for (int j = 0; j < m; ++j) {
                state = state * 1664525u + 1013904223u;
                mask(i, j) = ((state >> 24) % 3 != 0) || j == i ? 1 : 0;
            }
        const ae::MaskedSoftmaxResult result = ae::maskedSoftmax(scores, mask);
        QVERIFY(result.fullyMaskedRows.empty());
        for (int i = 0; i < n; ++i) {
            double mx = -1e300, sum = 0;
            for (int j = 0; j < m; ++j)
                if (mask(i, j))
                    mx = std::max(mx, double(scores(i, j)));
            for (int j = 0; j < m; ++j)
                if (mask(i, j))
                    sum += std::exp(double(scores(i, j)) - mx);
            for (int j = 0; j < m; ++j) {
                const double expected =
                    mask(i, j) ? std::exp(double(scores(i, j)) - mx) / sum : 0.0;
                QVERIFY(std::abs(expected - result.weights(i, j)) < 1e-6);
                if (!mask(i, j))
                    QCOMPARE(result.weights(i, j), 0.0f);
            }
            QVERIFY(std::abs(result.weights.row(i).sum() - 1.0f) < 1e-5f);
        }
    }

    void maskedHugeScoreCannotPoisonTheRow()
    {
        // A masked score far above the kept ones: exp(1e4 − max) would be inf
        // and inf·0 NaN if the masked entry were exponentiated unclamped.
        ae::Matrix scores(2, 3);
        scores << 1e4f, 0.0f, std::log(3.0f), 0.0f, 1e30f, 0.0f;
        const ae::MaskedSoftmaxResult result =
            ae::maskedSoftmax(scores, keep({{0, 1, 1}, {1, 0, 1}}));
        QVERIFY(result.weights.allFinite());
        QCOMPARE(result.weights(0, 0), 0.0f);
        QVERIFY(std::abs(result.weights(0, 1) - 0.25f) < 1e-6f);
        QVERIFY(std::abs(result.weights(0, 2) - 0.75f) < 1e-6f);
        QCOMPARE(result.weights(1, 1), 0.0f);
        QVERIFY(std::abs(result.weights(1, 0) - 0.5f) < 1e-6f);
    }

    void largeSoftmaxMatchesNaive_data()
    {
        QTest::addColumn<int>("n");
        QTest::addColumn<int>("m");
        QTest::addColumn<bool>("masked");
        // Large enough to be split across threads; odd sizes exercise the
        // vector kernel's tail.
        QTest::newRow("600×500 unmasked") << 600 << 500 << false;
        QTest::newRow("613×517 causal") << 613 << 517 << true;
        QTest::newRow("7×5 unmasked") << 7 << 5 << false;
    }
    void largeSoftmaxMatchesNaive()
    {
        QFETCH(int, n);
        QFETCH(int, m);
        QFETCH(bool, masked);
        ae::SeededRandom random(5);
        ae::Matrix scores(n, m);
        for (int j = 0; j < m; ++j)
            for (int i = 0; i < n; ++i)
                scores(i, j) = random.uniform(-30.0f, 30.0f);
        ae::KeepMask mask;
        if (masked) {
            ae::MaskConfig config;
            config.causal = true;
            mask = ae::buildMask(config, 0, 1, n, m);
        }
        const ae::MaskedSoftmaxResult result = ae::maskedSoftmax(scores, mask);
        QVERIFY(result.fullyMaskedRows.empty());
        double worst = 0, worstSum = 0;
        for (int i = 0; i < n; ++i) {
            double mx = -1e300, sum = 0;
            for (int j = 0; j < m; ++j)
                if (!masked || mask(i, j))
                    mx = std::max(mx, double(scores(i, j)));
            for (int j = 0; j < m; ++j)
                if (!masked || mask(i, j))
                    sum += std::exp(double(scores(i, j)) - mx);
            double rowSum = 0;
            for (int j = 0; j < m; ++j) {
                const bool kept = !masked || mask(i, j);
                const double expected = kept ? std::exp(double(scores(i, j)) - mx) / sum : 0.0;
                worst = std::max(worst, std::abs(expected - result.weights(i, j)));
                if (!kept)
                    QCOMPARE(result.weights(i, j), 0.0f);
                rowSum += result.weights(i, j);
            }
            worstSum = std::max(worstSum, std::abs(rowSum - 1.0));
        }
        QVERIFY2(worst < 1e-6, qPrintable(QString::number(worst)));
        QVERIFY2(worstSum < 1e-5, qPrintable(QString::number(worstSum)));
    }

    void fullyMaskedRowsAcrossThreadBlocks()
    {
        // 700×400 is split across threads (and row slices); the fully masked
        // rows of every block are reported, in ascending order.
        const int n = 700, m = 400;
        ae::SeededRandom random(9);
        ae::Matrix scores(n, m);
        for (int j = 0; j < m; ++j)
            for (int i = 0; i < n; ++i)
                scores(i, j) = random.uniform(-5.0f, 5.0f);
        ae::KeepMask mask = ae::KeepMask::Ones(n, m);
        for (int row : {0, 10, 349, 350, 699})
            mask.row(row).setZero();
        const ae::MaskedSoftmaxResult result = ae::maskedSoftmax(scores, mask);
        QCOMPARE(result.fullyMaskedRows, (std::vector<int>{0, 10, 349, 350, 699}));
        QVERIFY(result.weights.allFinite());
        QCOMPARE(result.weights.row(350).cwiseAbs().maxCoeff(), 0.0f);
        QVERIFY(std::abs(result.weights.row(351).sum() - 1.0f) < 1e-5f);
    }

    void rowSlicesEqualTheWholeSoftmax()
    {
        // maskedSoftmaxRows over uneven row slices fills exactly what the
        // whole-matrix softmax computes, and reports each slice's fully
        // masked rows in order.
        const int n = 301, m = 97;
        ae::SeededRandom random(17);
        ae::Matrix scores(n, m);
        for (int j = 0; j < m; ++j)
            for (int i = 0; i < n; ++i)
                scores(i, j) = random.uniform(-20.0f, 20.0f);
        ae::MaskConfig causal;
        causal.causal = true;
        ae::KeepMask mask = ae::buildMask(causal, 0, 1, n, m);
        for (int row : {0, 150, 151, 300})
            mask.row(row).setZero();
        const ae::MaskedSoftmaxResult whole = ae::maskedSoftmax(scores, mask);
        ae::Matrix sliced = ae::Matrix::Constant(n, m, -1.0f);
        std::vector<int> fully;
        for (const auto& [first, count] :
             std::vector<std::pair<int, int>>{{0, 1}, {1, 150}, {151, 7}, {158, 143}})
            ae::maskedSoftmaxRows(scores, mask, sliced, first, count, fully);
        QVERIFY(sliced == whole.weights);
        QCOMPARE(fully, (std::vector<int>{0, 150, 151, 300}));
        QCOMPARE(fully, whole.fullyMaskedRows);
        QCOMPARE(sliced.row(151).cwiseAbs().maxCoeff(), 0.0f);
    }

    void rowSlicesRejectBadShapesAndRanges()
    {
        const ae::Matrix scores = ae::Matrix::Zero(4, 3);
        std::vector<int> fully;
        ae::Matrix weights(3, 3);
        QCOMPARE(errorField(
                     [&] { ae::maskedSoftmaxRows(scores, ae::KeepMask(), weights, 0, 1, fully); }),
                 QStringLiteral("weights"));
        weights.resize(4, 3);
        QCOMPARE(errorField(
                     [&] { ae::maskedSoftmaxRows(scores, ae::KeepMask(), weights, 2, 3, fully); }),
                 QStringLiteral("rows"));
        QCOMPARE(errorField([&] {
                     ae::maskedSoftmaxRows(scores, ae::KeepMask::Ones(3, 4), weights, 0, 4, fully);
                 }),
                 QStringLiteral("mask"));
    }

    void softmaxRejectsWrongMaskShape()
    {
        QCOMPARE(
            errorField([] { ae::maskedSoftmax(ae::Matrix::Zero(2, 3), ae::KeepMask::Ones(3, 2)); }),
            QStringLiteral("mask"));
    }

    void applyMaskSetsMinusInfinity()
    {
        ae::Matrix scores(1, 3);
        scores << 1, 2, 3;
        const ae::Matrix masked = ae::applyMask(scores, keep({{1, 0, 1}}));
        QCOMPARE(masked(0, 0), 1.0f);
        QCOMPARE(masked(0, 1), -std::numeric_limits<float>::infinity());
        QCOMPARE(masked(0, 2), 3.0f);
        QVERIFY(ae::applyMask(scores, ae::KeepMask()) == scores);
    }

    // Run by ctest three times: as is, with AE_SOFTMAX_PORTABLE=1 (the
    // fallback for CPUs without AVX2) and with AE_ISA=avx2. The kernel must be
    // the one asked for, or a run would test another kernel twice.
    void kernelIsTheOneAskedFor()
    {
        const char* forced = std::getenv("AE_SOFTMAX_PORTABLE");
        const char* isa = std::getenv("AE_ISA");
        if (forced && QByteArray(forced) == "1")
            QCOMPARE(QByteArray(ae::softmaxKernelName()), QByteArray("portable"));
        else if (isa && QByteArray(isa) == "avx2" && ae::productIsaSupported(ae::ProductIsa::Avx2))
            QCOMPARE(QByteArray(ae::softmaxKernelName()), QByteArray("avx2"));
        else
            QVERIFY(QByteArray(ae::softmaxKernelName()) == "avx512" ||
                    QByteArray(ae::softmaxKernelName()) == "avx2" ||
                    QByteArray(ae::softmaxKernelName()) == "portable");
        qInfo("softmax kernel: %s", ae::softmaxKernelName());
    }

    // The vectorised exp against the C library's exp, through the softmax:
    // the row [0, x] (max 0) has weights 1/(1 + eˣ) and eˣ/(1 + eˣ), so
    // w₁/w₀ is the kernel's eˣ, exactly up to the division's rounding. Over
    // [−87, 0] in float and [−708, 0] in double (the kernels' clamp; below
    // it eˣ is the clamp's tiny value), every 0.37; and a column of 67 rows
    // (tails of 8 and 4). Masked keys stay exactly 0 far below the clamp, and
    // a row of −∞ scores with every key masked is all zeros.
    void vectorisedExpMatchesStdExp()
    {
        const auto check = [](auto zero, double lowest, double tolerance) {
            using Scalar = decltype(zero);
            std::vector<double> xs;
            for (double x = 0.0; x >= lowest; x -= 0.37)
                xs.push_back(x);
            xs.push_back(lowest);
            const Eigen::Index n = Eigen::Index(xs.size());
            ae::MatrixT<Scalar> scores(n, 2);
            for (Eigen::Index i = 0; i < n; ++i) {
                scores(i, 0) = Scalar(0);
                scores(i, 1) = Scalar(xs[std::size_t(i)]);
            }
            const ae::MatrixT<Scalar> weights =
                ae::maskedSoftmax<Scalar>(scores, ae::KeepMask()).weights;
            double worst = 0;
            for (Eigen::Index i = 0; i < n; ++i) {
                const double expected = std::exp(double(scores(i, 1)));
                const double got = double(weights(i, 1)) / double(weights(i, 0));
                worst = std::max(worst, std::abs(got - expected) / expected);
            }
            qInfo("%s: largest relative error of exp %.3g",
                  sizeof(Scalar) == 4 ? "float" : "double", worst);
            QVERIFY(worst < tolerance);

            // Far below the clamp and −∞, masked: exactly 0; all masked: zeros.
            ae::MatrixT<Scalar> masked(67, 3);
            ae::KeepMask keep(67, 3);
            for (Eigen::Index i = 0; i < 67; ++i) {
                masked(i, 0) = Scalar(1);
                masked(i, 1) = Scalar(-1e30);
                masked(i, 2) = -std::numeric_limits<Scalar>::infinity();
                keep(i, 0) = i % 5 == 4 ? 0 : 1;
                keep(i, 1) = 0;
                keep(i, 2) = 0;
            }
            const auto result = ae::maskedSoftmax<Scalar>(masked, keep);
            for (Eigen::Index i = 0; i < 67; ++i) {
                QCOMPARE(result.weights(i, 1), Scalar(0));
                QCOMPARE(result.weights(i, 2), Scalar(0));
                QCOMPARE(result.weights(i, 0), i % 5 == 4 ? Scalar(0) : Scalar(1));
            }
            QCOMPARE(int(result.fullyMaskedRows.size()), 13);
        };
        check(0.0f, -87.0, 2e-6);
        check(0.0, -708.0, 2e-15);
    }

    // The AVX-512 kernels (taken with the products' AVX-512 path) compute
    // what the AVX2 ones compute, lane for lane: the same weights to the bit
    // and the same fully masked rows, on blocks whose row counts leave every
    // kind of tail (1…129 rows: part of a vector, of a group of eight
    // vectors, several groups), with masks, fully masked rows, ±∞, NaN and
    // scores far below the clamp, sliced at uneven row boundaries.
    void avx512KernelsMatchAvx2BitForBit()
    {
        if (!ae::productIsaSupported(ae::ProductIsa::Avx512))
            QSKIP("this CPU has no AVX-512F");
        const char* forced = std::getenv("AE_SOFTMAX_PORTABLE");
        if (forced && QByteArray(forced) == "1")
            QSKIP("the portable kernels are forced");
        const auto check = [](auto zero) {
            using Scalar = decltype(zero);
            ae::SeededRandom random(5);
            for (const Eigen::Index rows : {1, 7, 8, 16, 17, 33, 64, 129, 200}) {
                for (const Eigen::Index cols : {1, 3, 64}) {
                    ae::MatrixT<Scalar> scores(rows, cols);
                    ae::KeepMask mask(rows, cols);
                    for (Eigen::Index j = 0; j < cols; ++j)
                        for (Eigen::Index i = 0; i < rows; ++i) {
                            scores(i, j) = Scalar(random.uniform(-30, 30));
                            mask(i, j) = random.uniform(0, 1) < 0.8 ? 1 : 0;
                        }
                    for (Eigen::Index i = 0; i < rows; i += 5)
                        mask.row(i).setZero(); // fully masked rows
                    if (rows > 2 && cols > 2) {
                        scores(1, 0) = std::numeric_limits<Scalar>::infinity();
                        scores(2, 1) = std::numeric_limits<Scalar>::quiet_NaN();
                        scores(rows - 1, cols - 1) = Scalar(-1e30);
                        scores(rows - 2, 0) = -std::numeric_limits<Scalar>::infinity();
                    }
                    for (const bool masked : {false, true}) {
                        const ae::KeepMask& keep = masked ? mask : ae::KeepMask();
                        const auto run = [&](ae::ProductIsa isa, std::vector<int>& fully) {
                            ae::setProductIsa(isa);
                            ae::MatrixT<Scalar> weights(rows, cols);
                            // Uneven slices, as the engine's threads and cache slices cut rows.
                            for (Eigen::Index first = 0; first < rows;) {
                                const Eigen::Index count = std::min<Eigen::Index>(
                                    rows - first, 1 + (first * 13 + 29) % 150);
                                ae::maskedSoftmaxRows<Scalar>(scores, keep, weights, first, count,
                                                              fully);
                                first += count;
                            }
                            return weights;
                        };
                        std::vector<int> fullyAvx2, fullyAvx512;
                        const ae::MatrixT<Scalar> avx2 = run(ae::ProductIsa::Avx2, fullyAvx2);
                        QCOMPARE(QByteArray(ae::softmaxKernelName()), QByteArray("avx2"));
                        const ae::MatrixT<Scalar> avx512 = run(ae::ProductIsa::Avx512, fullyAvx512);
                        QCOMPARE(QByteArray(ae::softmaxKernelName()), QByteArray("avx512"));
                        QVERIFY2(std::memcmp(avx2.data(), avx512.data(),
                                             std::size_t(avx2.size()) * sizeof(Scalar)) == 0,
                                 qPrintable(QStringLiteral("%1 rows × %2 columns, %3")
                                                .arg(rows)
                                                .arg(cols)
                                                .arg(masked ? "masked" : "no mask")));
                        QCOMPARE(fullyAvx512, fullyAvx2);
                        // Fully masked: no kept score above −∞ (NaN never is).
                        std::vector<int> expected;
                        for (Eigen::Index i = 0; i < rows; ++i) {
                            bool any = false;
                            for (Eigen::Index j = 0; j < cols; ++j)
                                any = any ||
                                      ((!masked || mask(i, j) != 0) &&
                                       scores(i, j) > -std::numeric_limits<Scalar>::infinity());
                            if (!any)
                                expected.push_back(int(i));
                        }
                        QCOMPARE(fullyAvx2, expected);
                    }
                }
            }
        };
        check(0.0f);
        check(0.0);
        ae::setProductIsa(std::nullopt);
    }

    // The softmax that also packs its rows for the weighted sums writes
    // exactly the weights it stores, on each wide path (the AVX-512 kernel
    // stores from its registers; the others copy after normalising), for
    // slices that start anywhere and leave padding.
    void packedRowsAreTheWeights()
    {
        ae::SeededRandom random(9);
        for (const ae::ProductIsa isa : {ae::ProductIsa::Avx2, ae::ProductIsa::Avx512}) {
            if (!ae::productIsaSupported(isa))
                continue;
            ae::setProductIsa(isa);
            const Eigen::Index n = 150, m = 300;
            ae::Matrix scores(n, m);
            for (Eigen::Index j = 0; j < m; ++j)
                for (Eigen::Index i = 0; i < n; ++i)
                    scores(i, j) = float(random.uniform(-5, 5));
            const ae::KeepMask mask = ae::buildMask(
                [] {
                    ae::MaskConfig causal;
                    causal.causal = true;
                    return causal;
                }(),
                0, 1, int(n), int(m));
            ae::Matrix weights(n, m), reference(n, m);
            std::vector<int> fully, fullyReference;
            for (const auto& [first, count] :
                 {std::pair<Eigen::Index, Eigen::Index>{0, 1}, {1, 40}, {41, 109}}) {
                ae::PackedLeftOperand<float> packed(count, m);
                ae::maskedSoftmaxRows<float>(scores, mask, weights, first, count, fully, packed);
                ae::maskedSoftmaxRows<float>(scores, mask, reference, first, count, fullyReference);
                for (Eigen::Index j = 0; j < m; ++j)
                    for (Eigen::Index i = 0; i < count; ++i)
                        QCOMPARE(*packed.layout().at(i, j), weights(first + i, j));
            }
            QVERIFY(weights == reference);
            QCOMPARE(fully, fullyReference);
            ae::PackedLeftOperand<float> wrongRows(3, m);
            QCOMPARE(errorField([&] {
                         ae::maskedSoftmaxRows<float>(scores, mask, weights, 0, 4, fully,
                                                      wrongRows);
                     }),
                     QStringLiteral("weights"));
        }
        ae::setProductIsa(std::nullopt);
    }

    void fusedSlicesGiveThePlainSoftmax()
    {
        // The streamed stores need every matrix on a 64-byte boundary.
        QCOMPARE(std::uintptr_t(ae::Matrix(3, 5).data()) % 64, std::uintptr_t(0));
        QCOMPARE(std::uintptr_t(ae::MatrixD(7, 1).data()) % 64, std::uintptr_t(0));
        checkFusedSlices<float>();
        checkFusedSlices<double>();
    }

    void rowEntropy()
    {
        ae::RowVector uniform = ae::RowVector::Constant(4, 0.25f);
        QVERIFY(std::abs(ae::rowEntropy(uniform) - std::log(4.0f)) < 1e-6f);
        ae::RowVector half(3);
        half << 0.5f, 0.5f, 0.0f;
        QVERIFY(std::abs(ae::rowEntropy(half) - std::log(2.0f)) < 1e-6f);
        QCOMPARE(ae::rowEntropy(ae::RowVector::Zero(5)), 0.0f);
        ae::RowVector oneHot = ae::RowVector::Zero(5);
        oneHot(2) = 1.0f;
        QCOMPARE(ae::rowEntropy(oneHot), 0.0f);
    }
};

AE_TEST_MAIN_CORE(MasksSoftmaxTest)
#include "test_masks_softmax.moc"
