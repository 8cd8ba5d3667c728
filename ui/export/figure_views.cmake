# The figure registry (name → widget) shared by the CLI's export command and
# the GUI (issue 7). Included from ui/CMakeLists.txt; paths are relative to ui/.
target_sources(ae_ui PRIVATE
    export/figure_views.h export/figure_views.cpp
)
