// Puts the test process under a memory limit: a memory cgroup of its own (v1 or v2, made below
// the process's present one and removed again), or, where it may not make one (not root, no
// writable cgroup file system), RLIMIT_AS lowered to the address space in use plus the limit.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/memory_budget.h"

#include <QDir>
#include <QFile>
#include <QString>

#include <sys/resource.h>
#include <unistd.h>

#include <cstdint>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

class MemoryCage {
public:
    enum class Kind { None, CgroupV1, CgroupV2, AddressSpace };

    explicit MemoryCage(std::uint64_t bytes) {
        if (tryCgroup(bytes))
            return;
        struct rlimit limit {};
        if (::getrlimit(RLIMIT_AS, &saved_) != 0)
            return;
        const auto status = readText("/proc/self/status");
        const auto used = status ? pw::parseVmSize(*status) : std::nullopt;
        limit = saved_;
        limit.rlim_cur = static_cast<rlim_t>(used.value_or(0) + bytes);
        if (::setrlimit(RLIMIT_AS, &limit) == 0)
            kind_ = Kind::AddressSpace;
    }
    ~MemoryCage() { release(); }
    MemoryCage(const MemoryCage&) = delete;
    MemoryCage& operator=(const MemoryCage&) = delete;

    Kind kind() const { return kind_; }
    QString describe() const {
        switch (kind_) {
        case Kind::CgroupV1:
            return QStringLiteral("cgroup v1 ") + folder_;
        case Kind::CgroupV2:
            return QStringLiteral("cgroup v2 ") + folder_;
        case Kind::AddressSpace:
            return QStringLiteral("RLIMIT_AS");
        case Kind::None:
            break;
        }
        return QStringLiteral("no limit");
    }
    // Whether the kernel's OOM killer acted in the cgroup (v1: oom_kill in memory.oom_control,
    // v2: oom_kill in memory.events); 0 for RLIMIT_AS.
    int oomKills() const {
        const QString file = kind_ == Kind::CgroupV1   ? QStringLiteral("/memory.oom_control")
                             : kind_ == Kind::CgroupV2 ? QStringLiteral("/memory.events")
                                                       : QString();
        if (file.isEmpty())
            return 0;
        const auto text = readText((folder_ + file).toStdString());
        const auto at = text ? text->find("oom_kill ") : std::string::npos;
        return at == std::string::npos ? 0 : std::atoi(text->c_str() + at + 9);
    }

    void release() {
        if (kind_ == Kind::AddressSpace)
            ::setrlimit(RLIMIT_AS, &saved_);
        if (kind_ == Kind::CgroupV1 || kind_ == Kind::CgroupV2) {
            // Back into the cgroup the process came from; the emptied one can then go.
            write(parent_ + QStringLiteral("/cgroup.procs"), QByteArray::number(::getpid()));
            QDir().rmdir(folder_);
        }
        kind_ = Kind::None;
    }

private:
    static std::optional<std::string> readText(const std::string& path) {
        std::ifstream in(path);
        if (!in)
            return std::nullopt;
        std::ostringstream text;
        text << in.rdbuf();
        return text.str();
    }
    static bool write(const QString& path, const QByteArray& bytes) {
        QFile file(path);
        return file.open(QIODevice::WriteOnly) && file.write(bytes) == bytes.size() && file.flush();
    }

    bool tryCgroup(std::uint64_t bytes) {
        const auto cgroup = readText("/proc/self/cgroup");
        const auto mountinfo = readText("/proc/self/mountinfo");
        if (!cgroup || !mountinfo || ::geteuid() != 0)
            return false;
        for (const bool v2 : {false, true}) {
            const auto folder = pw::findCgroupFolder(*cgroup, *mountinfo, v2 ? "" : "memory");
            if (!folder)
                continue;
            parent_ = QString::fromStdString(folder->mountPoint + folder->relative);
            // The cgroups of earlier runs that the kernel's OOM killer ended (empty by now).
            for (const QString& old :
                 QDir(parent_).entryList({QStringLiteral("pw-test-*")}, QDir::Dirs))
                if (!QDir(QStringLiteral("/proc/") + old.mid(8)).exists())
                    QDir(parent_).rmdir(old);
            folder_ = parent_ + QStringLiteral("/pw-test-%1").arg(::getpid());
            if (!QDir().mkdir(folder_))
                continue;
            const QByteArray limit = QByteArray::number(static_cast<qulonglong>(bytes));
            bool limited = false;
            if (v2) {
                limited = write(folder_ + QStringLiteral("/memory.max"), limit);
                write(folder_ + QStringLiteral("/memory.swap.max"), "0"); // where swap is counted
            } else {
                limited = write(folder_ + QStringLiteral("/memory.limit_in_bytes"), limit);
                write(folder_ + QStringLiteral("/memory.swappiness"), "0");
                // What the process holds already counts under the new limit too.
                write(folder_ + QStringLiteral("/memory.move_charge_at_immigrate"), "3");
            }
            if (limited &&
                write(folder_ + QStringLiteral("/cgroup.procs"), QByteArray::number(::getpid()))) {
                kind_ = v2 ? Kind::CgroupV2 : Kind::CgroupV1;
                return true;
            }
            QDir().rmdir(folder_);
        }
        return false;
    }

    Kind kind_ = Kind::None;
    QString parent_;
    QString folder_;
    struct rlimit saved_ {};
};
