// The edges of a page's document (issue 38): Save keeps what the file is (a link, its owner, its
// hard links); files that block (a FIFO, /proc/kmsg) never freeze the window; a choice of how to
// solve belongs to its tower and is no edit of the file.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengapage.h"
#include "app/mainwindow.h"
#include "app/puzzlepage.h"

#include <QAction>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>
#include <unistd.h>

namespace {

// A tower beyond the automatic exact limit (10 levels), and a taller one whose exact solve takes
// minutes and gigabytes.
const QByteArray kElevenLevels = "11\nGBG\nGBB\nRRB\nGBB\nRRG\nGRR\nBBB\nRBG\nGBB\nBBR\nBRB\n";
const QByteArray kThirteenLevels =
    "13\nRRR\nRRB\nRGG\nGBR\nBRB\nGGR\nBRG\nBGG\nBRB\nGGR\nBGR\nRBR\nGRG\n";

// The Stones contest's first sample (docs/puzzles.md).
const QByteArray kStones = "4\n2 3 4\n*aba\na*ab\nba*b\nabb*\n";

struct stat statOf(const QString& path) {
    struct stat info {};
    ::lstat(QFile::encodeName(path).constData(), &info);
    return info;
}

QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

} // namespace

class TestDocumentEdges : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PuzzleWorkbenchTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_document_edges"));
    }
    void init() { QSettings().clear(); }

    // Save on a file opened through a symbolic link writes the file it names (it said "it is a
    // symbolic link"), which keeps its owner, group and mode (as root over a file of nobody's)
    // and its second hard link.
    void saveKeepsWhatTheFileIs() {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("real")));
        const QString real = dir.filePath(QStringLiteral("real/board.txt"));
        const QString link = dir.filePath(QStringLiteral("link.txt"));
        const QString second = dir.filePath(QStringLiteral("real/second.txt"));
        writeFile(real, kStones);
        QVERIFY(QFile::link(QStringLiteral("real/board.txt"), link));
        QCOMPARE(::link(QFile::encodeName(real).constData(), QFile::encodeName(second).constData()),
                 0);
        const bool root = ::geteuid() == 0;
        if (root)
            QCOMPARE(::chown(QFile::encodeName(real).constData(), 65534, 65534), 0);
        QCOMPARE(::chmod(QFile::encodeName(real).constData(), 0600), 0);
        const ino_t inode = statOf(real).st_ino;
        MainWindow window;
        window.setSessionEnabled(false);
        QString error;
        QVERIFY2(window.openFile(link, &error), qPrintable(error));
        PageModel* model = window.page(QStringLiteral("stones"))->model();
        QVERIFY2(model->loadText(QStringLiteral("4:1,2,4:abaabb"), QStringLiteral("Paste"), &error),
                 qPrintable(error));
        QVERIFY(window.isWindowModified());
        window.findChild<QAction*>(QStringLiteral("saveAction"))->trigger();
        QVERIFY2(!window.isWindowModified(), qPrintable(window.lastMessage()));
        QCOMPARE(readFile(real), model->judgeText().toUtf8());
        QVERIFY(QFileInfo(link).isSymLink());
        QCOMPARE(statOf(real).st_ino, inode);
        QCOMPARE(statOf(real).st_nlink, nlink_t{2});
        QCOMPARE(readFile(second), model->judgeText().toUtf8());
        QCOMPARE(statOf(real).st_mode & 07777, mode_t{0600});
        if (root) {
            QCOMPARE(statOf(real).st_uid, uid_t{65534});
            QCOMPARE(statOf(real).st_gid, gid_t{65534});
        }
        QCOMPARE(QDir(dir.filePath(QStringLiteral("real")))
                     .entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot),
                 QStringList({QStringLiteral("board.txt"), QStringLiteral("second.txt")}));
    }

    // A FIFO, a file of the kernel's that blocks (/proc/kmsg, which only root may open) and
    // another of /proc are refused at once, saying why: opening /proc/kmsg froze the window.
    void filesThatWouldBlockAreRefusedAtOnce() {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("fifo.txt"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        MainWindow window;
        window.setSessionEnabled(false);
        struct Case {
            QString path;
            QString reason;
        };
        QList<Case> cases{
            {fifo, QStringLiteral("it is not a regular file (a pipe, device or socket)")},
            {QStringLiteral("/proc/self/status"),
             QStringLiteral("it is a file of the system (/proc, /sys), not a saved position")}};
        if (::geteuid() == 0)
            cases.append({QStringLiteral("/proc/kmsg"), cases.last().reason});
        for (const Case& c : cases) {
            QElapsedTimer clock;
            clock.start();
            QString error;
            QVERIFY(!window.openFile(c.path, &error));
            QVERIFY2(clock.elapsed() < 1000, qPrintable(c.path));
            QVERIFY2(error.endsWith(c.reason), qPrintable(error));
        }
    }

    // "Solve exactly" on one tower, then another file: the next tower gets its estimate, no
    // exact solve of minutes and gigabytes; and the choice is no edit of the file (no star).
    void solveExactlyBelongsToItsTower() {
        QTemporaryDir dir;
        const QString eleven = dir.filePath(QStringLiteral("eleven.txt"));
        const QString thirteen = dir.filePath(QStringLiteral("thirteen.txt"));
        writeFile(eleven, kElevenLevels);
        writeFile(thirteen, kThirteenLevels);
        MainWindow window;
        window.setSessionEnabled(false);
        QString error;
        QVERIFY2(window.openFile(eleven, &error), qPrintable(error));
        auto* page = qobject_cast<JengaPage*>(window.page(QStringLiteral("jenga")));
        JengaModel* model = page->jenga();
        using Kind = pw::jenga::TowerRequest::Kind;
        QCOMPARE(model->requestKind(model->state()), Kind::Estimate);
        QVERIFY(model->exactPrediction().fits); // else this machine cannot tell
        model->chooseEstimate(false);           // Solve exactly
        QCOMPARE(model->requestKind(model->state()), Kind::Exact);
        QVERIFY(model->isClean());
        QVERIFY(!window.isWindowModified());
        QVERIFY(window.unsavedPages().isEmpty());

        QVERIFY2(window.openFile(thirteen, &error), qPrintable(error));
        QCOMPARE(model->state().tower.levelCount(), 13);
        QCOMPARE(model->requestKind(model->state()), Kind::Estimate);
        QVERIFY(!window.isWindowModified());
        // Back to the first tower: it was chosen for it, so it is still solved exactly.
        model->undo();
        QCOMPARE(model->state().tower.levelCount(), 11);
        QCOMPARE(model->requestKind(model->state()), Kind::Exact);
        model->cancelSolve();
    }
};

QTEST_MAIN(TestDocumentEdges)
#include "test_document_edges.moc"
