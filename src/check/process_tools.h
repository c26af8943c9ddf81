// The operating-system pieces the runner of contestants' programs is made of: file descriptors
// and pipes that close themselves, the user a program runs as, the process count a limit counts,
// the input as a file in memory, and a temporary directory removed with everything the program
// left in it (never through a link: tree_removal.h). Internal to src/check.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <sys/types.h>
#include <utility>

namespace pw::check::process {

// Throws std::system_error with errno and `what`.
[[noreturn]] void systemError(const char* what);

// A file descriptor, closed when it goes.
class Fd {
public:
    Fd() = default;
    explicit Fd(int fd) : fd_(fd) {}
    Fd(Fd&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
    Fd& operator=(Fd&& other) noexcept {
        reset(std::exchange(other.fd_, -1));
        return *this;
    }
    ~Fd() { reset(); }
    int get() const { return fd_; }
    void reset(int fd = -1);

private:
    int fd_ = -1;
};

struct Pipe {
    Fd read;
    Fd write;
};
Pipe makePipe(); // both ends close-on-exec

struct Identity {
    uid_t uid = 0;
    gid_t gid = 0;
};
// The user nobody (65534 where the user database does not say).
Identity nobody();

// The tasks (processes and threads) a user runs now: what RLIMIT_NPROC counts.
long tasksOf(uid_t uid);

// The input as a file in memory, at its start: the program may read it or not, seek in it, and
// a program that never reads it blocks nobody (a pipe would fill up).
Fd inputFile(std::string_view input);

// Copies the regular file `from` (or what the descriptor `from` reads, from where it stands) to the
// new file `to` (mode 0755); false when either fails.
bool copyFile(const std::string& from, const std::string& to);
bool copyToNewFile(int from, const std::string& to);

// An empty directory of its own in $TMPDIR (or /tmp), named `prefix`XXXXXX, owned by `owner`
// (when given) with mode `mode`, removed with all that was left in it: through descriptors, and
// only while its name is still that directory's.
class TemporaryDirectory {
public:
    TemporaryDirectory(const std::string& prefix, const std::optional<Identity>& owner,
                       mode_t mode = 0700);
    ~TemporaryDirectory();
    TemporaryDirectory(const TemporaryDirectory&) = delete;
    TemporaryDirectory& operator=(const TemporaryDirectory&) = delete;
    const std::string& path() const { return path_; }

private:
    std::string path_;
    Fd parent_;
    dev_t device_ = 0;
    ino_t inode_ = 0;
};

} // namespace pw::check::process
