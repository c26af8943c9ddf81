// StopOnSignals: a watcher thread waits for SIGINT and SIGTERM with sigtimedwait (no handler runs
// in the middle of a write) and turns the first into a stop request.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli/stop_signals.h"

#include <ctime>
#include <pthread.h>

namespace pw::cli {

namespace {

sigset_t stopSignals() {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    return set;
}

} // namespace

StopOnSignals::StopOnSignals() {
    const sigset_t set = stopSignals();
    pthread_sigmask(SIG_BLOCK, &set, &previousMask_);
    watcher_ = std::jthread([this](std::stop_token stop) { watch(std::move(stop)); });
}

StopOnSignals::~StopOnSignals() {
    watcher_.request_stop();
    watcher_.join();
    // A signal that came after the watcher ended is still pending: unblocking delivers it, and it
    // ends the process as it would have without this class.
    pthread_sigmask(SIG_SETMASK, &previousMask_, nullptr);
}

void StopOnSignals::watch(std::stop_token stop) {
    const sigset_t set = stopSignals();
    // Wakes every 50 ms to see whether it should end (the command finished).
    const timespec interval{0, 50'000'000};
    while (!stop.stop_requested()) {
        const int received = sigtimedwait(&set, nullptr, &interval);
        if (received <= 0)
            continue; // EAGAIN: the interval passed; EINTR: another signal
        int none = 0;
        if (signal_.compare_exchange_strong(none, received)) {
            source_.request_stop();
            continue;
        }
        // A second signal: the user insists. Its default action ends the process now.
        std::signal(received, SIG_DFL);
        sigset_t one;
        sigemptyset(&one);
        sigaddset(&one, received);
        pthread_sigmask(SIG_UNBLOCK, &one, nullptr);
        pthread_kill(pthread_self(), received);
    }
}

} // namespace pw::cli
