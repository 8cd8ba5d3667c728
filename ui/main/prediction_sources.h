#pragma once
// Predict, then reveal beyond the session's own views: hands the
// PredictionState the Model tab's run and the Training tab's snapshot on
// show, says which source the Predict dock asks about (the current tab's:
// Model, Training, else the session's run), gives the step-through, the
// Model tab and the Training tab their source's hidden row (and the Imported
// tab the Model's, while it shows a layer of the model run: no leak through
// "Show layer in the views"), and lets a click in them choose the row to
// predict. The Heads, Lines and Distribution views
// get the session's hidden row from the window itself (applyPrediction).
//
// It only wires; the state computes, the views draw.

#include <QObject>

class QTabWidget;

namespace ae {

class ImportedAttentionDocument;
class ImportedAttentionPage;
class ModelDocument;
class ModelPage;
class PredictionState;
class StepThroughView;
class TrainingPage;

class PredictionSources : public QObject
{
    Q_OBJECT
public:
    struct Views
    {
        QTabWidget* tabs = nullptr;
        StepThroughView* stepThrough = nullptr;
        ModelPage* modelPage = nullptr;
        ModelDocument* modelDocument = nullptr;
        TrainingPage* trainingPage = nullptr;
        ImportedAttentionPage* importedPage = nullptr;
        ImportedAttentionDocument* importedDocument = nullptr;
    };
    PredictionSources(PredictionState* state, const Views& views, QObject* parent = nullptr);

private:
    // The source and the reveal's words follow the current tab.
    void followCurrentTab();
    void updateExplanation();
    void applyHiddenRows();

    PredictionState* m_state = nullptr;
    Views m_views;
};

} // namespace ae
