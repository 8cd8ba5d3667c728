#include "ui/document/imported_attention_document.h"

#include "ui/document/read_error_text.h"

#include <algorithm>

namespace ae {

namespace {

Tokens toTokens(const QStringList& labels)
{
    Tokens tokens;
    tokens.reserve(std::size_t(labels.size()));
    for (const QString& label : labels)
        tokens.push_back(label.toStdString());
    return tokens;
}

} // namespace

ImportedAttentionDocument::ImportedAttentionDocument(QObject* parent) : QObject(parent) {}

bool ImportedAttentionDocument::importFile(const QString& path, const QString& tokensPath,
                                           QString* error)
{
    ReadError failure;
    std::optional<ImportedAttention> read = AttentionImport::readFile(path, tokensPath, &failure);
    if (!read) {
        if (error)
            *error = translatedReadError(failure);
        return false;
    }
    m_filePath = path;
    setImported(std::move(*read));
    return true;
}

void ImportedAttentionDocument::setImported(ImportedAttention imported)
{
    m_imported = std::move(imported);
    m_layer = 0;
    m_run = makeRun(*m_imported, m_layer);
    m_fullTrace = false;
    emit importedChanged();
    emit layerChanged(m_layer);
}

void ImportedAttentionDocument::setModelLayer(ImportedAttention imported, RunPtr run)
{
    m_imported = std::move(imported);
    m_filePath.clear();
    m_layer = 0;
    m_fullTrace = bool(run);
    m_run = run ? std::move(run) : makeRun(*m_imported, m_layer);
    emit importedChanged();
    emit layerChanged(m_layer);
}

int ImportedAttentionDocument::layerCount() const
{
    return m_imported ? m_imported->layerCount() : 0;
}

void ImportedAttentionDocument::setCurrentLayer(int layer)
{
    if (!m_imported)
        return;
    layer = std::clamp(layer, 0, m_imported->layerCount() - 1);
    if (layer == m_layer)
        return;
    m_layer = layer;
    m_run = makeRun(*m_imported, m_layer);
    emit layerChanged(m_layer);
}

RunPtr ImportedAttentionDocument::makeRun(const ImportedAttention& imported, int layer)
{
    if (layer < 0 || layer >= imported.layerCount())
        return nullptr;
    auto run = std::make_shared<SpecRun>();
    const int q = imported.queryCount();
    const int k = imported.keyCount();
    run->prepared.tokens = {toTokens(imported.queryTokens)};
    run->prepared.keyTokens = {toTokens(imported.keyTokens)};
    AttentionShape& shape = run->trace.shape;
    shape.batch = 1;
    shape.n = q;
    shape.m = k;
    shape.heads = imported.headCount();
    shape.explicitKeys = imported.keyTokens != imported.queryTokens;

    BatchItemTrace item;
    item.mask = KeepMask::Ones(q, k);
    const std::vector<Matrix>& heads = imported.layers[std::size_t(layer)];
    item.heads.resize(heads.size());
    for (std::size_t h = 0; h < heads.size(); ++h)
        item.heads[h].weights = heads[h];
    // A query row that is zero in every head was fully masked in the model.
    for (int r = 0; r < q; ++r) {
        const bool masked = std::all_of(heads.begin(), heads.end(), [r](const Matrix& w) {
            return (w.row(r).array() == 0.0f).all();
        });
        if (masked) {
            item.mask.row(r).setZero();
            item.fullyMaskedRows.push_back(r);
        }
    }
    run->trace.batch.push_back(std::move(item));
    for (const QString& warning : imported.warnings)
        run->trace.warnings.push_back(warning.toStdString());
    return run;
}

} // namespace ae
