#include "ui/classroom/lesson_editor_dialog.h"

#include "ui/classroom/lesson_question_text.h"
#include "ui/classroom/scene_question_dialog.h"
#include "ui/document/app_settings.h"
#include "ui/document/attention_document.h"
#include "ui/document/example_catalog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace ae {

namespace {

enum Column
{
    TitleColumn,
    FileColumn,
    ViewColumn,
    QuestionColumn
};

QString fileLabel(const QString& path)
{
    return path.startsWith(QLatin1String(":/")) ? path : QFileInfo(path).fileName();
}

} // namespace

LessonEditorDialog::LessonEditorDialog(const Lesson& lesson, const QString& path, QWidget* parent)
    : QDialog(parent), m_lesson(lesson), m_path(path)
{
    setObjectName(QStringLiteral("lessonEditorDialog"));
    setWindowTitle(path.isEmpty() ? tr("New Lesson")
                                  : tr("Edit Lesson — %1").arg(QFileInfo(path).fileName()));
    m_filesChooser = [this] {
        return QFileDialog::getOpenFileNames(this, tr("Add Session Files"),
                                             settings::lastDirectory.get(),
                                             tr("Attention sessions (*.json)"));
    };
    m_pathChooser = [this](const QString& suggested) {
        QString chosen = QFileDialog::getSaveFileName(this, tr("Save Lesson"), suggested,
                                                      tr("Lessons (*.json)"));
        if (!chosen.isEmpty() && QFileInfo(chosen).suffix().isEmpty())
            chosen += QStringLiteral(".json");
        return chosen;
    };

    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;
    m_title = new QLineEdit(lesson.title, this);
    m_title->setObjectName(QStringLiteral("lessonTitleEdit"));
    m_title->setPlaceholderText(tr("e.g. Attention in five scenes"));
    form->addRow(tr("Lesson &title:"), m_title);
    layout->addLayout(form);

    auto* scenesLabel = new QLabel(
        tr("&Scenes, in the order Page Down steps through them (F2 or a double-click renames "
           "one; Ctrl+Up / Ctrl+Down move it; Delete removes it):"),
        this);
    scenesLabel->setWordWrap(true);
    layout->addWidget(scenesLabel);
    auto* row = new QHBoxLayout;
    m_scenes = new QTableWidget(0, 4, this);
    m_scenes->setObjectName(QStringLiteral("lessonScenesTable"));
    m_scenes->setHorizontalHeaderLabels(
        {tr("Scene title"), tr("Session file"), tr("View"), tr("Question")});
    m_scenes->horizontalHeader()->setSectionResizeMode(TitleColumn, QHeaderView::Stretch);
    m_scenes->horizontalHeader()->setSectionResizeMode(FileColumn, QHeaderView::ResizeToContents);
    m_scenes->horizontalHeader()->setSectionResizeMode(ViewColumn, QHeaderView::ResizeToContents);
    m_scenes->horizontalHeader()->setSectionResizeMode(QuestionColumn,
                                                       QHeaderView::ResizeToContents);
    m_scenes->verticalHeader()->setVisible(true);
    m_scenes->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_scenes->setSelectionMode(QAbstractItemView::SingleSelection);
    m_scenes->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed |
                              QAbstractItemView::SelectedClicked);
    m_scenes->setTabKeyNavigation(false);
    scenesLabel->setBuddy(m_scenes);
    row->addWidget(m_scenes, 1);

    auto* buttons = new QVBoxLayout;
    auto makeButton = [this, buttons](const QString& text, const char* name) {
        auto* button = new QPushButton(text, this);
        button->setObjectName(QLatin1String(name));
        button->setAutoDefault(false);
        buttons->addWidget(button);
        return button;
    };
    m_addCurrent = makeButton(tr("Add &Current Session"), "addCurrentSessionButton");
    m_addCurrent->setToolTip(
        tr("Adds the session shown in the window; an untitled or changed session is saved first."));
    m_addFiles = makeButton(tr("Add Session &Files…"), "addSessionFilesButton");
    m_remove = makeButton(tr("&Remove"), "removeSceneButton");
    m_up = makeButton(tr("Move &Up"), "moveSceneUpButton");
    m_up->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Up));
    m_up->setToolTip(tr("Ctrl+Up"));
    m_down = makeButton(tr("Move &Down"), "moveSceneDownButton");
    m_down->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Down));
    m_down->setToolTip(tr("Ctrl+Down"));
    m_question = makeButton(tr("&Question…"), "sceneQuestionButton");
    m_question->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Q));
    m_question->setToolTip(tr("Add, edit or remove the selected scene's question (Ctrl+Q); its "
                              "answer is computed from the scene's run."));
    buttons->addStretch(1);
    row->addLayout(buttons);
    layout->addLayout(row, 1);

    m_scenes->installEventFilter(this);

    m_error = new QLabel(this);
    m_error->setObjectName(QStringLiteral("lessonEditorError"));
    m_error->setWordWrap(true);
    m_error->setTextFormat(Qt::PlainText);
    m_error->setStyleSheet(QStringLiteral("color: #b00020;"));
    m_error->hide();
    layout->addWidget(m_error);

    auto* box = new QDialogButtonBox(this);
    m_save = box->addButton(tr("&Save and Play"), QDialogButtonBox::AcceptRole);
    m_save->setObjectName(QStringLiteral("saveLessonButton"));
    m_saveAs = box->addButton(tr("Save &As…"), QDialogButtonBox::ActionRole);
    m_saveAs->setObjectName(QStringLiteral("saveLessonAsButton"));
    QPushButton* cancel = box->addButton(QDialogButtonBox::Cancel);
    cancel->setObjectName(QStringLiteral("cancelLessonButton"));
    layout->addWidget(box);

    connect(m_addCurrent, &QPushButton::clicked, this, [this] { addCurrentSession(); });
    connect(m_addFiles, &QPushButton::clicked, this, [this] {
        const QStringList files = m_filesChooser ? m_filesChooser() : QStringList();
        if (!files.isEmpty())
            addSessionFiles(files);
    });
    connect(m_remove, &QPushButton::clicked, this, &LessonEditorDialog::removeSelectedScene);
    connect(m_up, &QPushButton::clicked, this, [this] { moveSelectedScene(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveSelectedScene(+1); });
    connect(m_question, &QPushButton::clicked, this, &LessonEditorDialog::editSelectedQuestion);
    connect(m_save, &QPushButton::clicked, this, [this] { save(); });
    connect(m_saveAs, &QPushButton::clicked, this, [this] { saveAs(); });
    connect(cancel, &QPushButton::clicked, this, &QDialog::reject);
    connect(m_scenes, &QTableWidget::itemChanged, this, [this](QTableWidgetItem* item) {
        if (m_rebuilding || item->column() != TitleColumn)
            return;
        LessonScene& scene = m_lesson.scenes[item->row()];
        const QString title = item->text().trimmed();
        scene.title = title.isEmpty() ? QFileInfo(scene.sessionPath).completeBaseName() : title;
        if (scene.title != item->text()) {
            m_rebuilding = true;
            item->setText(scene.title);
            m_rebuilding = false;
        }
    });
    connect(m_scenes, &QTableWidget::itemSelectionChanged, this,
            &LessonEditorDialog::updateButtons);

    rebuildTable(m_lesson.scenes.isEmpty() ? -1 : 0);
    resize(860, 440);
}

bool LessonEditorDialog::eventFilter(QObject* watched, QEvent* event)
{
    // Keys typed into an open title editor go to the editor, not here.
    if (watched == m_scenes && event->type() == QEvent::KeyPress) {
        const auto* key = static_cast<QKeyEvent*>(event);
        const bool control = key->modifiers() == Qt::ControlModifier;
        if (control && (key->key() == Qt::Key_Up || key->key() == Qt::Key_Down)) {
            moveSelectedScene(key->key() == Qt::Key_Up ? -1 : +1);
            return true;
        }
        if (key->modifiers() == Qt::NoModifier && key->key() == Qt::Key_Delete) {
            removeSelectedScene();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

Lesson LessonEditorDialog::lesson() const
{
    Lesson lesson = m_lesson;
    lesson.title = m_title->text().trimmed();
    return lesson;
}

QString LessonEditorDialog::errorText() const
{
    return m_error->isVisible() ? m_error->text() : QString();
}

void LessonEditorDialog::showError(const QString& message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

int LessonEditorDialog::selectedRow() const
{
    const QList<QTableWidgetItem*> items = m_scenes->selectedItems();
    return items.isEmpty() ? -1 : items.front()->row();
}

void LessonEditorDialog::rebuildTable(int selectRow)
{
    m_rebuilding = true;
    m_scenes->setRowCount(int(m_lesson.scenes.size()));
    for (int i = 0; i < m_lesson.scenes.size(); ++i) {
        const LessonScene& scene = m_lesson.scenes.at(i);
        auto* title = new QTableWidgetItem(scene.title);
        title->setToolTip(tr("Press F2 to rename"));
        auto* file = new QTableWidgetItem(fileLabel(scene.sessionPath));
        file->setFlags(file->flags() & ~Qt::ItemIsEditable);
        file->setToolTip(scene.sessionPath);
        auto* question = new QTableWidgetItem(
            scene.question ? LessonQuestionText::summary(scene.question->question)
                           : QStringLiteral("—"));
        question->setFlags(question->flags() & ~Qt::ItemIsEditable);
        m_scenes->setItem(i, TitleColumn, title);
        m_scenes->setItem(i, FileColumn, file);
        m_scenes->setItem(i, QuestionColumn, question);
        m_scenes->setCellWidget(i, ViewColumn, viewChooser(i));
    }
    m_rebuilding = false;
    if (selectRow >= 0 && selectRow < m_scenes->rowCount()) {
        m_scenes->setCurrentCell(selectRow, TitleColumn);
        m_scenes->selectRow(selectRow);
    } else {
        m_scenes->clearSelection();
    }
    updateButtons();
}

QWidget* LessonEditorDialog::viewChooser(int row)
{
    const QString current = m_lesson.scenes.at(row).view;
    auto* chooser = new QComboBox(m_scenes);
    chooser->setObjectName(QStringLiteral("sceneViewCombo%1").arg(row));
    chooser->setAccessibleName(tr("View of scene %1").arg(row + 1));
    chooser->setToolTip(tr("The tab the scene shows; the session's own keeps the tab the "
                           "window shows when the scene opens."));
    chooser->addItem(tr("The session's own"), QString());
    for (const ViewChoice& choice : m_viewChoices)
        chooser->addItem(choice.title, choice.id);
    int index = chooser->findData(current);
    if (index < 0) { // a view this app does not know: kept as the file has it
        chooser->addItem(tr("%1 (unknown)").arg(current), current);
        index = chooser->count() - 1;
    }
    chooser->setCurrentIndex(index);
    connect(chooser, &QComboBox::currentIndexChanged, this, [this, chooser, row] {
        if (!m_rebuilding && row < m_lesson.scenes.size())
            m_lesson.scenes[row].view = chooser->currentData().toString();
    });
    return chooser;
}

void LessonEditorDialog::setViewChoices(const QList<ViewChoice>& choices)
{
    m_viewChoices = choices;
    rebuildTable(selectedRow());
}

void LessonEditorDialog::setSceneView(int row, const QString& viewId)
{
    if (row < 0 || row >= m_lesson.scenes.size())
        return;
    m_lesson.scenes[row].view = viewId;
    rebuildTable(row);
}

void LessonEditorDialog::updateButtons()
{
    const int row = selectedRow();
    m_remove->setEnabled(row >= 0);
    m_up->setEnabled(row > 0);
    m_down->setEnabled(row >= 0 && row + 1 < m_scenes->rowCount());
    m_question->setEnabled(row >= 0);
}

void LessonEditorDialog::editSelectedQuestion()
{
    const int row = selectedRow();
    if (row < 0)
        return;
    const LessonScene& scene = m_lesson.scenes.at(row);
    SceneQuestionDialog dialog(scene.question, scene.sessionPath, this);
    if (dialog.exec() == QDialog::Accepted)
        setSceneQuestion(row, dialog.question());
}

void LessonEditorDialog::setSceneQuestion(int row, const std::optional<SceneQuestion>& question)
{
    if (row < 0 || row >= m_lesson.scenes.size())
        return;
    m_lesson.scenes[row].question = question;
    rebuildTable(row);
}

bool LessonEditorDialog::addCurrentSession()
{
    if (!m_currentSession) {
        showError(tr("There is no current session to add."));
        return false;
    }
    QString reason;
    const QString path = m_currentSession(&reason);
    if (path.isEmpty()) {
        showError(reason.isEmpty() ? tr("The current session was not added: it is not saved.")
                                   : reason);
        return false;
    }
    return addSessionFiles({path});
}

bool LessonEditorDialog::addSessionFiles(const QStringList& files)
{
    QStringList refused;
    int lastAdded = -1;
    for (const QString& file : files) {
        const QString path = file.startsWith(QLatin1String(":/"))
                                 ? QDir::cleanPath(file)
                                 : QFileInfo(file).absoluteFilePath();
        Spec spec;
        QString error;
        if (!QFileInfo::exists(path)) {
            refused << tr("%1 does not exist.").arg(path);
            continue;
        }
        if (!AttentionDocument::readSpecFromFile(path, &spec, &error)) {
            refused << error;
            continue;
        }
        // A scene is first named after its file, or a built-in example's title.
        QString title = QFileInfo(path).completeBaseName();
        for (const ExampleEntry& example : ExampleCatalog::all())
            if (example.resourcePath == path)
                title = example.title;
        LessonScene scene;
        scene.title = title;
        scene.sessionPath = path;
        m_lesson.scenes.append(scene);
        lastAdded = int(m_lesson.scenes.size()) - 1;
        if (!path.startsWith(QLatin1String(":/")))
            settings::lastDirectory.set(QFileInfo(path).absolutePath());
    }
    if (lastAdded >= 0)
        rebuildTable(lastAdded);
    showError(refused.isEmpty() ? QString()
                                : tr("Not added: %1").arg(refused.join(QLatin1Char(' '))));
    return refused.isEmpty();
}

void LessonEditorDialog::removeSelectedScene()
{
    const int row = selectedRow();
    if (row < 0)
        return;
    m_lesson.scenes.removeAt(row);
    rebuildTable(std::min(row, int(m_lesson.scenes.size()) - 1));
    showError(QString());
}

void LessonEditorDialog::moveSelectedScene(int delta)
{
    const int row = selectedRow();
    const int target = row + delta;
    if (row < 0 || target < 0 || target >= m_lesson.scenes.size())
        return;
    m_lesson.scenes.move(row, target);
    rebuildTable(target);
    m_scenes->setFocus();
}

QString LessonEditorDialog::validate(const Lesson& lesson)
{
    if (lesson.scenes.isEmpty())
        return tr("A lesson needs at least one scene: add the current session or session files.");
    for (int i = 0; i < lesson.scenes.size(); ++i) {
        const LessonScene& scene = lesson.scenes.at(i);
        if (!QFileInfo::exists(scene.sessionPath))
            return tr("Scene %1 (“%2”): the session file %3 does not exist.")
                .arg(i + 1)
                .arg(scene.title, scene.sessionPath);
        Spec spec;
        QString error;
        if (!AttentionDocument::readSpecFromFile(scene.sessionPath, &spec, &error))
            return tr("Scene %1 (“%2”): %3").arg(i + 1).arg(scene.title, error);
    }
    return QString();
}

bool LessonEditorDialog::writeTo(const QString& path)
{
    const Lesson edited = lesson();
    const QString problem = validate(edited);
    if (!problem.isEmpty()) {
        showError(tr("The lesson was not saved. %1").arg(problem));
        return false;
    }
    QString error;
    if (!edited.save(path, &error)) {
        showError(tr("Could not save %1: %2").arg(QFileInfo(path).fileName(), error));
        return false;
    }
    m_path = QFileInfo(path).absoluteFilePath();
    settings::lastDirectory.set(QFileInfo(path).absolutePath());
    showError(QString());
    accept();
    return true;
}

bool LessonEditorDialog::save()
{
    if (m_path.isEmpty() || m_path.startsWith(QLatin1String(":/")))
        return saveAs();
    return writeTo(m_path);
}

bool LessonEditorDialog::saveAs()
{
    // Refuse before asking where, so the teacher is not sent to a file dialog
    // for a lesson that cannot be written.
    const QString problem = validate(lesson());
    if (!problem.isEmpty()) {
        showError(tr("The lesson was not saved. %1").arg(problem));
        return false;
    }
    const QString suggested =
        m_path.isEmpty() || m_path.startsWith(QLatin1String(":/"))
            ? QFileInfo(settings::lastDirectory.get(), tr("lesson.json")).filePath()
            : m_path;
    const QString path = m_pathChooser ? m_pathChooser(suggested) : QString();
    if (path.isEmpty())
        return false;
    return writeTo(path);
}

} // namespace ae
