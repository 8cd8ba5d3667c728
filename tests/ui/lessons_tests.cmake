ae_add_qtest(test_lessons_pages SOURCES test_lessons_pages.cpp LIBS ae_ui)
