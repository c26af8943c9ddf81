// sendMessage and receiveMessage: sendmsg and recvmsg with SCM_RIGHTS, retried on EINTR.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/box_channel.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <sys/socket.h>
#include <unistd.h>
#include <utility>

namespace pw::check::box {

bool sendMessage(int socket, const void* data, std::size_t size, std::span<const int> fds) {
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int) * kMaxDescriptors)] = {};
    iovec part{const_cast<void*>(data), size};
    msghdr message{};
    message.msg_iov = &part;
    message.msg_iovlen = 1;
    if (!fds.empty() && fds.size() <= kMaxDescriptors) {
        message.msg_control = control;
        message.msg_controllen = CMSG_SPACE(sizeof(int) * fds.size());
        cmsghdr* header = CMSG_FIRSTHDR(&message);
        header->cmsg_level = SOL_SOCKET;
        header->cmsg_type = SCM_RIGHTS;
        header->cmsg_len = CMSG_LEN(sizeof(int) * fds.size());
        std::memcpy(CMSG_DATA(header), fds.data(), sizeof(int) * fds.size());
    }
    ssize_t sent = 0;
    while ((sent = ::sendmsg(socket, &message, MSG_NOSIGNAL)) < 0 && errno == EINTR) {
    }
    return sent == static_cast<ssize_t>(size);
}

Received receiveMessage(int socket, void* data, std::size_t size, std::span<int> fds, bool wait) {
    std::fill(fds.begin(), fds.end(), -1);
    alignas(cmsghdr) char control[CMSG_SPACE(sizeof(int) * kMaxDescriptors)] = {};
    iovec part{data, size};
    msghdr message{};
    message.msg_iov = &part;
    message.msg_iovlen = 1;
    message.msg_control = control;
    message.msg_controllen = sizeof control;
    ssize_t got = 0;
    const int flags = MSG_CMSG_CLOEXEC | (wait ? 0 : MSG_DONTWAIT);
    while ((got = ::recvmsg(socket, &message, flags)) < 0 && errno == EINTR) {
    }
    if (got < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
        return Received::Nothing;
    std::size_t kept = 0;
    for (cmsghdr* header = CMSG_FIRSTHDR(&message); header;
         header = CMSG_NXTHDR(&message, header)) {
        if (header->cmsg_level != SOL_SOCKET || header->cmsg_type != SCM_RIGHTS)
            continue;
        const std::size_t count = (header->cmsg_len - CMSG_LEN(0)) / sizeof(int);
        for (std::size_t k = 0; k < count; ++k) {
            int fd = -1;
            std::memcpy(&fd, CMSG_DATA(header) + k * sizeof(int), sizeof fd);
            if (kept < fds.size())
                fds[kept++] = fd;
            else
                ::close(fd);
        }
    }
    if (got != static_cast<ssize_t>(size)) {
        for (int& fd : fds)
            if (fd >= 0)
                ::close(std::exchange(fd, -1));
        return Received::Closed;
    }
    return Received::Message;
}

} // namespace pw::check::box
