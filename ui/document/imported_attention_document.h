#pragma once
// Attention weights imported from a trained model (.npy / .json, read by
// AttentionImport), offered to the views one layer at a time. The views take
// a run (RunPtr), so a layer is wrapped as a SpecRun whose trace holds only
// what was imported: one batch item, each head's weights (scores, queries and
// the other stages stay empty), the tokens, and a mask that marks the fully
// masked (all-zero) query rows. No widgets here.
//
// A layer of a model run in this app (the Model tab's "Show layer in the
// views") comes with its whole trace instead (ModelDocument::layerRun): the
// inputs, projections with biases, every stage of every head; the
// Distribution and Step through views read those.

#include "core/io/attention_import.h"
#include "ui/document/attention_run.h"

#include <QObject>

#include <optional>

namespace ae {

class ImportedAttentionDocument : public QObject
{
    Q_OBJECT
public:
    explicit ImportedAttentionDocument(QObject* parent = nullptr);

    // Reads the file; on failure the current import stays as it was and
    // *error says why. `tokensPath` may be empty (sidecar search for .npy).
    bool importFile(const QString& path, const QString& tokensPath, QString* error);
    // Replaces the current import (e.g. with data read elsewhere).
    void setImported(ImportedAttention imported);
    // Replaces it with one layer of a model run: `imported` its weights and
    // tokens (for the source line and the shapes), `run` its whole trace
    // (one batch item, the same weights), which currentRun() returns.
    void setModelLayer(ImportedAttention imported, RunPtr run);
    // Whether the current run holds every stage (a model layer), not only weights.
    bool hasFullTrace() const { return m_fullTrace; }

    bool hasData() const { return m_imported.has_value(); }
    const std::optional<ImportedAttention>& imported() const { return m_imported; }
    QString filePath() const { return m_filePath; }

    int layerCount() const;
    int currentLayer() const { return m_layer; }
    // Clamped to the layers; emits layerChanged when it changes.
    void setCurrentLayer(int layer);
    // The current layer as a run for HeadGridView / AttentionLineView (null without data).
    RunPtr currentRun() const { return m_run; }

    // One layer as a run (see the header comment). Public for tests and the CLI.
    static RunPtr makeRun(const ImportedAttention& imported, int layer);

signals:
    void importedChanged();
    void layerChanged(int layer);

private:
    std::optional<ImportedAttention> m_imported;
    QString m_filePath;
    int m_layer = 0;
    RunPtr m_run;
    bool m_fullTrace = false;
};

} // namespace ae
