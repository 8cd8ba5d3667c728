# Imported attention in the main window (issue 7).
ae_add_qtest(test_imported_attention SOURCES test_imported_attention.cpp LIBS ae_ui)
