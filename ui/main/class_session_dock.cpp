#include "ui/main/class_session_dock.h"

#include "ui/actions/lesson_actions.h"
#include "ui/document/attention_runner.h"
#include "ui/main/main_window.h"
#include "ui/session_panel/class_session_panel.h"
#include "ui/views/query_distribution_view.h"

#include <QDockWidget>
#include <QMenu>
#include <QScrollArea>

namespace ae {

namespace {

std::optional<QueryRowQuestion> distributionRow(const MainWindow* window)
{
    const QueryDistributionView* view = window->distributionView();
    const RunPtr run = window->runner()->lastRun();
    if (!view || !run)
        return std::nullopt;
    const int b = view->batchIndex();
    const int query = view->query();
    const int head = view->head();
    if (b < 0 || b >= int(run->trace.batch.size()) || b >= int(run->prepared.keyTokens.size()))
        return std::nullopt;
    const BatchItemTrace& item = run->trace.batch[std::size_t(b)];
    if (item.heads.empty() || head < -1 || head >= int(item.heads.size()) || query < 0 ||
        query >= int(item.heads.front().weights.rows()))
        return std::nullopt;
    QueryRowQuestion q;
    q.queryIndex = query;
    const Tokens& tokens = run->prepared.tokens[std::size_t(b)];
    q.queryToken = query < int(tokens.size()) ? QString::fromStdString(tokens[std::size_t(query)])
                                              : QString::number(query);
    q.keys = run->prepared.keyTokens[std::size_t(b)];
    q.row = head >= 0 ? Vector(item.heads[std::size_t(head)].weights.row(query).transpose())
                      : Vector(item.meanWeights().row(query).transpose());
    if (q.row.size() != int(q.keys.size()))
        return std::nullopt;
    return q;
}

} // namespace

void addClassSessionAction(MainWindow* window, QMenu* menu)
{
    QAction* action = menu->addAction(QString());
    action->setObjectName(QStringLiteral("classSessionAction"));
    QObject::connect(action, &QAction::triggered, window, [window] {
        auto* dock = window->findChild<QDockWidget*>(QStringLiteral("classSessionDock"));
        if (!dock) {
            dock = new QDockWidget(window);
            dock->setObjectName(QStringLiteral("classSessionDock"));
            auto* panel = new ClassSessionPanel;
            panel->setQueryRowSource([window] { return distributionRow(window); });
            panel->setLessonQuestionSource(
                [window] { return window->lessonActions()->classQuestion(); });
            auto* scroll = new QScrollArea(dock);
            scroll->setWidgetResizable(true);
            scroll->setWidget(panel);
            dock->setWidget(scroll);
            window->addDockWidget(Qt::RightDockWidgetArea, dock);
            // Floating first: the views keep their room, and the panel can go to
            // the projector's screen at a size where the QR code and the join
            // code read from the back row (double-click its title to dock it).
            dock->setFloating(true);
            dock->resize(680, 900);
        }
        retranslateClassSession(window);
        dock->show();
        dock->raise();
    });
    retranslateClassSession(window);
}

void retranslateClassSession(MainWindow* window)
{
    if (auto* action = window->findChild<QAction*>(QStringLiteral("classSessionAction")))
        action->setText(MainWindow::tr("Class &Session…"));
    if (auto* dock = window->findChild<QDockWidget*>(QStringLiteral("classSessionDock")))
        dock->setWindowTitle(MainWindow::tr("Class session"));
}

} // namespace ae
