// A memory control group of its own for a checker's box, where this process may make one (as
// root on cgroup v1, or in a delegated cgroup v2 subtree): it limits the memory of every process
// of a run together (their files in the box's folders included), where the address-space limit
// binds each process alone. Removed with the object.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <string>

namespace pw::check {

class MemoryCgroup {
public:
    // A new cgroup below this process's own; nullptr, with `why` saying why, when none can be made.
    static std::unique_ptr<MemoryCgroup> create(std::string& why);
    ~MemoryCgroup();
    MemoryCgroup(const MemoryCgroup&) = delete;
    MemoryCgroup& operator=(const MemoryCgroup&) = delete;

    // A descriptor of its cgroup.procs: writing "0" to it moves the writing process in (what the
    // child does before it becomes the box).
    int joinDescriptor() const { return procs_; }
    // Limits everything in it to `bytes` (0: no limit; swap included where the kernel counts it);
    // false when the kernel refuses.
    bool setLimit(std::uint64_t bytes);
    // How many processes the kernel has killed in it for want of memory so far.
    std::uint64_t oomKills() const;
    // "cgroup v1" or "cgroup v2".
    std::string version() const { return v2_ ? "cgroup v2" : "cgroup v1"; }

private:
    MemoryCgroup(std::string folder, bool v2, int procs)
        : folder_(std::move(folder)), v2_(v2), procs_(procs) {}
    std::string folder_;
    bool v2_;
    int procs_;
};

} // namespace pw::check
