#include "ui/stepthrough/step_through_view.h"

#include "ui/export/figure_exporter.h"
#include "ui/i18n/language_manager.h"
#include "ui/panels/flow_layout.h"
#include "ui/stepthrough/stage_content_builder.h"
#include "ui/stepthrough/stage_page_widget.h"
#include "ui/stepthrough/step_walk_exporter.h"

#include <QComboBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QListWidget>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QResizeEvent>
#include <QScrollBar>
#include <QSpinBox>
#include <QSplitter>
#include <QTextBrowser>
#include <QTimer>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace ae {

namespace {

// Seconds per stage while playing; the default is the second entry.
constexpr double kSpeeds[] = {1.0, 2.0, 4.0, 8.0};
constexpr int kDefaultSpeed = 1;

} // namespace

StepThroughView::StepThroughView(QWidget* parent) : QWidget(parent)
{
    // A click gives the view the arrow keys; Tab goes to its controls (which
    // take the same keys) rather than to the view, which shows no focus.
    setFocusPolicy(Qt::ClickFocus);
    auto* layout = new QVBoxLayout(this);

    m_prev = new QPushButton(this);
    m_prev->setObjectName(QStringLiteral("stepPrev"));
    m_play = new QPushButton(this);
    m_play->setObjectName(QStringLiteral("stepPlay"));
    m_play->setCheckable(true);
    m_next = new QPushButton(this);
    m_next->setObjectName(QStringLiteral("stepNext"));
    m_speed = new QComboBox(this);
    m_speed->setObjectName(QStringLiteral("stepSpeed"));
    for (double seconds : kSpeeds)
        m_speed->addItem(QString(), seconds);
    m_speed->setCurrentIndex(kDefaultSpeed);
    m_headSpin = new QSpinBox(this);
    m_headSpin->setObjectName(QStringLiteral("stepHead"));
    m_querySpin = new QSpinBox(this);
    m_querySpin->setObjectName(QStringLiteral("stepQuery"));
    m_chinese = new QToolButton(this);
    m_chinese->setObjectName(QStringLiteral("stepChinese"));
    // The toggle names its language in that language, whatever the interface's.
    m_chinese->setText(QStringLiteral("中文"));
    m_chinese->setCheckable(true);
    m_export = new QToolButton(this);
    m_export->setObjectName(QStringLiteral("stepExport"));
    m_export->setPopupMode(QToolButton::InstantPopup);
    auto* menu = new QMenu(m_export);
    m_exportStageAction = menu->addAction(QString(), this, &StepThroughView::chooseStageExport);
    m_exportPdfAction = menu->addAction(QString(), this, &StepThroughView::chooseWalkPdf);
    m_exportPngsAction = menu->addAction(QString(), this, &StepThroughView::chooseWalkPngs);
    m_export->setMenu(menu);
    retranslateUi();
    // Formulas and explanations start in the interface's language.
    const LanguageManager* languages = LanguageManager::instance();
    if (languages && languages->language() == QLatin1String(LanguageManager::kChinese))
        m_language = StepLanguage::Chinese;
    // The playing controls, then what is shown (head, query, language) and
    // its export: two groups that wrap onto two rows where the view is
    // narrow (beside the Predict dock in the default window), so the row
    // does not hold the window's tabs at 655 px.
    auto* bar = new FlowLayout(nullptr, 12);
    layout->addLayout(bar);
    bar->addTogether({m_prev, m_play, m_next, m_speed});
    bar->addTogether({m_headSpin, m_querySpin, m_chinese, m_export});

    auto* splitter = new QSplitter(Qt::Horizontal, this);
    m_splitter = splitter;
    m_list = new QListWidget(splitter);
    m_list->setObjectName(QStringLiteral("stepList"));
    m_detailSplitter = new QSplitter(Qt::Horizontal, splitter);
    m_detailSplitter->setObjectName(QStringLiteral("stepDetails"));
    m_page = new StagePageWidget(m_detailSplitter);
    m_page->setObjectName(QStringLiteral("stepPage"));
    m_page->setAutoFillBackground(true);
    m_provenanceText = new QTextBrowser(m_detailSplitter);
    m_provenanceText->setObjectName(QStringLiteral("stepProvenance"));
    m_detailSplitter->addWidget(m_page);
    m_detailSplitter->addWidget(m_provenanceText);
    m_detailSplitter->setStretchFactor(0, 1);
    m_detailSplitter->setStretchFactor(1, 0);
    m_detailSplitter->setSizes({900, 260});
    splitter->addWidget(m_list);
    splitter->addWidget(m_detailSplitter);
    splitter->setStretchFactor(0, 0);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({230, 1160});
    layout->addWidget(splitter, 1);

    m_timer = new QTimer(this);
    for (QWidget* child : {static_cast<QWidget*>(m_list), static_cast<QWidget*>(m_prev),
                           static_cast<QWidget*>(m_next), static_cast<QWidget*>(m_play),
                           static_cast<QWidget*>(m_page)})
        child->installEventFilter(this);

    connect(m_prev, &QPushButton::clicked, this, &StepThroughView::previousStage);
    connect(m_next, &QPushButton::clicked, this, &StepThroughView::nextStage);
    connect(m_play, &QPushButton::toggled, this, &StepThroughView::setPlaying);
    connect(m_timer, &QTimer::timeout, this, [this] {
        if (m_stage + 1 >= stageCount())
            setPlaying(false);
        else
            nextStage();
    });
    connect(m_speed, &QComboBox::currentIndexChanged, this,
            [this] { m_timer->setInterval(int(m_speed->currentData().toDouble() * 1000)); });
    m_timer->setInterval(int(kSpeeds[kDefaultSpeed] * 1000));
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (!m_syncing && row >= 0)
            setStage(row);
    });
    connect(m_headSpin, &QSpinBox::valueChanged, this, [this](int value) {
        if (m_syncing)
            return;
        setHead(value - 1);
        emit headSelected(m_head);
    });
    connect(m_querySpin, &QSpinBox::valueChanged, this, [this](int value) {
        if (m_syncing)
            return;
        setQuery(value);
        emit querySelected(m_query);
    });
    connect(m_chinese, &QToolButton::toggled, this,
            [this](bool on) { setLanguage(on ? StepLanguage::Chinese : StepLanguage::English); });
    // A click is the class's own choice: from then on the toggle no longer
    // follows the interface language.
    connect(m_chinese, &QToolButton::clicked, this, [this] { m_languageChosen = true; });
    connect(m_page, &StagePageWidget::cellClicked, this, &StepThroughView::onCellClicked);

    refreshStageList();
    refresh();
}

int StepThroughView::stageCount() const
{
    return kStepStageCount;
}

int StepThroughView::headCount() const
{
    return m_run ? m_run->trace.shape.heads : 0;
}

int StepThroughView::queryCount() const
{
    return m_run ? m_run->trace.shape.n : 0;
}

void StepThroughView::setRun(RunPtr run)
{
    if (!run)
        return;
    m_run = std::move(run);
    m_batch = std::clamp(m_batch, 0, std::max(0, int(m_run->trace.batch.size()) - 1));
    m_head = std::clamp(m_head, 0, std::max(0, headCount() - 1));
    m_query = std::clamp(m_query, -1, queryCount() - 1);
    m_provenance = CellProvenance();
    m_provenanceText->clear();
    refresh();
}

void StepThroughView::releaseRun()
{
    // The page keeps copies of the stage's few matrices, not the run.
    m_run.reset();
}

QWidget* StepThroughView::figure()
{
    if (auto* stage = findChild<StagePageWidget*>())
        return stage;
    return this;
}

void StepThroughView::setBatchIndex(int batch)
{
    const int count = m_run ? int(m_run->trace.batch.size()) : 1;
    batch = std::clamp(batch, 0, std::max(0, count - 1));
    if (batch == m_batch)
        return;
    m_batch = batch;
    refresh();
}

void StepThroughView::setHead(int head)
{
    head = std::clamp(head, 0, std::max(0, headCount() - 1));
    if (head == m_head)
        return;
    m_head = head;
    refresh();
}

void StepThroughView::setQuery(int query)
{
    query = std::clamp(query, -1, std::max(-1, queryCount() - 1));
    if (query == m_query)
        return;
    m_query = query;
    m_page->setQuery(m_query);
    syncControls();
}

void StepThroughView::setStage(int stage)
{
    stage = std::clamp(stage, 0, stageCount() - 1);
    if (stage == m_stage)
        return;
    m_stage = stage;
    m_provenance = CellProvenance();
    m_provenanceText->clear();
    refresh();
    emit stageChanged(m_stage);
}

void StepThroughView::nextStage()
{
    setStage(m_stage + 1);
}

void StepThroughView::previousStage()
{
    setStage(m_stage - 1);
}

bool StepThroughView::isPlaying() const
{
    return m_timer->isActive();
}

void StepThroughView::setPlaying(bool playing)
{
    if (playing) {
        // Play from the end starts the walk again.
        if (m_stage + 1 >= stageCount())
            setStage(0);
        m_timer->start();
    } else {
        m_timer->stop();
    }
    syncControls();
}

void StepThroughView::setLanguage(StepLanguage language)
{
    if (language == m_language)
        return;
    m_language = language;
    refreshStageList();
    refresh();
    emit languageChanged(m_language);
    // The clicked cell stays explained, now in the other language.
    if (m_provenance.kind != CellProvenance::Kind::None && m_run) {
        m_provenance = ProvenanceExplainer::explain(*m_run, m_batch, m_head, m_provenance.stage,
                                                    m_provenancePanel, m_provenance.row,
                                                    m_provenance.col, m_language);
        showProvenance(m_provenance);
    }
}

void StepThroughView::setHiddenQuery(int query)
{
    if (query == m_hiddenQuery)
        return;
    m_hiddenQuery = query;
    m_page->setHiddenRow(query);
    // A cell of the row explained before it was hidden must not stay explained.
    if (query >= 0 && m_provenance.row == query) {
        m_provenance = CellProvenance();
        m_provenanceText->clear();
    }
}

QList<AttentionHeatmap*> StepThroughView::stageHeatmaps() const
{
    return m_page->heatmaps();
}

void StepThroughView::refreshStageList()
{
    m_syncing = true;
    m_list->clear();
    for (int stage = 0; stage < stageCount(); ++stage)
        m_list->addItem(
            QStringLiteral("%1. %2").arg(stage + 1).arg(StageText::title(stage, m_language)));
    m_list->setCurrentRow(m_stage);
    m_syncing = false;
    fitStageList();
}

void StepThroughView::showEvent(QShowEvent* event)
{
    QWidget::showEvent(event);
    QMetaObject::invokeMethod(this, &StepThroughView::fitStageList, Qt::QueuedConnection);
}

void StepThroughView::resizeEvent(QResizeEvent* event)
{
    QWidget::resizeEvent(event);
    placeProvenance();
}

bool StepThroughView::provenanceBelowPage() const
{
    return m_detailSplitter->orientation() == Qt::Vertical;
}

void StepThroughView::placeProvenance()
{
    // About a hundred characters of the view's font: the stage list's
    // titles, a page whose heatmap reads, and a provenance column of a few
    // words a line. Measured in the font, so presentation mode's larger
    // text moves the provenance under the page sooner.
    const bool narrow = width() < 100 * fontMetrics().averageCharWidth();
    const Qt::Orientation wanted = narrow ? Qt::Vertical : Qt::Horizontal;
    if (m_detailSplitter->orientation() == wanted)
        return;
    m_detailSplitter->setOrientation(wanted);
    // The page keeps most of the room either way.
    const int room = narrow ? m_detailSplitter->height() : m_detailSplitter->width();
    m_detailSplitter->setSizes({room * 3 / 4, room - room * 3 / 4});
    QMetaObject::invokeMethod(this, &StepThroughView::fitStageList, Qt::QueuedConnection);
}

void StepThroughView::fitStageList()
{
    if (!isVisible())
        return;
    const int needed = m_list->sizeHintForColumn(0) + 2 * m_list->frameWidth() +
                       m_list->verticalScrollBar()->sizeHint().width();
    QList<int> sizes = m_splitter->sizes();
    if (sizes.size() < 2 || needed <= sizes[0])
        return;
    // Only the page gives way; it keeps at least half of what it had.
    const int grow = std::min(needed - sizes[0], sizes[1] / 2);
    sizes[0] += grow;
    sizes[1] -= grow;
    m_splitter->setSizes(sizes);
}

void StepThroughView::refresh()
{
    m_provenanceText->setPlaceholderText(StageText::provenanceHint(m_language));
    m_page->setHeadings(StageText::inputsHeading(m_language),
                        StageText::outputsHeading(m_language));
    if (!m_run || m_run->trace.batch.empty()) {
        m_page->setEmptyText(StageText::nothingToShow(m_language));
    } else {
        m_page->setContent(
            StageContentBuilder::build(*m_run, m_batch, m_head, m_stage, m_language));
        m_page->setQuery(m_query);
    }
    syncControls();
}

void StepThroughView::syncControls()
{
    m_syncing = true;
    m_list->setCurrentRow(m_stage);
    m_prev->setEnabled(m_stage > 0);
    m_next->setEnabled(m_stage + 1 < stageCount());
    m_play->setChecked(m_timer->isActive());
    m_play->setText(m_timer->isActive() ? tr("Pause") : tr("Play"));
    m_headSpin->setRange(1, std::max(1, headCount()));
    m_headSpin->setValue(m_head + 1);
    m_headSpin->setEnabled(headCount() > 1);
    m_querySpin->setRange(-1, std::max(-1, queryCount() - 1));
    m_querySpin->setSpecialValueText(tr("no query"));
    m_querySpin->setValue(m_query);
    m_chinese->setChecked(m_language == StepLanguage::Chinese);
    m_syncing = false;
}

void StepThroughView::onCellClicked(bool output, int panel, int row, int col)
{
    const StageContent& content = m_page->content();
    const QVector<StagePanel>& panels = output ? content.outputs : content.inputs;
    if (panel < 0 || panel >= panels.size() || !m_run)
        return;
    const StagePanel& clicked = panels[panel];
    // The weighted sum's output row is explained by the hidden weights too.
    const bool showsHiddenWeights =
        clicked.attentionWeights ||
        (m_stage == int(StepStage::WeightedSum) && clicked.rows == PanelRows::Queries);
    if (row == m_hiddenQuery && showsHiddenWeights) {
        // The row to predict: its weights, and whatever explains them, wait
        // for the reveal.
        m_provenance = CellProvenance();
        m_provenanceText->setPlainText(
            tr("Query %1: hidden until you reveal your prediction.").arg(row));
    } else if (output) {
        m_provenancePanel = panel;
        m_provenance = ProvenanceExplainer::explain(*m_run, m_batch, m_head, m_stage, panel, row,
                                                    col, m_language);
        showProvenance(m_provenance);
    }
    if (clicked.rows == PanelRows::Queries && row != m_query) {
        setQuery(row);
        emit querySelected(m_query);
    }
    // A click in a head's column block (the split) selects that head.
    if (!output && clicked.blockWidth > 0) {
        const int head = col / clicked.blockWidth;
        if (head != m_head) {
            setHead(head);
            emit headSelected(m_head);
        }
    }
}

void StepThroughView::showProvenance(const CellProvenance& provenance)
{
    if (provenance.kind == CellProvenance::Kind::None)
        m_provenanceText->clear();
    else
        m_provenanceText->setHtml(provenance.html);
}

bool StepThroughView::handleNavigationKey(int key)
{
    switch (key) {
    case Qt::Key_Right:
    case Qt::Key_Space:
        nextStage();
        return true;
    case Qt::Key_Left:
        previousStage();
        return true;
    case Qt::Key_Home:
        setStage(0);
        return true;
    case Qt::Key_End:
        setStage(stageCount() - 1);
        return true;
    default:
        return false;
    }
}

void StepThroughView::keyPressEvent(QKeyEvent* event)
{
    if (event->modifiers() == Qt::NoModifier && handleNavigationKey(event->key()))
        return;
    QWidget::keyPressEvent(event);
}

bool StepThroughView::eventFilter(QObject* watched, QEvent* event)
{
    if (event->type() == QEvent::KeyPress) {
        auto* key = static_cast<QKeyEvent*>(event);
        if (key->modifiers() == Qt::NoModifier && handleNavigationKey(key->key()))
            return true;
    }
    return QWidget::eventFilter(watched, event);
}

void StepThroughView::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    // After the children have their new font and the layout its new sizes.
    if (event->type() == QEvent::FontChange)
        QMetaObject::invokeMethod(this, &StepThroughView::fitStageList, Qt::QueuedConnection);
    // The interface's words follow the interface language; the stages' texts
    // follow the toggle (StepTranslator). The toggle starts in the interface's
    // language and follows it until someone clicks it.
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        const LanguageManager* languages = LanguageManager::instance();
        if (!m_languageChosen && languages)
            setLanguage(languages->language() == QLatin1String(LanguageManager::kChinese)
                            ? StepLanguage::Chinese
                            : StepLanguage::English);
        syncControls();
    }
}

void StepThroughView::retranslateUi()
{
    m_prev->setText(tr("◀ Previous"));
    m_next->setText(tr("Next ▶"));
    m_speed->setToolTip(tr("Time per stage while playing"));
    for (int i = 0; i < m_speed->count(); ++i)
        m_speed->setItemText(i, tr("%1 s per stage").arg(kSpeeds[i]));
    m_headSpin->setPrefix(tr("head "));
    m_querySpin->setPrefix(tr("query "));
    m_chinese->setToolTip(tr("Formulas and explanations in Chinese"));
    m_export->setText(tr("Export"));
    m_exportStageAction->setText(tr("Current stage as a figure…"));
    m_exportPdfAction->setText(tr("Whole walk as a PDF…"));
    m_exportPngsAction->setText(tr("Whole walk as numbered PNGs…"));
}

bool StepThroughView::exportStage(const QString& path, QString* error)
{
    const std::optional<FigureExporter::Format> format = FigureExporter::formatFromSuffix(path);
    if (!format) {
        if (error)
            *error = tr("Unknown figure format '%1': use .png, .svg or .pdf.").arg(path);
        return false;
    }
    m_page->replotNow();
    return FigureExporter::exportWidget(m_page, path, *format, QSize(), 0, error);
}

bool StepThroughView::exportWalkPdf(const QString& path, QString* error)
{
    if (!m_run) {
        if (error)
            *error = tr("Nothing to export: no computation yet.");
        return false;
    }
    return StepWalkExporter::exportPdf(
        *m_run, {m_batch, m_head, m_query, m_language, m_page->colorMap()}, path, error);
}

bool StepThroughView::exportWalkPngs(const QString& dir, QString* error)
{
    if (!m_run) {
        if (error)
            *error = tr("Nothing to export: no computation yet.");
        return false;
    }
    return StepWalkExporter::exportPngs(
        *m_run, {m_batch, m_head, m_query, m_language, m_page->colorMap()}, dir, error);
}

void StepThroughView::chooseStageExport()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Export stage"), QString(),
        tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportStage(path, &error))
        QMessageBox::warning(this, tr("Export stage"), error);
}

void StepThroughView::chooseWalkPdf()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export walk as PDF"), QString(),
                                                      tr("PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    QString error;
    if (!exportWalkPdf(path, &error))
        QMessageBox::warning(this, tr("Export walk"), error);
}

void StepThroughView::chooseWalkPngs()
{
    const QString dir = QFileDialog::getExistingDirectory(this, tr("Export walk as PNGs"));
    if (dir.isEmpty())
        return;
    QString error;
    if (!exportWalkPngs(dir, &error))
        QMessageBox::warning(this, tr("Export walk"), error);
}

void StepThroughView::setColorMap(ColorMapId id)
{
    m_page->setColorMap(id);
}

} // namespace ae
