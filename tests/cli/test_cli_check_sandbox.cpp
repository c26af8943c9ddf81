// `puzzle-workbench-cli check` against hostile programs (tests/check/fixtures/hostile.cpp), through
// the real sandbox, as root and as an unprivileged user (nobody, through setpriv, when the tests
// run as root): canaries in $HOME and beside the program intact, no process left, no network, no
// machine file read or written, forks, files and output bounded, a compiler that reads /dev/zero
// stopped; the checker's own peak memory under a flood at the largest output limit; and no
// sandbox refused (exit 6) unless --no-sandbox is given.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cli_runner.h"
#include "common/processes.h"
#include "common/sanitizers.h"

#include <nlohmann/json.hpp>

#include <QDir>
#include <QTemporaryDir>

#include <arpa/inet.h>
#include <fcntl.h>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <netinet/in.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

namespace fs = std::filesystem;

namespace {

constexpr uid_t kNobody = 65534;

// Where a user runs from: the CLI, the supervisor and the fixtures copied into a folder anyone
// may read (a build tree under /root is out of nobody's reach), and a home of its own.
struct Seat {
    QString name; // "root", "nobody" or "user"
    bool asNobody = false;
    QString folder;
    QString home;
};

std::size_t filesIn(const QString& folder) {
    return static_cast<std::size_t>(QDir(folder).entryList(QDir::Files).size());
}

} // namespace

class TestCliCheckSandbox : public QObject {
    Q_OBJECT

    QTemporaryDir scratch_;
    std::vector<Seat> seats_;

    CliRun run(const Seat& seat, const QStringList& args,
               const QMap<QString, QString>& environment = {}) const {
        QProcess process;
        QProcessEnvironment env;
        env.insert(QStringLiteral("HOME"), seat.home);
        env.insert(QStringLiteral("PATH"), QStringLiteral("/usr/local/bin:/usr/bin:/bin"));
        for (auto it = environment.begin(); it != environment.end(); ++it)
            env.insert(it.key(), it.value());
        process.setProcessEnvironment(env);
        process.setWorkingDirectory(seat.home);
        const QString cli = seat.folder + QStringLiteral("/puzzle-workbench-cli");
        if (seat.asNobody)
            process.start(
                QStringLiteral("setpriv"),
                QStringList{"--reuid=65534", "--regid=65534", "--clear-groups", "--", cli} + args);
        else
            process.start(cli, args);
        process.closeWriteChannel();
        if (!process.waitForFinished(kHangGuardMs)) {
            process.kill();
            process.waitForFinished();
            return CliRun{-2, {}, "did not finish"};
        }
        return CliRun{process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                      process.readAllStandardOutput(), process.readAllStandardError()};
    }

    // A check of Jenga's sample with `hostile MODE ARGS`: what the program printed.
    std::string hostileSays(const Seat& seat, const QStringList& hostileArgs) const {
        const CliRun result =
            run(seat, QStringList{"check", "jenga", "--kind", "sample", "--quiet", "--json",
                                  "--no-case-file", "--shrink-runs", "0", "--",
                                  seat.folder + QStringLiteral("/hostile")} +
                          hostileArgs);
        if (result.exitCode != 5)
            qFatal("%s: exit %d: %s", qPrintable(seat.name), result.exitCode,
                   result.err.constData());
        return nlohmann::json::parse(result.out.toStdString())
            .at("failure")
            .at("received")
            .get<std::string>();
    }

private slots:
    void initTestCase() {
        const QString bin = QFileInfo(QStringLiteral(PW_CLI_PATH)).absolutePath();
        const auto seat = [&](const QString& name, bool asNobody) {
            Seat made{name, asNobody, scratch_.filePath(name), scratch_.filePath(name + "-home")};
            QVERIFY(QDir().mkpath(made.folder) && QDir().mkpath(made.home));
            for (const QString& file :
                 {bin + "/puzzle-workbench-cli", bin + "/puzzle-workbench-box",
                  QStringLiteral(PW_CHECK_FIXTURE_DIR "/hostile"),
                  QStringLiteral(PW_CHECK_FIXTURE_DIR "/misbehave")})
                QVERIFY(QFile::copy(file, made.folder + "/" + QFileInfo(file).fileName()));
            // Nobody's own home and program folder: without the sandbox it could delete the
            // canaries there.
            if (asNobody)
                for (const QString& folder : {made.home, made.folder})
                    QCOMPARE(::chown(folder.toLocal8Bit().constData(), kNobody, kNobody), 0);
            seats_.push_back(made);
        };
        QFile::setPermissions(scratch_.path(), QFileDevice::Permissions(0x7755));
        if (::geteuid() == 0) {
            seat(QStringLiteral("root"), false);
            seat(QStringLiteral("nobody"), true);
        } else {
            seat(QStringLiteral("user"), false);
        }
    }

    // A canary in $HOME and one beside the program: both intact, as root and as nobody.
    void canariesStay() {
        for (const Seat& seat : seats_) {
            const QString homeCanary = seat.home + "/canary";
            const QString besideCanary = seat.folder + "/canary";
            for (const QString& canary : {homeCanary, besideCanary}) {
                QFile file(canary);
                QVERIFY(file.open(QIODevice::WriteOnly));
                file.write("keep");
                file.close();
                if (seat.asNobody)
                    QCOMPARE(::chown(canary.toLocal8Bit().constData(), kNobody, kNobody), 0);
            }
            const std::string home = hostileSays(seat, {"unlink", "path=" + homeCanary});
            const std::string beside = hostileSays(seat, {"unlink-beside", "canary"});
            QVERIFY2(QFile::exists(homeCanary), home.c_str());
            QVERIFY2(QFile::exists(besideCanary), beside.c_str());
            QCOMPARE(home, "unlink " + homeCanary.toStdString() + ": No such file or directory\n");
        }
    }

    // 20 children that call setsid() and sleep: none alive when check returns.
    void noProcessOutlivesTheCheck() {
        for (const Seat& seat : seats_) {
            const QString marker = "pw-cli-sleeper-" + seat.name + QString::number(::getpid());
            QCOMPARE(hostileSays(seat, {"sleepers", "20", marker}), std::string("20\n"));
            QCOMPARE(processesMarked(marker.toStdString()), 0);
        }
    }

    // A child swapping its working folder's sub-folder for a link to a root-owned canary folder
    // while the box is emptied: the canary folder keeps every file.
    void cleanupRaceLeavesTheCanaryFolder() {
        const QString canary = scratch_.filePath(QStringLiteral("canary-folder"));
        QVERIFY(QDir().mkpath(canary));
        for (int i = 0; i < 200; ++i) {
            QFile file(canary + "/keep" + QString::number(i));
            QVERIFY(file.open(QIODevice::WriteOnly));
        }
        for (const Seat& seat : seats_) {
            QCOMPARE(hostileSays(seat, {"swap-race", "path=" + canary}), std::string("0\n"));
            QCOMPARE(filesIn(canary), std::size_t{200});
        }
    }

    void networkFilesProcessesAndOutputAreBounded() {
        const int server = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        QCOMPARE(::bind(server, reinterpret_cast<sockaddr*>(&address), sizeof address), 0);
        QCOMPARE(::listen(server, 4), 0);
        socklen_t length = sizeof address;
        ::getsockname(server, reinterpret_cast<sockaddr*>(&address), &length);
        const QString open = scratch_.filePath(QStringLiteral("open-to-all"));
        QVERIFY(QDir().mkpath(open));
        QFile::setPermissions(open, QFileDevice::Permissions(0x7777));
        for (const Seat& seat : seats_) {
            QCOMPARE(hostileSays(seat, {"connect", QString::number(ntohs(address.sin_port))}),
                     std::string("connect: Connection refused\n"));
            QCOMPARE(hostileSays(seat, {"read", "path=/etc/shadow"}),
                     std::string("read /etc/shadow: No such file or directory\n"));
            const std::string written = hostileSays(seat, {"write", "path=" + open + "/x"});
            QVERIFY2(written.find(": done") == std::string::npos, written.c_str());
            QVERIFY(!QFile::exists(open + "/x"));
            QCOMPARE(hostileSays(seat, {"forks", "1000"}), std::string("64\n"));
            const std::string filled = hostileSays(seat, {"fill-tmp", "1024"});
            QVERIFY2(filled.starts_with("64 MiB written: ") ||
                         filled.starts_with("63 MiB written: "),
                     filled.c_str());
            // 10 GB to standard output: cut at the output limit.
            const CliRun flood =
                run(seat, {"check", "jenga", "--kind", "sample", "--quiet", "--json",
                           "--no-case-file", "--", seat.folder + "/misbehave", "flood"});
            QCOMPARE(flood.exitCode, 5);
            QCOMPARE(nlohmann::json::parse(flood.out.toStdString())
                         .at("failure")
                         .at("verdict")
                         .get<std::string>(),
                     std::string("OLE"));
        }
        ::close(server);
    }

    // The compile of `#include "/dev/zero"`: stopped by its limit, a compile failure (exit 2).
    void compilerReadingDevZeroIsStopped() {
        for (const Seat& seat : seats_) {
            const QString source = seat.home + "/zero.cpp";
            QVERIFY(QFile::copy(QStringLiteral(PW_CHECK_FIXTURE_SOURCES "/include_dev_zero.cpp"),
                                source));
            QFile::setPermissions(source, QFileDevice::Permissions(0x6444));
            const CliRun compiled = run(seat, {"check", "jenga", "--quiet", "--source", source});
            QCOMPARE(compiled.exitCode, 2);
            QVERIFY2(compiled.err.contains("check jenga: " + source.toUtf8() + " does not compile"),
                     compiled.err.constData());
        }
    }

    // The checker's own peak memory with the largest output limit and a program that floods it.
    void checkersMemoryStaysBoundedUnderAFlood() {
        const Seat& seat = seats_.front();
        const std::string cli = (seat.folder + "/puzzle-workbench-cli").toStdString();
        const std::string program = (seat.folder + "/misbehave").toStdString();
        std::vector<std::string> words{
            cli,      "check",          "jenga",          "--kind",
            "sample", "--quiet",        "--no-case-file", "--shrink-runs",
            "0",      "--output-limit", "4096",           "--",
            program,  "flood"};
        std::vector<char*> argv;
        for (std::string& word : words)
            argv.push_back(word.data());
        argv.push_back(nullptr);
        posix_spawn_file_actions_t actions;
        posix_spawn_file_actions_init(&actions);
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
        pid_t pid = 0;
        QCOMPARE(::posix_spawn(&pid, cli.c_str(), &actions, nullptr, argv.data(), environ), 0);
        posix_spawn_file_actions_destroy(&actions);
        int status = 0;
        rusage usage{};
        QCOMPARE(::wait4(pid, &status, 0, &usage), pid);
        QCOMPARE(WEXITSTATUS(status), 5);
        // Under a sanitizer the CLI also keeps up to 256 MB of freed memory in its quarantine:
        // a flood held in memory would still pass either bound by gigabytes.
        const long boundKb = (kSanitizedBuild ? 512 : 256) * 1024;
        QVERIFY2(usage.ru_maxrss < boundKb, std::to_string(usage.ru_maxrss).c_str());
    }

    // No bubblewrap, or user namespaces switched off (a sandbox around the command that forbids
    // new ones): exit 6 and nothing run; --no-sandbox runs and says so first.
    void noSandboxIsRefusedUnlessAsked() {
        const Seat& seat = seats_.front();
        const QStringList check{
            "check", "jenga", "--kind", "sample", "--quiet", "--", seat.folder + "/misbehave",
            "noread"};
        const CliRun refused = run(seat, check, {{"PATH", "/nonexistent"}});
        QCOMPARE(refused.exitCode, 6);
        QVERIFY(refused.out.isEmpty());
        QVERIFY2(refused.err.startsWith("check jenga: bubblewrap (bwrap) is not installed or not "
                                        "in PATH"),
                 refused.err.constData());
        const CliRun unconfined =
            run(seat, QStringList{check.mid(0, 5)} << "--no-sandbox" << check.mid(5),
                {{"PATH", "/nonexistent"}});
        QCOMPARE(unconfined.exitCode, 5); // "0" is no answer to the sample
        QVERIFY2(unconfined.out.startsWith("WARNING: --no-sandbox: the program ran unconfined"),
                 unconfined.out.constData());

        // Everything is read-only in the outer box, so the case file (refused up front when it
        // cannot be written) is left out: the sandbox is what this asks about.
        const QStringList noCase = QStringList{check.mid(0, 5)} << "--no-case-file" << check.mid(5);
        QProcess outer;
        const QString cli = seat.folder + "/puzzle-workbench-cli";
        QStringList args{"--unshare-user", "--disable-userns", "--ro-bind", "/",  "/", "--dev",
                         "/dev",           "--proc",           "/proc",     "--", cli};
        if (::geteuid() == 0)
            outer.start(QStringLiteral("setpriv"), QStringList{"--reuid=65534", "--regid=65534",
                                                               "--clear-groups", "--", "bwrap"} +
                                                       args + noCase);
        else
            outer.start(QStringLiteral("bwrap"), args + noCase);
        QVERIFY(outer.waitForFinished(kHangGuardMs));
        QCOMPARE(outer.exitCode(), 6);
        const QByteArray said = outer.readAllStandardError();
        QVERIFY2(said.startsWith("check jenga: bubblewrap cannot make a sandbox: ") &&
                     said.contains("user namespaces seem to be switched off here"),
                 said.constData());
    }
};

QTEST_GUILESS_MAIN(TestCliCheckSandbox)
#include "test_cli_check_sandbox.moc"
