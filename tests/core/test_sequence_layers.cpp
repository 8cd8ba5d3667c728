// The real layers against hand-computed cases, the path convention against
// an independent receptive-field search, and the timing harness.
#include "core/sequence_layers.h"

#include "tests/test_main.h"

#include <atomic>
#include <cmath>
#include <set>

using ae::LayerKind;
using ae::Matrix;
using ae::Vector;

namespace {

// Independent derivation of the path length: propagate receptive fields
// (sets of inputs) layer by layer through a centred "same" convolution of
// width w, and return the first layer where some node sees both i and j.
int receptiveFieldLayers(int n, int w, int i, int j)
{
    if (i == j)
        return 0;
    const int left = (w - 1) / 2;
    std::vector<std::set<int>> fields(n);
    for (int t = 0; t < n; ++t)
        fields[t] = {t};
    for (int layer = 1; layer <= n; ++layer) {
        std::vector<std::set<int>> next(n);
        for (int t = 0; t < n; ++t)
            for (int s = t - left; s <= t - left + w - 1; ++s)
                if (s >= 0 && s < n)
                    next[t].insert(fields[s].begin(), fields[s].end());
        fields = next;
        for (const std::set<int>& field : fields)
            if (field.count(i) && field.count(j))
                return layer;
    }
    return -1;
}

// The same for dilated layers (dilation w^(l−1) at layer l), independent of
// the core's builder and search.
int dilatedReceptiveFieldLayers(int n, int w, int i, int j)
{
    if (i == j)
        return 0;
    const int left = (w - 1) / 2;
    std::vector<std::set<int>> fields(n);
    for (int t = 0; t < n; ++t)
        fields[t] = {t};
    int dilation = 1;
    for (int layer = 1; layer <= n; ++layer, dilation *= w) {
        std::vector<std::set<int>> next(n);
        for (int t = 0; t < n; ++t)
            for (int s = 0; s < w; ++s) {
                const int source = t + (s - left) * dilation;
                if (source >= 0 && source < n)
                    next[t].insert(fields[source].begin(), fields[source].end());
            }
        fields = next;
        for (const std::set<int>& field : fields)
            if (field.count(i) && field.count(j))
                return layer;
    }
    return -1;
}

bool near(double a, double b, double tolerance = 1e-6)
{
    return std::abs(a - b) <= tolerance;
}

} // namespace

class TestSequenceLayers : public QObject
{
    Q_OBJECT
private slots:
    void convolutionOneChannel()
    {
        // y[t] = 0.5 + 1·x[t−1] + 2·x[t] + 3·x[t+1], zeros outside.
        const ae::Conv1dWeights w =
            ae::conv1dWeightsFromTorch({1.f, 2.f, 3.f}, 1, 1, 3, Vector::Constant(1, 0.5f));
        Matrix x(4, 1);
        x << 1, 2, 3, 4;
        const Matrix y = ae::conv1dSame(x, w);
        QCOMPARE(y.rows(), 4);
        QCOMPARE(y(0, 0), 8.5f);
        QCOMPARE(y(1, 0), 14.5f);
        QCOMPARE(y(2, 0), 20.5f);
        QCOMPARE(y(3, 0), 11.5f);
    }

    void convolutionTwoChannels()
    {
        // weight[o][i][s] (PyTorch out×in×k), flattened in that order.
        // o=0: i=0 [1,0,−1], i=1 [0,1,0]; o=1: i=0 [2,0,0], i=1 [0,0,1]; bias (0, 1).
        const std::vector<float> flat{1, 0, -1, 0, 1, 0, 2, 0, 0, 0, 0, 1};
        Vector bias(2);
        bias << 0, 1;
        const ae::Conv1dWeights w = ae::conv1dWeightsFromTorch(flat, 2, 2, 3, bias);
        Matrix x(3, 2);
        x << 1, 2, 3, 4, 5, 6;
        const Matrix y = ae::conv1dSame(x, w);
        Matrix expected(3, 2);
        // y[t][0] = x[t−1][0] − x[t+1][0] + x[t][1]; y[t][1] = 1 + 2·x[t−1][0] + x[t+1][1]
        expected << -1, 5, 0, 9, 9, 7;
        QCOMPARE(y, expected);
    }

    void convolutionEvenKernelPadsRight()
    {
        // k = 2: PyTorch 'same' pads 0 left, 1 right: y[t] = x[t] + 10·x[t+1].
        const ae::Conv1dWeights w = ae::conv1dWeightsFromTorch({1.f, 10.f}, 1, 1, 2, Vector());
        Matrix x(3, 1);
        x << 1, 2, 3;
        const Matrix y = ae::conv1dSame(x, w);
        QCOMPARE(y(0, 0), 21.f);
        QCOMPARE(y(1, 0), 32.f);
        QCOMPARE(y(2, 0), 3.f);
    }

    void convolutionRejectsWrongShapes()
    {
        QVERIFY_THROWS_EXCEPTION(ae::EngineError,
                                 ae::conv1dWeightsFromTorch({1.f, 2.f}, 1, 1, 3, Vector()));
        const ae::Conv1dWeights w = ae::randomConv1dWeights(2, 3, 3, 1);
        QVERIFY_THROWS_EXCEPTION(ae::EngineError, ae::conv1dSame(Matrix::Zero(4, 2), w));
    }

    void recurrentOneUnit()
    {
        ae::RecurrentWeights w;
        w.inputToHidden = Matrix::Constant(1, 1, 0.5f);
        w.hiddenToHidden = Matrix::Constant(1, 1, -1.f);
        w.bias = Vector::Constant(1, 0.1f);
        Matrix x(2, 1);
        x << 1, 2;
        const Matrix h = ae::recurrentLayer(x, w);
        // h0 = tanh(0.5 + 0.1); h1 = tanh(1.0 − h0 + 0.1) (python math.tanh)
        QVERIFY(near(h(0, 0), 0.5370495669980353));
        QVERIFY(near(h(1, 0), 0.5101632506598709));
    }

    void recurrentTwoUnits()
    {
        ae::RecurrentWeights w;
        w.inputToHidden = Matrix::Identity(2, 2);
        w.hiddenToHidden = Matrix::Zero(2, 2);
        w.hiddenToHidden(0, 1) = 1.f; // unit 0 reads unit 1's previous state
        w.bias = Vector::Zero(2);
        Matrix x(2, 2);
        x << 0.1f, 0.2f, 0.3f, 0.4f;
        const Matrix h = ae::recurrentLayer(x, w);
        QVERIFY(near(h(0, 0), 0.09966799462495582));
        QVERIFY(near(h(0, 1), 0.197375320224904));
        QVERIFY(near(h(1, 0), 0.460050481856512)); // tanh(0.3 + tanh 0.2)
        QVERIFY(near(h(1, 1), 0.3799489622552249));
    }

    void selfAttentionByHand()
    {
        // x = (0, 1)ᵀ, d = 1: row 0 scores (0, 0) → y0 = 0.5; row 1 scores
        // (0, 1) → y1 = e / (1 + e).
        Matrix x(2, 1);
        x << 0, 1;
        const Matrix y = ae::selfAttentionLayer(x);
        QVERIFY(near(y(0, 0), 0.5));
        QVERIFY(near(y(1, 0), 0.7310585786300049));
    }

    void restrictedAttentionLimits()
    {
        const Matrix x = Matrix::Random(7, 4);
        // A window covering everything is full attention.
        QVERIFY((ae::restrictedSelfAttentionLayer(x, 13) - ae::selfAttentionLayer(x))
                    .cwiseAbs()
                    .maxCoeff() < 1e-6f);
        // A window of one position attends to itself only.
        QVERIFY((ae::restrictedSelfAttentionLayer(x, 1) - x).cwiseAbs().maxCoeff() < 1e-6f);
    }

    void notesFigure()
    {
        // x1 and x5 meet at x3 after two kernel-3 layers.
        QCOMPARE(ae::shortestPathLayers(LayerKind::Convolutional, 5, 3, 0, 4), 2);
        const ae::PathGraph graph = ae::buildPathGraph(LayerKind::Convolutional, 5, 3);
        QCOMPARE(graph.layers, 2);
        const ae::PathSearchResult path = ae::shortestPath(graph, 0, 4);
        QCOMPARE(path.length, 2);
        QCOMPARE(path.meeting.layer, 2);
        QCOMPARE(path.meeting.position, 2);
        QCOMPARE(int(path.edges.size()), 4);
    }

    void chainAndAttention()
    {
        for (int n = 2; n <= 9; ++n) {
            QCOMPARE(ae::shortestPathLayers(LayerKind::Recurrent, n, 0, 0, n - 1), n - 1);
            QCOMPARE(ae::shortestPathLayers(LayerKind::SelfAttention, n, 0, 0, n - 1), 1);
            const ae::PathSearchResult chain =
                ae::shortestPath(ae::buildPathGraph(LayerKind::Recurrent, n, 0), n - 1, 0);
            QCOMPARE(chain.length, n - 1);
            const ae::PathSearchResult full =
                ae::shortestPath(ae::buildPathGraph(LayerKind::SelfAttention, n, 0), 0, n - 1);
            QCOMPARE(full.length, 1);
            QCOMPARE(int(full.edges.size()), 2);
        }
        QCOMPARE(ae::shortestPathLayers(LayerKind::SelfAttention, 4, 0, 2, 2), 0);
    }

    void convolutionFormulaMatchesReceptiveFields()
    {
        for (int n = 1; n <= 9; ++n)
            for (int k = 2; k <= 5; ++k) {
                const ae::PathGraph graph = ae::buildPathGraph(LayerKind::Convolutional, n, k);
                for (int i = 0; i < n; ++i)
                    for (int j = 0; j < n; ++j) {
                        const int independent = receptiveFieldLayers(n, k, i, j);
                        const int formula =
                            ae::shortestPathLayers(LayerKind::Convolutional, n, k, i, j);
                        const int searched = ae::shortestPath(graph, i, j).length;
                        if (independent != formula || searched != formula)
                            QFAIL(qPrintable(QString("n=%1 k=%2 i=%3 j=%4: fields %5, formula "
                                                     "%6, graph %7")
                                                 .arg(n)
                                                 .arg(k)
                                                 .arg(i)
                                                 .arg(j)
                                                 .arg(independent)
                                                 .arg(formula)
                                                 .arg(searched)));
                    }
                // The diagram draws enough layers for x_1 and x_n.
                QCOMPARE(receptiveFieldLayers(n, k, 0, n - 1), n == 1 ? 0 : graph.layers);
            }
    }

    void dilatedGraphMatchesLogK()
    {
        for (int n = 2; n <= 16; ++n)
            for (int k = 2; k <= 4; ++k) {
                const ae::PathGraph graph = ae::buildDilatedPathGraph(n, k);
                QVERIFY(graph.dilated);
                QCOMPARE(graph.layers, ae::ceilLogBase(n, k));
                int longest = 0;
                for (int i = 0; i < n; ++i)
                    for (int j = 0; j < n; ++j) {
                        const int searched = ae::shortestPath(graph, i, j).length;
                        QCOMPARE(searched, dilatedReceptiveFieldLayers(n, k, i, j));
                        longest = std::max(longest, searched);
                    }
                ae::ComplexityParameters p;
                p.n = n;
                p.k = k;
                p.convolutionPath = ae::ConvolutionPath::Dilated;
                QCOMPARE(double(longest), ae::maximumPathLength(LayerKind::Convolutional, p));
            }
        // k = 3: x1 and x9 meet after two layers (dilations 1 and 3).
        QCOMPARE(ae::shortestPath(ae::buildDilatedPathGraph(9, 3), 0, 8).length, 2);
    }

    void highlightedEdgesFormAPath()
    {
        const ae::PathGraph graph = ae::buildPathGraph(LayerKind::Convolutional, 9, 3);
        const ae::PathSearchResult path = ae::shortestPath(graph, 1, 7);
        QCOMPARE(path.length, 3);
        // Both branches climb one layer per edge up to the meeting node.
        int upward = 0;
        for (const ae::PathEdge& e : path.edges) {
            QCOMPARE(e.to.layer, e.from.layer + 1);
            QVERIFY(std::abs(e.to.position - e.from.position) <= 1);
            ++upward;
        }
        QCOMPARE(upward, 6);
    }

    void badPositionsThrow()
    {
        QVERIFY_THROWS_EXCEPTION(ae::EngineError,
                                 ae::shortestPathLayers(LayerKind::Recurrent, 4, 0, 0, 4));
        QVERIFY_THROWS_EXCEPTION(ae::EngineError,
                                 ae::buildPathGraph(LayerKind::Convolutional, 4, 1));
    }

    void measureRunsEveryCell()
    {
        ae::LayerTimingSettings settings;
        settings.lengths = {4, 8};
        settings.d = 4;
        settings.repeats = 1;
        settings.minSecondsPerSample = 0.0;
        int calls = 0;
        const ae::LayerTimings t =
            ae::measureLayers(settings, nullptr, [&calls](int done, int total) {
                ++calls;
                QCOMPARE(total, 8);
                QCOMPARE(done, calls);
            });
        QVERIFY(!t.cancelled);
        QCOMPARE(calls, 8);
        for (const std::vector<double>& row : t.seconds)
            for (double s : row)
                QVERIFY(std::isfinite(s) && s > 0.0);
    }

    void measureCancels()
    {
        ae::LayerTimingSettings settings;
        settings.lengths = {4, 8, 16};
        settings.d = 4;
        settings.repeats = 1;
        settings.minSecondsPerSample = 0.0;
        std::atomic<bool> cancel{false};
        int calls = 0;
        const ae::LayerTimings t = ae::measureLayers(settings, &cancel, [&](int, int) {
            ++calls;
            cancel = true;
        });
        QVERIFY(t.cancelled);
        QCOMPARE(calls, 1);
        QVERIFY(std::isfinite(t.seconds[0][0]));
        QVERIFY(std::isnan(t.seconds[1][0]));
        QVERIFY(std::isnan(t.seconds[0][2]));
    }

    void measureRejectsBadSettings()
    {
        ae::LayerTimingSettings settings;
        settings.k = 1;
        QVERIFY_THROWS_EXCEPTION(ae::EngineError, ae::measureLayers(settings));
    }

    void timingsCsv()
    {
        ae::LayerTimings t;
        t.lengths = {16, 32};
        t.kinds = {LayerKind::SelfAttention, LayerKind::Recurrent};
        t.seconds = {{1.5e-05, 0.25}, {3e-06, std::nan("")}};
        QCOMPARE(ae::formatTimingsCsv(t), std::string("n,self-attention,recurrent\n"
                                                      "16,1.5e-05,3e-06\n"
                                                      "32,0.25,\n"));
    }

    void fitConstant()
    {
        const std::vector<double> ops{1e3, 1e4, 1e5, 1e6};
        std::vector<double> seconds;
        for (double o : ops)
            seconds.push_back(3e-9 * o);
        QVERIFY(std::abs(ae::fitOperationsConstant(ops, seconds) / 3e-9 - 1.0) < 1e-12);
        // Geometric mean of the ratios: ratios 1e-9 and 4e-9 → 2e-9.
        QVERIFY(
            std::abs(ae::fitOperationsConstant({1e3, 1e4, 5.0}, {1e-6, 4e-5, std::nan("")}) / 2e-9 -
                     1.0) < 1e-12);
        QVERIFY(std::isnan(ae::fitOperationsConstant({}, {})));
    }
};

AE_TEST_MAIN_CORE(TestSequenceLayers)
#include "test_sequence_layers.moc"
