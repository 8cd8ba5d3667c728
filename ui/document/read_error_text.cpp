#include "ui/document/read_error_text.h"

#include <QCoreApplication>

namespace ae {

namespace {

class ReadErrorText
{
    Q_DECLARE_TR_FUNCTIONS(ae::ReadErrorText)
};

} // namespace

QString readErrorTemplateText(ReadCode code)
{
    // No default: a code without its words does not compile (-Wswitch).
    switch (code) {
    case ReadCode::Verbatim:
        return QStringLiteral("%1");
    // Wrappers
    case ReadCode::Located:
        return ReadErrorText::tr("%1: %2");
    // Bounded reads (core/io/bounded_read.h)
    case ReadCode::TooLarge:
        return ReadErrorText::tr("larger than the %1 %2; nothing past that was read");
    case ReadCode::CannotRead:
        return ReadErrorText::tr("cannot read: %1");
    case ReadCode::NoSuchFile:
        return ReadErrorText::tr("no such file");
    case ReadCode::IsFolder:
        return ReadErrorText::tr("is a folder, not a file");
    case ReadCode::CannotOpen:
        return ReadErrorText::tr("cannot open: %1");
    // What a JSON value is, in "expected X, found Y" (spec reader)
    case ReadCode::JsonNull:
        return ReadErrorText::tr("null");
    case ReadCode::JsonTrue:
        return ReadErrorText::tr("true");
    case ReadCode::JsonFalse:
        return ReadErrorText::tr("false");
    case ReadCode::JsonNumber:
        return ReadErrorText::tr("the number %1");
    case ReadCode::JsonString:
        return ReadErrorText::tr("the string \"%1\"");
    case ReadCode::JsonEmptyArray:
        return ReadErrorText::tr("an empty array");
    case ReadCode::JsonArrayOf:
        return ReadErrorText::tr("an array of %1 elements");
    case ReadCode::JsonObject:
        return ReadErrorText::tr("an object");
    case ReadCode::JsonNothing:
        return ReadErrorText::tr("nothing");
    case ReadCode::JsonArray:
        return ReadErrorText::tr("an array");
    // Names of limits and of what is counted (spec reader)
    case ReadCode::LimitHeadsAccepted:
        return ReadErrorText::tr("the largest number of heads accepted");
    case ReadCode::LimitModelWidthAccepted:
        return ReadErrorText::tr("the largest model width accepted");
    case ReadCode::LimitSequenceLength:
        return ReadErrorText::tr("maximum sequence length");
    case ReadCode::LimitModelWidth:
        return ReadErrorText::tr("maximum model width");
    case ReadCode::LimitBatchSize:
        return ReadErrorText::tr("maximum batch size");
    case ReadCode::CountLabels:
        return ReadErrorText::tr("labels");
    case ReadCode::CountRows:
        return ReadErrorText::tr("rows");
    case ReadCode::CountColumns:
        return ReadErrorText::tr("columns");
    case ReadCode::CountBatchItems:
        return ReadErrorText::tr("batch items");
    case ReadCode::CountNumbers:
        return ReadErrorText::tr("numbers");
    case ReadCode::CountLengths:
        return ReadErrorText::tr("lengths");
    case ReadCode::SpecFileLimit:
        return ReadErrorText::tr("a spec or session may have");
    // The spec reader (core/io/spec_reader.h)
    case ReadCode::SpecLineColumn:
        return ReadErrorText::tr("line %1, column %2");
    case ReadCode::SpecMalformedJson:
        return ReadErrorText::tr("malformed JSON at %1: %2");
    case ReadCode::SpecMalformedJsonNumber:
        return ReadErrorText::tr("malformed JSON at %1: %2 (numbers must be finite: NaN, Infinity "
                                 "and values such as 1e400 are not allowed)");
    case ReadCode::SpecTopLevelObject:
        return ReadErrorText::tr("expected a JSON object at the top level, found %1");
    case ReadCode::SpecIsFolder:
        return ReadErrorText::tr("is a folder, not a spec file");
    case ReadCode::SpecResultNotSpec:
        return ReadErrorText::tr("this is a result file (\"%1\"), not a spec (\"%2\")");
    case ReadCode::SpecFormatExpected:
        return ReadErrorText::tr("expected \"%1\", found %2");
    case ReadCode::SpecPrecision:
        return ReadErrorText::tr("expected \"float32\" or \"float64\", found %1");
    case ReadCode::SpecExpectedObject:
        return ReadErrorText::tr("expected an object, found %1");
    case ReadCode::SpecTextAndInputs:
        return ReadErrorText::tr("give either \"text\" or \"inputs\" (the query source), not both");
    case ReadCode::SpecInputsRequired:
        return ReadErrorText::tr(
            "required: give \"inputs\" (an n×d matrix or a batch of them) or \"text\"");
    case ReadCode::SpecKeyTextAndKeyInputs:
        return ReadErrorText::tr(
            "give either \"key_text\" or \"key_inputs\" (the key source), not both");
    case ReadCode::SpecExpectedString:
        return ReadErrorText::tr("expected a string, found %1");
    case ReadCode::SpecExpectedInteger:
        return ReadErrorText::tr("expected an integer, found %1");
    case ReadCode::SpecIntegerAtLeast:
        return ReadErrorText::tr("expected an integer ≥ %1, found %2");
    case ReadCode::SpecAboveLimit:
        return ReadErrorText::tr("%1 is above the limit of %2 (%3)");
    case ReadCode::SpecIntegerAtMost:
        return ReadErrorText::tr("expected an integer ≤ %1, found %2");
    case ReadCode::SpecExpectedNonNegativeInteger:
        return ReadErrorText::tr("expected a non-negative integer, found %1");
    case ReadCode::SpecSeedRange:
        return ReadErrorText::tr("expected an integer from 0 to 2^53, found %1");
    case ReadCode::SpecExpectedPositive:
        return ReadErrorText::tr("expected a number > 0, found %1");
    case ReadCode::SpecExpectedNumber:
        return ReadErrorText::tr("expected a number, found %1");
    case ReadCode::SpecExpectedFinite:
        return ReadErrorText::tr("expected a finite number, found %1");
    case ReadCode::SpecOutsideFloat32:
        return ReadErrorText::tr("%1 is outside the float32 range (±%2)");
    case ReadCode::SpecExpectedStrings:
        return ReadErrorText::tr("expected an array of strings, found %1");
    case ReadCode::SpecCountAboveLimit:
        return ReadErrorText::tr("has %1 %2; the limit is %3 (%4)");
    case ReadCode::SpecExpectedMatrix:
        return ReadErrorText::tr("expected a matrix (an array of rows), found %1");
    case ReadCode::SpecMatrixEmpty:
        return ReadErrorText::tr("expected a matrix (an array of rows), found an empty array");
    case ReadCode::SpecExpectedRow:
        return ReadErrorText::tr("expected a row (an array of numbers), found %1");
    case ReadCode::SpecRowEmpty:
        return ReadErrorText::tr("expected a row of at least one number, found an empty array");
    case ReadCode::SpecRowLength:
        return ReadErrorText::tr(
            "expected %1 numbers like row 0 (rows must have equal length), found %2");
    case ReadCode::SpecExpectedMatrixOrBatch:
        return ReadErrorText::tr(
            "expected a matrix (an array of rows) or a batch (an array of matrices), found %1");
    case ReadCode::SpecNestedTooDeep:
        return ReadErrorText::tr("expected a matrix (depth 2) or a batch of matrices (depth 3), "
                                 "found arrays nested %1 deep");
    case ReadCode::SpecBatchItemMatrix:
        return ReadErrorText::tr("expected a matrix (an array of rows) like %1, found %2");
    case ReadCode::SpecBatchItemShape:
        return ReadErrorText::tr(
            "expected %1×%2 like %3 (batch items share their shape), found %4×%5");
    case ReadCode::SpecEmbeddingType:
        return ReadErrorText::tr("expected \"hashed\" or \"one_hot\", found %1");
    case ReadCode::SpecPositionalType:
        return ReadErrorText::tr("expected \"none\", \"sinusoidal\" or \"rotary\", found %1");
    case ReadCode::SpecWeights:
        return ReadErrorText::tr(
            "expected an object of matrices (W_q, W_k, W_v, W_o) or \"random\", found %1");
    case ReadCode::SpecExpectedOneOf:
        return ReadErrorText::tr("expected one of %1, found %2");
    case ReadCode::SpecAdditiveMissing:
        return ReadErrorText::tr("additive scoring needs W_q (hidden×p), W_k (hidden×p_k) and w_v "
                                 "(hidden numbers); %1 is missing");
    case ReadCode::SpecAdditiveWkRows:
        return ReadErrorText::tr("expected %1 rows like scoring.W_q (the hidden width), found %2");
    case ReadCode::SpecAdditiveWvLength:
        return ReadErrorText::tr(
            "expected %1 numbers like the rows of scoring.W_q (the hidden width), found %2");
    case ReadCode::SpecGeneralMissing:
        return ReadErrorText::tr("general scoring needs W (p×p_k); it is missing");
    case ReadCode::SpecExpectedNumbers:
        return ReadErrorText::tr("expected a non-empty array of numbers, found %1");
    case ReadCode::SpecExpectedBool:
        return ReadErrorText::tr("expected true or false, found %1");
    case ReadCode::SpecIntegerLength:
        return ReadErrorText::tr("expected an integer length, found %1");
    case ReadCode::SpecLengthNonNegative:
        return ReadErrorText::tr("expected a length ≥ 0, found %1");
    case ReadCode::SpecLengthAboveLimit:
        return ReadErrorText::tr(
            "the length %1 is above the limit of %2 (maximum sequence length)");
    case ReadCode::SpecValidLens:
        return ReadErrorText::tr("expected an array of lengths (one per batch item) or of arrays "
                                 "(per batch item, one per query), found %1");
    case ReadCode::SpecValidLensArrayLike:
        return ReadErrorText::tr(
            "expected an array of lengths like %1 (one depth throughout), found %2");
    case ReadCode::SpecValidLensLengthLike:
        return ReadErrorText::tr(
            "expected an integer length like %1 (one depth throughout), found %2");
    case ReadCode::SpecMaskMatrixOrBatch:
        return ReadErrorText::tr("expected an n×m matrix of 0/1 or a batch of them, found %1");
    case ReadCode::SpecMaskMatrixLike:
        return ReadErrorText::tr("expected a matrix of 0/1 like %1, found %2");
    case ReadCode::SpecMaskRow:
        return ReadErrorText::tr("expected a row of 0/1, found %1");
    case ReadCode::SpecMaskRowLength:
        return ReadErrorText::tr(
            "expected %1 entries like row 0 (rows must have equal length), found %2");
    case ReadCode::SpecMaskEntry:
        return ReadErrorText::tr("expected 0 (masked) or 1 (kept), found %1");
    case ReadCode::SpecDropoutRequired:
        return ReadErrorText::tr("required: the drop probability, 0 ≤ p < 1");
    case ReadCode::SpecDropoutObject:
        return ReadErrorText::tr("expected an object {\"p\": probability}, found %1");
    case ReadCode::SpecDropoutProbability:
        return ReadErrorText::tr("expected a probability with 0 ≤ p < 1, found %1");
    case ReadCode::CountHeads:
        return ReadErrorText::tr("heads");
    // NumPy .npy files (core/io/npy.h)
    case ReadCode::NpyLimit:
        return ReadErrorText::tr("an array file may have");
    case ReadCode::NpyNotDict:
        return ReadErrorText::tr("the header is not a Python dict");
    case ReadCode::NpyQuotedKey:
        return ReadErrorText::tr("expected a quoted key in the header");
    case ReadCode::NpyColonAfter:
        return ReadErrorText::tr("expected ':' after '%1' in the header");
    case ReadCode::NpyDescr:
        return ReadErrorText::tr("'descr' must be a quoted type string");
    case ReadCode::NpyFortranOrder:
        return ReadErrorText::tr("'fortran_order' must be True or False");
    case ReadCode::NpyUnexpectedKey:
        return ReadErrorText::tr("unexpected key '%1' in the header");
    case ReadCode::NpyCommaOrBrace:
        return ReadErrorText::tr("expected ',' or '}' in the header");
    case ReadCode::NpyTextAfterDict:
        return ReadErrorText::tr("unexpected text after the header dict");
    case ReadCode::NpyHeaderLacks:
        return ReadErrorText::tr("the header lacks 'descr', 'fortran_order' or 'shape'");
    case ReadCode::NpyShapeTuple:
        return ReadErrorText::tr("'shape' must be a tuple of integers");
    case ReadCode::NpyShapeNonNegative:
        return ReadErrorText::tr("'shape' must hold non-negative integers");
    case ReadCode::NpyDimensionTooLarge:
        return ReadErrorText::tr("a dimension in 'shape' is too large");
    case ReadCode::NpyShapeRank:
        return ReadErrorText::tr("'shape' has more than 32 dimensions");
    case ReadCode::NpyCommaOrParen:
        return ReadErrorText::tr("expected ',' or ')' in 'shape'");
    case ReadCode::NpyMagic:
        return ReadErrorText::tr("not a NumPy .npy file (the magic string \\x93NUMPY is missing)");
    case ReadCode::NpyTruncatedPreamble:
        return ReadErrorText::tr("the .npy file is truncated inside its preamble");
    case ReadCode::NpyVersion:
        return ReadErrorText::tr(
            "unsupported .npy format version %1.%2 (1.0, 2.0 and 3.0 are read)");
    case ReadCode::NpyHeaderLength:
        return ReadErrorText::tr(
            "the .npy header says it is %1 bytes long but the file ends after %2");
    case ReadCode::NpyBadHeader:
        return ReadErrorText::tr("bad .npy header: %1");
    case ReadCode::NpyElementType:
        return ReadErrorText::tr(
            "unsupported element type '%1' (float32 '<f4' or float64 '<f8' expected)");
    case ReadCode::NpyShapeFarLarger:
        return ReadErrorText::tr("the shape %1 is far larger than the file (%2 bytes of data)");
    case ReadCode::NpyShapeNeedsBytes:
        return ReadErrorText::tr("the shape %1 needs %2 bytes of data but the file holds %3");
    // CSV (core/io/csv.h)
    case ReadCode::CsvQuoteInUnquoted:
        return ReadErrorText::tr("line %1: a quote inside an unquoted field");
    case ReadCode::CsvTextAfterQuote:
        return ReadErrorText::tr("line %1: text after a closing quote");
    case ReadCode::CsvQuoteNotClosed:
        return ReadErrorText::tr("line %1: a quoted field is not closed");
    case ReadCode::CsvHeaderMissing:
        return ReadErrorText::tr("the header row is missing");
    case ReadCode::CsvLabelCount:
        return ReadErrorText::tr("line 1 has %1 column labels but the rows have %2 values");
    case ReadCode::CsvValueCount:
        return ReadErrorText::tr("line %1 has %2 values, expected %3");
    case ReadCode::CsvNotFinite:
        return ReadErrorText::tr("line %1, column %2: '%3' is not a finite number");
    // safetensors (core/io/safetensors.h)
    case ReadCode::SafetensorsCannotOpen:
        return ReadErrorText::tr("%1: cannot open: %2");
    case ReadCode::SafetensorsCannotMap:
        return ReadErrorText::tr("%1: cannot map the file: %2");
    case ReadCode::SafetensorsTruncated:
        return ReadErrorText::tr(
            "truncated: %1 bytes; a safetensors file starts with an 8-byte header length");
    case ReadCode::SafetensorsHeaderTooLarge:
        return ReadErrorText::tr("the header claims %1 bytes; at most %2 are accepted");
    case ReadCode::SafetensorsHeaderTruncated:
        return ReadErrorText::tr("the header claims %1 bytes but the file has only %2 after the "
                                 "length: truncated or not a safetensors file");
    case ReadCode::SafetensorsHeaderNotJson:
        return ReadErrorText::tr("the header is not JSON (%1 at byte %2)");
    case ReadCode::SafetensorsHeaderNotObject:
        return ReadErrorText::tr("the header is not a JSON object");
    case ReadCode::SafetensorsMetadataNotObject:
        return ReadErrorText::tr("__metadata__ is not an object");
    case ReadCode::SafetensorsMetadataNotString:
        return ReadErrorText::tr("__metadata__ '%1' is not a string");
    case ReadCode::SafetensorsTensor:
        return ReadErrorText::tr("tensor '%1': %2");
    case ReadCode::SafetensorsNotObject:
        return ReadErrorText::tr("not an object");
    case ReadCode::SafetensorsDtypeMissing:
        return ReadErrorText::tr("dtype is missing or not a string");
    case ReadCode::SafetensorsUnknownDtype:
        return ReadErrorText::tr("unknown dtype '%1'");
    case ReadCode::SafetensorsShapeMissing:
        return ReadErrorText::tr("shape is missing or not an array");
    case ReadCode::SafetensorsShapeRank:
        return ReadErrorText::tr("shape has %1 axes; at most %2 are accepted");
    case ReadCode::SafetensorsShapeEntries:
        return ReadErrorText::tr("shape entries must be whole numbers ≥ 0");
    case ReadCode::SafetensorsShapeTooLarge:
        return ReadErrorText::tr("shape %1 is too large");
    case ReadCode::SafetensorsOffsets:
        return ReadErrorText::tr("data_offsets must be two whole numbers [begin, end]");
    case ReadCode::SafetensorsOffsetsReversed:
        return ReadErrorText::tr("data_offsets %1 end before they begin");
    case ReadCode::SafetensorsOffsetsPastData:
        return ReadErrorText::tr("data_offsets %1 reach past the data, which has %2 bytes");
    case ReadCode::SafetensorsOffsetsSize:
        return ReadErrorText::tr("data_offsets %1 hold %2 values but shape %3 needs %4");
    case ReadCode::SafetensorsOverlap:
        return ReadErrorText::tr("tensors '%1' and '%2' overlap in the data");
    case ReadCode::SafetensorsDtypeUnsupported:
        return ReadErrorText::tr(
            "%1: tensor '%2': dtype %3 is not supported (F32, F16 and BF16 are)");
    case ReadCode::SafetensorsNotMatrix:
        return ReadErrorText::tr("%1: tensor '%2': shape %3 is not a matrix or a vector");
    // Model folders and config.json (core/io/model_folder.h)
    case ReadCode::ModelConfigLimit:
        return ReadErrorText::tr("a model config may have");
    case ReadCode::ModelConfigMissing:
        return ReadErrorText::tr("config.json: %1 is missing");
    case ReadCode::ModelConfigWhole:
        return ReadErrorText::tr("config.json: %1 must be a whole number from 1 to %2");
    case ReadCode::ModelConfigFraction:
        return ReadErrorText::tr("config.json: %1 must be a number between 0 and 1");
    case ReadCode::ModelConfigActivation:
        return ReadErrorText::tr("config.json: %1 '%2' is not supported (gelu_new, gelu, relu)");
    case ReadCode::ModelConfigScoring:
        return ReadErrorText::tr("config.json: attention_scoring '%1' is not one of %2");
    case ReadCode::ModelConfigTemperature:
        return ReadErrorText::tr("config.json: attention_temperature must be a number above 0");
    case ReadCode::ModelConfigFlag:
        return ReadErrorText::tr("config.json: %1 must be true or false");
    case ReadCode::ModelTensorMissing:
        return ReadErrorText::tr("%1: tensor '%2' is missing");
    case ReadCode::ModelTensorShape:
        return ReadErrorText::tr("%1: tensor '%2' has shape %3; the config needs %4");
    case ReadCode::ModelConfigNotObject:
        return ReadErrorText::tr("config.json: not a JSON object (%1)");
    case ReadCode::ModelConfigType:
        return ReadErrorText::tr(
            "config.json: model_type '%1' is not supported (gpt2, bert, distilbert)");
    case ReadCode::ModelConfigHeads:
        return ReadErrorText::tr("config.json: %1 heads do not divide the width %2");
    case ReadCode::ModelNotFolder:
        return ReadErrorText::tr(
            "%1: not a folder (a model is a folder with config.json and model.safetensors)");
    case ReadCode::ModelSafetensorsMissingPickle:
        return ReadErrorText::tr(
            "model.safetensors is missing; pytorch_model.bin (a Python pickle) is not read: "
            "download the model's .safetensors file instead");
    case ReadCode::ModelSafetensorsMissing:
        return ReadErrorText::tr("model.safetensors is missing");
    // Tokenizers (core/io/model_tokenizer.h and the two tokenizers)
    case ReadCode::TokenizerLimit:
        return ReadErrorText::tr("a tokenizer file may have");
    case ReadCode::TokenizerJson:
        return ReadErrorText::tr("%1: not valid JSON at byte %2: %3");
    case ReadCode::TokenizerNotObject:
        return ReadErrorText::tr("%1: expected a JSON object");
    case ReadCode::TokenizerTooMany:
        return ReadErrorText::tr("%1: %2 tokens; at most %3 are supported");
    case ReadCode::TokenizerNoId:
        return ReadErrorText::tr("%1: the token '%2' has no whole-number id");
    case ReadCode::TokenizerMergeLine:
        return ReadErrorText::tr("%1: line %2: expected two symbols separated by one space");
    case ReadCode::TokenizerMergeEntry:
        return ReadErrorText::tr("%1: model.merges[%2]: expected two symbols");
    case ReadCode::TokenizerNeedsBpe:
        return ReadErrorText::tr("%1: model.type is '%2'; a GPT-2 model needs 'BPE'");
    case ReadCode::TokenizerNeedsWordPiece:
        return ReadErrorText::tr("%1: model.type is '%2'; a BERT model needs 'WordPiece'");
    case ReadCode::TokenizerCount:
        return ReadErrorText::tr("%1: %2 tokens, but the model has %3");
    case ReadCode::TokenizerIdPast:
        return ReadErrorText::tr("%1: the token '%2' has id %3, past the %4 tokens");
    case ReadCode::TokenizerNoneGpt2:
        return ReadErrorText::tr(
            "no tokenizer: a GPT-2 folder needs vocab.json and merges.txt, or tokenizer.json");
    case ReadCode::TokenizerNoneBert:
        return ReadErrorText::tr("no tokenizer: a BERT folder needs vocab.txt, or tokenizer.json");
    case ReadCode::BpeIdPast:
        return ReadErrorText::tr("%1: the token '%2' has id %3, but the model has %4 tokens");
    case ReadCode::BpeByteMissing:
        return ReadErrorText::tr("%1: the byte symbol '%2' (byte %3) is missing; a byte-level "
                                 "vocabulary has one for each of the 256 bytes");
    case ReadCode::BpeMergeMissing:
        return ReadErrorText::tr("the vocabulary has no token '%1', which its merges make");
    case ReadCode::WordPieceMissing:
        return ReadErrorText::tr("%1: has no %2 token");
    // Saving a trained model (core/io/trained_model_writer.h)
    case ReadCode::WriterOnlyGpt2:
        return ReadErrorText::tr("only a GPT-2 model is saved this way");
    case ReadCode::WriterVocabulary:
        return ReadErrorText::tr("vocab.json: %1 symbols for a model of %2 tokens");
    case ReadCode::WriterCannotCreate:
        return ReadErrorText::tr("%1: cannot create the folder");
    // Matrices of a run's trace (core/io/trace_matrix.h)
    case ReadCode::TraceNoKeyPositions:
        return ReadErrorText::tr("there is no key positional encoding (it needs sinusoidal "
                                 "encoding and explicit key inputs)");
    case ReadCode::TraceNoPositions:
        return ReadErrorText::tr("this spec adds no positional encoding (positional_encoding type "
                                 "is not \"sinusoidal\")");
    case ReadCode::TraceNoBatchItem:
        return ReadErrorText::tr("batch item %1 does not exist; the pass has %2 (1..%3)");
    case ReadCode::TraceNoHead:
        return ReadErrorText::tr("head %1 does not exist; the pass has %2 (1..%3)");
    case ReadCode::TraceNoDropout:
        return ReadErrorText::tr("dropped_weights exist only with dropout in the spec");
    case ReadCode::TraceStage:
        return ReadErrorText::tr("expected one of %1, found '%2'");
    // Attention imports (core/io/attention_import.h)
    case ReadCode::ImportFileLimit:
        return ReadErrorText::tr("an attention file may have");
    case ReadCode::ImportTokenListLimit:
        return ReadErrorText::tr("a token list may have");
    case ReadCode::ImportEmpty:
        return ReadErrorText::tr(
            "the attention is empty (%1 layers, %2 heads, %3 queries, %4 keys)");
    case ReadCode::ImportTooManyHeads:
        return ReadErrorText::tr("%1 heads per layer; at most %2 are supported");
    case ReadCode::ImportTooManyTokens:
        return ReadErrorText::tr("%1 queries × %2 keys; at most %3 tokens per side are supported");
    case ReadCode::ImportTooLarge:
        return ReadErrorText::tr("the weights need %1; at most %2 are supported");
    case ReadCode::ImportNotFinite:
        return ReadErrorText::tr("%1, key %2: %3 is not a finite number");
    case ReadCode::ImportNegative:
        return ReadErrorText::tr("%1, key %2: the weight %3 is negative (each query row must be a "
                                 "probability distribution)");
    case ReadCode::ImportSum:
        return ReadErrorText::tr("%1: the weights sum to %2, not 1 (each query row must be a "
                                 "probability distribution; tolerance %3)");
    case ReadCode::ImportTokenCount:
        return ReadErrorText::tr("the token list has %1 tokens but the attention has %2 queries");
    case ReadCode::ImportKeyTokenCount:
        return ReadErrorText::tr("the key token list has %1 tokens but the attention has %2 keys");
    case ReadCode::ImportTokensForKeys:
        return ReadErrorText::tr("the token list has %1 tokens; it labels the %2 queries but the "
                                 "attention has %3 keys (give the key tokens too)");
    case ReadCode::ImportStringList:
        return ReadErrorText::tr("'%1' must be a list of strings");
    case ReadCode::ImportExpectedString:
        return ReadErrorText::tr("%1[%2]: expected a string");
    case ReadCode::ImportNotNpy:
        return ReadErrorText::tr("not a readable .npy file: %1");
    case ReadCode::ImportBatch:
        return ReadErrorText::tr("shape %1 has a batch of %2 (axis 1); export one sentence (batch "
                                 "1) or pick one with a[:, i]");
    case ReadCode::ImportRank:
        return ReadErrorText::tr("shape %1 has rank %2; expected (heads, queries, keys), (layers, "
                                 "heads, queries, keys) or (layers, 1, heads, queries, keys)");
    case ReadCode::ImportRow3:
        return ReadErrorText::tr("array[%1, %2]");
    case ReadCode::ImportRow4:
        return ReadErrorText::tr("array[%1, %2, %3]");
    case ReadCode::ImportRow5:
        return ReadErrorText::tr("array[%1, 0, %2, %3]");
    case ReadCode::ImportJson:
        return ReadErrorText::tr("not valid JSON at byte %1: %2 (NaN and Infinity are not JSON)");
    case ReadCode::ImportJsonObject:
        return ReadErrorText::tr("expected a JSON object with \"tokens\" and \"attentions\"");
    case ReadCode::ImportFormat:
        return ReadErrorText::tr("'format' is \"%1\"; expected \"%2\"");
    case ReadCode::ImportTokensMissing:
        return ReadErrorText::tr("'tokens' is missing: give the list of input tokens");
    case ReadCode::ImportAttentions:
        return ReadErrorText::tr(
            "'attentions' must be a non-empty list of layers, [layer][batch][head][query][key]");
    case ReadCode::ImportNesting:
        return ReadErrorText::tr("attentions[0]: expected [batch][head][query][key] or "
                                 "[head][query][key] nested lists of numbers");
    case ReadCode::ImportJsonBatch:
        return ReadErrorText::tr("attentions[0]: a batch of %1 items; dump one sentence (batch 1)");
    case ReadCode::ImportListOf:
        return ReadErrorText::tr("%1: expected a list of %2 %3");
    case ReadCode::ImportListCount:
        return ReadErrorText::tr("%1: %2 %3, expected %4");
    case ReadCode::ImportExpectedNumber:
        return ReadErrorText::tr("%1[%2]: expected a number");
    case ReadCode::ImportTokenListJson:
        return ReadErrorText::tr("the token list is not valid JSON at byte %1: %2");
    case ReadCode::ImportFileType:
        return ReadErrorText::tr("%1: use a NumPy .npy file or a .json attention dump");
    case ReadCode::ImportCannotRead:
        return ReadErrorText::tr("cannot read %1: %2");
    case ReadCode::ImportCannotReadTokens:
        return ReadErrorText::tr("cannot read the token list %1: %2");
    case ReadCode::Count:
        break;
    }
    return QString::fromUtf8(readErrorTemplate(code));
}

QString translatedReadError(const ReadError& error)
{
    if (error.code() == ReadCode::Verbatim)
        return error.text();
    QStringList args;
    args.reserve(qsizetype(error.args().size()));
    for (const ReadError& arg : error.args())
        args.append(translatedReadError(arg));
    return formatReadTemplate(readErrorTemplateText(error.code()), args);
}

} // namespace ae
