#include "core/io/spec_runner.h"

#include "core/io/preparation_memo.h"
#include "core/tokenizer.h"

#include <algorithm>
#include <new>

namespace ae {

namespace {

// One tokenized line per batch item; blank lines are skipped.
std::vector<Tokens> tokenizeLines(const std::string& text, const char* field,
                                  const EngineLimits& limits)
{
    std::vector<Tokens> lines;
    std::size_t start = 0;
    int lineNumber = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos)
            end = text.size();
        ++lineNumber;
        Tokens tokens = tokenize(std::string_view(text).substr(start, end - start));
        if (!tokens.empty()) {
            if (static_cast<int>(tokens.size()) > limits.maxSequenceLength)
                throw EngineError(field, ErrorCode::LineTooLong,
                                  {std::to_string(lineNumber), std::to_string(tokens.size()),
                                   std::to_string(limits.maxSequenceLength)});
            lines.push_back(std::move(tokens));
            if (static_cast<int>(lines.size()) > limits.maxBatch)
                throw EngineError(field, ErrorCode::TooManyLines,
                                  {std::to_string(limits.maxBatch)});
        }
        start = end + 1;
    }
    if (lines.empty())
        throw EngineError(field, ErrorCode::NoTokens);
    return lines;
}

std::size_t longest(const std::vector<Tokens>& lines)
{
    std::size_t length = 0;
    for (const Tokens& line : lines)
        length = std::max(length, line.size());
    return length;
}

std::vector<Tokens> padded(std::vector<Tokens> lines, std::size_t length)
{
    for (Tokens& line : lines)
        line.resize(length, kPadToken);
    return lines;
}

Tokens numberedLabels(Eigen::Index count)
{
    Tokens labels;
    for (Eigen::Index i = 0; i < count; ++i)
        labels.push_back(std::to_string(i));
    return labels;
}

void checkLabels(const Tokens& labels, Eigen::Index expected, const char* field, ErrorCode code)
{
    if (!labels.empty() && static_cast<Eigen::Index>(labels.size()) != expected)
        throw EngineError(field, code, {std::to_string(expected), std::to_string(labels.size())});
}

// Valid lengths against the batch shape, naming the offending entry.
void checkValidLens(const MaskConfig& mask, int batch, int n, int m)
{
    if (mask.validLens.empty())
        return;
    if (static_cast<int>(mask.validLens.size()) != batch)
        throw EngineError("mask.valid_lens",
                          mask.validLensPerQuery ? ErrorCode::LengthArraysPerBatchItem
                                                 : ErrorCode::LengthsPerBatchItem,
                          {std::to_string(batch), std::to_string(mask.validLens.size())});
    for (int b = 0; b < batch; ++b) {
        const std::vector<int>& lengths = mask.validLens[static_cast<std::size_t>(b)];
        const std::string item = "mask.valid_lens[" + std::to_string(b) + "]";
        if (mask.validLensPerQuery && static_cast<int>(lengths.size()) != n)
            throw EngineError(item, ErrorCode::LengthsPerQuery,
                              {std::to_string(n), std::to_string(lengths.size())});
        for (std::size_t q = 0; q < lengths.size(); ++q) {
            const std::string field =
                mask.validLensPerQuery ? item + "[" + std::to_string(q) + "]" : item;
            if (lengths[q] < 0 || lengths[q] > m)
                throw EngineError(field, ErrorCode::LengthOutsideKeys,
                                  {std::to_string(m), std::to_string(lengths[q])});
        }
    }
}

} // namespace

PreparedSpec prepareSpec(const Spec& spec, const EngineLimits& limits, PreparationMemo* memo)
{
    PreparedSpec prepared;
    prepared.config = spec.config;
    prepared.inputs = spec.inputs;

    // Text sources: one batch item per line, padded to the longest line.
    std::vector<Tokens> queryLines, keyLines;
    if (spec.text)
        queryLines = tokenizeLines(*spec.text, "text", limits);
    if (spec.keyText)
        keyLines = tokenizeLines(*spec.keyText, "key_text", limits);
    if (!keyLines.empty() && keyLines.size() != 1 && !queryLines.empty() &&
        keyLines.size() != queryLines.size())
        throw EngineError("key_text", ErrorCode::KeyTextLines,
                          {std::to_string(keyLines.size()), std::to_string(queryLines.size())});
    if (!queryLines.empty() || !keyLines.empty()) {
        Embedding embedding(spec.embedding);
        const auto embed = [&](const Tokens& item) {
            return memo ? memo->embed(embedding, spec.embedding, item) : embedding.embed(item);
        };
        if (spec.embedding.type == EmbeddingConfig::Type::OneHot) {
            // One vocabulary over queries and keys, so equal words match.
            std::vector<Tokens> all = queryLines;
            all.insert(all.end(), keyLines.begin(), keyLines.end());
            embedding.buildVocabulary(all);
        }
        if (!queryLines.empty()) {
            const std::vector<Tokens> items = padded(queryLines, longest(queryLines));
            prepared.inputs.inputs.clear();
            for (const Tokens& item : items)
                prepared.inputs.inputs.push_back(embed(item));
            if (spec.float64)
                for (const Tokens& item : items)
                    prepared.preciseInputs.inputs.push_back(embedding.embed<double>(item));
            prepared.tokens = items;
        }
        if (!keyLines.empty()) {
            std::vector<Tokens> items = padded(keyLines, longest(keyLines));
            // One key sentence serves every query line.
            if (items.size() == 1 && prepared.inputs.inputs.size() > 1)
                items.resize(prepared.inputs.inputs.size(), items.front());
            prepared.inputs.keyInputs.clear();
            for (const Tokens& item : items)
                prepared.inputs.keyInputs.push_back(embed(item));
            if (spec.float64)
                for (const Tokens& item : items)
                    prepared.preciseInputs.keyInputs.push_back(embedding.embed<double>(item));
            prepared.keyTokens = items;
        }
        // One query sentence against several key sentences: repeat it.
        if (prepared.inputs.inputs.size() == 1 && prepared.inputs.keyInputs.size() > 1 &&
            !queryLines.empty()) {
            prepared.inputs.inputs.resize(prepared.inputs.keyInputs.size(),
                                          prepared.inputs.inputs.front());
            if (spec.float64)
                prepared.preciseInputs.inputs.resize(prepared.inputs.keyInputs.size(),
                                                     prepared.preciseInputs.inputs.front());
            prepared.tokens.resize(prepared.inputs.keyInputs.size(), prepared.tokens.front());
        }
        // Padded positions are masked through the valid lengths of the keys:
        // the key sentence's lines, or the text's own in self-attention.
        const bool selfAttention = keyLines.empty() && spec.inputs.keyInputs.empty();
        const std::vector<Tokens>& keySide = selfAttention ? queryLines : keyLines;
        if (spec.config.mask.validLens.empty() && keySide.size() > 1) {
            prepared.config.mask.validLensPerQuery = false;
            for (const Tokens& line : keySide)
                prepared.config.mask.validLens.push_back({static_cast<int>(line.size())});
        }
    }
    if (prepared.inputs.inputs.empty())
        throw EngineError("inputs", ErrorCode::InputsRequired);

    const int batch = static_cast<int>(prepared.inputs.inputs.size());
    const Matrix& first = prepared.inputs.inputs.front();
    const Eigen::Index n = first.rows();
    const bool explicitKeys = !prepared.inputs.keyInputs.empty();
    const Eigen::Index m = explicitKeys ? prepared.inputs.keyInputs.front().rows() : n;

    // Labels: explicit ones (checked), from text, or numbered.
    checkLabels(spec.tokens, n, "tokens", ErrorCode::QueryLabelCount);
    checkLabels(spec.keyTokens, m, "key_tokens", ErrorCode::KeyLabelCount);
    if (!spec.tokens.empty() || prepared.tokens.empty())
        prepared.tokens.assign(static_cast<std::size_t>(batch),
                               spec.tokens.empty() ? numberedLabels(n) : spec.tokens);
    if (!spec.keyTokens.empty()) {
        prepared.keyTokens.assign(static_cast<std::size_t>(batch), spec.keyTokens);
    } else if (prepared.keyTokens.empty()) {
        if (explicitKeys)
            prepared.keyTokens.assign(static_cast<std::size_t>(batch), numberedLabels(m));
        else
            prepared.keyTokens = prepared.tokens;
    }

    if (spec.randomWeights) {
        const int width = static_cast<int>(first.cols());
        const int keyWidth =
            explicitKeys ? static_cast<int>(prepared.inputs.keyInputs.front().cols()) : width;
        const int valueWidth = prepared.inputs.valueInputs.empty()
                                   ? keyWidth
                                   : static_cast<int>(prepared.inputs.valueInputs.front().cols());
        const int modelDim = spec.modelDim > 0 ? spec.modelDim : width;
        if (modelDim > limits.maxModelWidth)
            throw EngineError("model_dim", ErrorCode::ModelDimAboveLimit,
                              {std::to_string(modelDim), std::to_string(limits.maxModelWidth)});
        prepared.config.weights =
            memo ? memo->projectionWeights(modelDim, width, keyWidth, valueWidth, spec.config.seed)
                 : randomProjectionWeights(modelDim, width, keyWidth, valueWidth, spec.config.seed);
    }

    checkValidLens(prepared.config.mask, batch, static_cast<int>(n), static_cast<int>(m));
    validate(prepared.inputs, prepared.config);
    if (spec.float64) {
        // Sources that did not come from text are the spec's float numbers,
        // widened exactly; text was embedded in double above.
        const AttentionInputsD widened = widenedToDouble(prepared.inputs);
        if (prepared.preciseInputs.inputs.empty())
            prepared.preciseInputs.inputs = widened.inputs;
        if (prepared.preciseInputs.keyInputs.empty())
            prepared.preciseInputs.keyInputs = widened.keyInputs;
        prepared.preciseInputs.valueInputs = widened.valueInputs;
    }
    return prepared;
}

std::variant<SpecRun, SpecError> runSpec(const Spec& spec, const EngineLimits& limits,
                                         const std::atomic<bool>* cancel, PreparationMemo* memo)
{
    PreparedSpec prepared;
    try {
        prepared = prepareSpec(spec, limits, memo);
    } catch (const EngineError& error) {
        return SpecError(error);
    } catch (const std::bad_alloc&) {
        return SpecError("", ErrorCode::NotEnoughMemoryForPass);
    }
    return runPreparedSpec(std::move(prepared), spec.float64, limits, cancel);
}

std::variant<SpecRun, SpecError> runPreparedSpec(PreparedSpec prepared, bool float64,
                                                 const EngineLimits& limits,
                                                 const std::atomic<bool>* cancel)
{
    try {
        SpecRun run;
        run.prepared = std::move(prepared);
        if (float64) {
            if (run.prepared.preciseInputs.inputs.empty())
                run.prepared.preciseInputs = widenedToDouble(run.prepared.inputs);
            // The double trace and its float rounding are both kept.
            enforceLimits(validate(run.prepared.preciseInputs, run.prepared.config), limits,
                          sizeof(double) + sizeof(float));
            run.preciseTrace =
                computeAttention(run.prepared.preciseInputs, run.prepared.config, limits, cancel);
            run.trace = roundedToFloat(run.preciseTrace);
        } else {
            run.trace = computeAttention(run.prepared.inputs, run.prepared.config, limits, cancel);
        }
        for (const BatchItemTrace& item : run.trace.batch)
            run.extents.push_back(headExtents(item));
        return run;
    } catch (const EngineError& error) {
        return SpecError(error);
    } catch (const std::bad_alloc&) {
        return SpecError("", ErrorCode::NotEnoughMemoryForPass);
    }
}

} // namespace ae
