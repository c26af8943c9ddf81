// The edges of a page's document (issue 38): Save keeps what the file is (a link, its owner, its
// hard links); files that block (a FIFO, /proc/kmsg) never freeze the window; a choice of how to
// solve belongs to its tower and is no edit of the file; a save that the judge format cannot hold
// asks first and keeps the star until the work is on disk; files handed over that cannot be
// opened make one short message.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengapage.h"
#include "app/mainwindow.h"
#include "app/patience/patiencemodel.h"
#include "app/puzzlepage.h"
#include "app/translations.h"
#include "common/timing.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
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

// The contest's sample deal (docs/puzzles.md): three kings on top, piles 1 to 3.
const QByteArray kDeal = "AS 9S 6C KS\nJC QH AC KH\n7S QD JD KD\nQS TS JS 9H\n6D TD AD 8S\n"
                         "QC TH KC 8D\n8C 9D TC 7C\n9C 7H JH 7D\n8H 6S AH 6H\n";

QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Answers the next message box with its button labelled `label`, and keeps the box's words.
void answerNextBox(const QString& label, QString* asked) {
    QTimer::singleShot(50, [label, asked] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        *asked = box->text() + QLatin1Char('\n') + box->informativeText();
        for (QAbstractButton* button : box->buttons())
            if (button->text() == label)
                button->click();
    });
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
        translations::install(QStringLiteral("en")); // English plurals, as the application has
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
            PW_VERIFY_FASTER(clock.elapsed(), 1000);
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

    // Patience: a pair removed, then Save on the judge file: the user is asked first. "The deal
    // only" writes the deal and keeps the star (the game is not on disk); a workbench document
    // keeps the game, which the reopened page shows.
    void aGameInProgressIsNotDroppedWithoutAWord() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("deal.txt"));
        const QString document = dir.filePath(QStringLiteral("game.pwb"));
        writeFile(path, kDeal);
        MainWindow window;
        window.setSessionEnabled(false);
        window.setSavePathChooser(
            [&](const QString&, const QString&, const QString&, QString*) { return document; });
        QString error;
        QVERIFY2(window.openFile(path, &error), qPrintable(error));
        auto* model =
            qobject_cast<PatienceModel*>(window.page(QStringLiteral("patience"))->model());
        QVERIFY(model->playMove({0, 1})); // K♠ and K♥
        const std::string game = pw::patience::textId(model->current());
        QVERIFY(game != pw::patience::textId(model->state().start));
        QVERIFY(window.isWindowModified());
        QAction* save = window.findChild<QAction*>(QStringLiteral("saveAction"));

        QString asked;
        answerNextBox(QStringLiteral("Save the deal only"), &asked);
        save->trigger();
        QVERIFY2(asked.contains(QStringLiteral("the 1 pair removed since the deal")),
                 qPrintable(asked));
        QCOMPARE(readFile(path), kDeal);
        QVERIFY(!model->isClean());
        QVERIFY(window.isWindowModified());
        QCOMPARE(pw::patience::textId(model->current()), game);

        asked.clear();
        answerNextBox(QStringLiteral("Save a workbench document\u2026"), &asked);
        save->trigger();
        QVERIFY(!asked.isEmpty());
        QVERIFY(model->isClean());
        QVERIFY(!window.isWindowModified());
        QCOMPARE(model->document().path, document);
        QCOMPARE(readFile(path), kDeal);

        MainWindow reopened;
        reopened.setSessionEnabled(false);
        QVERIFY2(reopened.openFile(document, &error), qPrintable(error));
        auto* again =
            qobject_cast<PatienceModel*>(reopened.page(QStringLiteral("patience"))->model());
        QCOMPARE(again->state().moves.size(), std::size_t{1});
        QCOMPARE(pw::patience::textId(again->current()), game);
        QVERIFY(!reopened.isWindowModified());
    }

    // Files handed over by later starts that cannot be opened: one short message however many
    // (10,000 lines went off the screen), and one message however many starts (they stacked).
    void handedOverFailuresMakeOneShortMessage() {
        MainWindow window;
        window.setSessionEnabled(false);
        window.show();
        QStringList bad;
        for (int i = 0; i < 10000; ++i)
            bad << QStringLiteral("/no/such/folder/file-%1.txt").arg(i);
        QCOMPARE(window.openRequested(bad, {}).size(), 10000);
        const auto boxes = [&window] {
            int shown = 0;
            for (const QMessageBox* box : window.findChildren<QMessageBox*>())
                shown += box->isVisible() ? 1 : 0;
            return shown;
        };
        QCOMPARE(boxes(), 1);
        QStringList lines = window.lastMessage().split(QLatin1Char('\n'));
        QCOMPARE(lines.size(), MainWindow::kReasonsShown + 1);
        QCOMPARE(lines.first(), QStringLiteral("Nothing was changed: cannot open file-0.txt: ") +
                                    QString::fromLocal8Bit(std::strerror(ENOENT)));
        QCOMPARE(lines.last(), QStringLiteral("and 9995 more files could not be opened."));
        QCOMPARE(window.openRequested({QStringLiteral("/no/such/other.txt")}, {}).size(), 1);
        QCOMPARE(boxes(), 1);
        lines = window.lastMessage().split(QLatin1Char('\n'));
        QCOMPARE(lines.last(), QStringLiteral("and 9996 more files could not be opened."));
    }
};

QTEST_MAIN(TestDocumentEdges)
#include "test_document_edges.moc"
