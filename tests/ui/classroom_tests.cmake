# Classroom and export polish (issue 7): export dialog and presets, clipboard,
# themes, colour map, presentation mode, lessons, help pages.
ae_add_qtest(test_export_dialog SOURCES test_export_dialog.cpp LIBS ae_ui)
ae_add_qtest(test_classroom SOURCES test_classroom.cpp LIBS ae_ui)
ae_add_qtest(test_export_all SOURCES test_export_all.cpp views_test_support.h LIBS ae_ui)
