#pragma once
// Builds runs for the view tests the way the app does: spec JSON → engine.

#include "core/io/spec_reader.h"
#include "core/io/spec_runner.h"
#include "ui/document/attention_run.h"

#include <QByteArray>
#include <QStringList>
#include <QtTest>

namespace ae::test {

// Returns null (and records a test failure) when the spec does not run.
inline RunPtr runFromJson(const QByteArray& json)
{
    std::variant<Spec, SpecError> spec = readSpec(json);
    if (const auto* error = std::get_if<SpecError>(&spec)) {
        QTest::qFail(
            qPrintable(QStringLiteral("spec: ") + QString::fromStdString(error->toString())),
            __FILE__, __LINE__);
        return nullptr;
    }
    std::variant<SpecRun, SpecError> run = runSpec(std::get<Spec>(spec));
    if (const auto* error = std::get_if<SpecError>(&run)) {
        QTest::qFail(
            qPrintable(QStringLiteral("run: ") + QString::fromStdString(error->toString())),
            __FILE__, __LINE__);
        return nullptr;
    }
    return std::make_shared<const SpecRun>(std::get<SpecRun>(std::move(run)));
}

// Two tokens, X = [[0], [1]], no projections, dot-product scores:
// S = X·Xᵀ = [[0, 0], [0, 1]], so without a mask
//   row 0 = [1/2, 1/2], row 1 = [1/(1+e), e/(1+e)] = [0.268941, 0.731059];
// with a causal mask row 0 = [1, 0] and row 1 is unchanged.
inline QByteArray tinySpec(bool causal)
{
    return QByteArray(R"({"format": "attention-explorer/spec@1", "tokens": ["a", "b"],
        "inputs": [[0], [1]], "scoring": {"type": "dot_product"})") +
           (causal ? R"(, "mask": {"causal": true}})" : "}");
}

// A sentence through random projections with h heads.
inline QByteArray sentenceSpec(const QString& text, int heads, int seed = 1,
                               const QString& extra = QString())
{
    return QStringLiteral(R"({"format": "attention-explorer/spec@1", "text": "%1",
        "num_heads": %2, "weights": "random", "model_dim": 16, "seed": %3,
        "embedding": {"type": "hashed", "dim": 16}%4})")
        .arg(text)
        .arg(heads)
        .arg(seed)
        .arg(extra)
        .toUtf8();
}

// `text` through random projections of width `modelDim` with `heads` heads,
// on hashed embeddings of width `embeddingDim`, drawn with `seed`.
inline Spec randomTextSpec(const std::string& text, int heads, int modelDim, int embeddingDim,
                           std::uint64_t seed)
{
    Spec spec;
    spec.text = text;
    spec.embedding.dim = embeddingDim;
    spec.config.numHeads = heads;
    spec.randomWeights = true;
    spec.modelDim = modelDim;
    spec.config.seed = seed;
    return spec;
}

inline QStringList labels(const Tokens& tokens)
{
    QStringList list;
    for (const std::string& token : tokens)
        list << QString::fromStdString(token);
    return list;
}

} // namespace ae::test
