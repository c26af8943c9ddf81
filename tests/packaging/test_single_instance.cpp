// Two copies of the application with one HOME, as a file manager starts them: the second hands
// its file to the first and exits; the session holds both copies' work; a first copy killed
// with SIGKILL leaves its lock behind, and the next start recovers it and runs.
// SPDX-License-Identifier: GPL-3.0-or-later
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <csignal>

namespace {

const QByteArray kJenga = "2\nRGB\nRGB\n";
const QByteArray kStones = "4\n2 3 4\n*aba\na*ab\nba*b\nabb*\n";

} // namespace

class TestSingleInstance : public QObject {
    Q_OBJECT

    QTemporaryDir home_;

    QProcess* start(const QStringList& arguments) {
        auto* app = new QProcess(this);
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("HOME"), home_.path());
        environment.insert(QStringLiteral("XDG_DATA_HOME"), home_.filePath(QStringLiteral("data")));
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"),
                           home_.filePath(QStringLiteral("config")));
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        app->setProcessEnvironment(environment);
        app->setWorkingDirectory(home_.path());
        app->start(QStringLiteral(PW_APP_PATH), arguments);
        return app;
    }
    QString dataPath(const QString& name) const {
        return home_.filePath(QStringLiteral("data/puzzle-workbench/") + name);
    }
    // The session's page object of `puzzle`, once `ready` holds for it (waits up to 30 s).
    QJsonObject waitForPage(const QString& puzzle,
                            const std::function<bool(const QJsonObject&)>& ready) {
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 30000) {
            QFile file(dataPath(QStringLiteral("session.json")));
            if (file.open(QIODevice::ReadOnly)) {
                const QJsonObject page = QJsonDocument::fromJson(file.readAll())
                                             .object()
                                             .value(QStringLiteral("pages"))
                                             .toObject()
                                             .value(puzzle)
                                             .toObject();
                if (ready(page))
                    return page;
            }
            QTest::qWait(100);
        }
        return {};
    }
    static QString documentOf(const QJsonObject& page) {
        return page.value(QStringLiteral("document"))
            .toObject()
            .value(QStringLiteral("path"))
            .toString();
    }

private slots:
    void initTestCase() {
        QVERIFY(home_.isValid());
        for (const auto& [name, bytes] :
             {std::pair{"jenga.txt", kJenga}, std::pair{"stones.txt", kStones}}) {
            QFile file(home_.filePath(QString::fromLatin1(name)));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
        }
    }

    void theSecondStartHandsItsFileToTheFirst() {
        const QString jenga = home_.filePath(QStringLiteral("jenga.txt"));
        const QString stones = home_.filePath(QStringLiteral("stones.txt"));
        QProcess* first = start({QStringLiteral("--open"), QStringLiteral("jenga.txt")});
        QVERIFY(first->waitForStarted());
        QCOMPARE(
            documentOf(waitForPage(QStringLiteral("jenga"),
                                   [&](const QJsonObject& p) { return documentOf(p) == jenga; })),
            jenga);
        // A relative path, from the second copy's working folder, reaches the first as the file.
        QProcess* second = start({QStringLiteral("stones.txt")});
        QVERIFY(second->waitForFinished(30000));
        QCOMPARE(second->exitStatus(), QProcess::NormalExit);
        QCOMPARE(second->exitCode(), 0);
        QCOMPARE(
            documentOf(waitForPage(QStringLiteral("stones"),
                                   [&](const QJsonObject& p) { return documentOf(p) == stones; })),
            stones);
        // The session holds both copies' work.
        QCOMPARE(documentOf(
                     waitForPage(QStringLiteral("jenga"), [](const QJsonObject&) { return true; })),
                 jenga);
        QCOMPARE(first->state(), QProcess::Running);

        // Killed: the lock stays behind, and the next start takes it over and runs the window.
        ::kill(static_cast<pid_t>(first->processId()), SIGKILL);
        QVERIFY(first->waitForFinished(10000));
        QVERIFY(QFile::exists(dataPath(QStringLiteral("instance.lock"))));
        QFile::remove(dataPath(QStringLiteral("session.json")));
        QProcess* third = start({QStringLiteral("stones.txt")});
        QVERIFY(third->waitForStarted());
        QCOMPARE(
            documentOf(waitForPage(QStringLiteral("stones"),
                                   [&](const QJsonObject& p) { return documentOf(p) == stones; })),
            stones);
        QCOMPARE(third->state(), QProcess::Running); // it is the window now, not a hand-over
        QFile lock(dataPath(QStringLiteral("instance.lock")));
        QVERIFY(lock.open(QIODevice::ReadOnly));
        QCOMPARE(lock.readLine().trimmed().toLongLong(), third->processId());
        third->terminate();
        QVERIFY(third->waitForFinished(10000));
    }
};

QTEST_GUILESS_MAIN(TestSingleInstance)
#include "test_single_instance.moc"
