# Desktop integration files and the Debian package (cpack -G DEB from the build tree).
set(PW_APP_ID io.github.puzzleworkbench.PuzzleWorkbench)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/${PW_APP_ID}.desktop DESTINATION share/applications)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/${PW_APP_ID}.metainfo.xml DESTINATION share/metainfo)
install(FILES ${CMAKE_CURRENT_LIST_DIR}/${PW_APP_ID}.svg DESTINATION share/icons/hicolor/scalable/apps)

set(CPACK_PACKAGE_NAME puzzle-workbench)
set(CPACK_PACKAGE_VENDOR "Puzzle Workbench developers")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "Exact answers to four classic probability and game puzzles")
set(CPACK_PACKAGE_INSTALL_DIRECTORY puzzle-workbench)
set(CPACK_PACKAGING_INSTALL_PREFIX /usr)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "Puzzle Workbench developers <dev@puzzle-workbench.invalid>")
set(CPACK_DEBIAN_PACKAGE_SECTION games)
set(CPACK_DEBIAN_PACKAGE_DESCRIPTION
    "Exact answers to four classic probability and game puzzles\n Colored Jenga, Double Patience, Hackenbush towers and stones on a polygon,\n edited by clicking and solved live; plus a command-line tool for the\n original contest formats.")
# Shared libraries are found by dpkg-shlibdeps; Qt's platform plugins and SVG icon engine are
# loaded at run time, so they are declared by hand.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "qt6-qpa-plugins, libqt6svg6")
# Chinese needs a CJK font and Qt's own translations.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "fonts-noto-cjk | fonts-wqy-microhei, qt6-translations-l10n")
include(CPack)
