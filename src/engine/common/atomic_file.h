// The one atomic writer of every file the application and the command line write: a temporary
// file beside the target, written, flushed to disk and renamed over it, so that a full disk, a
// write error or a kill leaves the old file whole and never a truncated one.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

namespace pw {

// Why a file could not be written; what() names the file and the reason in one line, and says
// that the file on disk was not changed.
class FileError : public std::runtime_error {
public:
    // What kind of problem it is (so that a user interface can say it in its own language), and
    // the reason in English; System: the operating system's message (strerror).
    enum class Kind { NoName, Folder, NotRegular, SymbolicLink, IsInput, NoSpace, System };
    FileError(const std::string& path, Kind kind, const std::string& reason);
    const std::string& path() const { return path_; }
    Kind kind() const { return kind_; }
    const std::string& reason() const { return reason_; } // e.g. "No space left on device"

private:
    std::string path_;
    Kind kind_;
    std::string reason_;
};

// One file being replaced. The constructor checks the target before anything is written and
// throws FileError when it is empty, a folder, a device, pipe or socket, a symbolic link (its
// target is not replaced through it), one of `inputs` (the same file under any name), in a folder
// that cannot be written, or when the file system has less free space than `expectedBytes` (and a
// 1 % margin). Write through stream(); commit() makes the file appear whole, or throws FileError
// and leaves the old file as it was. Destroyed without commit(), the temporary file is removed.
class AtomicFile {
public:
    explicit AtomicFile(const std::string& path, std::uint64_t expectedBytes = 0,
                        const std::vector<std::string>& inputs = {});
    ~AtomicFile();
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;

    // The constructor's checks of the target (all but the free space), creating nothing: for a
    // command that must refuse a target before a long computation. Throws FileError.
    static void check(const std::string& path, const std::vector<std::string>& inputs = {});

    std::ostream& stream();
    // Flushes, syncs and renames the temporary file over the target; false never: throws.
    void commit();
    const std::string& path() const { return path_; }

    struct Buffer; // the stream's buffer over the temporary file's descriptor (atomic_file.cpp)

private:
    [[noreturn]] void fail(FileError::Kind kind, const std::string& why) const;

    std::string path_;
    std::string temporary_;
    int fd_ = -1;
    std::unique_ptr<Buffer> buffer_;
    std::unique_ptr<std::ostream> stream_;
    bool committed_ = false;
};

// Replaces `path` with `bytes` through AtomicFile.
void writeFileAtomically(const std::string& path, std::string_view bytes,
                         const std::vector<std::string>& inputs = {});

// True when `a` and `b` name the same existing file (the same device and inode).
bool sameFile(const std::string& a, const std::string& b);

} // namespace pw
