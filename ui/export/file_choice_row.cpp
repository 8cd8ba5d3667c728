#include "ui/export/file_choice_row.h"

#include "ui/document/app_settings.h"

#include <QDialog>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QPushButton>

namespace ae {

FileChoiceRow::FileChoiceRow(const QString& editName, const QString& dialogTitle,
                             std::function<QString()> filter, QWidget* parent)
    : QWidget(parent), m_dialogTitle(dialogTitle), m_filter(std::move(filter))
{
    auto* row = new QHBoxLayout(this);
    // Lines up with the dialog's other rows, as a nested layout would.
    row->setContentsMargins(0, 0, 0, 0);
    m_edit = new QLineEdit(this);
    m_edit->setObjectName(editName);
    row->addWidget(m_edit, 1);
    auto* browse = new QPushButton(tr("Browse…"), this);
    row->addWidget(browse);
    setFocusProxy(m_edit);
    connect(browse, &QPushButton::clicked, this, &FileChoiceRow::browse);
}

void FileChoiceRow::addWithExportButtons(QFormLayout* form, QDialog* dialog)
{
    form->addRow(tr("File:"), this);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, dialog);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, dialog, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
}

QString FileChoiceRow::path() const
{
    return m_edit->text().trimmed();
}

void FileChoiceRow::setPath(const QString& path)
{
    m_edit->setText(path);
}

void FileChoiceRow::setPathInLastDirectory(const QString& fileName)
{
    const QString last = settings::lastDirectory.get();
    setPath(QDir(last.isEmpty() ? QDir::homePath() : last).filePath(fileName));
}

void FileChoiceRow::setFileName(const QString& fileName)
{
    setPath(QFileInfo(path()).dir().filePath(fileName));
}

void FileChoiceRow::setSuffix(const QString& suffix)
{
    const QFileInfo info(path());
    if (info.fileName().isEmpty())
        return;
    setPath(info.dir().filePath(info.completeBaseName() + QLatin1Char('.') + suffix));
}

void FileChoiceRow::addSuffixIfMissing(const QString& suffix)
{
    const QString current = path();
    if (QFileInfo(current).suffix().isEmpty())
        setPath(current + QLatin1Char('.') + suffix);
}

void FileChoiceRow::browse()
{
    const QString file = QFileDialog::getSaveFileName(window(), m_dialogTitle, path(),
                                                      m_filter ? m_filter() : QString());
    if (!file.isEmpty())
        setPath(file);
}

} // namespace ae
