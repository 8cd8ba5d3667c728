#include "core/error_text.h"

namespace ae {

const char* errorTemplate(ErrorCode code)
{
    // No default: a code without a template does not compile (-Wswitch).
    switch (code) {
    case ErrorCode::MustBeAtLeast:
        return "must be at least %1, got %2";
    case ErrorCode::MustBeAtLeastOne:
        return "must be at least 1";
    case ErrorCode::MustBeFromTo:
        return "%1; must be from %2 to %3";
    case ErrorCode::MustBePositiveFinite:
        return "must be a finite number > 0, got %1";
    case ErrorCode::MustBeNonNegativeFinite:
        return "must be a finite number ≥ 0, got %1";
    case ErrorCode::MustBeFinite:
        return "must be finite";
    case ErrorCode::MustBeFiniteAndNonNegative:
        return "must be finite and ≥ 0";
    case ErrorCode::MustBePositive:
        return "must be positive";
    case ErrorCode::MustBePositiveNumber:
        return "must be a positive number";
    case ErrorCode::MustBeZeroOrMore:
        return "must be 0 or more";
    case ErrorCode::MustBeNumber:
        return "must be a number";
    case ErrorCode::MustLieInUnitInterval:
        return "must lie in [0, 1)";
    case ErrorCode::DropoutProbability:
        return "must satisfy 0 ≤ p < 1, got %1";
    case ErrorCode::IsEmpty:
        return "is empty";
    case ErrorCode::LineTooLong:
        return "line %1 has %2 tokens; the limit is %3 (maximum sequence length)";
    case ErrorCode::TooManyLines:
        return "has more than %1 non-empty lines (batch items); the limit is %1 (maximum batch "
               "size)";
    case ErrorCode::ModelDimAboveLimit:
        return "%1 is above the limit of %2 (maximum model width)";
    case ErrorCode::BatchSizeAboveLimit:
        return "the batch size is %1; the largest accepted is %2";
    case ErrorCode::QueryCountAboveLimit:
        return "the number of queries n is %1; the largest accepted is %2";
    case ErrorCode::KeyCountAboveLimit:
        return "the number of keys m is %1; the largest accepted is %2";
    case ErrorCode::InputWidthAboveLimit:
        return "the input width d is %1; the largest accepted is %2";
    case ErrorCode::KeyInputWidthAboveLimit:
        return "the key input width is %1; the largest accepted is %2";
    case ErrorCode::ValueInputWidthAboveLimit:
        return "the value input width is %1; the largest accepted is %2";
    case ErrorCode::HeadCountAboveLimit:
        return "the number of heads is %1; the largest accepted is %2";
    case ErrorCode::ProjectedQueryWidthAboveLimit:
        return "the projected query width is %1; the largest accepted is %2";
    case ErrorCode::ProjectedKeyWidthAboveLimit:
        return "the projected key width is %1; the largest accepted is %2";
    case ErrorCode::ModelWidthAboveLimit:
        return "the model width is %1; the largest accepted is %2";
    case ErrorCode::OutputWidthAboveLimit:
        return "the output width is %1; the largest accepted is %2";
    case ErrorCode::TraceTooLarge:
        return "the trace of this pass would hold %1, above the limit of %2; use shorter "
               "sequences, fewer heads or a smaller batch";
    case ErrorCode::TokenTraceTooLarge:
        return "the trace of %1 tokens would hold %2, above the limit of %3";
    case ErrorCode::ActivationsTooLarge:
        return "a step of %1 sequences would keep %2 of activations, above the limit of %3";
    case ErrorCode::NotEnoughMemoryForPass:
        return "not enough memory for this pass; use shorter sequences, fewer heads or a smaller "
               "batch";
    case ErrorCode::NotEnoughMemoryForConfiguration:
        return "not enough memory for this configuration";
    case ErrorCode::NoTokens:
        return "holds no tokens; expected at least one word";
    case ErrorCode::KeyTextLines:
        return "has %1 lines but text has %2; expected one line, or one per line of text";
    case ErrorCode::InputsRequired:
        return "required: give \"inputs\" (an n×d matrix) or \"text\"";
    case ErrorCode::QueryLabelCount:
        return "expected %1 labels (one per query), found %2";
    case ErrorCode::KeyLabelCount:
        return "expected %1 labels (one per key), found %2";
    case ErrorCode::LengthArraysPerBatchItem:
        return "expected %1 arrays of lengths (one per batch item), found %2";
    case ErrorCode::LengthsPerBatchItem:
        return "expected %1 lengths (one per batch item), found %2";
    case ErrorCode::LengthsPerQuery:
        return "expected %1 lengths (one per query), found %2";
    case ErrorCode::LengthOutsideKeys:
        return "expected a length from 0 to %1 (the number of keys m), found %2";
    case ErrorCode::EntryPerBatchItem:
        return "expected one entry per batch item (%1), got %2";
    case ErrorCode::ItemLengthPerQuery:
        return "batch item %1: expected one length per query (%2), got %3";
    case ErrorCode::ItemOneLength:
        return "batch item %1: expected one length, got %2";
    case ErrorCode::ItemQueryLengthOutside:
        return "batch item %1, query %2: length %3 is outside 0..%4 (m = number of keys)";
    case ErrorCode::ItemLengthOutside:
        return "batch item %1: length %2 is outside 0..%3 (m = number of keys)";
    case ErrorCode::MaskMatrixCount:
        return "expected one matrix for all batch items or one per item (%1), got %2";
    case ErrorCode::MaskMatrixShape:
        return "expected %1×%2 (queries × keys), got %3×%4";
    case ErrorCode::ItemMaskMatrixShape:
        return "batch item %1: expected %2×%3 (queries × keys), got %4×%5";
    case ErrorCode::MaskEntries:
        return "entries must be 0 or 1";
    case ErrorCode::ItemMaskEntries:
        return "batch item %1: entries must be 0 or 1";
    case ErrorCode::BatchIndexOutside:
        return "batch index %1 is outside 0..%2";
    case ErrorCode::MaskLikeScores:
        return "expected a %1×%2 mask like the scores, got %3×%4";
    case ErrorCode::WeightsLikeScores:
        return "expected a %1×%2 weight matrix like the scores, got %3×%4";
    case ErrorCode::RowsOutsideScores:
        return "rows [%1, %2) are outside the %3 rows of the scores";
    case ErrorCode::InputsNone:
        return "needs at least one n×d matrix; got none";
    case ErrorCode::MatrixPerBatchItem:
        return "expected one matrix per batch item (%1), got %2";
    case ErrorCode::FirstItemRows:
        return "batch item 0 has %1 rows; expected %2 (one per key)";
    case ErrorCode::FirstItemEmpty:
        return "batch item 0 is empty (%1); expected at least one row and one column";
    case ErrorCode::ItemShapeDiffers:
        return "batch item %1 is %2; expected %3 like item 0 (every item must have the same shape)";
    case ErrorCode::QueryWeightColumns:
        return "expected %1 columns (the input width d, torch.nn.Linear layout out×in), got %2";
    case ErrorCode::KeyWeightColumns:
        return "expected %1 columns (the key input width, torch.nn.Linear layout out×in), got %2";
    case ErrorCode::ValueWeightColumns:
        return "expected %1 columns (the value input width, torch.nn.Linear layout out×in), got %2";
    case ErrorCode::OutputWeightColumns:
        return "expected %1 columns (the concat width h·p_v), got %2";
    case ErrorCode::HeadsDivideQueryWidth:
        return "%1 does not divide the projected query width %2";
    case ErrorCode::HeadsDivideKeyWidth:
        return "%1 does not divide the projected key width %2";
    case ErrorCode::HeadsDivideValueWidth:
        return "%1 does not divide the projected value width %2";
    case ErrorCode::HeadsDivideWidth:
        return "%1 heads do not divide the width %2";
    case ErrorCode::ScoringPerHeadSameWidth:
        return "%1 scoring needs per-head queries and keys of the same width; got p = %2 and p_k = "
               "%3";
    case ErrorCode::ScoringSameWidth:
        return "%1 needs queries and keys of the same width; got %2 and %3";
    case ErrorCode::AdditiveWqShape:
        return "additive scoring needs W_q of shape hidden×%1 (p = per-head query width); got %2";
    case ErrorCode::AdditiveWkShape:
        return "additive scoring needs W_k of shape %1 (hidden × per-head key width); got %2";
    case ErrorCode::AdditiveWvLength:
        return "additive scoring needs w_v of length %1 (hidden); got %2";
    case ErrorCode::GeneralWShape:
        return "general scoring needs W of shape %1 (per-head query width × key width); got %2";
    case ErrorCode::UnknownScoring:
        return "unknown scoring function";
    case ErrorCode::ScoresBlockShape:
        return "expected an %1 block (queries × keys) for the scores, got %2";
    case ErrorCode::RotaryOddWidth:
        return "rotary positions rotate pairs of columns, so the per-head width must be even; got "
               "%1";
    case ErrorCode::RotaryOddQueryWidth:
        return "rotary positions rotate pairs of columns, so the per-head width must be even; got "
               "p = %1";
    case ErrorCode::RotaryOddWidths:
        return "rotary positions rotate pairs of columns, so the per-head width must be even; got "
               "p = %1, p_k = %2";
    case ErrorCode::CurveArguments:
        return "a column in [0, d) and at least 2 samples";
    case ErrorCode::NeedsNonNegativeSize:
        return "needs n ≥ 0 and d ≥ 0, got n = %1, d = %2";
    case ErrorCode::BinaryArguments:
        return "needs n ≥ 0 and 0 ≤ bits ≤ 62";
    case ErrorCode::RolloutNeedsLayer:
        return "rollout needs at least one layer with a head";
    case ErrorCode::LayerHasNoHeads:
        return "a layer has no heads";
    case ErrorCode::HeadMustBeSquare:
        return "every head must be %1×%1";
    case ErrorCode::OrderSlotCount:
        return "needs one slot per input (%1), got %2";
    case ErrorCode::OrderNotPermutation:
        return "must list every input exactly once";
    case ErrorCode::DenseSetupShape:
        return "one dense weight per input and a query as wide as the inputs";
    case ErrorCode::NeedsTokenOfWidth:
        return "needs at least one token of width ≥ 1, got n = %1, d = %2";
    case ErrorCode::ShuffleNeedsToken:
        return "the shuffle demo needs at least one token of width ≥ 1";
    case ErrorCode::PermutationSize:
        return "has %1 entries for %2 rows";
    case ErrorCode::PeriodDoesNotFit:
        return "the two copies of %1 tokens from position %2 do not fit in %3 positions";
    case ErrorCode::TrainCount:
        return "needs at least 1 training point, got %1";
    case ErrorCode::KernelRegressionNeedsPoint:
        return "kernel regression needs at least one training point";
    case ErrorCode::ValuePerKey:
        return "needs one value per key: %1 keys, %2 values";
    case ErrorCode::LeaveOneOutNeedsPoints:
        return "leave-one-out needs at least 2 points with one target each";
    case ErrorCode::SearchRangeEmpty:
        return "the search range is empty";
    case ErrorCode::VectorWidth:
        return "the vector width must be at least 1, got %1";
    case ErrorCode::NeedsSamples:
        return "needs at least 2 samples, got %1";
    case ErrorCode::NeedsBin:
        return "needs at least one bin, got %1";
    case ErrorCode::HistogramRangeEmpty:
        return "the histogram range is empty";
    case ErrorCode::NeedsKeyAndRow:
        return "needs at least one key and one row";
    case ErrorCode::NeedsKey:
        return "needs at least one key";
    case ErrorCode::MustWidenReceptiveField:
        return "must be at least 2 (one layer must widen the receptive field), got %1";
    case ErrorCode::MustBeOddAtLeastThree:
        return "must be odd and at least 3 (r positions centred on the query have (r − 1)/2 on "
               "each side), got %1";
    case ErrorCode::LogarithmBase:
        return "the base of a logarithm must be at least 2";
    case ErrorCode::ConvSizesPositive:
        return "channels and kernel size must be positive";
    case ErrorCode::ConvWeightCount:
        return "expected %1 values (out·in·k), got %2";
    case ErrorCode::ValueCount:
        return "expected %1 values, got %2";
    case ErrorCode::KernelNoTaps:
        return "the kernel has no taps";
    case ErrorCode::ConvInputChannels:
        return "expects %1 input channels, the input has %2";
    case ErrorCode::RnnSquare:
        return "must be square (hidden×hidden)";
    case ErrorCode::RnnInputShape:
        return "must be %1×%2 (hidden×input)";
    case ErrorCode::EntryCount:
        return "must have %1 entries";
    case ErrorCode::PositionsRange:
        return "positions must lie in 1…%1";
    case ErrorCode::EveryLengthAtLeastOne:
        return "every length must be at least 1, got %1";
    case ErrorCode::DistributionEntry:
        return "entry %1 is %2; a distribution needs finite values ≥ 0";
    case ErrorCode::DistributionSum:
        return "sums to %1, not 1";
    case ErrorCode::BytesAtMost:
        return "%1 bytes; at most %2";
    case ErrorCode::NumberQuestionChoices:
        return "a number question has no choices";
    case ErrorCode::ChoiceCount:
        return "%1 choices; between 2 and %2";
    case ErrorCode::ChoiceBytes:
        return "choice %1 is %2 bytes; at most %3";
    case ErrorCode::TrueRowEntries:
        return "has %1 entries for %2 choices";
    case ErrorCode::NotAChoice:
        return "%1 is not one of the %2 choices";
    case ErrorCode::KeysForRow:
        return "%1 keys for a row of %2";
    case ErrorCode::BarInvalid:
        return "bar %1 is %2; bars are finite and ≥ 0";
    case ErrorCode::SketchEmpty:
        return "the bars sum to 0: nothing was sketched";
    case ErrorCode::EntriesAgainst:
        return "%1 entries against %2";
    case ErrorCode::BarsForKeys:
        return "%1 bars for %2 keys";
    case ErrorCode::KeyNotOneOf:
        return "key %1 is not one of the %2 keys";
    case ErrorCode::GradientsTensors:
        return "do not have the model's tensors";
    case ErrorCode::GradientsSize:
        return "a tensor's size differs from the model's";
    case ErrorCode::NotPrintableAscii:
        return "character %1 is not a printable ASCII character";
    case ErrorCode::SymbolReserved:
        return "'%1' is reserved for unknown characters";
    case ErrorCode::SymbolTwice:
        return "'%1' appears twice";
    case ErrorCode::NoRoomForAnswer:
        return "%1 symbols leave no room for an answer in a sequence of %2";
    case ErrorCode::ColumnNotSymbol:
        return "column %1: symbols are printable ASCII characters without spaces";
    case ErrorCode::ColumnReserved:
        return "column %1: '?' is reserved for unknown characters";
    case ErrorCode::ExpectedOneBar:
        return "expected one '|' between the question and its answer";
    case ErrorCode::QuestionAnswerEmpty:
        return "the question and the answer must not be empty";
    case ErrorCode::SymbolsAtMost:
        return "%1 symbols; at most %2";
    case ErrorCode::LineLengthDiffers:
        return "%1 symbols, but line %2 has %3 (every line must have the same length)";
    case ErrorCode::TooManyExamples:
        return "more than %1 examples";
    case ErrorCode::NeedsTwoExamples:
        return "the file needs at least two different examples (one is held out)";
    case ErrorCode::BracketsEvenLength:
        return "balanced brackets need an even length";
    case ErrorCode::PatternNeedsTwoLetters:
        return "the pattern needs at least two letters";
    case ErrorCode::OnlyGpt2Trains:
        return "only a GPT-2 model (causal, tied unembedding) trains";
    case ErrorCode::OnlyGpt2Generates:
        return "only a GPT-2 model generates text";
    case ErrorCode::TokensAbovePositions:
        return "%1 tokens; the model has %2 positions";
    case ErrorCode::NotWholeSequences:
        return "%1 ids are not a whole number of sequences of %2";
    case ErrorCode::TargetsForTokens:
        return "%1 targets for %2 tokens";
    case ErrorCode::IdOutsideVocabulary:
        return "id %1 is outside the vocabulary of %2";
    case ErrorCode::MatrixShapeExpected:
        return "%1, expected %2";
    case ErrorCode::ValuesExpected:
        return "%1 values, expected %2";
    case ErrorCode::ConfigNotPositive:
        return "widths, heads, vocabulary and positions must be positive";
    case ErrorCode::BlocksExpected:
        return "%1 blocks, expected %2";
    case ErrorCode::NoTokensToRun:
        return "no tokens to run";
    case ErrorCode::TypesForTokens:
        return "%1 types for %2 tokens";
    case ErrorCode::TypeNotOfModel:
        return "type %1 is not one of the model's %2";
    }
    return "";
}

std::string formatErrorTemplate(std::string_view text, const std::vector<std::string>& args)
{
    std::string result;
    result.reserve(text.size());
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '%' && i + 1 < text.size() && text[i + 1] >= '1' && text[i + 1] <= '9') {
            const std::size_t index = static_cast<std::size_t>(text[i + 1] - '1');
            if (index < args.size()) {
                result += args[index];
                ++i;
                continue;
            }
        }
        result += text[i];
    }
    return result;
}

std::string errorMessage(ErrorCode code, const std::vector<std::string>& args)
{
    return formatErrorTemplate(errorTemplate(code), args);
}

} // namespace ae
