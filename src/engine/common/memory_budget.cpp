// Memory headroom from /proc/meminfo, the process's cgroup (v1 and v2) and RLIMIT_AS.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/memory_budget.h"

#include "engine/common/text_scanner.h"

#include <algorithm>
#include <charconv>
#include <fstream>
#include <sys/resource.h>
#include <vector>

namespace pw {

namespace {

// Limits at or above this are the kernel's way of saying "none" (v1 prints 2^63 rounded down to
// a page; no machine has 4 EiB).
constexpr std::uint64_t kNoLimit = std::uint64_t{1} << 62;

std::optional<std::string> readSmallFile(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return std::nullopt;
    std::string text;
    // Kernel files report a size of 0 or 4096; read to the end, but never more than 1 MiB.
    char block[4096];
    while (text.size() < (1u << 20) && in.read(block, sizeof block).gcount() > 0)
        text.append(block, static_cast<std::size_t>(in.gcount()));
    return text;
}

std::optional<std::uint64_t> parseNumber(std::string_view text) {
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc{} || end == text.data())
        return std::nullopt;
    return value;
}

std::vector<std::string_view> split(std::string_view text, char separator) {
    std::vector<std::string_view> parts;
    for (;;) {
        const std::size_t at = text.find(separator);
        parts.push_back(text.substr(0, at));
        if (at == std::string_view::npos)
            return parts;
        text.remove_prefix(at + 1);
    }
}

std::vector<std::string_view> lines(std::string_view text) {
    std::vector<std::string_view> all = split(text, '\n');
    if (!all.empty() && all.back().empty())
        all.pop_back();
    return all;
}

// The value in kB of a "Name:   1234 kB" line of a /proc file, in bytes.
std::optional<std::uint64_t> kilobyteField(std::string_view text, std::string_view name) {
    for (std::string_view line : lines(text)) {
        if (!line.starts_with(name) || line.size() == name.size() || line[name.size()] != ':')
            continue;
        const std::optional<std::uint64_t> kilobytes =
            parseNumber(trimLineSpace(line.substr(name.size() + 1)));
        if (!kilobytes || *kilobytes > (kNoLimit >> 10))
            return std::nullopt;
        return *kilobytes * 1024;
    }
    return std::nullopt;
}

// mountinfo escapes a space, tab, newline and backslash in a path as \ooo (octal).
std::string unescapeMountPath(std::string_view text) {
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 3 < text.size()) {
            const std::string_view digits = text.substr(i + 1, 3);
            if (std::all_of(digits.begin(), digits.end(),
                            [](char c) { return c >= '0' && c <= '7'; })) {
                out += static_cast<char>((digits[0] - '0') * 64 + (digits[1] - '0') * 8 +
                                         (digits[2] - '0'));
                i += 3;
                continue;
            }
        }
        out += text[i];
    }
    return out;
}

bool listContains(std::string_view list, std::string_view item) {
    for (std::string_view part : split(list, ','))
        if (part == item)
            return true;
    return false;
}

std::optional<std::uint64_t> levelHeadroom(const std::string& folder, bool v2) {
    std::optional<std::uint64_t> limit;
    std::optional<std::uint64_t> usage;
    std::optional<std::uint64_t> inactiveFile;
    if (v2) {
        for (const char* name : {"/memory.max", "/memory.high"})
            if (const auto text = readSmallFile(folder + name))
                if (const auto value = parseCgroupLimit(*text))
                    limit = std::min(limit.value_or(*value), *value);
        if (const auto text = readSmallFile(folder + "/memory.current"))
            usage = parseNumber(trimLineSpace(*text));
        if (const auto stat = readSmallFile(folder + "/memory.stat"))
            inactiveFile = parseStatValue(*stat, "inactive_file");
    } else {
        if (const auto text = readSmallFile(folder + "/memory.limit_in_bytes"))
            limit = parseCgroupLimit(*text);
        if (const auto text = readSmallFile(folder + "/memory.usage_in_bytes"))
            usage = parseNumber(trimLineSpace(*text));
        if (const auto stat = readSmallFile(folder + "/memory.stat"))
            inactiveFile = parseStatValue(*stat, "total_inactive_file");
    }
    if (!limit)
        return std::nullopt;
    // Without a readable usage the whole limit is taken as used: better refuse than be killed.
    const std::uint64_t used = usage ? *usage - std::min(*usage, inactiveFile.value_or(0)) : *limit;
    return *limit - std::min(*limit, used);
}

} // namespace

std::optional<std::uint64_t> parseMemAvailable(std::string_view meminfo) {
    return kilobyteField(meminfo, "MemAvailable");
}

std::optional<std::uint64_t> parseVmSize(std::string_view status) {
    return kilobyteField(status, "VmSize");
}

std::optional<std::uint64_t> parseCgroupLimit(std::string_view text) {
    text = trimLineSpace(text);
    const std::optional<std::uint64_t> value = parseNumber(text);
    if (!value || text.size() != std::to_string(*value).size() || *value >= kNoLimit)
        return std::nullopt;
    return value;
}

std::optional<std::uint64_t> parseStatValue(std::string_view memoryStat, std::string_view key) {
    for (std::string_view line : lines(memoryStat))
        if (line.starts_with(key) && line.size() > key.size() && line[key.size()] == ' ')
            return parseNumber(trimLineSpace(line.substr(key.size() + 1)));
    return std::nullopt;
}

std::optional<CgroupFolder> findCgroupFolder(std::string_view procSelfCgroup,
                                             std::string_view mountinfo,
                                             std::string_view controller) {
    const bool v2 = controller.empty();
    std::optional<std::string> path;
    for (std::string_view line : lines(procSelfCgroup)) {
        // hierarchy-ID:controller-list:path (the path itself may hold ':')
        const std::size_t first = line.find(':');
        const std::size_t second =
            first == std::string_view::npos ? first : line.find(':', first + 1);
        if (second == std::string_view::npos)
            continue;
        const std::string_view id = line.substr(0, first);
        const std::string_view controllers = line.substr(first + 1, second - first - 1);
        if (v2 ? (id == "0" && controllers.empty()) : listContains(controllers, controller)) {
            path = std::string(line.substr(second + 1));
            break;
        }
    }
    if (!path)
        return std::nullopt;
    for (std::string_view line : lines(mountinfo)) {
        // id parent major:minor root mount-point options [optional...] - type source super-options
        const std::size_t dash = line.find(" - ");
        if (dash == std::string_view::npos)
            continue;
        const std::vector<std::string_view> before = split(line.substr(0, dash), ' ');
        const std::vector<std::string_view> after = split(line.substr(dash + 3), ' ');
        if (before.size() < 5 || after.size() < 3)
            continue;
        if (v2 ? after[0] != "cgroup2"
               : (after[0] != "cgroup" || !listContains(after[2], controller)))
            continue;
        const std::string root = unescapeMountPath(before[3]);
        CgroupFolder folder{unescapeMountPath(before[4]), *path};
        // The mount shows the hierarchy from `root` down (a container's own cgroup, say).
        if (root != "/" && (*path == root || path->starts_with(root + "/")))
            folder.relative = path->substr(root.size());
        else if (root != "/")
            folder.relative.clear(); // a namespaced view: the mount point is the process's cgroup
        if (folder.relative == "/")
            folder.relative.clear();
        return folder;
    }
    return std::nullopt;
}

std::optional<std::uint64_t> cgroupHeadroom(const MemorySources& sources) {
    const auto cgroup = readSmallFile(sources.root + "/proc/self/cgroup");
    const auto mountinfo = readSmallFile(sources.root + "/proc/self/mountinfo");
    if (!cgroup || !mountinfo)
        return std::nullopt;
    std::optional<std::uint64_t> tightest;
    for (const bool v2 : {true, false}) {
        const auto folder = findCgroupFolder(*cgroup, *mountinfo, v2 ? "" : "memory");
        if (!folder)
            continue;
        // From the process's own cgroup up to the hierarchy's root: a parent's limit binds too.
        std::string relative = folder->relative;
        for (;;) {
            if (const auto headroom =
                    levelHeadroom(sources.root + folder->mountPoint + relative, v2))
                tightest = std::min(tightest.value_or(*headroom), *headroom);
            if (relative.empty())
                break;
            relative.erase(relative.rfind('/'));
        }
    }
    return tightest;
}

std::optional<std::uint64_t> MemoryHeadroom::smallest() const {
    std::optional<std::uint64_t> least;
    for (const auto& value : {memAvailable, cgroup, addressSpace})
        if (value)
            least = std::min(least.value_or(*value), *value);
    return least;
}

std::string_view MemoryHeadroom::limitedBy() const {
    const auto least = smallest();
    if (!least)
        return "";
    if (cgroup == least)
        return "cgroup";
    if (addressSpace == least)
        return "RLIMIT_AS";
    return "MemAvailable";
}

MemoryHeadroom readMemoryHeadroom(const MemorySources& sources) {
    MemoryHeadroom headroom;
    if (const auto meminfo = readSmallFile(sources.root + "/proc/meminfo"))
        headroom.memAvailable = parseMemAvailable(*meminfo);
    headroom.cgroup = cgroupHeadroom(sources);
    std::optional<std::uint64_t> limit = sources.addressSpaceLimit;
    if (sources.readAddressSpaceLimit) {
        struct rlimit rl {};
        limit.reset();
        if (::getrlimit(RLIMIT_AS, &rl) == 0 && rl.rlim_cur != RLIM_INFINITY)
            limit = static_cast<std::uint64_t>(rl.rlim_cur);
    }
    if (limit) {
        const auto status = readSmallFile(sources.root + "/proc/self/status");
        const std::uint64_t used = status ? parseVmSize(*status).value_or(0) : 0;
        headroom.addressSpace = *limit - std::min(*limit, used);
    }
    return headroom;
}

} // namespace pw
