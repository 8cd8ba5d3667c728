#include "ui/main/example_catalog.h"

#include <QCoreApplication>

namespace ae {

QVector<ExampleEntry> ExampleCatalog::all()
{
    auto tr = [](const char* text) {
        return QCoreApplication::translate("ae::ExampleCatalog", text);
    };
    return {
        {QStringLiteral(":/examples/self_attention_en.json"),
         tr("Self-attention on an English sentence")},
        {QStringLiteral(":/examples/causal_mask_en.json"),
         tr("The same sentence with a causal mask")},
        {QStringLiteral(":/examples/padded_batch.json"),
         tr("A padded batch of two sentences (valid lengths)")},
        {QStringLiteral(":/examples/cross_attention_translation.json"),
         tr("Cross-attention: a translation pair")},
        {QStringLiteral(":/examples/d2l_multihead.json"),
         tr("d2l multi-head attention: 100 hidden, 5 heads")},
        {QStringLiteral(":/examples/chinese_sentence.json"), tr("A Chinese sentence")},
    };
}

} // namespace ae
