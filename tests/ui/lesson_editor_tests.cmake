# Lesson editor, colour map on every heatmap, Imported tab status, Chinese
# example descriptions (issue 7, "lessonui").
ae_add_qtest(test_lesson_editor SOURCES test_lesson_editor.cpp LIBS ae_ui)
ae_add_qtest(test_lessonui_views SOURCES test_lessonui_views.cpp LIBS ae_ui)
