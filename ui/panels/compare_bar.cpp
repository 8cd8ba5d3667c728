#include "ui/panels/compare_bar.h"

#include "core/io/spec_widths.h"
#include "ui/document/scoring_text.h"
#include "ui/panels/mask_panel.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

namespace ae {

CompareBar::CompareBar(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("compareBar"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    m_configurationLabel = new QLabel(this);
    layout->addWidget(m_configurationLabel);
    m_scoring = new QComboBox(this);
    m_scoring->setObjectName(QStringLiteral("compareScoringCombo"));
    // Additive first: B's default, the contrast to A's dot product.
    m_scoring->addItem(QString(), int(ScoringType::Additive));
    for (const ScoringTypeInfo& info : scoringTypes())
        if (info.type != ScoringType::Additive)
            m_scoring->addItem(QString(), int(info.type));
    layout->addWidget(m_scoring);
    m_mask = new QComboBox(this);
    m_mask->setObjectName(QStringLiteral("compareMaskCombo"));
    for (MaskChoice choice :
         {MaskChoice::SameAsA, MaskChoice::None, MaskChoice::Causal, MaskChoice::Window1})
        m_mask->addItem(QString(), int(choice));
    layout->addWidget(m_mask);
    layout->addSpacing(12);
    m_showLabel = new QLabel(this);
    layout->addWidget(m_showLabel);
    m_head = new QComboBox(this);
    m_head->setObjectName(QStringLiteral("compareHeadCombo"));
    layout->addWidget(m_head);
    setHeadCount(1);
    layout->addStretch(1);
    connect(m_head, qOverload<int>(&QComboBox::currentIndexChanged), this,
            [this] { emit headChanged(head()); });
    connect(m_scoring, qOverload<int>(&QComboBox::currentIndexChanged), this,
            &CompareBar::configurationChanged);
    connect(m_mask, qOverload<int>(&QComboBox::currentIndexChanged), this,
            &CompareBar::configurationChanged);
    retranslateUi();
}

void CompareBar::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void CompareBar::retranslateUi()
{
    m_configurationLabel->setText(tr("Configuration B:"));
    for (int i = 0; i < m_scoring->count(); ++i)
        m_scoring->setItemText(
            i, scoringShortName(static_cast<ScoringType>(m_scoring->itemData(i).toInt())));
    m_mask->setItemText(m_mask->findData(int(MaskChoice::SameAsA)), tr("Mask as in A"));
    m_mask->setItemText(m_mask->findData(int(MaskChoice::None)), tr("No mask"));
    m_mask->setItemText(m_mask->findData(int(MaskChoice::Causal)), tr("Causal mask"));
    m_mask->setItemText(m_mask->findData(int(MaskChoice::Window1)), tr("Window r = 1"));
    m_showLabel->setText(tr("Show:"));
    writeHeadTexts();
}

void CompareBar::writeHeadTexts()
{
    for (int i = 0; i < m_head->count(); ++i) {
        const int h = m_head->itemData(i).toInt();
        m_head->setItemText(i, h < 0 ? tr("Mean over heads") : tr("Head %1").arg(h + 1));
    }
}

int CompareBar::head() const
{
    return m_head->currentIndex() >= 0 ? m_head->currentData().toInt() : 0;
}

void CompareBar::setHeadCount(int heads)
{
    if (m_head->count() == heads + 1)
        return;
    const int current = head();
    const QSignalBlocker blocker(m_head);
    m_head->clear();
    for (int h = 0; h < heads; ++h)
        m_head->addItem(QString(), h);
    m_head->addItem(QString(), -1);
    writeHeadTexts();
    const int index = m_head->findData(current);
    m_head->setCurrentIndex(index >= 0 ? index : 0);
    if (head() != current)
        emit headChanged(head());
}

Spec CompareBar::configurationB(const Spec& a) const
{
    return deriveComparison(a, static_cast<ScoringType>(m_scoring->currentData().toInt()),
                            static_cast<ComparisonMask>(m_mask->currentData().toInt()));
}

QStringList CompareBar::describe(const Spec& spec)
{
    QString mask;
    switch (MaskPanel::modeOf(spec.config.mask)) {
    case MaskPanel::Mode::None:
        mask = tr("no mask");
        break;
    case MaskPanel::Mode::ValidLengths:
        mask = tr("valid lengths");
        break;
    case MaskPanel::Mode::Causal:
        mask = tr("causal mask");
        break;
    case MaskPanel::Mode::Window:
        mask = tr("window r = %1").arg(spec.config.mask.window);
        break;
    case MaskPanel::Mode::Custom:
        mask = tr("custom mask");
        break;
    }
    const QString scoring = scoringShortName(spec.config.scoring.type);
    return {tr("%1, %2").arg(scoring, mask), scoring};
}

} // namespace ae
