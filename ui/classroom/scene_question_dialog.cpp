#include "ui/classroom/scene_question_dialog.h"

#include "core/io/spec_run_question.h"
#include "ui/classroom/lesson_question_text.h"
#include "ui/document/attention_document.h"
#include "ui/document/engine_error_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace ae {

namespace {

constexpr QuestionKind kKinds[] = {QuestionKind::SketchRow, QuestionKind::WinningKey,
                                   QuestionKind::PickHead, QuestionKind::Number,
                                   QuestionKind::MultipleChoice};
constexpr QuestionSubject kSubjects[] = {QuestionSubject::Row,
                                         QuestionSubject::KeyWeight,
                                         QuestionSubject::HeadPattern,
                                         QuestionSubject::Crossover,
                                         QuestionSubject::MaskCause,
                                         QuestionSubject::ScoreSpread,
                                         QuestionSubject::ClosestPosition};
constexpr HeadPattern kPatterns[] = {HeadPattern::PreviousToken, HeadPattern::FirstToken,
                                     HeadPattern::Self};

template <typename T> int indexOf(const T* values, int count, T value)
{
    for (int i = 0; i < count; ++i)
        if (values[i] == value)
            return i;
    return 0;
}

QSpinBox* spinBox(QWidget* parent, const char* name, int minimum, int maximum)
{
    auto* box = new QSpinBox(parent);
    box->setObjectName(QLatin1String(name));
    box->setRange(minimum, maximum);
    return box;
}

} // namespace

SceneQuestionDialog::SceneQuestionDialog(const std::optional<SceneQuestion>& question,
                                         const QString& sessionPath, QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("sceneQuestionDialog"));
    setWindowTitle(tr("Scene Question — %1").arg(QFileInfo(sessionPath).fileName()));
    auto* layout = new QVBoxLayout(this);
    m_form = new QFormLayout;
    m_kind = new QComboBox(this);
    m_kind->setObjectName(QStringLiteral("questionKindBox"));
    for (QuestionKind kind : kKinds)
        m_kind->addItem(LessonQuestionText::kindName(kind));
    m_about = new QComboBox(this);
    m_about->setObjectName(QStringLiteral("questionSubjectBox"));
    // Batch items and heads as the prompts count them (from 1); positions from 0.
    m_batch = spinBox(this, "questionBatchBox", 1, 1000000);
    m_head = spinBox(this, "questionHeadBox", 1, 1000000);
    m_query = spinBox(this, "questionQueryBox", 0, 1000000);
    m_key = spinBox(this, "questionKeyBox", 0, 1000000);
    m_pattern = new QComboBox(this);
    m_pattern->setObjectName(QStringLiteral("questionPatternBox"));
    for (HeadPattern pattern : kPatterns)
        m_pattern->addItem(LessonQuestionText::patternName(pattern));
    m_layer = new QComboBox(this);
    m_layer->setObjectName(QStringLiteral("questionLayerBox"));
    m_layer->addItem(tr("recurrent"));
    m_layer->addItem(tr("convolutional"));
    m_d = new QDoubleSpinBox(this);
    m_d->setObjectName(QStringLiteral("questionDBox"));
    m_d->setRange(1, 1e6);
    m_d->setDecimals(0);
    m_k = new QDoubleSpinBox(this);
    m_k->setObjectName(QStringLiteral("questionKBox"));
    m_k->setRange(2, 1000);
    m_k->setDecimals(0);
    m_scaled = new QCheckBox(tr("Scaled by 1/√d"), this);
    m_scaled->setObjectName(QStringLiteral("questionScaledBox"));
    m_seed = spinBox(this, "questionSeedBox", 0, 1000000);
    m_tolerance = new QDoubleSpinBox(this);
    m_tolerance->setObjectName(QStringLiteral("questionToleranceBox"));
    m_tolerance->setRange(0, 1e9);
    m_tolerance->setDecimals(3);
    m_tolerance->setSingleStep(0.01);
    m_prompt = new QLineEdit(this);
    m_prompt->setObjectName(QStringLiteral("questionPromptEdit"));
    m_prompt->setPlaceholderText(tr("Empty: the question in the interface's words"));
    m_prompt->setMaxLength(ClassQuestionLimits::maxPromptBytes / 3);

    m_form->addRow(tr("&Kind:"), m_kind);
    m_form->addRow(tr("&Asks about:"), m_about);
    m_form->addRow(tr("&Batch item:"), m_batch);
    m_form->addRow(tr("&Head:"), m_head);
    m_form->addRow(tr("&Query (from 0):"), m_query);
    m_form->addRow(tr("K&ey (from 0):"), m_key);
    m_form->addRow(tr("&Pattern:"), m_pattern);
    m_form->addRow(tr("&Layer:"), m_layer);
    m_form->addRow(tr("&d:"), m_d);
    m_form->addRow(tr("Ker&nel size k:"), m_k);
    m_form->addRow(QString(), m_scaled);
    m_form->addRow(tr("&Seed:"), m_seed);
    m_form->addRow(tr("&Tolerance:"), m_tolerance);
    m_form->addRow(tr("P&rompt:"), m_prompt);
    layout->addLayout(m_form);

    auto* previewTitle = new QLabel(tr("Preview, computed from the scene's run:"), this);
    layout->addWidget(previewTitle);
    m_preview = new QLabel(this);
    m_preview->setObjectName(QStringLiteral("questionPreview"));
    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::PlainText);
    m_preview->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_preview->setMinimumHeight(90);
    m_preview->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(m_preview, 1);

    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    QPushButton* remove = box->addButton(tr("Remo&ve Question"), QDialogButtonBox::DestructiveRole);
    remove->setObjectName(QStringLiteral("removeQuestionButton"));
    remove->setEnabled(question.has_value());
    layout->addWidget(box);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(remove, &QPushButton::clicked, this, &SceneQuestionDialog::removeQuestion);

    // The scene's run, once: every preview reads it.
    Spec spec;
    QString error;
    if (!AttentionDocument::readSpecFromFile(sessionPath, &spec, &error)) {
        m_runError = error;
    } else {
        std::variant<SpecRun, SpecError> result = runSpec(spec);
        if (auto* run = std::get_if<SpecRun>(&result))
            m_run = std::make_shared<const SpecRun>(std::move(*run));
        else
            m_runError = translatedSpecError(std::get<SpecError>(result));
    }

    load(question.value_or(SceneQuestion()));
    const auto changed = [this] {
        if (!m_loading)
            updatePreview();
    };
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        if (m_loading)
            return;
        fillSubjects();
        updateRows();
        updatePreview();
    });
    connect(m_about, &QComboBox::currentIndexChanged, this, [this] {
        if (m_loading)
            return;
        updateRows();
        updatePreview();
    });
    for (QSpinBox* spin : {m_batch, m_head, m_query, m_key, m_seed})
        connect(spin, &QSpinBox::valueChanged, this, changed);
    for (QDoubleSpinBox* spin : {m_d, m_k, m_tolerance})
        connect(spin, &QDoubleSpinBox::valueChanged, this, changed);
    connect(m_pattern, &QComboBox::currentIndexChanged, this, changed);
    connect(m_layer, &QComboBox::currentIndexChanged, this, [this] {
        if (m_loading)
            return;
        updateRows();
        updatePreview();
    });
    connect(m_scaled, &QCheckBox::toggled, this, changed);
    connect(m_prompt, &QLineEdit::textChanged, this, changed);
    resize(560, 620);
}

void SceneQuestionDialog::fillSubjects()
{
    const QuestionKind kind = kKinds[std::max(0, m_kind->currentIndex())];
    const bool wasLoading = m_loading;
    m_loading = true;
    m_about->clear();
    for (QuestionSubject subject : kSubjects)
        if (subjectFitsKind(kind, subject))
            m_about->addItem(LessonQuestionText::subjectName(subject), int(subject));
    m_loading = wasLoading;
}

void SceneQuestionDialog::load(const SceneQuestion& question)
{
    m_loading = true;
    const QuestionTemplate& t = question.question;
    m_kind->setCurrentIndex(indexOf(kKinds, int(std::size(kKinds)), t.kind));
    fillSubjects();
    m_about->setCurrentIndex(std::max(0, m_about->findData(int(t.about))));
    m_batch->setValue(t.batch + 1);
    m_head->setValue(t.head + 1);
    m_query->setValue(t.query);
    m_key->setValue(t.key);
    m_pattern->setCurrentIndex(indexOf(kPatterns, int(std::size(kPatterns)), t.pattern));
    m_layer->setCurrentIndex(t.layer == LayerKind::Convolutional ? 1 : 0);
    m_d->setValue(t.d);
    m_k->setValue(t.k);
    m_scaled->setChecked(t.scaled);
    m_seed->setValue(int(std::min<std::uint64_t>(t.seed, 1000000)));
    m_tolerance->setValue(t.tolerance);
    m_prompt->setText(question.prompt);
    m_loading = false;
    updateRows();
    updatePreview();
}

SceneQuestion SceneQuestionDialog::edited() const
{
    SceneQuestion out;
    QuestionTemplate& t = out.question;
    t.kind = kKinds[std::max(0, m_kind->currentIndex())];
    t.about = m_about->currentIndex() >= 0 ? QuestionSubject(m_about->currentData().toInt())
                                           : defaultSubject(t.kind);
    t.batch = m_batch->value() - 1;
    t.head = m_head->value() - 1;
    t.query = m_query->value();
    t.key = m_key->value();
    t.pattern = kPatterns[std::max(0, m_pattern->currentIndex())];
    t.layer = m_layer->currentIndex() == 1 ? LayerKind::Convolutional : LayerKind::Recurrent;
    t.d = m_d->value();
    t.k = m_k->value();
    t.scaled = m_scaled->isChecked();
    t.seed = std::uint64_t(m_seed->value());
    t.tolerance = m_tolerance->value();
    out.prompt = m_prompt->text().trimmed();
    return out;
}

std::optional<SceneQuestion> SceneQuestionDialog::question() const
{
    if (m_removed)
        return std::nullopt;
    return edited();
}

void SceneQuestionDialog::removeQuestion()
{
    m_removed = true;
    accept();
}

void SceneQuestionDialog::updateRows()
{
    const QuestionTemplate t = edited().question;
    const QuestionSubject s = t.about;
    const bool row = s == QuestionSubject::Row || s == QuestionSubject::KeyWeight;
    m_form->setRowVisible(m_batch, row || s == QuestionSubject::HeadPattern ||
                                       s == QuestionSubject::MaskCause ||
                                       s == QuestionSubject::ClosestPosition);
    m_form->setRowVisible(m_head, row);
    m_form->setRowVisible(m_query, row || s == QuestionSubject::MaskCause ||
                                       s == QuestionSubject::ClosestPosition);
    m_form->setRowVisible(m_key,
                          s == QuestionSubject::KeyWeight || s == QuestionSubject::MaskCause);
    m_form->setRowVisible(m_pattern, s == QuestionSubject::HeadPattern);
    m_form->setRowVisible(m_layer, s == QuestionSubject::Crossover);
    m_form->setRowVisible(m_d,
                          s == QuestionSubject::Crossover || s == QuestionSubject::ScoreSpread);
    m_form->setRowVisible(m_k,
                          s == QuestionSubject::Crossover && t.layer == LayerKind::Convolutional);
    m_form->setRowVisible(m_scaled, s == QuestionSubject::ScoreSpread);
    m_form->setRowVisible(m_seed, s == QuestionSubject::ScoreSpread);
    m_form->setRowVisible(m_tolerance,
                          s == QuestionSubject::KeyWeight || s == QuestionSubject::Crossover);
}

void SceneQuestionDialog::updatePreview()
{
    if (!m_run) {
        m_preview->setText(tr("The scene's session cannot run: %1").arg(m_runError));
        return;
    }
    const SceneQuestion question = edited();
    try {
        const LessonQuestion made = makeLessonQuestion(question.question, *m_run);
        QStringList lines;
        lines << (question.prompt.isEmpty() ? LessonQuestionText::prompt(made) : question.prompt);
        const QStringList choices = LessonQuestionText::choices(made);
        if (!choices.isEmpty())
            lines << tr("Choices: %1").arg(choices.join(QStringLiteral(" · ")));
        lines << LessonQuestionText::truth(made);
        m_preview->setText(lines.join(QLatin1Char('\n')));
    } catch (const EngineError& e) {
        m_preview->setText(
            tr("This question does not fit the scene's run: %1").arg(translatedEngineError(e)));
    }
}

QString SceneQuestionDialog::previewText() const
{
    return m_preview->text();
}

} // namespace ae
