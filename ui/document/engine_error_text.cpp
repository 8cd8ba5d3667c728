#include "ui/document/engine_error_text.h"

#include "ui/document/read_error_text.h"

#include <QCoreApplication>

namespace ae {

namespace {

class EngineErrorText
{
    Q_DECLARE_TR_FUNCTIONS(ae::EngineErrorText)
};

// `text` with each %1 … %9 replaced by args[0] … args[8] in one pass, as
// formatErrorTemplate (core/error_text.h) does for the English text: an
// argument holding "%1" is not substituted again.
QString formatted(const QString& text, const std::vector<std::string>& args)
{
    QString result;
    result.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        const QChar digit = i + 1 < text.size() ? text.at(i + 1) : QChar();
        if (text.at(i) == QLatin1Char('%') && digit >= QLatin1Char('1') &&
            digit <= QLatin1Char('9')) {
            const std::size_t index = std::size_t(digit.unicode() - u'1');
            if (index < args.size()) {
                result += QString::fromStdString(args[index]);
                ++i;
                continue;
            }
        }
        result += text.at(i);
    }
    return result;
}

QString withField(const std::string& field, const QString& message)
{
    return field.empty() ? message : QString::fromStdString(field) + QStringLiteral(": ") + message;
}

} // namespace

QString engineErrorTemplate(ErrorCode code)
{
    // No default: a code without its words does not compile (-Wswitch).
    switch (code) {
    case ErrorCode::MustBeAtLeast:
        return EngineErrorText::tr("must be at least %1, got %2");
    case ErrorCode::MustBeAtLeastOne:
        return EngineErrorText::tr("must be at least 1");
    case ErrorCode::MustBeFromTo:
        return EngineErrorText::tr("%1; must be from %2 to %3");
    case ErrorCode::MustBePositiveFinite:
        return EngineErrorText::tr("must be a finite number > 0, got %1");
    case ErrorCode::MustBeNonNegativeFinite:
        return EngineErrorText::tr("must be a finite number ≥ 0, got %1");
    case ErrorCode::MustBeFinite:
        return EngineErrorText::tr("must be finite");
    case ErrorCode::MustBeFiniteAndNonNegative:
        return EngineErrorText::tr("must be finite and ≥ 0");
    case ErrorCode::MustBePositive:
        return EngineErrorText::tr("must be positive");
    case ErrorCode::MustBePositiveNumber:
        return EngineErrorText::tr("must be a positive number");
    case ErrorCode::MustBeZeroOrMore:
        return EngineErrorText::tr("must be 0 or more");
    case ErrorCode::MustBeNumber:
        return EngineErrorText::tr("must be a number");
    case ErrorCode::MustLieInUnitInterval:
        return EngineErrorText::tr("must lie in [0, 1)");
    case ErrorCode::DropoutProbability:
        return EngineErrorText::tr("must satisfy 0 ≤ p < 1, got %1");
    case ErrorCode::IsEmpty:
        return EngineErrorText::tr("is empty");
    case ErrorCode::LineTooLong:
        return EngineErrorText::tr(
            "line %1 has %2 tokens; the limit is %3 (maximum sequence length)");
    case ErrorCode::TooManyLines:
        return EngineErrorText::tr(
            "has more than %1 non-empty lines (batch items); the limit is %1 (maximum batch size)");
    case ErrorCode::ModelDimAboveLimit:
        return EngineErrorText::tr("%1 is above the limit of %2 (maximum model width)");
    case ErrorCode::BatchSizeAboveLimit:
        return EngineErrorText::tr("the batch size is %1; the largest accepted is %2");
    case ErrorCode::QueryCountAboveLimit:
        return EngineErrorText::tr("the number of queries n is %1; the largest accepted is %2");
    case ErrorCode::KeyCountAboveLimit:
        return EngineErrorText::tr("the number of keys m is %1; the largest accepted is %2");
    case ErrorCode::InputWidthAboveLimit:
        return EngineErrorText::tr("the input width d is %1; the largest accepted is %2");
    case ErrorCode::KeyInputWidthAboveLimit:
        return EngineErrorText::tr("the key input width is %1; the largest accepted is %2");
    case ErrorCode::ValueInputWidthAboveLimit:
        return EngineErrorText::tr("the value input width is %1; the largest accepted is %2");
    case ErrorCode::HeadCountAboveLimit:
        return EngineErrorText::tr("the number of heads is %1; the largest accepted is %2");
    case ErrorCode::ProjectedQueryWidthAboveLimit:
        return EngineErrorText::tr("the projected query width is %1; the largest accepted is %2");
    case ErrorCode::ProjectedKeyWidthAboveLimit:
        return EngineErrorText::tr("the projected key width is %1; the largest accepted is %2");
    case ErrorCode::ModelWidthAboveLimit:
        return EngineErrorText::tr("the model width is %1; the largest accepted is %2");
    case ErrorCode::OutputWidthAboveLimit:
        return EngineErrorText::tr("the output width is %1; the largest accepted is %2");
    case ErrorCode::TraceTooLarge:
        return EngineErrorText::tr("the trace of this pass would hold %1, above the limit of %2; "
                                   "use shorter sequences, fewer heads or a smaller batch");
    case ErrorCode::TokenTraceTooLarge:
        return EngineErrorText::tr("the trace of %1 tokens would hold %2, above the limit of %3");
    case ErrorCode::ActivationsTooLarge:
        return EngineErrorText::tr(
            "a step of %1 sequences would keep %2 of activations, above the limit of %3");
    case ErrorCode::NotEnoughMemoryForPass:
        return EngineErrorText::tr("not enough memory for this pass; use shorter sequences, fewer "
                                   "heads or a smaller batch");
    case ErrorCode::NotEnoughMemoryForConfiguration:
        return EngineErrorText::tr("not enough memory for this configuration");
    case ErrorCode::NoTokens:
        return EngineErrorText::tr("holds no tokens; expected at least one word");
    case ErrorCode::KeyTextLines:
        return EngineErrorText::tr(
            "has %1 lines but text has %2; expected one line, or one per line of text");
    case ErrorCode::InputsRequired:
        return EngineErrorText::tr("required: give \"inputs\" (an n×d matrix) or \"text\"");
    case ErrorCode::QueryLabelCount:
        return EngineErrorText::tr("expected %1 labels (one per query), found %2");
    case ErrorCode::KeyLabelCount:
        return EngineErrorText::tr("expected %1 labels (one per key), found %2");
    case ErrorCode::LengthArraysPerBatchItem:
        return EngineErrorText::tr("expected %1 arrays of lengths (one per batch item), found %2");
    case ErrorCode::LengthsPerBatchItem:
        return EngineErrorText::tr("expected %1 lengths (one per batch item), found %2");
    case ErrorCode::LengthsPerQuery:
        return EngineErrorText::tr("expected %1 lengths (one per query), found %2");
    case ErrorCode::LengthOutsideKeys:
        return EngineErrorText::tr(
            "expected a length from 0 to %1 (the number of keys m), found %2");
    case ErrorCode::EntryPerBatchItem:
        return EngineErrorText::tr("expected one entry per batch item (%1), got %2");
    case ErrorCode::ItemLengthPerQuery:
        return EngineErrorText::tr("batch item %1: expected one length per query (%2), got %3");
    case ErrorCode::ItemOneLength:
        return EngineErrorText::tr("batch item %1: expected one length, got %2");
    case ErrorCode::ItemQueryLengthOutside:
        return EngineErrorText::tr(
            "batch item %1, query %2: length %3 is outside 0..%4 (m = number of keys)");
    case ErrorCode::ItemLengthOutside:
        return EngineErrorText::tr(
            "batch item %1: length %2 is outside 0..%3 (m = number of keys)");
    case ErrorCode::MaskMatrixCount:
        return EngineErrorText::tr(
            "expected one matrix for all batch items or one per item (%1), got %2");
    case ErrorCode::MaskMatrixShape:
        return EngineErrorText::tr("expected %1×%2 (queries × keys), got %3×%4");
    case ErrorCode::ItemMaskMatrixShape:
        return EngineErrorText::tr("batch item %1: expected %2×%3 (queries × keys), got %4×%5");
    case ErrorCode::MaskEntries:
        return EngineErrorText::tr("entries must be 0 or 1");
    case ErrorCode::ItemMaskEntries:
        return EngineErrorText::tr("batch item %1: entries must be 0 or 1");
    case ErrorCode::BatchIndexOutside:
        return EngineErrorText::tr("batch index %1 is outside 0..%2");
    case ErrorCode::MaskLikeScores:
        return EngineErrorText::tr("expected a %1×%2 mask like the scores, got %3×%4");
    case ErrorCode::WeightsLikeScores:
        return EngineErrorText::tr("expected a %1×%2 weight matrix like the scores, got %3×%4");
    case ErrorCode::RowsOutsideScores:
        return EngineErrorText::tr("rows [%1, %2) are outside the %3 rows of the scores");
    case ErrorCode::InputsNone:
        return EngineErrorText::tr("needs at least one n×d matrix; got none");
    case ErrorCode::MatrixPerBatchItem:
        return EngineErrorText::tr("expected one matrix per batch item (%1), got %2");
    case ErrorCode::FirstItemRows:
        return EngineErrorText::tr("batch item 0 has %1 rows; expected %2 (one per key)");
    case ErrorCode::FirstItemEmpty:
        return EngineErrorText::tr(
            "batch item 0 is empty (%1); expected at least one row and one column");
    case ErrorCode::ItemShapeDiffers:
        return EngineErrorText::tr(
            "batch item %1 is %2; expected %3 like item 0 (every item must have the same shape)");
    case ErrorCode::QueryWeightColumns:
        return EngineErrorText::tr(
            "expected %1 columns (the input width d, torch.nn.Linear layout out×in), got %2");
    case ErrorCode::KeyWeightColumns:
        return EngineErrorText::tr(
            "expected %1 columns (the key input width, torch.nn.Linear layout out×in), got %2");
    case ErrorCode::ValueWeightColumns:
        return EngineErrorText::tr(
            "expected %1 columns (the value input width, torch.nn.Linear layout out×in), got %2");
    case ErrorCode::OutputWeightColumns:
        return EngineErrorText::tr("expected %1 columns (the concat width h·p_v), got %2");
    case ErrorCode::HeadsDivideQueryWidth:
        return EngineErrorText::tr("%1 does not divide the projected query width %2");
    case ErrorCode::HeadsDivideKeyWidth:
        return EngineErrorText::tr("%1 does not divide the projected key width %2");
    case ErrorCode::HeadsDivideValueWidth:
        return EngineErrorText::tr("%1 does not divide the projected value width %2");
    case ErrorCode::HeadsDivideWidth:
        return EngineErrorText::tr("%1 heads do not divide the width %2");
    case ErrorCode::ScoringPerHeadSameWidth:
        return EngineErrorText::tr("%1 scoring needs per-head queries and keys of the same width; "
                                   "got p = %2 and p_k = %3");
    case ErrorCode::ScoringSameWidth:
        return EngineErrorText::tr("%1 needs queries and keys of the same width; got %2 and %3");
    case ErrorCode::AdditiveWqShape:
        return EngineErrorText::tr(
            "additive scoring needs W_q of shape hidden×%1 (p = per-head query width); got %2");
    case ErrorCode::AdditiveWkShape:
        return EngineErrorText::tr(
            "additive scoring needs W_k of shape %1 (hidden × per-head key width); got %2");
    case ErrorCode::AdditiveWvLength:
        return EngineErrorText::tr("additive scoring needs w_v of length %1 (hidden); got %2");
    case ErrorCode::GeneralWShape:
        return EngineErrorText::tr(
            "general scoring needs W of shape %1 (per-head query width × key width); got %2");
    case ErrorCode::UnknownScoring:
        return EngineErrorText::tr("unknown scoring function");
    case ErrorCode::ScoresBlockShape:
        return EngineErrorText::tr("expected an %1 block (queries × keys) for the scores, got %2");
    case ErrorCode::RotaryOddWidth:
        return EngineErrorText::tr(
            "rotary positions rotate pairs of columns, so the per-head width must be even; got %1");
    case ErrorCode::RotaryOddQueryWidth:
        return EngineErrorText::tr("rotary positions rotate pairs of columns, so the per-head "
                                   "width must be even; got p = %1");
    case ErrorCode::RotaryOddWidths:
        return EngineErrorText::tr("rotary positions rotate pairs of columns, so the per-head "
                                   "width must be even; got p = %1, p_k = %2");
    case ErrorCode::CurveArguments:
        return EngineErrorText::tr("a column in [0, d) and at least 2 samples");
    case ErrorCode::NeedsNonNegativeSize:
        return EngineErrorText::tr("needs n ≥ 0 and d ≥ 0, got n = %1, d = %2");
    case ErrorCode::BinaryArguments:
        return EngineErrorText::tr("needs n ≥ 0 and 0 ≤ bits ≤ 62");
    case ErrorCode::RolloutNeedsLayer:
        return EngineErrorText::tr("rollout needs at least one layer with a head");
    case ErrorCode::LayerHasNoHeads:
        return EngineErrorText::tr("a layer has no heads");
    case ErrorCode::HeadMustBeSquare:
        return EngineErrorText::tr("every head must be %1×%1");
    case ErrorCode::OrderSlotCount:
        return EngineErrorText::tr("needs one slot per input (%1), got %2");
    case ErrorCode::OrderNotPermutation:
        return EngineErrorText::tr("must list every input exactly once");
    case ErrorCode::DenseSetupShape:
        return EngineErrorText::tr("one dense weight per input and a query as wide as the inputs");
    case ErrorCode::NeedsTokenOfWidth:
        return EngineErrorText::tr("needs at least one token of width ≥ 1, got n = %1, d = %2");
    case ErrorCode::ShuffleNeedsToken:
        return EngineErrorText::tr("the shuffle demo needs at least one token of width ≥ 1");
    case ErrorCode::PermutationSize:
        return EngineErrorText::tr("has %1 entries for %2 rows");
    case ErrorCode::PeriodDoesNotFit:
        return EngineErrorText::tr(
            "the two copies of %1 tokens from position %2 do not fit in %3 positions");
    case ErrorCode::TrainCount:
        return EngineErrorText::tr("needs at least 1 training point, got %1");
    case ErrorCode::KernelRegressionNeedsPoint:
        return EngineErrorText::tr("kernel regression needs at least one training point");
    case ErrorCode::ValuePerKey:
        return EngineErrorText::tr("needs one value per key: %1 keys, %2 values");
    case ErrorCode::LeaveOneOutNeedsPoints:
        return EngineErrorText::tr("leave-one-out needs at least 2 points with one target each");
    case ErrorCode::SearchRangeEmpty:
        return EngineErrorText::tr("the search range is empty");
    case ErrorCode::VectorWidth:
        return EngineErrorText::tr("the vector width must be at least 1, got %1");
    case ErrorCode::NeedsSamples:
        return EngineErrorText::tr("needs at least 2 samples, got %1");
    case ErrorCode::NeedsBin:
        return EngineErrorText::tr("needs at least one bin, got %1");
    case ErrorCode::HistogramRangeEmpty:
        return EngineErrorText::tr("the histogram range is empty");
    case ErrorCode::NeedsKeyAndRow:
        return EngineErrorText::tr("needs at least one key and one row");
    case ErrorCode::NeedsKey:
        return EngineErrorText::tr("needs at least one key");
    case ErrorCode::MustWidenReceptiveField:
        return EngineErrorText::tr(
            "must be at least 2 (one layer must widen the receptive field), got %1");
    case ErrorCode::MustBeOddAtLeastThree:
        return EngineErrorText::tr("must be odd and at least 3 (r positions centred on the query "
                                   "have (r − 1)/2 on each side), got %1");
    case ErrorCode::LogarithmBase:
        return EngineErrorText::tr("the base of a logarithm must be at least 2");
    case ErrorCode::ConvSizesPositive:
        return EngineErrorText::tr("channels and kernel size must be positive");
    case ErrorCode::ConvWeightCount:
        return EngineErrorText::tr("expected %1 values (out·in·k), got %2");
    case ErrorCode::ValueCount:
        return EngineErrorText::tr("expected %1 values, got %2");
    case ErrorCode::KernelNoTaps:
        return EngineErrorText::tr("the kernel has no taps");
    case ErrorCode::ConvInputChannels:
        return EngineErrorText::tr("expects %1 input channels, the input has %2");
    case ErrorCode::RnnSquare:
        return EngineErrorText::tr("must be square (hidden×hidden)");
    case ErrorCode::RnnInputShape:
        return EngineErrorText::tr("must be %1×%2 (hidden×input)");
    case ErrorCode::EntryCount:
        return EngineErrorText::tr("must have %1 entries");
    case ErrorCode::PositionsRange:
        return EngineErrorText::tr("positions must lie in 1…%1");
    case ErrorCode::EveryLengthAtLeastOne:
        return EngineErrorText::tr("every length must be at least 1, got %1");
    case ErrorCode::DistributionEntry:
        return EngineErrorText::tr("entry %1 is %2; a distribution needs finite values ≥ 0");
    case ErrorCode::DistributionSum:
        return EngineErrorText::tr("sums to %1, not 1");
    case ErrorCode::BytesAtMost:
        return EngineErrorText::tr("%1 bytes; at most %2");
    case ErrorCode::NumberQuestionChoices:
        return EngineErrorText::tr("a number question has no choices");
    case ErrorCode::ChoiceCount:
        return EngineErrorText::tr("%1 choices; between 2 and %2");
    case ErrorCode::ChoiceBytes:
        return EngineErrorText::tr("choice %1 is %2 bytes; at most %3");
    case ErrorCode::TrueRowEntries:
        return EngineErrorText::tr("has %1 entries for %2 choices");
    case ErrorCode::NotAChoice:
        return EngineErrorText::tr("%1 is not one of the %2 choices");
    case ErrorCode::KeysForRow:
        return EngineErrorText::tr("%1 keys for a row of %2");
    case ErrorCode::BarInvalid:
        return EngineErrorText::tr("bar %1 is %2; bars are finite and ≥ 0");
    case ErrorCode::SketchEmpty:
        return EngineErrorText::tr("the bars sum to 0: nothing was sketched");
    case ErrorCode::EntriesAgainst:
        return EngineErrorText::tr("%1 entries against %2");
    case ErrorCode::BarsForKeys:
        return EngineErrorText::tr("%1 bars for %2 keys");
    case ErrorCode::KeyNotOneOf:
        return EngineErrorText::tr("key %1 is not one of the %2 keys");
    case ErrorCode::GradientsTensors:
        return EngineErrorText::tr("do not have the model's tensors");
    case ErrorCode::GradientsSize:
        return EngineErrorText::tr("a tensor's size differs from the model's");
    case ErrorCode::NotPrintableAscii:
        return EngineErrorText::tr("character %1 is not a printable ASCII character");
    case ErrorCode::SymbolReserved:
        return EngineErrorText::tr("'%1' is reserved for unknown characters");
    case ErrorCode::SymbolTwice:
        return EngineErrorText::tr("'%1' appears twice");
    case ErrorCode::NoRoomForAnswer:
        return EngineErrorText::tr("%1 symbols leave no room for an answer in a sequence of %2");
    case ErrorCode::ColumnNotSymbol:
        return EngineErrorText::tr(
            "column %1: symbols are printable ASCII characters without spaces");
    case ErrorCode::ColumnReserved:
        return EngineErrorText::tr("column %1: '?' is reserved for unknown characters");
    case ErrorCode::ExpectedOneBar:
        return EngineErrorText::tr("expected one '|' between the question and its answer");
    case ErrorCode::QuestionAnswerEmpty:
        return EngineErrorText::tr("the question and the answer must not be empty");
    case ErrorCode::SymbolsAtMost:
        return EngineErrorText::tr("%1 symbols; at most %2");
    case ErrorCode::LineLengthDiffers:
        return EngineErrorText::tr(
            "%1 symbols, but line %2 has %3 (every line must have the same length)");
    case ErrorCode::TooManyExamples:
        return EngineErrorText::tr("more than %1 examples");
    case ErrorCode::NeedsTwoExamples:
        return EngineErrorText::tr(
            "the file needs at least two different examples (one is held out)");
    case ErrorCode::BracketsEvenLength:
        return EngineErrorText::tr("balanced brackets need an even length");
    case ErrorCode::PatternNeedsTwoLetters:
        return EngineErrorText::tr("the pattern needs at least two letters");
    case ErrorCode::OnlyGpt2Trains:
        return EngineErrorText::tr("only a GPT-2 model (causal, tied unembedding) trains");
    case ErrorCode::OnlyGpt2Generates:
        return EngineErrorText::tr("only a GPT-2 model generates text");
    case ErrorCode::TokensAbovePositions:
        return EngineErrorText::tr("%1 tokens; the model has %2 positions");
    case ErrorCode::NotWholeSequences:
        return EngineErrorText::tr("%1 ids are not a whole number of sequences of %2");
    case ErrorCode::TargetsForTokens:
        return EngineErrorText::tr("%1 targets for %2 tokens");
    case ErrorCode::IdOutsideVocabulary:
        return EngineErrorText::tr("id %1 is outside the vocabulary of %2");
    case ErrorCode::MatrixShapeExpected:
        return EngineErrorText::tr("%1, expected %2");
    case ErrorCode::ValuesExpected:
        return EngineErrorText::tr("%1 values, expected %2");
    case ErrorCode::ConfigNotPositive:
        return EngineErrorText::tr("widths, heads, vocabulary and positions must be positive");
    case ErrorCode::BlocksExpected:
        return EngineErrorText::tr("%1 blocks, expected %2");
    case ErrorCode::NoTokensToRun:
        return EngineErrorText::tr("no tokens to run");
    case ErrorCode::TypesForTokens:
        return EngineErrorText::tr("%1 types for %2 tokens");
    case ErrorCode::TypeNotOfModel:
        return EngineErrorText::tr("type %1 is not one of the model's %2");
    }
    return QString::fromUtf8(errorTemplate(code));
}

QString translatedEngineMessage(ErrorCode code, const std::vector<std::string>& args)
{
    return formatted(engineErrorTemplate(code), args);
}

QString translatedEngineError(const std::string& field, ErrorCode code,
                              const std::vector<std::string>& args)
{
    return withField(field, translatedEngineMessage(code, args));
}

QString translatedEngineError(const EngineError& error)
{
    return translatedEngineError(error.field(), error.code(), error.args());
}

QString translatedSpecErrorMessage(const SpecError& error)
{
    if (error.code)
        return translatedEngineMessage(*error.code, error.args);
    if (!error.reading.isEmpty())
        return translatedReadError(error.reading);
    return QString::fromStdString(error.message);
}

QString translatedSpecError(const SpecError& error)
{
    return withField(error.field, translatedSpecErrorMessage(error));
}

} // namespace ae
