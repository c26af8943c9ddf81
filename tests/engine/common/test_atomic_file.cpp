// The atomic writer under faults: a write error mid-file, no room, a folder, a device, the
// command's own input under another name (or through a link): the old file stays whole every
// time. And what a file is stays what it was: a symbolic link is written through to its target,
// the owner, group and mode are kept (as root over another user's file), hard links are not
// split, and a kill leaves no temporary file.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/atomic_file.h"

#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <fstream>
#include <grp.h>
#include <sched.h>
#include <sstream>
#include <sys/mount.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

std::string contents(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    std::ostringstream out;
    out << in.rdbuf();
    return out.str();
}

void put(const std::string& path, const std::string& text) {
    std::ofstream(path, std::ios::binary) << text;
}

// The names in `folder` (to see that no temporary file is left behind).
QStringList entries(const QString& folder) {
    return QDir(folder).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot);
}

struct stat statOf(const std::string& path) {
    struct stat info {};
    ::lstat(path.c_str(), &info);
    return info;
}

// The process id of a process that has ended (a writer killed long ago).
pid_t endedProcess() {
    const pid_t child = ::fork();
    if (child == 0)
        ::_exit(0);
    ::waitpid(child, nullptr, 0);
    return child;
}

constexpr uid_t kNobody = 65534;

} // namespace

class TestAtomicFile : public QObject {
    Q_OBJECT

private slots:
    void writesAndReplacesKeepingThePermissions() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("out.txt").toStdString();
        pw::writeFileAtomically(path, "first\n");
        QCOMPARE(contents(path), std::string("first\n"));
        QCOMPARE(::chmod(path.c_str(), 0640), 0);
        pw::writeFileAtomically(path, "second\n");
        QCOMPARE(contents(path), std::string("second\n"));
        struct stat info {};
        QCOMPARE(::stat(path.c_str(), &info), 0);
        QCOMPARE(info.st_mode & 07777, mode_t{0640});
        QCOMPARE(entries(dir.path()), QStringList{"out.txt"});
    }

    // A write that fails half-way (the file size limit, as a full disk would) leaves the old file
    // as it was and no temporary file.
    void aWriteErrorLeavesTheOldFile() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("policy.tsv").toStdString();
        put(path, "old contents\n");
        struct rlimit saved {};
        QCOMPARE(::getrlimit(RLIMIT_FSIZE, &saved), 0);
        const auto previous = std::signal(SIGXFSZ, SIG_IGN);
        struct rlimit small = saved;
        small.rlim_cur = 100000;
        QCOMPARE(::setrlimit(RLIMIT_FSIZE, &small), 0);
        bool thrown = false;
        std::string reason;
        try {
            pw::AtomicFile file(path);
            for (int i = 0; i < 100000; ++i)
                file.stream() << "line " << i << "\n";
            file.commit();
        } catch (const pw::FileError& error) {
            thrown = true;
            reason = error.reason();
            QVERIFY(error.kind() == pw::FileError::Kind::System);
            QVERIFY(std::string(error.what()).find("was not changed") != std::string::npos);
        }
        ::setrlimit(RLIMIT_FSIZE, &saved);
        std::signal(SIGXFSZ, previous);
        QVERIFY(thrown);
        QCOMPARE(reason, std::string(std::strerror(EFBIG)));
        QCOMPARE(contents(path), std::string("old contents\n"));
        QCOMPARE(entries(dir.path()), QStringList{"policy.tsv"});
    }

    void refusesWhatIsNotAPlainFile_data() {
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("what");
        QTest::newRow("folder") << int(pw::FileError::Kind::Folder) << "folder";
        QTest::newRow("device") << int(pw::FileError::Kind::NotRegular) << "device";
        QTest::newRow("no name") << int(pw::FileError::Kind::NoName) << "";
        QTest::newRow("missing folder") << int(pw::FileError::Kind::System) << "missing";
    }
    void refusesWhatIsNotAPlainFile() {
        QFETCH(int, kind);
        QFETCH(QString, what);
        QTemporaryDir dir;
        const std::string target = dir.filePath("target.txt").toStdString();
        put(target, "kept\n");
        std::string path;
        if (what == "folder")
            path = dir.path().toStdString();
        else if (what == "device")
            path = "/dev/null";
        else if (what == "missing")
            path = dir.filePath("no/such/folder.txt").toStdString();
        try {
            pw::writeFileAtomically(path, "new\n");
            QFAIL("written");
        } catch (const pw::FileError& error) {
            QCOMPARE(int(error.kind()), kind);
        }
        QCOMPARE(contents(target), std::string("kept\n"));
        QVERIFY(QFileInfo(QString::fromStdString("/dev/null")).exists());
    }

    // The command's own input, under its own name or through a hard link, is never written over.
    void neverOverAnInput() {
        QTemporaryDir dir;
        const std::string input = dir.filePath("t.txt").toStdString();
        const std::string other = dir.filePath("same.txt").toStdString();
        put(input, "3\nRRR\nRRR\nRRR\n");
        QCOMPARE(::link(input.c_str(), other.c_str()), 0);
        for (const std::string& path : {input, other, "./" + input.substr(input.rfind('/') + 1)}) {
            if (path.starts_with("./") && ::chdir(dir.path().toLocal8Bit().constData()) != 0)
                QFAIL("chdir");
            QVERIFY_THROWS_EXCEPTION(pw::FileError, pw::writeFileAtomically(path, "x", {input}));
        }
        QCOMPARE(contents(input), std::string("3\nRRR\nRRR\nRRR\n"));
        QVERIFY(pw::sameFile(input, other));
        QVERIFY(!pw::sameFile(input, dir.filePath("none").toStdString()));
    }

    // Less room than the file needs is refused before a byte is written.
    void refusesWithoutRoom() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("big.tsv").toStdString();
        try {
            pw::AtomicFile file(path, std::uint64_t{1} << 62);
            QFAIL("accepted");
        } catch (const pw::FileError& error) {
            QVERIFY(error.kind() == pw::FileError::Kind::NoSpace);
            QVERIFY(error.reason().find("free") != std::string::npos);
        }
        QVERIFY(entries(dir.path()).isEmpty());
    }

    // A folder that cannot be written to (read-only file system, or no write permission) is
    // said as such, by check() and by the writer, not as a lack of free space. Each case runs
    // in a child: a read-only tmpfs mounted in its own namespaces, and a 0555 folder (as
    // nobody when run as root, whom permissions do not stop).
    void aFolderThatCannotBeWrittenIsSaidAsSuch_data() {
        QTest::addColumn<bool>("readOnlyMount");
        QTest::newRow("read-only file system") << true;
        QTest::newRow("no write permission") << false;
    }
    void aFolderThatCannotBeWrittenIsSaidAsSuch() {
        QFETCH(bool, readOnlyMount);
        QTemporaryDir dir;
        QCOMPARE(::chmod(dir.path().toLocal8Bit().constData(), 0755), 0);
        const QString folder = dir.filePath("closed");
        QVERIFY(QDir().mkdir(folder));
        QCOMPARE(::chmod(folder.toLocal8Bit().constData(), 0555), 0);
        const std::string target = (folder + "/p.tsv").toStdString();
        int pipe[2];
        QCOMPARE(::pipe(pipe), 0);
        const pid_t child = ::fork();
        if (child == 0) {
            ::close(pipe[0]);
            const auto say = [&](const std::string& text) {
                [[maybe_unused]] const auto wrote = ::write(pipe[1], text.data(), text.size());
                ::_exit(0);
            };
            if (readOnlyMount) {
                const uid_t uid = ::geteuid();
                if (::unshare(CLONE_NEWUSER | CLONE_NEWNS) != 0)
                    say("skip: no user namespaces");
                std::ofstream("/proc/self/setgroups") << "deny";
                std::ofstream("/proc/self/uid_map") << "0 " << uid << " 1";
                if (::mount("none", folder.toLocal8Bit().constData(), "tmpfs", MS_RDONLY,
                            nullptr) != 0)
                    say("skip: no tmpfs mount");
            } else if (::geteuid() == 0 && (::setgid(kNobody) != 0 || ::setuid(kNobody) != 0)) {
                say("skip: cannot become nobody");
            }
            std::string reasons;
            for (const bool checkOnly : {true, false}) {
                try {
                    if (checkOnly)
                        pw::AtomicFile::check(target);
                    else
                        pw::writeFileAtomically(target, std::string(1 << 20, 'x'));
                    reasons += "accepted\n";
                } catch (const pw::FileError& error) {
                    reasons += std::to_string(int(error.kind())) + " " + error.reason() + "\n";
                }
            }
            say(reasons);
        }
        ::close(pipe[1]);
        QByteArray said;
        char block[512];
        for (ssize_t n; (n = ::read(pipe[0], block, sizeof block)) > 0;)
            said.append(block, n);
        ::close(pipe[0]);
        ::waitpid(child, nullptr, 0);
        if (said.startsWith("skip: "))
            QSKIP(said.constData());
        const QByteArray system = QByteArray::number(int(pw::FileError::Kind::System));
        const QByteArray why = readOnlyMount
                                   ? "its folder is on a read-only file system"
                                   : "its folder cannot be written to (Permission denied)";
        QCOMPARE(said, system + " " + why + "\n" + system + " " + why + "\n");
        QCOMPARE(::chmod(folder.toLocal8Bit().constData(), 0755), 0);
    }

    // check() refuses what the constructor refuses (here an input, a link, a missing folder)
    // and accepts a new or a replaced file, creating nothing either way.
    void checkCreatesNothing() {
        QTemporaryDir dir;
        const std::string input = dir.filePath("t.txt").toStdString();
        const std::string link = dir.filePath("link.txt").toStdString();
        put(input, "in\n");
        QCOMPARE(::symlink(input.c_str(), link.c_str()), 0);
        const auto kindOf = [&](const std::string& path) {
            try {
                pw::AtomicFile::check(path, {input});
                return -1;
            } catch (const pw::FileError& error) {
                return int(error.kind());
            }
        };
        QCOMPARE(kindOf(input), int(pw::FileError::Kind::IsInput));
        QCOMPARE(kindOf(link), int(pw::FileError::Kind::IsInput)); // the input, through a link
        QCOMPARE(kindOf(dir.filePath("no/p.tsv").toStdString()), int(pw::FileError::Kind::System));
        QCOMPARE(kindOf(input + "/p.tsv"), int(pw::FileError::Kind::System)); // not a folder
        QCOMPARE(kindOf(dir.filePath("new.tsv").toStdString()), -1);
        pw::AtomicFile::check(input); // not an input of this command: it may be replaced
        QCOMPARE(entries(dir.path()), QStringList({"link.txt", "t.txt"}));
    }

    // Through a symbolic link (relative, and a chain of two) the file it names is written; the
    // links stay links. A link to a file not there yet makes that file.
    void writesThroughSymbolicLinks() {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir("real"));
        const std::string target = dir.filePath("real/t.txt").toStdString();
        const std::string link = dir.filePath("link.txt").toStdString();
        const std::string chain = dir.filePath("chain.txt").toStdString();
        put(target, "old\n");
        QCOMPARE(::chmod(target.c_str(), 0640), 0);
        QCOMPARE(::symlink("real/t.txt", link.c_str()), 0);
        QCOMPARE(::symlink("link.txt", chain.c_str()), 0);
        pw::writeFileAtomically(chain, "new\n");
        QCOMPARE(contents(target), std::string("new\n"));
        QVERIFY(S_ISLNK(statOf(link).st_mode));
        QVERIFY(S_ISLNK(statOf(chain).st_mode));
        QCOMPARE(statOf(target).st_mode & 07777, mode_t{0640});
        pw::AtomicFile file(link);
        QCOMPARE(file.target(), dir.filePath("real/t.txt").toStdString());
        const std::string dangling = dir.filePath("later.txt").toStdString();
        QCOMPARE(::symlink("real/later.txt", dangling.c_str()), 0);
        pw::writeFileAtomically(dangling, "made\n");
        QCOMPARE(contents(dir.filePath("real/later.txt").toStdString()), std::string("made\n"));
        QVERIFY(S_ISLNK(statOf(dangling).st_mode));
        QCOMPARE(entries(dir.filePath("real")), QStringList({"later.txt", "t.txt"}));
    }

    // A link of another user's in a shared folder with the sticky bit (/tmp) is not followed, as
    // the kernel's protected_symlinks has it for open(2): root's save never lands in a file a link
    // planted there names.
    void anotherUsersLinkInASharedFolderIsNotFollowed() {
        if (::geteuid() != 0)
            QSKIP("needs root, to make a link that is another user's");
        QTemporaryDir dir;
        const QByteArray shared = dir.filePath("shared").toLocal8Bit();
        QCOMPARE(::mkdir(shared.constData(), 01777), 0);
        QCOMPARE(::chmod(shared.constData(), 01777), 0);
        const std::string target = dir.filePath("system.txt").toStdString();
        put(target, "root's\n");
        const std::string planted = shared.toStdString() + "/save.txt";
        QCOMPARE(::symlink(target.c_str(), planted.c_str()), 0);
        QCOMPARE(::lchown(planted.c_str(), kNobody, kNobody), 0);
        QVERIFY_THROWS_EXCEPTION(pw::FileError, pw::writeFileAtomically(planted, "x\n"));
        QCOMPARE(contents(target), std::string("root's\n"));
        QCOMPARE(::lchown(planted.c_str(), 0, 0), 0); // root's own link is followed
        pw::writeFileAtomically(planted, "x\n");
        QCOMPARE(contents(target), std::string("x\n"));
    }

    // As root over another user's 0600 file: still theirs, still 0600 (they can read it), and a
    // set-user-ID bit does not survive (the kernel drops it from a file written to).
    void keepsTheOwnerGroupAndMode() {
        if (::geteuid() != 0)
            QSKIP("needs root: only root can give a new file another user's name");
        QTemporaryDir dir;
        const std::string path = dir.filePath("theirs.txt").toStdString();
        put(path, "theirs\n");
        QCOMPARE(::chown(path.c_str(), kNobody, kNobody), 0);
        QCOMPARE(::chmod(path.c_str(), 0600), 0);
        pw::writeFileAtomically(path, "new\n");
        struct stat info = statOf(path);
        QCOMPARE(info.st_uid, kNobody);
        QCOMPARE(info.st_gid, gid_t{kNobody});
        QCOMPARE(info.st_mode & 07777, mode_t{0600});
        QCOMPARE(contents(path), std::string("new\n"));
        QCOMPARE(::chmod(path.c_str(), 04750), 0);
        pw::writeFileAtomically(path, "again\n");
        info = statOf(path);
        QCOMPARE(info.st_uid, kNobody);
        QCOMPARE(info.st_mode & 07777, mode_t{0750});
        QCOMPARE(entries(dir.path()), QStringList{"theirs.txt"});
    }

    // A file with two hard links stays one file with two links, both holding the new bytes.
    void keepsHardLinks() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("a.txt").toStdString();
        const std::string other = dir.filePath("b.txt").toStdString();
        put(path, "a long first version of the file\n");
        QCOMPARE(::chmod(path.c_str(), 0604), 0);
        QCOMPARE(::link(path.c_str(), other.c_str()), 0);
        const ino_t inode = statOf(path).st_ino;
        pw::writeFileAtomically(path, "short\n");
        QCOMPARE(statOf(path).st_ino, inode);
        QCOMPARE(statOf(path).st_nlink, nlink_t{2});
        QVERIFY(pw::sameFile(path, other));
        QCOMPARE(contents(other), std::string("short\n"));
        QCOMPARE(statOf(path).st_mode & 07777, mode_t{0604});
        QCOMPARE(entries(dir.path()), QStringList({"a.txt", "b.txt"}));
    }

    // Another user (not root) saving over a file it may write but cannot own: written in place,
    // the owner stays (as g_file_replace does); a file it may not write is refused whole.
    void anotherOwnersFileIsWrittenInPlace() {
        if (::geteuid() != 0)
            QSKIP("needs root to make a file of one user that another may write");
        QTemporaryDir dir;
        QCOMPARE(::chmod(dir.path().toLocal8Bit().constData(), 0777), 0);
        const std::string shared = dir.filePath("shared.txt").toStdString();
        const std::string closed = dir.filePath("closed.txt").toStdString();
        for (const auto& [path, mode] : {std::pair{shared, 0666}, std::pair{closed, 0644}}) {
            put(path, "nobody's\n");
            QCOMPARE(::chown(path.c_str(), kNobody, kNobody), 0);
            QCOMPARE(::chmod(path.c_str(), static_cast<mode_t>(mode)), 0);
        }
        const ino_t inode = statOf(shared).st_ino;
        const pid_t child = ::fork();
        if (child == 0) { // as the user "daemon" (uid 1)
            if (::setgroups(0, nullptr) != 0 || ::setresgid(1, 1, 1) != 0 ||
                ::setresuid(1, 1, 1) != 0)
                ::_exit(10);
            try {
                pw::writeFileAtomically(shared, "daemon's words\n");
            } catch (const pw::FileError&) {
                ::_exit(11);
            }
            try {
                pw::writeFileAtomically(closed, "daemon's words\n");
                ::_exit(12);
            } catch (const pw::FileError& error) {
                ::_exit(error.reason().starts_with(std::strerror(EACCES)) ? 0 : 13);
            }
        }
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY(WIFEXITED(status));
        QCOMPARE(WEXITSTATUS(status), 0);
        QCOMPARE(contents(shared), std::string("daemon's words\n"));
        QCOMPARE(statOf(shared).st_uid, kNobody);
        QCOMPARE(statOf(shared).st_ino, inode);
        QCOMPARE(contents(closed), std::string("nobody's\n"));
        QCOMPARE(entries(dir.path()), QStringList({"closed.txt", "shared.txt"}));
    }

    // Killed (SIGKILL) while writing 50 MB: the old file whole and no temporary file.
    void aKillLeavesNoTemporaryFile() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("policy.tsv").toStdString();
        put(path, "old\n");
        int ready[2];
        QCOMPARE(::pipe(ready), 0);
        const pid_t child = ::fork();
        if (child == 0) {
            pw::AtomicFile file(path, 50 << 20);
            const std::string line(1000, 'x');
            for (int i = 0; i < 50000; ++i) {
                file.stream() << line << '\n';
                if (i == 10000) {
                    file.stream().flush();
                    [[maybe_unused]] const auto said = ::write(ready[1], "w", 1);
                    ::pause(); // killed here, 10 MB written
                }
            }
            file.commit();
            ::_exit(0);
        }
        char said = 0;
        QCOMPARE(::read(ready[0], &said, 1), ssize_t{1});
        ::close(ready[0]);
        ::close(ready[1]);
        QCOMPARE(::kill(child, SIGKILL), 0);
        int status = 0;
        QCOMPARE(::waitpid(child, &status, 0), child);
        QVERIFY(WIFSIGNALED(status));
        QCOMPARE(contents(path), std::string("old\n"));
        QCOMPARE(entries(dir.path()), QStringList{"policy.tsv"});
    }

    // What a killed writer left (a temporary file; the copy of the old bytes of a file it was
    // writing in place) is put right by the next write or recoverInterruptedWrite: the old bytes
    // go back. A running writer's files are left alone.
    void whatAKilledWriterLeftIsPutRight() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("t.txt").toStdString();
        const std::string gone = std::to_string(endedProcess());
        const std::string mine = std::to_string(::getpid());
        put(path, "half-writt");
        put(dir.filePath(".t.txt." + QString::fromStdString(gone) + "-0-1.old").toStdString(),
            "the old text\n");
        put(dir.filePath(".t.txt." + QString::fromStdString(gone) + "-1-2.tmp").toStdString(),
            "new");
        put(dir.filePath(".t.txt." + QString::fromStdString(mine) + "-7-3.tmp").toStdString(),
            "a writer at work");
        put(dir.filePath(".other.txt." + QString::fromStdString(gone) + "-0-1.tmp").toStdString(),
            "another file's");
        QVERIFY(pw::recoverInterruptedWrite(path));
        QCOMPARE(contents(path), std::string("the old text\n"));
        QCOMPARE(entries(dir.path()),
                 QStringList({".other.txt." + QString::fromStdString(gone) + "-0-1.tmp",
                              ".t.txt." + QString::fromStdString(mine) + "-7-3.tmp", "t.txt"}));
        QVERIFY(!pw::recoverInterruptedWrite(path));
        put(dir.filePath(".t.txt." + QString::fromStdString(gone) + "-1-2.tmp").toStdString(),
            "new");
        pw::writeFileAtomically(path, "next\n");
        QCOMPARE(entries(dir.path()).size(), 3);
        QCOMPARE(contents(path), std::string("next\n"));
    }

    // Destroyed without commit (an exception while writing): nothing appears, nothing is left.
    void abandonedLeavesNothing() {
        QTemporaryDir dir;
        const std::string path = dir.filePath("never.txt").toStdString();
        {
            pw::AtomicFile file(path);
            file.stream() << "half";
        }
        QVERIFY(entries(dir.path()).isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestAtomicFile)
#include "test_atomic_file.moc"
