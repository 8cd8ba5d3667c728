# Helper H4's core tests: complexity table, sequence layers, shuffle demo.
ae_add_qtest(test_complexity SOURCES test_complexity.cpp LIBS ae_core)
ae_add_qtest(test_sequence_layers SOURCES test_sequence_layers.cpp LIBS ae_core)
ae_add_qtest(test_sequence_layers_shuffle SOURCES test_sequence_layers_shuffle.cpp LIBS ae_core)
