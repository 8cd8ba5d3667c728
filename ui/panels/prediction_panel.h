#pragma once
// The Predict panel (View ▸ Predict, F6): asks where one query row will look
// before the views show it. The student picks the head and the query (and
// the layer of a model's or a training run's head; or clicks a row of a
// heatmap), sketches the row (RowSketchWidget), then
// reveals it: the true row is drawn over the guess, with the distance
// between them, whether the top key was right and why the winner won (its
// score's lead over the next key, and the weight ratio the softmax makes of
// it).
//
// It edits a PredictionState and draws it; the numbers come from the state.

#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace ae {

class PredictionState;
class RowSketchWidget;

class PredictionPanel : public QWidget
{
    Q_OBJECT
public:
    explicit PredictionPanel(PredictionState* state, QWidget* parent = nullptr);

    RowSketchWidget* sketch() const { return m_sketch; }
    QPushButton* revealButton() const { return m_reveal; }
    QPushButton* nextButton() const { return m_next; }
    QSpinBox* layerBox() const { return m_layer; }
    QSpinBox* headBox() const { return m_head; }
    QComboBox* queryBox() const { return m_query; }
    QLabel* questionLabel() const { return m_question; }
    QLabel* outcomeLabel() const { return m_outcome; }

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void refresh();

    PredictionState* m_state = nullptr;
    QLabel* m_question = nullptr;
    QLabel* m_layerLabel = nullptr;
    QSpinBox* m_layer = nullptr;
    QLabel* m_headLabel = nullptr;
    QSpinBox* m_head = nullptr;
    QLabel* m_queryLabel = nullptr;
    QComboBox* m_query = nullptr;
    QLabel* m_hint = nullptr;
    RowSketchWidget* m_sketch = nullptr;
    QPushButton* m_even = nullptr;
    QPushButton* m_reveal = nullptr;
    QPushButton* m_next = nullptr;
    QLabel* m_outcome = nullptr;
};

} // namespace ae
