#include "ui/stepthrough/stage_content_builder.h"

#include <algorithm>
#include <cmath>

namespace ae {

namespace {

// A text of this file for the toggle's language. Every source passed here is
// marked QT_TRANSLATE_NOOP("ae::StageContentBuilder", …) where it is written,
// so that lupdate puts it in the .ts under this context.
QString say(StepLanguage language, const char* source)
{
    return StepTranslator::translate(language, "ae::StageContentBuilder", source);
}

// Axis words follow the view's language like the explanations do.
class AxisWords
{
public:
    explicit AxisWords(StepLanguage language) : m_language(language) {}
    QString tokens() const
    {
        return say(m_language, QT_TRANSLATE_NOOP("ae::StageContentBuilder", "tokens"));
    }
    QString queries() const
    {
        return say(m_language, QT_TRANSLATE_NOOP("ae::StageContentBuilder", "queries"));
    }
    QString keys() const
    {
        return say(m_language, QT_TRANSLATE_NOOP("ae::StageContentBuilder", "keys"));
    }
    QString features() const
    {
        return say(m_language, QT_TRANSLATE_NOOP("ae::StageContentBuilder", "features"));
    }
    QString outFeatures() const
    {
        return say(m_language, QT_TRANSLATE_NOOP("ae::StageContentBuilder", "output feature"));
    }
    QString inFeatures() const
    {
        return say(m_language, QT_TRANSLATE_NOOP("ae::StageContentBuilder", "input feature"));
    }
    QString hidden() const
    {
        return say(m_language, QT_TRANSLATE_NOOP("ae::StageContentBuilder", "hidden unit"));
    }

private:
    StepLanguage m_language;
};

// "Q₂  6×16" and "Q<sub>2</sub>  6×16"; `sub` may be empty.
void setCaption(StagePanel& panel, const QString& name, const QString& sub, const QString& subPlain)
{
    const QString shape = shapeText(panel.values.rows(), panel.values.cols());
    panel.caption = name + subPlain + QStringLiteral("  ") + shape;
    panel.captionHtml = name +
                        (sub.isEmpty() ? QString() : QStringLiteral("<sub>%1</sub>").arg(sub)) +
                        QStringLiteral("&nbsp;&nbsp;") + shape;
}

StagePanel makePanel(const QString& name, const QString& sub, const QString& subPlain,
                     const MatrixRef& values, const QStringList& rowLabels, const QString& rowAxis,
                     const QStringList& columnLabels, const QString& columnAxis, PanelRows rows)
{
    StagePanel panel;
    panel.values = values;
    panel.rowLabels = rowLabels;
    panel.columnLabels = columnLabels;
    panel.rowAxis = rowAxis;
    panel.columnAxis = columnAxis;
    panel.rows = rows;
    setCaption(panel, name, sub, subPlain);
    return panel;
}

StagePanel placeholderPanel(const QString& text)
{
    StagePanel panel;
    panel.placeholder = text;
    panel.caption = text;
    panel.captionHtml = text.toHtmlEscaped();
    return panel;
}

QStringList toLabels(const std::vector<Tokens>& tokens, int batch, int count)
{
    QStringList labels;
    if (batch >= 0 && batch < int(tokens.size()))
        for (const std::string& token : tokens[std::size_t(batch)])
            labels << QString::fromStdString(token);
    for (int i = int(labels.size()); i < count; ++i)
        labels << QString::number(i);
    return labels.mid(0, count);
}

// Weights are out×in: rows are output features, columns input features.
void addWeight(QVector<StagePanel>& panels, const Matrix& weights, const QString& letter,
               const AxisWords& words, StepLanguage language)
{
    const QString name = QStringLiteral("W_") + letter;
    if (weights.size() == 0) {
        panels << placeholderPanel(StageText::noProjection(name, language));
        return;
    }
    panels << makePanel(QStringLiteral("W"), letter, QStringLiteral("_") + letter, weights, {},
                        words.outFeatures(), {}, words.inFeatures(), PanelRows::Other);
}

// A projection's bias as one column over the output features (a model
// layer's; nothing without one), drawn beside panels[weight], the W it goes
// with, whose rows are the output features too.
void addBias(QVector<StagePanel>& panels, const RowVector& bias, const QString& letter,
             const AxisWords& words, int weight)
{
    if (bias.size() == 0)
        return;
    StagePanel panel = makePanel(QStringLiteral("b"), letter, QStringLiteral("_") + letter,
                                 Matrix(bias.transpose()), {}, words.outFeatures(), {QString()},
                                 QStringLiteral("b_") + letter, PanelRows::Other);
    panel.besidePanel = weight;
    panels << panel;
}

} // namespace

double StageContentBuilder::scoreScale(const SpecRun& run)
{
    const ScoringConfig& scoring = run.prepared.config.scoring;
    double scale = scoring.temperature;
    if (scoring.type == ScoringType::ScaledDotProduct && run.trace.shape.p > 0)
        scale *= std::sqrt(double(run.trace.shape.p));
    return scale;
}

QStringList StageContentBuilder::queryLabels(const SpecRun& run, int batch)
{
    return toLabels(run.prepared.tokens, batch, run.trace.shape.n);
}

QStringList StageContentBuilder::keyLabels(const SpecRun& run, int batch)
{
    return toLabels(run.prepared.keyTokens, batch, run.trace.shape.m);
}

StageContent StageContentBuilder::build(const SpecRun& run, int batch, int head, int stage,
                                        StepLanguage language)
{
    StageContent content;
    content.stage = std::clamp(stage, 0, kStepStageCount - 1);
    content.title = QStringLiteral("%1 / %2  %3")
                        .arg(content.stage + 1)
                        .arg(kStepStageCount)
                        .arg(StageText::title(content.stage, language));
    content.formulaHtml = StageText::formulaHtml(content.stage, run, language);
    content.explanation = StageText::explanation(content.stage, run, language);
    content.note = StageText::note(content.stage, run, language);
    if (run.trace.batch.empty())
        return content;

    const AttentionShape& shape = run.trace.shape;
    const AttentionConfig& config = run.prepared.config;
    const int b = std::clamp(batch, 0, int(run.trace.batch.size()) - 1);
    const BatchItemTrace& item = run.trace.batch[std::size_t(b)];
    const int h = std::clamp(head, 0, int(item.heads.size()) - 1);
    const HeadTrace& headTrace = item.heads[std::size_t(h)];
    const AxisWords words(language);
    const QStringList queries = queryLabels(run, b);
    const QStringList keys = keyLabels(run, b);
    const QString hs = QString::number(h + 1);
    const QString hsPlain = subscriptDigits(h + 1);
    const QString features = words.features();
    auto& in = content.inputs;
    auto& out = content.outputs;

    const auto queryMatrix = [&](const QString& name, const QString& sub, const QString& subPlain,
                                 const MatrixRef& m) {
        return makePanel(name, sub, subPlain, m, queries, words.queries(), {}, features,
                         PanelRows::Queries);
    };
    const auto keyMatrix = [&](const QString& name, const QString& sub, const QString& subPlain,
                               const MatrixRef& m) {
        return makePanel(name, sub, subPlain, m, keys, words.keys(), {}, features, PanelRows::Keys);
    };
    const auto scoreMatrix = [&](const QString& name, const Matrix& m) {
        return makePanel(name, hs, hsPlain, m, queries, words.queries(), keys, words.keys(),
                         PanelRows::Queries);
    };

    switch (static_cast<StepStage>(content.stage)) {
    case StepStage::Tokens: {
        StagePanel x = makePanel(QStringLiteral("X"), {}, {}, item.inputs, queries, words.tokens(),
                                 {}, features, PanelRows::Queries);
        x.isOutput = true;
        out << x;
        break;
    }
    case StepStage::Positional:
        in << makePanel(QStringLiteral("X"), {}, {}, item.inputs, queries, words.tokens(), {},
                        features, PanelRows::Queries);
        if (run.trace.positionalEncoding.size() != 0)
            in << makePanel(QStringLiteral("P"), {}, {}, run.trace.positionalEncoding, {},
                            say(language, QT_TRANSLATE_NOOP("ae::StageContentBuilder", "position")),
                            {}, features, PanelRows::Other);
        else
            in << placeholderPanel(say(language, QT_TRANSLATE_NOOP("ae::StageContentBuilder",
                                                                   "P: no sinusoidal encoding")));
        out << makePanel(QStringLiteral("X + P"), {}, {}, item.encodedInputs(), queries,
                         words.tokens(), {}, features, PanelRows::Queries);
        if (shape.explicitKeys)
            out << makePanel(QStringLiteral("X"), QStringLiteral("k"), QStringLiteral("_k"),
                             item.keyInputs(), keys, words.keys(), {}, features, PanelRows::Keys);
        break;
    case StepStage::Projection: {
        in << queryMatrix(QStringLiteral("X + P"), {}, {}, item.encodedInputs());
        if (shape.explicitKeys)
            in << keyMatrix(QStringLiteral("X"), QStringLiteral("k"), QStringLiteral("_k"),
                            item.keyInputs());
        if (!run.prepared.inputs.valueInputs.empty())
            in << keyMatrix(QStringLiteral("X"), QStringLiteral("v"), QStringLiteral("_v"),
                            item.valueInputs());
        const int wq = int(in.size());
        addWeight(in, config.weights.Wq, QStringLiteral("q"), words, language);
        addWeight(in, config.weights.Wk, QStringLiteral("k"), words, language);
        addWeight(in, config.weights.Wv, QStringLiteral("v"), words, language);
        addBias(in, run.biases.bq, QStringLiteral("q"), words, wq);
        addBias(in, run.biases.bk, QStringLiteral("k"), words, wq + 1);
        addBias(in, run.biases.bv, QStringLiteral("v"), words, wq + 2);
        out << queryMatrix(QStringLiteral("Q"), {}, {}, item.queries);
        out << keyMatrix(QStringLiteral("K"), {}, {}, item.keys);
        out << keyMatrix(QStringLiteral("V"), {}, {}, item.values);
        break;
    }
    case StepStage::HeadSplit: {
        StagePanel q = queryMatrix(QStringLiteral("Q"), {}, {}, item.queries);
        StagePanel k = keyMatrix(QStringLiteral("K"), {}, {}, item.keys);
        StagePanel v = keyMatrix(QStringLiteral("V"), {}, {}, item.values);
        q.blockWidth = shape.p;
        k.blockWidth = shape.pk;
        v.blockWidth = shape.pv;
        q.highlightedBlock = k.highlightedBlock = v.highlightedBlock = h;
        in << q << k << v;
        out << queryMatrix(QStringLiteral("Q"), hs, hsPlain, item.headQueries(h));
        out << keyMatrix(QStringLiteral("K"), hs, hsPlain, item.headKeys(h));
        out << keyMatrix(QStringLiteral("V"), hs, hsPlain, item.headValues(h));
        break;
    }
    case StepStage::Scores: {
        in << queryMatrix(QStringLiteral("Q"), hs, hsPlain, item.headQueries(h));
        in << keyMatrix(QStringLiteral("K"), hs, hsPlain, item.headKeys(h));
        const ScoringConfig& scoring = config.scoring;
        if (scoring.type == ScoringType::Additive) {
            in << makePanel(QStringLiteral("W"), QStringLiteral("q"), QStringLiteral("_q"),
                            scoring.additiveWq, {}, words.hidden(), {}, features, PanelRows::Other);
            in << makePanel(QStringLiteral("W"), QStringLiteral("k"), QStringLiteral("_k"),
                            scoring.additiveWk, {}, words.hidden(), {}, features, PanelRows::Other);
            const Matrix wv = scoring.additiveWv.transpose();
            in << makePanel(QStringLiteral("w"), QStringLiteral("v"), QStringLiteral("_v"), wv,
                            {QStringLiteral("w_v")}, {}, {}, words.hidden(), PanelRows::Other);
        } else if (scoring.type == ScoringType::General) {
            in << makePanel(QStringLiteral("W"), {}, {}, scoring.generalW, {}, features, {},
                            features, PanelRows::Other);
        }
        // The engine keeps a(q, k) / scale; multiplying back shows a(q, k).
        const Matrix raw = headTrace.scores * float(scoreScale(run));
        const bool dot = scoring.type == ScoringType::ScaledDotProduct ||
                         scoring.type == ScoringType::DotProduct;
        StagePanel s = scoreMatrix(
            dot ? QStringLiteral("Q%1K%1ᵀ").arg(hsPlain) : QStringLiteral("a(q, k)"), raw);
        if (dot) {
            s.captionHtml = QStringLiteral("Q<sub>%1</sub>K<sub>%1</sub><sup>T</sup>&nbsp;&nbsp;%2")
                                .arg(hs, shapeText(raw.rows(), raw.cols()));
            s.caption =
                QStringLiteral("Q%1K%1ᵀ  %2").arg(hsPlain, shapeText(raw.rows(), raw.cols()));
        }
        s.isOutput = true;
        out << s;
        break;
    }
    case StepStage::Scaling: {
        const Matrix raw = headTrace.scores * float(scoreScale(run));
        StagePanel before = scoreMatrix(QStringLiteral("a(q, k)"), raw);
        in << before;
        out << scoreMatrix(QStringLiteral("S"), headTrace.scores);
        break;
    }
    case StepStage::Mask: {
        in << scoreMatrix(QStringLiteral("S"), headTrace.scores);
        const Matrix mask = item.mask.cast<float>();
        StagePanel m = makePanel(QStringLiteral("M"), {}, {}, mask, queries, words.queries(), keys,
                                 words.keys(), PanelRows::Queries);
        m.nonNegative = true;
        in << m;
        StagePanel masked = scoreMatrix(QStringLiteral("S"), item.maskedScores(h));
        masked.mask = item.mask;
        masked.showMinusInfinity = true;
        out << masked;
        break;
    }
    case StepStage::Softmax: {
        StagePanel masked = scoreMatrix(QStringLiteral("S"), item.maskedScores(h));
        masked.mask = item.mask;
        masked.showMinusInfinity = true;
        in << masked;
        StagePanel a = scoreMatrix(QStringLiteral("A"), headTrace.weights);
        a.mask = item.mask;
        a.nonNegative = true;
        a.attentionWeights = true;
        out << a;
        if (headTrace.droppedWeights.size() != 0) {
            StagePanel dropped =
                scoreMatrix(QStringLiteral("dropout(A)"), headTrace.droppedWeights);
            dropped.mask = item.mask;
            dropped.nonNegative = true;
            dropped.attentionWeights = true;
            out << dropped;
        }
        break;
    }
    case StepStage::WeightedSum: {
        StagePanel a =
            scoreMatrix(headTrace.droppedWeights.size() != 0 ? QStringLiteral("dropout(A)")
                                                             : QStringLiteral("A"),
                        headTrace.effectiveWeights());
        a.mask = item.mask;
        a.nonNegative = true;
        a.attentionWeights = true;
        in << a;
        in << keyMatrix(QStringLiteral("V"), hs, hsPlain, item.headValues(h));
        out << queryMatrix(QStringLiteral("O"), hs, hsPlain, item.headOutput(h));
        break;
    }
    case StepStage::Concat: {
        for (int k = 0; k < int(item.heads.size()); ++k)
            in << queryMatrix(QStringLiteral("O"), QString::number(k + 1), subscriptDigits(k + 1),
                              item.headOutput(k));
        StagePanel c = queryMatrix(QStringLiteral("C"), {}, {}, item.concat);
        c.blockWidth = shape.pv;
        c.highlightedBlock = h;
        out << c;
        break;
    }
    case StepStage::Output: {
        StagePanel c = queryMatrix(QStringLiteral("C"), {}, {}, item.concat);
        c.blockWidth = shape.pv;
        c.highlightedBlock = h;
        in << c;
        const int wo = int(in.size());
        addWeight(in, config.weights.Wo, QStringLiteral("o"), words, language);
        addBias(in, run.biases.bo, QStringLiteral("o"), words, wo);
        out << queryMatrix(QStringLiteral("Y"), {}, {}, item.output);
        break;
    }
    }
    for (StagePanel& panel : out)
        panel.isOutput = true;
    return content;
}

} // namespace ae
