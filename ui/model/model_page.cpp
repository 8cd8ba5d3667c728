#include "ui/model/model_page.h"

#include "core/io/atomic_file.h"
#include "core/io/csv.h"
#include "core/io/npy.h"
#include "core/io/training_text.h"
#include "core/masks.h"
#include "ui/export/figure_export_menu.h"
#include "ui/model/model_overview_widget.h"
#include "ui/views/attention_heatmap.h"
#include "ui/views/square_heatmap_frame.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace ae {

ModelPage::ModelPage(ModelDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("modelPage"));
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("modelSummary"));
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_open = new QPushButton(this);
    m_open->setObjectName(QStringLiteral("openModelButton"));
    auto* header = new QHBoxLayout;
    header->addWidget(m_summary, 1);
    header->addWidget(m_open);

    m_examples = new QWidget(this);
    m_examples->setObjectName(QStringLiteral("exampleModelsRow"));
    auto* examples = new QHBoxLayout(m_examples);
    examples->setContentsMargins(0, 0, 0, 0);
    m_examplesLabel = new QLabel(m_examples);
    examples->addWidget(m_examplesLabel);
    m_builtins = BuiltinModels::all();
    for (const BuiltinModel& model : m_builtins) {
        auto* button = new QPushButton(m_examples);
        button->setObjectName(QStringLiteral("openExampleModel_") +
                              QLatin1String(TrainingTask::name(model.task)));
        connect(button, &QPushButton::clicked, this,
                [this, model] { emit exampleModelRequested(model); });
        examples->addWidget(button);
        m_exampleButtons.push_back(button);
    }
    examples->addStretch(1);

    m_textLabel = new QLabel(this);
    m_text = new QLineEdit(this);
    m_text->setObjectName(QStringLiteral("modelText"));
    m_text->setText(QStringLiteral("The cat sat on the mat because it was tired."));
    m_textLabel->setBuddy(m_text);
    m_generateLabel = new QLabel(this);
    m_generate = new QSpinBox(this);
    m_generate->setObjectName(QStringLiteral("modelGenerate"));
    m_generate->setRange(0, 64);
    m_generateLabel->setBuddy(m_generate);
    m_runButton = new QPushButton(this);
    m_runButton->setObjectName(QStringLiteral("runModelButton"));
    m_runButton->setDefault(true);
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("cancelModelButton"));
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("modelProgress"));
    m_progress->setMinimumWidth(180);
    m_progress->setVisible(false);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("modelStatus"));
    m_status->setWordWrap(true);
    auto* input = new QHBoxLayout;
    input->addWidget(m_textLabel);
    input->addWidget(m_text, 1);
    input->addWidget(m_generateLabel);
    input->addWidget(m_generate);
    input->addWidget(m_runButton);
    input->addWidget(m_progress);
    input->addWidget(m_cancel);

    m_overview = new ModelOverviewWidget(this);
    // The overview is a figure of its own (right-click: Export figure…).
    enableFigureExportMenu(m_overview);
    m_overviewScroll = new QScrollArea(this);
    m_overviewScroll->setWidget(m_overview);
    m_overviewScroll->setWidgetResizable(true);
    m_overviewScroll->viewport()->installEventFilter(this);
    m_overview->installEventFilter(this);

    m_mode = new QComboBox(this);
    m_mode->setObjectName(QStringLiteral("modelDetailMode"));
    m_mode->addItems({QString(), QString()});
    m_detail = new AttentionHeatmap(this);
    m_detail->setObjectName(QStringLiteral("modelDetailHeatmap"));
    m_scores = new QLabel(this);
    m_scores->setObjectName(QStringLiteral("modelHeadScores"));
    m_scores->setWordWrap(true);
    m_similar = new QLabel(this);
    m_similar->setObjectName(QStringLiteral("modelSimilarHeads"));
    m_similar->setWordWrap(true);
    m_caveat = new QLabel(this);
    m_caveat->setObjectName(QStringLiteral("rolloutCaveat"));
    m_caveat->setWordWrap(true);
    m_stepLabel = new QLabel(this);
    m_stepLabel->setObjectName(QStringLiteral("timelineLabel"));
    m_step = new QSlider(Qt::Horizontal, this);
    m_step->setObjectName(QStringLiteral("generationTimeline"));
    m_stepLabel->setBuddy(m_step);
    m_showLayer = new QPushButton(this);
    m_showLayer->setObjectName(QStringLiteral("showLayerInViews"));
    m_stepThroughHead = new QPushButton(this);
    m_stepThroughHead->setObjectName(QStringLiteral("stepThroughModelHead"));
    m_saveMatrix = new QPushButton(this);
    m_saveMatrix->setObjectName(QStringLiteral("saveModelMatrix"));

    m_detailBox = new QWidget(this);
    auto* detail = new QVBoxLayout(m_detailBox);
    detail->setContentsMargins(0, 0, 0, 0);
    // The mode and the actions on two rows: on one, their width (with
    // presentation mode's fonts, half the screen) left the overview too
    // narrow for its twelve columns' captions.
    auto* modeRow = new QHBoxLayout;
    modeRow->addWidget(m_mode);
    modeRow->addStretch(1);
    auto* actionRow = new QHBoxLayout;
    actionRow->addStretch(1);
    actionRow->addWidget(m_saveMatrix);
    actionRow->addWidget(m_showLayer);
    actionRow->addWidget(m_stepThroughHead);
    detail->addLayout(modeRow);
    detail->addLayout(actionRow);
    // Square cells, as on the Heads tab: a head that looks 6 back draws a
    // diagonal at 45°.
    m_detailFrame = new SquareHeatmapFrame(m_detail, this);
    detail->addWidget(m_detailFrame, 1);
    detail->addWidget(m_caveat);
    detail->addWidget(m_stepLabel);
    detail->addWidget(m_step);

    // The selected head's description goes under the grid, right below its
    // last row: the grid is as tall as its thumbnails need (a few layers
    // leave the rest of the column for it), and "the heads that behave most
    // like it (dashed)" are the grid's dashed outlines. The heatmap keeps
    // the whole height of its side.
    auto* overviewBox = new QWidget(this);
    auto* overviewColumn = new QVBoxLayout(overviewBox);
    overviewColumn->setContentsMargins(0, 0, 0, 0);
    overviewColumn->addWidget(m_overviewScroll, 1);
    overviewColumn->addWidget(m_scores);
    overviewColumn->addWidget(m_similar);
    overviewColumn->addStretch(0);

    m_splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter->addWidget(overviewBox);
    m_splitter->addWidget(m_detailBox);
    m_splitter->setStretchFactor(0, 1);
    m_splitter->setStretchFactor(1, 1);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(header);
    layout->addWidget(m_examples);
    layout->addLayout(input);
    layout->addWidget(m_status);
    layout->addWidget(m_splitter, 1);

    connect(m_open, &QPushButton::clicked, this, &ModelPage::openModelDialog);
    connect(m_runButton, &QPushButton::clicked, this, &ModelPage::runText);
    connect(m_text, &QLineEdit::returnPressed, this, &ModelPage::runText);
    connect(m_cancel, &QPushButton::clicked, m_document, &ModelDocument::cancel);
    connect(m_overview, &ModelOverviewWidget::headSelected, this, &ModelPage::showSelection);
    connect(m_overview, &ModelOverviewWidget::headActivated, this,
            [this] { setDetailMode(DetailMode::SelectedHead); });
    connect(m_mode, &QComboBox::currentIndexChanged, this, &ModelPage::showSelection);
    connect(m_step, &QSlider::valueChanged, this, &ModelPage::showSelection);
    connect(m_showLayer, &QPushButton::clicked, this, &ModelPage::showLayerRequested);
    connect(m_stepThroughHead, &QPushButton::clicked, this, &ModelPage::stepThroughRequested);
    connect(m_saveMatrix, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getSaveFileName(this, tr("Save Matrix"), QString(),
                                         tr("CSV with token labels (*.csv);;NumPy array (*.npy)"));
        QString error;
        if (!path.isEmpty() && !saveMatrix(path, &error)) {
            m_lastError = error;
            updateControls();
        }
    });
    connect(m_document, &ModelDocument::modelOpened, this, &ModelPage::onModelOpened);
    connect(m_document, &ModelDocument::modelClosed, this, &ModelPage::onModelOpened);
    connect(m_document, &ModelDocument::openFailed, this, [this](const QString& message) {
        m_lastError = tr("Could not open the model: %1").arg(message);
        updateControls();
    });
    connect(m_document, &ModelDocument::runFinished, this, &ModelPage::onRunFinished);
    connect(m_document, &ModelDocument::runFailed, this, [this](const QString& message) {
        m_lastError = message;
        updateControls();
    });
    connect(m_document, &ModelDocument::busyChanged, this, &ModelPage::onBusyChanged);
    connect(m_document, &ModelDocument::progressChanged, this, &ModelPage::onProgress);
    connect(m_document, &ModelDocument::loadProgressChanged, this, &ModelPage::onLoadProgress);
    connect(m_document, &ModelDocument::runStarted, this, &ModelPage::updateControls);
    retranslateUi();
    // A page attached to a document that already ran (a figure drawn from
    // the command line, a page rebuilt) shows that run at once.
    if (m_document->lastRun())
        onRunFinished(m_document->lastRun());
    else
        showSelection();
}

void ModelPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

bool ModelPage::eventFilter(QObject* watched, QEvent* event)
{
    // The viewport's width sets the thumbnails' side; the overview's font
    // (presentation mode) its margins and captions.
    if ((watched == m_overviewScroll->viewport() && event->type() == QEvent::Resize) ||
        (watched == m_overview && event->type() == QEvent::FontChange))
        QTimer::singleShot(0, this, &ModelPage::fitOverviewHeight);
    return QWidget::eventFilter(watched, event);
}

void ModelPage::fitOverviewHeight()
{
    const int fitted = m_overview->fittedHeight(m_overviewScroll->viewport()->width());
    if (fitted == 0) {
        // Before a run the overview's words fill the column.
        m_overviewScroll->setMaximumHeight(QWIDGETSIZE_MAX);
        return;
    }
    const int frame = 2 * m_overviewScroll->frameWidth();
    const bool scrollsAcross =
        m_overview->minimumSizeHint().width() > m_overviewScroll->viewport()->width();
    m_overviewScroll->setMaximumHeight(
        fitted + frame +
        (scrollsAcross ? m_overviewScroll->horizontalScrollBar()->sizeHint().height() : 0));
}

void ModelPage::retranslateUi()
{
    m_open->setText(tr("Open Model…"));
    m_open->setToolTip(tr("A Hugging Face model folder: config.json, model.safetensors and the "
                          "tokenizer files (GPT-2 or BERT)"));
    m_examplesLabel->setText(tr("Or open a tiny model trained in this app:"));
    for (int k = 0; k < m_exampleButtons.size(); ++k) {
        m_exampleButtons[k]->setText(trainingTaskTitle(m_builtins[k].task));
        m_exampleButtons[k]->setToolTip(
            tr("A tiny model trained in this app on the task “%1”, run on a question of "
               "that task")
                .arg(trainingTaskTitle(m_builtins[k].task)));
    }
    m_textLabel->setText(tr("&Text:"));
    m_generateLabel->setText(tr("&Continue by:"));
    m_generate->setSuffix(tr(" tokens"));
    m_generate->setToolTip(tr("GPT-2: tokens to add, each the one the model finds most likely"));
    m_runButton->setText(tr("Run"));
    m_cancel->setText(tr("Cancel"));
    m_mode->setItemText(int(DetailMode::SelectedHead), tr("Selected head"));
    m_mode->setItemText(int(DetailMode::Rollout), tr("Rollout up to the selected layer"));
    m_caveat->setText(tr("Rollout multiplies the layers' attention (with the residual path as "
                         "½·I) and ignores the MLPs and values: it shows where attention could "
                         "carry information, not why the model gave its output. Attention "
                         "weights are not an explanation."));
    m_showLayer->setText(tr("Show layer in the views"));
    m_stepThroughHead->setText(tr("Step through this head"));
    m_stepThroughHead->setToolTip(
        tr("The selected head's computation stage by stage (Imported tab ▸ Step through), with "
           "the layer's real inputs, weights and biases"));
    m_saveMatrix->setText(tr("Save Matrix…"));
    m_showLayer->setToolTip(tr("Opens the selected layer in the Imported tab: Heads, Lines, "
                               "Distribution and Step through"));
    m_stepLabel->setText(QString());
    updateControls();
    showSelection();
}

void ModelPage::openModelDialog()
{
    const QString folder = QFileDialog::getExistingDirectory(
        this, tr("Open Model Folder"), m_document->folder(), QFileDialog::ShowDirsOnly);
    if (!folder.isEmpty())
        m_document->open(folder);
}

void ModelPage::runText()
{
    m_lastError.clear();
    m_document->run(m_text->text(), m_generate->isEnabled() ? m_generate->value() : 0);
    updateControls();
}

void ModelPage::setDetailMode(DetailMode mode)
{
    m_mode->setCurrentIndex(int(mode));
}

void ModelPage::setHiddenQuery(int query)
{
    m_hiddenQuery = query;
    m_overview->setHiddenRow(query);
    m_detail->setHiddenRow(query);
    updateControls();
}

QWidget* ModelPage::currentFigure() const
{
    return m_detail;
}

void ModelPage::onModelOpened()
{
    m_lastError.clear();
    m_run.reset();
    m_overview->setRun(nullptr);
    fitOverviewHeight();
    updateControls();
    showSelection();
    if (!m_document->exampleText().isEmpty()) { // a model trained in the app: its own question
        m_text->setText(m_document->exampleText());
        m_generate->setValue(m_document->exampleContinuation());
    }
    if (m_document->hasModel())
        runText(); // show something at once
}

void ModelPage::onRunFinished(const ModelRunPtr& run)
{
    m_run = run;
    m_lastError.clear();
    m_overview->setRun(run);
    fitOverviewHeight();
    const int generated = int(run->analysis.generated.size());
    const QSignalBlocker block(m_step);
    m_step->setRange(0, generated);
    m_step->setValue(generated);
    updateControls();
    showSelection();
}

void ModelPage::onBusyChanged(bool)
{
    updateControls();
}

void ModelPage::onProgress(int done, int total)
{
    if (m_document->isLoading()) // the bar shows the load (a pass may still end)
        return;
    // Before the first block the total is not known: a busy indicator.
    m_progress->setRange(0, std::max(0, total));
    m_progress->setValue(std::min(done, total));
}

void ModelPage::onLoadProgress(int permille)
{
    if (!m_document->isLoading())
        return;
    m_progress->setRange(0, 1000);
    m_progress->setValue(std::clamp(permille, 0, 1000));
}

int ModelPage::selectedLayer() const
{
    return m_overview->selectedLayer();
}

int ModelPage::selectedHead() const
{
    return m_overview->selectedHead();
}

int ModelPage::visibleTokens() const
{
    return m_run ? m_run->analysis.promptLength + m_step->value() : 0;
}

void ModelPage::updateControls()
{
    const bool model = m_document->hasModel();
    const bool gpt2 = model && m_document->config()->family == TransformerFamily::Gpt2;
    m_summary->setText(model ? m_document->summary()
                             : tr("No model is open. File ▸ Open Model… takes a Hugging Face "
                                  "folder with config.json, model.safetensors and its tokenizer "
                                  "(GPT-2: vocab.json and merges.txt; BERT: vocab.txt)."));
    m_overview->setPlaceholderText(
        model ? tr("Run a text to see every head of every layer here.")
        : m_exampleButtons.isEmpty()
            ? tr("Open a model to see every head of every layer here.")
            : tr("Open a model, or one of the tiny models above, to see every head of every "
                 "layer here."));
    m_examples->setVisible(!model && !m_exampleButtons.isEmpty());
    m_text->setEnabled(model);
    m_runButton->setEnabled(model);
    m_generate->setEnabled(gpt2);
    m_generateLabel->setEnabled(gpt2);
    const bool busy = m_document->isBusy();
    m_examples->setEnabled(!busy);
    m_cancel->setVisible(busy);
    m_progress->setVisible(busy);
    if (busy && m_document->isLoading()) {
        m_progress->setFormat(tr("%p% of the weights read", "loading a model folder"));
        onLoadProgress(m_document->loadProgress());
    } else if (busy) {
        m_progress->setFormat(tr("block %v of %m", "the model's transformer blocks run so far"));
        onProgress(m_document->progressDone(), m_document->progressTotal());
    }
    m_showLayer->setEnabled(bool(m_run));
    m_stepThroughHead->setEnabled(bool(m_run));
    // The matrix would hold the row the class is predicting.
    m_saveMatrix->setEnabled(m_run && m_hiddenQuery < 0);
    m_saveMatrix->setToolTip(
        m_hiddenQuery < 0 ? tr("The matrix on the right as CSV (with the tokens) or .npy")
                          : tr("Reveal the prediction first: the matrix holds the hidden row"));
    if (busy)
        m_status->setText(m_document->isLoading() ? tr("Loading the model…") : tr("Computing…"));
    else if (!m_lastError.isEmpty())
        m_status->setText(m_lastError);
    else if (m_run) {
        QString status = tr("%n token(s): %1", nullptr, int(m_run->labels.size()))
                             .arg(m_run->labels.join(QLatin1Char(' ')));
        // The text and its continuation fill every position: as many
        // tokens as fitted were added.
        if (m_run->analysis.generationStoppedAtPositions)
            status += QLatin1Char(' ') +
                      tr("(continued by %n token(s) only: the model reads at most %1 positions)",
                         nullptr, int(m_run->analysis.generated.size()))
                          .arg(m_run->labels.size());
        m_status->setText(status);
    } else {
        m_status->clear();
    }
    const bool timeline = m_run && !m_run->analysis.generated.empty();
    m_step->setVisible(timeline);
    m_stepLabel->setVisible(timeline);
}

void ModelPage::showSelection()
{
    const bool rollout = m_mode->currentIndex() == int(DetailMode::Rollout);
    m_caveat->setVisible(rollout);
    // Before a run the overview's own words say what will appear; the
    // detail would be empty axes. Shown again (a model's first run), the
    // page is split in halves, as before it was hidden, not with the
    // overview squeezed to its minimum (a width of 0, before any layout,
    // would collapse both).
    const bool wasHidden = m_detailBox->isHidden();
    m_detailBox->setVisible(bool(m_run));
    if (wasHidden && m_run && m_splitter->width() > 0) {
        const int width = m_splitter->width();
        m_splitter->setSizes({width / 2, width - width / 2});
    }
    if (!m_run) {
        m_detail->setMatrix(Matrix(), {}, {});
        m_detail->setTitle(QString());
        m_detailFrame->refit();
        m_scores->clear();
        m_similar->clear();
        return;
    }
    const int layer = m_overview->selectedLayer();
    const int head = m_overview->selectedHead();
    const int n = visibleTokens();
    const QStringList labels = m_run->labels.mid(0, n);
    m_overview->setVisibleTokens(n);
    const TransformerHeadTrace<float>& trace =
        m_run->analysis.trace.layers[std::size_t(layer)].heads[std::size_t(head)];
    const HeadAnalysis& analysis = m_run->analysis.heads[std::size_t(layer)][std::size_t(head)];
    // A causal model's rollout is lower triangular too (each layer's
    // weights are, and so is the identity of the residual), so one mask
    // serves both.
    const KeepMask mask = m_run->causal ? causalMask(n) : KeepMask();
    if (rollout) {
        m_detail->setMatrix(
            Matrix(m_run->analysis.rollout[std::size_t(layer)].topLeftCorner(n, n).cast<float>()),
            labels, labels, mask);
        m_detail->setSecondaryMatrix(Matrix(), QString());
        m_detail->setValueName(tr("rollout"));
        m_detail->setTitle(
            tr("%1 · rollout through layer %2").arg(m_run->modelName).arg(layer + 1));
    } else {
        m_detail->setMatrix(Matrix(trace.weights.topLeftCorner(n, n)), labels, labels, mask);
        m_detail->setSecondaryMatrix(Matrix(trace.scores.topLeftCorner(n, n)), tr("score"));
        m_detail->setValueName(tr("weight"));
        m_detail->setTitle(tr("%1 · layer %2, head %3: %4")
                               .arg(m_run->modelName)
                               .arg(layer + 1)
                               .arg(head + 1)
                               .arg(headBehaviourName(analysis.label)));
    }
    m_detailFrame->refit(); // the timeline changes the matrix's shape
    const HeadScores& s = analysis.scores;
    // "mixed" was earned by no score: it is shown without one.
    const QString label = analysis.label.behaviour == HeadBehaviour::Mixed
                              ? headBehaviourName(analysis.label)
                              : tr("%1 (%2)", "a head's label and its score")
                                    .arg(headBehaviourName(analysis.label))
                                    .arg(analysis.label.score, 0, 'f', 2);
    // A bidirectional model's heads may look ahead: the next token, the
    // last one (BERT's [SEP]). A causal model's cannot (both are 0 there).
    const QString ahead = m_run->causal
                              ? QString()
                              : tr(" · next token %1 · last token %2",
                                   "a bidirectional (BERT) head's scores, after 'focused'")
                                    .arg(s.nextToken, 0, 'f', 2)
                                    .arg(s.lastToken, 0, 'f', 2);
    // The best fixed offset, named by its distance ("6 back 0.85"); none
    // in a text too short for one.
    const QString offset =
        s.offsetDistance > 0
            ? QStringLiteral(" · %1 %2")
                  .arg(headBehaviourName(
                      HeadLabel{HeadBehaviour::FixedOffset, s.fixedOffset, s.offsetDistance}))
                  .arg(s.fixedOffset, 0, 'f', 2)
            : QString();
    m_scores->setText(
        tr("Layer %1, head %2 is labelled “%3”. Its scores over all %4 tokens: previous token "
           "%5 · first token %6 · self %7 · induction %8 · broad %9 · focused %10%11.")
            .arg(layer + 1)
            .arg(head + 1)
            .arg(label)
            .arg(m_run->labels.size())
            .arg(s.previousToken, 0, 'f', 2)
            .arg(s.firstToken, 0, 'f', 2)
            .arg(s.self, 0, 'f', 2)
            .arg(s.induction ? QString::number(*s.induction, 'f', 2) : QStringLiteral("–"))
            .arg(s.broad, 0, 'f', 2)
            .arg(s.focused, 0, 'f', 2)
            .arg(ahead + offset));
    QStringList similar;
    std::vector<std::pair<int, int>> highlighted;
    for (const SimilarHead& other : similarHeads(m_run->analysis, layer, head, 4)) {
        similar << tr("L%1 H%2 (distance %3)")
                       .arg(other.layer + 1)
                       .arg(other.head + 1)
                       .arg(other.distance, 0, 'f', 2);
        highlighted.emplace_back(other.layer, other.head);
    }
    m_overview->setHighlightedHeads(highlighted);
    m_similar->setText(
        tr("Heads that behave most like it (dashed): %1").arg(similar.join(QStringLiteral(", "))));
    if (!m_run->analysis.generated.empty()) {
        const int step = m_step->value();
        m_stepLabel->setText(
            step == 0 ? tr("Generation step 0 of %1: the prompt's %2 tokens")
                            .arg(m_run->analysis.generated.size())
                            .arg(m_run->analysis.promptLength)
                      : tr("Generation step %1 of %2: “%3” added; the mask has grown to %4 rows")
                            .arg(step)
                            .arg(m_run->analysis.generated.size())
                            .arg(m_run->labels.value(n - 1))
                            .arg(n));
    }
}

bool ModelPage::saveMatrix(const QString& path, QString* error) const
{
    const Matrix& values = m_detail->matrix();
    if (!m_run || values.size() == 0) {
        if (error)
            *error = tr("nothing to save: run the model on a text first");
        return false;
    }
    if (m_hiddenQuery >= 0) {
        if (error)
            *error = tr("query %1 is hidden until the reveal (Predict): reveal it, then save")
                         .arg(m_hiddenQuery + 1);
        return false;
    }
    const QByteArray bytes =
        path.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive)
            ? encodeNpy(NpyArray::fromMatrix(values))
            : writeCsv(CsvMatrix{values, m_detail->rowLabels(), m_detail->columnLabels()});
    return writeFileAtomically(path, bytes, error);
}

RunPtr ModelPage::selectedLayerRun() const
{
    // The document's run is the page's, unless a newer one is on its way here.
    if (!m_run || m_document->lastRun() != m_run)
        return nullptr;
    return m_document->layerRun(m_overview->selectedLayer(), visibleTokens());
}

std::optional<ImportedAttention> ModelPage::selectedLayerAsImport() const
{
    if (!m_run)
        return std::nullopt;
    const int layer = m_overview->selectedLayer();
    const int n = visibleTokens();
    ImportedAttention imported;
    std::vector<Matrix> heads;
    for (const TransformerHeadTrace<float>& head :
         m_run->analysis.trace.layers[std::size_t(layer)].heads)
        heads.push_back(head.weights.topLeftCorner(n, n));
    imported.layers.push_back(std::move(heads));
    imported.queryTokens = m_run->labels.mid(0, n);
    imported.keyTokens = imported.queryTokens;
    imported.source = tr("%1, layer %2 of %3 (run in this app)")
                          .arg(m_run->modelName)
                          .arg(layer + 1)
                          .arg(m_run->analysis.trace.layers.size());
    return imported;
}

} // namespace ae
