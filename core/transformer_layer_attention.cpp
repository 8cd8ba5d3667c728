#include "core/transformer_layer_attention.h"

#include "core/types.h"

#include <string>

namespace ae {

namespace {

std::string shapeText(Eigen::Index rows, Eigen::Index cols)
{
    return std::to_string(rows) + "×" + std::to_string(cols);
}

void requireFromTo(int value, int lowest, int highest, const std::string& field)
{
    if (value < lowest || value > highest)
        throw EngineError(field, ErrorCode::MustBeFromTo,
                          {std::to_string(value), std::to_string(lowest), std::to_string(highest)});
}

} // namespace

TransformerLayerAttention transformerLayerAttention(const TransformerWeights<float>& weights,
                                                    const TransformerTrace<float>& trace, int layer,
                                                    int tokens)
{
    const TransformerConfig& c = weights.config;
    const bool causal = c.family == TransformerFamily::Gpt2;
    requireFromTo(layer, 0, int(trace.layers.size()) - 1, "layer");
    if (int(weights.blocks.size()) != int(trace.layers.size()))
        throw EngineError(
            "layers", ErrorCode::ValuesExpected,
            {std::to_string(trace.layers.size()), std::to_string(weights.blocks.size())});
    const TransformerLayerTrace<float>& source = trace.layers[std::size_t(layer)];
    const TransformerBlockWeights<float>& block = weights.blocks[std::size_t(layer)];
    const int total = int(source.input.rows());
    const int n = tokens < 0 ? total : tokens;
    // BERT is bidirectional: fewer positions would be another pass, not a block.
    requireFromTo(n, causal ? 1 : total, total, "tokens");
    const int p = c.headWidth();
    if (source.input.cols() != c.width || int(source.heads.size()) != c.heads)
        throw EngineError("layers[" + std::to_string(layer) + "]", ErrorCode::MatrixShapeExpected,
                          {shapeText(source.input.cols(), Eigen::Index(source.heads.size())),
                           shapeText(c.width, c.heads)});

    TransformerLayerAttention out;
    AttentionConfig& config = out.config;
    config.numHeads = c.heads;
    config.weights = {block.query.weight, block.key.weight, block.value.weight,
                      block.attentionOutput.weight};
    config.scoring.type = c.scoring;
    config.scoring.temperature = float(c.scoringTemperature);
    config.scoring.generalW = block.scoring.general;
    config.scoring.additiveWq = block.scoring.additiveQuery;
    config.scoring.additiveWk = block.scoring.additiveKey;
    config.scoring.additiveWv = block.scoring.additiveValue.transpose();
    config.mask.causal = causal;
    out.biases = {block.query.bias, block.key.bias, block.value.bias, block.attentionOutput.bias};

    AttentionShape& shape = out.trace.shape;
    shape.batch = 1;
    shape.n = shape.m = n;
    shape.d = shape.dk = shape.dv = c.width;
    shape.heads = c.heads;
    shape.p = shape.pk = shape.pv = p;
    shape.modelDim = shape.outputDim = c.width;

    BatchItemTrace item;
    // The forward computed LN₁ of the same rows with the same function: the
    // same bits (layer norm is per row, so the first n rows need only those).
    const Matrix input = source.input.topRows(n);
    item.inputs = causal ? layerNorm<float>(input, block.ln1, c.layerNormEpsilon) : input;
    item.queries.resize(n, c.width);
    item.keys.resize(n, c.width);
    item.values.resize(n, c.width);
    item.concat.resize(n, c.width);
    item.heads.resize(std::size_t(c.heads));
    for (int h = 0; h < c.heads; ++h) {
        const TransformerHeadTrace<float>& from = source.heads[std::size_t(h)];
        HeadTrace& head = item.heads[std::size_t(h)];
        head.scores = from.scores.topLeftCorner(n, n);
        head.weights = from.weights.topLeftCorner(n, n);
        item.queries.middleCols(h * p, p) = from.queries.topRows(n);
        item.keys.middleCols(h * p, p) = from.keys.topRows(n);
        item.values.middleCols(h * p, p) = from.values.topRows(n);
        item.concat.middleCols(h * p, p) = from.output.topRows(n);
    }
    item.output = source.attention.topRows(n);
    item.mask = KeepMask::Ones(n, n);
    if (causal)
        for (int i = 0; i < n; ++i)
            item.mask.row(i).tail(n - i - 1).setZero();
    out.trace.batch.push_back(std::move(item));
    return out;
}

} // namespace ae
