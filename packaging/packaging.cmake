# Desktop integration files and the Debian package (cpack -G DEB from the build tree).
# SPDX-License-Identifier: GPL-3.0-or-later
set(PW_APP_ID io.github.puzzleworkbench.PuzzleWorkbench)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/${PW_APP_ID}.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/${PW_APP_ID}.metainfo.xml DESTINATION ${CMAKE_INSTALL_DATADIR}/metainfo)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/${PW_APP_ID}.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
# PNG icons beside the SVG, for menus, docks and AppStream, which want pixel sizes (the icon theme
# specification asks for 48 px at least), rendered from the SVG at build time by rsvg-convert
# (librsvg2-bin; its PNG files carry no time stamp, so builds are reproducible). In the build tree
# they sit where they are installed: icons/hicolor/NxN/apps (tests/packaging/test_icons.cpp).
if(PW_BUILD_APP)
  find_program(PW_RSVG_CONVERT rsvg-convert REQUIRED)
  set(pw_icons)
  foreach(size IN ITEMS 16 24 32 48 64 128 256)
    set(dir icons/hicolor/${size}x${size}/apps)
    set(png ${CMAKE_BINARY_DIR}/${dir}/${PW_APP_ID}.png)
    add_custom_command(OUTPUT ${png}
                       COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/${dir}
                       COMMAND ${PW_RSVG_CONVERT} --width ${size} --height ${size}
                               --output ${png} ${CMAKE_CURRENT_LIST_DIR}/${PW_APP_ID}.svg
                       DEPENDS ${CMAKE_CURRENT_LIST_DIR}/${PW_APP_ID}.svg VERBATIM)
    list(APPEND pw_icons ${png})
    install(FILES ${png} DESTINATION ${CMAKE_INSTALL_DATADIR}/${dir})
  endforeach()
  add_custom_target(pw_icons ALL DEPENDS ${pw_icons})
endif()
# The .pwb type; dpkg's trigger of shared-mime-info rebuilds the database on install.
install(FILES ${CMAKE_CURRENT_LIST_DIR}/${PW_APP_ID}.mime.xml
        DESTINATION ${CMAKE_INSTALL_DATADIR}/mime/packages RENAME ${PW_APP_ID}.xml)

# Debian policy: in /usr/share/doc/<package>, the copyright file as is and the changelog compressed
# with gzip -9n (no name or time stamp, so that builds are reproducible).
find_program(PW_GZIP gzip REQUIRED)
set(PW_DEBIAN_CHANGELOG ${CMAKE_BINARY_DIR}/changelog.Debian.gz)
add_custom_command(OUTPUT ${PW_DEBIAN_CHANGELOG}
                   COMMAND ${PW_GZIP} -9n -c ${CMAKE_CURRENT_LIST_DIR}/debian/changelog > ${PW_DEBIAN_CHANGELOG}
                   DEPENDS ${CMAKE_CURRENT_LIST_DIR}/debian/changelog VERBATIM)
add_custom_target(pw_debian_changelog ALL DEPENDS ${PW_DEBIAN_CHANGELOG})
install(FILES ${CMAKE_CURRENT_LIST_DIR}/debian/copyright ${PW_DEBIAN_CHANGELOG} DESTINATION ${PW_DOC_DIR})
# Beside them the documentation, docs/*.md, compressed the same way (policy asks it of files over
# 4 kB, which they all are); the man pages name them, for example cli.md.gz.
file(GLOB pw_docs CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/docs/*.md)
set(pw_docs_gz)
foreach(doc IN LISTS pw_docs)
  get_filename_component(name ${doc} NAME)
  set(gz ${CMAKE_BINARY_DIR}/doc/${name}.gz)
  add_custom_command(OUTPUT ${gz}
                     COMMAND ${CMAKE_COMMAND} -E make_directory ${CMAKE_BINARY_DIR}/doc
                     COMMAND ${PW_GZIP} -9n -c ${doc} > ${gz}
                     DEPENDS ${doc} VERBATIM)
  list(APPEND pw_docs_gz ${gz})
endforeach()
add_custom_target(pw_docs ALL DEPENDS ${pw_docs_gz})
install(FILES ${pw_docs_gz} DESTINATION ${PW_DOC_DIR})

set(CPACK_PACKAGE_NAME puzzle-workbench)
set(CPACK_PACKAGE_VENDOR "Puzzle Workbench developers")
# The synopsis is the first line of the Debian description; the extended description follows it
# (CPack indents each line by one space and turns an empty line into " ."), so it must not repeat
# the synopsis; lines stay under 80 columns.
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "exact answers to four classic probability and game puzzles")
string(JOIN "\n" CPACK_DEBIAN_PACKAGE_DESCRIPTION
  "Puzzle Workbench lets you edit a position of Colored Jenga, Double Patience,"
  "Hackenbush towers or stones on a polygon by clicking, and shows its exact"
  "answer, computed in the background and updated live: expected game lengths,"
  "winning probabilities, game values and winning moves, shortest solutions."
  ""
  "A command-line tool, puzzle-workbench-cli, reads and writes the original"
  "contest formats.")
set(CPACK_PACKAGE_INSTALL_DIRECTORY puzzle-workbench)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
# The man pages name the installed documentation under CMAKE_INSTALL_PREFIX, so a package is made
# only from a tree configured with -DCMAKE_INSTALL_PREFIX=/usr (cpack-prefix-check.cmake).
set(CPACK_PW_INSTALL_PREFIX ${CMAKE_INSTALL_PREFIX})
set(CPACK_PRE_BUILD_SCRIPTS ${CMAKE_CURRENT_LIST_DIR}/cpack-prefix-check.cmake)
set(CPACK_STRIP_FILES ON)
# CPack strips with plain strip, which keeps the compiler's version string in .comment; dh_strip
# removes it too (lintian: binary-has-unneeded-section). This runs after both programs are
# installed (the subdirectories' install rules come first).
install(CODE "
  if(CMAKE_INSTALL_DO_STRIP)
    foreach(program IN ITEMS puzzle-workbench puzzle-workbench-cli)
      set(file \"\$ENV{DESTDIR}\${CMAKE_INSTALL_PREFIX}/${CMAKE_INSTALL_BINDIR}/\${program}\")
      if(EXISTS \"\${file}\")
        execute_process(COMMAND \"${CMAKE_OBJCOPY}\" --remove-section=.comment \"\${file}\"
                        COMMAND_ERROR_IS_FATAL ANY)
      endif()
    endforeach()
  endif()")
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
# A Debian revision makes the package non-native, so its changelog is changelog.Debian.gz.
set(CPACK_DEBIAN_PACKAGE_RELEASE 1)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "Puzzle Workbench developers <dev@puzzle-workbench.invalid>")
set(CPACK_DEBIAN_PACKAGE_SECTION math)
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE ${PROJECT_HOMEPAGE_URL})
# Shared libraries are found by dpkg-shlibdeps; Qt's platform plugins are loaded at run time, so
# they are declared by hand. The SVG icon engine (for the window and theme icons) is a plugin too,
# but libqt6svg6, which holds it, is already found by dpkg-shlibdeps: the application links
# Qt6::Svg. CPack does not merge the two lists, so it must not be named here as well.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, bubblewrap")
# Chinese needs a CJK font and Qt's own translations. In a Wayland session (but GNOME's) Qt 6.4
# looks for its Wayland platform plugin; without it Qt prints a warning and runs through XWayland.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS
    "fonts-noto-cjk | fonts-wqy-microhei, qt6-translations-l10n, qt6-wayland")
include(CPack)
