// Internal to the jenga engine: the temporary file an exact solve keeps its finished layers in.
//
// Chess endgame tablebase generators keep on disk the parts of the table the current step does not
// read; the layered solve (layered_solve.h) reads only a few layers at a time, so the others go
// here. The file never has a name: it is created in a fresh subfolder of the chosen folder, its
// name removed at once and the subfolder with it, so nothing is left behind however the process
// ends (the kernel frees the space once the file is closed and no longer mapped). What was written
// is read back into memory, or mapped read-only where the solved table is only looked up.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

namespace pw::jenga::detail {

class SpillFile {
public:
    // The file, in a subfolder of `folder` (empty: $TMPDIR, else the system's temporary folder);
    // nullptr with `error` set when it cannot be made (no such folder, not writable, no support).
    static std::unique_ptr<SpillFile> create(const std::string& folder, std::string& error);
    ~SpillFile();
    SpillFile(const SpillFile&) = delete;
    SpillFile& operator=(const SpillFile&) = delete;

    // Disk space the layer file always leaves free, for the system and other programs.
    static constexpr std::uint64_t kReserve = std::uint64_t{1} << 30;
    // The folder the file goes in for `folder` (empty: $TMPDIR, else the system's temporary one).
    static std::string folderFor(const std::string& folder);
    // A folder's free space for this user (statvfs), in bytes; 0 when unknown.
    static std::uint64_t freeBytesIn(const std::string& folder);
    std::uint64_t freeBytes() const;
    const std::string& folder() const { return folder_; }

    // Appends `bytes` bytes at the next page boundary: their offset, or -1 when the disk is full
    // or fails (`error()` says why).
    std::int64_t append(const void* data, std::size_t bytes);
    // Reads back what append wrote at `offset`; false on an I/O error.
    bool read(std::uint64_t offset, void* data, std::size_t bytes) const;
    // Maps what append wrote at `offset` read-only (the caller unmaps it with munmap, bytes
    // rounded as the system does); nullptr on failure. The mapping outlives this object.
    const void* map(std::uint64_t offset, std::size_t bytes) const;

    // Gives back the disk space of what append wrote at `offset` (it is not read again).
    void discard(std::uint64_t offset, std::size_t bytes);
    // The bytes written and not discarded.
    std::uint64_t liveBytes() const { return live_; }
    const std::string& error() const { return error_; }

private:
    SpillFile(int fd, std::string folder) : fd_(fd), folder_(std::move(folder)) {}
    int fd_ = -1;
    std::string folder_;
    std::uint64_t end_ = 0;
    std::uint64_t live_ = 0;
    std::string error_;
};

} // namespace pw::jenga::detail
