// The runner's operating-system pieces: descriptors, /proc figures, the input file and the
// temporary directory.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/process_tools.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <ftw.h>
#include <pwd.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <system_error>
#include <unistd.h>

namespace pw::check::process {

[[noreturn]] void systemError(const char* what) {
    throw std::system_error(errno, std::generic_category(), what);
}

void Fd::reset(int fd) {
    if (fd_ >= 0)
        ::close(fd_);
    fd_ = fd;
}

Pipe makePipe() {
    int fds[2];
    if (::pipe2(fds, O_CLOEXEC) != 0)
        systemError("cannot make a pipe");
    return {Fd(fds[0]), Fd(fds[1])};
}

Identity nobody() {
    passwd entry{};
    passwd* found = nullptr;
    char buffer[1024];
    if (::getpwnam_r("nobody", &entry, buffer, sizeof buffer, &found) == 0 && found)
        return Identity{found->pw_uid, found->pw_gid};
    return Identity{65534, 65534};
}

long tasksOf(uid_t uid) {
    long tasks = 0;
    DIR* proc = ::opendir("/proc");
    if (!proc)
        return 0;
    while (const dirent* entry = ::readdir(proc)) {
        if (entry->d_name[0] < '0' || entry->d_name[0] > '9')
            continue;
        struct stat info {};
        const std::string path = std::string("/proc/") + entry->d_name;
        if (::stat(path.c_str(), &info) != 0 || info.st_uid != uid)
            continue;
        char status[4096] = {};
        const Fd file(::open((path + "/status").c_str(), O_RDONLY | O_CLOEXEC));
        const ssize_t got = file.get() < 0 ? -1 : ::read(file.get(), status, sizeof status - 1);
        const char* threads = got > 0 ? std::strstr(status, "\nThreads:") : nullptr;
        tasks += threads ? std::max(1L, std::atol(threads + 9)) : 1;
    }
    ::closedir(proc);
    return tasks;
}

std::uint64_t memoryField(const std::string& pid, const char* field) {
    char status[4096] = {};
    const Fd file(::open(("/proc/" + pid + "/status").c_str(), O_RDONLY | O_CLOEXEC));
    const ssize_t got = file.get() < 0 ? -1 : ::read(file.get(), status, sizeof status - 1);
    const char* line = got > 0 ? std::strstr(status, field) : nullptr;
    return line ? std::strtoull(line + std::strlen(field), nullptr, 10) * 1024 : 0;
}

namespace {

// Removes a directory tree without following links (the program may have left anything).
void removeTree(const std::string& path) {
    // Directories first made writable (a program may have taken that away), then removed deepest
    // first.
    ::nftw(
        path.c_str(),
        [](const char* name, const struct stat* info, int type, FTW*) {
            if (type == FTW_D)
                ::chmod(name, (info->st_mode & 07777) | S_IRWXU);
            return 0;
        },
        16, FTW_PHYS);
    ::nftw(
        path.c_str(),
        [](const char* name, const struct stat*, int, FTW*) {
            ::remove(name); // what cannot go stays (never a reason to stop removing the rest)
            return 0;
        },
        16, FTW_DEPTH | FTW_PHYS);
}

} // namespace

TemporaryDirectory::TemporaryDirectory(const std::optional<Identity>& owner) {
    const char* base = std::getenv("TMPDIR");
    std::string pattern = std::string(base && *base ? base : "/tmp") + "/pw-check-XXXXXX";
    if (!::mkdtemp(pattern.data()))
        systemError("cannot make a temporary directory");
    path_ = pattern;
    if (owner && ::chown(path_.c_str(), owner->uid, owner->gid) != 0) {
        const int error = errno;
        removeTree(path_);
        errno = error;
        systemError("cannot give the temporary directory to nobody");
    }
}

TemporaryDirectory::~TemporaryDirectory() {
    removeTree(path_);
}

Fd inputFile(std::string_view input) {
    Fd file(static_cast<int>(::syscall(SYS_memfd_create, "pw-check-input", MFD_CLOEXEC)));
    if (file.get() < 0)
        systemError("cannot make the input file");
    for (std::size_t done = 0; done < input.size();) {
        const ssize_t wrote = ::write(file.get(), input.data() + done, input.size() - done);
        if (wrote < 0 && errno != EINTR)
            systemError("cannot write the input file");
        done += wrote > 0 ? static_cast<std::size_t>(wrote) : 0;
    }
    if (::lseek(file.get(), 0, SEEK_SET) != 0)
        systemError("cannot rewind the input file");
    return file;
}

} // namespace pw::check::process
