// AdamW (core/training/adamw.h) against steps computed by hand from its
// formulas: warm-up, bias correction, decoupled decay on matrices only,
// clipping of the global norm.
#include "core/training/adamw.h"
#include "core/types.h"

#include "tests/test_main.h"

using namespace ae;

namespace {

// The smallest model the views walk: no blocks, one token, one position,
// width 2 — token embedding (decays), positions (decays), ln_f γ and β (do not).
TransformerWeights<double> tinyModel()
{
    TransformerWeights<double> w;
    w.config.vocabularySize = 1;
    w.config.maxPositions = 1;
    w.config.width = 2;
    w.config.heads = 1;
    w.config.mlpWidth = 1;
    w.tokenEmbedding = Eigen::MatrixXd::Zero(1, 2);
    w.positionEmbedding = Eigen::MatrixXd::Zero(1, 2);
    w.finalNorm.gamma = Eigen::RowVectorXd::Zero(2);
    w.finalNorm.beta = Eigen::RowVectorXd::Zero(2);
    return w;
}

} // namespace

class TestAdamW : public QObject
{
    Q_OBJECT

private slots:
    void threeStepsByHand();
    void clippingScalesTheGradient();
    void frozenPositionsStayPut();
    void badSettingsNameTheSetting();
};

void TestAdamW::threeStepsByHand()
{
    // lr 0.1, β₁ 0.9, β₂ 0.999, ε 1e-8, λ 0.1, warm-up 2 steps (η = 0.05, 0.1, 0.1).
    // Token embedding θ₀ = 0.5 (decays), g = 0.2, −0.1, 0.3. Step 1 by hand:
    //   θ ← 0.5·(1 − 0.05·0.1) = 0.4975;  m = 0.02, v = 0.00004;
    //   m̂ = 0.2, v̂ = 0.04;  θ ← 0.4975 − 0.05·0.2/(0.2 + 1e-8) = 0.4475000025
    // ln_f β θ₀ = −0.25 (no decay), g = 0.4, 0.4, −0.2: step 1 θ = −0.25 − 0.05·(1 − 5e-8).
    // Steps 2 and 3 follow the same formulas, evaluated in double in Python:
    // 0.4163913001936759, 0.3486953717978042 and −0.3999999962499994,
    // −0.45156533533972054.
    AdamWSettings settings;
    settings.learningRate = 0.1;
    settings.weightDecay = 0.1;
    settings.warmupSteps = 2;
    settings.clipNorm = 0; // off
    TransformerWeights<double> w = tinyModel();
    w.tokenEmbedding(0, 0) = 0.5;
    w.finalNorm.beta(0) = -0.25;
    AdamW<double> adam(settings, w);
    QCOMPARE(adam.learningRateAt(1), 0.05);
    QCOMPARE(adam.learningRateAt(3), 0.1);
    const double embeddingGradients[] = {0.2, -0.1, 0.3};
    const double biasGradients[] = {0.4, 0.4, -0.2};
    const double embeddingExpected[] = {0.4475000024999999, 0.4163913001936759, 0.3486953717978042};
    const double biasExpected[] = {-0.29999999875000005, -0.3999999962499994, -0.45156533533972054};
    for (int step = 0; step < 3; ++step) {
        TransformerWeights<double> g = zeroGradients(w);
        g.tokenEmbedding(0, 0) = embeddingGradients[step];
        g.finalNorm.beta(0) = biasGradients[step];
        adam.step(w, g);
        QVERIFY(std::abs(w.tokenEmbedding(0, 0) - embeddingExpected[step]) < 1e-14);
        QVERIFY(std::abs(w.finalNorm.beta(0) - biasExpected[step]) < 1e-14);
        // Zero gradients and zero values stay zero (decay of 0 is 0).
        QCOMPARE(w.tokenEmbedding(0, 1), 0.0);
    }
    QCOMPARE(adam.stepsTaken(), 3);
}

void TestAdamW::clippingScalesTheGradient()
{
    AdamWSettings settings;
    settings.clipNorm = 1.0;
    TransformerWeights<double> w = tinyModel();
    AdamW<double> adam(settings, w);
    TransformerWeights<double> g = zeroGradients(w);
    g.tokenEmbedding(0, 0) = 3;
    g.finalNorm.gamma(1) = 4; // ‖g‖ = 5
    QCOMPARE(adam.step(w, g), 5.0);
    QVERIFY(std::abs(g.tokenEmbedding(0, 0) - 3 / (5 + 1e-6)) < 1e-15);
    QVERIFY(std::abs(g.finalNorm.gamma(1) - 4 / (5 + 1e-6)) < 1e-15);
    // Below the limit nothing changes.
    TransformerWeights<double> small = zeroGradients(w);
    small.tokenEmbedding(0, 1) = 0.5;
    QCOMPARE(adam.step(w, small), 0.5);
    QCOMPARE(small.tokenEmbedding(0, 1), 0.5);
}

void TestAdamW::frozenPositionsStayPut()
{
    AdamWSettings settings;
    TransformerWeights<double> w = tinyModel();
    w.positionEmbedding(0, 0) = 0.7;
    AdamW<double> adam(settings, w);
    TransformerWeights<double> g = zeroGradients(w);
    g.positionEmbedding(0, 0) = 1;
    g.tokenEmbedding(0, 0) = 1;
    adam.step(w, g, true);
    QCOMPARE(w.positionEmbedding(0, 0), 0.7); // neither moved nor decayed
    QVERIFY(w.tokenEmbedding(0, 0) < 0);
}

void TestAdamW::badSettingsNameTheSetting()
{
    AdamWSettings settings;
    settings.learningRate = 0;
    try {
        settings.validate();
        QFAIL("a zero learning rate was accepted");
    } catch (const EngineError& e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("learningRate"));
    }
    settings = {};
    settings.beta2 = 1;
    try {
        settings.validate();
        QFAIL("β₂ = 1 was accepted");
    } catch (const EngineError& e) {
        QCOMPARE(QString::fromStdString(e.field()), QStringLiteral("beta2"));
    }
}

AE_TEST_MAIN_CORE(TestAdamW)
#include "test_adamw.moc"
