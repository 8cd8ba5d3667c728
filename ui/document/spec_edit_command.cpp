#include "ui/document/spec_edit_command.h"

#include "ui/document/attention_document.h"

namespace ae {

SpecEditCommand::SpecEditCommand(AttentionDocument* document, CommandId id, const QString& text,
                                 Spec before, Spec after, bool mergeable)
    : QUndoCommand(text), m_document(document), m_commandId(id), m_mergeable(mergeable),
      m_before(std::move(before)), m_after(std::move(after))
{
}

void SpecEditCommand::undo()
{
    m_document->replaceSpec(m_before);
}

void SpecEditCommand::redo()
{
    m_document->replaceSpec(m_after);
}

int SpecEditCommand::id() const
{
    return m_mergeable ? static_cast<int>(m_commandId) : -1;
}

bool SpecEditCommand::mergeWith(const QUndoCommand* other)
{
    if (other->id() != id() || id() < 0)
        return false;
    m_after = static_cast<const SpecEditCommand*>(other)->m_after;
    return true;
}

} // namespace ae
