// Table 1 of Vaswani et al. 2017: the formulas for known values, the
// crossovers, the symbols.
#include "core/complexity.h"
#include "core/types.h"

#include "tests/test_main.h"

#include <cmath>

using ae::ComplexityParameters;
using ae::ConvolutionPath;
using ae::LayerKind;

Q_DECLARE_METATYPE(ae::LayerKind)
Q_DECLARE_METATYPE(ae::ConvolutionPath)

namespace {
ComplexityParameters params(double n, double d, double k, double r,
                            ConvolutionPath path = ConvolutionPath::Contiguous)
{
    ComplexityParameters p;
    p.n = n;
    p.d = d;
    p.k = k;
    p.r = r;
    p.convolutionPath = path;
    return p;
}
} // namespace

class TestComplexity : public QObject
{
    Q_OBJECT
private slots:
    void operations_data()
    {
        QTest::addColumn<LayerKind>("kind");
        QTest::addColumn<double>("n");
        QTest::addColumn<double>("d");
        QTest::addColumn<double>("k");
        QTest::addColumn<double>("r");
        QTest::addColumn<double>("expected");
        // n²·d, n·d², k·n·d², r·n·d by hand.
        QTest::newRow("self-attention n=10 d=4")
            << LayerKind::SelfAttention << 10.0 << 4.0 << 3.0 << 3.0 << 400.0;
        QTest::newRow("recurrent n=10 d=4")
            << LayerKind::Recurrent << 10.0 << 4.0 << 3.0 << 3.0 << 160.0;
        QTest::newRow("convolution n=10 d=4 k=3")
            << LayerKind::Convolutional << 10.0 << 4.0 << 3.0 << 3.0 << 480.0;
        QTest::newRow("restricted n=10 d=4 r=5")
            << LayerKind::RestrictedSelfAttention << 10.0 << 4.0 << 3.0 << 5.0 << 200.0;
        // r ≥ n: every query sees the whole sequence, so it costs n²·d like
        // full attention (4²·3 = 48), not r·n·d = 84.
        QTest::newRow("restricted n=4 d=3 r=7")
            << LayerKind::RestrictedSelfAttention << 4.0 << 3.0 << 3.0 << 7.0 << 48.0;
        QTest::newRow("self-attention n=512 d=512")
            << LayerKind::SelfAttention << 512.0 << 512.0 << 3.0 << 3.0 << 134217728.0;
        QTest::newRow("recurrent n=512 d=512")
            << LayerKind::Recurrent << 512.0 << 512.0 << 3.0 << 3.0 << 134217728.0;
    }
    void operations()
    {
        QFETCH(LayerKind, kind);
        QFETCH(double, n);
        QFETCH(double, d);
        QFETCH(double, k);
        QFETCH(double, r);
        QFETCH(double, expected);
        QCOMPARE(ae::operationsPerLayer(kind, params(n, d, k, r)), expected);
    }

    void sequential()
    {
        const ComplexityParameters p = params(37, 8, 3, 3);
        QCOMPARE(ae::sequentialOperations(LayerKind::Recurrent, p), 37.0);
        QCOMPARE(ae::sequentialOperations(LayerKind::SelfAttention, p), 1.0);
        QCOMPARE(ae::sequentialOperations(LayerKind::Convolutional, p), 1.0);
        QCOMPARE(ae::sequentialOperations(LayerKind::RestrictedSelfAttention, p), 1.0);
    }

    void pathLength_data()
    {
        QTest::addColumn<LayerKind>("kind");
        QTest::addColumn<ConvolutionPath>("path");
        QTest::addColumn<double>("n");
        QTest::addColumn<double>("k");
        QTest::addColumn<double>("r");
        QTest::addColumn<double>("expected");
        const auto C = ConvolutionPath::Contiguous;
        const auto D = ConvolutionPath::Dilated;
        QTest::newRow("attention n=1") << LayerKind::SelfAttention << C << 1.0 << 3.0 << 3.0 << 0.0;
        QTest::newRow("attention n=100")
            << LayerKind::SelfAttention << C << 100.0 << 3.0 << 3.0 << 1.0;
        QTest::newRow("chain n=10") << LayerKind::Recurrent << C << 10.0 << 3.0 << 3.0 << 9.0;
        // The notes' figure: x1 and x5, two kernel-3 layers.
        QTest::newRow("conv n=5 k=3") << LayerKind::Convolutional << C << 5.0 << 3.0 << 3.0 << 2.0;
        QTest::newRow("conv n=6 k=3") << LayerKind::Convolutional << C << 6.0 << 3.0 << 3.0 << 3.0;
        QTest::newRow("conv n=10 k=4")
            << LayerKind::Convolutional << C << 10.0 << 4.0 << 3.0 << 3.0;
        QTest::newRow("conv n=2 k=5") << LayerKind::Convolutional << C << 2.0 << 5.0 << 3.0 << 1.0;
        QTest::newRow("conv n=1 k=3") << LayerKind::Convolutional << C << 1.0 << 3.0 << 3.0 << 0.0;
        QTest::newRow("dilated n=9 k=3")
            << LayerKind::Convolutional << D << 9.0 << 3.0 << 3.0 << 2.0;
        QTest::newRow("dilated n=10 k=3")
            << LayerKind::Convolutional << D << 10.0 << 3.0 << 3.0 << 3.0;
        QTest::newRow("dilated n=1024 k=2")
            << LayerKind::Convolutional << D << 1024.0 << 2.0 << 3.0 << 10.0;
        QTest::newRow("dilated n=1025 k=2")
            << LayerKind::Convolutional << D << 1025.0 << 2.0 << 3.0 << 11.0;
        QTest::newRow("restricted n=10 r=3")
            << LayerKind::RestrictedSelfAttention << C << 10.0 << 3.0 << 3.0 << 5.0;
        QTest::newRow("restricted n=10 r=7")
            << LayerKind::RestrictedSelfAttention << C << 10.0 << 3.0 << 7.0 << 2.0;
        QTest::newRow("restricted n=9 r=5")
            << LayerKind::RestrictedSelfAttention << C << 9.0 << 3.0 << 5.0 << 2.0;
    }
    void pathLength()
    {
        QFETCH(LayerKind, kind);
        QFETCH(ConvolutionPath, path);
        QFETCH(double, n);
        QFETCH(double, k);
        QFETCH(double, r);
        QFETCH(double, expected);
        QCOMPARE(ae::maximumPathLength(kind, params(n, 16, k, r, path)), expected);
    }

    void pathLengthRejectsNarrowKernels()
    {
        QVERIFY_THROWS_EXCEPTION(
            ae::EngineError, ae::maximumPathLength(LayerKind::Convolutional, params(10, 4, 1, 3)));
        QVERIFY_THROWS_EXCEPTION(
            ae::EngineError,
            ae::maximumPathLength(LayerKind::RestrictedSelfAttention, params(10, 4, 3, 1)));
        // An even r has no centre: refused, naming r.
        try {
            ae::maximumPathLength(LayerKind::RestrictedSelfAttention, params(10, 4, 3, 4));
            QFAIL("an even r was accepted");
        } catch (const ae::EngineError& error) {
            QCOMPARE(error.field(), std::string("r"));
        }
    }

    void ceilLog()
    {
        QCOMPARE(ae::ceilLogBase(1, 3), 0);
        QCOMPARE(ae::ceilLogBase(3, 3), 1);
        QCOMPARE(ae::ceilLogBase(4, 3), 2);
        QCOMPARE(ae::ceilLogBase(27, 3), 3);
        QCOMPARE(ae::ceilLogBase(28, 3), 4);
    }

    void crossovers_data()
    {
        QTest::addColumn<LayerKind>("a");
        QTest::addColumn<LayerKind>("b");
        QTest::addColumn<double>("expected"); // < 0: none
        QTest::newRow("attention vs recurrent: n = d")
            << LayerKind::SelfAttention << LayerKind::Recurrent << 512.0;
        QTest::newRow("recurrent vs attention: n = d")
            << LayerKind::Recurrent << LayerKind::SelfAttention << 512.0;
        QTest::newRow("attention vs convolution: n = k·d")
            << LayerKind::SelfAttention << LayerKind::Convolutional << 1536.0;
        QTest::newRow("attention vs restricted: n = r")
            << LayerKind::SelfAttention << LayerKind::RestrictedSelfAttention << 17.0;
        QTest::newRow("recurrent vs convolution: none")
            << LayerKind::Recurrent << LayerKind::Convolutional << -1.0;
        QTest::newRow("convolution vs restricted: none")
            << LayerKind::Convolutional << LayerKind::RestrictedSelfAttention << -1.0;
    }
    void crossovers()
    {
        QFETCH(LayerKind, a);
        QFETCH(LayerKind, b);
        QFETCH(double, expected);
        const ComplexityParameters p = params(1, 512, 3, 17);
        const std::optional<double> n = ae::crossoverLength(a, b, p);
        if (expected < 0) {
            QVERIFY(!n.has_value());
            return;
        }
        QVERIFY(n.has_value());
        QVERIFY(std::abs(*n - expected) < 1e-9 * expected);
        // Identity: at the crossover both layers cost the same.
        ComplexityParameters at = p;
        at.n = *n;
        const double ca = ae::operationsPerLayer(a, at);
        const double cb = ae::operationsPerLayer(b, at);
        QVERIFY(std::abs(ca - cb) < 1e-9 * ca);
        // Below it self-attention is cheaper, above it dearer; except that
        // below n = r restricted attention is full attention (a query sees
        // all n positions), so the two cost the same there.
        const LayerKind quadratic = a == LayerKind::SelfAttention ? a : b;
        const LayerKind linear = quadratic == a ? b : a;
        at.n = *n / 2;
        if (linear == LayerKind::RestrictedSelfAttention)
            QCOMPARE(ae::operationsPerLayer(quadratic, at), ae::operationsPerLayer(linear, at));
        else
            QVERIFY(ae::operationsPerLayer(quadratic, at) < ae::operationsPerLayer(linear, at));
        at.n = *n * 2;
        QVERIFY(ae::operationsPerLayer(quadratic, at) > ae::operationsPerLayer(linear, at));
    }

    void symbols()
    {
        QCOMPARE(ae::operationsSymbol(LayerKind::SelfAttention), std::string("O(n²·d)"));
        QCOMPARE(ae::operationsSymbol(LayerKind::Recurrent), std::string("O(n·d²)"));
        QCOMPARE(ae::operationsSymbol(LayerKind::Convolutional), std::string("O(k·n·d²)"));
        QCOMPARE(ae::operationsSymbol(LayerKind::RestrictedSelfAttention), std::string("O(r·n·d)"));
        QCOMPARE(ae::sequentialOperationsSymbol(LayerKind::Recurrent), std::string("O(n)"));
        QCOMPARE(ae::sequentialOperationsSymbol(LayerKind::Convolutional), std::string("O(1)"));
        QCOMPARE(ae::maximumPathLengthSymbol(LayerKind::Convolutional, ConvolutionPath::Contiguous),
                 std::string("O(n/k)"));
        QCOMPARE(ae::maximumPathLengthSymbol(LayerKind::Convolutional, ConvolutionPath::Dilated),
                 std::string("O(log_k n)"));
        QCOMPARE(ae::maximumPathLengthSymbol(LayerKind::RestrictedSelfAttention,
                                             ConvolutionPath::Dilated),
                 std::string("O(n/r)"));
        QCOMPARE(ae::maximumPathLengthSymbol(LayerKind::SelfAttention, ConvolutionPath::Contiguous),
                 std::string("O(1)"));
    }
};

AE_TEST_MAIN_CORE(TestComplexity)
#include "test_complexity.moc"
