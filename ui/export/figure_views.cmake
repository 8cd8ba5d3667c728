# The figure registry (name → widget) shared by the CLI's export command and
# the GUI (issue 7). Included from ui/CMakeLists.txt; paths are relative to ui/.
target_sources(ae_ui PRIVATE
    export/figure_views.h export/figure_views.cpp
)
# Text outlined as paths for the SVG export (FigureExporter), one class per pair.
target_sources(ae_ui PRIVATE
    export/text_outlining_device.h export/text_outlining_device.cpp
    export/text_outlining_engine.h export/text_outlining_engine.cpp
)
