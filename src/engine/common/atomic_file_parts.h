// What atomic_file.cpp and atomic_file_target.cpp share: paths, the checks of the target, the
// names of temporary files and the copy of a file's bytes.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/atomic_file.h"

#include <atomic>
#include <chrono>
#include <string>
#include <string_view>
#include <vector>

namespace pw::atomic_detail {

// Temporary files beside the target: new bytes not yet in place, and the copy of the old bytes
// kept while a file is written in place.
inline constexpr std::string_view kTemporarySuffix = ".tmp";
inline constexpr std::string_view kOldBytesSuffix = ".old";

std::string folderOf(const std::string& path);
std::string nameOf(const std::string& path);
// `path` with its symbolic links followed to the file they name (which need not exist). Throws
// FileError (naming `path`) for a loop of links or a link that cannot be read.
std::string followLinks(const std::string& path);
// Checks the file `target` (the file `path` names) and says what it is now; throws FileError.
AtomicFile::Original checkTarget(const std::string& path, const std::string& target,
                                 const std::vector<std::string>& inputs);
// A name in the target's folder that no other writer picks: the process, a counter and the
// clock; recoverInterruptedWrite reads the process back from it.
std::string temporaryName(const std::string& target, std::string_view suffix);
// Copies the first `bytes` bytes of `from` over `to` (from its start, then truncated there);
// false with errno set.
bool copyBytes(int from, int to, std::uint64_t bytes);

} // namespace pw::atomic_detail
