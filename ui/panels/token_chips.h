#pragma once
// Tokens as a flow of small labels ("chips"), one row of chips per batch line;
// padding tokens are drawn faint so the padding of a batch is visible.

#include "core/types.h"

#include <QWidget>

class QVBoxLayout;

namespace ae {

class TokenChips : public QWidget
{
    Q_OBJECT
public:
    // Chips beyond this are summarised as "+N more" (a long text stays fast).
    static constexpr int kMaxChips = 300;

    explicit TokenChips(QWidget* parent = nullptr);

    // One entry per line; shorter lines are shown padded to the longest when
    // `showPadding` (the batch the engine will see).
    void setLines(const std::vector<Tokens>& lines, bool showPadding);
    // Texts of the chips shown, in order (padding included).
    QStringList chipTexts() const;

private:
    QVBoxLayout* m_rows = nullptr;
};

} // namespace ae
