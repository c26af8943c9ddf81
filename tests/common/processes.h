// Test helper: the processes on this machine whose command line holds a marker, for tests that
// assert that nothing a checked program started is still running.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>

// True when the process no longer runs (gone, or a zombie its new parent has not reaped yet).
inline bool processFinished(const std::filesystem::path& procEntry) {
    std::ifstream stat(procEntry / "stat");
    std::string line;
    if (!std::getline(stat, line))
        return true;
    const auto close = line.rfind(')');
    return close != std::string::npos && line.size() > close + 2 && line[close + 2] == 'Z';
}

// How many running processes have `marker` in their command line.
inline int processesMarked(std::string_view marker) {
    int found = 0;
    for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
        const std::string name = entry.path().filename();
        if (name.empty() || name[0] < '1' || name[0] > '9')
            continue;
        std::ifstream file(entry.path() / "cmdline");
        const std::string line((std::istreambuf_iterator<char>(file)),
                               std::istreambuf_iterator<char>());
        found += line.find(marker) != std::string::npos && !processFinished(entry.path());
    }
    return found;
}
