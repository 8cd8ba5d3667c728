// The run-time dispatched matrix products (core/matrix_product.h): every
// path this CPU runs against a plain double triple loop, on awkward shapes
// (1×1, sizes not multiples of the tiles or cache blocks, k = 1, k above the
// depth block, transposed operands, blocks of larger matrices as the engine
// passes them), that a forced path is the one taken, and that the parallel
// split gives the single-threaded result bit for bit.

#include "core/matrix_product.h"
#include "core/random.h"

#include "tests/test_main.h"

#include <QObject>

#include <array>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <vector>

namespace {

using ae::Operand;
using ae::ProductIsa;

const ProductIsa allIsas[] = {ProductIsa::Baseline, ProductIsa::Avx2, ProductIsa::Avx512};

std::vector<ProductIsa> supportedIsas()
{
    std::vector<ProductIsa> result;
    for (ProductIsa isa : allIsas)
        if (ae::productIsaSupported(isa))
            result.push_back(isa);
    return result;
}

// "avx512: 33 × 64 · 64 × 96", a product's path and shape in a failure.
QString productShape(ProductIsa isa, Eigen::Index rows, Eigen::Index depth, Eigen::Index cols)
{
    return QStringLiteral("%1: %2 × %3 · %3 × %4")
        .arg(ae::productIsaName(isa))
        .arg(rows)
        .arg(depth)
        .arg(cols);
}

// The field an engine error names, or "" when `f` throws none.
template <typename F> QByteArray errorFieldOf(F f)
{
    try {
        f();
    } catch (const ae::EngineError& error) {
        return QByteArray(error.field().c_str());
    }
    return QByteArray();
}

template <typename Scalar>
ae::MatrixT<Scalar> randomMatrix(Eigen::Index rows, Eigen::Index cols, ae::SeededRandom& random)
{
    return ae::MatrixT<Scalar>::NullaryExpr(
        rows, cols, [&] { return static_cast<Scalar>(random.uniform(-1.0f, 1.0f)); });
}

struct Shape
{
    int m, n, k;
};

// m × n outputs from depth k: 1×1, k = 1, k above the 256 depth block, m above
// the row block (192 floats, 96 doubles), n above the 4092 column block, and
// sizes that are multiples of no tile.
const Shape shapes[] = {{1, 1, 1},    {1, 1, 700},   {17, 13, 1}, {33, 7, 300}, {200, 50, 64},
                        {5, 4100, 3}, {37, 29, 513}, {16, 6, 8},  {64, 64, 64}, {97, 101, 257}};

// Checks op(a)·op(b)·alpha (+ before) in `out` against a double triple loop:
// each entry within `tolerance` × Σ|a_ip||b_pj| (+ |before| when accumulating).
template <typename Scalar>
bool matchesReference(const ae::MatrixT<Scalar>& out, const ae::MatrixT<Scalar>& before,
                      const ae::MatrixT<Scalar>& a, Operand opA, const ae::MatrixT<Scalar>& b,
                      Operand opB, double alpha, bool accumulate, double tolerance,
                      QByteArray* failure)
{
    const auto A = [&](Eigen::Index i, Eigen::Index p) {
        return double(opA == Operand::AsIs ? a(i, p) : a(p, i));
    };
    const auto B = [&](Eigen::Index p, Eigen::Index j) {
        return double(opB == Operand::AsIs ? b(p, j) : b(j, p));
    };
    const Eigen::Index k = opA == Operand::AsIs ? a.cols() : a.rows();
    for (Eigen::Index j = 0; j < out.cols(); ++j) {
        for (Eigen::Index i = 0; i < out.rows(); ++i) {
            double sum = 0, magnitude = 0;
            for (Eigen::Index p = 0; p < k; ++p) {
                sum += A(i, p) * B(p, j);
                magnitude += std::abs(A(i, p) * B(p, j));
            }
            double expected = alpha * sum;
            magnitude *= std::abs(alpha);
            if (accumulate) {
                expected += double(before(i, j));
                magnitude += std::abs(double(before(i, j)));
            }
            if (std::abs(double(out(i, j)) - expected) > tolerance * magnitude + 1e-300) {
                *failure = QByteArray("entry (") + QByteArray::number(qlonglong(i)) + ", " +
                           QByteArray::number(qlonglong(j)) +
                           "): " + QByteArray::number(double(out(i, j)), 'g', 17) + " expected " +
                           QByteArray::number(expected, 'g', 17);
                return false;
            }
        }
    }
    return true;
}

template <typename Scalar> void checkEveryShape(double tolerance)
{
    ae::SeededRandom random(11);
    for (ProductIsa isa : supportedIsas()) {
        QCOMPARE(ae::setProductIsa(isa), isa);
        for (const Shape& s : shapes) {
            for (Operand opA : {Operand::AsIs, Operand::Transposed}) {
                for (Operand opB : {Operand::AsIs, Operand::Transposed}) {
                    for (bool accumulate : {false, true}) {
                        const double alpha = accumulate ? -0.375 : 1.0;
                        const auto a = opA == Operand::AsIs
                                           ? randomMatrix<Scalar>(s.m, s.k, random)
                                           : randomMatrix<Scalar>(s.k, s.m, random);
                        const auto b = opB == Operand::AsIs
                                           ? randomMatrix<Scalar>(s.k, s.n, random)
                                           : randomMatrix<Scalar>(s.n, s.k, random);
                        const ae::MatrixT<Scalar> before = randomMatrix<Scalar>(s.m, s.n, random);
                        ae::MatrixT<Scalar> out = before;
                        QCOMPARE(ae::multiplyInto<Scalar>(out, a, opA, b, opB, Scalar(alpha),
                                                          accumulate),
                                 isa);
                        QByteArray failure;
                        const bool ok = matchesReference<Scalar>(out, before, a, opA, b, opB, alpha,
                                                                 accumulate, tolerance, &failure);
                        if (!ok)
                            qWarning("%s %d×%d×%d opA %d opB %d accumulate %d: %s",
                                     ae::productIsaName(isa), s.m, s.n, s.k, int(opA), int(opB),
                                     int(accumulate), failure.constData());
                        QVERIFY(ok);
                    }
                }
            }
        }
    }
    ae::setProductIsa(std::nullopt);
}

// Operands and output as blocks of larger matrices (outer stride above the
// rows), as the engine passes a head's columns or a thread's rows: the
// product is right and nothing outside the output block changes.
template <typename Scalar> void checkBlocks(double tolerance)
{
    ae::SeededRandom random(5);
    for (ProductIsa isa : supportedIsas()) {
        ae::setProductIsa(isa);
        const ae::MatrixT<Scalar> big = randomMatrix<Scalar>(90, 70, random);
        const ae::MatrixT<Scalar> other = randomMatrix<Scalar>(80, 60, random);
        ae::MatrixT<Scalar> target = randomMatrix<Scalar>(50, 45, random);
        const ae::MatrixT<Scalar> original = target;
        // out (rows 3..40, cols 2..32) = big(5..42, 7..26) · other(1..20, 9..39)ᵀᵀ
        const ae::MatrixT<Scalar> a = big.block(5, 7, 38, 20);
        const ae::MatrixT<Scalar> bT = other.block(9, 1, 31, 20); // 31×20, used transposed
        QCOMPARE(ae::multiplyInto<Scalar>(target.block(3, 2, 38, 31), big.block(5, 7, 38, 20),
                                          Operand::AsIs, other.block(9, 1, 31, 20),
                                          Operand::Transposed),
                 isa);
        QByteArray failure;
        const ae::MatrixT<Scalar> result = target.block(3, 2, 38, 31);
        QVERIFY2(matchesReference<Scalar>(result, result, a, Operand::AsIs, bT, Operand::Transposed,
                                          1.0, false, tolerance, &failure),
                 failure.constData());
        ae::MatrixT<Scalar> outside = target;
        outside.block(3, 2, 38, 31) = original.block(3, 2, 38, 31);
        QVERIFY(outside == original);
    }
    ae::setProductIsa(std::nullopt);
}

// Products with op(b) read in place (PackedRightOperand::readInPlace) give
// those with op(b) packed bit for bit on every wide path (on the baseline
// one nothing is read in place), and match the reference: b a block of a taller
// matrix as the engine's weights and keys are (its columns `ld` apart);
// columns that fill whole panels (6, 66), end in a partial one (64, 67: 4
// and 1 columns, packed) or are fewer than one panel (1, 5); depths of one
// step, inside one depth block and over two.
template <typename Scalar> void checkReadInPlace()
{
    ae::SeededRandom random(29);
    for (ProductIsa isa : supportedIsas()) {
        ae::setProductIsa(isa);
        for (const Eigen::Index cols : {1, 5, 6, 64, 66, 67})
            for (const Eigen::Index depth : {1, 32, 300}) {
                const QString where = QStringLiteral("%1: 37 × %2 · %2 × %3")
                                          .arg(ae::productIsaName(isa))
                                          .arg(depth)
                                          .arg(cols);
                // op(b) = bᵀ, b's columns 3 rows taller than b.
                const ae::MatrixT<Scalar> host = randomMatrix<Scalar>(cols + 3, depth, random);
                const ae::MatrixRefT<Scalar> b = host.topRows(cols);
                const auto inPlace =
                    ae::PackedRightOperand<Scalar>::readInPlace(b, Operand::Transposed);
                const ae::PackedRightOperand<Scalar> packed(b, Operand::Transposed);
                QCOMPARE(inPlace.isa(), isa);
                QCOMPARE(inPlace.rows(), depth);
                QCOMPARE(inPlace.cols(), cols);
                QCOMPARE(inPlace.inPlace() != nullptr, isa != ProductIsa::Baseline);
                if (inPlace.inPlace()) {
                    QCOMPARE(inPlace.inPlace(), host.data());
                    if (depth > 1) // (one step: Eigen gives a vector's own stride)
                        QCOMPARE(inPlace.inPlaceStep(), host.rows());
                    QCOMPARE(inPlace.inPlaceCols(), cols / 6 * 6);
                }
                const ae::MatrixT<Scalar> a = randomMatrix<Scalar>(37, depth, random);
                ae::MatrixT<Scalar> fromPacked(37, cols), fromInPlace(37, cols);
                ae::multiplyInto<Scalar>(fromPacked, a, Operand::AsIs, packed, Scalar(0.5));
                ae::multiplyInto<Scalar>(fromInPlace, a, Operand::AsIs, inPlace, Scalar(0.5));
                QVERIFY2(fromInPlace == fromPacked, qPrintable(where));
                // Accumulating, the rows in two slices as the engine passes them.
                ae::multiplyInto<Scalar>(fromPacked, a, Operand::AsIs, packed, Scalar(-2), true);
                ae::multiplyInto<Scalar>(fromInPlace.topRows(20), a.topRows(20), Operand::AsIs,
                                         inPlace, Scalar(-2), true);
                ae::multiplyInto<Scalar>(fromInPlace.bottomRows(17), a.bottomRows(17),
                                         Operand::AsIs, inPlace, Scalar(-2), true);
                if (isa != ProductIsa::Baseline) // the BLAS may block slices differently
                    QVERIFY2(fromInPlace == fromPacked, qPrintable(where));
                QByteArray failure;
                const ae::MatrixT<Scalar> once = [&] {
                    ae::MatrixT<Scalar> out(37, cols);
                    ae::multiplyInto<Scalar>(out, a, Operand::AsIs, inPlace, Scalar(-1.5));
                    return out;
                }();
                QVERIFY2(matchesReference<Scalar>(once, once, a, Operand::AsIs,
                                                  ae::MatrixT<Scalar>(b), Operand::Transposed, -1.5,
                                                  false, sizeof(Scalar) == 4 ? 1e-5 : 1e-12,
                                                  &failure),
                         failure.constData());

                // The fused products: Q·Kᵀ with its copy and row maxima.
                ae::MatrixT<Scalar> out(37, cols), copy(37, cols), outPacked(37, cols),
                    copyPacked(37, cols);
                ae::VectorT<Scalar> rowMax = ae::VectorT<Scalar>::Constant(37, Scalar(-1)),
                                    rowMaxPacked = rowMax;
                ae::multiplyCopyingInto<Scalar>(out, copy, rowMax.data(), a, Operand::AsIs, inPlace,
                                                Scalar(0.25));
                ae::multiplyCopyingInto<Scalar>(outPacked, copyPacked, rowMaxPacked.data(), a,
                                                Operand::AsIs, packed, Scalar(0.25));
                QVERIFY2(out == outPacked && copy == copyPacked && rowMax == rowMaxPacked,
                         qPrintable(where));
                if (isa == ProductIsa::Baseline)
                    continue; // no packed left operand on the baseline path
                // A packed left operand times b in place.
                ae::PackedLeftOperand<Scalar> packedA(37, depth);
                for (Eigen::Index p = 0; p < depth; ++p)
                    for (Eigen::Index i = 0; i < 37; ++i)
                        *packedA.layout().at(i, p) = a(i, p);
                ae::multiplyInto<Scalar>(out, packedA, inPlace, Scalar(0.5));
                ae::multiplyInto<Scalar>(outPacked, packedA, packed, Scalar(0.5));
                QVERIFY2(out == outPacked, qPrintable(where));
            }
        // Only an operand whose rows are contiguous is read in place: op(b)
        // = b (columns contiguous) is packed, with the same product.
        const ae::MatrixT<Scalar> b = randomMatrix<Scalar>(40, 13, random);
        const auto asIs = ae::PackedRightOperand<Scalar>::readInPlace(b, Operand::AsIs);
        QCOMPARE(asIs.inPlace(), static_cast<const Scalar*>(nullptr));
        const ae::MatrixT<Scalar> a = randomMatrix<Scalar>(9, 40, random);
        ae::MatrixT<Scalar> out(9, 13);
        ae::multiplyInto<Scalar>(out, a, Operand::AsIs, asIs);
        QVERIFY((out - a * b).cwiseAbs().maxCoeff() < (sizeof(Scalar) == 4 ? 1e-4 : 1e-12));
        // An operand read in place is not packed by columns.
        if (isa != ProductIsa::Baseline) {
            auto inPlace = ae::PackedRightOperand<Scalar>::readInPlace(b, Operand::Transposed);
            QCOMPARE(errorFieldOf(
                         [&] { inPlace.template packColumns<Scalar>(b, Operand::Transposed, 0); }),
                     QByteArray("product"));
        }
    }
    ae::setProductIsa(std::nullopt);
}

// A left operand packed first (PackedLeftOperand::pack, as self-attention
// packs each thread's rows of X once for its three projections) gives the
// product multiplyInto gives from the plain one, bit for bit, on every wide
// path: a last panel of 1 to MR rows, a depth over two blocks, widths with
// and without an edge tile, Wᵀ packed and read in place.
template <typename Scalar> void checkPackedLeftOperand()
{
    using Matrix = ae::MatrixT<Scalar>;
    ae::SeededRandom random(37);
    for (ProductIsa isa : supportedIsas()) {
        if (isa == ProductIsa::Baseline)
            continue; // no packed left operand on the baseline path
        ae::setProductIsa(isa);
        for (const Eigen::Index rows : {1, 33, 64, 100})
            for (const Eigen::Index depth : {1, 64, 300})
                for (const Eigen::Index cols : {6, 16, 96}) {
                    const QString where = productShape(isa, rows, depth, cols);
                    const Matrix a = randomMatrix<Scalar>(rows, depth, random);
                    const Matrix w = randomMatrix<Scalar>(cols, depth, random); // op(b) = wᵀ
                    ae::PackedLeftOperand<Scalar> packedA(rows, depth);
                    packedA.pack(a);
                    for (const bool inPlace : {false, true}) {
                        const ae::PackedRightOperand<Scalar> b =
                            inPlace ? ae::PackedRightOperand<Scalar>::readInPlace(
                                          w, Operand::Transposed)
                                    : ae::PackedRightOperand<Scalar>(w, Operand::Transposed);
                        Matrix expected(rows, cols), out(rows, cols);
                        ae::multiplyInto<Scalar>(expected, a, Operand::AsIs, b);
                        ae::multiplyInto<Scalar>(out, packedA, b);
                        QVERIFY2(out == expected, qPrintable(where));
                        // and close to the plain product
                        QVERIFY2((expected - a * w.transpose()).cwiseAbs().maxCoeff() <=
                                     Scalar(1e-4) * Scalar(depth),
                                 qPrintable(where));
                    }
                }
    }
    ae::setProductIsa(std::nullopt);
}

template <typename Scalar> void checkParallelSplit()
{
    ae::SeededRandom random(9);
    for (ProductIsa isa : supportedIsas()) {
        ae::setProductIsa(isa);
        // By columns (n ≥ m) and by rows (m > n), each above the parallel threshold.
        for (const Shape& s : {Shape{300, 1000, 70}, Shape{1000, 130, 70}}) {
            const auto a = randomMatrix<Scalar>(s.k, s.m, random); // used transposed
            const auto b = randomMatrix<Scalar>(s.k, s.n, random);
            // NaN where a part would leave an entry unwritten.
            ae::MatrixT<Scalar> serial(s.m, s.n);
            ae::MatrixT<Scalar> parallel =
                ae::MatrixT<Scalar>::Constant(s.m, s.n, std::numeric_limits<Scalar>::quiet_NaN());
            ae::multiplyInto<Scalar>(serial, a, Operand::Transposed, b, Operand::AsIs, Scalar(0.5));
            QCOMPARE(ae::multiplyIntoParallel<Scalar>(parallel, a, Operand::Transposed, b,
                                                      Operand::AsIs, Scalar(0.5)),
                     isa);
            if (isa != ProductIsa::Baseline) // Eigen/BLAS may block differently per part
                QVERIFY(serial == parallel);
            else
                QVERIFY(serial.isApprox(parallel, std::is_same_v<Scalar, float> ? 1e-5 : 1e-12));
        }
    }
    ae::setProductIsa(std::nullopt);
}

} // namespace

class MatrixProductTest : public QObject
{
    Q_OBJECT

private slots:
    void reportsThePaths()
    {
        for (ProductIsa isa : allIsas)
            qInfo("%s: %s", ae::productIsaName(isa),
                  ae::productIsaSupported(isa) ? "supported" : "not on this CPU");
        QVERIFY(ae::productIsaSupported(ProductIsa::Baseline));
        ProductIsa parsed = ProductIsa::Baseline;
        QVERIFY(ae::productIsaFromName("avx512", &parsed));
        QCOMPARE(parsed, ProductIsa::Avx512);
        QVERIFY(!ae::productIsaFromName("sse9", &parsed));
        QCOMPARE(parsed, ProductIsa::Avx512);
    }

    // A forced path is the path taken; one the CPU lacks falls back to the
    // widest below it; AE_ISA chooses the automatic path.
    void forcedPathIsTaken()
    {
        for (ProductIsa isa : allIsas) {
            const ProductIsa chosen = ae::setProductIsa(isa);
            QVERIFY(ae::productIsaSupported(chosen));
            QVERIFY(int(chosen) <= int(isa));
            if (ae::productIsaSupported(isa))
                QCOMPARE(chosen, isa);
            QCOMPARE(ae::productIsa(), chosen);
            ae::Matrix out(2, 2);
            QCOMPARE(ae::multiplyInto<float>(out, ae::Matrix::Identity(2, 2), Operand::AsIs,
                                             ae::Matrix::Constant(2, 2, 3.0f), Operand::AsIs),
                     chosen);
            QVERIFY(out == ae::Matrix::Constant(2, 2, 3.0f));
        }
        qputenv("AE_ISA", "baseline");
        QCOMPARE(ae::setProductIsa(std::nullopt), ProductIsa::Baseline);
        qputenv("AE_ISA", "avx2");
        QCOMPARE(ae::setProductIsa(std::nullopt), ae::productIsaSupported(ProductIsa::Avx2)
                                                      ? ProductIsa::Avx2
                                                      : ProductIsa::Baseline);
        qunsetenv("AE_ISA");
        ae::setProductIsa(std::nullopt);
    }

    // A hand case: [1 2; 3 4]·[5 6; 7 8] = [19 22; 43 50], and its
    // transposes, on every path.
    void handCase()
    {
        ae::Matrix a(2, 2), b(2, 2), expected(2, 2), expectedT(2, 2);
        a << 1, 2, 3, 4;
        b << 5, 6, 7, 8;
        expected << 19, 22, 43, 50;
        expectedT << 17, 23, 39, 53; // a · bᵀ
        for (ProductIsa isa : supportedIsas()) {
            ae::setProductIsa(isa);
            ae::Matrix out(2, 2);
            ae::multiplyInto<float>(out, a, Operand::AsIs, b, Operand::AsIs);
            QVERIFY(out == expected);
            ae::multiplyInto<float>(out, a, Operand::AsIs, b, Operand::Transposed);
            QVERIFY(out == expectedT);
            ae::multiplyInto<float>(out, a, Operand::AsIs, b, Operand::Transposed, 2.0f, true);
            QVERIFY(out == 3.0f * expectedT);
        }
        ae::setProductIsa(std::nullopt);
    }

    void floatAgainstReference() { checkEveryShape<float>(1e-5); }
    void doubleAgainstReference() { checkEveryShape<double>(1e-12); }
    void floatBlocks() { checkBlocks<float>(1e-5); }
    void doubleBlocks() { checkBlocks<double>(1e-12); }
    void floatReadInPlace() { checkReadInPlace<float>(); }
    void doubleReadInPlace() { checkReadInPlace<double>(); }
    void floatParallelSplit() { checkParallelSplit<float>(); }
    void doubleParallelSplit() { checkParallelSplit<double>(); }
    void floatPackedLeftOperand() { checkPackedLeftOperand<float>(); }
    void doublePackedLeftOperand() { checkPackedLeftOperand<double>(); }

    // The parts are whole tiles whose counts differ by at most one (by hand:
    // 512 columns are 86 tiles of 6, 43 each, so part 1 begins at 258; 800
    // rows are 25 tiles of 32, three each and four for the last of eight).
    void parallelPartsAreBalancedWholeTiles_data()
    {
        QTest::addColumn<int>("length");
        QTest::addColumn<bool>("byColumns");
        QTest::addColumn<QList<int>>("begins"); // of parts 0 … threads
        QTest::newRow("512 columns, 2 threads") << 512 << true << QList<int>{0, 258, 512};
        QTest::newRow("256 columns, 2 threads") << 256 << true << QList<int>{0, 126, 256};
        QTest::newRow("512 rows, 2 threads") << 512 << false << QList<int>{0, 256, 512};
        QTest::newRow("1000 rows, 2 threads") << 1000 << false << QList<int>{0, 512, 1000};
        QTest::newRow("300 columns, 3 threads") << 300 << true << QList<int>{0, 96, 198, 300};
        QTest::newRow("800 rows, 8 threads")
            << 800 << false << QList<int>{0, 96, 192, 288, 384, 480, 576, 672, 800};
        QTest::newRow("one thread") << 130 << true << QList<int>{0, 130};
    }
    void parallelPartsAreBalancedWholeTiles()
    {
        QFETCH(int, length);
        QFETCH(bool, byColumns);
        QFETCH(QList<int>, begins);
        const int threads = int(begins.size()) - 1;
        for (int part = 0; part <= threads; ++part)
            QCOMPARE(ae::parallelPartBegin(length, threads, part, byColumns),
                     Eigen::Index(begins[part]));
        // Every part has work.
        for (int part = 0; part < threads; ++part)
            QVERIFY(begins[part] < begins[part + 1]);
    }

    // A right operand packed once (the engine's keys for every slice of
    // queries) gives the same product as packing it per call, bit for bit on
    // the packed paths, and matches the reference: several depth blocks
    // (k = 300) and column blocks (n = 4100), transposed and not, float and
    // double, slices of rows of the left operand as the engine passes them.
    void packedRightOperandEqualsThePlainProduct()
    {
        ae::SeededRandom random(13);
        for (ProductIsa isa : supportedIsas()) {
            ae::setProductIsa(isa);
            for (Operand opB : {Operand::AsIs, Operand::Transposed}) {
                const ae::MatrixD a = randomMatrix<double>(37, 300, random);
                const ae::MatrixD b = opB == Operand::AsIs
                                          ? randomMatrix<double>(300, 4100, random)
                                          : randomMatrix<double>(4100, 300, random);
                const ae::PackedRightOperand<double> packed(b, opB);
                QCOMPARE(packed.isa(), isa);
                QCOMPARE(packed.rows(), Eigen::Index(300));
                QCOMPARE(packed.cols(), Eigen::Index(4100));
                ae::MatrixD plain(37, 4100), fromPacked(37, 4100);
                ae::multiplyInto<double>(plain, a, Operand::AsIs, b, opB, 0.25);
                QCOMPARE(ae::multiplyInto<double>(fromPacked.topRows(20), a.topRows(20),
                                                  Operand::AsIs, packed, 0.25),
                         isa);
                ae::multiplyInto<double>(fromPacked.bottomRows(17), a.bottomRows(17), Operand::AsIs,
                                         packed, 0.25);
                if (isa != ProductIsa::Baseline)
                    QVERIFY(plain == fromPacked);
                QByteArray failure;
                QVERIFY2(matchesReference<double>(fromPacked, fromPacked, a, Operand::AsIs, b, opB,
                                                  0.25, false, 1e-12, &failure),
                         failure.constData());
            }
            const ae::Matrix keys = randomMatrix<float>(9, 4, random);
            const ae::PackedRightOperand<float> packedKeys(keys, Operand::Transposed);
            ae::Matrix scores(5, 9);
            const ae::Matrix queries = randomMatrix<float>(5, 4, random);
            ae::multiplyInto<float>(scores, queries, Operand::AsIs, packedKeys, 0.5f);
            QVERIFY(scores.isApprox(0.5f * queries * keys.transpose(), 1e-6f));
            try {
                ae::multiplyInto<float>(scores, randomMatrix<float>(5, 3, random), Operand::AsIs,
                                        packedKeys);
                QFAIL("no error for 5×3 · 4×9");
            } catch (const ae::EngineError& error) {
                QCOMPARE(QByteArray(error.field().c_str()), QByteArray("product"));
            }
        }
        ae::setProductIsa(std::nullopt);
    }

    // A float operand widened as it is packed (packColumns<float>, as a
    // float64 pass packs its weights) gives the products of its
    // widened copy bit for bit, on every path, both ways round, with edge
    // panels and several depth blocks.
    void widenedPackingEqualsTheWidenedCopy()
    {
        ae::SeededRandom random(29);
        for (ProductIsa isa : supportedIsas()) {
            ae::setProductIsa(isa);
            for (const Operand op : {Operand::AsIs, Operand::Transposed}) {
                const ae::Matrix b = randomMatrix<float>(300, 71, random);
                const ae::MatrixD widened = b.cast<double>();
                const ae::PackedRightOperand<double> fromCopy(widened, op);
                ae::PackedRightOperand<double> fromFloat(fromCopy.rows(), fromCopy.cols());
                fromFloat.packColumns<float>(b, op, 0);
                QCOMPARE(fromFloat.rows(), fromCopy.rows());
                QCOMPARE(fromFloat.cols(), fromCopy.cols());
                const ae::MatrixD a = randomMatrix<double>(45, fromCopy.rows(), random);
                ae::MatrixD x(45, fromCopy.cols()), y(45, fromCopy.cols());
                ae::multiplyInto<double>(x, a, Operand::AsIs, fromFloat);
                ae::multiplyInto<double>(y, a, Operand::AsIs, fromCopy);
                QVERIFY2(x == y, ae::productIsaName(isa));
                QVERIFY(y.isApprox(a * (op == Operand::AsIs ? ae::MatrixD(widened)
                                                            : ae::MatrixD(widened.transpose())),
                                   1e-12));
            }
        }
        ae::setProductIsa(std::nullopt);
    }

    // A right operand packed by blocks of columns (the pass shares each
    // weight matrix out over its threads that way) gives the products of the
    // operand packed whole, bit for bit on every path: blocks of whole panels
    // and a short last one, over two depth blocks (300 > 256), float and
    // float widened to double. A block that is not whole panels or not all
    // of the depth is refused, naming the product.
    void packingByColumnsEqualsPackingWhole()
    {
        ae::SeededRandom random(31);
        const Eigen::Index depth = 300, cols = 71;
        QCOMPARE(ae::PackedRightOperand<float>::panelColumns(), Eigen::Index(6));
        const std::vector<Eigen::Index> cuts = {0, 24, 66, cols};
        for (ProductIsa isa : supportedIsas()) {
            ae::setProductIsa(isa);
            for (const Operand op : {Operand::AsIs, Operand::Transposed}) {
                const ae::Matrix b = op == Operand::AsIs ? randomMatrix<float>(depth, cols, random)
                                                         : randomMatrix<float>(cols, depth, random);
                // op(b)'s columns [first, first + count) as a block of b.
                const auto columns = [&](Eigen::Index first, Eigen::Index count) -> ae::MatrixRef {
                    if (op == Operand::AsIs)
                        return b.middleCols(first, count);
                    return b.middleRows(first, count);
                };
                const ae::PackedRightOperand<float> whole(b, op);
                ae::PackedRightOperand<float> byBlocks(depth, cols);
                ae::PackedRightOperand<double> wideWhole(depth, cols), wideByBlocks(depth, cols);
                wideWhole.packColumns<float>(b, op, 0);
                // Out of order: each block goes to its own place.
                for (const std::size_t i : {std::size_t(2), std::size_t(0), std::size_t(1)}) {
                    const ae::MatrixRef block = columns(cuts[i], cuts[i + 1] - cuts[i]);
                    byBlocks.packColumns<float>(block, op, cuts[i]);
                    wideByBlocks.packColumns<float>(block, op, cuts[i]);
                }
                QCOMPARE(byBlocks.rows(), depth);
                QCOMPARE(byBlocks.cols(), cols);
                const ae::Matrix a = randomMatrix<float>(45, depth, random);
                ae::Matrix x(45, cols), y(45, cols);
                ae::multiplyInto<float>(x, a, Operand::AsIs, whole);
                ae::multiplyInto<float>(y, a, Operand::AsIs, byBlocks);
                QVERIFY2(x == y, ae::productIsaName(isa));
                QVERIFY(x.isApprox(
                    a * (op == Operand::AsIs ? ae::Matrix(b) : ae::Matrix(b.transpose())), 1e-5f));
                const ae::MatrixD wideA = a.cast<double>();
                ae::MatrixD u(45, cols), v(45, cols);
                ae::multiplyInto<double>(u, wideA, Operand::AsIs, wideWhole);
                ae::multiplyInto<double>(v, wideA, Operand::AsIs, wideByBlocks);
                QVERIFY2(u == v, ae::productIsaName(isa));

                // From column 5; 12 columns of 100 of the 300 depths; 12
                // columns from 66 (past the last).
                const std::vector<std::array<Eigen::Index, 3>> refused = {
                    {depth, 5, 6}, {100, 0, 12}, {depth, 66, 12}};
                for (const auto& [partDepth, first, count] : refused) {
                    ae::PackedRightOperand<float> target(depth, cols);
                    const ae::Matrix part =
                        ae::Matrix::Zero(op == Operand::AsIs ? partDepth : count,
                                         op == Operand::AsIs ? count : partDepth);
                    try {
                        target.packColumns<float>(part, op, first);
                        QFAIL("a block that is not whole panels was packed");
                    } catch (const ae::EngineError& error) {
                        QCOMPARE(QByteArray(error.field().c_str()), QByteArray("product"));
                    }
                }
            }
        }
        ae::setProductIsa(std::nullopt);
    }

    // A product's columns do not depend on how many columns it has: the
    // last column tile with 2 or 4 valid columns takes a narrow kernel that
    // computes only those, and they equal, bit for bit, the same columns of
    // a product with full tiles of 6. Rows that fill no panel (45), float
    // and double, alpha ≠ 1, two depth blocks (300): the second adds to C
    // in the kernel, edge tiles too (adding a rounded edge tile to C
    // afterwards gave another last bit on AVX2, where the kernel's add
    // fuses into an FMA).
    void edgeColumnsEqualTheFullTilesBitForBit()
    {
        ae::SeededRandom random(37);
        for (ProductIsa isa : supportedIsas()) {
            if (isa == ProductIsa::Baseline)
                continue;
            ae::setProductIsa(isa);
            const ae::MatrixD a = randomMatrix<double>(45, 300, random);
            const ae::MatrixD b = randomMatrix<double>(300, 12, random);
            const ae::Matrix af = a.cast<float>(), bf = b.cast<float>();
            ae::MatrixD wide(45, 12);
            ae::Matrix wideF(45, 12);
            ae::multiplyInto<double>(wide, a, Operand::AsIs, b, Operand::AsIs, 0.75);
            ae::multiplyInto<float>(wideF, af, Operand::AsIs, bf, Operand::AsIs, 0.75f);
            for (const Eigen::Index cols : {1, 2, 3, 4, 5, 8, 10}) {
                ae::MatrixD narrow(45, cols);
                ae::Matrix narrowF(45, cols);
                ae::multiplyInto<double>(narrow, a, Operand::AsIs, b.leftCols(cols), Operand::AsIs,
                                         0.75);
                ae::multiplyInto<float>(narrowF, af, Operand::AsIs, bf.leftCols(cols),
                                        Operand::AsIs, 0.75f);
                const QByteArray what = QByteArray(ae::productIsaName(isa)) + " with " +
                                        QByteArray::number(qlonglong(cols)) + " columns";
                QVERIFY2(narrow == wide.leftCols(cols), what.constData());
                QVERIFY2(narrowF == wideF.leftCols(cols), what.constData());
            }
        }
        ae::setProductIsa(std::nullopt);
    }

    // A left operand written entry by entry through its layout (as the
    // softmax writes the weights) gives the product of the plain matrix bit
    // for bit on every wide path: rows that fill no panel, fill panels
    // exactly and leave padding; depths inside one block, on its edge, and
    // over several blocks with a short last one.
    void packedLeftOperandEqualsThePlainProduct()
    {
        ae::SeededRandom random(17);
        for (ProductIsa isa : supportedIsas()) {
            if (isa == ProductIsa::Baseline)
                continue;
            ae::setProductIsa(isa);
            for (const Eigen::Index rows : {1, 31, 32, 33, 100}) {
                for (const Eigen::Index depth : {1, 255, 256, 257, 700}) {
                    const ae::MatrixD a = randomMatrix<double>(rows, depth, random);
                    const ae::MatrixD b = randomMatrix<double>(depth, 70, random);
                    ae::PackedLeftOperand<double> packedA(rows, depth);
                    QCOMPARE(packedA.isa(), isa);
                    for (Eigen::Index p = 0; p < depth; ++p)
                        for (Eigen::Index i = 0; i < rows; ++i)
                            *packedA.layout().at(i, p) = a(i, p);
                    const ae::PackedRightOperand<double> packedB(b, Operand::AsIs);
                    ae::MatrixD plain(rows, 70), fromPacked(rows, 70);
                    ae::multiplyInto<double>(plain, a, Operand::AsIs, b, Operand::AsIs, 0.5);
                    QCOMPARE(ae::multiplyInto<double>(fromPacked, packedA, packedB, 0.5), isa);
                    QVERIFY2(plain == fromPacked,
                             qPrintable(QStringLiteral("%1 rows, depth %2").arg(rows).arg(depth)));
                }
            }
            // Shapes that do not chain, and a baseline-packed operand, are refused.
            ae::PackedLeftOperand<float> packedA(4, 5);
            const ae::PackedRightOperand<float> packedB(randomMatrix<float>(6, 3, random),
                                                        Operand::AsIs);
            ae::Matrix out(4, 3);
            try {
                ae::multiplyInto<float>(out, packedA, packedB);
                QFAIL("no error for 4×5 · 6×3");
            } catch (const ae::EngineError& error) {
                QCOMPARE(QByteArray(error.field().c_str()), QByteArray("product"));
            }
        }
        ae::setProductIsa(ProductIsa::Baseline);
        QCOMPARE(ae::PackedLeftOperand<float>(4, 5).layout().data, static_cast<float*>(nullptr));
        ae::setProductIsa(std::nullopt);
    }

    // The side-work products (core/matrix_product.h) give the plain product
    // bit for bit and do their side work exactly, on every path: rows that
    // fill no tile, fill tiles exactly and leave edges; columns that are not
    // a multiple of 6; depths over several blocks (the copy and the maxima
    // come from the last block only, the scaling from each block); column
    // strides on 64-byte boundaries (streamed) and not.
    void sideWorkProductsMatchThePlainOnes()
    {
        ae::SeededRandom random(23);
        for (ProductIsa isa : supportedIsas()) {
            ae::setProductIsa(isa);
            for (const Eigen::Index rows : {1, 31, 32, 64, 100})
                for (const Eigen::Index depth : {1, 64, 300})
                    for (const Eigen::Index cols : {5, 64, 67}) {
                        const QString where = productShape(isa, rows, depth, cols);
                        ae::Matrix a = randomMatrix<float>(rows, depth, random);
                        const ae::Matrix b = randomMatrix<float>(depth, cols, random);
                        a(rows / 2, 0) = std::numeric_limits<float>::quiet_NaN(); // a NaN row
                        const ae::PackedRightOperand<float> packedB(b, Operand::AsIs);
                        ae::Matrix plain(rows, cols);
                        ae::multiplyInto<float>(plain, a, Operand::AsIs, packedB, 0.5f);

                        // The copy lies in a taller matrix: a column stride of
                        // 64 floats (streamed) or 65 (not).
                        for (const Eigen::Index ld : {64, 65}) {
                            ae::Matrix out(rows, cols);
                            ae::Matrix copyHost = ae::Matrix::Constant(
                                std::max(ld, rows), cols, std::numeric_limits<float>::infinity());
                            ae::Vector rowMax = ae::Vector::Constant(rows, -1.0f);
                            ae::multiplyCopyingInto<float>(out, copyHost.topRows(rows),
                                                           rowMax.data(), a, Operand::AsIs, packedB,
                                                           0.5f);
                            const bool samePlain = (out.array() == plain.array() ||
                                                    (out.array().isNaN() && plain.array().isNaN()))
                                                       .all();
                            QVERIFY2(samePlain, qPrintable(where));
                            const ae::Matrix copied = copyHost.topRows(rows);
                            QVERIFY2((copied.array() == out.array() ||
                                      (copied.array().isNaN() && out.array().isNaN()))
                                         .all(),
                                     qPrintable(where));
                            QVERIFY2((copyHost.bottomRows(copyHost.rows() - rows).array() ==
                                      std::numeric_limits<float>::infinity())
                                         .all(),
                                     qPrintable(where));
                            for (Eigen::Index i = 0; i < rows; ++i) {
                                // max(−1, the row's entries), NaN skipped.
                                float expected = -1.0f;
                                for (Eigen::Index j = 0; j < cols; ++j)
                                    if (out(i, j) > expected)
                                        expected = out(i, j);
                                QCOMPARE(rowMax(i), expected);
                            }
                        }

                        if (isa == ProductIsa::Baseline)
                            continue; // no packed left operand on the baseline path
                        ae::Vector scale(rows);
                        for (Eigen::Index i = 0; i < rows; ++i)
                            scale(i) = float(random.uniform(0.5, 2.0));
                        scale(0) = 0.0f; // a fully masked row's multiplier
                        const ae::Matrix a2 = randomMatrix<float>(rows, depth, random);
                        const ae::Matrix scaledA = scale.asDiagonal() * a2;
                        for (const Eigen::Index ld : {64, 65}) {
                            ae::PackedLeftOperand<float> packedA(rows, depth);
                            for (Eigen::Index p = 0; p < depth; ++p)
                                for (Eigen::Index i = 0; i < rows; ++i)
                                    *packedA.layout().at(i, p) = a2(i, p);
                            ae::Matrix scaledHost = ae::Matrix::Zero(std::max(ld, rows), depth);
                            // The product lies in a taller matrix too (as a
                            // slice's rows of a head's columns of the concat).
                            ae::Matrix outHost = ae::Matrix::Constant(
                                std::max(ld, rows), cols, std::numeric_limits<float>::infinity());
                            ae::Matrix expected(rows, cols);
                            ae::multiplyScalingInto<float>(outHost.topRows(rows),
                                                           scaledHost.topRows(rows), scale, packedA,
                                                           packedB);
                            QVERIFY2(scaledHost.topRows(rows) == scaledA, qPrintable(where));
                            for (Eigen::Index p = 0; p < depth; ++p)
                                for (Eigen::Index i = 0; i < rows; ++i)
                                    QCOMPARE(*packedA.layout().at(i, p), scaledA(i, p));
                            ae::multiplyInto<float>(expected, scaledA, Operand::AsIs, packedB);
                            QVERIFY2(outHost.topRows(rows) == expected, qPrintable(where));
                            QVERIFY2((outHost.bottomRows(outHost.rows() - rows).array() ==
                                      std::numeric_limits<float>::infinity())
                                         .all(),
                                     qPrintable(where));
                        }
                    }
            // Wrong shapes of the side results are refused, naming them.
            const ae::PackedRightOperand<float> packedB(randomMatrix<float>(4, 3, random),
                                                        Operand::AsIs);
            ae::Matrix out(2, 3), wrong(2, 4);
            QCOMPARE(errorFieldOf([&] {
                         ae::multiplyCopyingInto<float>(out, wrong, nullptr, ae::Matrix::Zero(2, 4),
                                                        Operand::AsIs, packedB);
                     }),
                     QByteArray("copy"));
            if (isa == ProductIsa::Baseline)
                continue;
            ae::PackedLeftOperand<float> packedA(2, 4);
            QCOMPARE(errorFieldOf([&] {
                         ae::multiplyScalingInto<float>(out, wrong.leftCols(3), ae::Vector::Ones(2),
                                                        packedA, packedB);
                     }),
                     QByteArray("scaled"));
            QCOMPARE(errorFieldOf([&] {
                         ae::multiplyScalingInto<float>(out, wrong, ae::Vector::Ones(3), packedA,
                                                        packedB);
                     }),
                     QByteArray("rowScale"));
        }
        ae::setProductIsa(std::nullopt);
    }

    void shapeMismatchNamesTheProduct()
    {
        ae::Matrix out(2, 3);
        try {
            ae::multiplyInto<float>(out, ae::Matrix::Zero(2, 4), Operand::AsIs,
                                    ae::Matrix::Zero(5, 3), Operand::AsIs);
            QFAIL("no error for 2×4 · 5×3");
        } catch (const ae::EngineError& error) {
            QCOMPARE(QByteArray(error.field().c_str()), QByteArray("product"));
        }
    }
};

AE_TEST_MAIN_CORE(MatrixProductTest)
#include "test_matrix_product.moc"
