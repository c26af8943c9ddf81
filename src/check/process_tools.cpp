// The runner's operating-system pieces: descriptors, the process count, the input file and the
// temporary directory.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/process_tools.h"

#include "check/tree_removal.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
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

TemporaryDirectory::TemporaryDirectory(const std::string& prefix,
                                       const std::optional<Identity>& owner, mode_t mode) {
    const char* base = std::getenv("TMPDIR");
    const std::string folder = base && *base ? base : "/tmp";
    std::string pattern = folder + "/" + prefix + "XXXXXX";
    if (!::mkdtemp(pattern.data()))
        systemError("cannot make a temporary directory");
    path_ = pattern;
    parent_ = Fd(::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    struct stat info {};
    if (parent_.get() < 0 || ::lstat(path_.c_str(), &info) != 0) {
        const int error = errno;
        ::rmdir(path_.c_str());
        errno = error;
        systemError("cannot open the temporary directory");
    }
    device_ = info.st_dev;
    inode_ = info.st_ino;
    if ((owner && ::chown(path_.c_str(), owner->uid, owner->gid) != 0) ||
        ::chmod(path_.c_str(), mode) != 0) {
        const int error = errno;
        ::rmdir(path_.c_str());
        errno = error;
        systemError("cannot give the temporary directory to its user");
    }
}

TemporaryDirectory::~TemporaryDirectory() {
    const std::string name = path_.substr(path_.rfind('/') + 1);
    removeFolderAt(parent_.get(), name.c_str(), device_, inode_);
}

bool copyFile(const std::string& from, const std::string& to) {
    const Fd source(::open(from.c_str(), O_RDONLY | O_CLOEXEC));
    return source.get() >= 0 && copyToNewFile(source.get(), to);
}

bool copyToNewFile(int from, const std::string& to) {
    const Fd target(::open(to.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0755));
    if (target.get() < 0)
        return false;
    char chunk[64 * 1024];
    for (ssize_t got = 0; (got = ::read(from, chunk, sizeof chunk)) != 0;) {
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0 || ::write(target.get(), chunk, static_cast<std::size_t>(got)) != got)
            return false;
    }
    return ::fchmod(target.get(), 0755) == 0;
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
