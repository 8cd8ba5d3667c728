#include "ui/main/main_window.h"

#include "core/io/training_text.h"
#include "core/tokenizer.h"
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
#include "ui/imported/imported_attention_page.h"
#include "ui/lessons/lessons_page.h"
#include "ui/main/class_session_dock.h"
#include "ui/main/classroom_controller.h"
#include "ui/main/language_menu.h"
#include "ui/model/model_page.h"
#include "ui/panels/compare_bar.h"
#include "ui/panels/compare_page.h"
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
#include <QVBoxLayout>

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

QDockWidget* makeDock(const QString& title, const QString& objectName, QWidget* panel,
                      QMainWindow* window)
{
    auto* dock = new QDockWidget(title, window);
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
                                   nullptr, QString());
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
    m_sequenceDock =
        makeDock(tr("Sequence"), QStringLiteral("sequenceDock"), m_sequencePanel, this);
    m_modelDock = makeDock(tr("Model"), QStringLiteral("modelDock"), m_modelPanel, this);
    m_maskDock = makeDock(tr("Mask"), QStringLiteral("maskDock"), m_maskPanel, this);
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
    m_predictionDock =
        makeDock(tr("Predict"), QStringLiteral("predictionDock"), m_predictionPanel, this);
    addDockWidget(Qt::RightDockWidgetArea, m_predictionDock);
    // Wide enough for the panel's controls and a sentence's keys as bars (its
    // scroll area would otherwise let the dock clip them).
    m_predictionDock->setMinimumWidth(420);
    m_predictionDock->hide();
    m_predictAction = new QAction(tr("&Predict, Then Reveal"), this);
    m_predictAction->setObjectName(QStringLiteral("predictAction"));
    m_predictAction->setCheckable(true);
    m_predictAction->setShortcut(QKeySequence(Qt::Key_F6));
    m_predictAction->setToolTip(tr("Hide one query row until the class has predicted it (F6)"));
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

void MainWindow::applyPrediction()
{
    const int hidden = m_prediction->hiddenQuery();
    m_headGrid->setHiddenRow(hidden);
    m_lines->setHiddenQuery(hidden);
    m_distribution->setHiddenQuery(hidden);
}

void MainWindow::createCentralArea()
{
    auto* central = new QWidget(this);
    auto* layout = new QVBoxLayout(central);
    layout->setContentsMargins(4, 4, 4, 0);

    // View options shared by the tabs.
    auto* bar = new QHBoxLayout;
    bar->addWidget(new QLabel(tr("Batch:"), central));
    m_batch = new QComboBox(central);
    m_batch->setObjectName(QStringLiteral("batchCombo"));
    m_batch->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    bar->addWidget(m_batch);
    bar->addSpacing(12);
    m_quantityLabel = new QLabel(tr("Show:"), central);
    bar->addWidget(m_quantityLabel);
    m_quantity = new QComboBox(central);
    m_quantity->setObjectName(QStringLiteral("quantityCombo"));
    m_quantity->addItem(tr("Weights (after softmax)"));
    m_quantity->addItem(tr("Scores (before softmax)"));
    bar->addWidget(m_quantity);
    m_sharedScale = new QCheckBox(tr("Shared colour scale"), central);
    m_sharedScale->setObjectName(QStringLiteral("sharedScaleCheck"));
    bar->addWidget(m_sharedScale);
    m_showMean = new QCheckBox(tr("Mean over heads"), central);
    m_showMean->setObjectName(QStringLiteral("showMeanCheck"));
    bar->addWidget(m_showMean);
    m_orientation = new QComboBox(central);
    m_orientation->setObjectName(QStringLiteral("orientationCombo"));
    m_orientation->addItem(tr("Queries left, keys right"));
    m_orientation->addItem(tr("Queries top, keys bottom"));
    m_orientation->hide();
    bar->addWidget(m_orientation);
    bar->addStretch(1);
    auto* predict = new QToolButton(central);
    predict->setObjectName(QStringLiteral("predictButton"));
    predict->setDefaultAction(m_predictAction);
    predict->setToolButtonStyle(Qt::ToolButtonTextOnly);
    bar->addWidget(predict);
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
    // Every tab is a RunView; m_runViews follows the tab order (the Tab enum),
    // so the window delivers, releases and exports in loops.
    const auto addViewTab = [this](auto* view, const QString& title) {
        m_tabs->addTab(view, title);
        m_runViews.push_back(view);
        return view;
    };
    m_headGrid = addViewTab(new HeadGridView(m_tabs), tr("Heads"));
    m_headGrid->setObjectName(QStringLiteral("headGrid"));
    m_lines = addViewTab(new AttentionLineView(m_tabs), tr("Lines"));
    m_lines->setObjectName(QStringLiteral("lineView"));
    m_distribution = addViewTab(new QueryDistributionView(m_tabs), tr("Distribution"));
    m_distribution->setObjectName(QStringLiteral("distributionView"));
    auto* comparePage = addViewTab(new ComparePage(m_tabs), tr("Compare"));
    m_compareBar = comparePage->bar();
    m_compare = comparePage->view();
    m_stepThrough = addViewTab(new StepThroughView(m_tabs), tr("Step through"));
    m_stepThrough->setObjectName(QStringLiteral("stepThroughView"));
    m_positional = addViewTab(new PositionalEncodingPage(m_tabs), tr("Positional encoding"));
    m_positional->setObjectName(QStringLiteral("positionalEncodingPage"));
    m_complexity = addViewTab(new ComplexityPage(m_tabs), tr("CNN · RNN · attention"));
    m_complexity->setObjectName(QStringLiteral("complexityPage"));
    m_importedDocument = new ImportedAttentionDocument(this);
    m_imported = addViewTab(new ImportedAttentionPage(m_importedDocument, m_tabs), tr("Imported"));
    connect(m_importedDocument, &ImportedAttentionDocument::importedChanged, this,
            [this] { updateShapeLabel(m_runner->lastRun()); });
    connect(m_importedDocument, &ImportedAttentionDocument::layerChanged, this,
            [this] { updateShapeLabel(m_runner->lastRun()); });
    m_imported->setObjectName(QStringLiteral("importedAttentionPage"));
    m_lessons = addViewTab(new LessonsPage(m_tabs), tr("Lessons"));
    m_lessons->setObjectName(QStringLiteral("lessonsPage"));
    m_modelDocument = new ModelDocument(this);
    m_modelPage = addViewTab(new ModelPage(m_modelDocument, m_tabs), tr("Model"));
    connect(m_modelPage, &ModelPage::showLayerRequested, this, [this] {
        if (std::optional<ImportedAttention> layer = m_modelPage->selectedLayerAsImport()) {
            m_importedDocument->setImported(std::move(*layer));
            m_tabs->setCurrentIndex(ImportedTab);
        }
    });
    m_trainingRunner = new TrainingRunner(this);
    m_trainingPage = addViewTab(new TrainingPage(m_trainingRunner, m_tabs), tr("Training"));
    connect(m_trainingPage, &TrainingPage::openModelRequested, this, &MainWindow::openModel);
    Q_ASSERT(m_runViews.size() == std::size_t(TabCount));
    m_stack->addWidget(m_tabs);

    m_emptyState = new QLabel(
        tr("<h2>Type a sentence…</h2><p>Write a sentence in the <b>Sequence</b> panel and "
           "every head's attention appears here.<br>One sentence per line makes a batch.</p>"),
        m_stack);
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
    connect(m_sharedScale, &QCheckBox::toggled, this, [this](bool shared) {
        m_headGrid->setSharedColorScale(shared);
        settings::sharedColorScale.set(shared);
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
        const bool heads = tab == HeadsTab;
        m_quantityLabel->setVisible(heads);
        m_quantity->setVisible(heads);
        m_sharedScale->setVisible(heads);
        m_showMean->setVisible(heads);
        m_orientation->setVisible(tab == LinesTab);
        if (tab == CompareTab)
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
    m_classroom = new ClassroomController(this, [this](const QString& m) { showError(m); });
    QMenu* file = menuBar()->addMenu(tr("&File"));
    QAction* newAction = file->addAction(tr("&New"), this, [this] { newSession(); });
    newAction->setShortcut(QKeySequence::New);
    newAction->setObjectName(QStringLiteral("newAction"));
    QAction* openAction = file->addAction(tr("&Open…"), this, &MainWindow::onOpen);
    openAction->setShortcut(QKeySequence::Open);
    openAction->setObjectName(QStringLiteral("openAction"));
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("recentMenu"));
    rebuildRecentMenu();
    QMenu* examples = file->addMenu(tr("E&xamples"));
    examples->setObjectName(QStringLiteral("examplesMenu"));
    for (const ExampleEntry& example : ExampleCatalog::all()) {
        const QString path = example.resourcePath;
        QAction* action = examples->addAction(example.title, this, [this, path] {
            if (maybeSave())
                openExample(path);
        });
        action->setEnabled(QFileInfo::exists(path));
    }
    file->addSeparator();
    QAction* saveAction = file->addAction(tr("&Save"), this, &MainWindow::onSave);
    saveAction->setShortcut(QKeySequence::Save);
    saveAction->setObjectName(QStringLiteral("saveAction"));
    QAction* saveAsAction = file->addAction(tr("Save &As…"), this, &MainWindow::onSaveAs);
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    saveAsAction->setObjectName(QStringLiteral("saveAsAction"));
    QAction* exportAction =
        file->addAction(tr("&Export Figure…"), this, &MainWindow::onExportFigure);
    exportAction->setShortcut(QKeySequence(tr("Ctrl+E")));
    exportAction->setObjectName(QStringLiteral("exportAction"));
    m_classroom->addExportActions(file);
    file->addSeparator();
    m_classroom->addFileActions(file);
    QAction* importAction =
        file->addAction(tr("&Import Attention…"), this, &MainWindow::onImportAttention);
    importAction->setObjectName(QStringLiteral("importAttentionAction"));
    QAction* openModelAction = file->addAction(tr("Open &Model…"), this, [this] {
        m_stack->setCurrentWidget(m_tabs);
        m_tabs->setCurrentIndex(ModelTab);
        m_modelPage->openModelDialog();
    });
    openModelAction->setObjectName(QStringLiteral("openModelAction"));
    // The trained models that ship with the app, opened on a question of
    // their task and continued by the answer's length.
    QMenu* exampleModels = file->addMenu(tr("Example Mo&dels"));
    exampleModels->setObjectName(QStringLiteral("exampleModelsMenu"));
    for (const BuiltinModel& model : BuiltinModels::all()) {
        QAction* action = exampleModels->addAction(
            tr("%1 (trained in this app)").arg(trainingTaskTitle(model.task)), this,
            [this, model] { openBuiltinModel(model); });
        action->setObjectName(QStringLiteral("exampleModel_") +
                              QLatin1String(TrainingTask::name(model.task)));
    }
    exampleModels->setEnabled(!exampleModels->isEmpty());
    file->addSeparator();
    QAction* quitAction = file->addAction(tr("&Quit"), this, &QWidget::close);
    quitAction->setShortcut(QKeySequence::Quit);
    quitAction->setObjectName(QStringLiteral("quitAction"));

    QMenu* edit = menuBar()->addMenu(tr("&Edit"));
    QAction* undo = m_document->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Z));
    undo->setObjectName(QStringLiteral("undoAction"));
    QAction* redo = m_document->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts(
        {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)});
    redo->setObjectName(QStringLiteral("redoAction"));
    edit->addAction(undo);
    edit->addAction(redo);
    m_classroom->addEditActions(edit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_sequenceDock->toggleViewAction());
    view->addAction(m_modelDock->toggleViewAction());
    view->addAction(m_maskDock->toggleViewAction());
    view->addAction(m_predictAction);
    view->addSeparator();
    view->addMenu(new LanguageMenu(view)); // switching rebuilds this window (MainWindowRebuilder)
    m_classroom->addViewActions(view);
    addClassSessionAction(this, view);
    m_classroom->addLessonMenu(menuBar()->addMenu(tr("&Lesson")));

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    m_classroom->addHelpActions(help);
    help->addAction(tr("&About Attention Explorer"), this, &MainWindow::onAbout);
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
    m_sharedScale->setChecked(settings::sharedColorScale.get());
    m_headGrid->setSharedColorScale(m_sharedScale->isChecked());
    m_showMean->setChecked(settings::showMeanHead.get());
    m_headGrid->setShowMean(m_showMean->isChecked());
    m_orientation->setCurrentIndex(settings::linesOrientation.get() == 1 ? 1 : 0);
    m_tabs->setCurrentIndex(std::clamp(settings::currentTab.get(), 0, m_tabs->count() - 1));
    m_classroom->restoreSettings();
}

void MainWindow::saveSettings()
{
    settings::windowGeometry.set(saveGeometry());
    settings::windowState.set(saveState(kStateVersion));
    settings::currentTab.set(m_tabs->currentIndex());
}

void MainWindow::onSpecChanged()
{
    const Spec& spec = m_document->spec();
    // The session's own explanation ("description", kept from the file).
    // A built-in example's own description is shown in the interface language.
    const QString description = ExampleCatalog::displayDescription(
        spec.original.value(QLatin1String("description")).toString().trimmed());
    m_description->setText(description);
    m_description->setVisible(!description.isEmpty());
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
    if (m_tabs->currentIndex() == CompareTab)
        requestCompareRun();
}

void MainWindow::onRunFinished(RunPtr run)
{
    m_stack->setCurrentWidget(m_tabs);
    m_errorBanner->hide();
    m_lastError.clear();
    updateBatchChoices(run);
    m_viewRun = run;
    m_prediction->setRun(run); // before the views draw it: the row stays hidden
    showRunInCurrentTab();
    m_maskPanel->setRun(run);
    m_compareBar->setHeadCount(run->trace.shape.heads);
    if (!m_runB && m_tabs->currentIndex() == CompareTab && !m_compareRunner->isBusy())
        requestCompareRun(); // B was let go with A to make room (releaseShownRun)
    if (m_runB)
        m_compare->setRuns(run, CompareBar::describe(m_document->spec()), m_runB,
                           CompareBar::describe(m_compareBar->configurationB(m_document->spec())));
    updateShapeLabel(run);
    QStringList warnings;
    for (const std::string& warning : run->trace.warnings)
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
    m_compare->setRuns(nullptr, QString(), nullptr, QString());
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
    m_compareRunner->request(m_compareBar->configurationB(m_document->spec()));
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
    // The Imported tab shows a trained model's attention: its shapes, not
    // the session's (which come back on the other tabs).
    if (m_tabs->currentIndex() == ImportedTab) {
        const std::optional<ImportedAttention>& imported = m_importedDocument->imported();
        if (!imported) {
            m_shapeLabel->clear();
            return;
        }
        m_shapeLabel->setText(tr("%1   %2 layers × %3 heads × %4 queries × %5 keys   layer %6")
                                  .arg(QFileInfo(m_importedDocument->filePath()).fileName())
                                  .arg(imported->layerCount())
                                  .arg(imported->headCount())
                                  .arg(imported->queryCount())
                                  .arg(imported->keyCount())
                                  .arg(m_importedDocument->currentLayer() + 1));
        return;
    }
    if (!run) {
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
    return true;
}

bool MainWindow::openExample(const QString& resourcePath)
{
    QString error;
    if (!m_document->openExample(resourcePath, &error)) {
        showError(error);
        return false;
    }
    return true;
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

void MainWindow::onExportFigure()
{
    m_classroom->exportCurrentFigureWithDialog();
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
    // A question in the task's own symbols, continued as far as the model's
    // positions allow: a model trained on n-symbol sequences reads n − 1, so
    // the last answer symbol (brackets: the answer) is predicted but not
    // shown as a row of the timeline.
    struct Question
    {
        TaskKind task;
        const char* text;
        int continuation;
    };
    static const Question kQuestions[] = {{TaskKind::Copy, "fbdaec|", 5},
                                          {TaskKind::Reverse, "hbdgca|", 5},
                                          {TaskKind::Sort, "fbdaec|", 5},
                                          {TaskKind::Repeat, "cadcad", 5},
                                          {TaskKind::Brackets, "(()())|", 0}};
    for (const Question& question : kQuestions)
        if (question.task == model.task) {
            m_modelPage->textEdit()->setText(QLatin1String(question.text));
            m_modelPage->generateBox()->setValue(question.continuation);
        }
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
    m_classroom->showAbout();
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
