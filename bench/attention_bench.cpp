// attention-bench: speed and memory of one full traced forward pass.
//
// For each (n, d, h), in float32 and in float64, it prints the median wall
// time of computeAttention (all per-head weights kept), its GFLOP/s, the peak
// resident memory it added and the bytes its trace holds, and the GFLOP/s of
// a plain n×d · d×n matrix product of the same scalar measured in the same
// run with the same threads, twice: through the engine's dispatched kernel
// (core/matrix_product.h, the path in force) and through Eigen's product
// (OpenBLAS's when the build routes products to it). The pass, its products
// alone ("prod ms", below) and both anchors are timed in turn, round by
// round, and "ratio" is the median of the rounds' ratios of the pass's rate
// to the faster anchor's in the same round (the times shown are each one's
// median over the rounds). `--isa baseline|avx2|avx512` forces the engine's
// product path (as AE_ISA does), so one run shows the baseline and a wide
// path side by side. "store ms" is the time to write the trace's scores and
// weights once with plain stores and nothing computed, in the same run: a
// floor under what keeping the trace costs the pass. "BLAS ms" is the same
// pass composed from the BLAS's products (OpenBLAS's where the build routes
// Eigen's products to it) and a softmax of Eigen's vectorised operations,
// split over the same threads by rows, keeping every head's scores and
// weights (composedPass): about what the engine would take if it called a
// tuned library instead of its own kernel, in the same run; "×BLAS" is
// that time over the pass's. "prod ms" is the pass's products alone, on
// their own shapes, through the dispatched kernel with every right operand
// packed beforehand (ProductsOnly): no softmax, no trace, no packing of
// W, Kᵀ or V, the same threads and slices; "prod%" is the median of the
// rounds' ratios of their rate to the anchor's, the most the pass's ratio
// could reach were everything else free.
// `--json` prints the same as JSON. Figures, never pass/fail: this is not a
// test.

#include "core/allocator_tuning.h"
#include "core/blas_threads.h"
#include "core/matrix_product.h"
#include "core/multi_head_attention.h"
#include "core/random.h"
#include "core/worker_pool.h"

#include <algorithm>
#include <array>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace {

struct Case
{
    int n, d, h;
};

struct Figures
{
    Case c;
    const char* precision = "float32";
    double medianMs = 0;
    double gflops = 0;
    double kernelGflops = 0; // the dispatched product (core/matrix_product.h)
    double eigenGflops = 0;  // Eigen's product
    double peakMiB = 0;
    double traceMiB = 0;
    double traceStoreMs = 0; // writing every head's scores and weights once
    double composedMs = 0;   // the pass composed from the BLAS's products
    double productsMs = 0;   // the pass's products alone (ProductsOnly)
    // Medians of the rounds' ratios to the anchor's rate, the faster of the
    // two same-run products (see measure): the pass's, and its products'.
    double ratio = 0;
    double productsRatio = 0;
};

using Clock = std::chrono::steady_clock;

// Long enough for OpenBLAS's idle worker threads to stop spinning (see
// main) after its last product.
constexpr std::chrono::milliseconds blasThreadsIdle(300);
// How long the machine runs passes before a round is timed. After the wait
// above, the 2-core cloud machines took 100–200 ms of work to come back to
// speed: a (256, 256, 8) float32 pass took 4.5–4.9 ms after 30 ms of
// passes, 2.7 after 100 ms and 2.5 after 250 ms, the products after it
// slowed alike.
constexpr std::chrono::milliseconds warmUp(250);

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v[v.size() / 2];
}

// Median seconds of work(round) over rounds 1 … repeats, after round 0, which
// warms caches and thread pools and is not counted.
template <typename Work> double medianSeconds(int repeats, Work&& work)
{
    std::vector<double> seconds;
    for (int round = 0; round < repeats + 1; ++round) {
        const auto start = Clock::now();
        work(round);
        const double s = std::chrono::duration<double>(Clock::now() - start).count();
        if (round > 0)
            seconds.push_back(s);
    }
    return median(seconds);
}

// Peak resident set (VmHWM) in bytes; resettable through /proc/self/clear_refs.
long long peakRssBytes()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmHWM:", 0) == 0)
            return std::stoll(line.substr(6)) * 1024;
    }
    return 0;
}

long long currentRssBytes()
{
    std::ifstream status("/proc/self/status");
    std::string line;
    while (std::getline(status, line)) {
        if (line.rfind("VmRSS:", 0) == 0)
            return std::stoll(line.substr(6)) * 1024;
    }
    return 0;
}

void resetPeakRss()
{
    std::ofstream clear("/proc/self/clear_refs");
    clear << "5";
}

int repeatsFor(const Case& c)
{
    const double work = double(c.n) * c.n * c.d;
    if (work > 1e9)
        return 5;
    if (work > 1e8)
        return 9;
    return 31;
}

// Multiply–adds counted as 2 flops: four projections (8·n·d²) plus scores
// and weighted sums (2·2·n²·d over all heads); softmax not counted.
double forwardFlops(const Case& c)
{
    return 8.0 * c.n * double(c.d) * c.d + 4.0 * double(c.n) * c.n * c.d;
}

// A plain n×d · d×n product, the anchor: through the dispatched kernel split
// over the worker pool (`dispatched`), or through Eigen's product. Set up
// once; run() computes it once.
template <typename Scalar> class PlainProduct
{
public:
    PlainProduct(const Case& c, bool dispatched) : m_dispatched(dispatched)
    {
        ae::SeededRandom random(7);
        m_a = Matrix::NullaryExpr(c.n, c.d, [&] { return Scalar(random.uniform(-1, 1)); });
        m_b = Matrix::NullaryExpr(c.d, c.n, [&] { return Scalar(random.uniform(-1, 1)); });
        m_product.resize(c.n, c.n);
    }
    void run()
    {
        if (m_dispatched)
            ae::multiplyIntoParallel<Scalar>(m_product, m_a, ae::Operand::AsIs, m_b,
                                             ae::Operand::AsIs);
        else
            m_product.noalias() = m_a * m_b;
    }
    static double flops(const Case& c) { return 2.0 * c.n * double(c.n) * c.d; }

private:
    using Matrix = ae::MatrixT<Scalar>;
    bool m_dispatched;
    Matrix m_a, m_b, m_product;
};

// Milliseconds to write every head's n×m scores and weights of `trace` once,
// in the pass's order (each thread its rows, head by head, 128 rows at a
// time, column-major), with plain stores and nothing computed: the part of
// the pass's memory traffic that keeping the trace makes unavoidable, in
// the same run. The anchor product writes n² scalars; the pass 2·h·n².
template <typename Scalar> double traceStoreMs(ae::AttentionTraceT<Scalar>& trace, int repeats)
{
    std::vector<ae::HeadTraceT<Scalar>>& heads = trace.batch.front().heads;
    const Eigen::Index n = heads.front().scores.rows();
    const int threads = std::max(1, std::min<int>(ae::productThreads(), int(n)));
    const auto writeOnce = [&](int round) {
        ae::runOnThreads(threads, [&](int part) {
            const Eigen::Index begin = n * part / threads, end = n * (part + 1) / threads;
            for (ae::HeadTraceT<Scalar>& head : heads)
                for (Eigen::Index first = begin; first < end; first += 128) {
                    const Eigen::Index rows = std::min<Eigen::Index>(128, end - first);
                    head.scores.middleRows(first, rows).setConstant(Scalar(round));
                    head.weights.middleRows(first, rows).setConstant(Scalar(round));
                }
        });
    };
    return medianSeconds(repeats, writeOnce) * 1e3;
}

// The pass composed from library calls, returning its output: each thread
// projects its rows of Q, K and V (X·Wᵀ), then, after all have, takes its
// query rows through every head, 128 rows at a time (scores = Q_h·K_hᵀ/√p,
// a row-wise softmax, weights·V_h into the concat's columns), and then
// through the output projection. Every product is Eigen's (the BLAS's,
// single-threaded on each thread, as in the engine); the softmax is three
// passes of Eigen's vectorised column operations, not fused with the
// products. The scores and weights of every head are kept, as the trace
// keeps them. The engine's output to rounding (checked once per case), not
// to the bit: a reference for speed.
template <typename Scalar>
ae::MatrixT<Scalar> composedPass(const Case& c, const ae::MatrixT<Scalar>& x,
                                 const std::array<ae::MatrixT<Scalar>, 4>& w)
{
    using Matrix = ae::MatrixT<Scalar>;
    const Eigen::Index n = c.n, p = c.d / c.h;
    const Scalar scale = Scalar(1) / std::sqrt(Scalar(p));
    const int threads = std::max(1, std::min<int>(ae::productThreads(), c.n));
    const auto rowsOf = [&](int part) {
        const Eigen::Index begin = n * part / threads, end = n * (part + 1) / threads;
        return std::make_pair(begin, end - begin);
    };
    const ae::SingleThreadedProducts singleThreaded;
    Matrix q(n, c.d), k(n, c.d), v(n, c.d), concat(n, c.d), out(n, c.d);
    std::vector<Matrix> scores(std::size_t(c.h)), weights(std::size_t(c.h));
    for (int head = 0; head < c.h; ++head) {
        scores[std::size_t(head)].resize(n, n);
        weights[std::size_t(head)].resize(n, n);
    }
    ae::runOnThreads(threads, [&](int part) {
        const auto [first, rows] = rowsOf(part);
        q.middleRows(first, rows).noalias() = x.middleRows(first, rows) * w[0].transpose();
        k.middleRows(first, rows).noalias() = x.middleRows(first, rows) * w[1].transpose();
        v.middleRows(first, rows).noalias() = x.middleRows(first, rows) * w[2].transpose();
    });
    ae::runOnThreads(threads, [&](int part) {
        const auto [begin, count] = rowsOf(part);
        // Slices of 128 query rows, whose scores and weights stay in cache
        // from the product through the softmax to the next product.
        for (int head = 0; head < c.h; ++head)
            for (Eigen::Index first = begin; first < begin + count; first += 128) {
                const Eigen::Index rows = std::min<Eigen::Index>(128, begin + count - first);
                auto s = scores[std::size_t(head)].middleRows(first, rows);
                auto a = weights[std::size_t(head)].middleRows(first, rows);
                s.noalias() = scale * (q.block(first, head * p, rows, p) *
                                       k.middleCols(head * p, p).transpose());
                // Column by column, each column a vector of the slice's rows
                // (Eigen's rowwise() reductions walk a column-major matrix
                // across its columns; a broadcast inside exp() fell back to
                // the C library's scalar expf).
                ae::VectorT<Scalar> largest = s.col(0), sums = ae::VectorT<Scalar>::Zero(rows);
                for (Eigen::Index j = 1; j < n; ++j)
                    largest = largest.cwiseMax(s.col(j));
                for (Eigen::Index j = 0; j < n; ++j) {
                    a.col(j) = (s.col(j) - largest).array().exp().matrix();
                    sums += a.col(j);
                }
                const ae::VectorT<Scalar> inverseSums = sums.cwiseInverse();
                for (Eigen::Index j = 0; j < n; ++j)
                    a.col(j) = a.col(j).cwiseProduct(inverseSums);
                concat.block(first, head * p, rows, p).noalias() = a * v.middleCols(head * p, p);
            }
        out.middleRows(begin, count).noalias() = concat.middleRows(begin, count) * w[3].transpose();
    });
    return out;
}

// The pass's products alone, as the engine shapes and splits them: each
// thread projects its rows of Q, K and V (X·Wᵀ), then, after all have,
// takes its query rows through every head in slices of the engine's height
// (scores = Q_h·K_hᵀ, then weights·V_h into the concat's columns, the
// weights a fixed slice that stays in cache) and through the output
// projection.
// Every right operand (each Wᵀ, each head's Kᵀ and V) is packed before the
// clock starts; the left operands are packed by each product as it runs
// (the engine's weights·V reads weights its softmax packed, so this does a
// little more there). No softmax, no trace, no copies: the floor under the
// pass that the kernel and the pass's shapes set.
template <typename Scalar> class ProductsOnly
{
public:
    using Matrix = ae::MatrixT<Scalar>;
    using Packed = ae::PackedRightOperand<Scalar>;

    ProductsOnly(const Case& c, const ae::AttentionShape& shape, const Matrix& x,
                 const std::array<Matrix, 4>& w)
        : m_x(x), m_n(c.n), m_p(c.d / c.h), m_heads(c.h),
          m_threads(ae::attentionPassThreads(shape)),
          m_slice(ae::attentionSliceRows(shape.m, sizeof(Scalar)))
    {
        for (const Matrix& m : w)
            m_weights.emplace_back(m, ae::Operand::Transposed);
        ae::SeededRandom random(11);
        const auto filled = [&](Eigen::Index rows, Eigen::Index cols) {
            return Matrix(
                Matrix::NullaryExpr(rows, cols, [&] { return Scalar(random.uniform(0, 1)); }));
        };
        const Matrix keys = filled(m_n, c.d), values = filled(m_n, c.d);
        for (int head = 0; head < c.h; ++head) {
            m_packedKeys.emplace_back(keys.middleCols(head * m_p, m_p), ae::Operand::Transposed);
            m_packedValues.emplace_back(values.middleCols(head * m_p, m_p), ae::Operand::AsIs);
        }
        for (Matrix* m : {&m_q, &m_k, &m_v, &m_concat, &m_out})
            m->resize(m_n, c.d);
        // Per thread: a slice's scores, and a slice's weights, in cache as
        // the engine's are when weights·V reads them (its softmax has just
        // written them).
        m_scores.assign(std::size_t(m_threads), Matrix(std::min(m_slice, m_n), m_n));
        for (int part = 0; part < m_threads; ++part)
            m_attention.push_back(filled(std::min(m_slice, m_n), m_n));
    }

    // The pass's products once.
    void run()
    {
        const ae::SingleThreadedProducts singleThreaded;
        ae::runOnThreads(m_threads, [&](int part) {
            const auto [first, rows] = rowsOf(part);
            const auto inputs = m_x.middleRows(first, rows);
            ae::multiplyInto<Scalar>(m_q.middleRows(first, rows), inputs, ae::Operand::AsIs,
                                     m_weights[0]);
            ae::multiplyInto<Scalar>(m_k.middleRows(first, rows), inputs, ae::Operand::AsIs,
                                     m_weights[1]);
            ae::multiplyInto<Scalar>(m_v.middleRows(first, rows), inputs, ae::Operand::AsIs,
                                     m_weights[2]);
        });
        ae::runOnThreads(m_threads, [&](int part) {
            const auto [begin, count] = rowsOf(part);
            Matrix& s = m_scores[std::size_t(part)];
            for (int head = 0; head < m_heads; ++head)
                for (Eigen::Index first = begin; first < begin + count; first += m_slice) {
                    const Eigen::Index rows = std::min(m_slice, begin + count - first);
                    ae::multiplyInto<Scalar>(s.topRows(rows),
                                             m_q.block(first, head * m_p, rows, m_p),
                                             ae::Operand::AsIs, m_packedKeys[std::size_t(head)]);
                    ae::multiplyInto<Scalar>(m_concat.block(first, head * m_p, rows, m_p),
                                             m_attention[std::size_t(part)].topRows(rows),
                                             ae::Operand::AsIs, m_packedValues[std::size_t(head)]);
                }
            ae::multiplyInto<Scalar>(m_out.middleRows(begin, count),
                                     m_concat.middleRows(begin, count), ae::Operand::AsIs,
                                     m_weights[3]);
        });
    }

private:
    std::pair<Eigen::Index, Eigen::Index> rowsOf(int part) const
    {
        const Eigen::Index begin = m_n * part / m_threads, end = m_n * (part + 1) / m_threads;
        return {begin, end - begin};
    }

    const Matrix& m_x;
    const Eigen::Index m_n, m_p;
    const int m_heads, m_threads;
    const Eigen::Index m_slice;
    std::vector<Packed> m_weights, m_packedKeys, m_packedValues;
    Matrix m_q, m_k, m_v, m_concat, m_out;
    std::vector<Matrix> m_scores, m_attention;
};

template <typename Scalar> Figures measure(const Case& c)
{
    Figures f;
    f.c = c;
    f.precision = sizeof(Scalar) == 4 ? "float32" : "float64";
    ae::SeededRandom random(1);
    ae::AttentionInputsT<Scalar> inputs;
    inputs.inputs.push_back(
        ae::MatrixT<Scalar>::NullaryExpr(c.n, c.d, [&] { return Scalar(random.normal()); }));
    ae::AttentionConfig config;
    config.numHeads = c.h;
    config.weights = ae::randomProjectionWeights(c.d, c.d, c.d, c.d, 3);

    const int repeats = repeatsFor(c);
    // One pass before the peak is reset: the BLAS's first product sets up its
    // buffers and threads once per process, which is not this pass's memory.
    ae::computeAttention<Scalar>(inputs, config);
#if defined(__GLIBC__)
    // The allocator tuning keeps freed trace memory resident; hand it back so
    // the peak below counts this case's memory in full.
    malloc_trim(0);
#endif
    const long long baseline = currentRssBytes();
    resetPeakRss();
    {
        const ae::AttentionTraceT<Scalar> trace = ae::computeAttention<Scalar>(inputs, config);
        f.traceMiB = double(trace.byteSize()) / (1 << 20);
    }
    f.peakMiB = double(peakRssBytes() - baseline) / (1 << 20);
    const std::array<ae::MatrixT<Scalar>, 4> weights = {
        config.weights.Wq.cast<Scalar>(), config.weights.Wk.cast<Scalar>(),
        config.weights.Wv.cast<Scalar>(), config.weights.Wo.cast<Scalar>()};
    {
        ae::AttentionTraceT<Scalar> trace = ae::computeAttention<Scalar>(inputs, config);
        // The reference composes the same pass: its output agrees to rounding.
        const ae::MatrixT<Scalar>& engine = trace.batch.front().output;
        const double difference =
            double((composedPass<Scalar>(c, inputs.inputs.front(), weights) - engine)
                       .cwiseAbs()
                       .maxCoeff());
        if (!(difference <= (sizeof(Scalar) == 4 ? 1e-3 : 1e-10) *
                                std::max(1.0, double(engine.cwiseAbs().maxCoeff()))))
            std::fprintf(stderr,
                         "attention-bench: the composed pass differs from the engine's by %g\n",
                         difference);
        f.traceStoreMs = traceStoreMs(trace, repeats);
    }
    const auto composeOnce = [&](int) { composedPass<Scalar>(c, inputs.inputs.front(), weights); };
    f.composedMs = medianSeconds(repeats, composeOnce) * 1e3;

    // The pass and what it is compared with, round by round: each round
    // runs passes for `warmUp`, then times the pass, its products alone,
    // the anchor through the dispatched kernel and last the anchor through
    // Eigen's product (each the second of two runs in a row, see secondsOf),
    // and waits for the BLAS's threads to sleep (see main) before the next.
    // A ratio is taken within each round and the median of the rounds'
    // ratios reported: a machine whose speed drifts by 20–40% over seconds
    // (seen on the 2-core cloud machines) moves a round's figures together,
    // where timing each in its own block of repetitions had compared a fast
    // block with a slow one.
    ProductsOnly<Scalar> products(c, ae::validate<Scalar>(inputs, config), inputs.inputs.front(),
                                  weights);
    PlainProduct<Scalar> kernelAnchor(c, true), eigenAnchor(c, false);
    // Seconds of work() run a second time, straight after a first run: in
    // cache as in a loop of repetitions, where a run after the others' found
    // its operands evicted (a (256, 256, 8) anchor at 100 GFLOP/s, not 125).
    const auto secondsOf = [](auto&& work) {
        work();
        const auto start = Clock::now();
        work();
        return std::chrono::duration<double>(Clock::now() - start).count();
    };
    std::vector<double> passSeconds, productSeconds, kernelSeconds, eigenSeconds, ratios,
        productRatios;
    const int rounds = std::min(repeats, 11);
    for (int round = 0; round < rounds; ++round) {
        for (const auto warm = Clock::now(); Clock::now() - warm < warmUp;)
            ae::computeAttention<Scalar>(inputs, config);
        double pass = 0;
        {
            // Not secondsOf: the trace is freed after the clock stops.
            const auto start = Clock::now();
            const ae::AttentionTraceT<Scalar> trace = ae::computeAttention<Scalar>(inputs, config);
            pass = std::chrono::duration<double>(Clock::now() - start).count();
        }
        const double productsOnly = secondsOf([&] { products.run(); });
        const double kernel = secondsOf([&] { kernelAnchor.run(); });
        const double eigen = secondsOf([&] { eigenAnchor.run(); });
        std::this_thread::sleep_for(blasThreadsIdle);
        passSeconds.push_back(pass);
        productSeconds.push_back(productsOnly);
        kernelSeconds.push_back(kernel);
        eigenSeconds.push_back(eigen);
        // Rates are flops over seconds: the anchor's rate is its flops over
        // the faster of its two times.
        const double anchorRate = PlainProduct<Scalar>::flops(c) / std::min(kernel, eigen);
        ratios.push_back(forwardFlops(c) / pass / anchorRate);
        productRatios.push_back(forwardFlops(c) / productsOnly / anchorRate);
    }
    f.medianMs = median(passSeconds) * 1e3;
    f.gflops = forwardFlops(c) / (f.medianMs / 1e3) / 1e9;
    f.productsMs = median(productSeconds) * 1e3;
    f.kernelGflops = PlainProduct<Scalar>::flops(c) / median(kernelSeconds) / 1e9;
    f.eigenGflops = PlainProduct<Scalar>::flops(c) / median(eigenSeconds) / 1e9;
    f.ratio = median(ratios);
    f.productsRatio = median(productRatios);
    return f;
}

} // namespace

int main(int argc, char** argv)
{
    ae::tuneAllocatorForRepeatedTraces(); // as the GUI does
    bool json = false;
    bool runFloat = true, runDouble = true;
    std::vector<Case> cases = {
        {64, 64, 4}, {256, 256, 8}, {512, 512, 8}, {1024, 512, 8}, {2048, 512, 8}};
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--json") == 0) {
            json = true;
        } else if (std::strcmp(argv[i], "--quick") == 0) {
            cases.resize(2);
        } else if (std::strcmp(argv[i], "--case") == 0 && i + 1 < argc) {
            Case c{0, 0, 0};
            if (std::sscanf(argv[++i], "%d,%d,%d", &c.n, &c.d, &c.h) != 3 || c.n < 1 || c.d < 1 ||
                c.h < 1 || c.d % c.h != 0) {
                std::fprintf(stderr, "attention-bench: --case needs n,d,h with h dividing d\n");
                return 2;
            }
            cases = {c};
        } else if (std::strcmp(argv[i], "--isa") == 0 && i + 1 < argc) {
            ae::ProductIsa isa = ae::ProductIsa::Baseline;
            if (!ae::productIsaFromName(argv[++i], &isa)) {
                std::fprintf(stderr, "attention-bench: --isa takes baseline, avx2 or avx512\n");
                return 2;
            }
            ae::setProductIsa(isa);
        } else if (std::strcmp(argv[i], "--precision") == 0 && i + 1 < argc) {
            const std::string precision = argv[++i];
            runFloat = precision != "float64";
            runDouble = precision != "float32";
        } else {
            std::fprintf(stderr,
                         "usage: attention-bench [--json] [--quick] [--case n,d,h] [--isa NAME]\n"
                         "                       [--precision float32|float64]\n"
                         "  Times one traced multi-head forward pass for (n, d, h) in\n"
                         "  (64,64,4) (256,256,8) (512,512,8) (1024,512,8) (2048,512,8),\n"
                         "  the first two only (--quick) or one given case (--case), in float32\n"
                         "  and float64 (or the one --precision names), with the engine's\n"
                         "  products on the path --isa forces (baseline, avx2, avx512; default:\n"
                         "  AE_ISA, else the widest this CPU runs).\n");
            return 2;
        }
    }

    std::vector<Figures> all;
    if (!json) {
        std::printf("products: %s path (baseline = Eigen's product)\n",
                    ae::productIsaName(ae::productIsa()));
        std::printf("%6s %5s %3s %8s %10s %8s %10s %10s %6s %8s %6s %8s %6s %9s %9s %7s %9s\n", "n",
                    "d", "h", "type", "median ms", "GFLOP/s", "kernel GF", "Eigen GF", "ratio",
                    "prod ms", "prod%", "BLAS ms", "×BLAS", "peak MiB", "trace MiB", "peak/tr",
                    "store ms");
    }
    for (const Case& c : cases) {
        for (int precision = 0; precision < 2; ++precision) {
            if ((precision == 0 && !runFloat) || (precision == 1 && !runDouble))
                continue;
            // OpenBLAS's idle worker threads spin (yielding) for ~0.1 s after
            // the library starts and after their last product (here: the
            // previous case's reference product), taking a share of a core
            // from any other thread; measured: the (256, 256, 8) pass 2.7 ms
            // instead of 1.6 ms inside that window. Each case starts once
            // they sleep, the steady state of an application between edits.
            std::this_thread::sleep_for(blasThreadsIdle);
            const Figures f = precision == 0 ? measure<float>(c) : measure<double>(c);
            all.push_back(f);
            if (!json) {
                std::printf("%6d %5d %3d %8s %10.2f %8.1f %10.1f %10.1f %5.0f%% %8.2f %5.0f%% "
                            "%8.2f %6.2f %9.1f %9.1f %7.2f %9.2f\n",
                            c.n, c.d, c.h, f.precision, f.medianMs, f.gflops, f.kernelGflops,
                            f.eigenGflops, 100.0 * f.ratio, f.productsMs, 100.0 * f.productsRatio,
                            f.composedMs, f.composedMs / f.medianMs, f.peakMiB, f.traceMiB,
                            f.peakMiB / f.traceMiB, f.traceStoreMs);
                std::fflush(stdout);
            }
        }
    }
    if (json) {
        std::printf("{\"isa\": \"%s\", \"cases\": [\n", ae::productIsaName(ae::productIsa()));
        for (size_t i = 0; i < all.size(); ++i) {
            const Figures& f = all[i];
            std::printf("  {\"n\": %d, \"d\": %d, \"h\": %d, \"precision\": \"%s\", "
                        "\"median_ms\": %.3f, \"gflops\": %.2f, \"kernel_gemm_gflops\": %.2f, "
                        "\"eigen_gemm_gflops\": %.2f, \"ratio\": %.3f, \"products_ms\": %.3f, "
                        "\"products_ratio\": %.3f, \"blas_composed_ms\": %.3f, "
                        "\"peak_mib\": %.1f, \"trace_mib\": %.1f, \"trace_store_ms\": %.3f}%s\n",
                        f.c.n, f.c.d, f.c.h, f.precision, f.medianMs, f.gflops, f.kernelGflops,
                        f.eigenGflops, f.ratio, f.productsMs, f.productsRatio, f.composedMs,
                        f.peakMiB, f.traceMiB, f.traceStoreMs, i + 1 < all.size() ? "," : "");
        }
        std::printf("]}\n");
    }
    return 0;
}
