// model-bench: a GPT-2-small-shaped model (12 layers, d = 768, 12 heads,
// vocabulary 50 257, 1024 positions; 124 M parameters) with random weights,
// run forward with every attention kept at 128 and 1024 tokens. Prints the
// seconds per pass (median of the runs) and the peak resident memory beside
// the weights and the trace, for issue 15's targets (≤ 0.5 s at 128 tokens,
// ≤ 5 s at 1024 on 2 cores; peak ≤ weights + trace + 20%).
//
// Each length runs twice over: as the Model tab runs it (logits of the last
// position only, what the next-token prediction needs) and with the logits
// of every position (n × 50 257, a quarter of the work at 1024 tokens), so
// the cost of the unembedding stays visible.
//
// `--isa baseline|avx2|avx512` forces the engine's product path
// (core/matrix_product.h; as AE_ISA does), so one machine shows both.
//
//   model-bench [--runs N] [--tokens 128,1024] [--isa NAME]

#include "core/allocator_tuning.h"
#include "core/matrix_product.h"
#include "core/transformer_forward.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <sys/resource.h>
#include <vector>

using namespace ae;

namespace {

double peakRssMiB()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_maxrss) / 1024.0; // KiB on Linux
}

Eigen::MatrixXf randomMatrix(std::mt19937& rng, int rows, int cols, float scale)
{
    std::normal_distribution<float> normal(0.0f, scale);
    Eigen::MatrixXf m(rows, cols);
    for (Eigen::Index i = 0; i < m.size(); ++i)
        m.data()[i] = normal(rng);
    return m;
}

TransformerWeights<float> gpt2Small()
{
    TransformerWeights<float> w;
    TransformerConfig& c = w.config;
    c.family = TransformerFamily::Gpt2;
    c.vocabularySize = 50257;
    c.maxPositions = 1024;
    c.width = 768;
    c.layers = 12;
    c.heads = 12;
    c.mlpWidth = 4 * 768;
    std::mt19937 rng(124);
    const auto row = [&](int n, float scale) {
        return Eigen::RowVectorXf(randomMatrix(rng, 1, n, scale));
    };
    const auto linear = [&](int out, int in) {
        return LinearWeights<float>{randomMatrix(rng, out, in, 0.02f), row(out, 0.01f)};
    };
    const auto norm = [&](int n) {
        return LayerNormWeights<float>{Eigen::RowVectorXf::Ones(n), row(n, 0.01f)};
    };
    w.tokenEmbedding = randomMatrix(rng, c.vocabularySize, c.width, 0.02f);
    w.positionEmbedding = randomMatrix(rng, c.maxPositions, c.width, 0.01f);
    w.finalNorm = norm(c.width);
    for (int l = 0; l < c.layers; ++l)
        w.blocks.push_back({norm(c.width),
                            norm(c.width),
                            linear(c.width, c.width),
                            linear(c.width, c.width),
                            linear(c.width, c.width),
                            linear(c.width, c.width),
                            linear(c.mlpWidth, c.width),
                            linear(c.width, c.mlpWidth),
                            {}});
    return w;
}

} // namespace

int main(int argc, char** argv)
{
    ae::tuneAllocatorForRepeatedTraces(); // as the GUI does
    int runs = 3;
    std::vector<int> lengths{128, 1024};
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--runs") == 0 && i + 1 < argc) {
            runs = std::max(1, std::atoi(argv[++i]));
        } else if (std::strcmp(argv[i], "--tokens") == 0 && i + 1 < argc) {
            lengths.clear();
            for (char* part = std::strtok(argv[++i], ","); part; part = std::strtok(nullptr, ","))
                lengths.push_back(std::atoi(part));
        } else if (std::strcmp(argv[i], "--isa") == 0 && i + 1 < argc) {
            ProductIsa isa = ProductIsa::Baseline;
            if (!productIsaFromName(argv[++i], &isa)) {
                std::fprintf(stderr, "model-bench: --isa takes baseline, avx2 or avx512\n");
                return 2;
            }
            setProductIsa(isa);
        } else {
            std::fprintf(stderr,
                         "usage: model-bench [--runs N] [--tokens 128,1024] [--isa NAME]\n");
            return 2;
        }
    }
    const double before = peakRssMiB();
    const TransformerWeights<float> weights = gpt2Small();
    const double weightsMiB = double(weights.parameterCount()) * sizeof(float) / (1024.0 * 1024.0);
    std::printf("GPT-2-small shape, random weights: %.1f M parameters (%.0f MiB), %d runs each, "
                "products on the %s path\n",
                double(weights.parameterCount()) / 1e6, weightsMiB, runs,
                productIsaName(productIsa()));
    std::mt19937 rng(7);
    for (int n : lengths) {
        std::vector<int> ids(static_cast<std::size_t>(n));
        for (int& id : ids)
            id = int(rng() % 50257u);
        for (const LogitRows logits : {LogitRows::Last, LogitRows::All}) {
            std::vector<double> seconds;
            std::uint64_t traceBytes = 0;
            for (int r = 0; r < runs; ++r) {
                const auto start = std::chrono::steady_clock::now();
                const TransformerTrace<float> trace =
                    runTransformer(weights, ids, {}, EngineLimits::defaults(), nullptr, logits);
                seconds.push_back(
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - start)
                        .count());
                traceBytes = trace.byteSize();
            }
            std::sort(seconds.begin(), seconds.end());
            const double traceMiB = double(traceBytes) / (1024.0 * 1024.0);
            std::printf("n = %4d, logits of %-14s median %.3f s (min %.3f, max %.3f); trace %.0f "
                        "MiB; peak RSS %.0f MiB (process before the model %.0f MiB) = %.2f × "
                        "(weights + trace)\n",
                        n, logits == LogitRows::Last ? "the last token:" : "every token:",
                        seconds[seconds.size() / 2], seconds.front(), seconds.back(), traceMiB,
                        peakRssMiB(), before, (peakRssMiB() - before) / (weightsMiB + traceMiB));
        }
    }
    return 0;
}
