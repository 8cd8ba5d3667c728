#pragma once
// A QTabWidget asks for the room of the page it shows, not of its widest
// page. Qt's tab widget stacks its pages, and a stack's minimum size is the
// largest of all its pages' minimums: the window's tabs asked for about
// 1000 px on every tab because the CNN · RNN · attention page needs that,
// so opening the Predict dock beside the Heads tab in the default window
// squeezed the Sequence and Model docks below their text.
//
// follow() marks every page but the current one Ignored in both directions
// (their minimums no longer count; QStackedLayout leaves them out through
// qSmartMinSize), and gives the current one back the size policy it had,
// each time the current tab changes. A page added later is marked at the
// next change. A page keeps the policy it had when first marked: one that
// set another later would lose it when shown. Switching to a wide page
// still asks for its width, as a widget of that width must.

class QTabWidget;

namespace ae {

class CurrentPageSizing
{
public:
    static void follow(QTabWidget* tabs);

private:
    static void apply(QTabWidget* tabs);
};

} // namespace ae
