// The main window: the one way in for text (files, paste, drop, documents) recognising each
// puzzle, undo across every kind of change, saving that never loses data, and the session
// (every page's history) across restarts, crashes, discards and language switches.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/helpdialog.h"
#include "app/jenga/jengamodel.h"
#include "app/mainwindow.h"
#include "app/notifier.h"
#include "app/puzzlepage.h"
#include "app/translations.h"
#include "common/gui_budget.h"
#include "common/page_wait.h"
#include "common/timing.h"
#include "common/widget_geometry.h"
#include "engine/patience/position.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QApplication>
#include <QClipboard>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLineEdit>
#include <QMessageBox>
#include <QProcess>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolBar>
#include <QtTest>

namespace {
// Contest sample 1 of the stones puzzle (answer: 1 move, "4 1") and its position id.
const char* kSample1 = "4\n2 3 4\n*aba\na*ab\nba*b\nabb*\n";
const QString kSample1Id = QStringLiteral("4:2,3,4:abaabb");
const QString kJengaSample = QStringLiteral("2\nRGB\nRGB\n");
const QString kHackenbushSample =
    QStringLiteral("1\nTest 1\n3 3 1\nW B B\nW B W\nB\n3 3 3\nB W W\nB W W\nW B B\n");

QString idOf(const MainWindow& window, const char* puzzle) {
    return window.page(QString::fromLatin1(puzzle))->model()->positionId();
}

QMap<QString, QString> allIds(const MainWindow& window) {
    QMap<QString, QString> ids;
    for (PuzzlePage* p : window.pages())
        ids.insert(p->puzzleId(), p->model()->positionId());
    return ids;
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Answers the next modal question box with `button`.
void answerNextQuestion(QMessageBox::StandardButton button) {
    QTimer::singleShot(50, [button] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            box->button(button)->click();
    });
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        // Tall towers' lower bounds search a few positions only: these test the page.
        JengaModel::setDefaultSearchPositions(kTestSearchPositions);
        PageModel::setDefaultDebounceMs(kTestDebounceMs);
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PuzzleWorkbenchTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_mainwindow"));
    }
    void init() {
        QSettings().clear();
        QFile::remove(MainWindow::sessionPath());
    }

    // A first start on a small screen: the window's own size (1180 by 800 or so) would run off
    // a 1024 by 700 screen; it opens within the screen's free area (less the frame), or at its
    // minimum where that is larger. A size the user chose (restored from the session) is kept
    // when it fits.
    void theWindowFitsTheScreen() {
        MainWindow window;
        const QSize room = window.screen()->availableGeometry().size() - QSize(16, 48);
        QVERIFY(window.sizeHint().width() > room.width() ||
                window.sizeHint().height() > room.height()); // else nothing to fit
        window.fitToScreen();
        QVERIFY(window.width() <= std::max(room.width(), window.minimumSizeHint().width()));
        QVERIFY(window.height() <= std::max(room.height(), window.minimumSizeHint().height()));
        QVERIFY(window.minimumSizeHint().width() <= 1024 - 16);
        QVERIFY(window.minimumSizeHint().height() <= 700 - 48);
        const QSize chosen = window.minimumSizeHint().expandedTo(QSize(500, 400));
        window.resize(chosen);
        window.fitToScreen();
        QCOMPARE(window.size(), chosen);
    }

    void judgeTextRoundTrip() {
        QTemporaryDir dir;
        MainWindow window;
        QString error;
        QVERIFY(window.takeText(QString::fromLatin1(kSample1), QStringLiteral("Paste"), &error));
        QCOMPARE(window.currentPage()->puzzleId(), QStringLiteral("stones"));
        QCOMPARE(idOf(window, "stones"), kSample1Id);
        const QString path = dir.filePath(QStringLiteral("sample.txt"));
        QVERIFY2(window.savePageAs(window.currentPage(), path, &error), qPrintable(error));
        QCOMPARE(readFile(path), QByteArray(kSample1));
        QVERIFY(!window.hasUnsavedChanges());

        MainWindow other;
        QVERIFY(other.showPage(QStringLiteral("jenga")));
        QVERIFY2(other.openFile(path, &error), qPrintable(error));
        QCOMPARE(other.currentPage()->puzzleId(), QStringLiteral("stones")); // recognised
        QCOMPARE(idOf(other, "stones"), kSample1Id);
        QCOMPARE(other.page(QStringLiteral("stones"))->model()->document().path, path);
        QVERIFY(!other.hasUnsavedChanges());
    }

    void everyPagesJudgeTextRoundTrips() {
        QTemporaryDir dir;
        MainWindow window;
        MainWindow other; // keeps the built-in examples
        const QMap<QString, QString> ids = {
            {QStringLiteral("jenga"), QStringLiteral("RGB/RGB")},
            {QStringLiteral("patience"),
             QString::fromStdString(pw::patience::textId(
                 pw::patience::randomDeal(7, pw::patience::DealLayout::standard())))},
            {QStringLiteral("hackenbush"), QStringLiteral("WBB|WBW|B,BWW|BWW|WBB")},
            {QStringLiteral("stones"), kSample1Id}};
        for (PuzzlePage* p : window.pages()) {
            QString error;
            QVERIFY2(
                p->model()->loadText(ids.value(p->puzzleId()), QStringLiteral("Paste"), &error),
                qPrintable(error));
            QVERIFY(p->model()->positionId() != other.page(p->puzzleId())->model()->positionId());
            QVERIFY(window.showPage(p->puzzleId()));
            const QString path = dir.filePath(p->puzzleId() + QStringLiteral(".txt"));
            QVERIFY2(window.savePageAs(window.currentPage(), path, &error), qPrintable(error));
            QVERIFY(other.showPage(QStringLiteral("jenga")));
            QVERIFY2(other.openFile(path, &error), qPrintable(p->puzzleId() + ": " + error));
            QCOMPARE(other.currentPage()->puzzleId(), p->puzzleId());
            QCOMPARE(other.currentPage()->model()->positionId(), p->model()->positionId());
            QCOMPARE(other.currentPage()->model()->judgeText(), p->model()->judgeText());
        }
    }

    void workbenchDocumentRoundTripKeepsEveryPagesState() {
        QTemporaryDir dir;
        MainWindow window;
        QString error;
        QVERIFY(window.takeText(kSample1Id, QStringLiteral("Paste"), &error));
        QVERIFY(window.takeText(kJengaSample, QStringLiteral("Paste"), &error));
        const QString path = dir.filePath(QStringLiteral("all.pwb"));
        QVERIFY2(window.savePageAs(window.currentPage(), path, &error), qPrintable(error));
        QVERIFY(!window.hasUnsavedChanges());

        MainWindow other;
        QVERIFY(idOf(other, "stones") != kSample1Id);
        QVERIFY2(other.openFile(path, &error), qPrintable(error));
        QCOMPARE(allIds(other), allIds(window));
        for (PuzzlePage* p : window.pages())
            QCOMPARE(other.page(p->puzzleId())->model()->stateJson(), p->model()->stateJson());
        QCOMPARE(other.currentPage()->puzzleId(), window.currentPage()->puzzleId());
        QVERIFY(!other.hasUnsavedChanges());
        // Opening a document is one step per page it changed.
        other.page(QStringLiteral("stones"))->model()->undo();
        QVERIFY(idOf(other, "stones") != kSample1Id);
    }

    void aBadFileChangesNothing() {
        QTemporaryDir dir;
        MainWindow window;
        const auto before = allIds(window);
        QString error;
        const QString bad = dir.filePath(QStringLiteral("bad.pwb"));
        writeFile(
            bad,
            R"({"format":"puzzle-workbench","version":1,"pages":{"stones":{"position":"4:9,3,4:abaabb"}}})");
        QVERIFY(!window.openFile(bad, &error));
        QVERIFY2(error.contains(QStringLiteral("stones")), qPrintable(error));
        // A document with one good page and one bad page changes neither.
        writeFile(
            bad,
            R"({"format":"puzzle-workbench","version":1,"pages":{"stones":{"position":"4:2,3,4:abaabb"},)"
            R"("jenga":{"position":"RGX"}}})");
        QVERIFY(!window.openFile(bad, &error));
        for (const QString& path :
             {dir.path(), QStringLiteral("/dev/zero"), dir.filePath(QStringLiteral("none.txt"))}) {
            QVERIFY2(!window.openFile(path, &error), qPrintable(path));
            QVERIFY(!error.contains(QLatin1Char('\n')));
        }
        QVERIFY(!window.takeText(QStringLiteral("W.B"), QStringLiteral("Paste"), &error));
        QVERIFY(!window.takeText(QString::fromUtf8("4\n2 3 4\n*a\0a", 12), QStringLiteral("Paste"),
                                 &error));
        QVERIFY2(!error.contains(QChar(0)) && !error.contains(QLatin1Char('\n')),
                 qPrintable(error));
        QCOMPARE(allIds(window), before);
        for (PuzzlePage* p : window.pages())
            QVERIFY(!p->model()->canUndo());
        QVERIFY(!window.hasUnsavedChanges());
    }

    void deeplyNestedDocumentIsRefused() {
        QTemporaryDir dir;
        MainWindow window;
        const QString path = dir.filePath(QStringLiteral("nested.pwb"));
        QByteArray nested =
            R"({"format":"puzzle-workbench","version":1,"pages":{"stones":{"position":"4:2,3,4:abaabb","options":)";
        nested += QByteArray(70000, '[') + QByteArray(70000, ']') + "}}}";
        writeFile(path, nested);
        QString error;
        QVERIFY(!window.openFile(path, &error));
        QVERIFY(!error.isEmpty());
    }

    void textGoesToThePageOfItsPuzzle() {
        MainWindow window;
        QVERIFY(window.showPage(QStringLiteral("jenga")));
        const QString jenga = idOf(window, "jenga");
        QString error;
        QVERIFY2(window.takeText(QString::fromLatin1(kSample1), QStringLiteral("Paste"), &error),
                 qPrintable(error));
        QCOMPARE(window.currentPage()->puzzleId(), QStringLiteral("stones"));
        QCOMPARE(idOf(window, "jenga"), jenga);
        QVERIFY2(window.takeText(kHackenbushSample, QStringLiteral("Drop"), &error),
                 qPrintable(error));
        QCOMPARE(window.currentPage()->puzzleId(), QStringLiteral("hackenbush"));
        QVERIFY2(window.takeText(kJengaSample, QStringLiteral("Drop"), &error), qPrintable(error));
        QCOMPARE(window.currentPage()->puzzleId(), QStringLiteral("jenga"));
        QCOMPARE(idOf(window, "jenga"), QStringLiteral("RGB/RGB"));
        // The page's own Paste button goes the same way.
        QApplication::clipboard()->setText(kSample1Id);
        window.page(QStringLiteral("jenga"))->takeText(kSample1Id, QStringLiteral("Paste"), &error);
        QCOMPARE(window.currentPage()->puzzleId(), QStringLiteral("stones"));
    }

    void everyChangeIsOneUndoableStep() {
        MainWindow window;
        PageModel* stones = window.page(QStringLiteral("stones"))->model();
        const QString example = stones->positionId();
        QString error;
        QVERIFY(window.takeText(kSample1Id, QStringLiteral("Paste"), &error));
        QVERIFY(window.takeText(QStringLiteral("4:1,2,3:abaabb"), QStringLiteral("Paste"), &error));
        stones->loadExample();
        QCOMPARE(stones->historySize(), 4);
        QVERIFY(window.hasUnsavedChanges());
        QVERIFY(window.isWindowModified());
        stones->undo();
        QCOMPARE(stones->positionId(), QStringLiteral("4:1,2,3:abaabb"));
        stones->undo();
        QCOMPARE(stones->positionId(), kSample1Id);
        stones->undo();
        QCOMPARE(stones->positionId(), example);
        QVERIFY(!window.hasUnsavedChanges());
        QVERIFY(!window.isWindowModified());
        stones->redo();
        QCOMPARE(stones->positionId(), kSample1Id);
    }

    void theSessionKeepsEveryPagesHistory() {
        {
            MainWindow window;
            QString error;
            QVERIFY(window.takeText(kSample1Id, QStringLiteral("Paste"), &error));
            QVERIFY(
                window.takeText(QStringLiteral("4:1,2,3:abaabb"), QStringLiteral("Paste"), &error));
            QVERIFY(window.takeText(kJengaSample, QStringLiteral("Paste"), &error));
            QVERIFY(window.writeSession()); // what the autosave does within a second of a change
        }                                   // no save, no close: as if the program had been killed
        MainWindow restored;
        QVERIFY(restored.restoreSession());
        QCOMPARE(restored.currentPage()->puzzleId(), QStringLiteral("jenga"));
        QCOMPARE(idOf(restored, "jenga"), QStringLiteral("RGB/RGB"));
        QVERIFY(restored.hasUnsavedChanges());
        QVERIFY(restored.isWindowModified());
        PageModel* stones = restored.page(QStringLiteral("stones"))->model();
        QCOMPARE(stones->positionId(), QStringLiteral("4:1,2,3:abaabb"));
        stones->undo();
        QCOMPARE(stones->positionId(), kSample1Id);
    }

    void aLanguageSwitchKeepsTheHistory() {
        MainWindow window;
        QString error;
        QVERIFY(window.takeText(kSample1Id, QStringLiteral("Paste"), &error));
        QVERIFY(window.takeText(QStringLiteral("4:1,2,3:abaabb"), QStringLiteral("Paste"), &error));
        const QJsonObject session = window.sessionObject();
        MainWindow rebuilt; // what main() does on View › Language
        QStringList problems;
        rebuilt.applySession(session, &problems);
        QVERIFY(problems.isEmpty());
        PageModel* stones = rebuilt.page(QStringLiteral("stones"))->model();
        QCOMPARE(stones->historySize(), 3);
        stones->undo();
        QCOMPARE(stones->positionId(), kSample1Id);
    }

    void discardDiscards() {
        QString example;
        {
            MainWindow window;
            window.show();
            example = idOf(window, "stones");
            QString error;
            QVERIFY(window.takeText(kSample1Id, QStringLiteral("Paste"), &error));
            QVERIFY(window.writeSession());
            answerNextQuestion(QMessageBox::Discard);
            QVERIFY(window.close());
        }
        MainWindow restarted;
        QVERIFY(restarted.restoreSession());
        QCOMPARE(idOf(restarted, "stones"), example);
        QVERIFY(!restarted.hasUnsavedChanges());
        QVERIFY(!restarted.isWindowModified());
    }

    void cancelKeepsTheWindowOpen() {
        MainWindow window;
        window.show();
        QString error;
        QVERIFY(window.takeText(kSample1Id, QStringLiteral("Paste"), &error));
        answerNextQuestion(QMessageBox::Cancel);
        QVERIFY(!window.close());
        QCOMPARE(idOf(window, "stones"), kSample1Id);
        QVERIFY(window.hasUnsavedChanges());
    }

    void autosaveWritesWithinASecondWhileChangesKeepComing() {
        MainWindow window;
        QElapsedTimer clock;
        clock.start();
        QString error;
        qint64 firstWritten = -1;
        const QStringList ids = {kSample1Id, QStringLiteral("4:1,2,3:abaabb"),
                                 QStringLiteral("4:1,2,4:abaabb"),
                                 QStringLiteral("4:1,3,4:abaabb")};
        for (qsizetype i = 0; i < ids.size(); ++i) {
            QVERIFY(window.takeText(ids[i], QStringLiteral("Paste"), &error));
            // Changes come every 600 ms: a timer restarted by each would never fire.
            while (clock.elapsed() < (i + 1) * 600) {
                QTest::qWait(10);
                if (firstWritten < 0 && QFile::exists(MainWindow::sessionPath()))
                    firstWritten = clock.elapsed();
            }
        }
        QVERIFY(firstWritten >= 0);
        QVERIFY2(firstWritten <= 1200, qPrintable(QString::number(firstWritten)));
        QTest::qWait(1100);
        MainWindow restored;
        QVERIFY(restored.restoreSession());
        QCOMPARE(idOf(restored, "stones"), ids.last());
    }

    void anUnreadableSessionIsKeptAsideAndReported() {
        QDir().mkpath(QFileInfo(MainWindow::sessionPath()).absolutePath());
        writeFile(MainWindow::sessionPath(), "{\"version\": 2, \"pages\": ");
        {
            MainWindow window;
            QVERIFY(window.restoreSession());
            QVERIFY2(window.lastMessage().contains(QStringLiteral("unreadable")),
                     qPrintable(window.lastMessage()));
        }
        const QStringList aside = QDir(QFileInfo(MainWindow::sessionPath()).absolutePath())
                                      .entryList({QStringLiteral("session.json.unreadable-*")});
        QVERIFY(!aside.isEmpty());
        for (const QString& name : aside)
            QFile::remove(QFileInfo(MainWindow::sessionPath()).absolutePath() + QLatin1Char('/') +
                          name);

        // One page's part broken: the other pages come back, and the message names what was lost.
        QJsonObject session;
        {
            MainWindow window;
            QString error;
            QVERIFY(window.takeText(kSample1Id, QStringLiteral("Paste"), &error));
            QVERIFY(window.takeText(kJengaSample, QStringLiteral("Paste"), &error));
            session = window.sessionObject();
        }
        QJsonObject pages = session.value(QStringLiteral("pages")).toObject();
        pages.insert(QStringLiteral("jenga"), QJsonObject{{QStringLiteral("version"), 1}});
        session.insert(QStringLiteral("pages"), pages);
        writeFile(MainWindow::sessionPath(), QJsonDocument(session).toJson());
        MainWindow window;
        QVERIFY(window.restoreSession());
        QCOMPARE(idOf(window, "stones"), kSample1Id);
        QVERIFY2(window.lastMessage().contains(window.page(QStringLiteral("jenga"))->title()),
                 qPrintable(window.lastMessage()));
    }

    void aFailedSaveKeepsTheFileAndTheStar() {
        QTemporaryDir dir;
        MainWindow window;
        QString error;
        QVERIFY(window.takeText(kSample1Id, QStringLiteral("Paste"), &error));
        QVERIFY(!window.savePageAs(window.currentPage(), dir.path(), &error)); // a folder
        QVERIFY(window.hasUnsavedChanges());
        // A real full disk: a 16 KiB tmpfs holding a saved document (needs root and mount).
        if (QProcess::execute(QStringLiteral("mount"),
                              {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                               QStringLiteral("size=16k"), QStringLiteral("tmpfs"), dir.path()}) !=
            0)
            QSKIP("cannot mount a small tmpfs here");
        const QString path = dir.filePath(QStringLiteral("doc.txt"));
        QVERIFY2(window.savePageAs(window.currentPage(), path, &error), qPrintable(error));
        const QByteArray saved = readFile(path);
        writeFile(dir.filePath(QStringLiteral("filler")), QByteArray(14 * 1024, 'x'));
        QVERIFY(window.takeText(QStringLiteral("4:1,2,3:abaabb"), QStringLiteral("Paste"), &error));
        const bool failed = !window.savePageAs(window.currentPage(),
                                               dir.filePath(QStringLiteral("doc.pwb")), &error) &&
                            !window.savePageAs(window.currentPage(), path, &error);
        const QByteArray after = readFile(path);
        QProcess::execute(QStringLiteral("umount"), {dir.path()});
        QVERIFY(failed);
        QCOMPARE(after, saved);
        QVERIFY(window.hasUnsavedChanges());
        QVERIFY(window.isWindowModified());
    }

    void aBadOpenArgumentStillShowsTheWindow() {
        const QString app =
            QCoreApplication::applicationDirPath() + QStringLiteral("/puzzle-workbench");
        if (!QFile::exists(app))
            QSKIP("the application is not built beside the tests");
        QTemporaryDir dir;
        QProcess process;
        process.setProcessEnvironment(QProcessEnvironment::systemEnvironment());
        process.start(app, {QStringLiteral("--examples"), QStringLiteral("--open"),
                            QStringLiteral("/dev/zero"), QStringLiteral("--screenshot"),
                            dir.filePath(QStringLiteral("shot.png"))});
        QVERIFY(process.waitForFinished(kHangGuardMs));
        QCOMPARE(process.exitCode(), 0);
        QVERIFY(QFile::exists(dir.filePath(QStringLiteral("shot.png"))));
        const QByteArray stderrText = process.readAllStandardError();
        QVERIFY2(stderrText.contains("/dev/zero") || stderrText.contains("zero"),
                 stderrText.constData());
    }

    void everyPuzzleHasHelpWithItsPicture() {
        HelpDialog help;
        for (const char* topic : {"jenga", "patience", "hackenbush", "stones"}) {
            QVERIFY2(help.showTopic(QString::fromLatin1(topic)), topic);
            QVERIFY(help.text().contains(QStringLiteral("What the page shows")));
            QVERIFY(help.text().contains(QStringLiteral("Mouse and keys")));
            // The picture renders (SVG image plug-in present, file compiled in).
            QVERIFY2(
                !QImage(QStringLiteral(":/help/%1.svg").arg(QString::fromLatin1(topic))).isNull(),
                topic);
        }
        QVERIFY(help.showTopic(QStringLiteral("shortcuts")));
        QVERIFY(help.text().contains(QStringLiteral("Ctrl+Shift+V")));
        QVERIFY(!help.showTopic(QStringLiteral("chess")));
    }

    void chineseTranslationLoads() {
        QCOMPARE(translations::install(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        QCOMPARE(QCoreApplication::translate("MainWindow", "&File"), QStringLiteral("文件(&F)"));
        {
            MainWindow window;
            QCOMPARE(window.page(QStringLiteral("patience"))->title(), QStringLiteral("双重接龙"));
            // The die's faces in Chinese, and what a 52-card deal is (the engine's reason in
            // English before).
            PuzzlePage* jenga = window.page(QStringLiteral("jenga"));
            QCOMPARE(jenga->findChild<QAbstractButton*>(QStringLiteral("redButton"))->text(),
                     QStringLiteral("红"));
            QCOMPARE(jenga->findChild<QAbstractButton*>(QStringLiteral("blueButton"))->text(),
                     QStringLiteral("蓝"));
            PuzzlePage* patience = window.page(QStringLiteral("patience"));
            QString error;
            const pw::patience::Position deal(
                pw::patience::randomDeal(1, pw::patience::DealLayout::fullDeck13x4()));
            QVERIFY(patience->model()->loadText(QString::fromStdString(pw::patience::textId(deal)),
                                                QStringLiteral("Paste"), &error));
            const QString about = patience->report().explanation;
            QVERIFY2(about.contains(QStringLiteral("标准牌局有 9 堆，而不是 13 堆")),
                     qPrintable(about));
            QVERIFY2(!about.contains(QStringLiteral("a standard deal")), qPrintable(about));
            HelpDialog help;
            QVERIFY(help.showTopic(QStringLiteral("stones")));
            QVERIFY(
                HelpDialog::topicPath(QStringLiteral("stones")).contains(QStringLiteral("zh_CN")));
        }
        QCOMPARE(translations::install(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("MainWindow", "&File"), QStringLiteral("&File"));
    }

    // A window of 1024x700 (a small laptop's screen) shows the whole Jenga panel, the chart
    // with the line under it included, with nothing to scroll, in both languages.
    // At 1024x700 the answer, the play and the tower controls and the explanation's tab bar are
    // in view without scrolling, in both languages; only the explanation page (the chart and
    // its caption, each whole: test_layout_steady) may go on below the fold.
    void jengaControlsAreInViewAt1024x700() {
        for (const QString& language : {QStringLiteral("en"), QStringLiteral("zh_CN")}) {
            QCOMPARE(translations::install(language), language);
            MainWindow window;
            window.resize(1024, 700);
            QVERIFY(window.showPage(QStringLiteral("jenga")));
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            PuzzlePage* page = window.page(QStringLiteral("jenga"));
            QVERIFY(waitSettled(*page));
            auto* tabs = page->findChild<QTabWidget*>(QStringLiteral("explainTabs"));
            QVERIFY(tabs);
            QScrollArea* scroll = scrollAreaAround(tabs);
            QVERIFY(scroll);
            QTest::qWait(100); // the layouts the answer asked for
            scroll->verticalScrollBar()->setValue(0);
            QList<const QWidget*> inView{tabs->tabBar()};
            for (const char* name : {"answerGroup", "playGroup", "towerGroup"})
                inView << scroll->widget()->findChild<QWidget*>(QString::fromLatin1(name));
            for (const QWidget* w : inView) {
                QVERIFY(w);
                const int bottom = w->mapTo(scroll->viewport(), QPoint(0, w->height())).y();
                QVERIFY2(bottom <= scroll->viewport()->height(),
                         qPrintable(QStringLiteral("%1: %2 ends at %3, below the %4 px in view")
                                        .arg(language, w->objectName())
                                        .arg(bottom)
                                        .arg(scroll->viewport()->height())));
            }
        }
        QCOMPARE(translations::install(QStringLiteral("en")), QStringLiteral("en"));
    }

    void viewsAndSymbolButtonsAreNamed() {
        MainWindow window;
        for (PuzzlePage* p : window.pages()) {
            for (QWidget* w : p->findChildren<QWidget*>()) {
                const QString className = QString::fromLatin1(w->metaObject()->className());
                // The pages' own views (StonesView, JengaView, …) are what screen readers meet
                // first.
                if (className.endsWith(QLatin1String("View")) &&
                    !className.startsWith(QLatin1Char('Q')))
                    QVERIFY2(!w->accessibleName().isEmpty(),
                             qPrintable(p->puzzleId() + ": " + className));
                // A button showing only a symbol (+, −, R…) needs words somewhere.
                // (Not a table's own corner button: with the row numbers hidden it is never seen.)
                if (auto* button = qobject_cast<QAbstractButton*>(w);
                    button && !qobject_cast<QAbstractItemView*>(w->parentWidget())) {
                    const QString text = button->text().remove(QLatin1Char('&')).trimmed();
                    if (text.size() <= 1)
                        QVERIFY2(!button->toolTip().isEmpty() ||
                                     !button->accessibleName().isEmpty(),
                                 qPrintable(p->puzzleId() + ": button '" + text + "' " +
                                            button->objectName()));
                }
            }
        }
    }

    // Desktop conventions: a toolbar with an icon on every action (the theme's or a painted
    // one), the desktop's standard keys, and plain Ctrl+C / Ctrl+V on positions unless a text
    // field has focus (then they are the field's).
    // A solve that took long is announced when the window is not the active one, with the page
    // and its answer; not when the user is looking at the window, nor when it was quick.
    void longSolvesAreAnnounced() {
        MainWindow window;
        window.setSessionEnabled(false);
        QStringList told;
        window.notifier()->setSink(
            [&told](const QString& title, const QString& body) { told << title + "|" + body; });
        QVERIFY(window.showPage(QStringLiteral("stones")));
        PuzzlePage* page = window.currentPage();
        for (PuzzlePage* any : window.pages()) // every page's example is answered first
            QVERIFY(waitSettled(*any));
        QCOMPARE(window.notifier()->longSolveMs(), 10000);
        const auto body = [] { return QStringLiteral("b"); };
        QVERIFY(window.notifier()->solveFinished(QStringLiteral("t"), body, 10000));
        QVERIFY(!window.notifier()->solveFinished(QStringLiteral("t"), body, 9999));
        told.clear();
        window.notifier()->setLongSolveMs(0); // every solve counts as long from here
        QVERIFY(page->takeText(QStringLiteral("4\n2 3 4\n*aba\na*ab\nba*a\naba*\n"),
                               QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(*page));
        QTRY_COMPARE_WITH_TIMEOUT(told.size(), 1, kHangGuardMs);
        QVERIFY2(told.first().startsWith(page->title() + QStringLiteral(": solved|")),
                 qPrintable(told.first()));
        QVERIFY2(told.first().contains(QStringLiteral("Minimum: 1 move")),
                 qPrintable(told.first()));
        // The user is looking: nothing is announced.
        window.show();
        window.activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(&window));
        QVERIFY(page->takeText(QStringLiteral("4\n2 3 4\n*abb\na*ab\nba*a\nbba*\n"),
                               QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(*page));
        QTest::qWait(50);
        QCOMPARE(told.size(), 1);
    }

    void desktopConventions() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto* toolBar = window.findChild<QToolBar*>(QStringLiteral("mainToolBar"));
        QVERIFY(toolBar);
        int withIcons = 0;
        for (QAction* action : toolBar->actions())
            if (!action->isSeparator()) {
                QVERIFY2(!action->icon().isNull(), qPrintable(action->text()));
                ++withIcons;
            }
        QCOMPARE(withIcons, 8);
        const auto keys = [&window](const char* action) {
            return window.findChild<QAction*>(QString::fromLatin1(action))->shortcuts();
        };
        QVERIFY(keys("saveAsAction").contains(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S)));
        QVERIFY(keys("copyIdAction").contains(QKeySequence(QKeySequence::Copy)));
        QVERIFY(keys("pasteAction").contains(QKeySequence(QKeySequence::Paste)));
        QVERIFY(window.currentPage()->redoAction()->shortcuts().contains(
            QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z)));

        QVERIFY(window.showPage(QStringLiteral("hackenbush")));
        PuzzlePage* page = window.currentPage();
        page->setFocus();
        QApplication::clipboard()->clear();
        QTest::keyClick(page, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(), page->model()->positionId());
        auto* field = page->findChild<QLineEdit*>(QStringLiteral("firstIdEdit"));
        QVERIFY(field);
        field->setFocus();
        field->setText(QStringLiteral("WB"));
        field->selectAll();
        QTest::keyClick(field, Qt::Key_C, Qt::ControlModifier);
        QCOMPARE(QApplication::clipboard()->text(), QStringLiteral("WB"));
    }

    // The page's keys work wherever the focus is in the window: on the page tabs (where it is
    // after a start or a click on a tab) Ctrl+Z undoes the page's last step and Home is the
    // Stones page's Reset, while Left and Right still choose a tab. F11 toggles full screen.
    void pageKeysWorkFromThePageTabs() {
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.showPage(QStringLiteral("stones")));
        PageModel* stones = window.page(QStringLiteral("stones"))->model();
        const QString example = stones->positionId();
        QString error;
        QVERIFY(window.takeText(kSample1Id, QStringLiteral("Paste"), &error));
        auto* tabs = window.findChild<QTabWidget*>()->tabBar();
        window.activateWindow();
        tabs->setFocus();
        QTRY_VERIFY_WITH_TIMEOUT(tabs->hasFocus(), kHangGuardMs);
        QTest::keyClick(tabs, Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(stones->positionId(), example);
        QTest::keyClick(tabs, Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(stones->positionId(), kSample1Id);
        // Left on the tabs: the page before, not a step back on the Stones line.
        QTest::keyClick(tabs, Qt::Key_Left);
        QCOMPARE(window.currentPage()->puzzleId(), QStringLiteral("hackenbush"));
        QCOMPARE(stones->positionId(), kSample1Id);

        QAction* fullScreen = nullptr;
        for (QAction* action : window.findChildren<QAction*>())
            if (action->shortcuts().contains(QKeySequence(Qt::Key_F11)))
                fullScreen = action;
        QVERIFY(fullScreen);
        QVERIFY(!window.isFullScreen());
        QTest::keyClick(tabs, Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(window.isFullScreen(), kHangGuardMs);
        QVERIFY(fullScreen->isChecked());
        QTest::keyClick(tabs, Qt::Key_F11);
        QTRY_VERIFY_WITH_TIMEOUT(!window.isFullScreen(), kHangGuardMs);
        QVERIFY(!fullScreen->isChecked());
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_mainwindow.moc"
