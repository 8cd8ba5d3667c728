#include "ui/actions/view_navigation_actions.h"

#include <QAction>
#include <QMenu>
#include <QTabWidget>

namespace ae {

ViewNavigationActions::ViewNavigationActions(QTabWidget* tabs, QObject* parent)
    : QObject(parent), m_tabs(tabs)
{
}

void ViewNavigationActions::addViewActions(QMenu* view)
{
    QAction* next = m_texts.action(view->addAction(QString(), this, [this] { step(+1); }),
                                   QT_TR_NOOP("&Next View"));
    next->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageDown));
    next->setObjectName(QStringLiteral("nextViewAction"));
    QAction* previous = m_texts.action(view->addAction(QString(), this, [this] { step(-1); }),
                                       QT_TR_NOOP("Pre&vious View"));
    previous->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_PageUp));
    previous->setObjectName(QStringLiteral("previousViewAction"));
}

void ViewNavigationActions::step(int step)
{
    const int count = m_tabs->count();
    if (count == 0)
        return;
    m_tabs->setCurrentIndex(((m_tabs->currentIndex() + step) % count + count) % count);
}

void ViewNavigationActions::retranslate()
{
    m_texts.retranslate();
}

} // namespace ae
