// The exact solve's temporary layer file (spill_file.h), on POSIX systems.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/exact/spill_file.h"

#include "engine/jenga/exact/table_memory.h"

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <system_error>
#include <vector>

#if defined(__unix__) || defined(__APPLE__)
#define PW_SPILL_POSIX 1
#include <fcntl.h>
#include <sys/mman.h>
#include <sys/statvfs.h>
#include <unistd.h>
#endif

namespace pw::jenga::detail {

namespace {

constexpr std::uint64_t kAlignment = 4096; // the mapping granularity of every system we run on

} // namespace

std::string SpillFile::folderFor(const std::string& folder) {
    if (!folder.empty())
        return folder;
    if (const char* tmp = std::getenv("TMPDIR"); tmp && *tmp)
        return tmp;
    std::error_code error;
    const std::filesystem::path path = std::filesystem::temp_directory_path(error);
    return error ? std::string("/tmp") : path.string();
}

#if defined(PW_SPILL_POSIX)

std::unique_ptr<SpillFile> SpillFile::create(const std::string& folder, std::string& error) {
    const std::string parent = folderFor(folder);
    std::string templ = parent + "/puzzle-workbench-jenga-XXXXXX";
    std::vector<char> name(templ.begin(), templ.end());
    name.push_back('\0');
    if (!::mkdtemp(name.data())) {
        error =
            "cannot make a folder for the layer files in " + parent + ": " + std::strerror(errno);
        return nullptr;
    }
    const std::string sub(name.data());
    int fd = -1;
#if defined(O_TMPFILE)
    // A file that never has a name (Linux, on most file systems).
    fd = ::open(sub.c_str(), O_TMPFILE | O_RDWR | O_CLOEXEC, 0600);
#endif
    if (fd < 0) {
        std::string fileName = sub + "/layers-XXXXXX";
        std::vector<char> file(fileName.begin(), fileName.end());
        file.push_back('\0');
        fd = ::mkstemp(file.data());
        if (fd >= 0) {
            ::fcntl(fd, F_SETFD, FD_CLOEXEC);
            ::unlink(file.data()); // nameless from now on: freed when closed and unmapped
        }
    }
    const int openError = errno;
    ::rmdir(sub.c_str());
    if (fd < 0) {
        error = "cannot make a layer file in " + parent + ": " + std::strerror(openError);
        return nullptr;
    }
    return std::unique_ptr<SpillFile>(new SpillFile(fd, parent));
}

SpillFile::~SpillFile() {
    if (fd_ >= 0)
        ::close(fd_);
}

std::uint64_t SpillFile::freeBytesIn(const std::string& folder) {
    struct statvfs info {};
    if (::statvfs(folder.c_str(), &info) != 0)
        return 0;
    return static_cast<std::uint64_t>(info.f_bavail) * info.f_frsize;
}

std::uint64_t SpillFile::freeBytes() const {
    struct statvfs info {};
    if (::fstatvfs(fd_, &info) != 0)
        return 0;
    return static_cast<std::uint64_t>(info.f_bavail) * info.f_frsize;
}

std::int64_t SpillFile::append(const void* data, std::size_t bytes) {
    const std::uint64_t offset = (end_ + kAlignment - 1) / kAlignment * kAlignment;
    const auto* from = static_cast<const char*>(data);
    std::size_t done = 0;
    while (done < bytes) {
        const std::size_t chunk = std::min<std::size_t>(bytes - done, std::size_t{1} << 30);
        const ssize_t wrote = ::pwrite(fd_, from + done, chunk, static_cast<off_t>(offset + done));
        if (wrote < 0 && errno == EINTR)
            continue;
        if (wrote <= 0) {
            error_ = std::string("cannot write the layer file in ") + folder_ + ": " +
                     (wrote < 0 ? std::strerror(errno) : "nothing written");
            return -1;
        }
        done += static_cast<std::size_t>(wrote);
    }
    end_ = offset + bytes;
    live_ += bytes;
    return static_cast<std::int64_t>(offset);
}

bool SpillFile::read(std::uint64_t offset, void* data, std::size_t bytes) const {
    auto* to = static_cast<char*>(data);
    std::size_t done = 0;
    while (done < bytes) {
        const std::size_t chunk = std::min<std::size_t>(bytes - done, std::size_t{1} << 30);
        const ssize_t got = ::pread(fd_, to + done, chunk, static_cast<off_t>(offset + done));
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return false;
        done += static_cast<std::size_t>(got);
    }
    return true;
}

const void* SpillFile::map(std::uint64_t offset, std::size_t bytes) const {
    if (bytes == 0)
        return nullptr;
    void* memory = ::mmap(nullptr, bytes, PROT_READ, MAP_SHARED, fd_, static_cast<off_t>(offset));
    return memory == MAP_FAILED ? nullptr : memory;
}

void SpillFile::discard(std::uint64_t offset, std::size_t bytes) {
    live_ -= std::min<std::uint64_t>(live_, bytes);
#if defined(FALLOC_FL_PUNCH_HOLE)
    ::fallocate(fd_, FALLOC_FL_PUNCH_HOLE | FALLOC_FL_KEEP_SIZE, static_cast<off_t>(offset),
                static_cast<off_t>(bytes));
#else
    (void)offset;
#endif
}

void unmapLayerFile(const void* memory, std::size_t bytes) {
    ::munmap(const_cast<void*>(memory), bytes);
}

#else // no POSIX: the solve keeps every layer in memory

std::unique_ptr<SpillFile> SpillFile::create(const std::string&, std::string& error) {
    error = "layer files are not supported on this system";
    return nullptr;
}
SpillFile::~SpillFile() = default;
std::uint64_t SpillFile::freeBytesIn(const std::string& folder) {
    struct statvfs info {};
    if (::statvfs(folder.c_str(), &info) != 0)
        return 0;
    return static_cast<std::uint64_t>(info.f_bavail) * info.f_frsize;
}

std::uint64_t SpillFile::freeBytesIn(const std::string&) {
    return 0;
}
std::uint64_t SpillFile::freeBytes() const {
    return 0;
}
std::int64_t SpillFile::append(const void*, std::size_t) {
    return -1;
}
bool SpillFile::read(std::uint64_t, void*, std::size_t) const {
    return false;
}
const void* SpillFile::map(std::uint64_t, std::size_t) const {
    return nullptr;
}
void SpillFile::discard(std::uint64_t, std::size_t) {}
void unmapLayerFile(const void*, std::size_t) {}

#endif

} // namespace pw::jenga::detail
