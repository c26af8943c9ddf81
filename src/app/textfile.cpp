// textfile: bounded reads that never wait, and verified atomic writes.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/textfile.h"

#include "app/messagetext.h"
#include "app/pagemodel.h"
#include "engine/common/atomic_file.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QStringDecoder>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <linux/magic.h>
#include <sys/stat.h>
#include <sys/statfs.h>
#include <unistd.h>

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("textfile", text);
}

// A file that reads too slowly is given up after this long.
constexpr qint64 kReadDeadlineMs = 2000;

// Files of the kernel's own file systems: they report a size of 0 and may never end, or wait
// for the kernel's next message (/proc/kmsg, tracefs's trace_pipe); none holds a position.
bool isKernelFile(const QByteArray& name) {
    struct statfs system {};
    if (::statfs(name.constData(), &system) != 0)
        return false;
    static constexpr unsigned long kKernelSystems[] = {
        PROC_SUPER_MAGIC, SYSFS_MAGIC,        DEBUGFS_MAGIC,       TRACEFS_MAGIC,
        SECURITYFS_MAGIC, CGROUP_SUPER_MAGIC, CGROUP2_SUPER_MAGIC, BPF_FS_MAGIC,
        PSTOREFS_MAGIC,   EFIVARFS_MAGIC,     DEVPTS_SUPER_MAGIC};
    const auto type = static_cast<unsigned long>(system.f_type);
    return std::find(std::begin(kKernelSystems), std::end(kKernelSystems), type) !=
           std::end(kKernelSystems);
}

} // namespace

namespace textfile {

QString displayName(const QString& path) {
    return messagetext::oneLine(QFileInfo(path).fileName(), 120);
}

bool read(const QString& path, QString* text, QString* error) {
    auto fail = [&](const QString& why) {
        *error = messagetext::oneLine(tr("cannot open %1: %2").arg(displayName(path), why));
        return false;
    };
    const QByteArray name = QFile::encodeName(path);
    // A write of this file that was killed half-way gets its old bytes back first.
    pw::recoverInterruptedWrite(name.toStdString());
    // What the name is, before it is opened: opening a pipe waits for a writer that may never
    // come, reading a device or a file of the kernel's (/proc/kmsg) may wait for ever, and the
    // window must never wait.
    struct stat info {};
    if (::stat(name.constData(), &info) != 0)
        return fail(QString::fromLocal8Bit(std::strerror(errno)));
    if (S_ISDIR(info.st_mode))
        return fail(tr("it is a folder"));
    if (!S_ISREG(info.st_mode))
        return fail(tr("it is not a regular file (a pipe, device or socket)"));
    if (isKernelFile(name))
        return fail(tr("it is a file of the system (/proc, /sys), not a saved position"));
    if (info.st_size > PageModel::kMaxTextBytes)
        return fail(tr("it is larger than the limit of %1 bytes").arg(PageModel::kMaxTextBytes));
    // Opened without waiting (a name swapped for a pipe meanwhile), and checked again as opened.
    const int fd = ::open(name.constData(), O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC);
    if (fd < 0)
        return fail(QString::fromLocal8Bit(std::strerror(errno)));
    struct stat opened {};
    if (::fstat(fd, &opened) != 0 || !S_ISREG(opened.st_mode) || opened.st_dev != info.st_dev ||
        opened.st_ino != info.st_ino) {
        ::close(fd);
        return fail(tr("it changed while it was opened"));
    }
    // Read one byte past the limit (a file growing meanwhile stops there), for at most the
    // deadline: a file that trickles in (a slow network) is not waited for.
    const qint64 limit = PageModel::kMaxTextBytes;
    QByteArray bytes;
    QElapsedTimer clock;
    clock.start();
    QString problem;
    while (bytes.size() <= limit) {
        if (clock.elapsed() > kReadDeadlineMs) {
            problem = tr("it did not finish reading within %1 s").arg(kReadDeadlineMs / 1000);
            break;
        }
        const qsizetype at = bytes.size();
        bytes.resize(std::min<qsizetype>(at + (1 << 16), limit + 1));
        const ssize_t got =
            ::read(fd, bytes.data() + at, static_cast<std::size_t>(bytes.size() - at));
        if (got < 0 && errno == EINTR) {
            bytes.resize(at);
            continue;
        }
        if (got < 0)
            problem = QString::fromLocal8Bit(std::strerror(errno)); // EAGAIN: it would wait
        bytes.resize(at + std::max<qsizetype>(got, 0));
        if (got <= 0)
            break;
    }
    ::close(fd);
    if (!problem.isEmpty())
        return fail(problem);
    if (bytes.size() > limit)
        return fail(tr("it is larger than the limit of %1 bytes").arg(limit));
    if (bytes.contains('\0'))
        return fail(tr("it is not a text file (it contains NUL bytes)"));
    QStringDecoder decoder(QStringDecoder::Utf8);
    QString decoded = decoder.decode(bytes);
    if (decoder.hasError())
        return fail(tr("it is not UTF-8 text"));
    if (decoded.startsWith(QChar(0xfeff)))
        decoded.remove(0, 1);
    *text = std::move(decoded);
    return true;
}

bool writeAtomically(const QString& path, const QByteArray& bytes, QString* error) {
    auto fail = [&](const QString& why) {
        *error = messagetext::oneLine(tr("cannot write %1: %2; the file on disk was not changed")
                                          .arg(displayName(path), why));
        return false;
    };
    try {
        pw::writeFileAtomically(QFile::encodeName(path).toStdString(),
                                std::string_view(bytes.constData(), std::size_t(bytes.size())));
    } catch (const pw::FileError& e) {
        using Kind = pw::FileError::Kind;
        switch (e.kind()) {
        case Kind::NoName:
            return fail(tr("no file name was given"));
        case Kind::Folder:
            return fail(tr("it is a folder"));
        case Kind::NotRegular:
            return fail(tr("it is not a regular file"));
        case Kind::IsInput:
        case Kind::NoSpace:
        case Kind::System:
            break;
        }
        return fail(QString::fromLocal8Bit(e.reason().c_str()));
    }
    // The file counts as saved only when what is on disk is what was meant.
    QFile check(path);
    if (!check.open(QIODevice::ReadOnly) || check.readAll() != bytes)
        return fail(tr("what was written reads back differently"));
    return true;
}

} // namespace textfile
