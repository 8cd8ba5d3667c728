#include "ui/training/training_page.h"

#include "core/io/bounded_read.h"
#include "core/io/trained_model_writer.h"
#include "core/io/training_text.h"
#include "ui/document/engine_error_text.h"
#include "ui/document/read_error_text.h"
#include "ui/document/scoring_text.h"
#include "ui/document/training_runner.h"
#include "ui/export/figure_export_menu.h"
#include "ui/training/training_heads_view.h"
#include "ui/views/fitted_title.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QSplitter>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <algorithm>

namespace ae {

namespace {

constexpr TaskKind kTasks[] = {TaskKind::Copy,   TaskKind::Reverse,  TaskKind::Sort,
                               TaskKind::Repeat, TaskKind::Brackets, TaskKind::Own};
constexpr int kWidths[] = {16, 32, 64, 128};
// The most the curves take above the heads.
constexpr int kCurvesStripHeight = 280;
// Steps each task needs from the defaults (scripts/make_trained_models.sh).
int suggestedSteps(TaskKind kind)
{
    switch (kind) {
    case TaskKind::Copy:
    case TaskKind::Reverse:
        return 300;
    case TaskKind::Sort:
    case TaskKind::Brackets:
        return 600;
    case TaskKind::Repeat:
        return 2500;
    case TaskKind::Own:
        return 1000;
    }
    return 300;
}

// Training and held-out lines: the same hue, solid and dashed.
const QColor kTrainColor(31, 119, 180);
const QColor kHeldOutColor(230, 110, 0);

QCustomPlot* makeCurvePlot(QWidget* parent, const QString& objectName)
{
    auto* plot = new QCustomPlot(parent);
    plot->setObjectName(objectName);
    plot->setMinimumHeight(150);
    for (const QColor& color : {kTrainColor, kHeldOutColor}) {
        QCPGraph* graph = plot->addGraph();
        QPen pen(color);
        pen.setWidthF(2.0);
        if (color == kHeldOutColor)
            pen.setStyle(Qt::DashLine);
        graph->setPen(pen);
    }
    plot->legend->setVisible(true);
    plot->axisRect()->insetLayout()->setInsetAlignment(0, Qt::AlignTop | Qt::AlignRight);
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(
        0, 0, new FittedTitle(plot, QString(), QFont(plot->font().family(), -1, QFont::Bold)));
    return plot;
}

} // namespace

TrainingPage::TrainingPage(TrainingRunner* runner, QWidget* parent)
    : QWidget(parent), m_runner(runner)
{
    setObjectName(QStringLiteral("trainingPage"));

    // Settings.
    m_taskLabel = new QLabel(this);
    m_task = new QComboBox(this);
    m_task->setObjectName(QStringLiteral("trainingTask"));
    for (TaskKind kind : kTasks)
        m_task->addItem(QString(), int(kind));
    m_task->setCurrentIndex(1); // reverse: the anti-diagonal is the clearest picture
    // As wide as its longest task name, which the column then makes room
    // for (followFont): "Repeat the pattern" was cut to "Repeat the" in
    // presentation mode.
    m_task->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_taskLabel->setBuddy(m_task);
    m_chooseFile = new QPushButton(this);
    m_chooseFile->setObjectName(QStringLiteral("trainingTaskFile"));
    auto* taskRow = new QHBoxLayout;
    taskRow->addWidget(m_task, 1);
    taskRow->addWidget(m_chooseFile);

    const auto spin = [this](const char* name, int lo, int hi, int value) {
        auto* box = new QSpinBox(this);
        box->setObjectName(QLatin1String(name));
        box->setRange(lo, hi);
        box->setValue(value);
        return box;
    };
    m_lengthLabel = new QLabel(this);
    m_length = spin("trainingLength", 2, TaskLimits::maxLength, 6);
    m_alphabetLabel = new QLabel(this);
    m_alphabet = spin("trainingAlphabet", 2, TaskLimits::maxAlphabet, 8);
    m_layersLabel = new QLabel(this);
    m_layers = spin("trainingLayers", 1, 4, 2);
    m_headsLabel = new QLabel(this);
    m_heads = spin("trainingHeads", 1, 8, 4);
    m_widthLabel = new QLabel(this);
    m_width = new QComboBox(this);
    m_width->setObjectName(QStringLiteral("trainingWidth"));
    for (int width : kWidths)
        m_width->addItem(QString::number(width), width);
    m_width->setCurrentIndex(1);
    m_positionsLabel = new QLabel(this);
    m_positions = new QComboBox(this);
    m_positions->setObjectName(QStringLiteral("trainingPositions"));
    m_positions->addItems({QString(), QString()});
    m_scoringLabel = new QLabel(this);
    m_scoring = new QComboBox(this);
    m_scoring->setObjectName(QStringLiteral("trainingScoring"));
    for (const ScoringTypeInfo& info : scoringTypes())
        m_scoring->addItem(QString(), int(info.type));
    m_learningRateLabel = new QLabel(this);
    m_learningRate = new QDoubleSpinBox(this);
    m_learningRate->setObjectName(QStringLiteral("trainingLearningRate"));
    m_learningRate->setDecimals(4);
    m_learningRate->setRange(0.0001, 0.1);
    m_learningRate->setSingleStep(0.0005);
    m_learningRate->setValue(0.003);
    m_batchLabel = new QLabel(this);
    m_batch = spin("trainingBatch", 4, 256, 64);
    m_stepsLabel = new QLabel(this);
    m_steps = spin("trainingSteps", 1, 20000, 300);
    m_seedLabel = new QLabel(this);
    m_seed = spin("trainingSeed", 0, 1000000, 1);
    for (auto [label, field] : {std::pair<QLabel*, QWidget*>{m_lengthLabel, m_length},
                                {m_alphabetLabel, m_alphabet},
                                {m_layersLabel, m_layers},
                                {m_headsLabel, m_heads},
                                {m_widthLabel, m_width},
                                {m_positionsLabel, m_positions},
                                {m_scoringLabel, m_scoring},
                                {m_learningRateLabel, m_learningRate},
                                {m_batchLabel, m_batch},
                                {m_stepsLabel, m_steps},
                                {m_seedLabel, m_seed}})
        label->setBuddy(field);

    auto* form = new QFormLayout;
    form->addRow(m_taskLabel, taskRow);
    form->addRow(m_lengthLabel, m_length);
    form->addRow(m_alphabetLabel, m_alphabet);
    form->addRow(m_layersLabel, m_layers);
    form->addRow(m_headsLabel, m_heads);
    form->addRow(m_widthLabel, m_width);
    form->addRow(m_positionsLabel, m_positions);
    form->addRow(m_scoringLabel, m_scoring);
    form->addRow(m_learningRateLabel, m_learningRate);
    form->addRow(m_batchLabel, m_batch);
    form->addRow(m_stepsLabel, m_steps);
    form->addRow(m_seedLabel, m_seed);
    m_scoringNote = new QLabel(this);
    m_scoringNote->setWordWrap(true);
    m_scoringNote->setForegroundRole(QPalette::PlaceholderText);

    m_train = new QPushButton(this);
    m_train->setObjectName(QStringLiteral("trainButton"));
    m_train->setDefault(true);
    m_step = new QPushButton(this);
    m_step->setObjectName(QStringLiteral("trainStepButton"));
    m_reset = new QPushButton(this);
    m_reset->setObjectName(QStringLiteral("trainResetButton"));
    m_save = new QPushButton(this);
    m_save->setObjectName(QStringLiteral("trainSaveButton"));
    m_openInModel = new QPushButton(this);
    m_openInModel->setObjectName(QStringLiteral("trainOpenInModelButton"));
    auto* buttons = new QGridLayout;
    buttons->addWidget(m_train, 0, 0);
    buttons->addWidget(m_step, 0, 1);
    buttons->addWidget(m_reset, 0, 2);
    buttons->addWidget(m_save, 1, 0, 1, 2);
    buttons->addWidget(m_openInModel, 1, 2);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("trainingStatus"));
    m_status->setWordWrap(true);
    m_explanation = new QLabel(this);
    m_explanation->setObjectName(QStringLiteral("trainingExplanation"));
    m_explanation->setWordWrap(true);

    auto* settings = new QWidget(this);
    auto* settingsLayout = new QVBoxLayout(settings);
    settingsLayout->addLayout(form);
    settingsLayout->addWidget(m_scoringNote);
    settingsLayout->addLayout(buttons);
    settingsLayout->addWidget(m_status);
    settingsLayout->addWidget(m_explanation);
    settingsLayout->addStretch(1);
    auto* settingsScroll = new QScrollArea(this);
    m_settingsScroll = settingsScroll;
    settingsScroll->setWidget(settings);
    settingsScroll->setWidgetResizable(true);
    settingsScroll->setFrameShape(QFrame::NoFrame);
    settingsScroll->setFocusPolicy(Qt::NoFocus);
    // The column wraps its texts to its width instead of scrolling sideways.
    settingsScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    settingsScroll->setMinimumWidth(340);

    // Curves.
    m_lossPlot = makeCurvePlot(this, QStringLiteral("trainingLossPlot"));
    m_accuracyPlot = makeCurvePlot(this, QStringLiteral("trainingAccuracyPlot"));
    m_accuracyPlot->yAxis->setRange(0.0, 1.0);
    for (QCustomPlot* plot : {m_lossPlot, m_accuracyPlot}) {
        auto* marker = new QCPItemStraightLine(plot);
        QPen pen(QColor(128, 128, 128));
        pen.setStyle(Qt::DotLine);
        marker->setPen(pen);
        marker->setVisible(false);
        (plot == m_lossPlot ? m_lossMarker : m_accuracyMarker) = marker;
        enableFigureExportMenu(plot);
    }
    m_curves = new QWidget(this);
    m_curves->setObjectName(QStringLiteral("trainingCurves"));
    // The heads are the picture; the curves keep to a strip above them
    // (or a column beside them: placeCurves()).
    m_curves->setMaximumHeight(kCurvesStripHeight);
    m_curvesLayout = new QBoxLayout(QBoxLayout::LeftToRight, m_curves);
    m_curvesLayout->setContentsMargins(0, 0, 0, 0);
    m_curvesLayout->addWidget(m_lossPlot);
    m_curvesLayout->addWidget(m_accuracyPlot);

    // Heads on the probe, the timeline, the question.
    m_headsBox = new QWidget(this);
    auto* headsLayout = new QVBoxLayout(m_headsBox);
    headsLayout->setContentsMargins(0, 0, 0, 0);
    m_headsTitle = new QLabel(m_headsBox);
    m_headsTitle->setObjectName(QStringLiteral("trainingHeadsTitle"));
    m_headsTitle->setWordWrap(true);
    m_headsView = new TrainingHeadsView(m_headsBox);
    enableFigureExportMenu(m_headsView);
    headsLayout->addWidget(m_headsTitle);
    headsLayout->addWidget(m_headsView, 1);
    m_timelineLabel = new QLabel(this);
    m_timelineLabel->setObjectName(QStringLiteral("trainingTimelineLabel"));
    m_timeline = new QSlider(Qt::Horizontal, this);
    m_timeline->setObjectName(QStringLiteral("trainingTimeline"));
    m_timelineLabel->setBuddy(m_timeline);
    m_questionLabel = new QLabel(this);
    m_question = new QLineEdit(this);
    m_question->setObjectName(QStringLiteral("trainingQuestion"));
    m_questionLabel->setBuddy(m_question);
    m_answer = new QLabel(this);
    m_answer->setObjectName(QStringLiteral("trainingAnswer"));
    m_answer->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QFont answerFont = m_answer->font();
    answerFont.setFamily(QStringLiteral("monospace"));
    answerFont.setBold(true);
    m_answer->setFont(answerFont);
    auto* questionRow = new QHBoxLayout;
    questionRow->addWidget(m_questionLabel);
    questionRow->addWidget(m_question, 1);
    questionRow->addWidget(m_answer, 1);

    m_curvesAndHeads = new QSplitter(Qt::Vertical, this);
    m_curvesAndHeads->setObjectName(QStringLiteral("trainingCurvesAndHeads"));
    m_curvesAndHeads->addWidget(m_curves);
    m_curvesAndHeads->addWidget(m_headsBox);
    m_curvesAndHeads->setStretchFactor(0, 1);
    m_curvesAndHeads->setStretchFactor(1, 2);
    m_curvesAndHeads->installEventFilter(this);
    auto* rightBox = new QWidget(this);
    auto* rightLayout = new QVBoxLayout(rightBox);
    rightLayout->setContentsMargins(0, 0, 0, 0);
    rightLayout->addWidget(m_curvesAndHeads, 1);
    rightLayout->addWidget(m_timelineLabel);
    rightLayout->addWidget(m_timeline);
    rightLayout->addLayout(questionRow);

    auto* split = new QSplitter(Qt::Horizontal, this);
    split->addWidget(settingsScroll);
    split->addWidget(rightBox);
    split->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(split);

    connect(m_task, &QComboBox::currentIndexChanged, this, [this] {
        const auto kind = TaskKind(m_task->currentData().toInt());
        m_steps->setValue(suggestedSteps(kind));
        if (kind == TaskKind::Own && m_ownText.isEmpty()) {
            m_chooseFile->click();
            return;
        }
        reconfigure();
    });
    for (QSpinBox* box : {m_length, m_alphabet, m_layers, m_heads, m_batch, m_seed})
        connect(box, &QSpinBox::valueChanged, this, &TrainingPage::reconfigure);
    connect(m_width, &QComboBox::currentIndexChanged, this, &TrainingPage::reconfigure);
    connect(m_positions, &QComboBox::currentIndexChanged, this, &TrainingPage::reconfigure);
    connect(m_scoring, &QComboBox::currentIndexChanged, this, [this] {
        updateScoringNote();
        reconfigure();
    });
    connect(m_learningRate, &QDoubleSpinBox::valueChanged, this, &TrainingPage::reconfigure);
    connect(m_chooseFile, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Your Own Task"), QString(),
                                                          tr("Text files (*.txt);;All files (*)"));
        QString error;
        if (path.isEmpty())
            return;
        if (!loadTaskFile(path, &error)) {
            m_lastError = error;
            updateStatus();
        }
    });
    connect(m_train, &QPushButton::clicked, this, &TrainingPage::onTrainClicked);
    connect(m_step, &QPushButton::clicked, m_runner, &TrainingRunner::step);
    connect(m_reset, &QPushButton::clicked, this, &TrainingPage::reconfigure);
    connect(m_save, &QPushButton::clicked, this, &TrainingPage::onSaveClicked);
    connect(m_openInModel, &QPushButton::clicked, this,
            [this] { emit openModelRequested(m_savedFolder); });
    connect(m_timeline, &QSlider::valueChanged, this, [this](int index) {
        m_followNewest = index == m_timeline->maximum();
        showSnapshot(index);
    });
    connect(m_question, &QLineEdit::textChanged, this, &TrainingPage::updateAnswer);
    connect(m_runner, &TrainingRunner::snapshotAdded, this, &TrainingPage::onSnapshotsChanged);
    connect(m_runner, &TrainingRunner::snapshotsChanged, this, &TrainingPage::onSnapshotsChanged);
    connect(m_runner, &TrainingRunner::trainingChanged, this, &TrainingPage::onTrainingChanged);
    connect(m_runner, &TrainingRunner::failed, this, [this](const QString& message) {
        m_lastError = message;
        updateStatus();
    });
    retranslateUi();
    reconfigure();
}

QWidget* TrainingPage::figure()
{
    return m_headsBox;
}

void TrainingPage::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange)
        followFont();
    QWidget::changeEvent(event);
}

void TrainingPage::showEvent(QShowEvent* event)
{
    followFont();
    QWidget::showEvent(event);
}

bool TrainingPage::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_curvesAndHeads && event->type() == QEvent::Resize)
        placeCurves();
    return QWidget::eventFilter(watched, event);
}

bool TrainingPage::curvesBesideHeads() const
{
    return m_curvesAndHeads->orientation() == Qt::Horizontal;
}

void TrainingPage::placeCurves()
{
    const QSize room = m_curvesAndHeads->size();
    if (room.isEmpty() || m_headsView->layerCount() == 0)
        return;
    // The curves' share either way: the strip as the splitter's stretch
    // gives it (a third, at most kCurvesStripHeight, at least the plots'
    // height), or a column of a quarter of the width (at least ~22
    // characters, where the titles and legends fit, and the plots' least).
    const int strip =
        std::max(m_lossPlot->minimumHeight(), std::min(kCurvesStripHeight, room.height() / 3));
    // (QCustomPlot narrows minimumSizeHint() to protected; QWidget's is public.)
    // A plot's title asks for no width (it shortens to fit): the column is
    // as wide as the full titles.
    const auto leastWidth = [](QCustomPlot* plot) {
        const int width = static_cast<const QWidget*>(plot)->minimumSizeHint().width();
        const FittedTitle* title = FittedTitle::of(plot);
        return title ? std::max(width, title->fullWidth()) : width;
    };
    const int column = std::max({room.width() / 4, 22 * fontMetrics().averageCharWidth(),
                                 leastWidth(m_lossPlot), leastWidth(m_accuracyPlot)});
    const int title = m_headsTitle->sizeHint().height();
    const double above = m_headsView->cellSideIn({room.width(), room.height() - strip - title});
    const double beside = m_headsView->cellSideIn({room.width() - column, room.height() - title});
    // A place is left only for one at least 10% larger: the maps' labels
    // (turned or thinned with the maps' size) change what each measures, and
    // a rule without that margin could move the curves back and forth as
    // training redraws the maps.
    const bool wanted = curvesBesideHeads() ? !(above > 1.1 * beside) : beside > 1.1 * above;
    if (wanted == curvesBesideHeads())
        return;
    if (wanted) {
        m_curvesLayout->setDirection(QBoxLayout::TopToBottom);
        m_curves->setMaximumHeight(QWIDGETSIZE_MAX);
        m_curvesAndHeads->setOrientation(Qt::Horizontal);
        m_curvesAndHeads->insertWidget(0, m_headsBox); // the heads left, the curves right
        m_curvesAndHeads->setSizes({room.width() - column, column});
    } else {
        m_curvesLayout->setDirection(QBoxLayout::LeftToRight);
        m_curves->setMaximumHeight(kCurvesStripHeight);
        m_curvesAndHeads->setOrientation(Qt::Vertical);
        m_curvesAndHeads->insertWidget(0, m_curves);
        m_curvesAndHeads->setSizes({strip, room.height() - strip});
    }
}

void TrainingPage::followFont()
{
    // The settings column is as wide as its widest row needs (presentation
    // mode's larger font, longer Chinese labels); it never clips them.
    if (m_settingsScroll) {
        // A combo box's minimum ignores its items, even adjusting to them.
        m_task->setMinimumWidth(m_task->sizeHint().width());
        QWidget* settings = m_settingsScroll->widget();
        settings->adjustSize();
        m_settingsScroll->setMinimumWidth(
            std::max(340, settings->minimumSizeHint().width() +
                              m_settingsScroll->verticalScrollBar()->sizeHint().width() + 4));
    }
    // The curves' legends and titles take the page's font, so their boxes
    // grow with it instead of cutting the words; the plots' height grows
    // with it too, or the title and axis labels of presentation mode leave
    // the curves a sliver.
    const int curvesHeight = std::max(150, 13 * fontMetrics().height());
    for (QCustomPlot* plot : {m_lossPlot, m_accuracyPlot}) {
        plot->setMinimumHeight(curvesHeight);
        plot->legend->setFont(font());
        for (int i = 0; i < plot->legend->itemCount(); ++i)
            plot->legend->item(i)->setFont(font());
        plot->replot(QCustomPlot::rpQueuedReplot);
    }
    // Larger text leaves the maps' cells less room: the curves may move.
    QMetaObject::invokeMethod(this, &TrainingPage::placeCurves, Qt::QueuedConnection);
}

void TrainingPage::retranslateUi()
{
    m_taskLabel->setText(tr("&Task:"));
    for (int i = 0; i < m_task->count(); ++i)
        m_task->setItemText(i, trainingTaskTitle(TaskKind(m_task->itemData(i).toInt())));
    m_chooseFile->setText(tr("File…"));
    m_chooseFile->setToolTip(tr("A text file of your own examples: one per line, the question "
                                "and its answer separated by '|', every line the same length"));
    m_lengthLabel->setText(tr("&Length:"));
    m_length->setToolTip(tr("Symbols in a question"));
    m_alphabetLabel->setText(tr("Le&tters:"));
    m_alphabet->setToolTip(tr("How many different letters the questions use"));
    m_layersLabel->setText(tr("La&yers:"));
    m_headsLabel->setText(tr("&Heads:"));
    m_widthLabel->setText(tr("&Width d:"));
    m_positionsLabel->setText(tr("&Positions:"));
    m_positions->setItemText(0, tr("learned (GPT-2)"));
    m_positions->setItemText(1, tr("sinusoidal (fixed)"));
    m_scoringLabel->setText(tr("S&coring:"));
    for (int i = 0; i < m_scoring->count(); ++i) {
        const ScoringType type = ScoringType(m_scoring->itemData(i).toInt());
        m_scoring->setItemText(i, scoringDisplayName(type));
        m_scoring->setItemData(i, scoringFormula(type), Qt::ToolTipRole);
    }
    m_scoring->setToolTip(tr("How every head scores a query against a key; additive and general "
                             "learn their weights (one set per layer, shared by its heads)"));
    m_learningRateLabel->setText(tr("Learning &rate:"));
    m_batchLabel->setText(tr("&Batch:"));
    m_stepsLabel->setText(tr("&Steps:"));
    m_seedLabel->setText(tr("S&eed:"));
    updateScoringNote();
    m_step->setText(tr("Step"));
    m_step->setToolTip(tr("One training step on a fresh batch"));
    m_reset->setText(tr("Reset"));
    m_reset->setToolTip(tr("A new model from the seed, untrained"));
    m_save->setText(tr("Save Model…"));
    m_save->setToolTip(tr("config.json, model.safetensors and the tokenizer: File ▸ Open Model… "
                          "and the command line read it"));
    m_openInModel->setText(tr("Open in Model tab"));
    m_questionLabel->setText(tr("As&k the model:"));
    updateQuestionHint();
    // The fullest first; a narrow plot shows a shorter one.
    FittedTitle::of(m_lossPlot)
        ->setCandidates({tr("loss (cross-entropy, nats)"), tr("loss (nats)")});
    FittedTitle::of(m_accuracyPlot)->setCandidates({tr("accuracy on the answers"), tr("accuracy")});
    for (QCustomPlot* plot : {m_lossPlot, m_accuracyPlot}) {
        plot->graph(0)->setName(tr("training"));
        plot->graph(1)->setName(tr("held-out"));
        plot->xAxis->setLabel(tr("step"));
        plot->replot(QCustomPlot::rpQueuedReplot);
    }
    onTrainingChanged(m_runner->isTraining());
    if (m_runner->task())
        m_explanation->setText(trainingTaskExplanation(m_runner->task()->settings().kind));
    showSnapshot(m_timeline->value());
}

TrainerSettings TrainingPage::settingsFromControls() const
{
    TrainerSettings s;
    s.task.kind = TaskKind(m_task->currentData().toInt());
    s.task.length = m_length->value();
    s.task.alphabetSize = m_alphabet->value();
    s.task.ownText = m_ownText.toStdString();
    s.layers = m_layers->value();
    s.heads = m_heads->value();
    s.width = m_width->currentData().toInt();
    s.positions =
        m_positions->currentIndex() == 1 ? PositionKind::Sinusoidal : PositionKind::Learned;
    s.scoring = ScoringType(m_scoring->currentData().toInt());
    s.optimizer.learningRate = m_learningRate->value();
    s.batchSize = m_batch->value();
    s.seed = std::uint64_t(m_seed->value());
    return s;
}

void TrainingPage::updateScoringNote()
{
    const ScoringType type = ScoringType(m_scoring->currentData().toInt());
    if (type == ScoringType::ScaledDotProduct) {
        m_scoringNote->setText(tr("A GPT-2-style model: causal scaled dot-product attention, "
                                  "pre-LayerNorm blocks, GELU MLP, trained with AdamW."));
        return;
    }
    m_scoringNote->setText(tr("A GPT-2-style model: causal attention (scoring: %1, %2, "
                              "temperature %3), pre-LayerNorm blocks, GELU MLP, trained with "
                              "AdamW.")
                               .arg(scoringDisplayName(type), scoringFormula(type))
                               .arg(trainingTemperature(type)));
}

bool TrainingPage::loadTaskFile(const QString& path, QString* error)
{
    ReadError failure;
    const std::optional<QByteArray> bytes =
        readFileAtMost(path, TaskLimits::maxOwnFileBytes, QFileInfo(path).fileName(), &failure);
    if (!bytes) {
        if (error)
            *error = translatedReadError(failure);
        return false;
    }
    m_ownText = QString::fromUtf8(*bytes);
    m_ownFile = QFileInfo(path).fileName();
    {
        const QSignalBlocker block(m_task);
        m_task->setCurrentIndex(int(std::find(std::begin(kTasks), std::end(kTasks), TaskKind::Own) -
                                    std::begin(kTasks)));
    }
    m_lastError.clear();
    reconfigure();
    if (!m_runner->hasModel() || m_runner->task()->settings().kind != TaskKind::Own) {
        if (error)
            *error = m_lastError;
        return false;
    }
    return true;
}

void TrainingPage::reconfigure()
{
    const TrainerSettings settings = settingsFromControls();
    if (settings.task.kind == TaskKind::Own && settings.task.ownText.empty()) {
        m_lastError = tr("choose a file of your own examples first (File…)");
        updateStatus();
        return;
    }
    if (settings.width % settings.heads != 0) {
        m_lastError = tr("%1 heads do not divide the width %2: choose another width or head count")
                          .arg(settings.heads)
                          .arg(settings.width);
        updateStatus();
        return;
    }
    m_lastError.clear();
    m_savedFolder.clear();
    if (m_runner->configure(settings))
        m_explanation->setText(trainingTaskExplanation(settings.task.kind));
    updateQuestionHint();
    updateStatus();
}

void TrainingPage::updateQuestionHint()
{
    const std::shared_ptr<const TrainingTask> task = m_runner->task();
    m_question->setPlaceholderText(
        task ? tr("a question in the task's symbols, e.g. %1")
                   .arg(QString::fromLatin1(task->exampleQuestion().c_str()))
             : QString());
}

void TrainingPage::onTrainClicked()
{
    if (m_runner->isTraining()) {
        m_runner->pause();
        return;
    }
    const int done = m_runner->latest() ? m_runner->latest()->step : 0;
    const int left = m_steps->value() - done;
    // Past the planned steps, Train goes on for as many again.
    m_runner->train(left > 0 ? left : m_steps->value());
    m_followNewest = true;
}

void TrainingPage::onSaveClicked()
{
    const QString folder =
        QFileDialog::getExistingDirectory(this, tr("Save the Model in a Folder"), QString());
    if (folder.isEmpty())
        return;
    QString error;
    if (!saveModel(folder, &error)) {
        m_lastError = error;
        updateStatus();
    }
}

bool TrainingPage::saveModel(const QString& folder, QString* error)
{
    if (!m_shown || !m_runner->task()) {
        if (error)
            *error = tr("nothing to save yet");
        return false;
    }
    const TrainerSettings* settings = m_runner->settings();
    // The Model tab opens the saved folder on the question asked here, when
    // it is one the model can read; else on the task's own example.
    const std::shared_ptr<const TrainingTask> task = m_runner->task();
    const QString asked = m_question->text();
    const QJsonObject notes =
        trainedModelNotes(*task, m_shown->step, settings ? settings->seed : 0,
                          settings ? settings->positions : PositionKind::Learned,
                          task->fitsAsQuestion(asked.toStdString()) ? asked : QString());
    ReadError failure;
    if (!saveTrainedModel(folder, m_shown->weights, task->vocabulary(), notes, &failure)) {
        if (error)
            *error = translatedReadError(failure);
        return false;
    }
    m_savedFolder = folder;
    m_lastError.clear();
    updateStatus();
    return true;
}

void TrainingPage::onSnapshotsChanged()
{
    // A snapshot added, the timeline reset or thinned: the slider spans them
    // all and stays on the newest while it was there.
    const QSignalBlocker block(m_timeline);
    const int count = int(m_runner->snapshots().size());
    m_timeline->setRange(0, std::max(0, count - 1));
    if (m_followNewest)
        m_timeline->setValue(m_timeline->maximum());
    showSnapshot(m_timeline->value());
}

void TrainingPage::onTrainingChanged(bool training)
{
    m_train->setText(training ? tr("Pause") : tr("Train"));
    m_train->setToolTip(training ? tr("Stop after the step in progress; Train goes on from there")
                                 : tr("Train for the steps set below, redrawing as it learns"));
    m_step->setEnabled(!training);
    updateStatus();
}

QStringList TrainingPage::probeLabels() const
{
    QStringList labels;
    const std::shared_ptr<const TrainingTask> task = m_runner->task();
    if (!task)
        return labels;
    const TaskExample& probe = task->probe();
    for (std::size_t i = 0; i + 1 < probe.sequence.size(); ++i)
        labels << QString(QLatin1Char(task->vocabulary().symbol(probe.sequence[i])));
    return labels;
}

void TrainingPage::showSnapshot(int index)
{
    const std::vector<TrainingSnapshotPtr>& snapshots = m_runner->snapshots();
    m_shown = index >= 0 && index < int(snapshots.size()) ? snapshots[std::size_t(index)] : nullptr;
    m_headsView->setSnapshot(m_shown, probeLabels());
    const QStringList labels = probeLabels();
    // The model's own scoring (the menu may already name the next model's).
    const TrainerSettings* trained = m_runner->settings();
    const QString scoring = trained ? scoringDisplayName(trained->scoring) : QString();
    m_headsTitle->setText(
        m_shown ? tr("Every head on the probe “%1” at step %2, scoring: %3 (queries down, keys "
                     "across; causal: no key after its query)")
                      .arg(labels.join(QString()))
                      .arg(m_shown->step)
                      .arg(scoring)
                : QString());
    m_timelineLabel->setText(
        m_shown ? tr("&Timeline: snapshot %1 of %2, step %3%4")
                      .arg(index + 1)
                      .arg(snapshots.size())
                      .arg(m_shown->step)
                      .arg(index == int(snapshots.size()) - 1 ? tr(" (newest)") : QString())
                : tr("&Timeline"));
    updateCurves();
    updateAnswer();
    updateStatus();
    placeCurves(); // another model's grid of maps may want the other place
}

void TrainingPage::updateCurves()
{
    const TrainingSnapshotPtr latest = m_runner->latest();
    QVector<double> steps, trainLoss, heldLoss, trainAcc, heldAcc;
    if (latest)
        for (const CurvePoint& p : latest->curve) {
            steps << p.step;
            trainLoss << p.trainLoss;
            heldLoss << p.heldOutLoss;
            trainAcc << p.trainAccuracy;
            heldAcc << p.heldOutAccuracy;
        }
    m_lossPlot->graph(0)->setData(steps, trainLoss, true);
    m_lossPlot->graph(1)->setData(steps, heldLoss, true);
    m_accuracyPlot->graph(0)->setData(steps, trainAcc, true);
    m_accuracyPlot->graph(1)->setData(steps, heldAcc, true);
    const double lastStep = steps.isEmpty() ? 1.0 : std::max(1.0, steps.back());
    for (QCustomPlot* plot : {m_lossPlot, m_accuracyPlot})
        plot->xAxis->setRange(0.0, lastStep);
    m_lossPlot->yAxis->rescale();
    if (m_lossPlot->yAxis->range().lower > 0)
        m_lossPlot->yAxis->setRangeLower(0.0);
    for (QCPItemStraightLine* marker : {m_lossMarker, m_accuracyMarker}) {
        marker->setVisible(bool(m_shown) && m_shown != latest);
        const double x = m_shown ? double(m_shown->step) : 0.0;
        marker->point1->setCoords(x, 0.0);
        marker->point2->setCoords(x, 1.0);
    }
    m_lossPlot->replot(QCustomPlot::rpQueuedReplot);
    m_accuracyPlot->replot(QCustomPlot::rpQueuedReplot);
}

void TrainingPage::updateAnswer()
{
    const std::shared_ptr<const TrainingTask> task = m_runner->task();
    const QString question = m_question->text();
    if (!m_shown || !task || question.isEmpty()) {
        m_answer->clear();
        return;
    }
    try {
        // A tiny model's greedy answer: a few forward passes of a handful of
        // tokens, quicker than a repaint.
        const std::string answer = taskAnswer(m_shown->weights, *task, question.toStdString());
        m_answer->setText(QStringLiteral("→ ") + QString::fromStdString(answer));
    } catch (const EngineError& error) {
        m_answer->setText(tr("(%1)").arg(translatedEngineMessage(error.code(), error.args())));
    }
}

void TrainingPage::updateStatus()
{
    m_save->setEnabled(bool(m_shown));
    m_openInModel->setEnabled(!m_savedFolder.isEmpty());
    m_openInModel->setToolTip(m_savedFolder.isEmpty()
                                  ? tr("Save the model first")
                                  : tr("Opens %1 in the Model tab").arg(m_savedFolder));
    if (!m_lastError.isEmpty()) {
        m_status->setText(m_lastError);
        return;
    }
    const TrainingSnapshotPtr latest = m_runner->latest();
    if (!latest) {
        m_status->clear();
        return;
    }
    QString text = tr("Step %1 of %2").arg(latest->step).arg(m_steps->value());
    if (!latest->curve.empty()) {
        const CurvePoint& p = latest->curve.back();
        text += tr(" · held-out accuracy %1% · loss %2")
                    .arg(100.0 * p.heldOutAccuracy, 0, 'f', 1)
                    .arg(p.heldOutLoss, 0, 'f', 3);
    }
    if (m_runner->isTraining() && latest->stepsPerSecond > 0)
        text += tr(" · %1 steps/s").arg(latest->stepsPerSecond, 0, 'f', 0);
    if (m_runner->task())
        text += tr(" · %Ln parameter(s), %L1 held-out examples", nullptr,
                   int(latest->weights.parameterCount()))
                    .arg(m_runner->task()->heldOut().size());
    if (!m_savedFolder.isEmpty())
        text += tr(" · saved in %1").arg(QFileInfo(m_savedFolder).fileName());
    m_status->setText(text);
}

void TrainingPage::setColorMap(ColorMapId id)
{
    m_headsView->setColorMap(id);
}

} // namespace ae
