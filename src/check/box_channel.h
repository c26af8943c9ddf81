// The socket pair between the checker and the box's supervisor, both ends: a message is one fixed
// struct (box_protocol.h) with up to three descriptors passed along (SCM_RIGHTS). Shared by the
// checker (box.cpp) and puzzle-workbench-box (box_main.cpp).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <span>

namespace pw::check::box {

inline constexpr std::size_t kMaxDescriptors = 3;

// Sends `size` bytes at `data` with `fds` (copies of them travel); true when all was sent.
bool sendMessage(int socket, const void* data, std::size_t size, std::span<const int> fds = {});

enum class Received {
    Message, // `size` bytes arrived, with `fds` (-1 where none came; the caller closes them)
    Nothing, // nothing there (only when not waiting)
    Closed,  // the other end is gone, or sent something of another size
};
// Receives one message of exactly `size` bytes into `data`, waiting for it unless `wait` is false.
// Descriptors beyond `fds`' size are closed; those kept are close-on-exec.
Received receiveMessage(int socket, void* data, std::size_t size, std::span<int> fds, bool wait);

} // namespace pw::check::box
