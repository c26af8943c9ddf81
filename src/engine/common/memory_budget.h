// How much memory a solve may take: the smallest of the host's MemAvailable, the headroom of the
// process's cgroup (v1 or v2) and of its address-space limit, each read from files whose root a
// test can move to a folder of sample files.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace pw {

// Where the figures come from. The defaults read this process's own files and limits; a test sets
// `root` to a folder laid out like / (proc/meminfo, proc/self/cgroup, proc/self/mountinfo,
// proc/self/status and the cgroup folders that mountinfo names) and gives the address-space limit
// itself instead of getrlimit's.
struct MemorySources {
    std::string root;                               // prefix of every path; "" is the real /
    bool readAddressSpaceLimit = true;              // false: use addressSpaceLimit below
    std::optional<std::uint64_t> addressSpaceLimit; // RLIMIT_AS when !readAddressSpaceLimit
};

// Each limit that applies, in bytes still free under it; nullopt where it does not apply or
// cannot be read.
struct MemoryHeadroom {
    std::optional<std::uint64_t> memAvailable; // /proc/meminfo MemAvailable
    std::optional<std::uint64_t> cgroup;       // the tightest cgroup level, see cgroupHeadroom
    std::optional<std::uint64_t> addressSpace; // RLIMIT_AS minus the process's VmSize

    // The smallest of the three; nullopt when none is known.
    std::optional<std::uint64_t> smallest() const;
    // Which one is the smallest: "MemAvailable", "cgroup", "RLIMIT_AS" or "" when none is known.
    std::string_view limitedBy() const;
};

MemoryHeadroom readMemoryHeadroom(const MemorySources& sources = {});

// ---- The parsers, one per file format (unit-tested on sample text) ----

// MemAvailable of /proc/meminfo text, in bytes.
std::optional<std::uint64_t> parseMemAvailable(std::string_view meminfo);
// VmSize of /proc/self/status text, in bytes.
std::optional<std::uint64_t> parseVmSize(std::string_view status);
// A cgroup limit file's value: "max" (v2) or a huge v1 value (at least 2^62, the kernel's
// "unlimited" rounded to pages) is no limit (nullopt); so is text that is not a number.
std::optional<std::uint64_t> parseCgroupLimit(std::string_view text);
// A "key value" line of a cgroup memory.stat (e.g. "inactive_file" or v1's
// "total_inactive_file").
std::optional<std::uint64_t> parseStatValue(std::string_view memoryStat, std::string_view key);

// The process's cgroup folder for one hierarchy, from /proc/self/cgroup and /proc/self/mountinfo
// text: v2 (`controller` empty) is the "0::" line and the cgroup2 mount; v1 is the line and the
// cgroup mount whose controllers include `controller`. The mount's own root (mountinfo's fourth
// field, e.g. in a container) is taken off the process's path. nullopt when there is no such
// hierarchy.
struct CgroupFolder {
    std::string mountPoint; // e.g. /sys/fs/cgroup or /sys/fs/cgroup/memory
    std::string relative;   // the process's cgroup below the mount point, "" or "/a/b"
};
std::optional<CgroupFolder> findCgroupFolder(std::string_view procSelfCgroup,
                                             std::string_view mountinfo,
                                             std::string_view controller);

// The tightest headroom of the process's cgroup and each of its ancestors up to the mount point:
// limit minus usage, where usage leaves out the inactive file cache the kernel reclaims before it
// kills (as container runtimes count a "working set"). v2: min(memory.max, memory.high) minus
// memory.current; v1: memory.limit_in_bytes minus memory.usage_in_bytes. nullopt when no level
// has a limit.
std::optional<std::uint64_t> cgroupHeadroom(const MemorySources& sources = {});

} // namespace pw
