// SIGINT and SIGTERM as a stop request, so that a long command (study patience) ends cleanly with
// what it has done instead of dying with its output half-written.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <csignal>
#include <stop_token>
#include <thread>

namespace pw::cli {

// While it lives, SIGINT and SIGTERM are blocked in the calling thread (and in the threads it
// starts afterwards) and taken by a watcher thread with sigtimedwait: the first one requests a
// stop on token(); a second one ends the process at once, as the signal would have without this.
// Create it on the main thread before any other thread is started.
class StopOnSignals {
public:
    StopOnSignals();
    ~StopOnSignals();
    StopOnSignals(const StopOnSignals&) = delete;
    StopOnSignals& operator=(const StopOnSignals&) = delete;

    std::stop_token token() const { return source_.get_token(); }
    // The signal that requested the stop (SIGINT or SIGTERM), 0 when none came.
    int signal() const { return signal_.load(); }

private:
    void watch(std::stop_token stop);

    std::stop_source source_;
    std::atomic<int> signal_{0};
    sigset_t previousMask_{};
    std::jthread watcher_;
};

} // namespace pw::cli
