#pragma once
// The text of Help ▸ About: the application's version (PROJECT_VERSION, given
// to the build as AE_VERSION_STRING) and the versions of the libraries it was
// built with and runs on (Qt at build and run time, Eigen, QCustomPlot).

#include <QString>

namespace ae {

class AboutText
{
public:
    static QString version();
    // "Qt 6.4.2 (built with 6.4.2) · Eigen 3.4.0 · QCustomPlot 2.1.0"
    static QString libraryVersions();
    // Rich text for QMessageBox::about.
    static QString html();
};

} // namespace ae
