// clearFolder and removeFolderAt: a depth-first removal through descriptors, at most kMaxDepth
// folders deep (deeper ones are renamed up into the folder being cleared and removed from there).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/tree_removal.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <string>
#include <sys/stat.h>
#include <unistd.h>

namespace pw::check {

namespace {

constexpr int kMaxDepth = 48;
constexpr int kMaxPasses = 1000;

// A folder of `parent` opened for reading, never through a link. A folder its owner (the
// program) made unreadable is given back its owner's permissions through its own descriptor
// (chmod of /proc/self/fd/N changes that very folder, whatever is at its name by then).
int openFolder(int parent, const char* name) {
    constexpr int kFlags = O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC;
    int fd = ::openat(parent, name, kFlags);
    if (fd < 0 && errno == EACCES) {
        const int path = ::openat(parent, name, O_PATH | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC);
        if (path < 0)
            return -1;
        const std::string self = "/proc/self/fd/" + std::to_string(path);
        ::chmod(self.c_str(), S_IRWXU);
        fd = ::openat(path, ".", kFlags);
        ::close(path);
    }
    if (fd >= 0)
        ::fchmod(fd, S_IRWXU); // its entries can go (a no-op for root, who may anyway)
    return fd;
}

class Remover {
public:
    explicit Remover(int root) : root_(root) {}

    // Empties `folder` (`depth` folders below the root); entries that stay are counted.
    void clear(int folder, int depth) {
        for (int pass = 0; pass < kMaxPasses; ++pass) {
            const int copy = ::fcntl(folder, F_DUPFD_CLOEXEC, 0);
            DIR* listing = copy >= 0 ? ::fdopendir(copy) : nullptr;
            if (!listing) {
                if (copy >= 0)
                    ::close(copy);
                ++failures_;
                return;
            }
            ::rewinddir(listing); // the copy shares its position with `folder`: from the start
            bool progress = false;
            std::size_t stuck = 0;
            while (const dirent* entry = ::readdir(listing)) {
                const char* name = entry->d_name;
                if (std::strcmp(name, ".") == 0 || std::strcmp(name, "..") == 0)
                    continue;
                switch (removeEntry(folder, name, depth)) {
                case Outcome::Removed:
                    progress = true;
                    break;
                case Outcome::Stuck:
                    ++stuck;
                    break;
                case Outcome::Mount:
                    break;
                }
            }
            ::closedir(listing);
            if (!progress) {
                failures_ += stuck;
                return;
            }
        }
    }

    std::size_t failures() const { return failures_; }

private:
    enum class Outcome { Removed, Stuck, Mount };

    Outcome removeEntry(int folder, const char* name, int depth) {
        if (::unlinkat(folder, name, 0) == 0 || errno == ENOENT)
            return Outcome::Removed;
        if (errno == EBUSY)
            return Outcome::Mount;
        if (errno != EISDIR && errno != EPERM)
            return Outcome::Stuck;
        if (depth >= kMaxDepth && folder != root_) {
            // Too deep to follow with one descriptor a level: moved up to the root, where a
            // later pass of the root's listing removes it.
            for (int attempt = 0; attempt < 1000; ++attempt) {
                const std::string moved = ".pw-deep-" + std::to_string(hoisted_++);
                if (::renameat2(folder, name, root_, moved.c_str(), RENAME_NOREPLACE) == 0)
                    return Outcome::Removed;
                if (errno != EEXIST)
                    break;
            }
            return Outcome::Stuck;
        }
        if (const int sub = openFolder(folder, name); sub >= 0) {
            clear(sub, depth + 1);
            ::close(sub);
        }
        if (::unlinkat(folder, name, AT_REMOVEDIR) == 0 || errno == ENOENT)
            return Outcome::Removed;
        return errno == EBUSY ? Outcome::Mount : Outcome::Stuck;
    }

    int root_;
    std::size_t failures_ = 0;
    unsigned long hoisted_ = 0;
};

} // namespace

std::size_t clearFolder(int folder) {
    Remover remover(folder);
    remover.clear(folder, 0);
    return remover.failures();
}

bool removeFolderAt(int parent, const char* name, dev_t device, ino_t inode) {
    const int folder = openFolder(parent, name);
    if (folder < 0)
        return false;
    struct stat info {};
    const bool same = ::fstat(folder, &info) == 0 && info.st_dev == device && info.st_ino == inode;
    if (same)
        clearFolder(folder);
    ::close(folder);
    if (!same)
        return false;
    // Between the check and here the name could have been given to something else only by a
    // program of the run, and those are gone before a folder is removed: still, a folder that is
    // not empty is never removed (AT_REMOVEDIR), so nothing but an empty folder can go.
    return ::unlinkat(parent, name, AT_REMOVEDIR) == 0;
}

} // namespace pw::check
