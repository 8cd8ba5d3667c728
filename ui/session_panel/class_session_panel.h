#pragma once
// The teacher's side of the class session: start and stop it on the address
// and port the teacher picks, show the join URL, its QR code and the join
// code large enough for a projector, how many joined and answered, and the
// class's answers as they arrive: the histogram of choices, or the mean
// sketched row. The truth (the true row, the right choice, share correct) is
// drawn only after Reveal, so the projector does not give the answer away.
// Names stay hidden unless "Show names" is ticked (off by default).
//
// Questions come from the window through source functions: the query row on
// screen (its keys and weights), asked as "sketch this row" or "which key
// wins", and the lesson scene's question (any kind: a row, a key, a head, a
// number, multiple choice), its truth computed from the scene's run. Redraws are coalesced (at most
// one per refreshIntervalMs) so a class answering at once does not stall the window.

#include "core/class_question.h"

#include <QHostAddress>
#include <QWidget>

#include <functional>
#include <optional>

class QCheckBox;
class QComboBox;
class QCPBars;
class QCustomPlot;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTimer;

namespace ae {

class ClassSession;
class QrCodeWidget;

// A query row on screen: what a "sketch this row" question is made of.
struct QueryRowQuestion
{
    QString queryToken; // the query's token
    int queryIndex = 0; // 0-based
    Tokens keys;        // the row's keys
    Vector row;         // the row's weights (a distribution)
};

class ClassSessionPanel : public QWidget
{
    Q_OBJECT
public:
    explicit ClassSessionPanel(QWidget* parent = nullptr);
    ~ClassSessionPanel() override;

    ClassSession* session() const { return m_session; }
    void setQueryRowSource(std::function<std::optional<QueryRowQuestion>()> source);
    // The lesson scene's question, worded (nullopt: no lesson question now).
    void setLessonQuestionSource(std::function<std::optional<ClassQuestion>()> source);

    // What Start does with the chosen address and port; false (and the reason
    // in the status line) when the port cannot be bound.
    bool startSession(const QHostAddress& address, quint16 port);
    void stopSession();
    // Ask the source's row; false (status line says why) without a row.
    bool askSketchRow();
    bool askWinningKey();
    // Ask the lesson source's question; false (status line says why) without one.
    bool askLessonQuestion();
    // Ask `question` (validated); false and the reason in the status line when
    // it is not a valid question.
    bool askQuestion(const ClassQuestion& question);
    void reveal();
    // Redraws now instead of at the next coalesced refresh.
    void refreshNow();

    QLabel* joinCodeLabel() const { return m_code; }
    QLabel* addressLabel() const { return m_url; }
    QrCodeWidget* qrCode() const { return m_qr; }
    QLabel* countsLabel() const { return m_counts; }
    QLabel* summaryLabel() const { return m_summary; }
    QLabel* statusLabel() const { return m_status; }
    QCustomPlot* plot() const { return m_plot; }
    QCPBars* answerBars() const { return m_answerBars; }
    QCPBars* truthBars() const { return m_truthBars; }
    QCheckBox* showNamesBox() const { return m_showNames; }
    QListWidget* namesList() const { return m_names; }
    QPushButton* revealButton() const { return m_reveal; }
    QPushButton* startButton() const { return m_start; }
    QPushButton* askLessonButton() const { return m_askLesson; }

protected:
    void changeEvent(QEvent* event) override;

private:
    // The fixed texts (labels, buttons, tool tips, the legend's defaults).
    void retranslateUi();
    // The texts that follow whether the session runs: the start button, the
    // address line, the join code's accessible name.
    void writeRunningTexts();
    void onStartStop();
    void onRunningChanged(bool running);
    void scheduleRefresh();
    void refreshPlot();
    void refreshNames();
    void setStatus(const QString& text);

    ClassSession* m_session = nullptr;
    std::function<std::optional<QueryRowQuestion>()> m_source;
    std::function<std::optional<ClassQuestion>()> m_lessonSource;
    QLabel* m_whereLabel = nullptr;
    QComboBox* m_address = nullptr;
    QSpinBox* m_port = nullptr;
    QPushButton* m_start = nullptr;
    QLabel* m_url = nullptr;
    QrCodeWidget* m_qr = nullptr;
    QLabel* m_code = nullptr;
    QLabel* m_counts = nullptr;
    QLabel* m_prompt = nullptr;
    QPushButton* m_askSketch = nullptr;
    QPushButton* m_askWinner = nullptr;
    QPushButton* m_askLesson = nullptr;
    QPushButton* m_reveal = nullptr;
    QCustomPlot* m_plot = nullptr;
    QCPBars* m_answerBars = nullptr;
    QCPBars* m_truthBars = nullptr;
    QLabel* m_summary = nullptr;
    QCheckBox* m_showNames = nullptr;
    QListWidget* m_names = nullptr;
    QLabel* m_status = nullptr;
    QTimer* m_refresh = nullptr;
};

} // namespace ae
