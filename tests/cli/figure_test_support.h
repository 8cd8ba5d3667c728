#pragma once
// What the tests of the figure-drawing commands (export, export --model)
// share: the export command run in-process, and a coarse check that a saved
// figure is not blank.

#include "app/cli/export_command.h"

#include "tests/cli/cli_test_support.h"

#include <QImage>
#include <QSet>

namespace ae::cli::test {

inline CliRun runExport(const QStringList& arguments)
{
    return runCliWith<ExportCommand>(arguments);
}

// Distinct colours in a sample every `step` pixels: a blank figure has one.
inline int colourCount(const QImage& image, int step = 7)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += step)
        for (int x = 0; x < image.width(); x += step)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

} // namespace ae::cli::test
