#include "ui/imported/imported_attention_page.h"

#include "ui/document/imported_attention_document.h"
#include "ui/stepthrough/step_through_view.h"
#include "ui/views/attention_line_view.h"
#include "ui/views/current_page_sizing.h"
#include "ui/views/head_grid_view.h"
#include "ui/views/query_distribution_view.h"

#include <QComboBox>
#include <QEvent>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QStackedWidget>
#include <QTabWidget>
#include <QVBoxLayout>

namespace ae {

ImportedAttentionPage::ImportedAttentionPage(ImportedAttentionDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    auto* bar = new QHBoxLayout;
    m_layerLabel = new QLabel(this);
    bar->addWidget(m_layerLabel);
    m_layer = new QComboBox(this);
    m_layer->setObjectName(QStringLiteral("importedLayerSelector"));
    m_layer->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_layerLabel->setBuddy(m_layer);
    bar->addWidget(m_layer);
    m_source = new QLabel(this);
    m_source->setObjectName(QStringLiteral("importedSourceLabel"));
    m_source->setTextFormat(Qt::PlainText);
    m_source->setWordWrap(true);
    bar->addWidget(m_source, 1);
    layout->addLayout(bar);

    // Nothing imported: what can come here, and a button to import it.
    m_stack = new QStackedWidget(this);
    m_emptyPage = new QWidget(m_stack);
    auto* emptyLayout = new QVBoxLayout(m_emptyPage);
    m_empty = new QLabel(m_emptyPage);
    m_empty->setObjectName(QStringLiteral("importedEmptyLabel"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);
    m_import = new QPushButton(m_emptyPage);
    m_import->setObjectName(QStringLiteral("importedImportButton"));
    emptyLayout->addStretch(1);
    emptyLayout->addWidget(m_empty);
    emptyLayout->addWidget(m_import, 0, Qt::AlignHCenter);
    emptyLayout->addStretch(1);
    m_stack->addWidget(m_emptyPage);
    connect(m_import, &QPushButton::clicked, this, &ImportedAttentionPage::importRequested);

    m_views = new QTabWidget(m_stack);
    m_views->setObjectName(QStringLiteral("importedViews"));
    m_views->setDocumentMode(true);
    m_views->setTabPosition(QTabWidget::South);
    m_headGrid = new HeadGridView(m_views);
    m_headGrid->setObjectName(QStringLiteral("importedHeadGrid"));
    m_views->addTab(m_headGrid, QString());
    m_lines = new AttentionLineView(m_views);
    m_lines->setObjectName(QStringLiteral("importedLineView"));
    m_views->addTab(m_lines, QString());
    m_distribution = new QueryDistributionView(m_views);
    m_distribution->setObjectName(QStringLiteral("importedDistribution"));
    m_views->addTab(m_distribution, QString());
    m_stepThrough = new StepThroughView(m_views);
    m_stepThrough->setObjectName(QStringLiteral("importedStepThrough"));
    m_views->addTab(m_stepThrough, QString());
    CurrentPageSizing::follow(m_views);
    m_stack->addWidget(m_views);
    layout->addWidget(m_stack, 1);

    connect(m_document, &ImportedAttentionDocument::importedChanged, this,
            &ImportedAttentionPage::onImportedChanged);
    connect(m_document, &ImportedAttentionDocument::layerChanged, this,
            &ImportedAttentionPage::onLayerChanged);
    connect(m_layer, qOverload<int>(&QComboBox::currentIndexChanged), m_document,
            [this](int layer) {
                if (layer >= 0)
                    m_document->setCurrentLayer(layer);
            });
    connect(m_headGrid, &HeadGridView::cellClicked, m_headGrid, [this](int head, int row, int col) {
        m_headGrid->setSelectedCell(row, col);
        if (m_document->hasFullTrace())
            showHead(head, row); // the Distribution and Step through follow the click
    });
    // The Distribution follows the step-through's head and query.
    connect(m_stepThrough, &StepThroughView::headSelected, m_distribution,
            &QueryDistributionView::setHead);
    connect(m_stepThrough, &StepThroughView::querySelected, m_distribution, [this](int query) {
        if (query >= 0)
            m_distribution->setQuery(query);
    });
    connect(m_headGrid, &HeadGridView::headActivated, m_headGrid, [this](int head) {
        m_headGrid->setEnlargedHead(m_headGrid->enlargedHead() == head ? -1 : head);
    });
    onImportedChanged();
    retranslateUi();
}

void ImportedAttentionPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ImportedAttentionPage::retranslateUi()
{
    m_layerLabel->setText(tr("Layer:"));
    m_empty->setText(tr("<h3>No attention imported yet</h3><p>File ▸ Import Attention… opens "
                        "the weights of a trained model: a NumPy <tt>.npy</tt> of shape "
                        "(heads, queries, keys) or (layers, heads, queries, keys), or the JSON "
                        "that <tt>scripts/dump_attention.py</tt> writes.</p><p>A model's "
                        "layer comes here too, with its whole computation: open a model on the "
                        "Model tab (one trained in this app will do) and press “Show layer in "
                        "the views”.</p>"));
    m_import->setText(tr("Import Attention…"));
    m_views->setTabText(m_views->indexOf(m_headGrid), tr("Heads"));
    m_views->setTabText(m_views->indexOf(m_lines), tr("Lines"));
    m_views->setTabText(m_views->indexOf(m_distribution), tr("Distribution"));
    m_views->setTabText(m_views->indexOf(m_stepThrough), tr("Step through"));
    m_views->setTabToolTip(m_views->indexOf(m_stepThrough),
                           tr("The layer's multi-head computation stage by stage, with the "
                              "model's real inputs, weights and biases"));
    writeLayerTexts();
    writeSourceText();
}

void ImportedAttentionPage::writeLayerTexts()
{
    const int layers = m_layer->count();
    for (int l = 0; l < layers; ++l)
        m_layer->setItemText(l, tr("layer %1 of %2").arg(l + 1).arg(layers));
}

void ImportedAttentionPage::writeSourceText()
{
    // Nothing imported: the empty page below says so, and how to import.
    m_source->setVisible(m_document->hasData());
    if (!m_document->hasData()) {
        m_source->clear();
        return;
    }
    QString text = tr("From %1").arg(m_document->imported()->source);
    for (const QString& warning : m_document->imported()->warnings)
        text += QStringLiteral(" · ") + warning;
    m_source->setText(text);
}

QWidget* ImportedAttentionPage::currentFigure() const
{
    if (m_stack->currentWidget() != m_views)
        return m_empty;
    // The step-through's figure is its stage page, without the controls.
    return m_views->currentWidget() == m_stepThrough ? m_stepThrough->figure()
                                                     : m_views->currentWidget();
}

void ImportedAttentionPage::setCurrentView(int view)
{
    if (m_views->isTabVisible(view))
        m_views->setCurrentIndex(view);
}

void ImportedAttentionPage::showHead(int head, int query)
{
    m_distribution->setHead(head);
    if (head >= 0)
        m_stepThrough->setHead(head);
    if (query >= 0) {
        m_distribution->setQuery(query);
        m_stepThrough->setQuery(query);
    }
}

void ImportedAttentionPage::setHiddenQuery(int query)
{
    m_hiddenQuery = query;
    m_headGrid->setHiddenRow(query);
    m_lines->setHiddenQuery(query);
    m_distribution->setHiddenQuery(query);
    m_stepThrough->setHiddenQuery(query);
}

void ImportedAttentionPage::onImportedChanged()
{
    const int layers = m_document->layerCount();
    {
        const QSignalBlocker blocker(m_layer);
        m_layer->clear();
        for (int l = 0; l < layers; ++l)
            m_layer->addItem(QString());
        writeLayerTexts();
        m_layer->setCurrentIndex(m_document->currentLayer());
    }
    m_layer->setEnabled(layers > 1);
    // A model layer is one layer of a run: the source line names it.
    const bool choice = layers > 0 && !m_document->hasFullTrace();
    m_layer->setVisible(choice);
    m_layerLabel->setVisible(choice);
    writeSourceText();
    if (!m_document->hasData()) {
        m_stack->setCurrentWidget(m_emptyPage);
        return;
    }
    m_source->setToolTip(m_document->filePath());
    m_stack->setCurrentWidget(m_views);
    m_headGrid->setEnlargedHead(-1);
    m_headGrid->setSelectedCell(-1, -1);
    onLayerChanged(m_document->currentLayer());
}

void ImportedAttentionPage::onLayerChanged(int layer)
{
    if (m_layer->currentIndex() != layer) {
        const QSignalBlocker blocker(m_layer);
        m_layer->setCurrentIndex(layer);
    }
    const RunPtr run = m_document->currentRun();
    if (!run)
        return;
    m_headGrid->setRun(run);
    m_lines->setRun(run);
    // Only a model layer has the stages these two read.
    const bool full = m_document->hasFullTrace();
    m_views->setTabVisible(m_views->indexOf(m_distribution), full);
    m_views->setTabVisible(m_views->indexOf(m_stepThrough), full);
    if (full) {
        m_distribution->setRun(run);
        m_stepThrough->setRun(run);
    } else {
        m_distribution->releaseRun();
        m_stepThrough->releaseRun();
    }
}

void ImportedAttentionPage::setColorMap(ColorMapId id)
{
    m_headGrid->setColorMap(id);
    m_stepThrough->setColorMap(id);
}

std::optional<QString> ImportedAttentionPage::shapeSummary() const
{
    const std::optional<ImportedAttention>& imported = m_document->imported();
    if (!imported)
        return QString();
    if (m_document->hasFullTrace()) {
        const AttentionShape& shape = m_document->currentRun()->trace.shape;
        return tr("%1   %2 heads × %3 queries × %4 keys", "a model layer: its source, then shapes")
            .arg(imported->source)
            .arg(shape.heads)
            .arg(shape.n)
            .arg(shape.m);
    }
    return tr("%1   %2 layers × %3 heads × %4 queries × %5 keys   layer %6")
        .arg(QFileInfo(m_document->filePath()).fileName())
        .arg(imported->layerCount())
        .arg(imported->headCount())
        .arg(imported->queryCount())
        .arg(imported->keyCount())
        .arg(m_document->currentLayer() + 1);
}

} // namespace ae
