// The readers' coded errors (core/io/read_error.h): every code has an English
// template, each template is the text the reader's tr() source was before
// the readers were coded (so the CLI and the tests read the same English),
// and the formatter substitutes as QString::arg did, nested arguments too.

#include "core/io/read_error.h"

#include "tests/test_main.h"

#include <QRegularExpression>
#include <QSet>

#include <utility>

using namespace ae;

namespace {

// What each reader wrote before it was coded: its tr() source (or its
// untranslated join), byte for byte, copied from the readers as they were.
const std::pair<ReadCode, const char*> kPreviousText[] = {
    {ReadCode::Located, "%1: %2"}, // QStringLiteral("%1: %2").arg(name, message)
    {ReadCode::TooLarge, "larger than the %1 %2; nothing past that was read"},
    {ReadCode::CannotRead, "cannot read: %1"},
    {ReadCode::NoSuchFile, "no such file"},
    {ReadCode::IsFolder, "is a folder, not a file"},
    {ReadCode::CannotOpen, "cannot open: %1"},
    {ReadCode::JsonNull, "null"},
    {ReadCode::JsonTrue, "true"},
    {ReadCode::JsonFalse, "false"},
    {ReadCode::JsonNumber, "the number %1"},
    {ReadCode::JsonString, "the string \"%1\""},
    {ReadCode::JsonEmptyArray, "an empty array"},
    {ReadCode::JsonArrayOf, "an array of %1 elements"},
    {ReadCode::JsonObject, "an object"},
    {ReadCode::JsonNothing, "nothing"},
    {ReadCode::JsonArray, "an array"},
    {ReadCode::LimitHeadsAccepted, "the largest number of heads accepted"},
    {ReadCode::LimitModelWidthAccepted, "the largest model width accepted"},
    {ReadCode::LimitSequenceLength, "maximum sequence length"},
    {ReadCode::LimitModelWidth, "maximum model width"},
    {ReadCode::LimitBatchSize, "maximum batch size"},
    {ReadCode::CountLabels, "labels"},
    {ReadCode::CountRows, "rows"},
    {ReadCode::CountColumns, "columns"},
    {ReadCode::CountBatchItems, "batch items"},
    {ReadCode::CountNumbers, "numbers"},
    {ReadCode::CountLengths, "lengths"},
    {ReadCode::SpecFileLimit, "a spec or session may have"},
    {ReadCode::SpecLineColumn, "line %1, column %2"},
    {ReadCode::SpecMalformedJson, "malformed JSON at %1: %2"},
    // The spec reader appended its second message to the first.
    {ReadCode::SpecMalformedJsonNumber,
     "malformed JSON at %1: %2"
     " (numbers must be finite: NaN, Infinity and values such as 1e400 "
     "are not allowed)"},
    {ReadCode::SpecTopLevelObject, "expected a JSON object at the top level, found %1"},
    {ReadCode::SpecIsFolder, "is a folder, not a spec file"},
    {ReadCode::SpecResultNotSpec, "this is a result file (\"%1\"), not a spec (\"%2\")"},
    {ReadCode::SpecFormatExpected, "expected \"%1\", found %2"},
    {ReadCode::SpecPrecision, "expected \"float32\" or \"float64\", found %1"},
    {ReadCode::SpecExpectedObject, "expected an object, found %1"},
    {ReadCode::SpecTextAndInputs,
     "give either \"text\" or \"inputs\" (the query source), not both"},
    {ReadCode::SpecInputsRequired,
     "required: give \"inputs\" (an n×d matrix or a batch of them) or \"text\""},
    {ReadCode::SpecKeyTextAndKeyInputs,
     "give either \"key_text\" or \"key_inputs\" (the key source), not both"},
    {ReadCode::SpecExpectedString, "expected a string, found %1"},
    {ReadCode::SpecExpectedInteger, "expected an integer, found %1"},
    {ReadCode::SpecIntegerAtLeast, "expected an integer ≥ %1, found %2"},
    {ReadCode::SpecAboveLimit, "%1 is above the limit of %2 (%3)"},
    {ReadCode::SpecIntegerAtMost, "expected an integer ≤ %1, found %2"},
    {ReadCode::SpecExpectedNonNegativeInteger, "expected a non-negative integer, found %1"},
    {ReadCode::SpecSeedRange, "expected an integer from 0 to 2^53, found %1"},
    {ReadCode::SpecExpectedPositive, "expected a number > 0, found %1"},
    {ReadCode::SpecExpectedNumber, "expected a number, found %1"},
    {ReadCode::SpecExpectedFinite, "expected a finite number, found %1"},
    {ReadCode::SpecOutsideFloat32, "%1 is outside the float32 range (±%2)"},
    {ReadCode::SpecExpectedStrings, "expected an array of strings, found %1"},
    {ReadCode::SpecCountAboveLimit, "has %1 %2; the limit is %3 (%4)"},
    {ReadCode::SpecExpectedMatrix, "expected a matrix (an array of rows), found %1"},
    {ReadCode::SpecMatrixEmpty, "expected a matrix (an array of rows), found an empty array"},
    {ReadCode::SpecExpectedRow, "expected a row (an array of numbers), found %1"},
    {ReadCode::SpecRowEmpty, "expected a row of at least one number, found an empty array"},
    {ReadCode::SpecRowLength,
     "expected %1 numbers like row 0 (rows must have equal length), found %2"},
    {ReadCode::SpecExpectedMatrixOrBatch,
     "expected a matrix (an array of rows) or a batch (an array of matrices), found %1"},
    {ReadCode::SpecNestedTooDeep,
     "expected a matrix (depth 2) or a batch of matrices (depth 3), found arrays nested %1 deep"},
    {ReadCode::SpecBatchItemMatrix, "expected a matrix (an array of rows) like %1, found %2"},
    {ReadCode::SpecBatchItemShape,
     "expected %1×%2 like %3 (batch items share their shape), found %4×%5"},
    {ReadCode::SpecEmbeddingType, "expected \"hashed\" or \"one_hot\", found %1"},
    {ReadCode::SpecPositionalType, "expected \"none\", \"sinusoidal\" or \"rotary\", found %1"},
    {ReadCode::SpecWeights,
     "expected an object of matrices (W_q, W_k, W_v, W_o) or \"random\", found %1"},
    {ReadCode::SpecExpectedOneOf, "expected one of %1, found %2"},
    {ReadCode::SpecAdditiveMissing, "additive scoring needs W_q (hidden×p), W_k (hidden×p_k) and "
                                    "w_v (hidden numbers); %1 is missing"},
    {ReadCode::SpecAdditiveWkRows,
     "expected %1 rows like scoring.W_q (the hidden width), found %2"},
    {ReadCode::SpecAdditiveWvLength,
     "expected %1 numbers like the rows of scoring.W_q (the hidden width), found %2"},
    {ReadCode::SpecGeneralMissing, "general scoring needs W (p×p_k); it is missing"},
    {ReadCode::SpecExpectedNumbers, "expected a non-empty array of numbers, found %1"},
    {ReadCode::SpecExpectedBool, "expected true or false, found %1"},
    {ReadCode::SpecIntegerLength, "expected an integer length, found %1"},
    {ReadCode::SpecLengthNonNegative, "expected a length ≥ 0, found %1"},
    {ReadCode::SpecLengthAboveLimit,
     "the length %1 is above the limit of %2 (maximum sequence length)"},
    {ReadCode::SpecValidLens, "expected an array of lengths (one per batch item) or of arrays (per "
                              "batch item, one per query), found %1"},
    {ReadCode::SpecValidLensArrayLike,
     "expected an array of lengths like %1 (one depth throughout), found %2"},
    {ReadCode::SpecValidLensLengthLike,
     "expected an integer length like %1 (one depth throughout), found %2"},
    {ReadCode::SpecMaskMatrixOrBatch, "expected an n×m matrix of 0/1 or a batch of them, found %1"},
    {ReadCode::SpecMaskMatrixLike, "expected a matrix of 0/1 like %1, found %2"},
    {ReadCode::SpecMaskRow, "expected a row of 0/1, found %1"},
    {ReadCode::SpecMaskRowLength,
     "expected %1 entries like row 0 (rows must have equal length), found %2"},
    {ReadCode::SpecMaskEntry, "expected 0 (masked) or 1 (kept), found %1"},
    {ReadCode::SpecDropoutRequired, "required: the drop probability, 0 ≤ p < 1"},
    {ReadCode::SpecDropoutObject, "expected an object {\"p\": probability}, found %1"},
    {ReadCode::SpecDropoutProbability, "expected a probability with 0 ≤ p < 1, found %1"},
    {ReadCode::CountHeads, "heads"},
    {ReadCode::NpyLimit, "an array file may have"},
    {ReadCode::NpyNotDict, "the header is not a Python dict"},
    {ReadCode::NpyQuotedKey, "expected a quoted key in the header"},
    {ReadCode::NpyColonAfter, "expected ':' after '%1' in the header"},
    {ReadCode::NpyDescr, "'descr' must be a quoted type string"},
    {ReadCode::NpyFortranOrder, "'fortran_order' must be True or False"},
    {ReadCode::NpyUnexpectedKey, "unexpected key '%1' in the header"},
    {ReadCode::NpyCommaOrBrace, "expected ',' or '}' in the header"},
    {ReadCode::NpyTextAfterDict, "unexpected text after the header dict"},
    {ReadCode::NpyHeaderLacks, "the header lacks 'descr', 'fortran_order' or 'shape'"},
    {ReadCode::NpyShapeTuple, "'shape' must be a tuple of integers"},
    {ReadCode::NpyShapeNonNegative, "'shape' must hold non-negative integers"},
    {ReadCode::NpyDimensionTooLarge, "a dimension in 'shape' is too large"},
    {ReadCode::NpyShapeRank, "'shape' has more than 32 dimensions"},
    {ReadCode::NpyCommaOrParen, "expected ',' or ')' in 'shape'"},
    {ReadCode::NpyMagic, "not a NumPy .npy file (the magic string \\x93NUMPY is missing)"},
    {ReadCode::NpyTruncatedPreamble, "the .npy file is truncated inside its preamble"},
    {ReadCode::NpyVersion, "unsupported .npy format version %1.%2 (1.0, 2.0 and 3.0 are read)"},
    {ReadCode::NpyHeaderLength,
     "the .npy header says it is %1 bytes long but the file ends after %2"},
    {ReadCode::NpyBadHeader, "bad .npy header: %1"},
    {ReadCode::NpyElementType,
     "unsupported element type '%1' (float32 '<f4' or float64 '<f8' expected)"},
    {ReadCode::NpyShapeFarLarger, "the shape %1 is far larger than the file (%2 bytes of data)"},
    {ReadCode::NpyShapeNeedsBytes, "the shape %1 needs %2 bytes of data but the file holds %3"},
    {ReadCode::CsvQuoteInUnquoted, "line %1: a quote inside an unquoted field"},
    {ReadCode::CsvTextAfterQuote, "line %1: text after a closing quote"},
    {ReadCode::CsvQuoteNotClosed, "line %1: a quoted field is not closed"},
    {ReadCode::CsvHeaderMissing, "the header row is missing"},
    {ReadCode::CsvLabelCount, "line 1 has %1 column labels but the rows have %2 values"},
    {ReadCode::CsvValueCount, "line %1 has %2 values, expected %3"},
    {ReadCode::CsvNotFinite, "line %1, column %2: '%3' is not a finite number"},
    {ReadCode::SafetensorsCannotOpen, "%1: cannot open: %2"},
    {ReadCode::SafetensorsCannotMap, "%1: cannot map the file: %2"},
    {ReadCode::SafetensorsTruncated,
     "truncated: %1 bytes; a safetensors file starts with an 8-byte header length"},
    {ReadCode::SafetensorsHeaderTooLarge, "the header claims %1 bytes; at most %2 are accepted"},
    {ReadCode::SafetensorsHeaderTruncated, "the header claims %1 bytes but the file has only %2 "
                                           "after the length: truncated or not a safetensors file"},
    {ReadCode::SafetensorsHeaderNotJson, "the header is not JSON (%1 at byte %2)"},
    {ReadCode::SafetensorsHeaderNotObject, "the header is not a JSON object"},
    {ReadCode::SafetensorsMetadataNotObject, "__metadata__ is not an object"},
    {ReadCode::SafetensorsMetadataNotString, "__metadata__ '%1' is not a string"},
    {ReadCode::SafetensorsTensor, "tensor '%1': %2"},
    {ReadCode::SafetensorsNotObject, "not an object"},
    {ReadCode::SafetensorsDtypeMissing, "dtype is missing or not a string"},
    {ReadCode::SafetensorsUnknownDtype, "unknown dtype '%1'"},
    {ReadCode::SafetensorsShapeMissing, "shape is missing or not an array"},
    {ReadCode::SafetensorsShapeRank, "shape has %1 axes; at most %2 are accepted"},
    {ReadCode::SafetensorsShapeEntries, "shape entries must be whole numbers ≥ 0"},
    {ReadCode::SafetensorsShapeTooLarge, "shape %1 is too large"},
    {ReadCode::SafetensorsOffsets, "data_offsets must be two whole numbers [begin, end]"},
    {ReadCode::SafetensorsOffsetsReversed, "data_offsets %1 end before they begin"},
    {ReadCode::SafetensorsOffsetsPastData,
     "data_offsets %1 reach past the data, which has %2 bytes"},
    {ReadCode::SafetensorsOffsetsSize, "data_offsets %1 hold %2 values but shape %3 needs %4"},
    {ReadCode::SafetensorsOverlap, "tensors '%1' and '%2' overlap in the data"},
    {ReadCode::SafetensorsDtypeUnsupported,
     "%1: tensor '%2': dtype %3 is not supported (F32, F16 and BF16 are)"},
    {ReadCode::SafetensorsNotMatrix, "%1: tensor '%2': shape %3 is not a matrix or a vector"},
    {ReadCode::ModelConfigLimit, "a model config may have"},
    {ReadCode::ModelConfigMissing, "config.json: %1 is missing"},
    {ReadCode::ModelConfigWhole, "config.json: %1 must be a whole number from 1 to %2"},
    {ReadCode::ModelConfigFraction, "config.json: %1 must be a number between 0 and 1"},
    {ReadCode::ModelConfigActivation,
     "config.json: %1 '%2' is not supported (gelu_new, gelu, relu)"},
    {ReadCode::ModelConfigScoring, "config.json: attention_scoring '%1' is not one of %2"},
    {ReadCode::ModelConfigTemperature,
     "config.json: attention_temperature must be a number above 0"},
    {ReadCode::ModelConfigFlag, "config.json: %1 must be true or false"}, // added with DistilBERT
    {ReadCode::ModelTensorMissing, "%1: tensor '%2' is missing"},
    {ReadCode::ModelTensorShape, "%1: tensor '%2' has shape %3; the config needs %4"},
    {ReadCode::ModelConfigNotObject, "config.json: not a JSON object (%1)"},
    {ReadCode::ModelConfigType,
     "config.json: model_type '%1' is not supported (gpt2, bert, distilbert)"},
    {ReadCode::ModelConfigHeads, "config.json: %1 heads do not divide the width %2"},
    {ReadCode::ModelNotFolder,
     "%1: not a folder (a model is a folder with config.json and model.safetensors)"},
    {ReadCode::ModelSafetensorsMissingPickle,
     "model.safetensors is missing; pytorch_model.bin (a Python pickle) is not read: download the "
     "model's .safetensors file instead"},
    {ReadCode::ModelSafetensorsMissing, "model.safetensors is missing"},
    {ReadCode::TokenizerLimit, "a tokenizer file may have"},
    {ReadCode::TokenizerJson, "%1: not valid JSON at byte %2: %3"},
    {ReadCode::TokenizerNotObject, "%1: expected a JSON object"},
    {ReadCode::TokenizerTooMany, "%1: %2 tokens; at most %3 are supported"},
    {ReadCode::TokenizerNoId, "%1: the token '%2' has no whole-number id"},
    {ReadCode::TokenizerMergeLine, "%1: line %2: expected two symbols separated by one space"},
    {ReadCode::TokenizerMergeEntry, "%1: model.merges[%2]: expected two symbols"},
    {ReadCode::TokenizerNeedsBpe, "%1: model.type is '%2'; a GPT-2 model needs 'BPE'"},
    {ReadCode::TokenizerNeedsWordPiece, "%1: model.type is '%2'; a BERT model needs 'WordPiece'"},
    {ReadCode::TokenizerCount, "%1: %2 tokens, but the model has %3"},
    {ReadCode::TokenizerIdPast, "%1: the token '%2' has id %3, past the %4 tokens"},
    {ReadCode::TokenizerNoneGpt2,
     "no tokenizer: a GPT-2 folder needs vocab.json and merges.txt, or tokenizer.json"},
    {ReadCode::TokenizerNoneBert, "no tokenizer: a BERT folder needs vocab.txt, or tokenizer.json"},
    {ReadCode::BpeIdPast, "%1: the token '%2' has id %3, but the model has %4 tokens"},
    {ReadCode::BpeByteMissing, "%1: the byte symbol '%2' (byte %3) is missing; a byte-level "
                               "vocabulary has one for each of the 256 bytes"},
    {ReadCode::BpeMergeMissing, "the vocabulary has no token '%1', which its merges make"},
    {ReadCode::WordPieceMissing, "%1: has no %2 token"},
    {ReadCode::WriterOnlyGpt2, "only a GPT-2 model is saved this way"},
    {ReadCode::WriterVocabulary, "vocab.json: %1 symbols for a model of %2 tokens"},
    {ReadCode::WriterCannotCreate, "%1: cannot create the folder"},
    {ReadCode::TraceNoKeyPositions,
     "there is no key positional encoding (it needs sinusoidal encoding and explicit key inputs)"},
    {ReadCode::TraceNoPositions,
     "this spec adds no positional encoding (positional_encoding type is not \"sinusoidal\")"},
    {ReadCode::TraceNoBatchItem, "batch item %1 does not exist; the pass has %2 (1..%3)"},
    {ReadCode::TraceNoHead, "head %1 does not exist; the pass has %2 (1..%3)"},
    {ReadCode::TraceNoDropout, "dropped_weights exist only with dropout in the spec"},
    {ReadCode::TraceStage, "expected one of %1, found '%2'"},
    {ReadCode::ImportFileLimit, "an attention file may have"},
    {ReadCode::ImportTokenListLimit, "a token list may have"},
    {ReadCode::ImportEmpty, "the attention is empty (%1 layers, %2 heads, %3 queries, %4 keys)"},
    {ReadCode::ImportTooManyHeads, "%1 heads per layer; at most %2 are supported"},
    {ReadCode::ImportTooManyTokens,
     "%1 queries × %2 keys; at most %3 tokens per side are supported"},
    {ReadCode::ImportTooLarge, "the weights need %1; at most %2 are supported"},
    {ReadCode::ImportNotFinite, "%1, key %2: %3 is not a finite number"},
    {ReadCode::ImportNegative,
     "%1, key %2: the weight %3 is negative (each query row must be a probability distribution)"},
    {ReadCode::ImportSum, "%1: the weights sum to %2, not 1 (each query row must be a probability "
                          "distribution; tolerance %3)"},
    {ReadCode::ImportTokenCount, "the token list has %1 tokens but the attention has %2 queries"},
    {ReadCode::ImportKeyTokenCount,
     "the key token list has %1 tokens but the attention has %2 keys"},
    {ReadCode::ImportTokensForKeys, "the token list has %1 tokens; it labels the %2 queries but "
                                    "the attention has %3 keys (give the key tokens too)"},
    {ReadCode::ImportStringList, "'%1' must be a list of strings"},
    {ReadCode::ImportExpectedString, "%1[%2]: expected a string"},
    {ReadCode::ImportNotNpy, "not a readable .npy file: %1"},
    {ReadCode::ImportBatch,
     "shape %1 has a batch of %2 (axis 1); export one sentence (batch 1) or pick one with a[:, i]"},
    {ReadCode::ImportRank, "shape %1 has rank %2; expected (heads, queries, keys), (layers, heads, "
                           "queries, keys) or (layers, 1, heads, queries, keys)"},
    {ReadCode::ImportRow3, "array[%1, %2]"},
    {ReadCode::ImportRow4, "array[%1, %2, %3]"},
    {ReadCode::ImportRow5, "array[%1, 0, %2, %3]"},
    {ReadCode::ImportJson, "not valid JSON at byte %1: %2 (NaN and Infinity are not JSON)"},
    {ReadCode::ImportJsonObject, "expected a JSON object with \"tokens\" and \"attentions\""},
    {ReadCode::ImportFormat, "'format' is \"%1\"; expected \"%2\""},
    {ReadCode::ImportTokensMissing, "'tokens' is missing: give the list of input tokens"},
    {ReadCode::ImportAttentions,
     "'attentions' must be a non-empty list of layers, [layer][batch][head][query][key]"},
    {ReadCode::ImportNesting, "attentions[0]: expected [batch][head][query][key] or "
                              "[head][query][key] nested lists of numbers"},
    {ReadCode::ImportJsonBatch, "attentions[0]: a batch of %1 items; dump one sentence (batch 1)"},
    {ReadCode::ImportListOf, "%1: expected a list of %2 %3"},
    {ReadCode::ImportListCount, "%1: %2 %3, expected %4"},
    {ReadCode::ImportExpectedNumber, "%1[%2]: expected a number"},
    {ReadCode::ImportTokenListJson, "the token list is not valid JSON at byte %1: %2"},
    {ReadCode::ImportFileType, "%1: use a NumPy .npy file or a .json attention dump"},
    {ReadCode::ImportCannotRead, "cannot read %1: %2"},
    {ReadCode::ImportCannotReadTokens, "cannot read the token list %1: %2"},
};

// The highest placeholder of `text` (%1 … %9), 0 for none.
int placeholderCount(const QString& text)
{
    int count = 0;
    const QRegularExpression placeholder(QStringLiteral("%([1-9])"));
    for (const QRegularExpressionMatch& match : placeholder.globalMatch(text))
        count = std::max(count, match.captured(1).toInt());
    return count;
}

} // namespace

class TestReadError : public QObject
{
    Q_OBJECT
private slots:
    void everyCodeHasItsPreviousEnglish()
    {
        QSet<int> seen;
        for (const auto& [code, previous] : kPreviousText) {
            QVERIFY2(!seen.contains(int(code)), previous);
            seen.insert(int(code));
            QCOMPARE(QString::fromUtf8(readErrorTemplate(code)), QString::fromUtf8(previous));
        }
        // Every code but Verbatim is listed: a new code needs its row here.
        QCOMPARE(seen.size(), kReadCodeCount - 1);
        QVERIFY(!seen.contains(int(ReadCode::Verbatim)));
    }

    void formatsAsArgDid()
    {
        // Distinct arguments, formatted as the readers' .arg() chains did.
        for (const auto& [code, previous] : kPreviousText) {
            QString expected = QString::fromUtf8(previous);
            std::vector<ReadError> args;
            for (int i = 1; i <= placeholderCount(expected); ++i)
                args.emplace_back(QStringLiteral("<%1>").arg(i));
            for (const ReadError& arg : args)
                expected = expected.arg(arg.text());
            QCOMPARE(ReadError(code, args).english(), expected);
        }
    }

    void nestsMessagesAndNumbers()
    {
        // A described JSON value inside a message inside a file name.
        const ReadError found(ReadCode::JsonString, {QStringLiteral("x")});
        const ReadError error(
            ReadCode::Located,
            {QStringLiteral("s.json"), ReadError(ReadCode::SpecExpectedNumber, {found})});
        QCOMPARE(error.english(),
                 QStringLiteral("s.json: expected a number, found the string \"x\""));
        // Whole numbers as QString::number writes them, doubles as arg(double) does.
        QCOMPARE(ReadError(ReadCode::CsvValueCount, {3, qsizetype(2), std::uint64_t(7)}).english(),
                 QStringLiteral("line 3 has 2 values, expected 7"));
        QCOMPARE(ReadError::number(0.1 + 0.2).text(), QStringLiteral("%1").arg(0.1 + 0.2));
        QCOMPARE(ReadError::number(0.1 + 0.2).text(), QStringLiteral("0.3"));
        QCOMPARE(ReadError::number(1e-3).text(), QStringLiteral("0.001"));
        QCOMPARE(ReadError::number(2.5e-7, 9).text(), QStringLiteral("2.5e-07"));
        QVERIFY(ReadError().isEmpty());
        QVERIFY(!ReadError(ReadCode::NoSuchFile).isEmpty());
    }

    void substitutesInOnePass()
    {
        // A name holding "%2" stays as it is (QString::arg chains would have
        // replaced it with the next argument).
        const ReadError error(ReadCode::SafetensorsTensor,
                              {QStringLiteral("w%2"), ReadError(ReadCode::SafetensorsNotObject)});
        QCOMPARE(error.english(), QStringLiteral("tensor 'w%2': not an object"));
        // A placeholder without its argument stays.
        QCOMPARE(formatReadTemplate(QStringLiteral("%1 and %2"), {QStringLiteral("a")}),
                 QStringLiteral("a and %2"));
        // Chinese templates and arguments pass through whole (UTF-8 bytes).
        QCOMPARE(formatReadTemplate(QStringLiteral("张量“%1”：%2"),
                                    {QStringLiteral("权重"), QStringLiteral("不是对象")}),
                 QStringLiteral("张量“权重”：不是对象"));
    }
};

AE_TEST_MAIN_CORE(TestReadError)
#include "test_read_error.moc"
