#pragma once
// The "Imported" tab: attention weights of a trained model (File ▸ Import
// Attention…) shown in the same head grid and line views as the toy model,
// with a layer selector and a line saying where the numbers came from. It
// reads an ImportedAttentionDocument and computes nothing.

#include "ui/views/run_view.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QStackedWidget;
class QTabWidget;

namespace ae {

class AttentionLineView;
class HeadGridView;
class ImportedAttentionDocument;

class ImportedAttentionPage : public QWidget, public RunView
{
    Q_OBJECT
public:
    explicit ImportedAttentionPage(ImportedAttentionDocument* document, QWidget* parent = nullptr);

    QWidget* figure() override { return currentFigure(); }
    void setColorMap(ColorMapId id) override;
    // The imported file's shapes and the layer shown (empty without one).
    std::optional<QString> shapeSummary() const override;

    HeadGridView* headGrid() const { return m_headGrid; }
    AttentionLineView* lineView() const { return m_lines; }
    QComboBox* layerSelector() const { return m_layer; }
    QLabel* sourceLabel() const { return m_source; }
    // The view on screen (heads or lines), for Export Figure.
    QWidget* currentFigure() const;
    // 0 = heads, 1 = lines.
    void setCurrentView(int view);

protected:
    void changeEvent(QEvent* event) override;

private:
    // Writes every text; the layer items and the source line from the document.
    void retranslateUi();
    void writeLayerTexts();
    void writeSourceText();
    void onImportedChanged();
    void onLayerChanged(int layer);

    ImportedAttentionDocument* m_document = nullptr;
    QLabel* m_layerLabel = nullptr;
    QLabel* m_source = nullptr;
    QComboBox* m_layer = nullptr;
    QStackedWidget* m_stack = nullptr;
    QLabel* m_empty = nullptr;
    QTabWidget* m_views = nullptr;
    HeadGridView* m_headGrid = nullptr;
    AttentionLineView* m_lines = nullptr;
};

} // namespace ae
