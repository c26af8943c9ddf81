// AtomicFile's target: a path's symbolic links followed to the file they name, the checks made
// before anything is written, the names of temporary files, and the recovery after a kill.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/atomic_file_parts.h"

#include <cerrno>
#include <csignal>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace pw::atomic_detail {

std::string folderOf(const std::string& path) {
    const std::size_t slash = path.rfind('/');
    if (slash == std::string::npos)
        return ".";
    return slash == 0 ? "/" : path.substr(0, slash);
}

std::string nameOf(const std::string& path) {
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string followLinks(const std::string& path) {
    // As open(2) follows them: each link's text read relative to the folder holding the link.
    std::string at = path;
    for (int hops = 0;; ++hops) {
        struct stat info {};
        if (::lstat(at.c_str(), &info) != 0 || !S_ISLNK(info.st_mode))
            return at;
        if (hops >= 40)
            throw FileError(path, FileError::Kind::System, std::strerror(ELOOP));
        // As the kernel's protected_symlinks does for open(2) (this follows links itself): in
        // a folder all may write to with the sticky bit (/tmp), a link is followed only when it
        // is this user's or the folder owner's, so that nobody can plant one there that leads
        // root's save to a file of the system.
        struct stat folder {};
        if (::stat(folderOf(at).c_str(), &folder) == 0 && (folder.st_mode & S_ISVTX) != 0 &&
            (folder.st_mode & S_IWOTH) != 0 && info.st_uid != ::geteuid() &&
            info.st_uid != folder.st_uid)
            throw FileError(path, FileError::Kind::System,
                            "it is another user's symbolic link in a shared folder, which is not "
                            "followed");
        std::string text(static_cast<std::size_t>(info.st_size > 0 ? info.st_size : 4096) + 1,
                         '\0');
        const ssize_t length = ::readlink(at.c_str(), text.data(), text.size());
        if (length < 0)
            throw FileError(path, FileError::Kind::System, std::strerror(errno));
        text.resize(static_cast<std::size_t>(length));
        at = text.starts_with('/') ? text : folderOf(at) + "/" + text;
    }
}

AtomicFile::Original checkTarget(const std::string& path, const std::string& target,
                                 const std::vector<std::string>& inputs) {
    const auto fail = [&](FileError::Kind kind, const std::string& why) {
        throw FileError(path, kind, why);
    };
    AtomicFile::Original original;
    struct stat info {};
    if (::lstat(target.c_str(), &info) == 0) {
        if (S_ISDIR(info.st_mode))
            fail(FileError::Kind::Folder, "it is a folder");
        if (!S_ISREG(info.st_mode))
            fail(FileError::Kind::NotRegular,
                 "it is not a regular file (a device, pipe or socket)");
        original = {true,        info.st_mode & 07777, info.st_uid,
                    info.st_gid, info.st_nlink,        static_cast<std::uint64_t>(info.st_size)};
    } else if (errno != ENOENT) {
        fail(FileError::Kind::System, std::strerror(errno));
    } else if (struct stat folder{}; ::stat(folderOf(target).c_str(), &folder) != 0) {
        fail(FileError::Kind::System, std::strerror(errno)); // e.g. a folder that does not exist
    } else if (!S_ISDIR(folder.st_mode)) {
        fail(FileError::Kind::System, std::strerror(ENOTDIR));
    }
    // Every write makes a file in the target's folder: a folder that cannot take one is said
    // as such, before the free-space check could call it short of space.
    const std::string folder = folderOf(target);
    if (struct statvfs system{};
        ::statvfs(folder.c_str(), &system) == 0 && (system.f_flag & ST_RDONLY) != 0)
        fail(FileError::Kind::System, "its folder is on a read-only file system");
    if (::access(folder.c_str(), W_OK | X_OK) != 0)
        fail(FileError::Kind::System,
             "its folder cannot be written to (" + std::string(std::strerror(errno)) + ")");
    for (const std::string& input : inputs)
        if (!input.empty() && input != "-" && sameFile(target, input))
            fail(FileError::Kind::IsInput,
                 "it is an input of this command (write to another file)");
    return original;
}

std::string temporaryName(const std::string& target, std::string_view suffix) {
    static std::atomic<std::uint64_t> counter{0};
    const auto ticks = std::chrono::steady_clock::now().time_since_epoch().count();
    return folderOf(target) + "/." + nameOf(target) + "." + std::to_string(::getpid()) + "-" +
           std::to_string(counter.fetch_add(1)) + "-" +
           std::to_string(static_cast<std::uint64_t>(ticks) % 1000000) + std::string(suffix);
}

bool copyBytes(int from, int to, std::uint64_t bytes) {
    char block[1 << 16];
    off_t at = 0;
    while (static_cast<std::uint64_t>(at) < bytes) {
        const ssize_t got = ::pread(from, block, sizeof block, at);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0) {
            if (got == 0)
                errno = EIO; // the source is shorter than it was
            return false;
        }
        for (ssize_t done = 0; done < got;) {
            const ssize_t put =
                ::pwrite(to, block + done, static_cast<std::size_t>(got - done), at + done);
            if (put < 0 && errno == EINTR)
                continue;
            if (put <= 0) {
                if (put == 0)
                    errno = EIO;
                return false;
            }
            done += put;
        }
        at += got;
    }
    return ::ftruncate(to, at) == 0;
}

namespace {

// The writer's process id in a name temporaryName() made for `name` with `suffix`, else 0.
pid_t writerOf(const std::string& entry, const std::string& name, std::string_view suffix) {
    const std::string prefix = "." + name + ".";
    if (!entry.starts_with(prefix) || !entry.ends_with(suffix))
        return 0;
    std::size_t at = prefix.size();
    pid_t pid = 0;
    while (at < entry.size() && entry[at] >= '0' && entry[at] <= '9' && pid < 100000000)
        pid = pid * 10 + (entry[at++] - '0');
    return at < entry.size() && entry[at] == '-' ? pid : 0;
}

bool isGone(pid_t pid) {
    return pid > 0 && pid != ::getpid() && ::kill(pid, 0) != 0 && errno == ESRCH;
}

} // namespace

} // namespace pw::atomic_detail

namespace pw {

bool recoverInterruptedWrite(const std::string& path) {
    using namespace atomic_detail;
    std::string target;
    try {
        target = followLinks(path);
    } catch (const FileError&) {
        return false;
    }
    const std::string folder = folderOf(target);
    const std::string name = nameOf(target);
    DIR* entries = ::opendir(folder.c_str());
    if (!entries)
        return false;
    std::vector<std::string> temporaries;
    std::vector<std::string> copies;
    while (const dirent* entry = ::readdir(entries)) {
        const std::string entryName = entry->d_name;
        if (isGone(writerOf(entryName, name, kTemporarySuffix)))
            temporaries.push_back(folder + "/" + entryName);
        else if (isGone(writerOf(entryName, name, kOldBytesSuffix)))
            copies.push_back(folder + "/" + entryName);
    }
    ::closedir(entries);
    for (const std::string& temporary : temporaries)
        ::unlink(temporary.c_str());
    bool restored = false;
    for (const std::string& copy : copies) {
        // The old bytes, whole (a copy is named only once it is synced), go back in place.
        const int from = ::open(copy.c_str(), O_RDONLY | O_CLOEXEC | O_NOFOLLOW);
        const int to = ::open(target.c_str(), O_WRONLY | O_CLOEXEC | O_NONBLOCK);
        struct stat info {};
        const bool back = from >= 0 && to >= 0 && ::fstat(from, &info) == 0 &&
                          copyBytes(from, to, static_cast<std::uint64_t>(info.st_size)) &&
                          ::fsync(to) == 0;
        if (from >= 0)
            ::close(from);
        if (to >= 0)
            ::close(to);
        if (back) {
            ::unlink(copy.c_str());
            restored = true;
        }
    }
    return restored;
}

} // namespace pw
