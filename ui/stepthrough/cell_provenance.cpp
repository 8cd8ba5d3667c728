#include "ui/stepthrough/cell_provenance.h"

#include "core/positional_encoding.h"
#include "ui/document/scoring_text.h"
#include "ui/stepthrough/stage_content.h"
#include "ui/stepthrough/stage_content_builder.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace ae {

namespace {

QString num(double v)
{
    if (std::isinf(v))
        return v < 0 ? QStringLiteral("−∞") : QStringLiteral("∞");
    return QString::number(v, 'f', 4).replace(QLatin1Char('-'), QChar(0x2212));
}

// A text of this file for the toggle's language. Every source passed here is
// marked QT_TRANSLATE_NOOP("ae::CellProvenance", …) where it is written, so
// that lupdate puts it in the .ts under this context.
QString say(StepLanguage language, const char* source)
{
    return StepTranslator::translate(language, "ae::CellProvenance", source);
}

// The table of a product: index, left, right, left·right, then the sum.
QString productTable(const CellProvenance& p, const QString& indexName, StepLanguage language)
{
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='2' border='1' "
                                  "style='border-collapse:collapse'>"
                                  "<tr><th>%1</th><th>%2</th><th>%3</th><th>×</th></tr>")
                       .arg(indexName, p.leftName.toHtmlEscaped(), p.rightName.toHtmlEscaped());
    for (Eigen::Index c = 0; c < p.terms.size(); ++c)
        html += QStringLiteral("<tr><td>%1</td><td align='right'>%2</td><td align='right'>%3</td>"
                               "<td align='right'>%4</td></tr>")
                    .arg(c)
                    .arg(num(p.left(c)), num(p.right(c)), num(p.terms(c)));
    html += QStringLiteral("<tr><td colspan='3'><b>Σ</b></td><td align='right'><b>%1</b></td></tr>"
                           "</table>")
                .arg(num(p.sum));
    Q_UNUSED(language);
    return html;
}

CellProvenance product(const QString& leftName, const Vector& left, const QString& rightName,
                       const Vector& right)
{
    CellProvenance p;
    p.kind = CellProvenance::Kind::Product;
    p.leftName = leftName;
    p.rightName = rightName;
    p.left = left;
    p.right = right;
    p.terms = left.cwiseProduct(right);
    p.sum = double(p.terms.sum());
    return p;
}

// A factor of a written-out product: negative numbers in parentheses
// ("a × (−0.5)", not "a + −0.5 × b").
QString factor(double v)
{
    return v < 0 ? QStringLiteral("(%1)").arg(num(v)) : num(v);
}

QString sub(int i)
{
    return subscriptDigits(i);
}

// Score provenance: the vectors the scoring function reduces, their terms,
// and the trace's score (the sum divided by the scale the engine used).
CellProvenance scoreProvenance(const SpecRun& run, int batch, int head, int i, int j,
                               StepLanguage language)
{
    const BatchItemTrace& item = run.trace.batch[std::size_t(batch)];
    const QStringList queryLabels = StageContentBuilder::queryLabels(run, batch);
    const QStringList keyLabels = StageContentBuilder::keyLabels(run, batch);
    const ScoreAsProduct factors = scoreAsProduct(
        run.prepared.config.scoring, item.headQueries(head).row(i).transpose(), item.headKeys(head),
        j, sub(i), sub(j), StepTranslator::translator(language));
    CellProvenance p = product(factors.leftName, factors.left, factors.rightName, factors.right);
    const QString& what = factors.what;
    p.divisor = StageContentBuilder::scoreScale(run);
    p.result = item.heads[std::size_t(head)].scores(i, j);
    const QString pair =
        say(language, QT_TRANSLATE_NOOP("ae::CellProvenance", "query %1 '%2' → key %3 '%4'"))
            .arg(i)
            .arg(queryLabels.value(i))
            .arg(j)
            .arg(keyLabels.value(j));
    p.html =
        QStringLiteral("<p><b>%1</b><br>%2</p>").arg(what.toHtmlEscaped(), pair.toHtmlEscaped()) +
        productTable(p, QStringLiteral("c"), language) +
        QStringLiteral("<p>a = Σ = %1<br>s = a / %2 = <b>%3</b> &nbsp;(%4)</p>")
            .arg(num(p.sum), num(p.divisor), num(p.result),
                 say(language, QT_TRANSLATE_NOOP("ae::CellProvenance", "the trace's score")));
    return p;
}

CellProvenance copyOf(const QString& html, double value)
{
    CellProvenance p;
    p.kind = CellProvenance::Kind::Copy;
    p.result = value;
    p.html = html;
    return p;
}

// result = row · weightsRow + b[c] (y = x·Wᵀ + b; no b in the engine's own
// passes), or a copy without W.
CellProvenance projectionProvenance(const Matrix& inputs, const Matrix& weights,
                                    const RowVector& bias, const Matrix& outputs, int i, int c,
                                    const QString& inputName, const QString& weightName,
                                    StepLanguage language)
{
    if (weights.size() == 0)
        return copyOf(say(language, QT_TRANSLATE_NOOP("ae::CellProvenance",
                                                      "No projection: the value is copied from "
                                                      "%1."))
                          .arg(inputName),
                      outputs(i, c));
    CellProvenance p =
        product(inputName + sub(i), inputs.row(i).transpose(),
                weightName + QStringLiteral("[%1,:]").arg(c), weights.row(c).transpose());
    p.result = outputs(i, c);
    if (c < bias.size()) {
        p.bias = bias(c);
        const QString biasName = QStringLiteral("b") + weightName.mid(1); // W_q → b_q
        p.html = productTable(p, QStringLiteral("k"), language) +
                 QStringLiteral("<p>%1</p><p>Σ + %2[%3] = %4 + %5 = <b>%6</b></p>")
                     .arg(say(language, QT_TRANSLATE_NOOP("ae::CellProvenance",
                                                          "The model's projection adds its bias "
                                                          "after the sum: x·W + b.")),
                          biasName)
                     .arg(c)
                     .arg(num(p.sum), num(p.bias), num(p.result));
        return p;
    }
    p.html = productTable(p, QStringLiteral("k"), language) +
             QStringLiteral("<p>= <b>%1</b></p>").arg(num(p.result));
    return p;
}

// A head's rotated query or key (rotary positions): entry (row, col) of
// head `head` is its pair of `source`'s columns turned by the row's angle
// (core/positional_encoding.h's rotaryEntry). `traced` is the trace's entry.
CellProvenance rotatedProvenance(const Matrix& source, const QString& name, int head, int width,
                                 int row, int col, double base, double traced,
                                 StepLanguage language)
{
    const int first = head * width + col - col % 2; // the pair's first column in `source`
    const RotaryEntry e =
        rotaryEntry(source(row, first), source(row, first + 1), row, col, width, base);
    const QString a = QStringLiteral("%1[%2,%3]").arg(name).arg(row).arg(first);
    const QString b = QStringLiteral("%1[%2,%3]").arg(name).arg(row).arg(first + 1);
    const bool even = col % 2 == 0;
    const QString formula = even ? QStringLiteral("%1·cos θ − %2·sin θ = %3 × %4 − %5 × %6")
                                 : QStringLiteral("%1·sin θ + %2·cos θ = %3 × %6 + %5 × %4");
    const QString intro =
        say(language, QT_TRANSLATE_NOOP("ae::CellProvenance",
                                        "Rotary positions: the pair (%1, %2) of this head turns "
                                        "by the angle θ = position × ω%3, the same for queries "
                                        "and keys at the same position."))
            .arg(a, b, sub(e.pair));
    return copyOf(
        QStringLiteral("<p>%1</p><p>ω%2 = %3<sup>−2·%4/%5</sup> = %6<br>θ = %7 × %6 = %8<br>"
                       "%9%10[%7,%11] = %12 = <b>%13</b></p>")
            .arg(intro.toHtmlEscaped(), sub(e.pair), QString::number(base))
            .arg(e.pair)
            .arg(width)
            .arg(num(e.omega))
            .arg(row)
            .arg(num(e.theta), name, sub(head + 1))
            .arg(col)
            .arg(formula.arg(a, b, factor(source(row, first)), factor(e.cosTheta),
                             factor(source(row, first + 1)), factor(e.sinTheta)),
                 num(traced)),
        traced);
}

} // namespace

CellProvenance ProvenanceExplainer::explain(const SpecRun& run, int batch, int head, int stage,
                                            int outputIndex, int row, int col,
                                            StepLanguage language)
{
    CellProvenance p;
    if (run.trace.batch.empty() || batch < 0 || batch >= int(run.trace.batch.size()))
        return p;
    const BatchItemTrace& item = run.trace.batch[std::size_t(batch)];
    if (head < 0 || head >= int(item.heads.size()))
        return p;
    const HeadTrace& h = item.heads[std::size_t(head)];
    const AttentionShape& shape = run.trace.shape;
    const ProjectionWeights& w = run.prepared.config.weights;
    const auto inRange = [&](const auto& m) {
        return row >= 0 && col >= 0 && row < m.rows() && col < m.cols();
    };

    switch (static_cast<StepStage>(stage)) {
    case StepStage::Tokens:
        if (inRange(item.inputs))
            p = copyOf((run.biases.isEmpty()
                            ? say(language, QT_TRANSLATE_NOOP("ae::CellProvenance",
                                                              "Feature %1 of the embedding of "
                                                              "token %2."))
                            : say(language, QT_TRANSLATE_NOOP("ae::CellProvenance",
                                                              "Feature %1 of this layer's input "
                                                              "for token %2.")))
                           .arg(col)
                           .arg(row),
                       item.inputs(row, col));
        break;
    case StepStage::Positional:
        if (outputIndex == 0 && inRange(item.encodedInputs())) {
            const double x = item.inputs(row, col);
            const double pe = run.trace.positionalEncoding.size() != 0
                                  ? double(run.trace.positionalEncoding(row, col))
                                  : 0.0;
            p = copyOf(QStringLiteral("X[%1,%2] + P[%1,%2] = %3 + %4 = <b>%5</b>")
                           .arg(row)
                           .arg(col)
                           .arg(num(x), num(pe), num(item.encodedInputs()(row, col))),
                       item.encodedInputs()(row, col));
        }
        break;
    case StepStage::Projection:
        if (outputIndex == 0 && inRange(item.queries))
            p = projectionProvenance(item.encodedInputs(), w.Wq, run.biases.bq, item.queries, row,
                                     col, QStringLiteral("x"), QStringLiteral("W_q"), language);
        else if (outputIndex == 1 && inRange(item.keys))
            p = projectionProvenance(item.keyInputs(), w.Wk, run.biases.bk, item.keys, row, col,
                                     QStringLiteral("x"), QStringLiteral("W_k"), language);
        else if (outputIndex == 2 && inRange(item.values))
            p = projectionProvenance(item.valueInputs(), w.Wv, run.biases.bv, item.values, row, col,
                                     QStringLiteral("x"), QStringLiteral("W_v"), language);
        break;
    case StepStage::HeadSplit: {
        const MatrixRef part = outputIndex == 0   ? item.headQueries(head)
                               : outputIndex == 1 ? item.headKeys(head)
                                                  : item.headValues(head);
        const int width = outputIndex == 0 ? shape.p : outputIndex == 1 ? shape.pk : shape.pv;
        const QString name = outputIndex == 0   ? QStringLiteral("Q")
                             : outputIndex == 1 ? QStringLiteral("K")
                                                : QStringLiteral("V");
        if (inRange(part) && shape.rotary && outputIndex < 2) {
            p = rotatedProvenance(outputIndex == 0 ? item.queries : item.keys, name, head, width,
                                  row, col, run.prepared.config.positionalEncoding.base,
                                  part(row, col), language);
            break;
        }
        if (inRange(part))
            p = copyOf(QStringLiteral("%1%2[%3,%4] = %1[%3,%5] = <b>%6</b>")
                           .arg(name, sub(head + 1))
                           .arg(row)
                           .arg(col)
                           .arg(head * width + col)
                           .arg(num(part(row, col))),
                       part(row, col));
        break;
    }
    case StepStage::Scores:
    case StepStage::Scaling:
        if (inRange(h.scores))
            p = scoreProvenance(run, batch, head, row, col, language);
        break;
    case StepStage::Mask:
        if (!inRange(h.scores))
            break;
        if (item.mask(row, col) == 0) {
            p.kind = CellProvenance::Kind::Masked;
            p.result = -std::numeric_limits<double>::infinity();
            p.html = say(language, QT_TRANSLATE_NOOP("ae::CellProvenance",
                                                     "Masked: query %1 may not see key %2, so its "
                                                     "score becomes −∞ and its weight 0."))
                         .arg(row)
                         .arg(col);
        } else {
            p = scoreProvenance(run, batch, head, row, col, language);
        }
        break;
    case StepStage::Softmax: {
        if (!inRange(h.weights))
            break;
        if (item.mask(row, col) == 0) {
            p.kind = CellProvenance::Kind::Masked;
            p.result = 0.0;
            p.html = say(language, QT_TRANSLATE_NOOP("ae::CellProvenance",
                                                     "Masked: exp(−∞) = 0, so the weight is 0."));
            break;
        }
        if (outputIndex == 1 && h.droppedWeights.size() != 0) {
            const double kept = h.droppedWeights(row, col);
            p = copyOf(kept == 0.0
                           ? say(language, QT_TRANSLATE_NOOP("ae::CellProvenance",
                                                             "Dropped by dropout: the weight %1 "
                                                             "became 0."))
                                 .arg(num(h.weights(row, col)))
                           : say(language, QT_TRANSLATE_NOOP("ae::CellProvenance",
                                                             "Kept by dropout: %1 / (1 − p) = "
                                                             "<b>%2</b>"))
                                 .arg(num(h.weights(row, col)), num(kept)),
                       kept);
            break;
        }
        const Eigen::Index m = h.scores.cols();
        double maximum = -std::numeric_limits<double>::infinity();
        for (Eigen::Index j = 0; j < m; ++j)
            if (item.mask(row, j) != 0)
                maximum = std::max(maximum, double(h.scores(row, j)));
        p.kind = CellProvenance::Kind::Softmax;
        p.left = h.scores.row(row).transpose();
        p.terms = Vector::Zero(m);
        for (Eigen::Index j = 0; j < m; ++j)
            if (item.mask(row, j) != 0)
                p.terms(j) = float(std::exp(double(h.scores(row, j)) - maximum));
        p.sum = double(p.terms.sum());
        p.divisor = p.sum;
        p.result = h.weights(row, col);
        p.leftName = QStringLiteral("s");
        QString html =
            QStringLiteral("<p><b>%1</b> max = %2</p>"
                           "<table cellspacing='0' cellpadding='2' border='1' "
                           "style='border-collapse:collapse'>"
                           "<tr><th>j</th><th>s<sub>%3j</sub></th><th>exp(s − max)</th></tr>")
                .arg(say(language, QT_TRANSLATE_NOOP("ae::CellProvenance", "Row %1 of the scores:"))
                         .arg(row),
                     num(maximum))
                .arg(row);
        const QStringList keyLabels = StageContentBuilder::keyLabels(run, batch);
        for (Eigen::Index j = 0; j < m; ++j) {
            const bool masked = item.mask(row, j) == 0;
            const QString style =
                j == col ? QStringLiteral(" style='background:#ffe0b0'") : QString();
            html +=
                QStringLiteral("<tr%1><td>%2 %3</td><td align='right'>%4</td>"
                               "<td align='right'>%5</td></tr>")
                    .arg(style)
                    .arg(j)
                    .arg(keyLabels.value(int(j)).toHtmlEscaped(),
                         masked ? QStringLiteral("−∞") : num(h.scores(row, j)), num(p.terms(j)));
        }
        html += QStringLiteral("<tr><td colspan='2'><b>Σ</b></td><td align='right'><b>%1</b></td>"
                               "</tr></table><p>a<sub>%2,%3</sub> = %4 / %1 = <b>%5</b></p>")
                    .arg(num(p.sum))
                    .arg(row)
                    .arg(col)
                    .arg(num(p.terms(col)), num(p.result));
        p.html = html;
        break;
    }
    case StepStage::WeightedSum: {
        const MatrixRef output = item.headOutput(head);
        if (!inRange(output))
            break;
        const Matrix& a = h.effectiveWeights();
        p = product(QStringLiteral("a") + sub(row), a.row(row).transpose(),
                    QStringLiteral("V[:,%1]").arg(col), item.headValues(head).col(col));
        p.result = output(row, col);
        p.html = QStringLiteral("<p><b>o<sub>%1,%2</sub> = Σ<sub>j</sub> a<sub>%1j</sub> "
                                "v<sub>j%2</sub></b></p>")
                     .arg(row)
                     .arg(col) +
                 productTable(p, QStringLiteral("j"), language) +
                 QStringLiteral("<p>= <b>%1</b></p>").arg(num(p.result));
        break;
    }
    case StepStage::Concat:
        if (inRange(item.concat) && shape.pv > 0) {
            const int source = col / shape.pv;
            p = copyOf(QStringLiteral("C[%1,%2] = O%3[%1,%4] = <b>%5</b>")
                           .arg(row)
                           .arg(col)
                           .arg(sub(source + 1))
                           .arg(col % shape.pv)
                           .arg(num(item.concat(row, col))),
                       item.concat(row, col));
        }
        break;
    case StepStage::Output:
        if (inRange(item.output))
            p = projectionProvenance(item.concat, w.Wo, run.biases.bo, item.output, row, col,
                                     QStringLiteral("c"), QStringLiteral("W_o"), language);
        break;
    }
    p.stage = stage;
    p.row = row;
    p.col = col;
    return p;
}

} // namespace ae
