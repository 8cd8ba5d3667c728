#include "ui/figures/view_registry.h"

#include "ui/complexity/complexity_page.h"
#include "ui/imported/imported_attention_page.h"
#include "ui/lessons/lessons_page.h"
#include "ui/model/model_page.h"
#include "ui/panels/compare_page.h"
#include "ui/positional/positional_encoding_page.h"
#include "ui/stepthrough/step_through_view.h"
#include "ui/training/training_page.h"
#include "ui/views/attention_line_view.h"
#include "ui/views/head_grid_view.h"
#include "ui/views/query_distribution_view.h"

#include <QtGlobal>

namespace ae {

namespace {

template <typename View> CreatedView made(View* view)
{
    return CreatedView{view, view};
}

template <typename View> CreatedView plain(const ViewContext&, QWidget* parent)
{
    return made(new View(parent));
}

} // namespace

const std::vector<ViewEntry>& ViewRegistry::all()
{
    using F = ViewEntry::Flag;
    static const std::vector<ViewEntry> entries = {
        {HeadsTab, "heads", QT_TR_NOOP("Heads"), "headGrid", F::HeadOptions, &plain<HeadGridView>},
        {LinesTab, "lines", QT_TR_NOOP("Lines"), "lineView", F::LineOptions,
         &plain<AttentionLineView>},
        {DistributionTab, "distribution", QT_TR_NOOP("Distribution"), "distributionView",
         F::NoFlags, &plain<QueryDistributionView>},
        {CompareTab, "compare", QT_TR_NOOP("Compare"), "comparePage", F::NeedsCompareRun,
         &plain<ComparePage>},
        {StepThroughTab, "step-through", QT_TR_NOOP("Step through"), "stepThroughView", F::NoFlags,
         &plain<StepThroughView>},
        {PositionalEncodingTab, "positional-encoding", QT_TR_NOOP("Positional encoding"),
         "positionalEncodingPage", F::NoFlags,
         [](const ViewContext& context, QWidget* parent) {
             auto* page = new PositionalEncodingPage(parent);
             page->setModelDocument(context.model); // its learned positions
             return made(page);
         }},
        {ComplexityTab, "complexity", QT_TR_NOOP("CNN · RNN · attention"), "complexityPage",
         F::NoFlags, &plain<ComplexityPage>},
        {ImportedTab, "imported", QT_TR_NOOP("Imported"), "importedAttentionPage", F::OwnDocument,
         [](const ViewContext& context, QWidget* parent) {
             return made(new ImportedAttentionPage(context.imported, parent));
         }},
        {LessonsTab, "lessons", QT_TR_NOOP("Lessons"), "lessonsPage", F::OwnDocument,
         &plain<LessonsPage>},
        {ModelTab, "model", QT_TR_NOOP("Model"), "modelPage", F::OwnDocument,
         [](const ViewContext& context, QWidget* parent) {
             return made(new ModelPage(context.model, parent));
         }},
        {TrainingTab, "training", QT_TR_NOOP("Training"), "trainingPage", F::OwnDocument,
         [](const ViewContext& context, QWidget* parent) {
             return made(new TrainingPage(context.training, parent));
         }},
    };
    return entries;
}

const ViewEntry& ViewRegistry::entry(ViewTab tab)
{
    Q_ASSERT(tab >= 0 && tab < TabCount);
    return all()[std::size_t(tab)];
}

QString ViewRegistry::title(const ViewEntry& entry)
{
    return tr(entry.title);
}

} // namespace ae
