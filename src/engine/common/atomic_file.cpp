// AtomicFile: an unnamed temporary file, written, synced and linked over the target (or copied
// into it in place), keeping the target's mode, owner, group and hard links.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/atomic_file.h"

#include "engine/common/atomic_file_parts.h"
#include "engine/common/byte_text.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <streambuf>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace pw {

using namespace atomic_detail;

namespace {

// A temporary file in `folder` for reading and writing: unnamed (O_TMPFILE), so that a kill
// leaves nothing; where the file system has no such files, named beside the target (`named`).
int createTemporary(const std::string& target, std::string* named) {
    named->clear();
    const int fd = ::open(folderOf(target).c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0666);
    if (fd >= 0 || (errno != EOPNOTSUPP && errno != EISDIR && errno != EINVAL))
        return fd;
    for (int attempt = 0;; ++attempt) {
        *named = temporaryName(target, kTemporarySuffix);
        const int file = ::open(named->c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (file >= 0 || errno != EEXIST || attempt > 100) {
            if (file < 0)
                named->clear();
            return file;
        }
    }
}

// Gives the temporary file `fd` the name `wanted` in its folder: renamed when it has a name
// (`named`), else linked in (through /proc, or AT_EMPTY_PATH, which needs a capability), else
// copied into a new file of that name. False with errno set.
bool nameTemporary(int fd, const std::string& named, const std::string& wanted) {
    if (!named.empty())
        return ::rename(named.c_str(), wanted.c_str()) == 0;
    const std::string self = "/proc/self/fd/" + std::to_string(fd);
    if (::linkat(AT_FDCWD, self.c_str(), AT_FDCWD, wanted.c_str(), AT_SYMLINK_FOLLOW) == 0 ||
        ::linkat(fd, "", AT_FDCWD, wanted.c_str(), AT_EMPTY_PATH) == 0)
        return true;
    struct stat info {};
    const int copy = ::open(wanted.c_str(), O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0600);
    if (copy < 0)
        return false;
    const bool copied = ::fstat(fd, &info) == 0 && ::fchown(copy, info.st_uid, info.st_gid) == 0 &&
                        ::fchmod(copy, info.st_mode & 07777) == 0 &&
                        copyBytes(fd, copy, static_cast<std::uint64_t>(info.st_size)) &&
                        ::fsync(copy) == 0;
    const int saved = errno;
    ::close(copy);
    if (!copied)
        ::unlink(wanted.c_str());
    errno = saved;
    return copied;
}

void syncFolder(const std::string& path) {
    // A new name reaches the disk with its folder's entry (best effort: some file systems
    // refuse to sync a folder).
    const int folder = ::open(folderOf(path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder >= 0) {
        ::fsync(folder);
        ::close(folder);
    }
}

constexpr mode_t kSetId = S_ISUID | S_ISGID;

} // namespace

FileError::FileError(const std::string& path, Kind kind, const std::string& reason)
    : std::runtime_error("cannot write '" + path + "': " + reason +
                         "; the file on disk was not changed"),
      path_(path), kind_(kind), reason_(reason) {}

// Writes the stream's bytes to the descriptor in blocks, remembering the first error (errno).
struct AtomicFile::Buffer : std::streambuf {
    explicit Buffer(int descriptor) : fd(descriptor) { setp(block, block + sizeof block); }

    int overflow(int c) override {
        if (!drain())
            return traits_type::eof();
        if (!traits_type::eq_int_type(c, traits_type::eof())) {
            *pptr() = traits_type::to_char_type(c);
            pbump(1);
        }
        return traits_type::not_eof(c);
    }
    int sync() override { return drain() ? 0 : -1; }

    bool drain() {
        const char* at = pbase();
        while (error == 0 && at < pptr()) {
            const ssize_t wrote = ::write(fd, at, static_cast<std::size_t>(pptr() - at));
            if (wrote < 0 && errno == EINTR)
                continue;
            if (wrote <= 0)
                error = wrote < 0 ? errno : EIO;
            else {
                at += wrote;
                written += static_cast<std::uint64_t>(wrote);
            }
        }
        setp(block, block + sizeof block);
        return error == 0;
    }

    int fd;
    int error = 0;
    std::uint64_t written = 0;
    char block[1 << 16];
};

void AtomicFile::check(const std::string& path, const std::vector<std::string>& inputs) {
    if (path.empty())
        throw FileError(path, FileError::Kind::NoName, "no file name was given");
    checkTarget(path, followLinks(path), inputs);
}

AtomicFile::AtomicFile(const std::string& path, std::uint64_t expectedBytes,
                       const std::vector<std::string>& inputs)
    : path_(path) {
    if (path.empty())
        fail(FileError::Kind::NoName, "no file name was given");
    target_ = followLinks(path);
    recoverInterruptedWrite(target_); // what a killed writer left is put right first
    original_ = checkTarget(path, target_, inputs);
    // A file with several names is written in place, after a copy of its old bytes.
    const bool copyFirst = original_.exists && original_.links > 1;
    struct statvfs space {};
    if (expectedBytes > 0 && ::statvfs(folderOf(target_).c_str(), &space) == 0) {
        const std::uint64_t free = static_cast<std::uint64_t>(space.f_bavail) * space.f_frsize;
        const std::uint64_t needed =
            expectedBytes + expectedBytes / 100 + (copyFirst ? original_.size : 0);
        if (free < needed)
            fail(FileError::Kind::NoSpace, "its file system has " + byteText(free) +
                                               " free, and the file needs about " +
                                               byteText(needed));
    }
    fd_ = createTemporary(target_, &temporary_);
    if (fd_ < 0)
        fail(FileError::Kind::System, std::strerror(errno));
    if (original_.exists) {
        // The new file is the old one's: its owner and group (as root over another user's file),
        // its mode; where this process cannot give it the owner or group, or the old file has
        // other names, the old file is written in place instead. The set-user-ID and set-group-ID
        // bits go, as the kernel drops them from a file written to.
        struct stat mine {};
        const bool sameOwner = ::fstat(fd_, &mine) == 0 && mine.st_uid == original_.owner &&
                               mine.st_gid == original_.group;
        inPlace_ =
            copyFirst || (!sameOwner && ::fchown(fd_, original_.owner, original_.group) != 0);
        if (!inPlace_) {
            ::fchmod(fd_, original_.mode & ~kSetId);
        } else if (::access(target_.c_str(), W_OK) != 0) {
            const std::string why = std::strerror(errno);
            ::close(fd_); // the destructor does not run for a constructor that throws
            fd_ = -1;
            if (!temporary_.empty())
                ::unlink(temporary_.c_str());
            fail(FileError::Kind::System,
                 why + (copyFirst ? " (a file with several hard links is written in place)"
                                  : " (it belongs to another user, and is written in place)"));
        }
    }
    buffer_ = std::make_unique<Buffer>(fd_);
    stream_ = std::make_unique<std::ostream>(buffer_.get());
}

AtomicFile::~AtomicFile() {
    if (fd_ >= 0)
        ::close(fd_);
    if (!committed_ && !temporary_.empty())
        ::unlink(temporary_.c_str());
}

std::ostream& AtomicFile::stream() {
    return *stream_;
}

void AtomicFile::fail(FileError::Kind kind, const std::string& why) const {
    throw FileError(path_, kind, why);
}

void AtomicFile::commit() {
    stream_->flush();
    if (!buffer_->drain() || !*stream_)
        fail(FileError::Kind::System, std::strerror(buffer_->error != 0 ? buffer_->error : EIO));
    if (::fsync(fd_) != 0)
        fail(FileError::Kind::System, std::strerror(errno));
    if (inPlace_)
        writeInPlace();
    else
        replace();
    committed_ = true;
    syncFolder(target_);
}

void AtomicFile::replace() {
    // Named at the last moment (an unnamed file cannot be renamed over another), then renamed
    // over the target: a kill between the two leaves a name that recoverInterruptedWrite removes.
    if (temporary_.empty()) {
        const std::string name = temporaryName(target_, kTemporarySuffix);
        if (!nameTemporary(fd_, {}, name))
            fail(FileError::Kind::System, std::strerror(errno));
        temporary_ = name;
    }
    const int closed = ::close(fd_);
    fd_ = -1;
    if (closed != 0)
        fail(FileError::Kind::System, std::strerror(errno));
    if (::rename(temporary_.c_str(), target_.c_str()) != 0)
        fail(FileError::Kind::System, std::strerror(errno));
}

void AtomicFile::writeInPlace() {
    const int target = ::open(target_.c_str(), O_RDWR | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW);
    if (target < 0)
        fail(FileError::Kind::System, std::strerror(errno));
    struct stat info {};
    if (::fstat(target, &info) != 0 || !S_ISREG(info.st_mode)) {
        ::close(target);
        fail(FileError::Kind::NotRegular, "it is not a regular file (a device, pipe or socket)");
    }
    // First a copy of the old bytes, synced, and only then given its name: a kill during the
    // copy back leaves it whole for recoverInterruptedWrite.
    std::string named;
    const int copy = createTemporary(target_, &named);
    const std::string copyName = temporaryName(target_, kOldBytesSuffix);
    const bool kept = copy >= 0 &&
                      copyBytes(target, copy, static_cast<std::uint64_t>(info.st_size)) &&
                      ::fsync(copy) == 0 && nameTemporary(copy, named, copyName);
    const int keptError = errno;
    if (copy >= 0)
        ::close(copy);
    if (!kept) {
        if (!named.empty())
            ::unlink(named.c_str());
        ::close(target);
        fail(FileError::Kind::System, std::strerror(keptError));
    }
    syncFolder(copyName);
    if (!copyBytes(fd_, target, buffer_->written) || ::fsync(target) != 0) {
        const std::string why = std::strerror(errno);
        // Put the old bytes back; when even that fails, the copy stays for the next attempt.
        const int old = ::open(copyName.c_str(), O_RDONLY | O_CLOEXEC);
        const bool back = old >= 0 &&
                          copyBytes(old, target, static_cast<std::uint64_t>(info.st_size)) &&
                          ::fsync(target) == 0;
        if (old >= 0)
            ::close(old);
        if (back)
            ::unlink(copyName.c_str());
        ::close(target);
        fail(FileError::Kind::System, why);
    }
    if ((info.st_mode & kSetId) != 0)
        ::fchmod(target, info.st_mode & 07777 & ~kSetId);
    ::close(target);
    ::unlink(copyName.c_str());
    // The new bytes are in place: their temporary file goes (a named one too, where the file
    // system has no O_TMPFILE).
    ::close(fd_);
    fd_ = -1;
    if (!temporary_.empty())
        ::unlink(temporary_.c_str());
}

void writeFileAtomically(const std::string& path, std::string_view bytes,
                         const std::vector<std::string>& inputs) {
    AtomicFile file(path, bytes.size(), inputs);
    file.stream().write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    file.commit();
}

bool sameFile(const std::string& a, const std::string& b) {
    struct stat first {};
    struct stat second {};
    return ::stat(a.c_str(), &first) == 0 && ::stat(b.c_str(), &second) == 0 &&
           first.st_dev == second.st_dev && first.st_ino == second.st_ino;
}

} // namespace pw
