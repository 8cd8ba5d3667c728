#include "ui/stepthrough/stage_text.h"

#include "ui/stepthrough/stage_content.h"

#include <cmath>

namespace ae {

namespace {

bool chinese(StepLanguage language)
{
    return language == StepLanguage::Chinese;
}

QString number(double value)
{
    return QString::number(value, 'g', 4);
}

const AttentionConfig& configOf(const SpecRun& run)
{
    return run.prepared.config;
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
    const bool zh = chinese(language);
    switch (static_cast<StepStage>(stage)) {
    case StepStage::Tokens:
        return zh ? QStringLiteral("词元 → 嵌入 X") : english("Tokens → embeddings X");
    case StepStage::Positional:
        return zh ? QStringLiteral("加上位置编码 P") : english("Add the positional encoding P");
    case StepStage::Projection:
        return zh ? QStringLiteral("投影：Q、K、V") : english("Projections Q, K, V");
    case StepStage::HeadSplit:
        return zh ? QStringLiteral("拆分为多个头") : english("Split into heads");
    case StepStage::Scores:
        return zh ? QStringLiteral("注意力得分") : english("Attention scores");
    case StepStage::Scaling:
        return zh ? QStringLiteral("缩放") : english("Scaling");
    case StepStage::Mask:
        return zh ? QStringLiteral("掩码") : english("Mask");
    case StepStage::Softmax:
        return zh ? QStringLiteral("逐行 softmax") : english("Softmax, row by row");
    case StepStage::WeightedSum:
        return zh ? QStringLiteral("加权求和：A·V") : english("Weighted sum A·V");
    case StepStage::Concat:
        return zh ? QStringLiteral("拼接各个头") : english("Concatenate the heads");
    case StepStage::Output:
        return zh ? QStringLiteral("输出投影 → Y") : english("Output projection → Y");
    }
    return {};
}

QString StageText::formulaHtml(int stage, const SpecRun& run, StepLanguage language)
{
    const bool zh = chinese(language);
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
        switch (config.scoring.type) {
        case ScoringType::ScaledDotProduct:
        case ScoringType::DotProduct:
            return QStringLiteral("S<sub>h</sub> = Q<sub>h</sub> K<sub>h</sub><sup>T</sup>, "
                                  "&nbsp; s<sub>ij</sub> = q<sub>i</sub> · k<sub>j</sub> = "
                                  "Σ<sub>c</sub> q<sub>ic</sub> k<sub>jc</sub>");
        case ScoringType::Additive:
            return QStringLiteral("s<sub>ij</sub> = w<sub>v</sub><sup>T</sup> tanh(W<sub>q</sub> "
                                  "q<sub>i</sub> + W<sub>k</sub> k<sub>j</sub>)");
        case ScoringType::General:
            return QStringLiteral("s<sub>ij</sub> = q<sub>i</sub><sup>T</sup> W k<sub>j</sub>");
        case ScoringType::Cosine:
            return QStringLiteral("s<sub>ij</sub> = q<sub>i</sub> · k<sub>j</sub> / "
                                  "(‖q<sub>i</sub>‖ ‖k<sub>j</sub>‖)");
        }
        return {};
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
        return zh ? QStringLiteral("S<sub>h</sub> ← S<sub>h</sub> &nbsp;（因子为 1，不缩放）")
                  : english("S<sub>h</sub> ← S<sub>h</sub> &nbsp; (factor 1: no scaling)");
    case StepStage::Mask:
        return QStringLiteral("s<sub>ij</sub> ← −∞ &nbsp; %1 M<sub>ij</sub> = 0")
            .arg(zh ? QStringLiteral("当") : english("where"));
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
        return QStringLiteral("Y = C W<sub>o</sub><sup>T</sup> ∈ ℝ<sup>n×%1</sup>")
            .arg(shape.outputDim);
    }
    return {};
}

QString StageText::explanation(int stage, const SpecRun& run, StepLanguage language)
{
    const bool zh = chinese(language);
    const AttentionConfig& config = configOf(run);
    switch (static_cast<StepStage>(stage)) {
    case StepStage::Tokens:
        return zh ? QStringLiteral("句子先被切分成词元（中文按字切分），每个词元查表得到一个 d "
                                   "维向量。把这些向量按顺序叠成矩阵 X：每一行是一个词元，每一列是"
                                   "一个特征。此时 X 里还没有任何关于位置的信息。")
                  : english(
                        "The sentence is split into tokens (Chinese text character by character) "
                        "and each token is looked up as a d-dimensional vector. Stacked in order "
                        "they form the matrix X: one row per token, one column per feature. "
                        "Nothing "
                        "in X says where a token stands yet.");
    case StepStage::Positional:
        return zh ? QStringLiteral("注意力本身不区分顺序：打乱词元，输出只是跟着打乱。因此把位置"
                                   "编码 P 加到 X 上（是相加，不是相乘）。P 的每一对列是不同频率的"
                                   "正弦和余弦，所以相对位置可以通过一个固定的线性变换表示。")
                  : english(
                        "Attention by itself ignores order: shuffle the tokens and the outputs are "
                        "only shuffled. So a positional encoding P is added to X (added, not "
                        "multiplied). Each pair of columns of P is a sine and a cosine of a "
                        "different "
                        "frequency, so a fixed linear map moves any position to a relative one.");
    case StepStage::Projection:
        return zh ? QStringLiteral("同一个输入通过三个学得的矩阵分别投影为查询 Q、键 K 和值 V。"
                                   "W 采用 torch.nn.Linear 的布局（输出×输入），所以是乘以 "
                                   "Wᵀ。查询用来“提问”，键用来和查询比对，值是最终被加权求和的"
                                   "内容。")
                  : english(
                        "The same input is projected by three learned matrices into queries Q, "
                        "keys "
                        "K and values V. W is stored as torch.nn.Linear does (out×in), hence the "
                        "product with Wᵀ. A query asks, a key is compared with the queries, and a "
                        "value is what gets mixed into the output.");
    case StepStage::HeadSplit:
        return zh ? QStringLiteral("多头注意力不再计算新的投影：Q、K、V 的列被切成 h 个宽度为 p "
                                   "的块，第 h 个头只使用自己的那一块。各个头在不同的子空间里独立"
                                   "地计算注意力，总计算量与单个宽头相同。")
                  : english(
                        "Multi-head attention does not project again: the columns of Q, K and V "
                        "are "
                        "cut into h blocks of width p, and head h uses only its own block. Each "
                        "head "
                        "attends in its own subspace, for the same total cost as one wide head.");
    case StepStage::Scores:
        switch (config.scoring.type) {
        case ScoringType::ScaledDotProduct:
        case ScoringType::DotProduct:
            return zh ? QStringLiteral("每个查询与每个键做点积：逐元素相乘再求和。方向越一致，得分"
                                       "越大。第 i 行第 j 列的得分表示第 i 个查询对第 j 个键的"
                                       "“兴趣”。点击一个得分可以看到这两个向量和每一项乘积。")
                      : english(
                            "Every query is compared with every key by a dot product: multiply "
                            "element by element and add up. The more the two point the same way, "
                            "the larger the score; row i, column j is how much query i is "
                            "interested in key j. Click a score to see the two vectors and each "
                            "product.");
        case ScoringType::Additive:
            return zh ? QStringLiteral(
                            "加性注意力（Bahdanau）用一个小的前馈层计算得分：把 W_q q 和 "
                            "W_k k 相加，经过 tanh，再与 w_v 做内积。查询和键的宽度"
                            "可以不同。")
                      : english(
                            "Additive (Bahdanau) attention scores with a small feed-forward layer: "
                            "W_q q and W_k k are added, passed through tanh, and reduced by w_v. "
                            "Queries and keys may have different widths.");
        case ScoringType::General:
            return zh ? QStringLiteral("一般形式（Luong）在查询和键之间插入一个可学习的矩阵 W："
                                       "得分为 qᵀ W k。")
                      : english(
                            "The general (Luong) form puts a learned matrix W between query and "
                            "key: the score is qᵀ W k.");
        case ScoringType::Cosine:
            return zh ? QStringLiteral("余弦相似度只比较方向：点积除以两个向量长度的乘积，结果在 "
                                       "−1 到 1 之间。")
                      : english("Cosine similarity compares directions only: the dot product "
                                "divided by "
                                "both lengths, so every score lies between −1 and 1.");
        }
        return {};
    case StepStage::Scaling:
        if (config.scoring.type == ScoringType::ScaledDotProduct)
            return zh ? QStringLiteral("若 q 和 k 的各分量独立、均值 0、方差 1，点积的方差是 p。"
                                       "除以 √p 让得分的方差回到 1，softmax 不会过早饱和，梯度"
                                       "也不会消失。缩放因子是 1/√p，而不是 1。")
                      : english(
                            "If the components of q and k are independent with mean 0 and variance "
                            "1, their dot product has variance p. Dividing by √p brings it back to "
                            "1, so the softmax does not saturate and its gradients do not vanish. "
                            "The factor is 1/√p, not 1.");
        return zh ? QStringLiteral("这个评分函数本身不除以 √p；只有温度 τ 不为 1 时得分才除以 τ。"
                                   "τ 越大分布越平，τ 越小分布越尖。")
                  : english(
                        "This scoring function is not divided by √p; the scores are divided only "
                        "by the temperature τ when it is not 1. A larger τ flattens the "
                        "distribution, a smaller one sharpens it.");
    case StepStage::Mask:
        return zh ? QStringLiteral(
                        "被掩码的位置（填充的词元、因果掩码中的未来词元、窗口之外的词元）"
                        "的得分被设为 −∞，这样 softmax 之后它们的权重恰好为 0。图中用"
                        "灰色斜线表示。")
                  : english("Masked pairs (padding tokens, future tokens under a causal mask, keys "
                            "outside the window) get the score −∞, so after the softmax their "
                            "weight is "
                            "exactly 0. They are drawn grey and hatched.");
    case StepStage::Softmax:
        return zh ? QStringLiteral("每一行单独做 softmax：先减去该行最大值（数值稳定，结果不变），"
                                   "取指数，再除以该行的和。于是每行都是一个概率分布，和为 1。"
                                   "点击一个权重可以看到该行的指数值和它们的和。")
                  : english(
                        "Each row gets its own softmax: subtract the row's maximum (for numerical "
                        "stability; the result is the same), exponentiate, divide by the row's "
                        "sum. "
                        "Every row becomes a probability distribution that sums to 1. Click a "
                        "weight to see the row's exponentials and their sum.");
    case StepStage::WeightedSum:
        return zh ? QStringLiteral("每个查询的输出是所有值向量的加权平均，权重就是上一步得到的"
                                   "注意力权重。权重大的键贡献大。点击输出中的一个数可以逐项看到"
                                   "这个加权和。")
                  : english(
                        "Each query's output is the average of all value vectors weighted by its "
                        "attention weights: keys with a large weight contribute most. Click an "
                        "output value to see the weighted sum term by term.");
    case StepStage::Concat:
        return zh ? QStringLiteral("把各个头的输出按列并排拼接起来，宽度回到 h·p。拼接时头与头"
                                   "之间还没有交流。")
                  : english(
                        "The heads' outputs are placed side by side, column block after column "
                        "block, back to the width h·p. The heads have not exchanged anything yet.");
    case StepStage::Output:
        return zh ? QStringLiteral("最后乘以输出矩阵 W_oᵀ，把各个头的结果混合起来，得到这一层的"
                                   "输出 Y：每个词元一行，已经融合了它所关注的其他词元的信息。")
                  : english(
                        "Finally the output matrix W_oᵀ mixes the heads' results into the layer's "
                        "output Y: one row per token, each now carrying information from the "
                        "tokens it attended to.");
    }
    return {};
}

QString StageText::note(int stage, const SpecRun& run, StepLanguage language)
{
    const bool zh = chinese(language);
    const AttentionConfig& config = configOf(run);
    const AttentionShape& shape = run.trace.shape;
    const bool rotary = config.positionalEncoding.type == PositionalEncodingConfig::Type::Rotary;
    switch (static_cast<StepStage>(stage)) {
    case StepStage::Positional:
        if (rotary)
            return zh ? QStringLiteral(
                            "本次使用旋转位置编码（RoPE）：X 不变，位置在拆分为多头后作用于"
                            "每个头的 q 和 k。")
                      : english(
                            "This run uses rotary positions: X is unchanged here; the positions "
                            "rotate each head's q and k after the split.");
        if (!shape.sinusoidal)
            return zh ? QStringLiteral("本次没有正弦位置编码：X + P 就是 X。")
                      : english("No sinusoidal encoding in this run: X + P is X itself.");
        return {};
    case StepStage::Projection:
        if (config.weights.Wq.size() == 0 && config.weights.Wk.size() == 0 &&
            config.weights.Wv.size() == 0)
            return zh ? QStringLiteral(
                            "没有投影（恒等映射）：Q = K = V = X，这就是普通的注意力汇聚。")
                      : english(
                            "No projection (identity): Q = K = V = X, plain attention pooling.");
        return {};
    case StepStage::HeadSplit:
        if (rotary)
            return zh ? QStringLiteral(
                            "旋转位置编码：每个头的 q、k 已按位置旋转（右侧即旋转后的值）。")
                      : english(
                            "Rotary positions: each head's q and k shown on the right are already "
                            "rotated by position.");
        if (shape.heads == 1)
            return zh ? QStringLiteral("只有一个头：整块就是这个头。")
                      : english("A single head: the whole matrix is its block.");
        return {};
    case StepStage::Mask:
        if (config.mask.isEmpty())
            return zh ? QStringLiteral("本次没有掩码：得分保持不变。")
                      : english("No mask in this run: the scores pass unchanged.");
        return {};
    case StepStage::Softmax:
        if (shape.dropout)
            return zh ? QStringLiteral(
                            "训练模式：对权重做 dropout（p = %1），保留的权重乘以 1/(1−p)。")
                            .arg(number(config.dropout.value_or(0.0f)))
                      : english("Training mode: dropout (p = %1) on the weights; kept weights are "
                                "scaled by 1/(1−p).")
                            .arg(number(config.dropout.value_or(0.0f)));
        return {};
    case StepStage::Output:
        if (config.weights.Wo.size() == 0)
            return zh ? QStringLiteral("没有输出投影：Y 就是拼接结果 C。")
                      : english("No output projection: Y is the concatenation C.");
        return {};
    default:
        return {};
    }
}

QString StageText::inputsHeading(StepLanguage language)
{
    return chinese(language) ? QStringLiteral("输入") : english("Inputs");
}

QString StageText::outputsHeading(StepLanguage language)
{
    return chinese(language) ? QStringLiteral("输出") : english("Outputs");
}

QString StageText::noProjection(const QString& weightName, StepLanguage language)
{
    return chinese(language) ? QStringLiteral("%1：没有投影（恒等）").arg(weightName)
                             : english("%1: no projection (identity)").arg(weightName);
}

} // namespace ae
