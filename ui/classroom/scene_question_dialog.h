#pragma once
// The lesson editor's Question… dialog: adds, edits or removes a scene's
// question. The kind, what it asks about (the subjects the kind may ask),
// and the parameters the subject reads (batch item, head, query, key, head
// pattern, the layer and d, k, scaled, seed, tolerance), plus an optional
// prompt of the teacher's own. Only the parameters of the chosen subject are
// shown.
//
// The preview runs the scene's session once (core/io runSpec, on opening)
// and shows the question made from that run with every change: its prompt
// and its computed answer, or the error naming the parameter that does not
// fit the run. OK keeps the question (also one the run cannot make: the
// teacher may be about to change the session); Remove Question removes it.

#include "ui/classroom/scene_question.h"
#include "ui/document/attention_run.h"

#include <QDialog>

#include <optional>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace ae {

class SceneQuestionDialog : public QDialog
{
    Q_OBJECT
public:
    // `sessionPath`: the scene's session, run for the preview.
    SceneQuestionDialog(const std::optional<SceneQuestion>& question, const QString& sessionPath,
                        QWidget* parent = nullptr);

    // The question as edited; nullopt after Remove Question.
    std::optional<SceneQuestion> question() const;
    // The preview's text (the prompt and the computed answer, or the error).
    QString previewText() const;

    QComboBox* kindBox() const { return m_kind; }
    QComboBox* subjectBox() const { return m_about; }
    QSpinBox* headBox() const { return m_head; }
    QSpinBox* queryBox() const { return m_query; }
    QSpinBox* keyBox() const { return m_key; }
    QComboBox* patternBox() const { return m_pattern; }
    QDoubleSpinBox* dBox() const { return m_d; }
    void removeQuestion();

private:
    void fillSubjects();
    void load(const SceneQuestion& question);
    SceneQuestion edited() const;
    void updateRows();
    void updatePreview();

    RunPtr m_run;
    QString m_runError;
    bool m_removed = false;
    bool m_loading = false;

    QFormLayout* m_form = nullptr;
    QComboBox* m_kind = nullptr;
    QComboBox* m_about = nullptr;
    QSpinBox* m_batch = nullptr;
    QSpinBox* m_head = nullptr;
    QSpinBox* m_query = nullptr;
    QSpinBox* m_key = nullptr;
    QComboBox* m_pattern = nullptr;
    QComboBox* m_layer = nullptr;
    QDoubleSpinBox* m_d = nullptr;
    QDoubleSpinBox* m_k = nullptr;
    QCheckBox* m_scaled = nullptr;
    QSpinBox* m_seed = nullptr;
    QDoubleSpinBox* m_tolerance = nullptr;
    QLineEdit* m_prompt = nullptr;
    QLabel* m_preview = nullptr;
};

} // namespace ae
