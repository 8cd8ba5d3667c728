#pragma once
// The small bar above the compare view: configuration B is the current spec
// with another scoring function and/or mask, chosen here.

#include "core/io/spec.h"
#include "core/io/spec_comparison.h"

#include <QWidget>

class QComboBox;
class QLabel;

namespace ae {

class CompareBar : public QWidget
{
    Q_OBJECT
public:
    using MaskChoice = ComparisonMask;

    explicit CompareBar(QWidget* parent = nullptr);

    // Configuration B derived from A with the bar's choices (deriveComparison).
    Spec configurationB(const Spec& a) const;
    // Short readable descriptions, the fullest first: "Scaled dot product,
    // causal mask", then the scoring alone ("Scaled dot product") for a
    // narrow title (the mask is in the bar's own box).
    static QStringList describe(const Spec& spec);

    QComboBox* scoringCombo() const { return m_scoring; }
    QComboBox* maskCombo() const { return m_mask; }
    QComboBox* headCombo() const { return m_head; }
    // Head compared: −1 = mean over heads.
    int head() const;
    void setHeadCount(int heads);

signals:
    void configurationChanged();
    void headChanged(int head);

protected:
    void changeEvent(QEvent* event) override;

private:
    // Writes every text; combo items keep their index and data.
    void retranslateUi();
    // "Head 1", …, "Mean over heads" from each item's head (its data).
    void writeHeadTexts();

    QLabel* m_configurationLabel = nullptr;
    QLabel* m_showLabel = nullptr;
    QComboBox* m_scoring = nullptr;
    QComboBox* m_mask = nullptr;
    QComboBox* m_head = nullptr;
};

} // namespace ae
