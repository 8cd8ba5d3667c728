#include "ui/main/prediction_sources.h"

#include "ui/document/imported_attention_document.h"
#include "ui/document/model_document.h"
#include "ui/document/prediction_state.h"
#include "ui/figures/view_registry.h"
#include "ui/imported/imported_attention_page.h"
#include "ui/model/model_overview_widget.h"
#include "ui/model/model_page.h"
#include "ui/stepthrough/stage_content.h"
#include "ui/stepthrough/stage_text.h"
#include "ui/stepthrough/step_through_view.h"
#include "ui/training/training_heads_view.h"
#include "ui/training/training_page.h"
#include "ui/views/attention_heatmap.h"

#include <QTabWidget>

namespace ae {

PredictionSources::PredictionSources(PredictionState* state, const Views& views, QObject* parent)
    : QObject(parent), m_state(state), m_views(views)
{
    ModelDocument* models = m_views.modelDocument;
    connect(models, &ModelDocument::runFinished, this, [this, models](const ModelRunPtr& run) {
        const TransformerConfig* config = models->config();
        m_state->setModelRun(run, !config || config->family == TransformerFamily::Gpt2);
    });
    connect(models, &ModelDocument::modelClosed, this,
            [this] { m_state->setModelRun(nullptr, true); });
    if (models->lastRun())
        m_state->setModelRun(models->lastRun(), !models->config() || models->config()->family ==
                                                                         TransformerFamily::Gpt2);

    TrainingHeadsView* heads = m_views.trainingPage->headsView();
    connect(heads, &TrainingHeadsView::snapshotShown, m_state,
            &PredictionState::setTrainingSnapshot);
    m_state->setTrainingSnapshot(heads->snapshot(), heads->labels());

    // While predicting, a click in a view chooses the row to predict (as a
    // click in the Heads grid does).
    connect(heads, &TrainingHeadsView::cellClicked, this,
            [this](int layer, int head, int row, int) {
                if (m_state->isActive() && m_state->source() == PredictionSource::Training)
                    m_state->setTarget(layer, head, row);
            });
    ModelPage* model = m_views.modelPage;
    connect(model->overview(), &ModelOverviewWidget::headSelected, this,
            [this](int layer, int head) {
                if (m_state->isActive() && m_state->source() == PredictionSource::Model)
                    m_state->setTarget(layer, head, m_state->query());
            });
    connect(model->detail(), &AttentionHeatmap::cellClicked, this, [this](int row, int) {
        if (m_state->isActive() && m_state->source() == PredictionSource::Model)
            m_state->setQuery(row);
    });
    StepThroughView* steps = m_views.stepThrough;
    connect(steps, &StepThroughView::querySelected, this, [this](int query) {
        if (m_state->isActive() && m_state->source() == PredictionSource::Session && query >= 0)
            m_state->setQuery(query);
    });
    connect(steps, &StepThroughView::headSelected, this, [this](int head) {
        if (m_state->isActive() && m_state->source() == PredictionSource::Session)
            m_state->setHead(head);
    });
    connect(steps, &StepThroughView::languageChanged, this, &PredictionSources::followCurrentTab);

    connect(m_views.importedDocument, &ImportedAttentionDocument::importedChanged, this,
            &PredictionSources::applyHiddenRows);
    connect(m_views.tabs, &QTabWidget::currentChanged, this, &PredictionSources::followCurrentTab);
    connect(m_state, &PredictionState::changed, this, [this] {
        applyHiddenRows();
        updateExplanation(); // a new run: its words (changes once, then settles)
    });
    followCurrentTab();
    applyHiddenRows();
}

void PredictionSources::followCurrentTab()
{
    const int tab = m_views.tabs->currentIndex();
    m_state->setSource(tab == ModelTab      ? PredictionSource::Model
                       : tab == TrainingTab ? PredictionSource::Training
                                            : PredictionSource::Session);
    updateExplanation();
}

void PredictionSources::updateExplanation()
{
    // The step-through's reveal ends with its softmax stage's own words, for
    // the state's run (the step-through may not have drawn a new one yet)
    // and in the step-through's language.
    const RunPtr run = m_state->run();
    m_state->setExplanation(
        m_views.tabs->currentIndex() == StepThroughTab && run
            ? StageText::explanation(int(StepStage::Softmax), *run, m_views.stepThrough->language())
            : QString());
}

void PredictionSources::applyHiddenRows()
{
    m_views.stepThrough->setHiddenQuery(m_state->hiddenQuery(PredictionSource::Session));
    m_views.modelPage->setHiddenQuery(m_state->hiddenQuery(PredictionSource::Model));
    // A layer of the model run shown in the Imported tab holds the same row.
    m_views.importedPage->setHiddenQuery(m_views.importedDocument->hasFullTrace()
                                             ? m_state->hiddenQuery(PredictionSource::Model)
                                             : -1);
    m_views.trainingPage->headsView()->setHiddenQuery(
        m_state->hiddenQuery(PredictionSource::Training));
}

} // namespace ae
