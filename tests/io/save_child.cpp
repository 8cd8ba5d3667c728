// ae_test_save_child PATH: saves the two sessions of save_child_sessions.h to
// PATH in turn, for ever, with the app's atomic spec writer, printing "begin I"
// before and "done I" after writing session I. test_io_save_kill kills it with
// SIGKILL at random moments.
#include "core/io/spec_writer.h"

#include "tests/io/save_child_sessions.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char** argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fprintf(stderr, "usage: ae_test_save_child PATH\n");
        return 2;
    }
    const QString path = QString::fromLocal8Bit(argv[1]);
    const ae::Spec sessions[2] = {ae::test::saveChildSession(0), ae::test::saveChildSession(1)};
    for (int i = 0;; i = 1 - i) {
        std::printf("begin %d\n", i);
        std::fflush(stdout);
        QString error;
        if (!ae::writeSpecFile(path, sessions[i], &error)) {
            std::fprintf(stderr, "save failed: %s\n", qPrintable(error));
            return 1;
        }
        std::printf("done %d\n", i);
        std::fflush(stdout);
    }
}
