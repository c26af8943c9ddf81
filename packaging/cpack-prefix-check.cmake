# Run by cpack before it builds the package (CPACK_PRE_BUILD_SCRIPTS, packaging.cmake): the
# package installs under CPACK_PACKAGING_INSTALL_PREFIX (/usr), and the man pages, printed at build
# time, name the documentation folder under CMAKE_INSTALL_PREFIX; the two must be the same.
# SPDX-License-Identifier: GPL-3.0-or-later
if(NOT CPACK_PW_INSTALL_PREFIX STREQUAL CPACK_PACKAGING_INSTALL_PREFIX)
  message(FATAL_ERROR
          "The package installs under ${CPACK_PACKAGING_INSTALL_PREFIX}, but this tree was "
          "configured for ${CPACK_PW_INSTALL_PREFIX}, which its man pages name: configure it with "
          "-DCMAKE_INSTALL_PREFIX=${CPACK_PACKAGING_INSTALL_PREFIX} before running cpack.")
endif()
