#include "ui/panels/model_panel.h"

#include "core/io/spec_widths.h"
#include "core/limits.h"
#include "ui/document/attention_document.h"
#include "ui/document/scoring_text.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QStandardItemModel>
#include <QVBoxLayout>

#include <cmath>
#include <limits>

namespace ae {

namespace {

// The temperature slider is logarithmic: position s ↦ 10^(s/100), 0.01..100.
constexpr int kSliderSteps = 200;
int sliderPosition(double temperature)
{
    return static_cast<int>(std::lround(std::log10(temperature) * 100.0));
}
double sliderTemperature(int position)
{
    return std::pow(10.0, position / 100.0);
}

} // namespace

QVector<int> ModelPanel::candidateWidths()
{
    return {2,  4,  6,  8,   10,  12,  16,  20,  24,  30,  32,  40,  48,  60,
            64, 80, 96, 100, 120, 128, 160, 192, 256, 320, 384, 512, 768, 1024};
}

ModelPanel::ModelPanel(AttentionDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    setObjectName(QStringLiteral("modelPanel"));
    const EngineLimits& limits = EngineLimits::defaults();
    auto* layout = new QVBoxLayout(this);

    // Heads and width.
    m_shapeBox = new QGroupBox(this);
    auto* shapeBox = m_shapeBox;
    auto* shapeForm = new QFormLayout(shapeBox);
    m_heads = new QSpinBox(shapeBox);
    m_heads->setObjectName(QStringLiteral("headsSpin"));
    m_heads->setRange(1, limits.maxHeads);
    m_headsLabel = new QLabel(shapeBox);
    m_headsLabel->setBuddy(m_heads);
    shapeForm->addRow(m_headsLabel, m_heads);
    m_width = new QComboBox(shapeBox);
    m_width->setObjectName(QStringLiteral("modelWidthCombo"));
    m_widthLabel = new QLabel(shapeBox);
    m_widthLabel->setBuddy(m_width);
    shapeForm->addRow(m_widthLabel, m_width);
    m_headWidth = new QLabel(shapeBox);
    m_headWidth->setObjectName(QStringLiteral("headWidthLabel"));
    m_headWidthLabel = new QLabel(shapeBox);
    shapeForm->addRow(m_headWidthLabel, m_headWidth);
    m_widthHint = new QLabel(shapeBox);
    m_widthHint->setObjectName(QStringLiteral("widthHintLabel"));
    m_widthHint->setWordWrap(true);
    shapeForm->addRow(m_widthHint);
    m_identity = new QCheckBox(shapeBox);
    m_identity->setObjectName(QStringLiteral("identityProjectionsCheck"));
    shapeForm->addRow(m_identity);
    m_weightsNote = new QLabel(shapeBox);
    m_weightsNote->setObjectName(QStringLiteral("weightsNoteLabel"));
    m_weightsNote->setWordWrap(true);
    shapeForm->addRow(m_weightsNote);
    layout->addWidget(shapeBox);

    // Scoring.
    m_scoringBox = new QGroupBox(this);
    auto* scoringBox = m_scoringBox;
    auto* scoringForm = new QFormLayout(scoringBox);
    m_scoring = new QComboBox(scoringBox);
    m_scoring->setObjectName(QStringLiteral("scoringCombo"));
    for (const ScoringTypeInfo& info : scoringTypes())
        m_scoring->addItem(QString(), int(info.type));
    m_scoringLabel = new QLabel(scoringBox);
    m_scoringLabel->setBuddy(m_scoring);
    scoringForm->addRow(m_scoringLabel, m_scoring);
    m_scoringFormula = new QLabel(scoringBox);
    m_scoringFormula->setObjectName(QStringLiteral("scoringFormulaLabel"));
    scoringForm->addRow(m_scoringFormula);
    m_additiveHidden = new QSpinBox(scoringBox);
    m_additiveHidden->setObjectName(QStringLiteral("additiveHiddenSpin"));
    m_additiveHidden->setRange(1, limits.maxModelWidth);
    m_additiveHiddenLabel = new QLabel(scoringBox);
    m_additiveHiddenLabel->setBuddy(m_additiveHidden);
    scoringForm->addRow(m_additiveHiddenLabel, m_additiveHidden);
    auto* temperatureRow = new QHBoxLayout;
    m_temperatureSlider = new QSlider(Qt::Horizontal, scoringBox);
    m_temperatureSlider->setObjectName(QStringLiteral("temperatureSlider"));
    m_temperatureSlider->setRange(-kSliderSteps, kSliderSteps);
    m_temperature = new QDoubleSpinBox(scoringBox);
    m_temperature->setObjectName(QStringLiteral("temperatureSpin"));
    m_temperature->setRange(0.01, 100.0);
    m_temperature->setDecimals(2);
    m_temperature->setSingleStep(0.1);
    temperatureRow->addWidget(m_temperatureSlider, 1);
    temperatureRow->addWidget(m_temperature);
    m_temperatureLabel = new QLabel(scoringBox);
    m_temperatureLabel->setBuddy(m_temperature);
    scoringForm->addRow(m_temperatureLabel, temperatureRow);
    layout->addWidget(scoringBox);

    // Positions.
    m_positionBox = new QGroupBox(this);
    auto* positionBox = m_positionBox;
    auto* positionForm = new QFormLayout(positionBox);
    m_positional = new QComboBox(positionBox);
    m_positional->setObjectName(QStringLiteral("positionalCombo"));
    // None = 0, sinusoidal = 1, rotary = 2 (retranslateUi writes the texts).
    for (int i = 0; i < 3; ++i)
        m_positional->addItem(QString());
    m_positionalLabel = new QLabel(positionBox);
    m_positionalLabel->setBuddy(m_positional);
    positionForm->addRow(m_positionalLabel, m_positional);
    m_positionalBase = new QDoubleSpinBox(positionBox);
    m_positionalBase->setObjectName(QStringLiteral("positionalBaseSpin"));
    m_positionalBase->setRange(2.0, 1e6);
    m_positionalBase->setDecimals(0);
    m_positionalBase->setSingleStep(1000.0);
    m_positionalBaseLabel = new QLabel(positionBox);
    m_positionalBaseLabel->setBuddy(m_positionalBase);
    positionForm->addRow(m_positionalBaseLabel, m_positionalBase);
    layout->addWidget(positionBox);

    // Weights and training.
    m_weightsBox = new QGroupBox(this);
    auto* weightsBox = m_weightsBox;
    auto* weightsForm = new QFormLayout(weightsBox);
    auto* seedRow = new QHBoxLayout;
    m_seed = new QSpinBox(weightsBox);
    m_seed->setObjectName(QStringLiteral("seedSpin"));
    m_seed->setRange(0, std::numeric_limits<int>::max());
    m_newWeights = new QPushButton(weightsBox);
    m_newWeights->setObjectName(QStringLiteral("newWeightsButton"));
    seedRow->addWidget(m_seed, 1);
    seedRow->addWidget(m_newWeights);
    m_seedLabel = new QLabel(weightsBox);
    m_seedLabel->setBuddy(m_seed);
    weightsForm->addRow(m_seedLabel, seedRow);
    auto* dropoutRow = new QHBoxLayout;
    m_dropout = new QCheckBox(weightsBox);
    m_dropout->setObjectName(QStringLiteral("dropoutCheck"));
    m_dropoutP = new QDoubleSpinBox(weightsBox);
    m_dropoutP->setObjectName(QStringLiteral("dropoutSpin"));
    m_dropoutP->setRange(0.0, 0.95);
    m_dropoutP->setSingleStep(0.05);
    m_dropoutP->setDecimals(2);
    m_dropoutP->setValue(0.1);
    dropoutRow->addWidget(m_dropout);
    dropoutRow->addWidget(m_dropoutP);
    weightsForm->addRow(dropoutRow);
    layout->addWidget(weightsBox);

    // Precision: the scalar every stage is computed in.
    m_precisionBox = new QGroupBox(this);
    auto* precisionBox = m_precisionBox;
    auto* precisionForm = new QFormLayout(precisionBox);
    m_precision = new QComboBox(precisionBox);
    m_precision->setObjectName(QStringLiteral("precisionCombo"));
    // float32 = 0, float64 = 1 (retranslateUi writes the texts).
    m_precision->addItem(QString());
    m_precision->addItem(QString());
    m_precisionLabel = new QLabel(precisionBox);
    m_precisionLabel->setBuddy(m_precision);
    precisionForm->addRow(m_precisionLabel, m_precision);
    layout->addWidget(precisionBox);
    layout->addStretch(1);

    connect(m_heads, qOverload<int>(&QSpinBox::valueChanged), this, [this](int heads) {
        m_document->edit(CommandId::NumHeads, tr("Change number of heads"),
                         [heads](Spec& spec) { spec.config.numHeads = heads; });
    });
    connect(m_width, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        const int width = m_width->itemData(index).toInt();
        if (width <= 0)
            return;
        m_document->edit(CommandId::ModelDim, tr("Change model width"),
                         [width](Spec& spec) { spec.modelDim = width; });
    });
    connect(m_identity, &QCheckBox::toggled, this, [this](bool identity) {
        m_document->edit(
            CommandId::Projections,
            identity ? tr("Remove projections") : tr("Use random projections"),
            [identity](Spec& spec) {
                spec.config.weights = ProjectionWeights{};
                spec.randomWeights = !identity;
            },
            false);
    });
    connect(m_scoring, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        const auto type = static_cast<ScoringType>(m_scoring->itemData(index).toInt());
        m_document->edit(
            CommandId::Scoring, tr("Change scoring function"),
            [type](Spec& spec) { spec.config.scoring.type = type; }, false);
    });
    connect(m_additiveHidden, qOverload<int>(&QSpinBox::valueChanged), this, [this](int hidden) {
        m_document->edit(CommandId::AdditiveHidden, tr("Change additive hidden size"),
                         [hidden](Spec& spec) { fitScoringWeights(spec, hidden); });
    });
    auto setTemperature = [this](double temperature) {
        m_document->edit(CommandId::Temperature, tr("Change temperature"),
                         [temperature](Spec& spec) {
                             spec.config.scoring.temperature = static_cast<float>(temperature);
                         });
    };
    connect(m_temperature, qOverload<double>(&QDoubleSpinBox::valueChanged), this, setTemperature);
    connect(m_temperatureSlider, &QSlider::valueChanged, this,
            [setTemperature](int position) { setTemperature(sliderTemperature(position)); });
    connect(m_positional, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        m_document->edit(
            CommandId::PositionalEncoding, tr("Change positional encoding"),
            [index](Spec& spec) {
                spec.config.positionalEncoding.type =
                    index == 1   ? PositionalEncodingConfig::Type::Sinusoidal
                    : index == 2 ? PositionalEncodingConfig::Type::Rotary
                                 : PositionalEncodingConfig::Type::None;
            },
            false);
    });
    connect(m_positionalBase, qOverload<double>(&QDoubleSpinBox::valueChanged), this,
            [this](double base) {
                m_document->edit(
                    CommandId::PositionalBase, tr("Change encoding base"),
                    [base](Spec& spec) { spec.config.positionalEncoding.base = base; });
            });
    connect(m_seed, qOverload<int>(&QSpinBox::valueChanged), this, [this](int seed) {
        m_document->edit(CommandId::Seed, tr("Change seed"), [seed](Spec& spec) {
            spec.config.seed = static_cast<std::uint64_t>(seed);
            fitScoringWeights(spec, 0, true);
        });
    });
    connect(m_newWeights, &QPushButton::clicked, this, &ModelPanel::onNewRandomWeights);
    auto setDropout = [this] {
        const bool on = m_dropout->isChecked();
        const float p = static_cast<float>(m_dropoutP->value());
        m_document->edit(CommandId::Dropout, tr("Change dropout"), [on, p](Spec& spec) {
            spec.config.dropout = on ? std::optional<float>(p) : std::nullopt;
        });
    };
    connect(m_dropout, &QCheckBox::toggled, this, setDropout);
    connect(m_dropoutP, qOverload<double>(&QDoubleSpinBox::valueChanged), this, setDropout);
    connect(m_precision, qOverload<int>(&QComboBox::activated), this, [this](int index) {
        const bool float64 = index == 1;
        if (float64 == m_document->spec().float64)
            return;
        m_document->edit(
            CommandId::Precision, tr("Change precision"),
            [float64](Spec& spec) { spec.float64 = float64; }, false);
    });

    connect(m_document, &AttentionDocument::specChanged, this, &ModelPanel::refreshFromSpec);
    retranslateUi();
}

void ModelPanel::changeEvent(QEvent* event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateUi();
    QWidget::changeEvent(event);
}

void ModelPanel::retranslateUi()
{
    m_shapeBox->setTitle(tr("Heads and width"));
    m_headsLabel->setText(tr("&Heads h:"));
    m_width->setToolTip(tr("Width d of the projected queries, keys and values; the heads split "
                           "it into equal slices of width p = d/h."));
    m_widthLabel->setText(tr("Model &width d:"));
    m_headWidthLabel->setText(tr("Per head:"));
    m_identity->setText(tr("&No projections (plain attention pooling)"));
    m_identity->setToolTip(tr("Q = X, K = X, V = X: the embeddings themselves are compared, "
                              "split into heads by columns."));
    m_scoringBox->setTitle(tr("Scoring"));
    for (int i = 0; i < m_scoring->count(); ++i)
        m_scoring->setItemText(
            i, scoringDisplayName(static_cast<ScoringType>(m_scoring->itemData(i).toInt())));
    m_scoringLabel->setText(tr("&Function:"));
    m_additiveHiddenLabel->setText(tr("Hidden si&ze:"));
    m_temperature->setToolTip(tr("Scores are divided by the temperature before the softmax: "
                                 "low values sharpen the weights, high values flatten them."));
    m_positionBox->setTitle(tr("Positions"));
    m_positional->setItemText(0, tr("None (order is invisible)"));
    m_positional->setItemText(1, tr("Sinusoidal, added to X"));
    m_positional->setItemText(2, tr("Rotary, rotates q and k"));
    m_positionalLabel->setText(tr("&Encoding:"));
    m_positionalBaseLabel->setText(tr("&Base:"));
    m_weightsBox->setTitle(tr("Weights"));
    m_newWeights->setText(tr("New rand&om weights")); // Alt+R is Reveal
    m_seedLabel->setText(tr("&Seed:"));
    m_dropout->setText(tr("Training mode, dropout &p:"));
    m_precisionBox->setTitle(tr("Precision"));
    m_precision->setItemText(0, tr("float32 (about 7 significant digits)"));
    m_precision->setItemText(1, tr("float64 (about 16 significant digits)"));
    m_precision->setToolTip(tr("float64 computes every stage in double precision: identities "
                               "such as M(δ)·p_i = p_(i+δ) then hold to about 1e-16 instead of "
                               "1e-7, and results and exports keep 17 significant digits."));
    m_precisionLabel->setText(tr("&Compute in:"));
    // The per-head width, the hints, the formula and the temperature's label
    // follow the spec.
    refreshFromSpec();
}

void ModelPanel::onNewRandomWeights()
{
    const auto seed = static_cast<std::uint64_t>(
        QRandomGenerator::global()->bounded(1, std::numeric_limits<int>::max()));
    m_document->edit(
        CommandId::Seed, tr("New random weights"),
        [seed](Spec& spec) {
            if (projectionKind(spec) == ProjectionKind::Explicit) {
                spec.modelDim = SpecWidths::of(spec).projectedWidth;
                spec.config.weights = ProjectionWeights{};
                spec.randomWeights = true;
            }
            spec.config.seed = seed;
            fitScoringWeights(spec, 0, true);
        },
        false);
}

void ModelPanel::rebuildWidthChoices(const SpecWidths& widths, bool choosable)
{
    const QSignalBlocker blocker(m_width);
    m_width->clear();
    QVector<int> candidates = choosable ? candidateWidths() : QVector<int>{};
    if (widths.projectedWidth > 0 && !candidates.contains(widths.projectedWidth)) {
        candidates.append(widths.projectedWidth);
        std::sort(candidates.begin(), candidates.end());
    }
    auto* model = qobject_cast<QStandardItemModel*>(m_width->model());
    for (int width : candidates) {
        m_width->addItem(QString::number(width), width);
        if (width % widths.heads != 0 && model) {
            QStandardItem* item = model->item(m_width->count() - 1);
            item->setEnabled(false);
            item->setToolTip(tr("%1 heads cannot split a width of %2 into equal slices")
                                 .arg(widths.heads)
                                 .arg(width));
        }
    }
    m_width->setCurrentIndex(m_width->findData(widths.projectedWidth));
    m_width->setEnabled(choosable);
}

void ModelPanel::refreshFromSpec()
{
    const Spec& spec = m_document->spec();
    const SpecWidths& widths = m_document->widths();
    const ProjectionKind kind = projectionKind(spec);

    {
        const QSignalBlocker blocker(m_heads);
        m_heads->setValue(spec.config.numHeads);
    }
    rebuildWidthChoices(widths, kind == ProjectionKind::Random);
    const int d = widths.projectedWidth;
    const int h = widths.heads;
    if (widths.divisible()) {
        m_headWidth->setText(tr("p = d/h = %1/%2 = %3").arg(d).arg(h).arg(widths.headWidth()));
        m_widthHint->setStyleSheet(QString());
        m_widthHint->setText(
            kind == ProjectionKind::Identity
                ? tr("Without projections d is the embedding width.")
                : tr("Widths that %n head(s) cannot split equally are greyed out.", nullptr, h));
    } else {
        m_headWidth->setText(tr("p = d/h = %1/%2 is not a whole number").arg(d).arg(h));
        m_widthHint->setStyleSheet(QStringLiteral("color: #c0392b;"));
        m_widthHint->setText(
            kind == ProjectionKind::Random
                ? tr("%1 heads cannot split d = %2: each head takes an equal slice of p = d/h "
                     "columns. Pick a width from the list or another number of heads.")
                      .arg(h)
                      .arg(d)
                : tr("%1 heads cannot split the width %2 into equal slices of p = d/h columns. "
                     "Change the number of heads or the embedding width.")
                      .arg(h)
                      .arg(d));
    }
    {
        const QSignalBlocker blocker(m_identity);
        m_identity->setChecked(kind == ProjectionKind::Identity);
    }
    m_weightsNote->setVisible(kind == ProjectionKind::Explicit);
    m_weightsNote->setText(tr("The weights come from the session file. \"New random weights\" "
                              "replaces them with random ones."));

    const ScoringConfig& scoring = spec.config.scoring;
    {
        const QSignalBlocker blocker(m_scoring);
        m_scoring->setCurrentIndex(m_scoring->findData(int(scoring.type)));
    }
    m_scoringFormula->setText(scoringFormula(scoring.type));
    const bool additive = scoring.type == ScoringType::Additive;
    m_additiveHidden->setVisible(additive);
    m_additiveHiddenLabel->setVisible(additive);
    {
        const QSignalBlocker blocker(m_additiveHidden);
        m_additiveHidden->setValue(scoring.additiveWq.rows() > 0 ? int(scoring.additiveWq.rows())
                                                                 : kDefaultAdditiveHidden);
    }
    m_temperatureLabel->setText(scoring.type == ScoringType::Cosine ? tr("&Temperature τ:")
                                                                    : tr("&Temperature:"));
    {
        const QSignalBlocker blocker(m_temperature);
        m_temperature->setValue(scoring.temperature);
    }
    {
        const QSignalBlocker blocker(m_temperatureSlider);
        m_temperatureSlider->setValue(sliderPosition(scoring.temperature));
    }

    const PositionalEncodingConfig& positions = spec.config.positionalEncoding;
    {
        const QSignalBlocker blocker(m_positional);
        m_positional->setCurrentIndex(
            positions.type == PositionalEncodingConfig::Type::Sinusoidal ? 1
            : positions.type == PositionalEncodingConfig::Type::Rotary   ? 2
                                                                         : 0);
    }
    {
        const QSignalBlocker blocker(m_positionalBase);
        m_positionalBase->setValue(positions.base);
    }
    m_positionalBase->setEnabled(positions.type != PositionalEncodingConfig::Type::None);

    {
        const QSignalBlocker blocker(m_seed);
        m_seed->setValue(static_cast<int>(
            std::min<std::uint64_t>(spec.config.seed, std::numeric_limits<int>::max())));
    }
    {
        const QSignalBlocker blockCheck(m_dropout);
        const QSignalBlocker blockSpin(m_dropoutP);
        m_dropout->setChecked(spec.config.dropout.has_value());
        if (spec.config.dropout)
            m_dropoutP->setValue(*spec.config.dropout);
    }
    m_dropoutP->setEnabled(spec.config.dropout.has_value());
    {
        const QSignalBlocker blocker(m_precision);
        m_precision->setCurrentIndex(spec.float64 ? 1 : 0);
    }
}

} // namespace ae
