#include "ui/panels/compare_bar.h"

#include "core/io/spec_widths.h"
#include "ui/document/scoring_text.h"
#include "ui/panels/mask_panel.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>

namespace ae {

CompareBar::CompareBar(QWidget* parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("compareBar"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->addWidget(new QLabel(tr("Configuration B:"), this));
    m_scoring = new QComboBox(this);
    m_scoring->setObjectName(QStringLiteral("compareScoringCombo"));
    // Additive first: B's default, the contrast to A's dot product.
    m_scoring->addItem(scoringShortName(ScoringType::Additive), int(ScoringType::Additive));
    for (const ScoringTypeInfo& info : scoringTypes())
        if (info.type != ScoringType::Additive)
            m_scoring->addItem(scoringShortName(info.type), int(info.type));
    layout->addWidget(m_scoring);
    m_mask = new QComboBox(this);
    m_mask->setObjectName(QStringLiteral("compareMaskCombo"));
    m_mask->addItem(tr("Mask as in A"), int(MaskChoice::SameAsA));
    m_mask->addItem(tr("No mask"), int(MaskChoice::None));
    m_mask->addItem(tr("Causal mask"), int(MaskChoice::Causal));
    m_mask->addItem(tr("Window r = 1"), int(MaskChoice::Window1));
    layout->addWidget(m_mask);
    layout->addSpacing(12);
    layout->addWidget(new QLabel(tr("Show:"), this));
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
        m_head->addItem(tr("Head %1").arg(h + 1), h);
    m_head->addItem(tr("Mean over heads"), -1);
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

QString CompareBar::describe(const Spec& spec)
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
    return tr("%1, %2").arg(scoringShortName(spec.config.scoring.type), mask);
}

} // namespace ae
