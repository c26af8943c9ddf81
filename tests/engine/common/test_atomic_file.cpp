// The atomic writer under faults: a write error mid-file, no room, a folder, a device, a symbolic
// link, the command's own input under another name: the old file stays whole every time.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/atomic_file.h"

#include <QTemporaryDir>
#include <QtTest>

#include <csignal>
#include <fstream>
#include <sstream>
#include <sys/resource.h>
#include <sys/stat.h>
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
        QTest::newRow("symbolic link") << int(pw::FileError::Kind::SymbolicLink) << "link";
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
        else if (what == "link") {
            path = dir.filePath("link.txt").toStdString();
            QCOMPARE(::symlink(target.c_str(), path.c_str()), 0);
        } else if (what == "missing")
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
        QCOMPARE(kindOf(link), int(pw::FileError::Kind::SymbolicLink));
        QCOMPARE(kindOf(dir.filePath("no/p.tsv").toStdString()), int(pw::FileError::Kind::System));
        QCOMPARE(kindOf(input + "/p.tsv"), int(pw::FileError::Kind::System)); // not a folder
        QCOMPARE(kindOf(dir.filePath("new.tsv").toStdString()), -1);
        pw::AtomicFile::check(input); // not an input of this command: it may be replaced
        QCOMPARE(entries(dir.path()), QStringList({"link.txt", "t.txt"}));
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
