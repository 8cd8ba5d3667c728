#include "ui/positional/rotation_panel.h"

#include "core/limits.h"
#include "core/positional_encoding.h"
#include "ui/views/figure_marks.h"
#include "ui/views/fitted_title.h"
#include "ui/views/plot_keys.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QTimer>
#include <QVBoxLayout>
#include <qcustomplot.h>

#include <cmath>

namespace ae {

namespace {

constexpr int kAnimationIntervalMs = 400;
const QColor kFromColor(31, 119, 180);
const QColor kToColor(214, 39, 40);

// (p_{i,2j}, p_{i,2j+1}) from the real encoding, in the run's scalar (float
// or double); an odd d's lone last sine gets its cosine partner computed, so
// the plane stays a plane.
template <typename Scalar> Eigen::Vector2d pairAt(int position, int pair, int d, double base)
{
    const MatrixT<Scalar> row = sinusoidalEncoding<Scalar>(1, d, base, position);
    const double sine = row(0, 2 * pair);
    const double cosine = 2 * pair + 1 < d ? static_cast<double>(row(0, 2 * pair + 1))
                                           : static_cast<double>(static_cast<Scalar>(
                                                 std::cos(position * frequency(pair, d, base))));
    return {sine, cosine};
}

// p_i · p_{i+δ} for δ = 0…count−1, the encoding in the run's scalar.
template <typename Scalar> QVector<double> similarities(int position, int count, int d, double base)
{
    const MatrixT<Scalar> rows = sinusoidalEncoding<Scalar>(count, d, base, position);
    QVector<double> values;
    for (int delta = 0; delta < count; ++delta)
        values << static_cast<double>(rows.row(0).dot(rows.row(delta)));
    return values;
}

QCPItemLine* makeArrow(QCustomPlot* plot, const QColor& color)
{
    auto* arrow = new QCPItemLine(plot);
    arrow->setPen(QPen(color, 2.5));
    arrow->setHead(QCPLineEnding::esSpikeArrow);
    arrow->start->setCoords(0, 0);
    return arrow;
}

} // namespace

RotationPanel::RotationPanel(QWidget* parent) : QWidget(parent)
{
    m_pairSpin = new QSpinBox(this);
    m_pairSpin->setObjectName(QStringLiteral("rotationPairSpin"));
    m_positionSpin = new QSpinBox(this);
    m_positionSpin->setObjectName(QStringLiteral("rotationPositionSpin"));
    m_offsetSpin = new QSpinBox(this);
    m_offsetSpin->setObjectName(QStringLiteral("rotationOffsetSpin"));
    // A shift δ is at most the longest sequence the app accepts (EngineLimits).
    const int maxShift = EngineLimits::defaults().maxSequenceLength;
    m_offsetSpin->setRange(-maxShift, maxShift);
    m_offsetSpin->setValue(3);
    m_animateButton = new QPushButton(this);
    m_animateButton->setObjectName(QStringLiteral("rotationAnimateButton"));
    m_animateButton->setCheckable(true);
    m_timer = new QTimer(this);
    m_timer->setInterval(kAnimationIntervalMs);

    m_plane = new QCustomPlot(this);
    m_plane->setObjectName(QStringLiteral("rotationPlane"));
    m_plane->setMinimumSize(320, 320);
    m_plane->installEventFilter(this);
    m_plane->xAxis->setRange(-1.3, 1.3);
    m_plane->yAxis->setRange(-1.3, 1.3);
    m_circle = new QCPCurve(m_plane->xAxis, m_plane->yAxis);
    QCPCurve* circle = m_circle;
    QVector<double> cx, cy;
    for (int s = 0; s <= 128; ++s) {
        const double angle = 2.0 * M_PI * s / 128.0;
        cx << std::cos(angle);
        cy << std::sin(angle);
    }
    circle->setData(cx, cy);
    circle->setPen(QPen(QColor(150, 150, 150), 1.0, Qt::DashLine));
    m_fromArrow = makeArrow(m_plane, kFromColor);
    m_toArrow = makeArrow(m_plane, kToColor);

    m_similarity = new QCustomPlot(this);
    m_similarity->setObjectName(QStringLiteral("similarityPlot"));
    m_similarity->setMinimumSize(320, 240);
    // Σ_j [sin(iω_j)·sin((i+δ)ω_j) + cos(iω_j)·cos((i+δ)ω_j)] = Σ_j cos(δ·ω_j):
    // the two curves (from position i and from 0) lie on each other.
    m_similarity->plotLayout()->insertRow(0);
    m_similarityTitle = new FittedTitle(m_similarity, QString());
    m_similarity->plotLayout()->addElement(0, 0, m_similarityTitle);
    placeLegendBelow(m_similarity, 2);
    m_similarity->addGraph();
    m_similarity->graph(0)->setPen(QPen(kFromColor, 2.0));
    m_similarity->addGraph();
    m_similarity->graph(1)->setPen(QPen(kToColor, 1.5, Qt::DashLine));
    m_offsetMarker = new QCPItemStraightLine(m_similarity);
    m_offsetMarker->setPen(QPen(QColor(120, 120, 120), 1.0, Qt::DotLine));

    m_matrixLabel = new QLabel(this);
    m_matrixLabel->setObjectName(QStringLiteral("rotationMatrixLabel"));
    m_matrixLabel->setTextFormat(Qt::RichText);
    m_residualLabel = new QLabel(this);
    m_residualLabel->setObjectName(QStringLiteral("rotationResidualLabel"));
    m_residualLabel->setWordWrap(true);
    m_explanation = new QLabel(this);
    m_explanation->setWordWrap(true);
    // The derivation (d2l 11.6.3) and what a positional encoding needs.
    m_derivation = new QLabel(this);
    m_derivation->setObjectName(QStringLiteral("rotationDerivationLabel"));
    m_derivation->setWordWrap(true);

    auto* controls = new QHBoxLayout;
    m_pairLabel = new QLabel(this);
    m_pairLabel->setBuddy(m_pairSpin);
    controls->addWidget(m_pairLabel);
    controls->addWidget(m_pairSpin);
    m_positionLabel = new QLabel(this);
    m_positionLabel->setBuddy(m_positionSpin);
    controls->addWidget(m_positionLabel);
    controls->addWidget(m_positionSpin);
    m_offsetLabel = new QLabel(this);
    m_offsetLabel->setBuddy(m_offsetSpin);
    controls->addWidget(m_offsetLabel);
    controls->addWidget(m_offsetSpin);
    controls->addWidget(m_animateButton);
    controls->addStretch();
    // j, i and δ are written in the matrix's text: the choosers stay on the screen.
    figure_marks::setScreenOnly(controls);

    auto* text = new QVBoxLayout;
    text->addWidget(m_matrixLabel);
    text->addWidget(m_residualLabel);
    text->addWidget(m_explanation);
    text->addWidget(m_derivation);
    text->addStretch();

    auto* plots = new QHBoxLayout;
    plots->addWidget(m_plane, 3);
    plots->addLayout(text, 2);
    plots->addWidget(m_similarity, 3);

    auto* layout = new QVBoxLayout(this);
    layout->addLayout(controls);
    layout->addLayout(plots, 1);

    connect(m_pairSpin, &QSpinBox::valueChanged, this, [this] { update2d(); });
    connect(m_positionSpin, &QSpinBox::valueChanged, this, [this] {
        update2d();
        updateSimilarity();
    });
    connect(m_offsetSpin, &QSpinBox::valueChanged, this, [this] {
        update2d();
        updateSimilarity();
    });
    connect(m_animateButton, &QPushButton::toggled, this, &RotationPanel::setAnimating);
    connect(m_timer, &QTimer::timeout, this, &RotationPanel::stepAnimation);

    retranslateUi();
    setEncodingShape(m_n, m_d, m_base);
    // Defaults that show a visible turn: a slower pair than j = 0 and i ≠ 0,
    // so the similarity plot shows two coinciding curves.
    setPair(3);
    setPosition(5);
}

void RotationPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslateUi();
        // The matrix, the residual and the legend follow the controls.
        update2d();
        updateSimilarity();
    }
    QWidget::changeEvent(event);
}

void RotationPanel::retranslateUi()
{
    writeAnimateButtonText();
    m_plane->xAxis->setLabel(tr("p(i, 2j)  (sin)"));
    m_plane->yAxis->setLabel(tr("p(i, 2j+1)  (cos)"));
    m_circle->setName(tr("unit circle"));
    m_similarity->xAxis->setLabel(tr("offset δ"));
    m_similarity->yAxis->setLabel(tr("p_i · p_(i+δ)"));
    m_similarityTitle->setText(tr("How alike are positions δ apart?\n"
                                  "p_i · p_(i+δ) = Σ_j cos(δ·ω_j): the same from every i"));
    m_explanation->setText(
        tr("For a fixed offset δ the same 2×2 matrix maps the pair of every position i to "
           "the pair of position i+δ: it depends on δ and ω_j only. Press Animate to move i "
           "with δ fixed and watch both arrows turn together while the matrix stays put."));
    m_derivation->setText(
        tr("Why: write θ = i·ω_j and φ = δ·ω_j. The angle-sum formulas give "
           "sin(θ+φ) = cos φ·sin θ + sin φ·cos θ and cos(θ+φ) = −sin φ·sin θ + cos φ·cos θ, "
           "so (p(i+δ, 2j), p(i+δ, 2j+1)) = M·(p(i, 2j), p(i, 2j+1)) with "
           "M = [cos φ, sin φ; −sin φ, cos φ], which has no i in it. That is the third of the "
           "three things a positional encoding needs: (1) a different vector for every position, "
           "(2) values that stay bounded however long the sequence (here within [−1, 1]), and "
           "(3) a fixed linear map from position i to i+δ, so relative offsets can be learnt."));
    m_pairLabel->setText(tr("Pair j:"));
    m_positionLabel->setText(tr("Position i:"));
    m_offsetLabel->setText(tr("Offset δ:"));
}

void RotationPanel::writeAnimateButtonText()
{
    m_animateButton->setText(isAnimating() ? tr("Stop") : tr("Animate i"));
}

bool RotationPanel::isAnimating() const
{
    return m_timer->isActive();
}

void RotationPanel::setPair(int j)
{
    m_pairSpin->setValue(j);
}
void RotationPanel::setPosition(int i)
{
    m_positionSpin->setValue(i);
}
void RotationPanel::setOffset(int delta)
{
    m_offsetSpin->setValue(delta);
}

void RotationPanel::setAnimating(bool on)
{
    if (on)
        m_timer->start();
    else
        m_timer->stop();
    const QSignalBlocker blocker(m_animateButton);
    m_animateButton->setChecked(on);
    writeAnimateButtonText();
}

void RotationPanel::stepAnimation()
{
    m_positionSpin->setValue((m_positionSpin->value() + 1) % std::max(1, m_n));
}

void RotationPanel::setEncodingShape(int n, int d, double base)
{
    m_n = std::max(1, n);
    m_d = std::max(1, d);
    m_base = base;
    {
        const QSignalBlocker a(m_pairSpin);
        const QSignalBlocker b(m_positionSpin);
        m_pairSpin->setRange(0, (m_d + 1) / 2 - 1);
        m_positionSpin->setRange(0, m_n - 1);
    }
    update2d();
    updateSimilarity();
}

void RotationPanel::setFloat64(bool float64)
{
    if (float64 == m_float64)
        return;
    m_float64 = float64;
    update2d();
    updateSimilarity();
}

bool RotationPanel::eventFilter(QObject* watched, QEvent* event)
{
    // The axis rect has its new size only after the plot's own resize
    // handling: square the scales once the event loop comes back.
    if (watched == m_plane && (event->type() == QEvent::Resize || event->type() == QEvent::Show))
        QTimer::singleShot(0, this, &RotationPanel::keepPlaneSquare);
    return QWidget::eventFilter(watched, event);
}

void RotationPanel::keepPlaneSquare()
{
    // The unit circle must look round: one unit is as long on both axes.
    m_plane->xAxis->setRange(-1.3, 1.3);
    m_plane->yAxis->setRange(-1.3, 1.3);
    m_plane->replot(); // lays the axis rect out at the current size
    if (m_plane->axisRect()->width() > 0 && m_plane->axisRect()->height() > 0) {
        if (m_plane->axisRect()->width() >= m_plane->axisRect()->height())
            m_plane->xAxis->setScaleRatio(m_plane->yAxis, 1.0);
        else
            m_plane->yAxis->setScaleRatio(m_plane->xAxis, 1.0);
    }
    m_plane->replot();
}

void RotationPanel::update2d()
{
    const int j = m_pairSpin->value();
    const int i = m_positionSpin->value();
    const int delta = m_offsetSpin->value();
    const double omega = frequency(j, m_d, m_base);
    const Eigen::Matrix2d rotation = relativeRotation(delta, omega);
    const auto pair = m_float64 ? pairAt<double> : pairAt<float>;
    const Eigen::Vector2d from = pair(i, j, m_d, m_base);
    const Eigen::Vector2d to = pair(i + delta, j, m_d, m_base);
    m_residual = (rotation * from - to).norm();

    m_fromArrow->end->setCoords(from.x(), from.y());
    m_toArrow->end->setCoords(to.x(), to.y());
    keepPlaneSquare();

    const auto number = [](double value) { return QString::number(value, 'f', 4); };
    // Formulas only, nothing to translate. The exponent is written inline,
    // as on the Encoding tab (a <sup> is too small to read on a projector);
    // the matrix's cells are padded so that "0.3010" and "0.9536" stay apart.
    m_matrixLabel->setText(
        QStringLiteral(
            "<p>ω<sub>%1</sub> = base^(−2·%1/d) = %2, δ·ω = %3</p>"
            "<p>M(δω) = <table cellspacing=0 cellpadding=4 style='font-family:monospace'>"
            "<tr><td>[</td><td align=right>%4</td><td "
            "align=right>&nbsp;&nbsp;%5</td><td>]</td></tr>"
            "<tr><td>[</td><td align=right>%6</td><td "
            "align=right>&nbsp;&nbsp;%7</td><td>]</td></tr>"
            "</table></p>"
            "<p><span style='color:%8'>p<sub>%9</sub> = (%10, %11)</span><br>"
            "<span style='color:%12'>p<sub>%13</sub> = (%14, %15)</span></p>")
            .arg(j)
            .arg(omega, 0, 'g', 5)
            .arg(delta * omega, 0, 'g', 5)
            .arg(number(rotation(0, 0)), number(rotation(0, 1)), number(rotation(1, 0)),
                 number(rotation(1, 1)), kFromColor.name())
            .arg(i)
            .arg(number(from.x()), number(from.y()), kToColor.name())
            .arg(i + delta)
            .arg(number(to.x()), number(to.y())));
    m_residualLabel->setText(
        m_float64 ? tr("Residual ‖M·p_i − p_(i+δ)‖ = %1 (float64 run: double rounding only)")
                        .arg(m_residual, 0, 'e', 2)
                  : tr("Residual ‖M·p_i − p_(i+δ)‖ = %1 (float rounding only)")
                        .arg(m_residual, 0, 'e', 2));
}

void RotationPanel::updateSimilarity()
{
    const int i = m_positionSpin->value();
    const int maxOffset = m_n - 1;
    // p_i·p_{i+δ} for δ = 0…n−1 and the same from position 0.
    const auto similarity = m_float64 ? similarities<double> : similarities<float>;
    const QVector<double> atI = similarity(i, maxOffset + 1, m_d, m_base);
    const QVector<double> atZero = similarity(0, maxOffset + 1, m_d, m_base);
    QVector<double> offsets;
    for (int delta = 0; delta <= maxOffset; ++delta)
        offsets << delta;
    m_similarity->graph(0)->setData(offsets, atI, true);
    m_similarity->graph(0)->setName(tr("i = %1").arg(i));
    m_similarity->graph(1)->setData(offsets, atZero, true);
    m_similarity->graph(1)->setName(tr("i = 0"));
    m_similarity->xAxis->setRange(0, std::max(1, maxOffset));
    m_similarity->yAxis->rescale();
    m_similarity->yAxis->scaleRange(1.1);
    const int delta = m_offsetSpin->value();
    m_offsetMarker->point1->setCoords(delta, 0);
    m_offsetMarker->point2->setCoords(delta, 1);
    m_similarity->replot();
}

} // namespace ae
