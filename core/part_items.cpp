#include "core/part_items.h"

namespace ae {

PartItems::PartItems(int parts, int itemsPerPart)
    : m_items(itemsPerPart), m_next(new std::atomic<int>[std::size_t(parts)]),
      m_finished(new std::atomic<int>[std::size_t(parts)])
{
    for (int part = 0; part < parts; ++part) {
        m_next[std::size_t(part)].store(0, std::memory_order_relaxed);
        m_finished[std::size_t(part)].store(0, std::memory_order_relaxed);
    }
}

int PartItems::take(int part)
{
    if (failed())
        return -1;
    // Once past the end the counter only grows; the items stay handed out once.
    const int item = m_next[std::size_t(part)].fetch_add(1, std::memory_order_relaxed);
    return item < m_items ? item : -1;
}

void PartItems::finished(int part)
{
    m_finished[std::size_t(part)].fetch_add(1, std::memory_order_release);
}

bool PartItems::allFinished(int part) const
{
    return m_finished[std::size_t(part)].load(std::memory_order_acquire) >= m_items;
}

} // namespace ae
