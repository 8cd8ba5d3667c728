#include "ui/document/example_catalog.h"

#include <QCoreApplication>

namespace ae {

namespace {

constexpr const char* kContext = "ae::ExampleCatalog";

struct BuiltInExample
{
    const char* resourcePath;
    const char* title;
    const char* description; // as in the resource file (a test compares)
};

// QT_TRANSLATE_NOOP marks the texts for lupdate; they are translated where
// they are shown.
const BuiltInExample kExamples[] = {
    {":/examples/self_attention_en.json",
     QT_TRANSLATE_NOOP("ae::ExampleCatalog", "Self-attention on an English sentence"),
     QT_TRANSLATE_NOOP("ae::ExampleCatalog",
                       "Self-attention over an English sentence: 2 heads, random projections of "
                       "width 32 (seed 0), hashed 32-dimensional token embeddings. Which words "
                       "does 'it' attend to?")},
    {":/examples/causal_mask_en.json",
     QT_TRANSLATE_NOOP("ae::ExampleCatalog", "The same sentence with a causal mask"),
     QT_TRANSLATE_NOOP("ae::ExampleCatalog",
                       "The English sentence of the first example with a causal mask: each word "
                       "attends only to itself and the words before it, as in a decoder. The "
                       "upper triangle is masked.")},
    {":/examples/padded_batch.json",
     QT_TRANSLATE_NOOP("ae::ExampleCatalog", "A padded batch of two sentences (valid lengths)"),
     QT_TRANSLATE_NOOP("ae::ExampleCatalog",
                       "A batch of two sentences of different lengths: the shorter one is padded "
                       "with <pad> and its padding keys are masked by its valid length (d2l's "
                       "valid_lens). Switch lines with the batch selector.")},
    {":/examples/cross_attention_translation.json",
     QT_TRANSLATE_NOOP("ae::ExampleCatalog", "Cross-attention: a translation pair"),
     QT_TRANSLATE_NOOP("ae::ExampleCatalog",
                       "Cross-attention as in translation: the queries are the French target "
                       "sentence, the keys and values the English source (Bahdanau). The matrix "
                       "is n×m, 7 target words × 6 source words.")},
    {":/examples/d2l_multihead.json",
     QT_TRANSLATE_NOOP("ae::ExampleCatalog", "d2l multi-head attention: 100 hidden, 5 heads"),
     QT_TRANSLATE_NOOP("ae::ExampleCatalog",
                       "The multi-head attention example of d2l.ai (section 11.5): num_hiddens = "
                       "100, num_heads = 5, batch 2, 4 queries X = ones((2, 4, 100)), 6 key-value "
                       "pairs Y = ones((2, 6, 100)), valid_lens [3, 2], evaluation mode. The "
                       "output has shape (2, 4, 100).")},
    {":/examples/chinese_sentence.json",
     QT_TRANSLATE_NOOP("ae::ExampleCatalog", "A Chinese sentence"),
     QT_TRANSLATE_NOOP("ae::ExampleCatalog",
                       "自注意力：中文句子“我爱自然语言处理”，每个汉字一个词元；2 个头，随机投影，"
                       "32 维哈希嵌入。Self-attention over a Chinese sentence, one token per "
                       "character.")},
};

} // namespace

QVector<ExampleEntry> ExampleCatalog::all()
{
    QVector<ExampleEntry> entries;
    for (const BuiltInExample& example : kExamples)
        entries.append({QString::fromLatin1(example.resourcePath),
                        QCoreApplication::translate(kContext, example.title),
                        QString::fromUtf8(example.description)});
    return entries;
}

QString ExampleCatalog::displayDescription(const QString& description)
{
    for (const BuiltInExample& example : kExamples)
        if (description == QString::fromUtf8(example.description))
            return QCoreApplication::translate(kContext, example.description);
    return description;
}

} // namespace ae
