// train-bench: issue 16's speed target. The reverse task (6 letters of 8),
// a 2-layer GPT-2-family model with 4 heads of width 32, batch 64, AdamW at
// 3e-3, trained until the held-out token accuracy reaches 99% (evaluated
// every --eval-every steps). Prints steps/s, the seconds to the target
// (training only, and with the evaluations) and the share of the passes'
// time in each part, forward and backward (target: ≤ 10 s on 2 cores).
//
// --scoring NAME trains with another scoring function (core/scoring.h) and
// names it in the summary.
//
//   train-bench [--max-steps N] [--eval-every N] [--seed S] [--threads T] [--scoring NAME]
//               [--no-timing]

#include "core/allocator_tuning.h"
#include "core/training/trainer.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>

using namespace ae;

int main(int argc, char** argv)
{
    ae::tuneAllocatorForRepeatedTraces(); // as the GUI does
    int maxSteps = 5000;
    int evalEvery = 25;
    TrainerSettings settings;
    settings.task.kind = TaskKind::Reverse;
    settings.task.length = 6;
    settings.task.alphabetSize = 8;
    settings.layers = 2;
    settings.heads = 4;
    settings.width = 32;
    settings.batchSize = 64;
    settings.optimizer.learningRate = 3e-3;
    bool timing = true;
    for (int i = 1; i < argc; ++i) {
        const bool hasValue = i + 1 < argc;
        if (!std::strcmp(argv[i], "--max-steps") && hasValue)
            maxSteps = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--eval-every") && hasValue)
            evalEvery = std::max(1, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--seed") && hasValue)
            settings.seed = std::uint64_t(std::atoll(argv[++i]));
        else if (!std::strcmp(argv[i], "--threads") && hasValue)
            settings.threads = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--scoring") && hasValue &&
                 scoringTypeFromName(argv[i + 1], &settings.scoring))
            ++i;
        else if (!std::strcmp(argv[i], "--no-timing"))
            timing = false;
        else {
            std::fprintf(stderr, "usage: train-bench [--max-steps N] [--eval-every N] [--seed S] "
                                 "[--threads T] [--scoring NAME] [--no-timing]\n");
            return 2;
        }
    }

    Trainer trainer(settings);
    trainer.setTimingEnabled(timing);
    using Clock = std::chrono::steady_clock;
    double trainingSeconds = 0, evaluationSeconds = 0;
    double accuracy = 0;
    int reachedAt = -1;
    while (trainer.stepsTaken() < maxSteps) {
        const auto start = Clock::now();
        trainer.train(evalEvery);
        const auto trained = Clock::now();
        const CurvePoint& point = trainer.recordCurvePoint();
        const auto evaluated = Clock::now();
        trainingSeconds += std::chrono::duration<double>(trained - start).count();
        evaluationSeconds += std::chrono::duration<double>(evaluated - trained).count();
        accuracy = point.heldOutAccuracy;
        std::printf("step %5d  train loss %.4f acc %.4f  held-out loss %.4f acc %.4f  (%.1f s)\n",
                    point.step, point.trainLoss, point.trainAccuracy, point.heldOutLoss,
                    point.heldOutAccuracy, trainingSeconds + evaluationSeconds);
        if (accuracy >= 0.99) {
            reachedAt = point.step;
            break;
        }
    }
    const int steps = trainer.stepsTaken();
    std::printf("\nreverse 6 of 8, 2 layers, 4 heads, width 32, batch 64, AdamW 3e-3, scoring %s "
                "(temperature %g), seed %llu, %d held-out examples\n",
                scoringTypeName(settings.scoring), trainingTemperature(settings.scoring),
                static_cast<unsigned long long>(settings.seed),
                int(trainer.task().heldOut().size()));
    std::printf("steps/s: %.1f (training only)\n", steps / trainingSeconds);
    if (reachedAt > 0)
        std::printf("held-out accuracy >= 99%% after %d steps: %.2f s training, %.2f s with "
                    "evaluations every %d steps (target <= 10 s)\n",
                    reachedAt, trainingSeconds, trainingSeconds + evaluationSeconds, evalEvery);
    else
        std::printf("held-out accuracy %.4f after %d steps: target not reached\n", accuracy, steps);
    if (timing) {
        const PassTiming& t = trainer.timing();
        double total = 0;
        for (int p = 0; p < PassTiming::PartCount; ++p)
            total += t.forward[std::size_t(p)] + t.backward[std::size_t(p)];
        std::printf("\nshare of the passes' time (summed over threads, %.2f s):\n", total);
        std::printf("  %-20s %9s %9s\n", "part", "forward", "backward");
        for (int p = 0; p < PassTiming::PartCount; ++p)
            std::printf("  %-20s %8.1f%% %8.1f%%\n", PassTiming::partName(p),
                        100 * t.forward[std::size_t(p)] / total,
                        100 * t.backward[std::size_t(p)] / total);
    }
    return reachedAt > 0 ? 0 : 1;
}
