#pragma once
// Tokens as a flow of small labels ("chips"), one row of chips per batch line;
// padding tokens are drawn faint so the padding of a batch is visible.
// Colours come from the palette (Midlight chips, Mid borders, Text letters)
// and follow a theme switch; presentationScale (presentation mode) widens the
// borders, corners and padding (the letters follow the application font).
// Chips are read-only labels: nothing to focus.

#include "core/types.h"

#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace ae {

class TokenChips : public QWidget
{
    Q_OBJECT
    Q_PROPERTY(double presentationScale READ presentationScale WRITE setPresentationScale)
public:
    // Chips beyond this are summarised as "+N more" (a long text stays fast).
    static constexpr int kMaxChips = 300;

    explicit TokenChips(QWidget* parent = nullptr);

    // One entry per line; shorter lines are shown padded to the longest when
    // `showPadding` (the batch the engine will see).
    void setLines(const std::vector<Tokens>& lines, bool showPadding);
    // Texts of the chips shown, in order (padding included).
    QStringList chipTexts() const;

    // 1 normally; presentation mode sets a larger value (restored to 1 on leave).
    double presentationScale() const { return m_scale; }
    void setPresentationScale(double scale);

protected:
    void changeEvent(QEvent* event) override;

private:
    QString chipStyle(bool padding) const;
    void restyleChips();
    // The "+N more" label, the only text that is not a token.
    void retranslateUi();

    QVBoxLayout* m_rows = nullptr;
    double m_scale = 1.0;
    QLabel* m_more = nullptr; // shown when chips were left out
    int m_hiddenChips = 0;
};

} // namespace ae
