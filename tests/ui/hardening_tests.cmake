# Nothing lost (issue 9): autosave and restore after an unclean exit, unknown
# fields kept; the limits quoted identically by the reader, CLI and GUI.
ae_add_qtest(test_session_autosave SOURCES test_session_autosave.cpp LIBS ae_ui)
ae_add_qtest(test_limits_agree SOURCES test_limits_agree.cpp LIBS ae_ui ae_cli)
