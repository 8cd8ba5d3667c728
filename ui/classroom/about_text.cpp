#include "ui/classroom/about_text.h"

#include <QCoreApplication>
#include <qcustomplot.h>

#include <Eigen/Core>

#ifndef AE_VERSION_STRING
#error "AE_VERSION_STRING is defined by ui/main/CMakeLists.txt from PROJECT_VERSION"
#endif

namespace ae {

namespace {

class AboutTextTr
{
    Q_DECLARE_TR_FUNCTIONS(ae::AboutText)
};

} // namespace

QString AboutText::version()
{
    return QStringLiteral(AE_VERSION_STRING);
}

QString AboutText::libraryVersions()
{
    return AboutTextTr::tr("Qt %1 (built with %2) · Eigen %3.%4.%5 · QCustomPlot %6")
        .arg(QString::fromLatin1(qVersion()), QStringLiteral(QT_VERSION_STR))
        .arg(EIGEN_WORLD_VERSION)
        .arg(EIGEN_MAJOR_VERSION)
        .arg(EIGEN_MINOR_VERSION)
        .arg(QStringLiteral(QCUSTOMPLOT_VERSION_STR));
}

QString AboutText::html()
{
    return AboutTextTr::tr(
               "<h3>Attention Explorer %1</h3><p>See how attention works: type a sentence, "
               "turn the knobs and watch every head's weights.</p><p>Formulas follow Vaswani "
               "et al. (2017) and Dive into Deep Learning, chapters 10–11.</p><p>%2</p>")
        .arg(version(), libraryVersions().toHtmlEscaped());
}

} // namespace ae
