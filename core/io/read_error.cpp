#include "core/io/read_error.h"

#include "core/error_text.h"

#include <string>
#include <vector>

namespace ae {

ReadError ReadError::number(double value, int precision)
{
    return ReadError(QString::number(value, 'g', precision));
}

QString ReadError::english() const
{
    if (m_code == ReadCode::Verbatim)
        return m_text;
    QStringList args;
    args.reserve(qsizetype(m_args.size()));
    for (const ReadError& arg : m_args)
        args.append(arg.english());
    return formatReadTemplate(QString::fromUtf8(readErrorTemplate(m_code)), args);
}

QString formatReadTemplate(const QString& text, const QStringList& args)
{
    // The engine's one-pass formatter: '%' and the digits are ASCII, so it
    // works on UTF-8 bytes unchanged.
    std::vector<std::string> utf8;
    utf8.reserve(std::size_t(args.size()));
    for (const QString& arg : args)
        utf8.push_back(arg.toStdString());
    return QString::fromStdString(formatErrorTemplate(text.toStdString(), utf8));
}

const char* readErrorTemplate(ReadCode code)
{
    // No default: a code without a template does not compile (-Wswitch).
    switch (code) {
    case ReadCode::Verbatim:
        return "%1";
    // Wrappers
    case ReadCode::Located:
        return "%1: %2";
    // Bounded reads (core/io/bounded_read.h)
    case ReadCode::TooLarge:
        return "larger than the %1 %2; nothing past that was read";
    case ReadCode::CannotRead:
        return "cannot read: %1";
    case ReadCode::NoSuchFile:
        return "no such file";
    case ReadCode::IsFolder:
        return "is a folder, not a file";
    case ReadCode::CannotOpen:
        return "cannot open: %1";
    // What a JSON value is, in "expected X, found Y" (spec reader)
    case ReadCode::JsonNull:
        return "null";
    case ReadCode::JsonTrue:
        return "true";
    case ReadCode::JsonFalse:
        return "false";
    case ReadCode::JsonNumber:
        return "the number %1";
    case ReadCode::JsonString:
        return "the string \"%1\"";
    case ReadCode::JsonEmptyArray:
        return "an empty array";
    case ReadCode::JsonArrayOf:
        return "an array of %1 elements";
    case ReadCode::JsonObject:
        return "an object";
    case ReadCode::JsonNothing:
        return "nothing";
    case ReadCode::JsonArray:
        return "an array";
    // Names of limits and of what is counted (spec reader)
    case ReadCode::LimitHeadsAccepted:
        return "the largest number of heads accepted";
    case ReadCode::LimitModelWidthAccepted:
        return "the largest model width accepted";
    case ReadCode::LimitSequenceLength:
        return "maximum sequence length";
    case ReadCode::LimitModelWidth:
        return "maximum model width";
    case ReadCode::LimitBatchSize:
        return "maximum batch size";
    case ReadCode::CountLabels:
        return "labels";
    case ReadCode::CountRows:
        return "rows";
    case ReadCode::CountColumns:
        return "columns";
    case ReadCode::CountBatchItems:
        return "batch items";
    case ReadCode::CountNumbers:
        return "numbers";
    case ReadCode::CountLengths:
        return "lengths";
    case ReadCode::SpecFileLimit:
        return "a spec or session may have";
    // The spec reader (core/io/spec_reader.h)
    case ReadCode::SpecLineColumn:
        return "line %1, column %2";
    case ReadCode::SpecMalformedJson:
        return "malformed JSON at %1: %2";
    case ReadCode::SpecMalformedJsonNumber:
        return "malformed JSON at %1: %2 (numbers must be finite: NaN, Infinity and values such as "
               "1e400 are not allowed)";
    case ReadCode::SpecTopLevelObject:
        return "expected a JSON object at the top level, found %1";
    case ReadCode::SpecIsFolder:
        return "is a folder, not a spec file";
    case ReadCode::SpecResultNotSpec:
        return "this is a result file (\"%1\"), not a spec (\"%2\")";
    case ReadCode::SpecFormatExpected:
        return "expected \"%1\", found %2";
    case ReadCode::SpecPrecision:
        return "expected \"float32\" or \"float64\", found %1";
    case ReadCode::SpecExpectedObject:
        return "expected an object, found %1";
    case ReadCode::SpecTextAndInputs:
        return "give either \"text\" or \"inputs\" (the query source), not both";
    case ReadCode::SpecInputsRequired:
        return "required: give \"inputs\" (an n×d matrix or a batch of them) or \"text\"";
    case ReadCode::SpecKeyTextAndKeyInputs:
        return "give either \"key_text\" or \"key_inputs\" (the key source), not both";
    case ReadCode::SpecExpectedString:
        return "expected a string, found %1";
    case ReadCode::SpecExpectedInteger:
        return "expected an integer, found %1";
    case ReadCode::SpecIntegerAtLeast:
        return "expected an integer ≥ %1, found %2";
    case ReadCode::SpecAboveLimit:
        return "%1 is above the limit of %2 (%3)";
    case ReadCode::SpecIntegerAtMost:
        return "expected an integer ≤ %1, found %2";
    case ReadCode::SpecExpectedNonNegativeInteger:
        return "expected a non-negative integer, found %1";
    case ReadCode::SpecSeedRange:
        return "expected an integer from 0 to 2^53, found %1";
    case ReadCode::SpecExpectedPositive:
        return "expected a number > 0, found %1";
    case ReadCode::SpecExpectedNumber:
        return "expected a number, found %1";
    case ReadCode::SpecExpectedFinite:
        return "expected a finite number, found %1";
    case ReadCode::SpecOutsideFloat32:
        return "%1 is outside the float32 range (±%2)";
    case ReadCode::SpecExpectedStrings:
        return "expected an array of strings, found %1";
    case ReadCode::SpecCountAboveLimit:
        return "has %1 %2; the limit is %3 (%4)";
    case ReadCode::SpecExpectedMatrix:
        return "expected a matrix (an array of rows), found %1";
    case ReadCode::SpecMatrixEmpty:
        return "expected a matrix (an array of rows), found an empty array";
    case ReadCode::SpecExpectedRow:
        return "expected a row (an array of numbers), found %1";
    case ReadCode::SpecRowEmpty:
        return "expected a row of at least one number, found an empty array";
    case ReadCode::SpecRowLength:
        return "expected %1 numbers like row 0 (rows must have equal length), found %2";
    case ReadCode::SpecExpectedMatrixOrBatch:
        return "expected a matrix (an array of rows) or a batch (an array of matrices), found %1";
    case ReadCode::SpecNestedTooDeep:
        return "expected a matrix (depth 2) or a batch of matrices (depth 3), found arrays nested "
               "%1 deep";
    case ReadCode::SpecBatchItemMatrix:
        return "expected a matrix (an array of rows) like %1, found %2";
    case ReadCode::SpecBatchItemShape:
        return "expected %1×%2 like %3 (batch items share their shape), found %4×%5";
    case ReadCode::SpecEmbeddingType:
        return "expected \"hashed\" or \"one_hot\", found %1";
    case ReadCode::SpecPositionalType:
        return "expected \"none\", \"sinusoidal\" or \"rotary\", found %1";
    case ReadCode::SpecWeights:
        return "expected an object of matrices (W_q, W_k, W_v, W_o) or \"random\", found %1";
    case ReadCode::SpecExpectedOneOf:
        return "expected one of %1, found %2";
    case ReadCode::SpecAdditiveMissing:
        return "additive scoring needs W_q (hidden×p), W_k (hidden×p_k) and w_v (hidden numbers); "
               "%1 is missing";
    case ReadCode::SpecAdditiveWkRows:
        return "expected %1 rows like scoring.W_q (the hidden width), found %2";
    case ReadCode::SpecAdditiveWvLength:
        return "expected %1 numbers like the rows of scoring.W_q (the hidden width), found %2";
    case ReadCode::SpecGeneralMissing:
        return "general scoring needs W (p×p_k); it is missing";
    case ReadCode::SpecExpectedNumbers:
        return "expected a non-empty array of numbers, found %1";
    case ReadCode::SpecExpectedBool:
        return "expected true or false, found %1";
    case ReadCode::SpecIntegerLength:
        return "expected an integer length, found %1";
    case ReadCode::SpecLengthNonNegative:
        return "expected a length ≥ 0, found %1";
    case ReadCode::SpecLengthAboveLimit:
        return "the length %1 is above the limit of %2 (maximum sequence length)";
    case ReadCode::SpecValidLens:
        return "expected an array of lengths (one per batch item) or of arrays (per batch item, "
               "one per query), found %1";
    case ReadCode::SpecValidLensArrayLike:
        return "expected an array of lengths like %1 (one depth throughout), found %2";
    case ReadCode::SpecValidLensLengthLike:
        return "expected an integer length like %1 (one depth throughout), found %2";
    case ReadCode::SpecMaskMatrixOrBatch:
        return "expected an n×m matrix of 0/1 or a batch of them, found %1";
    case ReadCode::SpecMaskMatrixLike:
        return "expected a matrix of 0/1 like %1, found %2";
    case ReadCode::SpecMaskRow:
        return "expected a row of 0/1, found %1";
    case ReadCode::SpecMaskRowLength:
        return "expected %1 entries like row 0 (rows must have equal length), found %2";
    case ReadCode::SpecMaskEntry:
        return "expected 0 (masked) or 1 (kept), found %1";
    case ReadCode::SpecDropoutRequired:
        return "required: the drop probability, 0 ≤ p < 1";
    case ReadCode::SpecDropoutObject:
        return "expected an object {\"p\": probability}, found %1";
    case ReadCode::SpecDropoutProbability:
        return "expected a probability with 0 ≤ p < 1, found %1";
    case ReadCode::CountHeads:
        return "heads";
    // NumPy .npy files (core/io/npy.h)
    case ReadCode::NpyLimit:
        return "an array file may have";
    case ReadCode::NpyNotDict:
        return "the header is not a Python dict";
    case ReadCode::NpyQuotedKey:
        return "expected a quoted key in the header";
    case ReadCode::NpyColonAfter:
        return "expected ':' after '%1' in the header";
    case ReadCode::NpyDescr:
        return "'descr' must be a quoted type string";
    case ReadCode::NpyFortranOrder:
        return "'fortran_order' must be True or False";
    case ReadCode::NpyUnexpectedKey:
        return "unexpected key '%1' in the header";
    case ReadCode::NpyCommaOrBrace:
        return "expected ',' or '}' in the header";
    case ReadCode::NpyTextAfterDict:
        return "unexpected text after the header dict";
    case ReadCode::NpyHeaderLacks:
        return "the header lacks 'descr', 'fortran_order' or 'shape'";
    case ReadCode::NpyShapeTuple:
        return "'shape' must be a tuple of integers";
    case ReadCode::NpyShapeNonNegative:
        return "'shape' must hold non-negative integers";
    case ReadCode::NpyDimensionTooLarge:
        return "a dimension in 'shape' is too large";
    case ReadCode::NpyShapeRank:
        return "'shape' has more than 32 dimensions";
    case ReadCode::NpyCommaOrParen:
        return "expected ',' or ')' in 'shape'";
    case ReadCode::NpyMagic:
        return "not a NumPy .npy file (the magic string \\x93NUMPY is missing)";
    case ReadCode::NpyTruncatedPreamble:
        return "the .npy file is truncated inside its preamble";
    case ReadCode::NpyVersion:
        return "unsupported .npy format version %1.%2 (1.0, 2.0 and 3.0 are read)";
    case ReadCode::NpyHeaderLength:
        return "the .npy header says it is %1 bytes long but the file ends after %2";
    case ReadCode::NpyBadHeader:
        return "bad .npy header: %1";
    case ReadCode::NpyElementType:
        return "unsupported element type '%1' (float32 '<f4' or float64 '<f8' expected)";
    case ReadCode::NpyShapeFarLarger:
        return "the shape %1 is far larger than the file (%2 bytes of data)";
    case ReadCode::NpyShapeNeedsBytes:
        return "the shape %1 needs %2 bytes of data but the file holds %3";
    // CSV (core/io/csv.h)
    case ReadCode::CsvQuoteInUnquoted:
        return "line %1: a quote inside an unquoted field";
    case ReadCode::CsvTextAfterQuote:
        return "line %1: text after a closing quote";
    case ReadCode::CsvQuoteNotClosed:
        return "line %1: a quoted field is not closed";
    case ReadCode::CsvHeaderMissing:
        return "the header row is missing";
    case ReadCode::CsvLabelCount:
        return "line 1 has %1 column labels but the rows have %2 values";
    case ReadCode::CsvValueCount:
        return "line %1 has %2 values, expected %3";
    case ReadCode::CsvNotFinite:
        return "line %1, column %2: '%3' is not a finite number";
    // safetensors (core/io/safetensors.h)
    case ReadCode::SafetensorsCannotOpen:
        return "%1: cannot open: %2";
    case ReadCode::SafetensorsCannotMap:
        return "%1: cannot map the file: %2";
    case ReadCode::SafetensorsTruncated:
        return "truncated: %1 bytes; a safetensors file starts with an 8-byte header length";
    case ReadCode::SafetensorsHeaderTooLarge:
        return "the header claims %1 bytes; at most %2 are accepted";
    case ReadCode::SafetensorsHeaderTruncated:
        return "the header claims %1 bytes but the file has only %2 after the length: truncated or "
               "not a safetensors file";
    case ReadCode::SafetensorsHeaderNotJson:
        return "the header is not JSON (%1 at byte %2)";
    case ReadCode::SafetensorsHeaderNotObject:
        return "the header is not a JSON object";
    case ReadCode::SafetensorsMetadataNotObject:
        return "__metadata__ is not an object";
    case ReadCode::SafetensorsMetadataNotString:
        return "__metadata__ '%1' is not a string";
    case ReadCode::SafetensorsTensor:
        return "tensor '%1': %2";
    case ReadCode::SafetensorsNotObject:
        return "not an object";
    case ReadCode::SafetensorsDtypeMissing:
        return "dtype is missing or not a string";
    case ReadCode::SafetensorsUnknownDtype:
        return "unknown dtype '%1'";
    case ReadCode::SafetensorsShapeMissing:
        return "shape is missing or not an array";
    case ReadCode::SafetensorsShapeRank:
        return "shape has %1 axes; at most %2 are accepted";
    case ReadCode::SafetensorsShapeEntries:
        return "shape entries must be whole numbers ≥ 0";
    case ReadCode::SafetensorsShapeTooLarge:
        return "shape %1 is too large";
    case ReadCode::SafetensorsOffsets:
        return "data_offsets must be two whole numbers [begin, end]";
    case ReadCode::SafetensorsOffsetsReversed:
        return "data_offsets %1 end before they begin";
    case ReadCode::SafetensorsOffsetsPastData:
        return "data_offsets %1 reach past the data, which has %2 bytes";
    case ReadCode::SafetensorsOffsetsSize:
        return "data_offsets %1 hold %2 values but shape %3 needs %4";
    case ReadCode::SafetensorsOverlap:
        return "tensors '%1' and '%2' overlap in the data";
    case ReadCode::SafetensorsDtypeUnsupported:
        return "%1: tensor '%2': dtype %3 is not supported (F32, F16 and BF16 are)";
    case ReadCode::SafetensorsNotMatrix:
        return "%1: tensor '%2': shape %3 is not a matrix or a vector";
    // Model folders and config.json (core/io/model_folder.h)
    case ReadCode::ModelConfigLimit:
        return "a model config may have";
    case ReadCode::ModelConfigMissing:
        return "config.json: %1 is missing";
    case ReadCode::ModelConfigWhole:
        return "config.json: %1 must be a whole number from 1 to %2";
    case ReadCode::ModelConfigFraction:
        return "config.json: %1 must be a number between 0 and 1";
    case ReadCode::ModelConfigActivation:
        return "config.json: %1 '%2' is not supported (gelu_new, gelu, relu)";
    case ReadCode::ModelConfigScoring:
        return "config.json: attention_scoring '%1' is not one of %2";
    case ReadCode::ModelConfigTemperature:
        return "config.json: attention_temperature must be a number above 0";
    case ReadCode::ModelConfigFlag:
        return "config.json: %1 must be true or false";
    case ReadCode::ModelTensorMissing:
        return "%1: tensor '%2' is missing";
    case ReadCode::ModelTensorShape:
        return "%1: tensor '%2' has shape %3; the config needs %4";
    case ReadCode::ModelConfigNotObject:
        return "config.json: not a JSON object (%1)";
    case ReadCode::ModelConfigType:
        return "config.json: model_type '%1' is not supported (gpt2, bert, distilbert)";
    case ReadCode::ModelConfigHeads:
        return "config.json: %1 heads do not divide the width %2";
    case ReadCode::ModelNotFolder:
        return "%1: not a folder (a model is a folder with config.json and model.safetensors)";
    case ReadCode::ModelSafetensorsMissingPickle:
        return "model.safetensors is missing; pytorch_model.bin (a Python pickle) is not read: "
               "download the model's .safetensors file instead";
    case ReadCode::ModelSafetensorsMissing:
        return "model.safetensors is missing";
    // Tokenizers (core/io/model_tokenizer.h and the two tokenizers)
    case ReadCode::TokenizerLimit:
        return "a tokenizer file may have";
    case ReadCode::TokenizerJson:
        return "%1: not valid JSON at byte %2: %3";
    case ReadCode::TokenizerNotObject:
        return "%1: expected a JSON object";
    case ReadCode::TokenizerTooMany:
        return "%1: %2 tokens; at most %3 are supported";
    case ReadCode::TokenizerNoId:
        return "%1: the token '%2' has no whole-number id";
    case ReadCode::TokenizerMergeLine:
        return "%1: line %2: expected two symbols separated by one space";
    case ReadCode::TokenizerMergeEntry:
        return "%1: model.merges[%2]: expected two symbols";
    case ReadCode::TokenizerNeedsBpe:
        return "%1: model.type is '%2'; a GPT-2 model needs 'BPE'";
    case ReadCode::TokenizerNeedsWordPiece:
        return "%1: model.type is '%2'; a BERT model needs 'WordPiece'";
    case ReadCode::TokenizerCount:
        return "%1: %2 tokens, but the model has %3";
    case ReadCode::TokenizerIdPast:
        return "%1: the token '%2' has id %3, past the %4 tokens";
    case ReadCode::TokenizerNoneGpt2:
        return "no tokenizer: a GPT-2 folder needs vocab.json and merges.txt, or tokenizer.json";
    case ReadCode::TokenizerNoneBert:
        return "no tokenizer: a BERT folder needs vocab.txt, or tokenizer.json";
    case ReadCode::BpeIdPast:
        return "%1: the token '%2' has id %3, but the model has %4 tokens";
    case ReadCode::BpeByteMissing:
        return "%1: the byte symbol '%2' (byte %3) is missing; a byte-level vocabulary has one for "
               "each of the 256 bytes";
    case ReadCode::BpeMergeMissing:
        return "the vocabulary has no token '%1', which its merges make";
    case ReadCode::WordPieceMissing:
        return "%1: has no %2 token";
    // Saving a trained model (core/io/trained_model_writer.h)
    case ReadCode::WriterOnlyGpt2:
        return "only a GPT-2 model is saved this way";
    case ReadCode::WriterVocabulary:
        return "vocab.json: %1 symbols for a model of %2 tokens";
    case ReadCode::WriterCannotCreate:
        return "%1: cannot create the folder";
    // Matrices of a run's trace (core/io/trace_matrix.h)
    case ReadCode::TraceNoKeyPositions:
        return "there is no key positional encoding (it needs sinusoidal encoding and explicit key "
               "inputs)";
    case ReadCode::TraceNoPositions:
        return "this spec adds no positional encoding (positional_encoding type is not "
               "\"sinusoidal\")";
    case ReadCode::TraceNoBatchItem:
        return "batch item %1 does not exist; the pass has %2 (1..%3)";
    case ReadCode::TraceNoHead:
        return "head %1 does not exist; the pass has %2 (1..%3)";
    case ReadCode::TraceNoDropout:
        return "dropped_weights exist only with dropout in the spec";
    case ReadCode::TraceStage:
        return "expected one of %1, found '%2'";
    // Attention imports (core/io/attention_import.h)
    case ReadCode::ImportFileLimit:
        return "an attention file may have";
    case ReadCode::ImportTokenListLimit:
        return "a token list may have";
    case ReadCode::ImportEmpty:
        return "the attention is empty (%1 layers, %2 heads, %3 queries, %4 keys)";
    case ReadCode::ImportTooManyHeads:
        return "%1 heads per layer; at most %2 are supported";
    case ReadCode::ImportTooManyTokens:
        return "%1 queries × %2 keys; at most %3 tokens per side are supported";
    case ReadCode::ImportTooLarge:
        return "the weights need %1; at most %2 are supported";
    case ReadCode::ImportNotFinite:
        return "%1, key %2: %3 is not a finite number";
    case ReadCode::ImportNegative:
        return "%1, key %2: the weight %3 is negative (each query row must be a probability "
               "distribution)";
    case ReadCode::ImportSum:
        return "%1: the weights sum to %2, not 1 (each query row must be a probability "
               "distribution; tolerance %3)";
    case ReadCode::ImportTokenCount:
        return "the token list has %1 tokens but the attention has %2 queries";
    case ReadCode::ImportKeyTokenCount:
        return "the key token list has %1 tokens but the attention has %2 keys";
    case ReadCode::ImportTokensForKeys:
        return "the token list has %1 tokens; it labels the %2 queries but the attention has %3 "
               "keys (give the key tokens too)";
    case ReadCode::ImportStringList:
        return "'%1' must be a list of strings";
    case ReadCode::ImportExpectedString:
        return "%1[%2]: expected a string";
    case ReadCode::ImportNotNpy:
        return "not a readable .npy file: %1";
    case ReadCode::ImportBatch:
        return "shape %1 has a batch of %2 (axis 1); export one sentence (batch 1) or pick one "
               "with a[:, i]";
    case ReadCode::ImportRank:
        return "shape %1 has rank %2; expected (heads, queries, keys), (layers, heads, queries, "
               "keys) or (layers, 1, heads, queries, keys)";
    case ReadCode::ImportRow3:
        return "array[%1, %2]";
    case ReadCode::ImportRow4:
        return "array[%1, %2, %3]";
    case ReadCode::ImportRow5:
        return "array[%1, 0, %2, %3]";
    case ReadCode::ImportJson:
        return "not valid JSON at byte %1: %2 (NaN and Infinity are not JSON)";
    case ReadCode::ImportJsonObject:
        return "expected a JSON object with \"tokens\" and \"attentions\"";
    case ReadCode::ImportFormat:
        return "'format' is \"%1\"; expected \"%2\"";
    case ReadCode::ImportTokensMissing:
        return "'tokens' is missing: give the list of input tokens";
    case ReadCode::ImportAttentions:
        return "'attentions' must be a non-empty list of layers, [layer][batch][head][query][key]";
    case ReadCode::ImportNesting:
        return "attentions[0]: expected [batch][head][query][key] or [head][query][key] nested "
               "lists of numbers";
    case ReadCode::ImportJsonBatch:
        return "attentions[0]: a batch of %1 items; dump one sentence (batch 1)";
    case ReadCode::ImportListOf:
        return "%1: expected a list of %2 %3";
    case ReadCode::ImportListCount:
        return "%1: %2 %3, expected %4";
    case ReadCode::ImportExpectedNumber:
        return "%1[%2]: expected a number";
    case ReadCode::ImportTokenListJson:
        return "the token list is not valid JSON at byte %1: %2";
    case ReadCode::ImportFileType:
        return "%1: use a NumPy .npy file or a .json attention dump";
    case ReadCode::ImportCannotRead:
        return "cannot read %1: %2";
    case ReadCode::ImportCannotReadTokens:
        return "cannot read the token list %1: %2";
    case ReadCode::Count:
        break;
    }
    return "";
}

} // namespace ae
