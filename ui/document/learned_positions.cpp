#include "ui/document/learned_positions.h"

#include "ui/document/read_error_text.h"

#include <QFileInfo>

namespace ae {

LearnedPositions learnedPositionsOf(const LoadedModel& model, bool builtin)
{
    const TransformerConfig& c = model.weights.config;
    LearnedPositions positions;
    positions.modelName = QFileInfo(model.folder).fileName();
    positions.architecture = QLatin1String(transformerName(c));
    positions.tensorName = c.family == TransformerFamily::Gpt2
                               ? QStringLiteral("wpe")
                               : QStringLiteral("position_embeddings");
    positions.builtin = builtin;
    positions.sinusoidal = c.sinusoidalPositions;
    positions.table = model.weights.positionEmbedding;
    return positions;
}

std::optional<LearnedPositions> builtinLearnedPositions(const BuiltinModel& model, QString* error)
{
    const QString folder = BuiltinModels::extract(model, error);
    if (folder.isEmpty())
        return std::nullopt;
    ReadError failure;
    const std::optional<LoadedModel> loaded = loadModelFolder(folder, &failure);
    if (!loaded) {
        if (error)
            *error = translatedReadError(failure);
        return std::nullopt;
    }
    LearnedPositions positions = learnedPositionsOf(*loaded, true);
    positions.task = model.task;
    return positions;
}

} // namespace ae
