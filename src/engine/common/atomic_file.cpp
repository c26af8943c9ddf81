// AtomicFile: POSIX temporary file, write, fsync and rename; checks of the target first.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/atomic_file.h"

#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <streambuf>
#include <sys/stat.h>
#include <sys/statvfs.h>
#include <unistd.h>

namespace pw {

namespace {

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

std::string sizeText(std::uint64_t bytes) {
    static constexpr const char* kUnits[] = {"bytes", "KiB", "MiB", "GiB", "TiB"};
    double value = static_cast<double>(bytes);
    int unit = 0;
    while (value >= 1024 && unit < 4) {
        value /= 1024;
        ++unit;
    }
    char text[32];
    std::snprintf(text, sizeof text, unit == 0 ? "%.0f %s" : "%.1f %s", value, kUnits[unit]);
    return text;
}

// A name for the temporary file that no other writer picks: the process, a counter and the clock.
std::string temporaryName(const std::string& path) {
    static std::atomic<std::uint64_t> counter{0};
    const auto ticks = std::chrono::steady_clock::now().time_since_epoch().count();
    return folderOf(path) + "/." + nameOf(path) + "." + std::to_string(::getpid()) + "-" +
           std::to_string(counter.fetch_add(1)) + "-" +
           std::to_string(static_cast<std::uint64_t>(ticks) % 1000000) + ".tmp";
}

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
            else
                at += wrote;
        }
        setp(block, block + sizeof block);
        return error == 0;
    }

    int fd;
    int error = 0;
    char block[1 << 16];
};

namespace {

// What the constructor and AtomicFile::check learn about the target: whether it exists (a
// replaced file keeps its permissions) and its mode.
struct Target {
    bool exists = false;
    mode_t mode = 0666;
};

Target checkTarget(const std::string& path, const std::vector<std::string>& inputs) {
    const auto fail = [&](FileError::Kind kind, const std::string& why) {
        throw FileError(path, kind, why);
    };
    if (path.empty())
        fail(FileError::Kind::NoName, "no file name was given");
    Target target;
    struct stat info {};
    if (::lstat(path.c_str(), &info) == 0) {
        if (S_ISLNK(info.st_mode))
            fail(FileError::Kind::SymbolicLink,
                 "it is a symbolic link (name the file it points to)");
        if (S_ISDIR(info.st_mode))
            fail(FileError::Kind::Folder, "it is a folder");
        if (!S_ISREG(info.st_mode))
            fail(FileError::Kind::NotRegular,
                 "it is not a regular file (a device, pipe or socket)");
        target.exists = true;
        target.mode = info.st_mode & 07777;
    } else if (errno != ENOENT) {
        fail(FileError::Kind::System, std::strerror(errno));
    } else if (struct stat folder{}; ::stat(folderOf(path).c_str(), &folder) != 0) {
        fail(FileError::Kind::System, std::strerror(errno)); // e.g. a folder that does not exist
    } else if (!S_ISDIR(folder.st_mode)) {
        fail(FileError::Kind::System, std::strerror(ENOTDIR));
    }
    for (const std::string& input : inputs)
        if (!input.empty() && input != "-" && sameFile(path, input))
            fail(FileError::Kind::IsInput,
                 "it is an input of this command (write to another file)");
    return target;
}

} // namespace

void AtomicFile::check(const std::string& path, const std::vector<std::string>& inputs) {
    checkTarget(path, inputs);
}

AtomicFile::AtomicFile(const std::string& path, std::uint64_t expectedBytes,
                       const std::vector<std::string>& inputs)
    : path_(path) {
    const Target target = checkTarget(path, inputs);
    const std::string folder = folderOf(path);
    struct statvfs space {};
    if (expectedBytes > 0 && ::statvfs(folder.c_str(), &space) == 0) {
        const std::uint64_t free = static_cast<std::uint64_t>(space.f_bavail) * space.f_frsize;
        const std::uint64_t needed = expectedBytes + expectedBytes / 100;
        if (free < needed)
            fail(FileError::Kind::NoSpace, "its file system has " + sizeText(free) +
                                               " free, and about " + sizeText(needed) +
                                               " is needed");
    }
    for (int attempt = 0; fd_ < 0; ++attempt) {
        temporary_ = temporaryName(path);
        fd_ = ::open(temporary_.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0666);
        if (fd_ < 0 && (errno != EEXIST || attempt > 100)) {
            const std::string why = std::strerror(errno);
            temporary_.clear();
            fail(FileError::Kind::System, why);
        }
    }
    // A replaced file keeps its permissions; a new one gets 0666 less the umask (open did that).
    if (target.exists)
        ::fchmod(fd_, target.mode);
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
    const int closed = ::close(fd_);
    fd_ = -1;
    if (closed != 0)
        fail(FileError::Kind::System, std::strerror(errno));
    if (::rename(temporary_.c_str(), path_.c_str()) != 0)
        fail(FileError::Kind::System, std::strerror(errno));
    committed_ = true;
    // The rename itself reaches the disk with the folder's entry (best effort: some file systems
    // refuse to sync a folder).
    const int folder = ::open(folderOf(path_).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
    if (folder >= 0) {
        ::fsync(folder);
        ::close(folder);
    }
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
