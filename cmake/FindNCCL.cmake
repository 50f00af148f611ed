# FindNCCL.cmake - finds NVIDIA's NCCL library (CMake ships no such module).
#
#   find_package(NCCL [<version>] [REQUIRED])
#
# Looks in NCCL_ROOT / $ENV{NCCL_ROOT} / $ENV{NCCL_HOME}, then beside the CUDA
# toolkit (CUDAToolkit_LIBRARY_ROOT or /usr/local/cuda, where the machine
# images of this project put it), then in the system paths. libnccl.so.2
# alone is accepted (the nvidia-nccl Python wheels ship no libnccl.so link):
# point NCCL_ROOT at such a wheel's nvidia/nccl directory.
#
# Result variables
#   NCCL_FOUND          true when nccl.h and libnccl were found (and the
#                       version is at least the one asked for)
#   NCCL_VERSION        "2.28.9", read from NCCL_MAJOR/MINOR/PATCH in nccl.h
#   NCCL_INCLUDE_DIRS   the directory holding nccl.h
#   NCCL_LIBRARIES      the library to link
#
# Cache variables
#   NCCL_INCLUDE_DIR, NCCL_LIBRARY
#
# Imported target
#   NCCL::NCCL          the shared library (libnccl.so) with its include
#                       directory. nccl.h includes <cuda_runtime.h>: link
#                       CUDA::cudart (find_package(CUDAToolkit)) as well.

set(_nccl_hints ${NCCL_ROOT} $ENV{NCCL_ROOT} $ENV{NCCL_HOME})
if(CUDAToolkit_LIBRARY_ROOT)
  list(APPEND _nccl_hints ${CUDAToolkit_LIBRARY_ROOT})
endif()
list(APPEND _nccl_hints /usr/local/cuda)

find_path(NCCL_INCLUDE_DIR nccl.h
  HINTS ${_nccl_hints}
  PATH_SUFFIXES include)
find_library(NCCL_LIBRARY
  NAMES nccl libnccl.so.2
  HINTS ${_nccl_hints}
  PATH_SUFFIXES lib64 lib lib/x86_64-linux-gnu)

if(NCCL_INCLUDE_DIR AND EXISTS "${NCCL_INCLUDE_DIR}/nccl.h")
  file(STRINGS "${NCCL_INCLUDE_DIR}/nccl.h" _nccl_version_lines
    REGEX "^#define NCCL_(MAJOR|MINOR|PATCH) +[0-9]+")
  foreach(_part MAJOR MINOR PATCH)
    string(REGEX MATCH "NCCL_${_part} +([0-9]+)" _ "${_nccl_version_lines}")
    set(NCCL_VERSION_${_part} "${CMAKE_MATCH_1}")
  endforeach()
  set(NCCL_VERSION
    "${NCCL_VERSION_MAJOR}.${NCCL_VERSION_MINOR}.${NCCL_VERSION_PATCH}")
  unset(_nccl_version_lines)
endif()

include(FindPackageHandleStandardArgs)
find_package_handle_standard_args(NCCL
  REQUIRED_VARS NCCL_LIBRARY NCCL_INCLUDE_DIR
  VERSION_VAR NCCL_VERSION)

if(NCCL_FOUND)
  set(NCCL_INCLUDE_DIRS "${NCCL_INCLUDE_DIR}")
  set(NCCL_LIBRARIES "${NCCL_LIBRARY}")
  if(NOT TARGET NCCL::NCCL)
    add_library(NCCL::NCCL UNKNOWN IMPORTED)
    set_target_properties(NCCL::NCCL PROPERTIES
      IMPORTED_LOCATION "${NCCL_LIBRARY}"
      INTERFACE_INCLUDE_DIRECTORIES "${NCCL_INCLUDE_DIR}")
  endif()
endif()

mark_as_advanced(NCCL_INCLUDE_DIR NCCL_LIBRARY)
unset(_nccl_hints)
