#pragma once
// The Compare tab's page: the bar that chooses configuration B above the
// view that shows A and B side by side. The window computes both runs (A is
// the session's, B comes from its own runner) and hands them to the view;
// as a RunView the page takes the batch item and names its figure.

#include "ui/views/run_view.h"

#include <QWidget>

namespace ae {

class CompareBar;
class CompareView;

class ComparePage : public QWidget, public RunView
{
    Q_OBJECT
public:
    explicit ComparePage(QWidget* parent = nullptr);

    CompareBar* bar() const { return m_bar; }
    CompareView* view() const { return m_view; }

    void setBatchIndex(int batch) override;
    QWidget* figure() override;
    void setColorMap(ColorMapId id) override;

private:
    CompareBar* m_bar = nullptr;
    CompareView* m_view = nullptr;
};

} // namespace ae
