# Fails when a file under src/ has more than PW_MAX_LINES lines (the project's rule: a source file
# holds one thing and stays under 500 lines), and lists them. Run by ctest as test_source_file_length.
# SPDX-License-Identifier: GPL-3.0-or-later
file(GLOB_RECURSE files LIST_DIRECTORIES false RELATIVE "${PW_SOURCE_DIR}" "${PW_SOURCE_DIR}/src/*")
list(SORT files)
set(long "")
foreach(file IN LISTS files)
  file(READ "${PW_SOURCE_DIR}/${file}" text)
  # Lines as wc -l counts them: the newlines.
  string(REGEX MATCHALL "\n" newlines "${text}")
  list(LENGTH newlines lines)
  if(lines GREATER PW_MAX_LINES)
    string(APPEND long "\n  ${file}: ${lines} lines")
  endif()
endforeach()
list(LENGTH files count)
if(long)
  message(FATAL_ERROR "source file length: over ${PW_MAX_LINES} lines (split along a seam):${long}")
endif()
message(STATUS "source file length: ${count} files under src/, none over ${PW_MAX_LINES} lines")
