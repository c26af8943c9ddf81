// Reading and writing the files the user names: bounded reads (no directory, no endless
// stream, no more than the text limit) and atomic writes checked by reading them back.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>

namespace textfile {

// Reads a UTF-8 text file of at most PageModel::kMaxTextBytes, never waiting: false with a
// one-line reason naming the file for a folder, a pipe, device or socket, a file of the kernel's
// (/proc, /sys: /proc/kmsg would wait for ever), a missing or unreadable file, an oversized file,
// one that takes longer than 2 s to read, or bytes that are not UTF-8 text (NUL bytes included).
// A write of the file that was killed half-way is put right first (pw::recoverInterruptedWrite).
bool read(const QString& path, QString* text, QString* error);

// Replaces `path` with `bytes` through the one atomic writer (engine/common/atomic_file.h), which
// keeps what the file is (through a symbolic link to its target, with its owner, group, mode and
// hard links): on any failure (full disk, I/O error, no permission, a folder, device or pipe at
// `path`) the old file is left as it was and `error` says why. True only when the file on disk
// then holds exactly `bytes`.
bool writeAtomically(const QString& path, const QByteArray& bytes, QString* error);

// The file name for messages and history steps (control characters escaped).
QString displayName(const QString& path);

} // namespace textfile
