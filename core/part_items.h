#pragma once
// Items shared out over threads by part: each thread owns a part (its rows)
// with the same number of items (one per head), runs its own part's items,
// then takes the items no thread has started of the other parts, and waits
// for its own part's last item before work that needs all of them (the
// part's output projection). So a thread slowed by an interrupt or a
// neighbour gives items away instead of holding the stage up.
//
// Rules (each tested in tests/core/test_part_items.cpp):
// - take(part) hands out each of a part's items once, in order, to whichever
//   thread asks first; then −1.
// - finished(part) after an item's work publishes that work: a thread that
//   sees allFinished(part) sees every item's writes.
// - allFinished(part) only once every item was taken and finished.
// - after fail(), take() returns −1 and failed() is true, so no thread waits
//   for an item that will never finish (the failing thread's exception is
//   what the caller rethrows).

#include <atomic>
#include <memory>

namespace ae {

class PartItems
{
public:
    PartItems(int parts, int itemsPerPart);

    int take(int part);
    void finished(int part);
    bool allFinished(int part) const;

    void fail() { m_failed.store(true, std::memory_order_relaxed); }
    bool failed() const { return m_failed.load(std::memory_order_relaxed); }

private:
    const int m_items;
    std::unique_ptr<std::atomic<int>[]> m_next, m_finished;
    std::atomic<bool> m_failed{false};
};

} // namespace ae
