#include "core/io/spec_widths.h"

#include "core/random.h"
#include "core/tokenizer.h"

#include <string_view>
#include <unordered_set>

namespace ae {

namespace {

// The one-hot vocabulary's size as prepareSpec builds it, from the tokens
// alone: the distinct tokens of every non-empty line of the text and the key
// text (padding embeds as zeros and is not a word of the vocabulary).
int oneHotVocabularySize(const Spec& spec)
{
    std::unordered_set<std::string> vocabulary;
    const auto addLines = [&](const std::string& text) {
        std::size_t start = 0;
        while (start <= text.size()) {
            std::size_t end = text.find('\n', start);
            if (end == std::string::npos)
                end = text.size();
            for (std::string& token : tokenize(std::string_view(text).substr(start, end - start)))
                vocabulary.insert(std::move(token));
            start = end + 1;
        }
    };
    if (spec.text)
        addLines(*spec.text);
    if (spec.keyText)
        addLines(*spec.keyText);
    return static_cast<int>(vocabulary.size());
}

} // namespace

bool SpecWidths::divisible() const
{
    return heads > 0 && projectedWidth > 0 && projectedWidth % heads == 0 &&
           projectedKeyWidth % heads == 0;
}

int SpecWidths::headWidth() const
{
    return divisible() ? projectedWidth / heads : 0;
}

int SpecWidths::headKeyWidth() const
{
    return divisible() ? projectedKeyWidth / heads : 0;
}

ProjectionKind projectionKind(const Spec& spec)
{
    if (spec.randomWeights)
        return ProjectionKind::Random;
    const ProjectionWeights& w = spec.config.weights;
    if (w.Wq.size() > 0 || w.Wk.size() > 0 || w.Wv.size() > 0 || w.Wo.size() > 0)
        return ProjectionKind::Explicit;
    return ProjectionKind::Identity;
}

SpecWidths SpecWidths::of(const Spec& spec)
{
    SpecWidths widths;
    widths.heads = spec.config.numHeads;
    if (!spec.inputs.inputs.empty()) {
        widths.queryWidth = static_cast<int>(spec.inputs.inputs.front().cols());
        widths.keyWidth = spec.inputs.keyInputs.empty()
                              ? widths.queryWidth
                              : static_cast<int>(spec.inputs.keyInputs.front().cols());
    } else if (spec.embedding.type == EmbeddingConfig::Type::Hashed) {
        widths.queryWidth = widths.keyWidth = spec.embedding.dim;
    } else {
        widths.queryWidth = widths.keyWidth = oneHotVocabularySize(spec);
    }

    switch (projectionKind(spec)) {
    case ProjectionKind::Random:
        widths.projectedWidth = widths.projectedKeyWidth =
            spec.modelDim > 0 ? spec.modelDim : widths.queryWidth;
        break;
    case ProjectionKind::Explicit: {
        const ProjectionWeights& w = spec.config.weights;
        widths.projectedWidth = w.Wq.size() > 0 ? static_cast<int>(w.Wq.rows()) : widths.queryWidth;
        widths.projectedKeyWidth =
            w.Wk.size() > 0 ? static_cast<int>(w.Wk.rows()) : widths.keyWidth;
        break;
    }
    case ProjectionKind::Identity:
        widths.projectedWidth = widths.queryWidth;
        widths.projectedKeyWidth = widths.keyWidth;
        break;
    }
    return widths;
}

void fitScoringWeights(Spec& spec, int additiveHidden, bool redraw)
{
    ScoringConfig& scoring = spec.config.scoring;
    const SpecWidths widths = SpecWidths::of(spec);
    const int p = widths.headWidth();
    const int pk = widths.headKeyWidth();
    // A different stream than the projections (which start from the seed
    // itself), so scoring weights are not copies of W_q's first entries.
    const std::uint64_t scoringSeed = spec.config.seed ^ 0x5c0b1e5eedULL;

    if (scoring.type != ScoringType::Additive) {
        scoring.additiveWq.resize(0, 0);
        scoring.additiveWk.resize(0, 0);
        scoring.additiveWv.resize(0);
    }
    if (scoring.type != ScoringType::General)
        scoring.generalW.resize(0, 0);
    if (p <= 0 || pk <= 0)
        return;

    if (scoring.type == ScoringType::Additive) {
        const int currentHidden = static_cast<int>(scoring.additiveWq.rows());
        const int hidden = additiveHidden > 0
                               ? additiveHidden
                               : (currentHidden > 0 ? currentHidden : kDefaultAdditiveHidden);
        const bool fits = scoring.additiveWq.rows() == hidden && scoring.additiveWq.cols() == p &&
                          scoring.additiveWk.rows() == hidden && scoring.additiveWk.cols() == pk &&
                          scoring.additiveWv.size() == hidden;
        if (fits && !redraw)
            return;
        SeededRandom random(scoringSeed);
        scoring.additiveWq = xavierUniform(hidden, p, random);
        scoring.additiveWk = xavierUniform(hidden, pk, random);
        const Matrix wv = xavierUniform(1, hidden, random);
        scoring.additiveWv = wv.row(0).transpose();
    } else if (scoring.type == ScoringType::General) {
        const bool fits = scoring.generalW.rows() == p && scoring.generalW.cols() == pk;
        if (fits && !redraw)
            return;
        SeededRandom random(scoringSeed);
        scoring.generalW = xavierUniform(p, pk, random);
    }
}

} // namespace ae
