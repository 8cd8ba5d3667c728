# Views (issue 3): heatmap, head grid, line view, distribution, compare, export.
ae_add_qtest(test_views_heatmap SOURCES test_views_heatmap.cpp views_test_support.h LIBS ae_ui)
ae_add_qtest(test_views_panels SOURCES test_views_panels.cpp views_test_support.h LIBS ae_ui)
ae_add_qtest(test_figure_exporter SOURCES test_figure_exporter.cpp views_test_support.h LIBS ae_ui)
# SVG export with text outlined as paths, and clipped (issue 7).
ae_add_qtest(test_svg_outlining SOURCES test_svg_outlining.cpp views_test_support.h LIBS ae_ui)
# Export All in the window includes the Compare tab's figure (issue 7).
ae_add_qtest(test_export_all_compare SOURCES test_export_all_compare.cpp LIBS ae_ui)
