# cmake -DBUILD_DIR=… -DTARGET=ae_qt_include_probe -P core_has_no_qt.cmake
# Builds the probe (tests/qt_include_probe.cpp with ae_core's usage
# requirements) and succeeds only when that compile fails because the Qt
# header cannot be found. Any other outcome fails, with the compiler's output.
execute_process(
    COMMAND ${CMAKE_COMMAND} --build ${BUILD_DIR} --target ${TARGET}
    RESULT_VARIABLE status
    OUTPUT_VARIABLE output
    ERROR_VARIABLE output)
if(status EQUAL 0)
    message(FATAL_ERROR "core_has_no_qt: the probe compiled: ae_core reaches Qt's headers\n${output}")
endif()
# GCC: "QString: No such file or directory"; Clang: "'QString' file not found".
if(NOT output MATCHES "QString'?:? (No such file or directory|file not found)")
    message(FATAL_ERROR "core_has_no_qt: the probe failed, but not at the Qt include\n${output}")
endif()
message(STATUS "core_has_no_qt: <QString> is out of ae_core's reach")
