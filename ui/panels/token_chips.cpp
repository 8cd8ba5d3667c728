#include "ui/panels/token_chips.h"

#include "core/io/spec.h"
#include "ui/panels/flow_layout.h"

#include <QEvent>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace ae {

namespace {

const QString kTokenChip = QStringLiteral("tokenChip");
const QString kPadChip = QStringLiteral("padChip");

QLabel* makeChip(const QString& text, bool padding, const QString& style, QWidget* parent)
{
    auto* chip = new QLabel(text, parent);
    chip->setObjectName(padding ? kPadChip : kTokenChip);
    chip->setTextFormat(Qt::PlainText);
    chip->setStyleSheet(style);
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
    const QString tokenStyle = chipStyle(false);
    const QString padStyle = chipStyle(true);
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
                         padding, padding ? padStyle : tokenStyle, row));
            ++shown;
        }
        m_rows->addWidget(row);
    }
    m_hiddenChips = hidden;
    m_more = nullptr;
    if (hidden > 0) {
        m_more = new QLabel(this);
        m_more->setObjectName(QStringLiteral("moreChipsLabel"));
        m_rows->addWidget(m_more);
        retranslateUi();
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

QString TokenChips::chipStyle(bool padding) const
{
    // Explicit colours from this widget's palette, rebuilt on a palette
    // change: a style sheet's palette(role) is resolved once, when the chip is
    // polished, so chips made in the light theme stayed light in the dark one.
    const QPalette& colours = palette();
    const int border = std::max(1, int(std::lround(m_scale)));
    const int radius = int(std::lround(6 * m_scale));
    const int vertical = int(std::lround(1 * m_scale));
    const int horizontal = int(std::lround(5 * m_scale));
    const QString box = QStringLiteral("border-radius: %1px; padding: %2px %3px; ")
                            .arg(radius)
                            .arg(vertical)
                            .arg(horizontal);
    if (padding)
        return QStringLiteral("QLabel { border: %1px dashed %2; %3color: %4; }")
            .arg(border)
            .arg(colours.color(QPalette::Mid).name(), box,
                 colours.color(QPalette::PlaceholderText).name());
    return QStringLiteral("QLabel { border: %1px solid %2; %3background: %4; color: %5; }")
        .arg(border)
        .arg(colours.color(QPalette::Mid).name(), box, colours.color(QPalette::Midlight).name(),
             colours.color(QPalette::Text).name());
}

void TokenChips::restyleChips()
{
    const QString tokenStyle = chipStyle(false);
    const QString padStyle = chipStyle(true);
    for (QLabel* chip : findChildren<QLabel*>()) {
        const QString& style = chip->objectName() == kTokenChip ? tokenStyle
                               : chip->objectName() == kPadChip ? padStyle
                                                                : QString();
        if (!style.isEmpty() && chip->styleSheet() != style)
            chip->setStyleSheet(style);
    }
}

void TokenChips::setPresentationScale(double scale)
{
    m_scale = std::clamp(scale, 0.5, 4.0);
    restyleChips();
    updateGeometry();
}

void TokenChips::changeEvent(QEvent* event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::ApplicationPaletteChange)
        restyleChips();
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
}

void TokenChips::retranslateUi()
{
    if (m_more)
        m_more->setText(tr("+%n more", nullptr, m_hiddenChips));
}

} // namespace ae
