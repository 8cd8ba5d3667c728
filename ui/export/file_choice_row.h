#pragma once
// The "File:" row of the export dialogs: the path in a line edit and a
// Browse… button that asks for a file to save to. The dialog owns the format;
// the row keeps the file name in step with it (a new suffix, or a new name in
// the same folder).

#include <QString>
#include <QWidget>

#include <functional>

class QDialog;
class QFormLayout;
class QLineEdit;

namespace ae {

class FileChoiceRow : public QWidget
{
    Q_OBJECT
public:
    // `editName`: the line edit's objectName (tests find it by that).
    // `dialogTitle`: the save dialog's title. `filter` gives the save dialog's
    // file filter when Browse… is pressed, so it follows the chosen format.
    FileChoiceRow(const QString& editName, const QString& dialogTitle,
                  std::function<QString()> filter, QWidget* parent = nullptr);

    // Adds this row to `form` as its "File:" row and, below it, the Export
    // and Cancel buttons, wired to `dialog`'s accept() and reject().
    void addWithExportButtons(QFormLayout* form, QDialog* dialog);

    // The path as typed, without surrounding white space.
    QString path() const;
    void setPath(const QString& path);
    // `fileName` in the folder of the last export (settings::lastDirectory),
    // or in the home folder when there was none.
    void setPathInLastDirectory(const QString& fileName);
    // Replaces the file name and keeps the folder.
    void setFileName(const QString& fileName);
    // Replaces the file name's suffix with `suffix` (no dot); nothing when
    // there is no file name.
    void setSuffix(const QString& suffix);
    // Appends `.suffix` when the file name has no suffix.
    void addSuffixIfMissing(const QString& suffix);

private:
    void browse();

    QLineEdit* m_edit = nullptr;
    QString m_dialogTitle;
    std::function<QString()> m_filter;
};

} // namespace ae
