#pragma once
// The built-in examples of File > Examples: embedded spec files (":/examples/…")
// with readable, translatable titles.

#include <QString>
#include <QVector>

namespace ae {

struct ExampleEntry
{
    QString resourcePath;
    QString title;
};

class ExampleCatalog
{
public:
    static QVector<ExampleEntry> all();
};

} // namespace ae
