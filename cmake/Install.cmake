# Install rules and the exported CMake package `ZeroOpt`.
#
# A downstream compiler writes
#   find_package(ZeroOpt CONFIG REQUIRED)
#   target_link_libraries(my-compiler PRIVATE ZeroOpt::ZeroTransforms)
# and gets the zero dialect, the state table and the passes, linked against the
# same libMLIR.so that zero-opt uses.

include(CMakePackageConfigHelpers)
include(GNUInstallDirs)

set(ZERO_INSTALL_CMAKEDIR "${CMAKE_INSTALL_LIBDIR}/cmake/ZeroOpt")
# The test passes (ZeroTestPasses, test/lib) are linked into zero-opt only:
# they are neither installed nor exported.
set(ZERO_EXPORTED_LIBRARIES ZeroSupport ZeroDialect ZeroAnalysis ZeroPlan ZeroReport ZeroTransforms ZeroImport ZeroConversion)

foreach(lib ${ZERO_EXPORTED_LIBRARIES})
  target_include_directories(${lib} INTERFACE
    $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
    $<BUILD_INTERFACE:${PROJECT_BINARY_DIR}/include>
    $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
endforeach()

install(TARGETS ${ZERO_EXPORTED_LIBRARIES}
  EXPORT ZeroOptTargets
  ARCHIVE DESTINATION ${CMAKE_INSTALL_LIBDIR}
  LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS ZeroPlugin LIBRARY DESTINATION ${CMAKE_INSTALL_LIBDIR})
install(TARGETS zero-opt zero-import zero-run zero-ckpt RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})

# Headers: the hand-written ones, the TableGen sources (so that downstream ODS
# can include ZeroBase.td), and the generated .inc files.
install(DIRECTORY include/zero DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.h" PATTERN "*.td")
install(DIRECTORY ${PROJECT_BINARY_DIR}/include/zero
  DESTINATION ${CMAKE_INSTALL_INCLUDEDIR}
  FILES_MATCHING PATTERN "*.inc" PATTERN "CMakeFiles" EXCLUDE)

install(EXPORT ZeroOptTargets
  NAMESPACE ZeroOpt::
  DESTINATION ${ZERO_INSTALL_CMAKEDIR})
configure_package_config_file(cmake/ZeroOptConfig.cmake.in
  ${PROJECT_BINARY_DIR}/ZeroOptConfig.cmake
  INSTALL_DESTINATION ${ZERO_INSTALL_CMAKEDIR})
write_basic_package_version_file(${PROJECT_BINARY_DIR}/ZeroOptConfigVersion.cmake
  COMPATIBILITY SameMinorVersion)
install(FILES
  ${PROJECT_BINARY_DIR}/ZeroOptConfig.cmake
  ${PROJECT_BINARY_DIR}/ZeroOptConfigVersion.cmake
  DESTINATION ${ZERO_INSTALL_CMAKEDIR})
