#pragma once
// The "Imported" tab: attention weights of a trained model (File ▸ Import
// Attention…) shown in the same head grid and line views as the toy model,
// with a layer selector and a line saying where the numbers came from. It
// reads an ImportedAttentionDocument and computes nothing.
//
// A layer of a model run in this app (the Model tab's "Show layer in the
// views") also opens in the Distribution and Step through views, which read
// its whole trace (inputs, projections with biases, every head's stages);
// a file's weights alone have no tab for them. Predict, then reveal:
// setHiddenQuery covers that query row in all four views (the window gives
// it the Model tab's hidden row while a model layer is shown).

#include "ui/views/run_view.h"

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QStackedWidget;
class QTabWidget;

namespace ae {

class AttentionLineView;
class HeadGridView;
class ImportedAttentionDocument;
class QueryDistributionView;
class StepThroughView;

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
    QueryDistributionView* distributionView() const { return m_distribution; }
    StepThroughView* stepThroughView() const { return m_stepThrough; }
    QTabWidget* viewTabs() const { return m_views; }
    QComboBox* layerSelector() const { return m_layer; }
    QLabel* sourceLabel() const { return m_source; }
    // The view on screen (heads or lines), for Export Figure.
    QWidget* currentFigure() const;
    enum View
    {
        HeadsView,
        LinesView,
        DistributionView,
        StepThroughView_
    };
    // A view of the enum; Distribution and Step through only for a model layer.
    void setCurrentView(int view);
    // Head and query the Distribution and Step through views show (0-based).
    void showHead(int head, int query);
    void setHiddenQuery(int query);
    int hiddenQuery() const { return m_hiddenQuery; }

signals:
    // The empty page's Import Attention… button (File ▸ Import Attention…).
    void importRequested();

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
    QWidget* m_emptyPage = nullptr; // the label and the button
    QLabel* m_empty = nullptr;
    QPushButton* m_import = nullptr;
    QTabWidget* m_views = nullptr;
    HeadGridView* m_headGrid = nullptr;
    AttentionLineView* m_lines = nullptr;
    QueryDistributionView* m_distribution = nullptr;
    StepThroughView* m_stepThrough = nullptr;
    int m_hiddenQuery = -1;
};

} // namespace ae
