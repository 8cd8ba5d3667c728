#include "ui/document/scoring_text.h"

#include <QCoreApplication>

namespace ae {

namespace {

class ScoringText
{
    Q_DECLARE_TR_FUNCTIONS(ae::ScoringText)
};

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

} // namespace ae
