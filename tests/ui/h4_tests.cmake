# Helper H4's ui tests: the positional-encoding and complexity pages.
ae_add_qtest(test_positional_page SOURCES test_positional_page.cpp LIBS ae_ui)
ae_add_qtest(test_complexity_page SOURCES test_complexity_page.cpp LIBS ae_ui)
