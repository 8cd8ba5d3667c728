#pragma once
// One undoable edit of the session spec: the spec before and after. Specs of
// text sessions are small (a few weight matrices), so keeping both is cheaper
// and less error-prone than a hand-written inverse per field. Commands with
// the same CommandId merge (typing, dragging a slider) unless made unmergeable.

#include "core/io/spec.h"
#include "ui/document/command_id.h"

#include <QUndoCommand>

namespace ae {

class AttentionDocument;

class SpecEditCommand : public QUndoCommand
{
public:
    SpecEditCommand(AttentionDocument* document, CommandId id, const QString& text, Spec before,
                    Spec after, bool mergeable);

    void undo() override;
    void redo() override;
    int id() const override;
    bool mergeWith(const QUndoCommand* other) override;

private:
    AttentionDocument* m_document;
    CommandId m_commandId;
    bool m_mergeable;
    Spec m_before;
    Spec m_after;
};

} // namespace ae
