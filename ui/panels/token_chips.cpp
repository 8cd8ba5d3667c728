#include "ui/panels/token_chips.h"

#include "core/io/spec.h"
#include "ui/panels/flow_layout.h"

#include <QLabel>
#include <QVBoxLayout>

namespace ae {

namespace {

QLabel* makeChip(const QString& text, bool padding, QWidget* parent)
{
    auto* chip = new QLabel(text, parent);
    chip->setObjectName(padding ? QStringLiteral("padChip") : QStringLiteral("tokenChip"));
    chip->setTextFormat(Qt::PlainText);
    chip->setStyleSheet(padding ? QStringLiteral("QLabel { border: 1px dashed palette(mid); "
                                                 "border-radius: 6px; padding: 1px 5px; "
                                                 "color: palette(mid); }")
                                : QStringLiteral("QLabel { border: 1px solid palette(mid); "
                                                 "border-radius: 6px; padding: 1px 5px; "
                                                 "background: palette(alternate-base); }"));
    return chip;
}

} // namespace

TokenChips::TokenChips(QWidget* parent) : QWidget(parent)
{
    m_rows = new QVBoxLayout(this);
    m_rows->setContentsMargins(0, 0, 0, 0);
    m_rows->setSpacing(3);
}

void TokenChips::setLines(const std::vector<Tokens>& lines, bool showPadding)
{
    while (QLayoutItem* item = m_rows->takeAt(0)) {
        if (QWidget* widget = item->widget())
            widget->deleteLater();
        delete item;
    }
    std::size_t longest = 0;
    for (const Tokens& line : lines)
        longest = std::max(longest, line.size());
    int shown = 0;
    int hidden = 0;
    for (const Tokens& line : lines) {
        auto* row = new QWidget(this);
        auto* flow = new FlowLayout(row, 3);
        const std::size_t length = showPadding ? longest : line.size();
        for (std::size_t i = 0; i < length; ++i) {
            if (shown >= kMaxChips) {
                ++hidden;
                continue;
            }
            const bool padding = i >= line.size();
            flow->addWidget(
                makeChip(padding ? QString::fromLatin1(kPadToken) : QString::fromStdString(line[i]),
                         padding, row));
            ++shown;
        }
        m_rows->addWidget(row);
    }
    if (hidden > 0) {
        auto* more = new QLabel(tr("+%n more", nullptr, hidden), this);
        more->setObjectName(QStringLiteral("moreChipsLabel"));
        m_rows->addWidget(more);
    }
    updateGeometry();
}

QStringList TokenChips::chipTexts() const
{
    QStringList texts;
    for (int r = 0; r < m_rows->count(); ++r) {
        const QWidget* row = m_rows->itemAt(r)->widget();
        if (!row || !row->layout())
            continue;
        for (int c = 0; c < row->layout()->count(); ++c)
            if (const auto* chip = qobject_cast<const QLabel*>(row->layout()->itemAt(c)->widget()))
                texts << chip->text();
    }
    return texts;
}

} // namespace ae
