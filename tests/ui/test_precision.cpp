// The precision of the pass in the window: the Model panel's Precision choice
// edits the spec's "precision" as one undoable step, and the positional
// page's rotation shows the residual of M(δ)·p_i − p_{i+δ} in the run's
// precision (double rounding for a float64 run, float rounding otherwise).
#include "core/io/npy.h"
#include "core/positional_encoding.h"
#include "ui/document/attention_document.h"
#include "ui/export/matrix_export.h"
#include "ui/panels/model_panel.h"
#include "ui/positional/positional_encoding_page.h"
#include "ui/positional/rotation_panel.h"

#include "tests/test_main.h"
#include "tests/ui/views_test_support.h"
#include "tests/ui/widget_test_support.h"

#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QUndoStack>

#include <cmath>

using ae::test::child;
using ae::test::typeInto;

namespace {

// Eight positions of width 16 with a sinusoidal encoding, in either precision.
QByteArray encodedSpec(bool float64)
{
    return QByteArray(R"({"text": "one two three four five six seven eight",
        "embedding": {"dim": 16}, "positional_encoding": {"type": "sinusoidal"})") +
           (float64 ? QByteArray(R"(, "precision": "float64"})") : QByteArray("}"));
}

} // namespace

class TestPrecision : public QObject
{
    Q_OBJECT

private slots:
    void precisionChoiceIsOneUndoableEdit()
    {
        ae::AttentionDocument document;
        ae::ModelPanel panel(&document);
        auto* combo = child<QComboBox>(&panel, "precisionCombo");
        QCOMPARE(combo->count(), 2);
        QVERIFY(!document.spec().float64);
        QCOMPARE(combo->currentIndex(), 0);
        const int before = document.undoStack()->count();

        combo->setCurrentIndex(1);
        emit combo->activated(1);
        QVERIFY(document.spec().float64);
        QCOMPARE(document.undoStack()->count(), before + 1);
        // Choosing what is already chosen adds no step.
        emit combo->activated(1);
        QCOMPARE(document.undoStack()->count(), before + 1);

        document.undoStack()->undo();
        QVERIFY(!document.spec().float64);
        QCOMPARE(combo->currentIndex(), 0); // the panel follows the spec
        document.undoStack()->redo();
        QVERIFY(document.spec().float64);
        QCOMPARE(combo->currentIndex(), 1);
    }

    // M(δω_j)·p_i − p_{i+δ}: about 1e-8 from a float encoding, below 1e-15
    // from the double one of a float64 run; back to float with a float run.
    void rotationResidualFollowsTheRunsPrecision()
    {
        ae::PositionalEncodingPage page;
        auto* panel = page.rotationPanel();
        const ae::RunPtr single = ae::test::runFromJson(encodedSpec(false));
        const ae::RunPtr precise = ae::test::runFromJson(encodedSpec(true));
        QVERIFY(single && precise && precise->isFloat64());
        page.setRun(single);
        typeInto(child<QSpinBox>(panel, "rotationPairSpin"), QStringLiteral("1"));
        typeInto(child<QSpinBox>(panel, "rotationPositionSpin"), QStringLiteral("5"));
        typeInto(child<QSpinBox>(panel, "rotationOffsetSpin"), QStringLiteral("2"));
        QVERIFY(!panel->isFloat64());
        const double floatResidual = panel->residual();
        QVERIFY2(floatResidual > 1e-10 && floatResidual < 1e-6,
                 qPrintable(QString::number(floatResidual)));

        page.setRun(precise);
        QVERIFY(panel->isFloat64());
        QVERIFY2(panel->residual() < 1e-15, qPrintable(QString::number(panel->residual())));
        // The same numbers by hand: p_i from the double encoding, M(δω_1)
        // with ω_1 = 10000^(−2/16).
        const ae::MatrixD p = ae::sinusoidalEncoding<double>(8, 16);
        const double omega = std::pow(10000.0, -2.0 / 16);
        const Eigen::Vector2d from(p(5, 2), p(5, 3));
        const Eigen::Vector2d to(p(7, 2), p(7, 3));
        QCOMPARE(panel->residual(), (ae::relativeRotation(2, omega) * from - to).norm());
        const QString label = child<QLabel>(panel, "rotationResidualLabel")->text();
        QVERIFY2(label.contains(QStringLiteral("float64")), qPrintable(label));
        QVERIFY(label.contains(QString::number(panel->residual(), 'e', 2)));

        page.setRun(single);
        QVERIFY(!panel->isFloat64());
        QCOMPARE(panel->residual(), floatResidual);
    }

    // Export Matrix of a float64 run writes the double weights as '<f8'.
    void exportMatrixWritesDoubles()
    {
        const ae::RunPtr precise = ae::test::runFromJson(encodedSpec(true));
        QVERIFY(precise);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("weights.npy"));
        QString error;
        QVERIFY2(ae::MatrixExport::write(*precise, ae::MatrixExport::Stage::Weights, 0, 0,
                                         ae::MatrixExport::Format::Npy, path, &error),
                 qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), ae::encodeNpy(precise->preciseTrace.batch[0].heads[0].weights));
    }
};

AE_TEST_MAIN_GUI(TestPrecision)
#include "test_precision.moc"
