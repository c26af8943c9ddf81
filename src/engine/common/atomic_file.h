// The one atomic writer of every file the application and the command line write. It keeps what
// the file is, as GLib's g_file_replace and editors do: a symbolic link is written through to its
// target; a replaced file keeps its mode, owner and group; a file with several hard links, or one
// whose owner or group this process cannot give a new file, is written in place after a copy of
// its old bytes, never split nor handed to another owner. The new bytes first go to an unnamed
// temporary file (O_TMPFILE) in the target's folder, flushed to disk and put in place only when
// whole, so that a full disk, a write error or a kill leaves the old file or the new one and no
// temporary file.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <ostream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <sys/types.h>
#include <vector>

namespace pw {

// Why a file could not be written; what() names the file and the reason in one line, and says
// that the file on disk was not changed.
class FileError : public std::runtime_error {
public:
    // What kind of problem it is (so that a user interface can say it in its own language), and
    // the reason in English; System: the operating system's message (strerror).
    enum class Kind { NoName, Folder, NotRegular, IsInput, NoSpace, System };
    FileError(const std::string& path, Kind kind, const std::string& reason);
    const std::string& path() const { return path_; }
    Kind kind() const { return kind_; }
    const std::string& reason() const { return reason_; } // e.g. "No space left on device"

private:
    std::string path_;
    Kind kind_;
    std::string reason_;
};

// One file being replaced. The constructor follows `path`'s symbolic links to the file they name
// (which need not exist yet) and checks it before anything is written: it throws FileError when
// the name is empty, or names a folder, a device, pipe or socket, one of `inputs` (the same file
// under any name), a file in a folder that does not exist, or when the file system has less free
// space than `expectedBytes` (and a 1 % margin). Write through stream(); commit() makes the file
// appear whole, or throws FileError and leaves the old file as it was. Destroyed without
// commit(), nothing is left.
//
// A kill during commit()'s in-place copy (hard links, another owner: a few milliseconds) leaves
// the copy of the old bytes beside the file; recoverInterruptedWrite() puts it back.
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
    // Flushes and syncs the new bytes and puts them in place; false never: throws.
    void commit();
    const std::string& path() const { return path_; }
    // The file written: `path`, or the file its symbolic links lead to.
    const std::string& target() const { return target_; }

    struct Buffer; // the stream's buffer over the temporary file's descriptor (atomic_file.cpp)
    // What the target was before (atomic_file_target.cpp).
    struct Original {
        bool exists = false;
        mode_t mode = 0;
        uid_t owner = 0;
        gid_t group = 0;
        nlink_t links = 0;
        std::uint64_t size = 0;
    };

private:
    [[noreturn]] void fail(FileError::Kind kind, const std::string& why) const;
    void replace();
    void writeInPlace();

    std::string path_;
    std::string target_;
    std::string temporary_; // a named temporary file where O_TMPFILE is not available
    Original original_;
    bool inPlace_ = false;
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

// After a writer of `path` was killed: puts back the old bytes that an interrupted write in place
// copied beside it, and removes the temporary files such writers left (a writer whose process
// still runs is left alone). The application calls it before it reads a file and every writer
// before it writes one. True when old bytes were put back.
bool recoverInterruptedWrite(const std::string& path);

} // namespace pw
