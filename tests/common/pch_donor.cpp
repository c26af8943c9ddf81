// The source of the targets whose precompiled header the tests of a folder share
// (tests/CMakeLists.txt, pw_test_pch); it holds nothing itself.
// SPDX-License-Identifier: GPL-3.0-or-later
