// MemoryCgroup: made below the process's own memory cgroup (v1's memory hierarchy, else v2's),
// named pw-check-PID-N; folders of checkers that died are removed when the next one is made.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/memory_cgroup.h"

#include "engine/common/memory_budget.h"

#include <cerrno>
#include <cstring>
#include <dirent.h>
#include <fcntl.h>
#include <fstream>
#include <signal.h>
#include <sstream>
#include <sys/stat.h>
#include <thread>
#include <unistd.h>

namespace pw::check {

namespace {

std::string readText(const std::string& path) {
    std::ifstream in(path);
    std::ostringstream text;
    text << in.rdbuf();
    return text.str();
}

bool writeText(const std::string& path, const std::string& text) {
    const int fd = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool whole = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
    ::close(fd);
    return whole;
}

// The counter `key` of a "key value" file (memory.events, memory.oom_control).
std::uint64_t counter(const std::string& text, const std::string& key) {
    std::istringstream lines(text);
    std::string name;
    std::uint64_t value = 0;
    while (lines >> name >> value)
        if (name == key)
            return value;
    return 0;
}

// Folders pw-check-PID-N left by checkers that are gone (rmdir takes only empty ones).
void removeStale(const std::string& parent) {
    DIR* listing = ::opendir(parent.c_str());
    if (!listing)
        return;
    while (const dirent* entry = ::readdir(listing)) {
        const std::string name = entry->d_name;
        if (!name.starts_with("pw-check-"))
            continue;
        const long pid = std::atol(name.c_str() + 9);
        if (pid > 0 && ::kill(static_cast<pid_t>(pid), 0) != 0 && errno == ESRCH)
            ::rmdir((parent + "/" + name).c_str());
    }
    ::closedir(listing);
}

} // namespace

std::unique_ptr<MemoryCgroup> MemoryCgroup::create(std::string& why) {
    const std::string cgroups = readText("/proc/self/cgroup");
    const std::string mounts = readText("/proc/self/mountinfo");
    std::optional<CgroupFolder> own = findCgroupFolder(cgroups, mounts, "memory");
    bool v2 = false;
    if (!own) {
        own = findCgroupFolder(cgroups, mounts, "");
        v2 = true;
        if (!own ||
            readText(own->mountPoint + own->relative + "/cgroup.controllers").find("memory") ==
                std::string::npos) {
            why = "this system has no memory controller for this process";
            return nullptr;
        }
    }
    const std::string parent = own->mountPoint + own->relative;
    removeStale(parent);
    std::string folder;
    int made = -1;
    for (int n = 0; n < 10000 && made != 0; ++n) {
        folder = parent + "/pw-check-" + std::to_string(::getpid()) + "-" + std::to_string(n);
        made = ::mkdir(folder.c_str(), 0755);
        if (made != 0 && errno != EEXIST)
            break;
    }
    if (made != 0) {
        why = std::string("no memory cgroup may be made in ") + parent + " (" +
              std::strerror(errno) + ")";
        return nullptr;
    }
    if (v2 && readText(folder + "/memory.max").empty()) {
        // The parent does not hand memory control to its children (and, holding processes,
        // cannot be made to).
        ::rmdir(folder.c_str());
        why = "the cgroup v2 folder " + parent + " does not delegate its memory controller";
        return nullptr;
    }
    const int procs = ::open((folder + "/cgroup.procs").c_str(), O_WRONLY | O_CLOEXEC);
    if (procs < 0) {
        why = std::string("the new cgroup cannot be joined (") + std::strerror(errno) + ")";
        ::rmdir(folder.c_str());
        return nullptr;
    }
    return std::unique_ptr<MemoryCgroup>(new MemoryCgroup(folder, v2, procs));
}

MemoryCgroup::~MemoryCgroup() {
    ::close(procs_);
    // Its processes are killed by now; the kernel lets the folder go once they are all reaped.
    for (int attempt = 0; attempt < 200 && ::rmdir(folder_.c_str()) != 0 && errno == EBUSY;
         ++attempt)
        std::this_thread::sleep_for(std::chrono::milliseconds(5));
}

bool MemoryCgroup::setLimit(std::uint64_t bytes) {
    const std::string value = bytes ? std::to_string(bytes) : v2_ ? "max" : "-1";
    if (v2_)
        return writeText(folder_ + "/memory.max", value) &&
               (::access((folder_ + "/memory.swap.max").c_str(), F_OK) != 0 ||
                writeText(folder_ + "/memory.swap.max", "0"));
    // v1: the memory and swap limit may not go below the memory limit, so the order depends on
    // which way the limit moves; try both.
    const std::string memsw = folder_ + "/memory.memsw.limit_in_bytes";
    const bool swap = ::access(memsw.c_str(), F_OK) == 0;
    if (swap && writeText(memsw, value) && writeText(folder_ + "/memory.limit_in_bytes", value))
        return true;
    return writeText(folder_ + "/memory.limit_in_bytes", value) &&
           (!swap || writeText(memsw, value));
}

std::uint64_t MemoryCgroup::oomKills() const {
    return v2_ ? counter(readText(folder_ + "/memory.events"), "oom_kill")
               : counter(readText(folder_ + "/memory.oom_control"), "oom_kill");
}

} // namespace pw::check
