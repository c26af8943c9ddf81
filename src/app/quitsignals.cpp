// quitsignals: the self-pipe pattern, a socket pair whose read end a QSocketNotifier watches.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/quitsignals.h"

#include <QSocketNotifier>

#include <csignal>
#include <sys/socket.h>
#include <unistd.h>

namespace {

int writeEnd = -1;

void onSignal(int) {
    const char byte = 1;
    [[maybe_unused]] const auto sent = ::write(writeEnd, &byte, 1); // async-signal-safe
}

} // namespace

namespace quitsignals {

void install(QObject* owner, std::function<void()> quit) {
    int ends[2];
    if (writeEnd >= 0 || ::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0)
        return;
    writeEnd = ends[0];
    auto* notifier = new QSocketNotifier(ends[1], QSocketNotifier::Read, owner);
    QObject::connect(notifier, &QSocketNotifier::activated, owner,
                     [notifier, quit = std::move(quit)] {
                         char byte = 0;
                         [[maybe_unused]] const auto got =
                             ::read(static_cast<int>(notifier->socket()), &byte, 1);
                         quit();
                     });
    struct sigaction action {};
    action.sa_handler = onSignal;
    sigemptyset(&action.sa_mask);
    action.sa_flags = SA_RESTART;
    for (const int signal : {SIGTERM, SIGINT, SIGHUP})
        ::sigaction(signal, &action, nullptr);
}

} // namespace quitsignals
