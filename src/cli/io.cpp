// Bounded reading of FILE or standard input, write checks, and message escaping for the CLI.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/io.h"

#include "engine/common/byte_text.h"
#include "engine/common/memory_budget.h"
#include "engine/common/solve_control.h"
#include "engine/common/text_scanner.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace pw::cli {

namespace {

std::string describe(const std::string& path) {
    return path.empty() || path == "-" ? std::string("standard input") : "'" + oneLine(path) + "'";
}

// Closes the descriptor it owns (not standard input) on every path out of readInput.
struct Descriptor {
    int fd = -1;
    bool owned = false;
    ~Descriptor() {
        if (owned && fd >= 0)
            ::close(fd);
    }
};

} // namespace

std::string readInput(const std::string& path, std::uint64_t maxBytes) {
    Descriptor in;
    if (path.empty() || path == "-") {
        in.fd = STDIN_FILENO;
    } else {
        in.fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
        in.owned = true;
        if (in.fd < 0)
            throw CliError(kExitIo, "cannot open " + describe(path) + ": " + std::strerror(errno));
    }
    struct stat info {};
    if (::fstat(in.fd, &info) == 0 && S_ISDIR(info.st_mode))
        throw CliError(kExitIo, "cannot read " + describe(path) + ": it is a directory");
    const auto tooLarge = [&] {
        return CliError(kExitBadInput, describe(path) + " is larger than the input limit of " +
                                           std::to_string(maxBytes) + " bytes (see --max-input)");
    };
    if (S_ISREG(info.st_mode) && static_cast<std::uint64_t>(info.st_size) > maxBytes)
        throw tooLarge();

    std::string text;
    if (S_ISREG(info.st_mode))
        text.reserve(static_cast<std::size_t>(info.st_size));
    char block[1 << 16];
    for (;;) {
        const ssize_t got = ::read(in.fd, block, sizeof block);
        if (got < 0) {
            if (errno == EINTR)
                continue;
            throw CliError(kExitIo, "cannot read " + describe(path) + ": " + std::strerror(errno));
        }
        if (got == 0)
            return text;
        if (text.size() + static_cast<std::uint64_t>(got) > maxBytes)
            throw tooLarge();
        text.append(block, static_cast<std::size_t>(got));
    }
}

void checkWritten(std::ostream& out) {
    out.flush();
    if (!out)
        throw CliError(kExitIo, std::string("cannot write the output: ") +
                                    (errno != 0 ? std::strerror(errno) : "write error"));
}

std::string budgetText(std::size_t given) {
    if (given != 0)
        return "the memory budget was " + std::to_string(given) + " bytes (--memory-budget)";
    const pw::MemoryHeadroom headroom = pw::readMemoryHeadroom();
    const std::string_view by = headroom.limitedBy();
    const std::string source = by == "cgroup"      ? "the memory left in this process's cgroup"
                               : by == "RLIMIT_AS" ? "the address space left under RLIMIT_AS"
                                                   : "the memory available (MemAvailable)";
    return "the memory budget was " + pw::byteText(pw::availableMemoryBudget()) +
           (by.empty() ? std::string(", the default where the available memory is unknown")
                       : ", 3/4 of " + source) +
           " (--memory-budget changes it)";
}

std::string oneLine(std::string_view text) {
    return pw::escapeForMessage(text);
}

} // namespace pw::cli
