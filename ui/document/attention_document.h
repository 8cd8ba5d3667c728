#pragma once
// The session: an ae::Spec (the same JSON the command-line tool reads), the
// file it came from, and its undo history. Every change goes through edit(),
// which pushes one SpecEditCommand; the clean state of the undo stack is the
// "saved" state. No widgets here.

#include "core/io/spec.h"
#include "core/io/spec_widths.h"
#include "ui/document/command_id.h"

#include <QJsonValue>
#include <QObject>
#include <QString>
#include <QUndoStack>

#include <functional>
#include <optional>
#include <string>

namespace ae {

class AttentionDocument : public QObject
{
    Q_OBJECT
public:
    explicit AttentionDocument(QObject* parent = nullptr);

    const Spec& spec() const { return m_spec; }
    // The spec's widths (d, d_k, projected widths, h), counted once per
    // change of the spec: the panels read them on every edit.
    const SpecWidths& widths() const { return m_widths; }
    QString filePath() const { return m_filePath; }
    // The file's name, or "Untitled" for a new session or an example.
    QString displayName() const;
    bool isModified() const;
    QUndoStack* undoStack() { return &m_undoStack; }

    // Applies `change` to a copy of the spec, refits generated scoring weights
    // to the new head widths, and pushes the result as one undoable command.
    // Consecutive edits with the same id merge unless `mergeable` is false.
    // The session's "description" is written about the text it came with
    // (the built-in example asks which words "it" attends to): an edit that
    // leaves another text or source text drops it, so it is neither shown
    // nor saved beside the class's own sentence; an edit (or undo) back to
    // that text brings it back.
    void edit(CommandId id, const QString& description, const std::function<void(Spec&)>& change,
              bool mergeable = true);

    // Replaces the whole session (New, Open, Examples); clears the history.
    void reset(const Spec& spec, const QString& filePath = QString());
    // Reads a session file. On failure the session is left as it was and
    // *error says why (with the offending field).
    bool open(const QString& path, QString* error);
    // Like open(), but the session stays untitled (built-in examples, ":/…").
    bool openExample(const QString& path, QString* error);
    // Writes the spec JSON atomically; on success the session takes the path
    // and becomes unmodified.
    bool save(const QString& path, QString* error);

    // The session the app starts with: an English sentence, two heads.
    static Spec builtInSpec();
    // Parses spec JSON from a file (resources too); false with *error on failure.
    static bool readSpecFromFile(const QString& path, Spec* spec, QString* error);

    // Used by the undo commands: sets the spec and notifies.
    void replaceSpec(const Spec& spec);

signals:
    void specChanged();
    void filePathChanged(const QString& path);
    void modifiedChanged(bool modified);

private:
    // The description reset() found and the texts it is about.
    struct DescribedText
    {
        QJsonValue description; // undefined when the session has none
        std::optional<std::string> text;
        std::optional<std::string> keyText;
    };
    void keepDescriptionWithItsText(Spec& spec) const;

    DescribedText m_described;
    Spec m_spec;
    SpecWidths m_widths;
    QString m_filePath;
    QUndoStack m_undoStack;
};

} // namespace ae
