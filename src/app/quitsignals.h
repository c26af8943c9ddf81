// SIGTERM, SIGINT and SIGHUP (a logout, `kill`, Ctrl+C in the terminal) end the application the
// way its Quit does, in the event loop: the session is written and the hand-over socket removed,
// where the default action would end the process with both left as they were.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>

#include <functional>

namespace quitsignals {

// Calls `quit` in the GUI thread when one of the signals arrives (the handler only writes a byte
// to a socket the event loop watches). Once per process.
void install(QObject* owner, std::function<void()> quit);

} // namespace quitsignals
