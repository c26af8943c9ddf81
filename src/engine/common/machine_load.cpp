// The machine's load as the solvers read it (machine_load.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/machine_load.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <dirent.h>
#include <optional>
#include <string>
#include <thread>
#include <time.h>
#include <unistd.h>
#include <vector>

#if defined(__linux__)
#include <sys/resource.h>
#endif

namespace pw {

namespace {

#if defined(__linux__)
// The scheduler's weight of each nice value, -20 to 19 (the kernel's sched_prio_to_weight).
constexpr std::array<double, 40> kNiceWeight{
    88761, 71755, 56483, 46273, 36291, 29154, 23254, 18705, 14949, 11916, 9548, 7620, 6100, 4904,
    3906,  3121,  2501,  1991,  1586,  1277,  1024,  820,   655,   526,   423,  335,  272,  215,
    172,   137,   110,   87,    70,    56,    45,    36,    29,    23,    18,   15};

double weightOf(int nice) {
    return kNiceWeight[static_cast<std::size_t>(std::clamp(nice, -20, 19) + 20)];
}

// A task's state and nice value from the text of /proc/PID/task/TID/stat (the name, in
// parentheses, may hold spaces and parentheses: the fields are counted after the last ')').
bool readTask(const std::string& path, char* state, int* nice) {
    std::FILE* file = std::fopen(path.c_str(), "r");
    if (!file)
        return false;
    char text[1024];
    const std::size_t length = std::fread(text, 1, sizeof text - 1, file);
    std::fclose(file);
    text[length] = '\0';
    const char* close = std::strrchr(text, ')');
    if (!close || close[1] != ' ' || close[2] == '\0' || close[3] != ' ')
        return false;
    *state = close[2];
    // After the state: ppid pgrp session tty_nr tpgid flags minflt cminflt majflt cmajflt utime
    // stime cutime cstime priority nice.
    const char* at = close + 4;
    for (int field = 0; field < 15 && at; ++field) {
        at = std::strchr(at, ' ');
        if (at)
            ++at;
    }
    if (!at)
        return false;
    *nice = std::atoi(at);
    return true;
}

// Calls visit(nice) for each runnable thread in a task folder (/proc/PID/task); false when the
// folder cannot be read.
template <typename Visit> bool forRunnableTasks(const std::string& tasks, Visit&& visit) {
    DIR* folder = ::opendir(tasks.c_str());
    if (!folder)
        return false;
    while (const dirent* task = ::readdir(folder)) {
        if (task->d_name[0] < '0' || task->d_name[0] > '9')
            continue;
        char state = 0;
        int nice = 0;
        if (readTask(tasks + "/" + task->d_name + "/stat", &state, &nice) && state == 'R')
            visit(nice);
    }
    ::closedir(folder);
    return true;
}

// The runnable threads of other processes, each weighted against one at this process's nice;
// nullopt when /proc cannot be read.
std::optional<double> weighRunnableOthers() {
    DIR* proc = ::opendir("/proc");
    if (!proc)
        return std::nullopt;
    errno = 0;
    const int ownNice = ::getpriority(PRIO_PROCESS, 0);
    const double ownWeight = weightOf(errno == 0 ? ownNice : 0);
    const std::string self = std::to_string(::getpid());
    double weight = 0.0;
    while (const dirent* entry = ::readdir(proc)) {
        if (entry->d_name[0] < '0' || entry->d_name[0] > '9' || self == entry->d_name)
            continue;
        forRunnableTasks(std::string("/proc/") + entry->d_name + "/task",
                         [&](int nice) { weight += weightOf(nice) / ownWeight; });
    }
    ::closedir(proc);
    return weight;
}

// This process's threads that are running or ready to run (the reader among them).
unsigned ownRunnableThreads() {
    unsigned running = 0;
    forRunnableTasks("/proc/self/task", [&](int) { ++running; });
    return std::max(running, 1u);
}
#endif

} // namespace

MachineLoad readMachineLoad(int samples) {
    MachineLoad load;
#if defined(__linux__)
    std::vector<double> others;
    for (int i = 0; i < std::max(samples, 1); ++i) {
        if (i > 0)
            std::this_thread::sleep_for(std::chrono::microseconds(250));
        std::FILE* file = std::fopen("/proc/loadavg", "r");
        if (!file)
            break;
        double averages[3] = {};
        unsigned running = 0;
        unsigned total = 0;
        const int fields = std::fscanf(file, "%lf %lf %lf %u/%u", &averages[0], &averages[1],
                                       &averages[2], &running, &total);
        std::fclose(file);
        if (fields != 5)
            break;
        others.push_back(static_cast<double>(running));
    }
    if (!others.empty()) {
        const double own = ownRunnableThreads();
        for (double& count : others)
            count = std::max(0.0, count - own);
        std::sort(others.begin(), others.end());
        load.competing = others[others.size() / 2];
        load.least = others.front();
        if (load.competing > 0.0) {
            // Weigh them: a few passes over the tasks, each summing the runnable ones' weights.
            std::vector<double> weighed;
            for (int pass = 0; pass < 3; ++pass) {
                const std::optional<double> found = weighRunnableOthers();
                if (!found)
                    break;
                weighed.push_back(*found);
            }
            if (!weighed.empty()) {
                std::sort(weighed.begin(), weighed.end());
                load.competing = weighed[weighed.size() / 2];
                load.least = std::min(load.least, weighed.front());
            }
        }
        return load;
    }
#endif
#if defined(__linux__) || defined(__APPLE__)
    double average = 0.0;
    if (::getloadavg(&average, 1) == 1)
        load.competing = load.least = average;
#endif
    return load;
}

bool idleCoreLikely(unsigned cores, int samples) {
    return readMachineLoad(samples).least + 1.0 <= static_cast<double>(cores) - 0.5;
}

double threadCpuSeconds() {
    timespec now{};
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) != 0)
        return 0.0;
    return static_cast<double>(now.tv_sec) + static_cast<double>(now.tv_nsec) * 1e-9;
}

} // namespace pw
