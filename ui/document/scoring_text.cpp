#include "ui/document/scoring_text.h"

#include <QCoreApplication>
#include <QTranslator>

namespace ae {

namespace {

class ScoringText
{
    Q_DECLARE_TR_FUNCTIONS(ae::ScoringText)
};

// A step-through text marked QT_TRANSLATE_NOOP("ae::ScoringText", …): the
// toggle's translation, or the source when there is none (English, or a
// message the translation lacks).
QString stepWords(const QTranslator* toggle, const char* source)
{
    if (toggle) {
        const QString text = toggle->translate("ae::ScoringText", source);
        if (!text.isEmpty())
            return text;
    }
    return QString::fromUtf8(source);
}

} // namespace

QString scoringDisplayName(ScoringType type)
{
    switch (type) {
    case ScoringType::ScaledDotProduct:
        return ScoringText::tr("Scaled dot product");
    case ScoringType::DotProduct:
        return ScoringText::tr("Dot product");
    case ScoringType::Additive:
        return ScoringText::tr("Additive (Bahdanau)");
    case ScoringType::General:
        return ScoringText::tr("General (Luong)");
    case ScoringType::Cosine:
        return ScoringText::tr("Cosine");
    }
    return QString();
}

QString scoringShortName(ScoringType type)
{
    switch (type) {
    case ScoringType::ScaledDotProduct:
        return ScoringText::tr("Scaled dot product");
    case ScoringType::DotProduct:
        return ScoringText::tr("Dot product");
    case ScoringType::Additive:
        return ScoringText::tr("Additive");
    case ScoringType::General:
        return ScoringText::tr("General");
    case ScoringType::Cosine:
        return ScoringText::tr("Cosine");
    }
    return QString();
}

QString scoringFormula(ScoringType type)
{
    switch (type) {
    case ScoringType::ScaledDotProduct:
        return QStringLiteral("a(q, k) = q·k / √p");
    case ScoringType::DotProduct:
        return QStringLiteral("a(q, k) = q·k");
    case ScoringType::Additive:
        return QStringLiteral("a(q, k) = w_vᵀ tanh(W_q q + W_k k)");
    case ScoringType::General:
        return QStringLiteral("a(q, k) = qᵀ W k");
    case ScoringType::Cosine:
        return QStringLiteral("a(q, k) = cos(q, k) / τ");
    }
    return QString();
}

QString scoringStepFormulaHtml(ScoringType type)
{
    switch (type) {
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
    return QString();
}

QString scoringStepExplanation(ScoringType type, const QTranslator* toggle)
{
    switch (type) {
    case ScoringType::ScaledDotProduct:
    case ScoringType::DotProduct:
        return stepWords(toggle, QT_TRANSLATE_NOOP("ae::ScoringText",
                                                   "Every query is compared with every key by a "
                                                   "dot product: multiply element by element and "
                                                   "add up. The more the two point the same way, "
                                                   "the larger the score; row i, column j is how "
                                                   "much query i is interested in key j. Click a "
                                                   "score to see the two vectors and each "
                                                   "product."));
    case ScoringType::Additive:
        return stepWords(toggle, QT_TRANSLATE_NOOP("ae::ScoringText",
                                                   "Additive (Bahdanau) attention scores with a "
                                                   "small feed-forward layer: W_q q and W_k k are "
                                                   "added, passed through tanh, and reduced by "
                                                   "w_v. Queries and keys may have different "
                                                   "widths."));
    case ScoringType::General:
        return stepWords(toggle, QT_TRANSLATE_NOOP("ae::ScoringText",
                                                   "The general (Luong) form puts a learned "
                                                   "matrix W between query and key: the score is "
                                                   "qᵀ W k."));
    case ScoringType::Cosine:
        return stepWords(toggle, QT_TRANSLATE_NOOP("ae::ScoringText",
                                                   "Cosine similarity compares directions only: "
                                                   "the dot product divided by both lengths, so "
                                                   "every score lies between −1 and 1."));
    }
    return QString();
}

ScoreAsProduct scoreAsProduct(const ScoringConfig& scoring, const Vector& query,
                              const MatrixRef& keys, Eigen::Index key,
                              const QString& querySubscript, const QString& keySubscript,
                              const QTranslator* toggle)
{
    const QString q = QStringLiteral("q") + querySubscript;
    const QString k = QStringLiteral("k") + keySubscript;
    const Vector keyVector = keys.row(key).transpose();
    switch (scoring.type) {
    case ScoringType::ScaledDotProduct:
    case ScoringType::DotProduct:
        return {stepWords(toggle, QT_TRANSLATE_NOOP("ae::ScoringText", "dot product q·k")), q,
                query, k, keyVector};
    case ScoringType::Cosine: {
        const float qn = query.norm(), kn = keyVector.norm();
        const Vector qu = qn > 0 ? Vector(query / qn) : Vector(Vector::Zero(query.size()));
        const Vector ku = kn > 0 ? Vector(keyVector / kn) : Vector(Vector::Zero(keyVector.size()));
        return {
            stepWords(toggle, QT_TRANSLATE_NOOP("ae::ScoringText",
                                                "cosine: unit vectors, then their dot product")),
            q + QStringLiteral("/‖q‖"), qu, k + QStringLiteral("/‖k‖"), ku};
    }
    case ScoringType::General:
        return {stepWords(toggle, QT_TRANSLATE_NOOP("ae::ScoringText", "general: q · (W k)")), q,
                query, QStringLiteral("(W ") + k + QLatin1Char(')'),
                Vector(scoring.generalW * keyVector)};
    case ScoringType::Additive: {
        const Matrix hidden = additiveHidden(query, keys, scoring);
        return {stepWords(toggle, QT_TRANSLATE_NOOP("ae::ScoringText",
                                                    "additive: w_v · tanh(W_q q + W_k k)")),
                QStringLiteral("w_v"), scoring.additiveWv,
                QStringLiteral("tanh(W_q ") + q + QStringLiteral(" + W_k ") + k + QLatin1Char(')'),
                hidden.col(key)};
    }
    }
    return {};
}

} // namespace ae
