#pragma once
// The built-in examples of File > Examples: embedded spec files (":/examples/…")
// with readable, translatable titles, and their descriptions in the interface
// language.
//
// A session's description line comes from the spec's "description" field,
// which stays as written in the file (the spec format is shared). For the
// built-in examples the catalog knows that text and its translation, so an
// unchanged built-in description is shown in the interface language; any
// other description (a user's own, or an edited one) is shown as written.

#include <QString>
#include <QVector>

namespace ae {

struct ExampleEntry
{
    QString resourcePath;
    QString title;
    // The "description" of the resource file, exactly (English source text).
    QString description;
};

class ExampleCatalog
{
public:
    static QVector<ExampleEntry> all();

    // The description line to show for a session whose spec says
    // `description`: translated when it is a built-in example's own text,
    // unchanged otherwise.
    static QString displayDescription(const QString& description);
};

} // namespace ae
