#include "ui/stepthrough/stage_text.h"

#include "ui/document/scoring_text.h"
#include "ui/stepthrough/stage_content.h"

#include <cmath>

namespace ae {

namespace {

// A text of this file for the toggle's language. Every source passed here is
// marked QT_TRANSLATE_NOOP("ae::StageText", …) where it is written, so that
// lupdate puts it in the .ts under this context.
QString say(StepLanguage language, const char* source)
{
    return StepTranslator::translate(language, "ae::StageText", source);
}

QString number(double value)
{
    return QString::number(value, 'g', 4);
}

const AttentionConfig& configOf(const SpecRun& run)
{
    return run.prepared.config;
}

// A real model's layer (ModelDocument::layerRun): its projections add biases.
bool isModelLayer(const SpecRun& run)
{
    return !run.biases.isEmpty();
}

} // namespace

QString subscriptDigits(int value)
{
    const QString digits = QString::number(value);
    QString result;
    for (QChar c : digits)
        result += c == QLatin1Char('-') ? QChar(0x208B) : QChar(0x2080 + (c.unicode() - '0'));
    return result;
}

QString shapeText(Eigen::Index rows, Eigen::Index cols)
{
    return QStringLiteral("%1×%2").arg(rows).arg(cols);
}

QString StageText::title(int stage, StepLanguage language)
{
    switch (static_cast<StepStage>(stage)) {
    case StepStage::Tokens:
        return say(language, QT_TRANSLATE_NOOP("ae::StageText", "Tokens → embeddings X"));
    case StepStage::Positional:
        return say(language, QT_TRANSLATE_NOOP("ae::StageText", "Add the positional encoding P"));
    case StepStage::Projection:
        return say(language, QT_TRANSLATE_NOOP("ae::StageText", "Projections Q, K, V"));
    case StepStage::HeadSplit:
        return say(language, QT_TRANSLATE_NOOP("ae::StageText", "Split into heads"));
    case StepStage::Scores:
        return say(language, QT_TRANSLATE_NOOP("ae::StageText", "Attention scores"));
    case StepStage::Scaling:
        return say(language, QT_TRANSLATE_NOOP("ae::StageText", "Scaling"));
    case StepStage::Mask:
        return say(language, QT_TRANSLATE_NOOP("ae::StageText", "Mask"));
    case StepStage::Softmax:
        return say(language, QT_TRANSLATE_NOOP("ae::StageText", "Softmax, row by row"));
    case StepStage::WeightedSum:
        return say(language, QT_TRANSLATE_NOOP("ae::StageText", "Weighted sum A·V"));
    case StepStage::Concat:
        return say(language, QT_TRANSLATE_NOOP("ae::StageText", "Concatenate the heads"));
    case StepStage::Output:
        return say(language, QT_TRANSLATE_NOOP("ae::StageText", "Output projection → Y"));
    }
    return {};
}

QString StageText::formulaHtml(int stage, const SpecRun& run, StepLanguage language)
{
    const AttentionConfig& config = configOf(run);
    const AttentionShape& shape = run.trace.shape;
    const float tau = config.scoring.temperature;
    const QString tauText = tau != 1.0f ? QStringLiteral(" / τ") : QString();
    switch (static_cast<StepStage>(stage)) {
    case StepStage::Tokens:
        return QStringLiteral("X = Embed(tokens) ∈ ℝ<sup>n×d</sup>, &nbsp; n = %1, d = %2")
            .arg(shape.n)
            .arg(shape.d);
    case StepStage::Positional:
        return QStringLiteral(
                   "X ← X + P, &nbsp; P<sub>i,2j</sub> = sin(i / b<sup>2j/d</sup>), "
                   "&nbsp; P<sub>i,2j+1</sub> = cos(i / b<sup>2j/d</sup>), &nbsp; b = %1")
            .arg(QString::number(config.positionalEncoding.base, 'g', 12));
    case StepStage::Projection:
        if (isModelLayer(run))
            return QStringLiteral("Q = X W<sub>q</sub><sup>T</sup> + b<sub>q</sub>, &nbsp; "
                                  "K = X W<sub>k</sub><sup>T</sup> + b<sub>k</sub>, &nbsp; "
                                  "V = X W<sub>v</sub><sup>T</sup> + b<sub>v</sub>");
        return QStringLiteral("Q = X W<sub>q</sub><sup>T</sup>, &nbsp; K = X<sub>k</sub> "
                              "W<sub>k</sub><sup>T</sup>, &nbsp; V = X<sub>v</sub> "
                              "W<sub>v</sub><sup>T</sup>");
    case StepStage::HeadSplit:
        return QStringLiteral("Q<sub>h</sub> = Q[:, (h−1)p : hp], &nbsp; p = d<sub>model</sub> / "
                              "h = %1 / %2 = %3")
            .arg(shape.p * shape.heads)
            .arg(shape.heads)
            .arg(shape.p);
    case StepStage::Scores:
        return scoringStepFormulaHtml(config.scoring.type);
    case StepStage::Scaling:
        if (config.scoring.type == ScoringType::ScaledDotProduct)
            return QStringLiteral("S<sub>h</sub> ← S<sub>h</sub> / √p%1, &nbsp; √p = √%2 = %3")
                       .arg(tauText)
                       .arg(shape.p)
                       .arg(number(std::sqrt(double(shape.p)))) +
                   (tau != 1.0f ? QStringLiteral(", τ = %1").arg(number(tau)) : QString());
        if (tau != 1.0f)
            return QStringLiteral("S<sub>h</sub> ← S<sub>h</sub> / τ, &nbsp; τ = %1")
                .arg(number(tau));
        return say(language, QT_TRANSLATE_NOOP(
                                 "ae::StageText",
                                 "S<sub>h</sub> ← S<sub>h</sub> &nbsp; (factor 1: no scaling)"));
    case StepStage::Mask:
        return QStringLiteral("s<sub>ij</sub> ← −∞ &nbsp; %1 M<sub>ij</sub> = 0")
            .arg(say(language, QT_TRANSLATE_NOOP("ae::StageText", "where")));
    case StepStage::Softmax:
        return QStringLiteral(
            "a<sub>ij</sub> = exp(s<sub>ij</sub> − max<sub>k</sub> s<sub>ik</sub>) "
            "/ Σ<sub>k</sub> exp(s<sub>ik</sub> − max<sub>k</sub> s<sub>ik</sub>)");
    case StepStage::WeightedSum:
        return QStringLiteral(
            "O<sub>h</sub> = A<sub>h</sub> V<sub>h</sub>, &nbsp; o<sub>ic</sub> = "
            "Σ<sub>j</sub> a<sub>ij</sub> v<sub>jc</sub>");
    case StepStage::Concat:
        return QStringLiteral("C = [O<sub>1</sub>, …, O<sub>%1</sub>] ∈ ℝ<sup>n×%2</sup>")
            .arg(shape.heads)
            .arg(shape.modelDim);
    case StepStage::Output:
        return QStringLiteral("Y = C W<sub>o</sub><sup>T</sup>%1 ∈ ℝ<sup>n×%2</sup>")
            .arg(isModelLayer(run) ? QStringLiteral(" + b<sub>o</sub>") : QString())
            .arg(shape.outputDim);
    }
    return {};
}

QString StageText::explanation(int stage, const SpecRun& run, StepLanguage language)
{
    const AttentionConfig& config = configOf(run);
    switch (static_cast<StepStage>(stage)) {
    case StepStage::Tokens:
        return say(language, QT_TRANSLATE_NOOP("ae::StageText",
                                               "The sentence is split into tokens (Chinese text "
                                               "character by character) and each token is looked "
                                               "up as a d-dimensional vector. Stacked in order "
                                               "they form the matrix X: one row per token, one "
                                               "column per feature. Nothing in X says where a "
                                               "token stands yet."));
    case StepStage::Positional:
        return say(language, QT_TRANSLATE_NOOP("ae::StageText",
                                               "Attention by itself ignores order: shuffle the "
                                               "tokens and the outputs are only shuffled. So a "
                                               "positional encoding P is added to X (added, not "
                                               "multiplied). Each pair of columns of P is a sine "
                                               "and a cosine of a different frequency, so a fixed "
                                               "linear map moves any position to a relative one."));
    case StepStage::Projection:
        return say(language, QT_TRANSLATE_NOOP("ae::StageText",
                                               "The same input is projected by three learned "
                                               "matrices into queries Q, keys K and values V. W "
                                               "is stored as torch.nn.Linear does (out×in), hence "
                                               "the product with Wᵀ. A query asks, a key is "
                                               "compared with the queries, and a value is what "
                                               "gets mixed into the output."));
    case StepStage::HeadSplit:
        return say(language, QT_TRANSLATE_NOOP("ae::StageText",
                                               "Multi-head attention does not project again: the "
                                               "columns of Q, K and V are cut into h blocks of "
                                               "width p, and head h uses only its own block. Each "
                                               "head attends in its own subspace, for the same "
                                               "total cost as one wide head."));
    case StepStage::Scores:
        return scoringStepExplanation(config.scoring.type, StepTranslator::translator(language));
    case StepStage::Scaling:
        if (config.scoring.type == ScoringType::ScaledDotProduct)
            return say(language, QT_TRANSLATE_NOOP("ae::StageText",
                                                   "If the components of q and k are independent "
                                                   "with mean 0 and variance 1, their dot product "
                                                   "has variance p. Dividing by √p brings it back "
                                                   "to 1, so the softmax does not saturate and its "
                                                   "gradients do not vanish. The factor is 1/√p, "
                                                   "not 1."));
        return say(language, QT_TRANSLATE_NOOP("ae::StageText",
                                               "This scoring function is not divided by √p; the "
                                               "scores are divided only by the temperature τ when "
                                               "it is not 1. A larger τ flattens the "
                                               "distribution, a smaller one sharpens it."));
    case StepStage::Mask:
        return say(language, QT_TRANSLATE_NOOP("ae::StageText",
                                               "Masked pairs (padding tokens, future tokens under "
                                               "a causal mask, keys outside the window) get the "
                                               "score −∞, so after the softmax their weight is "
                                               "exactly 0. They are drawn grey and hatched."));
    case StepStage::Softmax:
        return say(language, QT_TRANSLATE_NOOP("ae::StageText",
                                               "Each row gets its own softmax: subtract the row's "
                                               "maximum (for numerical stability; the result is "
                                               "the same), exponentiate, divide by the row's sum. "
                                               "Every row becomes a probability distribution that "
                                               "sums to 1. Click a weight to see the row's "
                                               "exponentials and their sum."));
    case StepStage::WeightedSum:
        return say(language, QT_TRANSLATE_NOOP("ae::StageText",
                                               "Each query's output is the average of all value "
                                               "vectors weighted by its attention weights: keys "
                                               "with a large weight contribute most. Click an "
                                               "output value to see the weighted sum term by "
                                               "term."));
    case StepStage::Concat:
        return say(language, QT_TRANSLATE_NOOP("ae::StageText",
                                               "The heads' outputs are placed side by side, column "
                                               "block after column block, back to the width h·p. "
                                               "The heads have not exchanged anything yet."));
    case StepStage::Output:
        return say(language, QT_TRANSLATE_NOOP("ae::StageText",
                                               "Finally the output matrix Wₒᵀ mixes the heads' "
                                               "results into the layer's output Y: one row per "
                                               "token, each now carrying information from the "
                                               "tokens it attended to."));
    }
    return {};
}

QString StageText::note(int stage, const SpecRun& run, StepLanguage language)
{
    const AttentionConfig& config = configOf(run);
    const AttentionShape& shape = run.trace.shape;
    const bool rotary = config.positionalEncoding.type == PositionalEncodingConfig::Type::Rotary;
    if (isModelLayer(run)) {
        switch (static_cast<StepStage>(stage)) {
        case StepStage::Tokens:
            return say(language,
                       QT_TRANSLATE_NOOP("ae::StageText",
                                         "A layer of a loaded model: X is what this layer's "
                                         "attention reads, not an embedding. GPT-2: the hidden "
                                         "states after the layer's LayerNorm (ln_1); BERT: the "
                                         "output of the layer below (or of the embeddings)."));
        case StepStage::Positional:
            return say(language, QT_TRANSLATE_NOOP("ae::StageText",
                                                   "The model's learned positions were added to "
                                                   "its embeddings before the first layer, so "
                                                   "nothing is added here: X + P is X."));
        case StepStage::Projection:
            return say(language,
                       QT_TRANSLATE_NOOP("ae::StageText",
                                         "Each projection of the model adds a bias (GPT-2's "
                                         "c_attn, BERT's query, key and value biases): a cell "
                                         "is x·W[c,:] + b[c]. Click one to see the sum and the "
                                         "bias."));
        case StepStage::Mask:
            return config.mask.causal
                       ? say(language, QT_TRANSLATE_NOOP("ae::StageText",
                                                         "GPT-2 is causal: a token sees only "
                                                         "itself and the tokens before it."))
                       : say(language, QT_TRANSLATE_NOOP("ae::StageText",
                                                         "BERT attends both ways, and one text "
                                                         "has no padding: nothing is masked."));
        case StepStage::Output:
            return say(language,
                       QT_TRANSLATE_NOOP("ae::StageText",
                                         "The output projection adds its bias b_o too (GPT-2's "
                                         "c_proj, BERT's attention output dense). Y is the "
                                         "layer's attention before the residual connection."));
        default:
            break;
        }
    }
    switch (static_cast<StepStage>(stage)) {
    case StepStage::Positional:
        if (rotary)
            return say(language, QT_TRANSLATE_NOOP("ae::StageText",
                                                   "This run uses rotary positions: X is "
                                                   "unchanged here; the positions rotate each "
                                                   "head's q and k after the split."));
        if (!shape.sinusoidal)
            return say(language,
                       QT_TRANSLATE_NOOP("ae::StageText", "No sinusoidal encoding in "
                                                          "this run: X + P is X itself."));
        return {};
    case StepStage::Projection:
        if (config.weights.Wq.size() == 0 && config.weights.Wk.size() == 0 &&
            config.weights.Wv.size() == 0)
            return say(language, QT_TRANSLATE_NOOP("ae::StageText",
                                                   "No projection (identity): Q = K = V = X, "
                                                   "plain attention pooling."));
        return {};
    case StepStage::HeadSplit:
        if (rotary)
            return say(language, QT_TRANSLATE_NOOP("ae::StageText",
                                                   "Rotary positions: each head's q and k shown "
                                                   "on the right are already rotated by "
                                                   "position."));
        if (shape.heads == 1)
            return say(language,
                       QT_TRANSLATE_NOOP("ae::StageText",
                                         "A single head: the whole matrix is its block."));
        return {};
    case StepStage::Mask:
        if (config.mask.isEmpty())
            return say(language,
                       QT_TRANSLATE_NOOP("ae::StageText", "No mask in this run: the scores pass "
                                                          "unchanged."));
        return {};
    case StepStage::Softmax:
        if (shape.dropout)
            return say(language,
                       QT_TRANSLATE_NOOP("ae::StageText", "Training mode: dropout (p = %1) on the "
                                                          "weights; kept weights are scaled by "
                                                          "1/(1−p)."))
                .arg(number(config.dropout.value_or(0.0f)));
        return {};
    case StepStage::Output:
        if (config.weights.Wo.size() == 0)
            return say(language, QT_TRANSLATE_NOOP("ae::StageText",
                                                   "No output projection: Y is the concatenation "
                                                   "C."));
        return {};
    default:
        return {};
    }
}

QString StageText::inputsHeading(StepLanguage language)
{
    return say(language, QT_TRANSLATE_NOOP("ae::StageText", "Inputs"));
}

QString StageText::outputsHeading(StepLanguage language)
{
    return say(language, QT_TRANSLATE_NOOP("ae::StageText", "Outputs"));
}

QString StageText::noProjection(const QString& weightName, StepLanguage language)
{
    return say(language, QT_TRANSLATE_NOOP("ae::StageText", "%1: no projection (identity)"))
        .arg(weightName);
}

QString StageText::provenanceHint(StepLanguage language)
{
    return say(language, QT_TRANSLATE_NOOP("ae::StageText",
                                           "Click an output cell to see where its value comes "
                                           "from."));
}

QString StageText::nothingToShow(StepLanguage language)
{
    return say(language, QT_TRANSLATE_NOOP("ae::StageText",
                                           "Nothing to step through yet: type a sentence or open "
                                           "an example."));
}

} // namespace ae
