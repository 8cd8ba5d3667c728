#include "ui/main/main_window.h"

#include "core/io/spec_writer.h"
#include "core/io/training_text.h"
#include "core/tokenizer.h"
#include "ui/actions/appearance_actions.h"
#include "ui/actions/export_actions.h"
#include "ui/actions/lesson_actions.h"
#include "ui/actions/view_navigation_actions.h"
#include "ui/classroom/about_text.h"
#include "ui/classroom/dock_hider.h"
#include "ui/classroom/presentation_mode.h"
#include "ui/classroom/shortcut_priority_filter.h"
#include "ui/classroom/shortcuts_dialog.h"
#include "ui/complexity/complexity_page.h"
#include "ui/document/app_settings.h"
#include "ui/document/attention_document.h"
#include "ui/document/attention_runner.h"
#include "ui/document/builtin_models.h"
#include "ui/document/example_catalog.h"
#include "ui/document/imported_attention_document.h"
#include "ui/document/model_document.h"
#include "ui/document/prediction_state.h"
#include "ui/document/recent_files.h"
#include "ui/document/session_autosaver.h"
#include "ui/document/training_runner.h"
#include "ui/export/figure_exporter.h"
#include "ui/figures/view_registry.h"
#include "ui/imported/imported_attention_page.h"
#include "ui/lessons/lessons_page.h"
#include "ui/main/class_session_dock.h"
#include "ui/main/language_menu.h"
#include "ui/main/prediction_sources.h"
#include "ui/model/model_page.h"
#include "ui/panels/compare_bar.h"
#include "ui/panels/compare_page.h"
#include "ui/panels/flow_layout.h"
#include "ui/panels/mask_panel.h"
#include "ui/panels/model_panel.h"
#include "ui/panels/prediction_panel.h"
#include "ui/panels/sequence_panel.h"
#include "ui/positional/positional_encoding_page.h"
#include "ui/stepthrough/stage_page_widget.h"
#include "ui/stepthrough/step_through_view.h"
#include "ui/training/training_page.h"
#include "ui/views/attention_line_view.h"
#include "ui/views/compare_view.h"
#include "ui/views/current_page_sizing.h"
#include "ui/views/head_grid_view.h"
#include "ui/views/query_distribution_view.h"
#include "ui/views/row_sketch_widget.h"

#include <QApplication>
#include <QCheckBox>
#include <QCloseEvent>
#include <QComboBox>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QScreen>
#include <QScrollArea>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolButton>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>

#ifndef AE_VERSION_STRING
#define AE_VERSION_STRING "0.0"
#endif

namespace ae {

namespace {

constexpr int kStateVersion = 1;

// True when the session has something to attend over (explicit inputs, or at
// least one token in the text).
bool hasTokens(const Spec& spec)
{
    if (!spec.inputs.inputs.empty())
        return true;
    return spec.text && !tokenize(*spec.text).empty();
}

QDockWidget* makeDock(const QString& objectName, QWidget* panel, QMainWindow* window)
{
    auto* dock = new QDockWidget(window);
    dock->setObjectName(objectName);
    auto* scroll = new QScrollArea(dock);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // No Tab stop of its own (it would show no focus): Tab goes to the
    // panel's controls, and the area scrolls to the focused one.
    scroll->setFocusPolicy(Qt::NoFocus);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setWidget(panel);
    dock->setWidget(scroll);
    dock->setAllowedAreas(Qt::LeftDockWidgetArea | Qt::RightDockWidgetArea);
    return dock;
}

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setObjectName(QStringLiteral("mainWindow"));
    m_document = new AttentionDocument(this);
    m_runner = new AttentionRunner(this);
    m_runner->setObjectName(QStringLiteral("runner"));
    m_compareRunner = new AttentionRunner(this);
    m_compareRunner->setObjectName(QStringLiteral("compareRunner"));

    m_unsavedHandler = [this] {
        const QMessageBox::StandardButton answer = QMessageBox::question(
            this, tr("Unsaved changes"),
            tr("Save the changes to %1 first?").arg(m_document->displayName()),
            QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
        return answer == QMessageBox::Save      ? UnsavedChoice::Save
               : answer == QMessageBox::Discard ? UnsavedChoice::Discard
                                                : UnsavedChoice::Cancel;
    };
    m_errorHandler = [this](const QString& message) {
        QMessageBox::warning(this, tr("Attention Explorer"), message);
    };
    m_autosaver = new SessionAutosaver(m_document, this);
    m_restoreHandler = [this](const QString& sessionName) {
        return QMessageBox::question(this, tr("Restore unsaved session"),
                                     tr("Attention Explorer did not close properly last time.\n"
                                        "Restore the unsaved changes to %1?")
                                         .arg(sessionName),
                                     QMessageBox::Yes | QMessageBox::No,
                                     QMessageBox::Yes) == QMessageBox::Yes;
    };

    createPanels();
    createCentralArea();
    // Predict, then reveal on the step-through, the Model and Training tabs.
    new PredictionSources(m_prediction,
                          {m_tabs, m_stepThrough, m_modelPage, m_modelDocument, m_trainingPage,
                           m_imported, m_importedDocument},
                          m_prediction); // goes with the state, before the views it wires
    createStatusBar();
    createMenus();
    restoreSettings();

    connect(m_document, &AttentionDocument::specChanged, this, &MainWindow::onSpecChanged);
    connect(m_document, &AttentionDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document, &AttentionDocument::filePathChanged, this, &MainWindow::updateTitle);
    connect(m_runner, &AttentionRunner::runFinished, this, &MainWindow::onRunFinished);
    connect(m_runner, &AttentionRunner::runFailed, this, &MainWindow::onRunFailed);
    connect(m_runner, &AttentionRunner::releaseRequested, this, &MainWindow::releaseShownRun);
    connect(m_runner, &AttentionRunner::runStarted, this, [this](quint64 generation) {
        // Only a slow run says so; quick ones would make the status line flicker.
        QTimer::singleShot(300, this, [this, generation] {
            if (m_runner->isBusy() && m_runner->latestGeneration() == generation)
                setStatusMessage(tr("Computing…"), QString());
        });
    });
    connect(m_compareRunner, &AttentionRunner::runFinished, this,
            &MainWindow::onCompareRunFinished);
    connect(m_compareRunner, &AttentionRunner::runFailed, this,
            [this](const QString& field, const QString& message) {
                m_compare->setRuns(m_runner->lastRun(), CompareBar::describe(m_document->spec()),
                                   nullptr, {});
                m_compare->messageLabel()->setText(
                    tr("Configuration B cannot run: %1")
                        .arg(field.isEmpty() ? message : field + QStringLiteral(": ") + message));
                m_compare->messageLabel()->show();
            });
    updateTitle();
    onSpecChanged();
}

MainWindow::~MainWindow()
{
    // The document and runners are children destroyed after this object has
    // stopped being a MainWindow; their last signals (the undo stack's
    // cleanChanged on destruction) must not reach its slots.
    m_document->disconnect(this);
    // Not a clean exit: the undo stack's last cleanChanged must not remove the
    // autosave (only closeEvent does).
    m_document->disconnect(m_autosaver);
    m_runner->disconnect(this);
    m_compareRunner->disconnect(this);
    // Likewise the Predict dock: hidden as the window's children go, it
    // would report a visibility change to a window that is gone.
    m_predictionDock->disconnect(this);
    m_prediction->disconnect(this);
    m_trainingPage->disconnect(this);
}

void MainWindow::createPanels()
{
    m_sequencePanel = new SequencePanel(m_document);
    m_modelPanel = new ModelPanel(m_document);
    m_maskPanel = new MaskPanel(m_document);
    m_sequenceDock = makeDock(QStringLiteral("sequenceDock"), m_sequencePanel, this);
    m_modelDock = makeDock(QStringLiteral("modelDock"), m_modelPanel, this);
    m_maskDock = makeDock(QStringLiteral("maskDock"), m_maskPanel, this);
    m_dockHider = new DockHider(this, kStateVersion);
    const auto dockTitle = [this](QDockWidget* dock, const char* source) {
        m_texts.text(dock, source, [dock](const QString& title) { dock->setWindowTitle(title); });
    };
    dockTitle(m_sequenceDock, QT_TR_NOOP("Sequence"));
    dockTitle(m_modelDock, QT_TR_NOOP("Model"));
    dockTitle(m_maskDock, QT_TR_NOOP("Mask"));
    addDockWidget(Qt::LeftDockWidgetArea, m_sequenceDock);
    addDockWidget(Qt::LeftDockWidgetArea, m_modelDock);
    addDockWidget(Qt::LeftDockWidgetArea, m_maskDock);
    tabifyDockWidget(m_modelDock, m_maskDock);
    m_modelDock->raise();
    resizeDocks({m_sequenceDock}, {360}, Qt::Horizontal);
    resizeDocks({m_sequenceDock, m_modelDock}, {300, 500}, Qt::Vertical);

    // Predict, then reveal: a dock on the right, shown while the mode is on.
    m_prediction = new PredictionState(this);
    m_predictionPanel = new PredictionPanel(m_prediction);
    m_predictionDock = makeDock(QStringLiteral("predictionDock"), m_predictionPanel, this);
    dockTitle(m_predictionDock, QT_TR_NOOP("Predict"));
    addDockWidget(Qt::RightDockWidgetArea, m_predictionDock);
    // Wide enough for the panel's controls and a sentence's keys as bars (its
    // scroll area would otherwise let the dock clip them).
    m_predictionDock->setMinimumWidth(420);
    m_predictionDock->hide();
    // The class predicts on the projector: presenting keeps the dock (hiding
    // it would end the mode).
    m_predictionDock->setProperty(PresentationMode::kKeepWhilePresenting, true);
    m_predictAction =
        m_texts.action(new QAction(this), QT_TR_NOOP("&Predict, Then Reveal"),
                       QT_TR_NOOP("Hide one query row until the class has predicted it (F6)"));
    m_predictAction->setObjectName(QStringLiteral("predictAction"));
    m_predictAction->setCheckable(true);
    m_predictAction->setShortcut(QKeySequence(Qt::Key_F6));
    connect(m_predictAction, &QAction::toggled, this, [this](bool on) {
        m_prediction->setActive(on);
        m_predictionDock->setVisible(on);
        if (on)
            m_predictionPanel->sketch()->setFocus();
    });
    // Closing the dock ends the mode.
    connect(m_predictionDock, &QDockWidget::visibilityChanged, this, [this](bool) {
        if (m_predictionDock->isHidden() && m_predictAction->isChecked())
            m_predictAction->setChecked(false);
    });
    connect(m_prediction, &PredictionState::changed, this, &MainWindow::applyPrediction);
}

void MainWindow::showBatchItem(int batch)
{
    if (batch >= 0 && batch < m_batch->count())
        m_batch->setCurrentIndex(batch);
}

void MainWindow::setLessonHiddenQuery(int query)
{
    m_lessonHiddenQuery = query;
    applyPrediction();
}

void MainWindow::applyPrediction()
{
    // Predict's own row wins while it is on; else a lesson question's row.
    const int predicted = m_prediction->hiddenQuery(PredictionSource::Session);
    const int hidden = predicted >= 0 ? predicted : m_lessonHiddenQuery;
    m_headGrid->setHiddenRow(hidden);
    m_lines->setHiddenQuery(hidden);
    m_distribution->setHiddenQuery(hidden);
}

void MainWindow::createCentralArea()
{
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(4, 4, 4, 0);

    // View options shared by the tabs, wrapping onto a second row where the
    // window is narrow (with the Predict dock open in the default window, a
    // row that would not wrap held the tabs at about 890 px and squeezed the
    // left docks below their text); each label stays beside its box.
    auto* options = new QWidget(central);
    options->setObjectName(QStringLiteral("viewOptions"));
    auto* flow = new FlowLayout(options, 12);
    m_batchLabel = new QLabel(options);
    m_texts.text(m_batchLabel, QT_TR_NOOP("Batch:"),
                 [this](const QString& text) { m_batchLabel->setText(text); });
    m_batch = new QComboBox(options);
    m_batch->setObjectName(QStringLiteral("batchCombo"));
    m_batch->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    flow->addTogether({m_batchLabel, m_batch});
    m_quantityLabel = new QLabel(options);
    m_texts.text(m_quantityLabel, QT_TR_NOOP("Show:"),
                 [this](const QString& text) { m_quantityLabel->setText(text); });
    m_quantity = new QComboBox(options);
    m_quantity->setObjectName(QStringLiteral("quantityCombo"));
    m_quantity->addItems({QString(), QString()});
    comboItem(m_quantity, 0, QT_TR_NOOP("Weights (after softmax)"));
    comboItem(m_quantity, 1, QT_TR_NOOP("Scores (before softmax)"));
    flow->addTogether({m_quantityLabel, m_quantity});
    m_colourScale = new QComboBox(options);
    m_colourScale->setObjectName(QStringLiteral("colourScaleCombo"));
    m_colourScale->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_colourScale->addItems({QString(), QString(), QString()});
    // In the order of HeadGridView::ColourScale.
    comboItem(m_colourScale, 0, QT_TR_NOOP("One colour scale for all heads"));
    comboItem(m_colourScale, 1, QT_TR_NOOP("A colour scale per head"));
    comboItem(m_colourScale, 2, QT_TR_NOOP("A colour scale per row (long rows)"));
    flow->addWidget(m_colourScale);
    m_showMean = new QCheckBox(options);
    m_texts.text(m_showMean, QT_TR_NOOP("Mean over heads"),
                 [this](const QString& text) { m_showMean->setText(text); });
    m_showMean->setObjectName(QStringLiteral("showMeanCheck"));
    flow->addWidget(m_showMean);
    m_orientation = new QComboBox(options);
    m_orientation->setObjectName(QStringLiteral("orientationCombo"));
    m_orientation->addItems({QString(), QString()});
    comboItem(m_orientation, 0, QT_TR_NOOP("Queries left, keys right"));
    comboItem(m_orientation, 1, QT_TR_NOOP("Queries top, keys bottom"));
    m_orientation->hide();
    flow->addWidget(m_orientation);
    auto* bar = new QHBoxLayout;
    bar->addWidget(options, 1);
    auto* predict = new QToolButton(central);
    predict->setObjectName(QStringLiteral("predictButton"));
    predict->setDefaultAction(m_predictAction);
    predict->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addWidget(predict, 0, Qt::AlignTop);
    layout->addLayout(bar);

    m_description = new QLabel(central);
    m_description->setObjectName(QStringLiteral("sessionDescriptionLabel"));
    m_description->setWordWrap(true);
    m_description->setTextFormat(Qt::PlainText);
    // Colours from the palette (the theme's), not a style sheet: the line
    // must stay readable in the dark theme.
    m_description->setForegroundRole(QPalette::PlaceholderText);
    QFont descriptionFont = m_description->font();
    descriptionFont.setItalic(true);
    m_description->setFont(descriptionFont);
    m_description->setContentsMargins(4, 2, 4, 2);
    m_description->hide();
    layout->addWidget(m_description);

    m_errorBanner = new QLabel(central);
    m_errorBanner->setObjectName(QStringLiteral("errorBanner"));
    m_errorBanner->setWordWrap(true);
    m_errorBanner->setStyleSheet(
        QStringLiteral("QLabel { color: #8b1a1a; background: #fdecea; border: 1px solid #e6a19a; "
                       "border-radius: 4px; padding: 4px 8px; }"));
    m_errorBanner->hide();
    layout->addWidget(m_errorBanner);

    m_stack = new QStackedWidget(central);
    m_stack->setObjectName(QStringLiteral("centralStack"));
    m_tabs = new QTabWidget(m_stack);
    m_tabs->setObjectName(QStringLiteral("viewTabs"));
    m_tabs->setDocumentMode(true);
    // The tabs come from the view registry, in its order; every one is a
    // RunView, so the window delivers, releases and exports in loops.
    m_importedDocument = new ImportedAttentionDocument(this);
    m_modelDocument = new ModelDocument(this);
    m_trainingRunner = new TrainingRunner(this);
    const ViewContext context{m_importedDocument, m_modelDocument, m_trainingRunner};
    for (const ViewEntry& entry : ViewRegistry::all()) {
        const CreatedView created = entry.create(context, m_tabs);
        created.widget->setObjectName(QLatin1String(entry.objectName));
        m_tabs->addTab(created.widget, ViewRegistry::title(entry));
        m_runViews.push_back(created.view);
    }
    // The tabs ask for the room of the one shown (current_page_sizing.h).
    CurrentPageSizing::follow(m_tabs);
    m_runShownInTab.resize(m_runViews.size());
    m_headGrid = viewOf<HeadGridView>(HeadsTab);
    m_lines = viewOf<AttentionLineView>(LinesTab);
    m_distribution = viewOf<QueryDistributionView>(DistributionTab);
    auto* comparePage = viewOf<ComparePage>(CompareTab);
    m_compareBar = comparePage->bar();
    m_compare = comparePage->view();
    m_stepThrough = viewOf<StepThroughView>(StepThroughTab);
    m_positional = viewOf<PositionalEncodingPage>(PositionalEncodingTab);
    m_complexity = viewOf<ComplexityPage>(ComplexityTab);
    m_imported = viewOf<ImportedAttentionPage>(ImportedTab);
    m_lessons = viewOf<LessonsPage>(LessonsTab);
    m_modelPage = viewOf<ModelPage>(ModelTab);
    m_trainingPage = viewOf<TrainingPage>(TrainingTab);
    connect(m_importedDocument, &ImportedAttentionDocument::importedChanged, this,
            [this] { updateShapeLabel(m_runner->lastRun()); });
    connect(m_importedDocument, &ImportedAttentionDocument::layerChanged, this,
            [this] { updateShapeLabel(m_runner->lastRun()); });
    // The Model tab's layer in the Imported tab's four views (its whole trace).
    const auto showModelLayer = [this](int view) {
        if (std::optional<ImportedAttention> layer = m_modelPage->selectedLayerAsImport()) {
            m_importedDocument->setModelLayer(std::move(*layer), m_modelPage->selectedLayerRun());
            m_imported->showHead(m_modelPage->selectedHead(), m_modelPage->visibleTokens() - 1);
            m_imported->setCurrentView(view);
            m_tabs->setCurrentIndex(ImportedTab);
        }
    };
    connect(m_modelPage, &ModelPage::showLayerRequested, this,
            [showModelLayer] { showModelLayer(ImportedAttentionPage::HeadsView); });
    connect(m_modelPage, &ModelPage::exampleModelRequested, this,
            [this](const BuiltinModel& model) { openBuiltinModel(model); });
    connect(m_modelPage, &ModelPage::stepThroughRequested, this,
            [showModelLayer] { showModelLayer(ImportedAttentionPage::StepThroughView_); });
    connect(m_trainingPage, &TrainingPage::openModelRequested, this, &MainWindow::openModel);
    connect(m_imported, &ImportedAttentionPage::importRequested, this,
            &MainWindow::onImportAttention);
    m_stack->addWidget(m_tabs);

    m_emptyState = new QLabel(m_stack);
    m_texts.text(
        m_emptyState,
        QT_TR_NOOP(
            "<h2>Type a sentence…</h2><p>Write a sentence in the <b>Sequence</b> panel and "
            "every head's attention appears here.<br>One sentence per line makes a batch.</p>"),
        [this](const QString& text) { m_emptyState->setText(text); });
    m_emptyState->setObjectName(QStringLiteral("emptyStateLabel"));
    m_emptyState->setAlignment(Qt::AlignCenter);
    m_emptyState->setWordWrap(true);
    m_stack->addWidget(m_emptyState);
    m_releasedState = new QLabel(m_stack);
    m_releasedState->setObjectName(QStringLiteral("releasedStateLabel"));
    m_releasedState->setAlignment(Qt::AlignCenter);
    m_releasedState->setWordWrap(true);
    m_stack->addWidget(m_releasedState);
    layout->addWidget(m_stack, 1);
    setCentralWidget(central);

    connect(m_batch, qOverload<int>(&QComboBox::currentIndexChanged), this, [this](int b) {
        if (b < 0)
            return;
        applyBatchIndex(b);
        updateShapeLabel(m_runner->lastRun());
    });
    connect(m_quantity, qOverload<int>(&QComboBox::currentIndexChanged), this, [this](int index) {
        m_headGrid->setQuantity(index == 1 ? HeadGridView::Quantity::Scores
                                           : HeadGridView::Quantity::Weights);
    });
    connect(m_colourScale, qOverload<int>(&QComboBox::currentIndexChanged), this,
            [this](int index) {
                m_headGrid->setColourScale(HeadGridView::ColourScale(std::clamp(index, 0, 2)));
                settings::headsColourScale.set(index);
            });
    connect(m_showMean, &QCheckBox::toggled, this, [this](bool show) {
        m_headGrid->setShowMean(show);
        settings::showMeanHead.set(show);
    });
    connect(m_orientation, qOverload<int>(&QComboBox::currentIndexChanged), this, [this](int i) {
        m_lines->setOrientation(i == 1 ? Qt::Vertical : Qt::Horizontal);
        settings::linesOrientation.set(i);
    });
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int tab) {
        showRunInCurrentTab();
        updateShapeLabel(m_runner->lastRun());
        const int flags = tab >= 0 ? ViewRegistry::entry(ViewTab(tab)).flags : 0;
        const bool headOptions = flags & ViewEntry::HeadOptions;
        m_quantityLabel->setVisible(headOptions);
        m_quantity->setVisible(headOptions);
        m_colourScale->setVisible(headOptions);
        m_showMean->setVisible(headOptions);
        m_orientation->setVisible(flags & ViewEntry::LineOptions);
        // The session's batch and description, above the tabs that show it.
        const bool session = currentTabShowsSession();
        m_batchLabel->setVisible(session);
        m_batch->setVisible(session);
        updateSessionDocks();
        updateDescription();
        if (flags & ViewEntry::NeedsCompareRun)
            requestCompareRun();
    });
    connect(m_headGrid, &HeadGridView::cellClicked, this, [this](int head, int row, int col) {
        if (m_prediction->isActive()) {
            // Predicting: a click chooses the row to predict (the mean's
            // row keeps the head chosen in the panel).
            m_prediction->setTarget(m_prediction->batch(), head >= 0 ? head : m_prediction->head(),
                                    row);
            return;
        }
        m_headGrid->setSelectedCell(row, col);
        m_distribution->setHead(head);
        m_distribution->setQuery(row);
        if (head >= 0)
            m_stepThrough->setHead(head);
        m_stepThrough->setQuery(row);
        m_tabs->setCurrentIndex(DistributionTab);
    });
    connect(m_headGrid, &HeadGridView::headActivated, this, [this](int head) {
        m_headGrid->setEnlargedHead(m_headGrid->enlargedHead() == head ? -1 : head);
    });
    connect(m_compareBar, &CompareBar::configurationChanged, this, &MainWindow::requestCompareRun);
    connect(m_compareBar, &CompareBar::headChanged, this,
            [this](int head) { m_compare->setHead(head); });
}

void MainWindow::createMenus()
{
    m_exportActions = new ExportActions(*this, this);
    m_lessonActions = new LessonActions(*this, this);
    m_appearanceActions = new AppearanceActions(*this, this);
    m_viewNavigation = new ViewNavigationActions(m_tabs, this);
    // The window's shortcuts (Ctrl+E…) win over a focused text box's bindings.
    new ShortcutPriorityFilter(this);
    // Texts are set through m_texts, which sets them again on a language change.
    QMenu* file = m_texts.menu(menuBar()->addMenu(QString()), QT_TR_NOOP("&File"));
    QAction* newAction = m_texts.action(file->addAction(QString(), this, [this] { newSession(); }),
                                        QT_TR_NOOP("&New"));
    newAction->setShortcut(QKeySequence::New);
    newAction->setObjectName(QStringLiteral("newAction"));
    QAction* openAction =
        m_texts.action(file->addAction(QString(), this, &MainWindow::onOpen), QT_TR_NOOP("&Open…"));
    openAction->setShortcut(QKeySequence::Open);
    openAction->setObjectName(QStringLiteral("openAction"));
    m_recentMenu = m_texts.menu(file->addMenu(QString()), QT_TR_NOOP("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    rebuildRecentMenu();
    m_examplesMenu = m_texts.menu(file->addMenu(QString()), QT_TR_NOOP("E&xamples"));
    m_examplesMenu->setObjectName(QStringLiteral("examplesMenu"));
    file->addSeparator();
    QAction* saveAction =
        m_texts.action(file->addAction(QString(), this, &MainWindow::onSave), QT_TR_NOOP("&Save"));
    saveAction->setShortcut(QKeySequence::Save);
    saveAction->setObjectName(QStringLiteral("saveAction"));
    QAction* saveAsAction = m_texts.action(file->addAction(QString(), this, &MainWindow::onSaveAs),
                                           QT_TR_NOOP("Save &As…"));
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    saveAsAction->setObjectName(QStringLiteral("saveAsAction"));
    m_exportActions->addFileActions(file);
    file->addSeparator();
    m_lessonActions->addFileActions(file);
    QAction* importAction =
        m_texts.action(file->addAction(QString(), this, &MainWindow::onImportAttention),
                       QT_TR_NOOP("&Import Attention…"));
    importAction->setObjectName(QStringLiteral("importAttentionAction"));
    QAction* openModelAction = m_texts.action(file->addAction(QString(), this,
                                                              [this] {
                                                                  m_stack->setCurrentWidget(m_tabs);
                                                                  m_tabs->setCurrentIndex(ModelTab);
                                                                  m_modelPage->openModelDialog();
                                                              }),
                                              QT_TR_NOOP("Open &Model…"));
    openModelAction->setObjectName(QStringLiteral("openModelAction"));
    // The trained models that ship with the app, opened on a question of
    // their task and continued by the answer's length.
    m_exampleModelsMenu = m_texts.menu(file->addMenu(QString()), QT_TR_NOOP("Example Mo&dels"));
    m_exampleModelsMenu->setObjectName(QStringLiteral("exampleModelsMenu"));
    rebuildExampleMenus();
    file->addSeparator();
    QAction* quitAction =
        m_texts.action(file->addAction(QString(), this, &QWidget::close), QT_TR_NOOP("&Quit"));
    quitAction->setShortcut(QKeySequence::Quit);
    quitAction->setObjectName(QStringLiteral("quitAction"));

    QMenu* edit = m_texts.menu(menuBar()->addMenu(QString()), QT_TR_NOOP("&Edit"));
    // Undo and Redo say what they undo ("Undo Heads: 4"). Not the stack's
    // createUndoAction: it keeps its prefix for good, so the prefix would stay
    // in the old language after a language change.
    QUndoStack* stack = m_document->undoStack();
    auto* undo = new QAction(this);
    undo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    undo->setObjectName(QStringLiteral("undoAction"));
    undo->setEnabled(stack->canUndo());
    connect(stack, &QUndoStack::canUndoChanged, undo, &QAction::setEnabled);
    connect(undo, &QAction::triggered, stack, &QUndoStack::undo);
    auto* redo = new QAction(this);
    redo->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    redo->setObjectName(QStringLiteral("redoAction"));
    redo->setEnabled(stack->canRedo());
    connect(stack, &QUndoStack::canRedoChanged, redo, &QAction::setEnabled);
    connect(redo, &QAction::triggered, stack, &QUndoStack::redo);
    const auto prefixed = [](const QString& prefix, const QString& text) {
        return text.isEmpty() ? prefix : prefix + QLatin1Char(' ') + text;
    };
    const char* const undoSource = QT_TR_NOOP("&Undo");
    const char* const redoSource = QT_TR_NOOP("&Redo");
    m_texts.text(undo, undoSource, [undo, stack, prefixed](const QString& prefix) {
        undo->setText(prefixed(prefix, stack->undoText()));
    });
    m_texts.text(redo, redoSource, [redo, stack, prefixed](const QString& prefix) {
        redo->setText(prefixed(prefix, stack->redoText()));
    });
    connect(stack, &QUndoStack::undoTextChanged, undo,
            [this, undo, undoSource, prefixed](const QString& text) {
                undo->setText(prefixed(m_texts.translate(undoSource), text));
            });
    connect(stack, &QUndoStack::redoTextChanged, redo,
            [this, redo, redoSource, prefixed](const QString& text) {
                redo->setText(prefixed(m_texts.translate(redoSource), text));
            });
    edit->addAction(undo);
    edit->addAction(redo);
    m_exportActions->addEditActions(edit);

    QMenu* view = m_texts.menu(menuBar()->addMenu(QString()), QT_TR_NOOP("&View"));
    view->addAction(m_sequenceDock->toggleViewAction());
    view->addAction(m_modelDock->toggleViewAction());
    view->addAction(m_maskDock->toggleViewAction());
    view->addAction(m_predictAction);
    view->addSeparator();
    m_viewNavigation->addViewActions(view);
    view->addSeparator();
    view->addMenu(new LanguageMenu(view));
    m_appearanceActions->addViewActions(view);
    addClassSessionAction(this, view);
    m_lessonActions->addLessonMenu(
        m_texts.menu(menuBar()->addMenu(QString()), QT_TR_NOOP("&Lesson")));

    QMenu* help = m_texts.menu(menuBar()->addMenu(QString()), QT_TR_NOOP("&Help"));
    QAction* shortcuts = m_texts.action(help->addAction(QString(), this,
                                                        [this] {
                                                            ShortcutsDialog dialog(this, this);
                                                            dialog.exec();
                                                        }),
                                        QT_TR_NOOP("&Keyboard Shortcuts"));
    shortcuts->setShortcut(QKeySequence(Qt::Key_F1));
    shortcuts->setObjectName(QStringLiteral("shortcutsAction"));
    m_texts.action(help->addAction(QString(), this, &MainWindow::onAbout),
                   QT_TR_NOOP("&About Attention Explorer"));

    // Every menu key is the window's too: presentation mode hides the menu
    // bar, and a hidden menu bar's actions take no keys (F5 would not leave,
    // F6 would not predict).
    for (const QMenu* menu : menuBar()->findChildren<QMenu*>())
        for (QAction* action : menu->actions())
            if (!action->shortcuts().isEmpty())
                addAction(action);
}

void MainWindow::comboItem(QComboBox* combo, int index, const char* source)
{
    m_texts.text(combo, source,
                 [combo, index](const QString& text) { combo->setItemText(index, text); });
}

void MainWindow::rebuildExampleMenus()
{
    // Titles in the interface language: made again on a language change.
    m_examplesMenu->clear();
    for (const ExampleEntry& example : ExampleCatalog::all()) {
        const QString path = example.resourcePath;
        QAction* action = m_examplesMenu->addAction(example.title, this, [this, path] {
            if (maybeSave())
                openExample(path);
        });
        action->setEnabled(QFileInfo::exists(path));
    }
    m_exampleModelsMenu->clear();
    for (const BuiltinModel& model : BuiltinModels::all()) {
        QAction* action = m_exampleModelsMenu->addAction(
            tr("%1 (trained in this app)").arg(trainingTaskTitle(model.task)), this,
            [this, model] { openBuiltinModel(model); });
        action->setObjectName(QStringLiteral("exampleModel_") +
                              QLatin1String(TrainingTask::name(model.task)));
    }
    m_exampleModelsMenu->setEnabled(!m_exampleModelsMenu->isEmpty());
}

void MainWindow::createStatusBar()
{
    m_shapeLabel = new QLabel(this);
    m_shapeLabel->setObjectName(QStringLiteral("shapeLabel"));
    m_messageLabel = new QLabel(this);
    m_messageLabel->setObjectName(QStringLiteral("statusMessageLabel"));
    m_messageLabel->setTextFormat(Qt::PlainText);
    statusBar()->addWidget(m_messageLabel, 1);
    statusBar()->addPermanentWidget(m_shapeLabel);
}

void MainWindow::restoreSettings()
{
    const QByteArray geometry = settings::windowGeometry.get();
    if (geometry.isEmpty() || !restoreGeometry(geometry)) {
        const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1400, 900);
        resize(std::min(1440, available.width() * 9 / 10),
               std::min(920, available.height() * 9 / 10));
    }
    restoreState(settings::windowState.get(), kStateVersion);
    m_colourScale->setCurrentIndex(std::clamp(settings::headsColourScale.get(), 0, 2));
    m_headGrid->setColourScale(HeadGridView::ColourScale(m_colourScale->currentIndex()));
    m_showMean->setChecked(settings::showMeanHead.get());
    m_headGrid->setShowMean(m_showMean->isChecked());
    m_orientation->setCurrentIndex(settings::linesOrientation.get() == 1 ? 1 : 0);
    m_tabs->setCurrentIndex(std::clamp(settings::currentTab.get(), 0, m_tabs->count() - 1));
    m_appearanceActions->restoreSettings();
}

void MainWindow::saveSettings()
{
    // The layout as the user left it: not presentation mode's full screen,
    // nor the docks a tab hides.
    settings::windowGeometry.set(m_appearanceActions->presentationMode()->geometryToSave());
    settings::windowState.set(m_dockHider->stateToSave());
    settings::currentTab.set(m_tabs->currentIndex());
}

void MainWindow::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange && m_tabs)
        retranslateUi();
    QMainWindow::changeEvent(event);
}

void MainWindow::retranslateUi()
{
    // Every text the window set itself; its panels and tabs retranslate
    // themselves on the same event. Nothing else changes: the session, the
    // undo history, imported and real models, a running lesson, the
    // Compare choices all stay.
    m_texts.retranslate();
    for (const ViewEntry& entry : ViewRegistry::all())
        m_tabs->setTabText(int(entry.tab), ViewRegistry::title(entry));
    rebuildRecentMenu();
    rebuildExampleMenus();
    retranslateClassSession(this);
    m_exportActions->retranslate();
    m_lessonActions->retranslate();
    m_appearanceActions->retranslate();
    m_viewNavigation->retranslate();
    updateTitle();
    updateDescription();
    updateShapeLabel(m_runner->lastRun());
    // What the window itself wrote from its state: the status of the run
    // shown (an error keeps its words until the next run) and Compare's
    // descriptions of A and B.
    if (m_viewRun && m_lastError.isEmpty() && !m_runner->isBusy())
        showRunStatus(*m_viewRun);
    if (m_viewRun && m_runB) {
        m_compare->setRuns(m_viewRun, CompareBar::describe(m_document->spec()), m_runB,
                           CompareBar::describe(m_compareBar->configurationB(m_document->spec())));
        m_compare->setHead(m_compareBar->head());
    }
}

void MainWindow::updateDescription()
{
    // The session's own explanation ("description", kept from the file),
    // above the tabs that show the session. A built-in example's own
    // description is shown in the interface language.
    const QString description = ExampleCatalog::displayDescription(
        m_document->spec().original.value(QLatin1String("description")).toString().trimmed());
    m_description->setText(description);
    m_description->setVisible(!description.isEmpty() && currentTabShowsSession());
}

void MainWindow::onSpecChanged()
{
    const Spec& spec = m_document->spec();
    updateDescription();
    if (!hasTokens(spec)) {
        m_runner->cancel();
        m_compareRunner->cancel();
        m_stack->setCurrentWidget(m_emptyState);
        m_errorBanner->hide();
        m_lastError.clear();
        m_shapeLabel->clear();
        setStatusMessage(tr("Type a sentence to see its attention."), QString());
        return;
    }
    m_runner->request(spec);
    if (currentTabNeedsCompareRun())
        requestCompareRun();
}

void MainWindow::onRunFinished(RunPtr run)
{
    m_stack->setCurrentWidget(m_tabs);
    m_errorBanner->hide();
    m_lastError.clear();
    updateBatchChoices(run);
    m_viewRun = run;
    m_prediction->setRun(run);    // before the views draw it: the row stays hidden
    m_lessonActions->setRun(run); // the lesson scene's question is made from it
    showRunInCurrentTab();
    m_maskPanel->setRun(run);
    m_compareBar->setHeadCount(run->trace.shape.heads);
    if (!m_runB && currentTabNeedsCompareRun() && !m_compareRunner->isBusy())
        requestCompareRun(); // B was let go with A to make room (releaseShownRun)
    if (m_runB)
        m_compare->setRuns(run, CompareBar::describe(m_document->spec()), m_runB,
                           CompareBar::describe(m_compareBar->configurationB(m_document->spec())));
    updateShapeLabel(run);
    showRunStatus(*run);
}

void MainWindow::showRunStatus(const SpecRun& run)
{
    QStringList warnings;
    for (const std::string& warning : run.trace.warnings)
        warnings << QString::fromStdString(warning);
    if (warnings.isEmpty())
        setStatusMessage(tr("Ready"), QString());
    else
        setStatusMessage(tr("Warning: %1").arg(warnings.join(QStringLiteral("; "))),
                         QStringLiteral("#a05a00"));
}

void MainWindow::showRunInCurrentTab()
{
    // Only the visible view draws a new run; the others catch up when their
    // tab is shown, so a slider drag repaints one view, not four.
    if (!m_viewRun)
        return;
    const int tab = m_tabs->currentIndex();
    if (tab < 0 || tab >= int(m_runShownInTab.size()) || m_runShownInTab[tab] == m_viewRun)
        return;
    m_runShownInTab[tab] = m_viewRun;
    releaseRunsOfHiddenTabs();
    m_runViews[std::size_t(tab)]->setRun(m_viewRun);
}

void MainWindow::releaseRunOfTab(int tab)
{
    m_runViews[std::size_t(tab)]->releaseRun();
    m_runShownInTab[std::size_t(tab)].reset();
}

void MainWindow::releaseRunsOfHiddenTabs()
{
    // A hidden view redraws from m_viewRun when its tab is shown; until then
    // an older run it drew would only hold its trace (hundreds of MiB at the
    // largest sizes).
    const int current = m_tabs->currentIndex();
    for (int tab = 0; tab < int(m_runShownInTab.size()); ++tab)
        if (tab != current && m_runShownInTab[std::size_t(tab)] &&
            m_runShownInTab[std::size_t(tab)] != m_viewRun)
            releaseRunOfTab(tab);
}

void MainWindow::releaseShownRun()
{
    for (int tab = 0; tab < int(m_runShownInTab.size()); ++tab)
        releaseRunOfTab(tab);
    m_viewRun.reset();
    m_prediction->setRun(nullptr);
    m_maskPanel->releaseRun();
    m_runB.reset();
    m_compareRunner->cancel();
    m_compareRunner->releaseLastRun();
    m_compare->setRuns(nullptr, {}, nullptr, {});
    m_releasedState->setText(
        tr("<h2>Computing…</h2><p>This pass needs the memory of the previous picture: "
           "together they would exceed the %1 budget, so the previous picture was let go.</p>")
            .arg(QString::fromStdString(formatBytes(m_runner->limits().maxTraceBytes))));
    m_stack->setCurrentWidget(m_releasedState);
    setStatusMessage(tr("Computing…"), QString());
}

void MainWindow::onRunFailed(const QString& field, const QString& message)
{
    const QString text = field.isEmpty() ? message : field + QStringLiteral(": ") + message;
    m_lastError = text;
    m_errorBanner->setText(m_runner->lastRun()
                               ? tr("Cannot compute this configuration — %1. The picture below is "
                                    "the last one that worked.")
                                     .arg(text)
                               : tr("Cannot compute this configuration — %1.").arg(text));
    m_errorBanner->show();
    m_stack->setCurrentWidget(m_tabs);
    setStatusMessage(tr("Error: %1").arg(text), QStringLiteral("#c0392b"));
}

void MainWindow::requestCompareRun()
{
    if (!hasTokens(m_document->spec()))
        return;
    // A and B are on screen together: B gets what A leaves of the budget.
    EngineLimits limits = m_runner->limits();
    if (const RunPtr a = m_runner->lastRun())
        limits.maxTraceBytes -=
            std::min(limits.maxTraceBytes, a->trace.byteSize() + a->preciseTrace.byteSize());
    m_compareRunner->setLimits(limits);
    const Spec b = m_compareBar->configurationB(m_document->spec());
    m_requestedB = specToJson(b);
    m_compareRunner->request(b);
}

RunPtr MainWindow::compareRun() const
{
    // Only B of the newest request, answered, for the spec and choice now.
    if (!m_runB || m_compareRunner->isBusy() ||
        m_compareRunner->deliveredGeneration() != m_compareRunner->latestGeneration() ||
        m_compareRunner->lastRun() != m_runB)
        return nullptr;
    return m_requestedB == specToJson(m_compareBar->configurationB(m_document->spec())) ? m_runB
                                                                                        : nullptr;
}

void MainWindow::onCompareRunFinished(RunPtr run)
{
    m_runB = std::move(run);
    m_compare->messageLabel()->hide();
    m_compare->setRuns(m_runner->lastRun(), CompareBar::describe(m_document->spec()), m_runB,
                       CompareBar::describe(m_compareBar->configurationB(m_document->spec())));
    m_compare->setHead(m_compareBar->head());
}

void MainWindow::updateBatchChoices(const RunPtr& run)
{
    QStringList items;
    for (std::size_t b = 0; b < run->prepared.tokens.size(); ++b) {
        QStringList words;
        const Tokens& tokens = run->prepared.tokens[b];
        for (std::size_t i = 0; i < tokens.size() && i < 4; ++i)
            words << QString::fromStdString(tokens[i]);
        items << tr("%1: %2…").arg(b + 1).arg(words.join(QLatin1Char(' ')));
    }
    if (items.isEmpty())
        for (int b = 0; b < run->trace.shape.batch; ++b)
            items << QString::number(b + 1);
    QStringList current;
    for (int i = 0; i < m_batch->count(); ++i)
        current << m_batch->itemText(i);
    if (current == items)
        return;
    const int previous = m_batch->currentIndex();
    {
        const QSignalBlocker blocker(m_batch);
        m_batch->clear();
        m_batch->addItems(items);
        m_batch->setCurrentIndex(previous >= 0 && previous < items.size() ? previous : 0);
    }
    m_batch->setEnabled(items.size() > 1);
    applyBatchIndex(m_batch->currentIndex());
}

void MainWindow::updateShapeLabel(const RunPtr& run)
{
    if (!m_shapeLabel)
        return; // the status bar is made after the tabs
    // A tab showing something else than the session's run (an imported
    // model's attention) says its own shapes.
    if (const int tab = m_tabs->currentIndex(); tab >= 0) {
        if (const std::optional<QString> own = m_runViews[std::size_t(tab)]->shapeSummary()) {
            m_shapeLabel->setText(*own);
            return;
        }
    }
    // The session's shapes only beside the session: a tab with its own
    // document (training, a model, a lesson) has nothing of n = 11 to show.
    if (!run || !currentTabShowsSession()) {
        m_shapeLabel->clear();
        return;
    }
    const AttentionShape& s = run->trace.shape;
    m_shapeLabel->setText(tr("n = %1   m = %2   d = %3   h = %4   p = %5   batch %6/%7")
                              .arg(s.n)
                              .arg(s.m)
                              .arg(s.d)
                              .arg(s.heads)
                              .arg(s.p)
                              .arg(std::max(0, m_batch->currentIndex()) + 1)
                              .arg(s.batch));
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — Attention Explorer").arg(m_document->displayName()));
    setWindowModified(m_document->isModified());
}

void MainWindow::setStatusMessage(const QString& message, const QString& color)
{
    m_messageLabel->setText(message);
    // Re-setting a style sheet re-polishes the label: costly on every run.
    const QString style = color.isEmpty() ? QString() : QStringLiteral("color: %1;").arg(color);
    if (m_messageLabel->styleSheet() != style)
        m_messageLabel->setStyleSheet(style);
}

QString MainWindow::statusMessage() const
{
    return m_messageLabel->text();
}

bool MainWindow::isShowingEmptyState() const
{
    return m_stack->currentWidget() == m_emptyState;
}

bool MainWindow::isModified() const
{
    return m_document->isModified();
}

void MainWindow::showError(const QString& message)
{
    m_lastError = message;
    setStatusMessage(message, QStringLiteral("#c0392b"));
    emit errorReported(message);
    if (m_errorHandler)
        m_errorHandler(message);
}

void MainWindow::setUnsavedChangesHandler(std::function<UnsavedChoice()> handler)
{
    m_unsavedHandler = std::move(handler);
}

void MainWindow::setAutosaveRestoreHandler(std::function<bool(const QString&)> handler)
{
    m_restoreHandler = std::move(handler);
}

bool MainWindow::offerAutosaveRestore()
{
    if (!SessionAutosaver::exists())
        return false;
    QString error;
    std::optional<SessionAutosaver::Recovered> recovered = SessionAutosaver::read(&error);
    if (!recovered) {
        SessionAutosaver::remove();
        showError(tr("The autosaved session could not be restored: %1").arg(error));
        return false;
    }
    const QString name = recovered->originalPath.isEmpty()
                             ? tr("Untitled")
                             : QFileInfo(recovered->originalPath).fileName();
    if (!m_restoreHandler || !m_restoreHandler(name)) {
        SessionAutosaver::remove();
        return false;
    }
    m_document->reset(recovered->spec, recovered->originalPath);
    m_document->undoStack()->resetClean(); // restored, not yet saved
    return true;
}

void MainWindow::setErrorHandler(std::function<void(const QString&)> handler)
{
    m_errorHandler = std::move(handler);
}

bool MainWindow::maybeSave()
{
    if (!m_document->isModified())
        return true;
    switch (m_unsavedHandler ? m_unsavedHandler() : UnsavedChoice::Cancel) {
    case UnsavedChoice::Save:
        return onSave();
    case UnsavedChoice::Discard:
        return true;
    case UnsavedChoice::Cancel:
        return false;
    }
    return false;
}

bool MainWindow::newSession()
{
    if (!maybeSave())
        return false;
    Spec spec = AttentionDocument::builtInSpec();
    spec.original = QJsonObject();
    spec.text = std::string();
    spec.keyText.reset();
    spec.config.mask = MaskConfig{};
    m_document->reset(spec);
    showSessionTab();
    m_sequencePanel->textEdit()->setFocus();
    return true;
}

bool MainWindow::openFile(const QString& path)
{
    QString error;
    if (!m_document->open(path, &error)) {
        showError(error);
        return false;
    }
    RecentFiles::add(path);
    settings::lastDirectory.set(QFileInfo(path).absolutePath());
    rebuildRecentMenu();
    showSessionTab();
    return true;
}

bool MainWindow::openExample(const QString& resourcePath)
{
    QString error;
    if (!m_document->openExample(resourcePath, &error)) {
        showError(error);
        return false;
    }
    showSessionTab();
    return true;
}

void MainWindow::updateSessionDocks()
{
    // Before the window is first shown its docks have no sizes to note
    // (the tab is chosen at start-up): showEvent comes back here.
    if (!isVisible())
        return;
    if (currentTabShowsSession())
        m_dockHider->release(DockHider::TabWithOwnSettings);
    else
        m_dockHider->hold(DockHider::TabWithOwnSettings, {m_sequenceDock, m_modelDock, m_maskDock});
}

void MainWindow::showEvent(QShowEvent* event)
{
    QMainWindow::showEvent(event);
    updateSessionDocks();
}

void MainWindow::showSessionTab()
{
    // A tab with settings of its own hides the session's text and docks: a
    // session just opened or started would not show there.
    if (!currentTabShowsSession())
        m_tabs->setCurrentIndex(HeadsTab);
}

bool MainWindow::saveFile(const QString& path)
{
    QString error;
    if (!m_document->save(path, &error)) {
        showError(tr("Could not save %1: %2").arg(QFileInfo(path).fileName(), error));
        return false;
    }
    RecentFiles::add(path);
    settings::lastDirectory.set(QFileInfo(path).absolutePath());
    rebuildRecentMenu();
    setStatusMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), QString());
    return true;
}

void MainWindow::onOpen()
{
    if (!maybeSave())
        return;
    const QString path =
        QFileDialog::getOpenFileName(this, tr("Open Session"), settings::lastDirectory.get(),
                                     tr("Attention sessions (*.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

bool MainWindow::onSave()
{
    if (m_document->filePath().isEmpty())
        return onSaveAs();
    return saveFile(m_document->filePath());
}

bool MainWindow::onSaveAs()
{
    QString path = QFileDialog::getSaveFileName(
        this, tr("Save Session"),
        QFileInfo(settings::lastDirectory.get(), m_document->filePath().isEmpty()
                                                     ? tr("session.json")
                                                     : QFileInfo(m_document->filePath()).fileName())
            .filePath(),
        tr("Attention sessions (*.json)"));
    if (path.isEmpty())
        return false;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".json");
    return saveFile(path);
}

void MainWindow::onImportAttention()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Import Attention"), settings::lastDirectory.get(),
        tr("Attention weights (*.npy *.json);;NumPy arrays (*.npy);;JSON dumps (*.json)"));
    if (!path.isEmpty() && importAttention(path))
        settings::lastDirectory.set(QFileInfo(path).absolutePath());
}

bool MainWindow::importAttention(const QString& path, const QString& tokensPath)
{
    QString error;
    if (!m_importedDocument->importFile(path, tokensPath, &error)) {
        showError(tr("Could not import attention: %1").arg(error));
        return false;
    }
    m_stack->setCurrentWidget(m_tabs);
    m_tabs->setCurrentIndex(ImportedTab);
    setStatusMessage(tr("Imported %1").arg(QFileInfo(path).fileName()), QString());
    return true;
}

bool MainWindow::openBuiltinModel(const BuiltinModel& model)
{
    QString error;
    const QString folder = BuiltinModels::extract(model, &error);
    if (folder.isEmpty()) {
        showError(tr("Could not open the example model: %1").arg(error));
        return false;
    }
    // The Model tab runs the question the model's notes hold (config.json,
    // written by scripts/make_trained_models.sh), continued as far as its
    // positions allow.
    openModel(folder);
    return true;
}

void MainWindow::openModel(const QString& folder)
{
    m_stack->setCurrentWidget(m_tabs);
    m_tabs->setCurrentIndex(ModelTab);
    m_modelDocument->open(folder);
}

QWidget* MainWindow::currentFigure() const
{
    const int tab = m_tabs->currentIndex();
    return tab >= 0 ? m_runViews[std::size_t(tab)]->figure() : nullptr;
}

void MainWindow::applyBatchIndex(int batch)
{
    // The one place the batch item reaches the views: the combo's slot and
    // a new run's choices both come here, so no view shows another item.
    if (batch < 0)
        return;
    for (RunView* view : m_runViews)
        view->setBatchIndex(batch);
    m_prediction->setBatch(batch);
}

bool MainWindow::currentTabShowsSession() const
{
    const int tab = m_tabs->currentIndex();
    return tab < 0 || !(ViewRegistry::entry(ViewTab(tab)).flags & ViewEntry::OwnDocument);
}

bool MainWindow::currentTabNeedsCompareRun() const
{
    const int tab = m_tabs->currentIndex();
    return tab >= 0 && (ViewRegistry::entry(ViewTab(tab)).flags & ViewEntry::NeedsCompareRun);
}

void MainWindow::applyColorMap(ColorMapId id)
{
    // The one place View ▸ Colour Map's choice reaches the tabs. Each colours
    // its non-negative quantities (weights) with it; signed ones (scores,
    // Q/K/V, P, differences) stay diverging, centred on 0.
    if (id == ColorMapId::Diverging)
        return;
    for (RunView* view : m_runViews)
        view->setColorMap(id);
}

bool MainWindow::exportFigure(const QString& path)
{
    const std::optional<FigureExporter::Format> format = FigureExporter::formatFromSuffix(path);
    if (!format) {
        showError(tr("Cannot export to %1: use a .png, .svg or .pdf file name.")
                      .arg(QFileInfo(path).fileName()));
        return false;
    }
    QString error;
    RunView* view =
        m_tabs->currentIndex() >= 0 ? m_runViews[std::size_t(m_tabs->currentIndex())] : nullptr;
    if (view && view->exportsOwnFigure()) {
        // The tab knows its own figure (the step-through's current stage).
        if (!view->exportOwnFigure(path, &error)) {
            showError(tr("Could not export the figure: %1").arg(error));
            return false;
        }
        setStatusMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), QString());
        return true;
    }
    QWidget* target = currentFigure();
    const bool png = *format == FigureExporter::Format::Png;
    // PNG at twice the screen size (192 dpi) so it stays sharp on a slide.
    if (!FigureExporter::exportWidget(target, path, *format, png ? target->size() * 2 : QSize(),
                                      png ? 192 : 0, &error)) {
        showError(tr("Could not export the figure: %1").arg(error));
        return false;
    }
    setStatusMessage(tr("Exported %1").arg(QFileInfo(path).fileName()), QString());
    return true;
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList files = RecentFiles::list();
    for (const QString& path : files) {
        m_recentMenu
            ->addAction(QFileInfo(path).fileName(), this,
                        [this, path] {
                            if (maybeSave() && !openFile(path) && !QFileInfo::exists(path)) {
                                RecentFiles::remove(path);
                                rebuildRecentMenu();
                            }
                        })
            ->setToolTip(path);
    }
    if (files.isEmpty())
        m_recentMenu->addAction(tr("(none)"))->setEnabled(false);
    else {
        m_recentMenu->addSeparator();
        m_recentMenu->addAction(tr("Clear List"), this, [this] {
            RecentFiles::clear();
            rebuildRecentMenu();
        });
    }
}

void MainWindow::onAbout()
{
    QMessageBox::about(this, tr("About Attention Explorer"), AboutText::html());
}

RunPtr MainWindow::currentRun() const
{
    return m_runner->lastRun();
}

int MainWindow::batchIndex() const
{
    return m_headGrid->batchIndex();
}

ScoringType MainWindow::compareScoring() const
{
    return static_cast<ScoringType>(m_compareBar->scoringCombo()->currentData().toInt());
}

ComparisonMask MainWindow::compareMask() const
{
    return static_cast<ComparisonMask>(m_compareBar->maskCombo()->currentData().toInt());
}

void MainWindow::showStatus(const QString& message, int timeoutMs)
{
    statusBar()->showMessage(message, timeoutMs);
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    saveSettings();
    m_autosaver->discard(); // a clean exit leaves nothing to restore
    event->accept();
}

} // namespace ae
