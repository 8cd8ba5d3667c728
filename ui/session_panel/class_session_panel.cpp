#include "ui/session_panel/class_session_panel.h"

#include "ui/document/engine_error_text.h"
#include "ui/session/class_session.h"
#include "ui/session_panel/qr_code_widget.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QNetworkInterface>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <qcustomplot.h>

namespace ae {

namespace {

constexpr int kRefreshIntervalMs = 100;
constexpr quint16 kDefaultPort = 8765;

// Addresses a class can reach: every IPv4 address of an interface that is up
// (the school network first), then loopback for trying it on this machine.
QList<QHostAddress> offeredAddresses()
{
    QList<QHostAddress> result;
    for (const QNetworkInterface& nic : QNetworkInterface::allInterfaces()) {
        if (!(nic.flags() & QNetworkInterface::IsUp) ||
            (nic.flags() & QNetworkInterface::IsLoopBack))
            continue;
        for (const QNetworkAddressEntry& entry : nic.addressEntries())
            if (entry.ip().protocol() == QAbstractSocket::IPv4Protocol)
                result.append(entry.ip());
    }
    result.append(QHostAddress(QHostAddress::LocalHost));
    return result;
}

} // namespace

ClassSessionPanel::ClassSessionPanel(QWidget* parent)
    : QWidget(parent), m_session(new ClassSession(this))
{
    setObjectName(QStringLiteral("classSessionPanel"));
    auto* layout = new QVBoxLayout(this);

    auto* where = new QFormLayout;
    m_address = new QComboBox(this);
    m_address->setObjectName(QStringLiteral("sessionAddress"));
    for (const QHostAddress& a : offeredAddresses())
        m_address->addItem(a.toString(), a.toString());
    m_port = new QSpinBox(this);
    m_port->setObjectName(QStringLiteral("sessionPort"));
    m_port->setRange(1024, 65535);
    m_port->setValue(kDefaultPort);
    auto* row = new QHBoxLayout;
    row->addWidget(m_address, 1);
    row->addWidget(m_port);
    m_whereLabel = new QLabel(this);
    m_whereLabel->setBuddy(m_address);
    where->addRow(m_whereLabel, row);
    layout->addLayout(where);
    m_start = new QPushButton(this);
    m_start->setObjectName(QStringLiteral("sessionStart"));
    layout->addWidget(m_start);

    auto* join = new QGridLayout;
    m_qr = new QrCodeWidget(this);
    m_qr->setObjectName(QStringLiteral("sessionQrCode"));
    m_url = new QLabel(this);
    m_url->setObjectName(QStringLiteral("sessionUrl"));
    m_url->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_url->setWordWrap(true);
    m_code = new QLabel(this);
    m_code->setObjectName(QStringLiteral("sessionJoinCode"));
    QFont codeFont(QStringLiteral("monospace"));
    codeFont.setStyleHint(QFont::Monospace);
    codeFont.setPointSize(40);
    codeFont.setBold(true);
    m_code->setFont(codeFont);
    m_code->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_counts = new QLabel(this);
    m_counts->setObjectName(QStringLiteral("sessionCounts"));
    QFont countsFont = m_counts->font();
    countsFont.setPointSize(countsFont.pointSize() + 4);
    m_counts->setFont(countsFont);
    join->addWidget(m_qr, 0, 0, 3, 1);
    join->addWidget(m_url, 0, 1);
    join->addWidget(m_code, 1, 1);
    join->addWidget(m_counts, 2, 1);
    join->setColumnStretch(1, 1);
    layout->addLayout(join);

    auto* ask = new QHBoxLayout;
    m_askSketch = new QPushButton(this);
    m_askSketch->setObjectName(QStringLiteral("sessionAskSketch"));
    m_askWinner = new QPushButton(this);
    m_askWinner->setObjectName(QStringLiteral("sessionAskWinner"));
    m_askLesson = new QPushButton(this);
    m_askLesson->setObjectName(QStringLiteral("sessionAskLesson"));
    m_reveal = new QPushButton(this);
    m_reveal->setObjectName(QStringLiteral("sessionReveal"));
    ask->addWidget(m_askSketch);
    ask->addWidget(m_askWinner);
    ask->addWidget(m_askLesson);
    ask->addWidget(m_reveal);
    layout->addLayout(ask);
    m_prompt = new QLabel(this);
    m_prompt->setWordWrap(true);
    layout->addWidget(m_prompt);

    m_plot = new QCustomPlot(this);
    m_plot->setObjectName(QStringLiteral("sessionAnswersPlot"));
    m_plot->setMinimumHeight(200);
    m_answerBars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
    m_answerBars->setPen(Qt::NoPen);
    m_answerBars->setBrush(QColor(0x28, 0x58, 0xb8));
    m_truthBars = new QCPBars(m_plot->xAxis, m_plot->yAxis);
    m_truthBars->setPen(Qt::NoPen);
    m_truthBars->setBrush(QColor(0x1f, 0x8a, 0x3b));
    m_plot->xAxis->setTicker(QSharedPointer<QCPAxisTickerText>::create());
    m_plot->legend->setVisible(true);
    layout->addWidget(m_plot, 1);
    m_summary = new QLabel(this);
    m_summary->setObjectName(QStringLiteral("sessionSummary"));
    m_summary->setWordWrap(true);
    layout->addWidget(m_summary);

    m_showNames = new QCheckBox(this);
    m_showNames->setObjectName(QStringLiteral("sessionShowNames"));
    m_showNames->setChecked(false);
    layout->addWidget(m_showNames);
    m_names = new QListWidget(this);
    m_names->setObjectName(QStringLiteral("sessionNames"));
    m_names->setVisible(false);
    m_names->setMaximumHeight(140);
    layout->addWidget(m_names);
    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("sessionStatus"));
    m_status->setWordWrap(true);
    layout->addWidget(m_status);

    m_refresh = new QTimer(this);
    m_refresh->setSingleShot(true);
    m_refresh->setInterval(kRefreshIntervalMs);
    connect(m_refresh, &QTimer::timeout, this, &ClassSessionPanel::refreshNow);
    connect(m_start, &QPushButton::clicked, this, &ClassSessionPanel::onStartStop);
    connect(m_askSketch, &QPushButton::clicked, this, &ClassSessionPanel::askSketchRow);
    connect(m_askWinner, &QPushButton::clicked, this, &ClassSessionPanel::askWinningKey);
    connect(m_askLesson, &QPushButton::clicked, this, &ClassSessionPanel::askLessonQuestion);
    connect(m_reveal, &QPushButton::clicked, this, &ClassSessionPanel::reveal);
    connect(m_showNames, &QCheckBox::toggled, this, [this](bool on) {
        m_names->setVisible(on);
        refreshNames();
    });
    connect(m_session, &ClassSession::runningChanged, this, &ClassSessionPanel::onRunningChanged);
    connect(m_session, &ClassSession::studentsChanged, this, &ClassSessionPanel::scheduleRefresh);
    connect(m_session, &ClassSession::answersChanged, this, &ClassSessionPanel::scheduleRefresh);
    retranslateUi();
    onRunningChanged(false);
}

void ClassSessionPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        writeRunningTexts();
        // Counts, the plot's legend and axis, the summary and the names.
        refreshNow();
    }
    QWidget::changeEvent(event);
}

void ClassSessionPanel::retranslateUi()
{
    m_whereLabel->setText(tr("Address and port:"));
    m_askSketch->setText(tr("Ask: sketch this row"));
    m_askSketch->setToolTip(
        tr("Students sketch the attention row on screen (the Distribution tab's query and head)."));
    m_askWinner->setText(tr("Ask: which key wins?"));
    m_askLesson->setText(tr("Ask: the lesson's question"));
    m_askLesson->setToolTip(tr("Students answer the question of the lesson scene on screen "
                               "(any kind); its answer is computed from the scene's run."));
    m_reveal->setText(tr("Reveal"));
    // Before the first question (refreshPlot names them per question kind).
    m_answerBars->setName(tr("class"));
    m_truthBars->setName(tr("true"));
    m_showNames->setText(tr("Show names"));
}

void ClassSessionPanel::writeRunningTexts()
{
    const bool running = m_session->isRunning();
    m_start->setText(running ? tr("Stop session") : tr("Start session"));
    const QString url = running ? m_session->joinUrl().toString() : QString();
    m_url->setText(
        running ? tr("Open %1 on a phone or laptop in this network, or scan the code.").arg(url)
                : tr("Not started: nothing listens until you start the session."));
    m_code->setAccessibleName(running ? tr("Join code %1").arg(m_session->joinCode()) : QString());
}

ClassSessionPanel::~ClassSessionPanel()
{
    // The session's last signals (clients closing) must not reach a half-destroyed panel.
    m_session->disconnect(this);
}

void ClassSessionPanel::setQueryRowSource(std::function<std::optional<QueryRowQuestion>()> source)
{
    m_source = std::move(source);
}

bool ClassSessionPanel::startSession(const QHostAddress& address, quint16 port)
{
    QString error;
    if (!m_session->start(address, port, &error)) {
        setStatus(error);
        return false;
    }
    setStatus(QString());
    return true;
}

void ClassSessionPanel::stopSession()
{
    m_session->stop();
}

void ClassSessionPanel::onStartStop()
{
    if (m_session->isRunning())
        stopSession();
    else
        startSession(QHostAddress(m_address->currentData().toString()),
                     static_cast<quint16>(m_port->value()));
}

void ClassSessionPanel::onRunningChanged(bool running)
{
    if (running) {
        // Show where it listens, also when started by startSession() directly.
        const QString address = m_session->address().toString();
        if (m_address->findData(address) < 0)
            m_address->addItem(address, address);
        m_address->setCurrentIndex(m_address->findData(address));
        m_port->setValue(m_session->port());
    }
    m_address->setEnabled(!running);
    m_port->setEnabled(!running);
    m_askSketch->setEnabled(running);
    m_askWinner->setEnabled(running);
    m_askLesson->setEnabled(running);
    const QString url = running ? m_session->joinUrl().toString() : QString();
    m_qr->setText(url);
    m_qr->setVisible(running);
    m_code->setText(running ? m_session->joinCode() : QString());
    writeRunningTexts();
    refreshNow();
}

bool ClassSessionPanel::askSketchRow()
{
    const std::optional<QueryRowQuestion> source = m_source ? m_source() : std::nullopt;
    if (!source) {
        setStatus(tr("No query row to ask about: click a row of a heatmap first."));
        return false;
    }
    const QString prompt =
        tr("Sketch the attention of query %1 '%2': how much weight does it give each key?")
            .arg(source->queryIndex)
            .arg(source->queryToken);
    try {
        m_session->ask(sketchRowQuestion(prompt.toStdString(), source->keys, source->row));
    } catch (const EngineError& e) {
        setStatus(tr("Cannot ask this row: %1").arg(translatedEngineError(e)));
        return false;
    }
    setStatus(QString());
    return true;
}

bool ClassSessionPanel::askWinningKey()
{
    const std::optional<QueryRowQuestion> source = m_source ? m_source() : std::nullopt;
    if (!source) {
        setStatus(tr("No query row to ask about: click a row of a heatmap first."));
        return false;
    }
    const QString prompt = tr("Which key does query %1 '%2' attend to most?")
                               .arg(source->queryIndex)
                               .arg(source->queryToken);
    try {
        m_session->ask(winningKeyQuestion(prompt.toStdString(), source->keys, source->row));
    } catch (const EngineError& e) {
        setStatus(tr("Cannot ask this row: %1").arg(translatedEngineError(e)));
        return false;
    }
    setStatus(QString());
    return true;
}

void ClassSessionPanel::setLessonQuestionSource(
    std::function<std::optional<ClassQuestion>()> source)
{
    m_lessonSource = std::move(source);
}

bool ClassSessionPanel::askLessonQuestion()
{
    const std::optional<ClassQuestion> question = m_lessonSource ? m_lessonSource() : std::nullopt;
    if (!question) {
        setStatus(tr("No lesson question to ask: play a lesson whose scene has a question."));
        return false;
    }
    return askQuestion(*question);
}

bool ClassSessionPanel::askQuestion(const ClassQuestion& question)
{
    try {
        validateQuestion(question);
        m_session->ask(question);
    } catch (const EngineError& e) {
        setStatus(tr("Cannot ask this question: %1").arg(translatedEngineError(e)));
        return false;
    }
    setStatus(QString());
    return true;
}

void ClassSessionPanel::reveal()
{
    m_session->reveal();
}

void ClassSessionPanel::scheduleRefresh()
{
    if (!m_refresh->isActive())
        m_refresh->start();
}

void ClassSessionPanel::refreshNow()
{
    m_refresh->stop();
    m_counts->setText(
        tr("Joined: %1 · Answered: %2").arg(m_session->seatCount()).arg(m_session->answerCount()));
    const ClassQuestion* q = m_session->question();
    m_prompt->setText(q ? QString::fromStdString(q->prompt) : QString());
    m_reveal->setEnabled(q && !m_session->isRevealed());
    refreshPlot();
    refreshNames();
}

void ClassSessionPanel::refreshPlot()
{
    const ClassQuestion* q = m_session->question();
    const bool revealed = m_session->isRevealed();
    QVector<double> keys, answerValues, truthValues;
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    QString summary;
    if (q) {
        const ClassAggregate agg = m_session->aggregate();
        const int n = static_cast<int>(q->choices.size());
        const bool sketch = q->kind == QuestionKind::SketchRow;
        for (int i = 0; i < n; ++i) {
            keys.append(i);
            ticker->addTick(i, QString::fromStdString(q->choices[std::size_t(i)]));
            if (sketch)
                answerValues.append(agg.meanSketch.size() == n ? agg.meanSketch[i] : 0.0);
            else if (!agg.counts.empty())
                answerValues.append(agg.counts[std::size_t(i)]);
            if (revealed)
                truthValues.append(sketch ? q->trueRow[i]
                                   : i == q->correctChoice && !agg.counts.empty()
                                       ? agg.counts[std::size_t(i)]
                                       : 0.0);
        }
        const bool grouped = sketch && revealed;
        m_answerBars->setWidth(grouped ? 0.4 : 0.8);
        m_truthBars->setWidth(grouped ? 0.4 : 0.8);
        QVector<double> answerKeys = keys, truthKeys = keys;
        if (grouped)
            for (int i = 0; i < n; ++i) {
                answerKeys[i] -= 0.2;
                truthKeys[i] += 0.2;
            }
        m_answerBars->setName(sketch ? tr("class's mean sketch") : tr("answers"));
        m_truthBars->setName(sketch ? tr("true row") : tr("right answer"));
        m_answerBars->setData(answerKeys, answerValues, true);
        m_truthBars->setData(truthKeys, truthValues, true);
        m_plot->yAxis->setLabel(sketch ? tr("weight") : tr("students"));
        double top = sketch ? 1.0 : 1.0;
        for (double v : answerValues)
            top = qMax(top, v);
        m_plot->yAxis->setRange(0, sketch ? qMin(1.0, top * 1.15 + 0.05) : top * 1.15);
        m_plot->xAxis->setRange(-0.6, n - 0.4);

        if (q->kind == QuestionKind::Number && agg.answered > 0)
            summary = tr("Mean %1, median %2.").arg(agg.meanNumber).arg(agg.medianNumber);
        if (q->kind == QuestionKind::Number && revealed)
            summary += QLatin1Char(' ') + tr("The answer: %1.").arg(q->trueNumber);
        if (revealed && agg.answered > 0) {
            summary += tr(" Right: %1 of %2 (%3 %).")
                           .arg(agg.correct)
                           .arg(agg.answered)
                           .arg(qRound(100.0 * agg.shareCorrect));
            if (sketch)
                summary += tr(" Distance of the mean sketch to the true row (total variation): "
                              "%1; mean distance of one sketch: %2.")
                               .arg(agg.meanSketchDistanceToTruth, 0, 'f', 2)
                               .arg(agg.meanOfDistances, 0, 'f', 2);
        }
    } else {
        m_answerBars->data()->clear();
        m_truthBars->data()->clear();
    }
    m_truthBars->setVisible(revealed);
    m_truthBars->removeFromLegend();
    if (revealed)
        m_truthBars->addToLegend();
    m_plot->xAxis->setTicker(ticker);
    m_plot->replot(QCustomPlot::rpQueuedReplot);
    m_summary->setText(summary.trimmed());
}

void ClassSessionPanel::refreshNames()
{
    m_names->clear();
    if (!m_showNames->isChecked())
        return; // names are not even in the widget while hidden
    for (const ClassSession::Student& s : m_session->students())
        m_names->addItem(s.answered ? tr("%1 ✓").arg(s.nickname) : s.nickname);
}

void ClassSessionPanel::setStatus(const QString& text)
{
    m_status->setText(text);
}

} // namespace ae
