#pragma once
// One entry macro for every test: offscreen platform, settings and standard
// paths isolated from the user's (QStandardPaths test mode).
#include <QStandardPaths>
#include <QtTest>

#define AE_TEST_MAIN_CORE(TestClass)                                                               \
    int main(int argc, char** argv)                                                                \
    {                                                                                              \
        QStandardPaths::setTestModeEnabled(true);                                                  \
        QCoreApplication app(argc, argv);                                                          \
        app.setOrganizationName(QStringLiteral("AttentionExplorerTests"));                         \
        app.setApplicationName(QStringLiteral(#TestClass));                                        \
        TestClass test;                                                                            \
        return QTest::qExec(&test, argc, argv);                                                    \
    }

#define AE_TEST_MAIN_GUI(TestClass)                                                                \
    int main(int argc, char** argv)                                                                \
    {                                                                                              \
        qputenv("QT_QPA_PLATFORM", "offscreen");                                                   \
        QStandardPaths::setTestModeEnabled(true);                                                  \
        QApplication app(argc, argv);                                                              \
        app.setOrganizationName(QStringLiteral("AttentionExplorerTests"));                         \
        app.setApplicationName(QStringLiteral(#TestClass));                                        \
        TestClass test;                                                                            \
        return QTest::qExec(&test, argc, argv);                                                    \
    }
