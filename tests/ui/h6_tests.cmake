ae_add_qtest(test_translations SOURCES test_translations.cpp LIBS ae_ui)
