#pragma once
// What a reader of core/io (spec, .npy, CSV, safetensors, config.json,
// tokenizers, attention dumps, bounded reads) found wrong, as a code plus
// arguments: the readers' half of issue 14, beside the engine's ErrorCode
// (core/error_code.h).
//
// Why a type of its own and not ErrorCode/EngineError: a reader's message
// nests. Its arguments are names and numbers as the English text shows them
// ("W_q", "3×4", "config.json", "12"), but also phrases that must be
// translated with it: what a JSON value was ("the string \"x\"", "an
// object"), the name of a limit ("maximum model width"), the message a
// wrapper carries ("bad .npy header: %1", "%1: %2" naming a file). So an
// argument is itself a ReadError: ReadCode::Verbatim for a name or number
// (shown as it is in every language), any other code for a phrase. The
// engine's flat string arguments cannot hold that, and its codes stay as
// they are. A SpecError carries a ReadError when the spec reader made it.
//
// The English template of each code is in ONE place, readErrorTemplate() in
// core/io/read_error.cpp: english() is what the CLI prints and what the
// readers' tests assert. The interface's translated templates are in ONE
// place, ui/document/read_error_text.cpp (tr() sources equal to these
// templates byte for byte; a test checks).
//
// Add a code: its enumerator here, its template in read_error.cpp (the
// switch there has no default, so a missing case does not compile), its tr()
// template in ui/document/read_error_text.cpp and its Chinese in the .ts.

#include <QString>
#include <QStringList>

#include <type_traits>
#include <utility>
#include <vector>

namespace ae {

enum class ReadCode : int
{
    Verbatim, // the argument's text as it is: a name, a path, a number
    // "%1: %2": the message %2 in the file (or folder, tensor) named %1
    Located,
    // Bounded reads (core/io/bounded_read.h)
    TooLarge,
    CannotRead,
    NoSuchFile,
    IsFolder,
    CannotOpen,
    // What a JSON value is, in "expected X, found Y" (spec reader)
    JsonNull,
    JsonTrue,
    JsonFalse,
    JsonNumber,
    JsonString,
    JsonEmptyArray,
    JsonArrayOf,
    JsonObject,
    JsonNothing,
    JsonArray,
    // Names of limits and of what is counted (spec reader)
    LimitHeadsAccepted,
    LimitModelWidthAccepted,
    LimitSequenceLength,
    LimitModelWidth,
    LimitBatchSize,
    CountLabels,
    CountRows,
    CountColumns,
    CountBatchItems,
    CountNumbers,
    CountLengths,
    SpecFileLimit,
    // The spec reader (core/io/spec_reader.h)
    SpecLineColumn,
    SpecMalformedJson,
    SpecMalformedJsonNumber,
    SpecTopLevelObject,
    SpecIsFolder,
    SpecResultNotSpec,
    SpecFormatExpected,
    SpecPrecision,
    SpecExpectedObject,
    SpecTextAndInputs,
    SpecInputsRequired,
    SpecKeyTextAndKeyInputs,
    SpecExpectedString,
    SpecExpectedInteger,
    SpecIntegerAtLeast,
    SpecAboveLimit,
    SpecIntegerAtMost,
    SpecExpectedNonNegativeInteger,
    SpecSeedRange,
    SpecExpectedPositive,
    SpecExpectedNumber,
    SpecExpectedFinite,
    SpecOutsideFloat32,
    SpecExpectedStrings,
    SpecCountAboveLimit,
    SpecExpectedMatrix,
    SpecMatrixEmpty,
    SpecExpectedRow,
    SpecRowEmpty,
    SpecRowLength,
    SpecExpectedMatrixOrBatch,
    SpecNestedTooDeep,
    SpecBatchItemMatrix,
    SpecBatchItemShape,
    SpecEmbeddingType,
    SpecPositionalType,
    SpecWeights,
    SpecExpectedOneOf,
    SpecAdditiveMissing,
    SpecAdditiveWkRows,
    SpecAdditiveWvLength,
    SpecGeneralMissing,
    SpecExpectedNumbers,
    SpecExpectedBool,
    SpecIntegerLength,
    SpecLengthNonNegative,
    SpecLengthAboveLimit,
    SpecValidLens,
    SpecValidLensArrayLike,
    SpecValidLensLengthLike,
    SpecMaskMatrixOrBatch,
    SpecMaskMatrixLike,
    SpecMaskRow,
    SpecMaskRowLength,
    SpecMaskEntry,
    SpecDropoutRequired,
    SpecDropoutObject,
    SpecDropoutProbability,
    CountHeads,
    // NumPy .npy files (core/io/npy.h)
    NpyLimit,
    NpyNotDict,
    NpyQuotedKey,
    NpyColonAfter,
    NpyDescr,
    NpyFortranOrder,
    NpyUnexpectedKey,
    NpyCommaOrBrace,
    NpyTextAfterDict,
    NpyHeaderLacks,
    NpyShapeTuple,
    NpyShapeNonNegative,
    NpyDimensionTooLarge,
    NpyShapeRank,
    NpyCommaOrParen,
    NpyMagic,
    NpyTruncatedPreamble,
    NpyVersion,
    NpyHeaderLength,
    NpyBadHeader,
    NpyElementType,
    NpyShapeFarLarger,
    NpyShapeNeedsBytes,
    // CSV (core/io/csv.h)
    CsvQuoteInUnquoted,
    CsvTextAfterQuote,
    CsvQuoteNotClosed,
    CsvHeaderMissing,
    CsvLabelCount,
    CsvValueCount,
    CsvNotFinite,
    // safetensors (core/io/safetensors.h)
    SafetensorsCannotOpen,
    SafetensorsCannotMap,
    SafetensorsTruncated,
    SafetensorsHeaderTooLarge,
    SafetensorsHeaderTruncated,
    SafetensorsHeaderNotJson,
    SafetensorsHeaderNotObject,
    SafetensorsMetadataNotObject,
    SafetensorsMetadataNotString,
    SafetensorsTensor,
    SafetensorsNotObject,
    SafetensorsDtypeMissing,
    SafetensorsUnknownDtype,
    SafetensorsShapeMissing,
    SafetensorsShapeRank,
    SafetensorsShapeEntries,
    SafetensorsShapeTooLarge,
    SafetensorsOffsets,
    SafetensorsOffsetsReversed,
    SafetensorsOffsetsPastData,
    SafetensorsOffsetsSize,
    SafetensorsOverlap,
    SafetensorsDtypeUnsupported,
    SafetensorsNotMatrix,
    // Model folders and config.json (core/io/model_folder.h)
    ModelConfigLimit,
    ModelConfigMissing,
    ModelConfigWhole,
    ModelConfigFraction,
    ModelConfigActivation,
    ModelConfigScoring,
    ModelConfigTemperature,
    ModelConfigFlag,
    ModelTensorMissing,
    ModelTensorShape,
    ModelConfigNotObject,
    ModelConfigType,
    ModelConfigHeads,
    ModelNotFolder,
    ModelSafetensorsMissingPickle,
    ModelSafetensorsMissing,
    // Tokenizers (core/io/model_tokenizer.h and the two tokenizers)
    TokenizerLimit,
    TokenizerJson,
    TokenizerNotObject,
    TokenizerTooMany,
    TokenizerNoId,
    TokenizerMergeLine,
    TokenizerMergeEntry,
    TokenizerNeedsBpe,
    TokenizerNeedsWordPiece,
    TokenizerCount,
    TokenizerIdPast,
    TokenizerNoneGpt2,
    TokenizerNoneBert,
    BpeIdPast,
    BpeByteMissing,
    BpeMergeMissing,
    WordPieceMissing,
    // Saving a trained model (core/io/trained_model_writer.h)
    WriterOnlyGpt2,
    WriterVocabulary,
    WriterCannotCreate,
    // Matrices of a run's trace (core/io/trace_matrix.h)
    TraceNoKeyPositions,
    TraceNoPositions,
    TraceNoBatchItem,
    TraceNoHead,
    TraceNoDropout,
    TraceStage,
    // Attention imports (core/io/attention_import.h)
    ImportFileLimit,
    ImportTokenListLimit,
    ImportEmpty,
    ImportTooManyHeads,
    ImportTooManyTokens,
    ImportTooLarge,
    ImportNotFinite,
    ImportNegative,
    ImportSum,
    ImportTokenCount,
    ImportKeyTokenCount,
    ImportTokensForKeys,
    ImportStringList,
    ImportExpectedString,
    ImportNotNpy,
    ImportBatch,
    ImportRank,
    ImportRow3,
    ImportRow4,
    ImportRow5,
    ImportJson,
    ImportJsonObject,
    ImportFormat,
    ImportTokensMissing,
    ImportAttentions,
    ImportNesting,
    ImportJsonBatch,
    ImportListOf,
    ImportListCount,
    ImportExpectedNumber,
    ImportTokenListJson,
    ImportFileType,
    ImportCannotRead,
    ImportCannotReadTokens,
    Count // not a code: the number of codes
};

// The constructors are implicit on purpose: a reader writes
// ReadError(ReadCode::CsvValueCount, {line, values, expected}) or
// *error = ReadCode::NoSuchFile, as it wrote tr(...).arg(...) before.
class ReadError
{
public:
    // No error (an empty verbatim text).
    ReadError() = default;
    ReadError(ReadCode code, std::vector<ReadError> args) : m_code(code), m_args(std::move(args)) {}
    ReadError(ReadCode code) : m_code(code) {}
    // A verbatim argument: a name, path or shape shown as it is.
    ReadError(const QString& text) : m_code(ReadCode::Verbatim), m_text(text) {}
    ReadError(QLatin1String text) : m_code(ReadCode::Verbatim), m_text(text) {}
    // A whole number, written as QString::number (and QString::arg) write it.
    template <
        typename Integer,
        std::enable_if_t<std::is_integral_v<Integer> && !std::is_same_v<Integer, bool>, int> = 0>
    ReadError(Integer number) : m_code(ReadCode::Verbatim), m_text(QString::number(number))
    {
    }
    // A number written with QString::number(value, 'g', precision) (what
    // QString::arg(double) writes with the default precision of 6).
    static ReadError number(double value, int precision = 6);

    bool isEmpty() const { return m_code == ReadCode::Verbatim && m_text.isEmpty(); }
    ReadCode code() const { return m_code; }
    const std::vector<ReadError>& args() const { return m_args; }
    const QString& text() const { return m_text; } // of a Verbatim one

    // The English message: the code's template with its arguments' English.
    QString english() const;

private:
    ReadCode m_code = ReadCode::Verbatim;
    std::vector<ReadError> m_args;
    QString m_text;
};

// Codes run from 0 to kReadCodeCount − 1 with no gaps.
inline constexpr int kReadCodeCount = static_cast<int>(ReadCode::Count);

// The English template of `code`: %1 … %9 stand for its arguments.
const char* readErrorTemplate(ReadCode code);

// `text` with each %1 … %9 replaced by args[0] … args[8] in one pass (an
// argument holding "%1" is not substituted again): the engine's
// formatErrorTemplate (core/error_text.h) on the UTF-8 text. Both languages
// format through it.
QString formatReadTemplate(const QString& text, const QStringList& args);

} // namespace ae
