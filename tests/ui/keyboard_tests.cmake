# Keyboard access (issue 7): Tab reaches every control, the window's shortcuts
# win over the text box, the self-painted views' keys, focus frames and
# presentation scale, token chips in the dark theme.
ae_add_qtest(test_keyboard_access SOURCES test_keyboard_access.cpp views_test_support.h LIBS ae_ui)
# The same shortcuts with the X11 keyboard scheme (the offscreen platform uses
# the Windows one, where no text control binds Ctrl+E): under Xvfb, xcb.
find_program(AE_XVFB_RUN xvfb-run)
if(AE_XVFB_RUN)
    add_test(NAME test_keyboard_access_x11
        COMMAND ${AE_XVFB_RUN} -a $<TARGET_FILE:test_keyboard_access> -platform xcb
                ctrlEFromAFocusedControlTriggersExport textBoxKeepsItsEditingKeys
                "windowShortcutsFireFromTextBoxAndTabs:sequence text box")
    set_tests_properties(test_keyboard_access_x11 PROPERTIES
        ENVIRONMENT "AE_SOURCE_DIR=${PROJECT_SOURCE_DIR}" TIMEOUT 300)
endif()
