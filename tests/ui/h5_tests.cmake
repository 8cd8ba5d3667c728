# Step-through view (issue 4).
ae_add_qtest(test_stepthrough SOURCES test_stepthrough.cpp LIBS ae_ui)
