#include "ui/document/attention_document.h"

#include "core/io/atomic_file.h"
#include "core/io/bounded_read.h"
#include "core/io/spec_reader.h"
#include "core/io/spec_widths.h"
#include "core/io/spec_writer.h"
#include "core/limits.h"
#include "ui/document/engine_error_text.h"
#include "ui/document/read_error_text.h"
#include "ui/document/spec_edit_command.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

namespace ae {

namespace {

const char* const kBuiltInExample = ":/examples/self_attention_en.json";

const QLatin1String kDescription("description");

} // namespace

AttentionDocument::AttentionDocument(QObject* parent) : QObject(parent)
{
    m_spec = builtInSpec();
    m_described = {m_spec.original.value(kDescription), m_spec.text, m_spec.keyText};
    m_widths = SpecWidths::of(m_spec);
    connect(&m_undoStack, &QUndoStack::cleanChanged, this,
            [this](bool clean) { emit modifiedChanged(!clean); });
}

QString AttentionDocument::displayName() const
{
    return m_filePath.isEmpty() ? tr("Untitled") : QFileInfo(m_filePath).fileName();
}

bool AttentionDocument::isModified() const
{
    return !m_undoStack.isClean();
}

void AttentionDocument::edit(CommandId id, const QString& description,
                             const std::function<void(Spec&)>& change, bool mergeable)
{
    Spec after = m_spec;
    change(after);
    keepDescriptionWithItsText(after);
    fitScoringWeights(after);
    m_undoStack.push(
        new SpecEditCommand(this, id, description, m_spec, std::move(after), mergeable));
}

void AttentionDocument::keepDescriptionWithItsText(Spec& spec) const
{
    if (m_described.description.isUndefined())
        return;
    if (spec.text == m_described.text && spec.keyText == m_described.keyText)
        spec.original.insert(kDescription, m_described.description);
    else
        spec.original.remove(kDescription);
}

void AttentionDocument::replaceSpec(const Spec& spec)
{
    m_spec = spec;
    m_widths = SpecWidths::of(m_spec);
    emit specChanged();
}

void AttentionDocument::reset(const Spec& spec, const QString& filePath)
{
    m_undoStack.clear(); // emits cleanChanged(true) when it was modified
    m_spec = spec;
    m_described = {spec.original.value(kDescription), spec.text, spec.keyText};
    fitScoringWeights(m_spec);
    m_widths = SpecWidths::of(m_spec);
    if (m_filePath != filePath) {
        m_filePath = filePath;
        emit filePathChanged(m_filePath);
    }
    emit specChanged();
}

bool AttentionDocument::readSpecFromFile(const QString& path, Spec* spec, QString* error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = tr("Cannot open %1: %2").arg(QFileInfo(path).fileName(), file.errorString());
        return false;
    }
    ReadError failure;
    const std::optional<QByteArray> bytes =
        readAtMost(file, EngineLimits::defaults().maxSpecFileBytes, specFileLimitText(), &failure);
    if (!bytes) {
        if (error)
            *error = tr("Cannot open %1: %2")
                         .arg(QFileInfo(path).fileName(), translatedReadError(failure));
        return false;
    }
    std::variant<Spec, SpecError> result = readSpec(*bytes);
    if (const SpecError* failure = std::get_if<SpecError>(&result)) {
        if (error)
            *error = tr("%1 is not a valid session: %2")
                         .arg(QFileInfo(path).fileName(), translatedSpecError(*failure));
        return false;
    }
    *spec = std::get<Spec>(std::move(result));
    return true;
}

bool AttentionDocument::open(const QString& path, QString* error)
{
    Spec spec;
    if (!readSpecFromFile(path, &spec, error))
        return false;
    reset(spec, QFileInfo(path).absoluteFilePath());
    return true;
}

bool AttentionDocument::openExample(const QString& path, QString* error)
{
    Spec spec;
    if (!readSpecFromFile(path, &spec, error))
        return false;
    reset(spec);
    return true;
}

bool AttentionDocument::save(const QString& path, QString* error)
{
    const QByteArray bytes = QJsonDocument(specToJson(m_spec)).toJson(QJsonDocument::Indented);
    if (!writeFileAtomically(path, bytes, error))
        return false;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    if (m_filePath != absolute) {
        m_filePath = absolute;
        emit filePathChanged(m_filePath);
    }
    m_undoStack.setClean();
    return true;
}

Spec AttentionDocument::builtInSpec()
{
    Spec spec;
    QString ignored;
    if (readSpecFromFile(QString::fromLatin1(kBuiltInExample), &spec, &ignored))
        return spec;
    // The resource is always embedded; this keeps the app usable if it is not.
    spec = Spec{};
    spec.text = "The animal didn't cross the street because it was too tired";
    spec.embedding.type = EmbeddingConfig::Type::Hashed;
    spec.embedding.dim = 16;
    spec.config.numHeads = 2;
    spec.randomWeights = true;
    spec.modelDim = 16;
    return spec;
}

} // namespace ae
