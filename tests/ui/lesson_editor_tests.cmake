# Lesson editor, colour map on every heatmap, Imported tab status, Chinese
# example descriptions (issue 7, "lessonui").
ae_add_qtest(test_lesson_editor SOURCES test_lesson_editor.cpp LIBS ae_ui)
ae_add_qtest(test_lessonui_views SOURCES test_lessonui_views.cpp LIBS ae_ui)
# CLI export --colormap (the window's View ▸ Colour Map, headless).
if(TARGET ae_cli_render)
    ae_add_qtest(test_cli_colormap SOURCES test_cli_colormap.cpp LIBS ae_cli_render)
endif()
