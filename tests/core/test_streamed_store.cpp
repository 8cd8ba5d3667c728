// The streamed (non-temporal) copies of core/streamed_store.h write exactly
// what a plain copy writes, for runs that start and end anywhere in a
// 16-byte vector, and nothing outside them.
#include "core/random.h"
#include "core/streamed_store.h"

#include "tests/test_main.h"

#include <QObject>
#include <QTest>

#include <cstdint>

namespace {

template <typename Scalar> void checkStreamRows()
{
    using Matrix = ae::MatrixT<Scalar>;
    ae::SeededRandom random(31);
    for (const Eigen::Index rows : {1, 3, 16, 37}) {
        const Matrix source = Matrix::NullaryExpr(rows, 5, [&] { return Scalar(random.normal()); });
        for (Eigen::Index first = 0; first < rows; ++first)
            for (Eigen::Index count = 0; first + count <= rows; count += 1 + count / 2) {
                Matrix target = Matrix::Constant(rows, 5, Scalar(-7));
                ae::streamRows<Scalar>(target, source, first, count);
                ae::fenceStreamedStores();
                Matrix expected = Matrix::Constant(rows, 5, Scalar(-7));
                expected.middleRows(first, count) = source.middleRows(first, count);
                QVERIFY2(target == expected, qPrintable(QStringLiteral("%1 rows, [%2, %3)")
                                                            .arg(rows)
                                                            .arg(first)
                                                            .arg(first + count)));
            }
    }
}

} // namespace

class StreamedStoreTest : public QObject
{
    Q_OBJECT

private slots:
    void rowsAreCopied()
    {
        checkStreamRows<float>();
        checkStreamRows<double>();
    }

    void maskColumnsAreFilled()
    {
        for (const Eigen::Index rows : {1, 7, 16, 33})
            for (Eigen::Index first = 0; first < 6; ++first)
                for (Eigen::Index count = 0; first + count <= 6; ++count) {
                    ae::KeepMask mask = ae::KeepMask::Constant(rows, 6, 9);
                    ae::streamFillColumns(mask, first, count, 1);
                    ae::fenceStreamedStores();
                    ae::KeepMask expected = ae::KeepMask::Constant(rows, 6, 9);
                    expected.middleCols(first, count).setOnes();
                    QVERIFY(mask == expected);
                }
    }
};

AE_TEST_MAIN_CORE(StreamedStoreTest)
#include "test_streamed_store.moc"
