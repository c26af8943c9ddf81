// Each page's own document: saving after switching pages writes each file with its own puzzle
// (Save, Save All, Quit › Save, for every pair of pages), the title shows the page's file and
// its star, paths are absolute, the session keeps the documents, old data folders are moved,
// pipes are never waited on, and a printout reads back from its PDF at legible sizes.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/appdata.h"
#include "app/mainwindow.h"
#include "app/puzzlepage.h"
#include "app/theme.h"
#include "app/translations.h"
#include "common/page_wait.h"
#include "common/timing.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageBox>
#include <QPrinter>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>
#include <unistd.h>

namespace {

const QStringList kPuzzles{QStringLiteral("jenga"), QStringLiteral("patience"),
                           QStringLiteral("hackenbush"), QStringLiteral("stones")};

// A judge text of each puzzle that differs from its example, and a second one to edit to.
const QMap<QString, QStringList> kTexts = {
    {QStringLiteral("jenga"), {QStringLiteral("2\nRGB\nRGB\n"), QStringLiteral("RRR/RRR/RRR")}},
    {QStringLiteral("patience"),
     {QStringLiteral("AS 9S 6C KS\nJC QH AC KH\n7S QD JD KD\nQS TS JS 9H\n6D TD AD 8S\n"
                     "QC TH KC 8D\n8C 9D TC 7C\n9C 7H JH 7D\n8H 6S AH 6H\n"),
      QStringLiteral("6S6C6D6H/7S7C7D7H/8S8C8D8H/9S9C9D9H/TSTCTDTH/JSJCJDJH/QSQCQDQH/"
                     "KSKCKDKH/ASACADAH")}},
    {QStringLiteral("hackenbush"),
     {QStringLiteral("1\nTest 1\n3 3 1\nW B B\nW B W\nB\n3 3 3\nB W W\nB W W\nW B B\n"),
      QStringLiteral("WB|W,B")}},
    {QStringLiteral("stones"),
     {QStringLiteral("4\n2 3 4\n*aba\na*ab\nba*b\nabb*\n"), QStringLiteral("4:1,2,4:abaabb")}},
};

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// Answers the next modal message box with `button`.
void answerNextQuestion(QMessageBox::StandardButton button) {
    QTimer::singleShot(50, [button] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget()))
            box->button(button)->click();
    });
}

QAction* action(MainWindow& window, const char* name) {
    return window.findChild<QAction*>(QString::fromLatin1(name));
}

// An edit of a page: another position, as the user would paste it.
void edit(MainWindow& window, const QString& puzzle) {
    QString error;
    QVERIFY2(
        window.page(puzzle)->model()->loadText(kTexts[puzzle][1], QStringLiteral("Paste"), &error),
        qPrintable(error));
}

} // namespace

class TestDocuments : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PuzzleWorkbenchTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_documents"));
    }
    void init() {
        QSettings().clear();
        QFile::remove(MainWindow::sessionPath());
    }

    // For every pair of pages: a file opened on the first, the second edited and saved (Save asks
    // for its file), then both edited and saved with Save All from the quit prompt: each file
    // holds its own puzzle, and the first file is untouched byte for byte until its page is saved.
    void eachPageSavesToItsOwnFile_data() {
        QTest::addColumn<QString>("first");
        QTest::addColumn<QString>("second");
        for (const QString& a : kPuzzles)
            for (const QString& b : kPuzzles)
                if (a != b)
                    QTest::newRow(qPrintable(a + QStringLiteral(" then ") + b)) << a << b;
    }
    void eachPageSavesToItsOwnFile() {
        QFETCH(QString, first);
        QFETCH(QString, second);
        QTemporaryDir dir;
        const QString firstPath = dir.filePath(first + QStringLiteral(".txt"));
        const QString secondPath = dir.filePath(second + QStringLiteral(".txt"));
        const QByteArray original = kTexts[first][0].toUtf8();
        writeFile(firstPath, original);
        MainWindow window;
        QStringList asked;
        window.setSavePathChooser(
            [&](const QString& caption, const QString&, const QString&, QString*) {
                asked << caption;
                return secondPath;
            });
        QString error;
        QVERIFY2(window.openFile(firstPath, &error), qPrintable(error));
        QCOMPARE(window.currentPage()->puzzleId(), first);
        QVERIFY(window.showPage(second));
        edit(window, second);
        action(window, "saveAction")->trigger(); // Ctrl+S on the second page
        QCOMPARE(asked.size(), 1);               // it had no file: Save As asked for one
        QCOMPARE(readFile(firstPath), original);
        QCOMPARE(readFile(secondPath), window.page(second)->model()->judgeText().toUtf8());
        QVERIFY(window.page(second)->model()->isClean());

        // Both edited; Quit › Save All writes each to its own file.
        edit(window, first);
        const QString secondBefore = window.page(second)->model()->positionId();
        QString error2;
        QVERIFY(window.page(second)->model()->loadText(kTexts[second][0], QStringLiteral("Paste"),
                                                       &error2));
        QVERIFY(window.page(second)->model()->positionId() != secondBefore);
        QCOMPARE(window.unsavedPages().size(), 2);
        answerNextQuestion(QMessageBox::SaveAll);
        QVERIFY(window.close());
        QCOMPARE(asked.size(), 1); // both had files now
        QCOMPARE(readFile(firstPath), window.page(first)->model()->judgeText().toUtf8());
        QCOMPARE(readFile(secondPath), window.page(second)->model()->judgeText().toUtf8());
        // Each file reads back as its own puzzle.
        for (const auto& [puzzle, path] :
             {std::pair{first, firstPath}, std::pair{second, secondPath}}) {
            MainWindow reader;
            QVERIFY2(reader.openFile(path, &error), qPrintable(error));
            QCOMPARE(reader.currentPage()->puzzleId(), puzzle);
        }
    }

    // The quit prompt names every page with changes and its file; Cancel keeps the window.
    void quitListsEveryUnsavedPage() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("t.txt"));
        writeFile(path, kTexts[QStringLiteral("jenga")][0].toUtf8());
        MainWindow window;
        QString error;
        QVERIFY(window.openFile(path, &error));
        edit(window, QStringLiteral("jenga"));
        edit(window, QStringLiteral("stones"));
        QString informative;
        QTimer::singleShot(50, [&informative] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                informative = box->informativeText();
                box->button(QMessageBox::Cancel)->click();
            }
        });
        QVERIFY(!window.close());
        QVERIFY2(informative.contains(path), qPrintable(informative));
        QVERIFY(informative.contains(window.page(QStringLiteral("stones"))->title()));
        QVERIFY(informative.contains(window.page(QStringLiteral("jenga"))->title()));
        QVERIFY(window.isVisible() || !window.testAttribute(Qt::WA_WState_ExplicitShowHide));
        QCOMPARE(readFile(path), kTexts[QStringLiteral("jenga")][0].toUtf8());
    }

    // The title names the shown page's file and shows a star after an edit, none after Save.
    void titleShowsTheFileAndItsStar() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("board.txt"));
        writeFile(path, kTexts[QStringLiteral("stones")][0].toUtf8());
        MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString error;
        QVERIFY(window.openFile(path, &error));
        QVERIFY2(window.windowTitle().startsWith(QStringLiteral("board.txt[*]")),
                 qPrintable(window.windowTitle()));
        QVERIFY(window.windowTitle().contains(window.currentPage()->title()));
        QVERIFY(!window.isWindowModified());
        edit(window, QStringLiteral("stones"));
        QVERIFY(window.isWindowModified());
        action(window, "saveAction")->trigger();
        QVERIFY(!window.isWindowModified());
        QCOMPARE(readFile(path),
                 window.page(QStringLiteral("stones"))->model()->judgeText().toUtf8());
        // Another page: its own file (none yet) and its own star.
        QVERIFY(window.showPage(QStringLiteral("jenga")));
        QVERIFY2(window.windowTitle().startsWith(MainWindow::tr("Untitled")),
                 qPrintable(window.windowTitle()));
        QVERIFY(!window.isWindowModified());
    }

    // A path given relative to one working folder names that file for ever after: a later start
    // in another folder saves over the file opened, never over another one of the same name.
    void aRelativePathStaysTheFileItNamed() {
        QTemporaryDir dir;
        QDir(dir.path()).mkpath(QStringLiteral("A/in"));
        QDir(dir.path()).mkpath(QStringLiteral("B/in"));
        const QString inA = dir.filePath(QStringLiteral("A/in/t.txt"));
        const QString inB = dir.filePath(QStringLiteral("B/in/t.txt"));
        writeFile(inA, kTexts[QStringLiteral("jenga")][0].toUtf8());
        writeFile(inB, "unrelated\n");
        const QString home = QDir::currentPath();
        QString error;
        {
            QVERIFY(QDir::setCurrent(dir.filePath(QStringLiteral("A"))));
            MainWindow window;
            QVERIFY2(window.openFile(QStringLiteral("in/t.txt"), &error), qPrintable(error));
            edit(window, QStringLiteral("jenga"));
            QVERIFY(window.writeSession());
        }
        QVERIFY(QDir::setCurrent(dir.filePath(QStringLiteral("B"))));
        MainWindow restarted;
        QVERIFY(restarted.restoreSession());
        QCOMPARE(restarted.currentPage()->model()->document().path, inA);
        action(restarted, "saveAction")->trigger();
        QVERIFY(QDir::setCurrent(home));
        QCOMPARE(readFile(inB), QByteArray("unrelated\n"));
        QCOMPARE(readFile(inA), restarted.currentPage()->model()->judgeText().toUtf8());
    }

    // A workbench document binds the pages it holds; Save on one of them rewrites it with every
    // page, and a page bound to its own judge file keeps that file.
    void aWorkbenchDocumentIsSavedWhole() {
        QTemporaryDir dir;
        const QString stonesPath = dir.filePath(QStringLiteral("stones.txt"));
        const QString all = dir.filePath(QStringLiteral("all.pwb"));
        MainWindow window;
        QString error;
        QVERIFY(window.saveWorkbench(all, &error));
        writeFile(stonesPath, kTexts[QStringLiteral("stones")][0].toUtf8());
        QVERIFY(window.openFile(stonesPath, &error));
        edit(window, QStringLiteral("stones"));
        edit(window, QStringLiteral("jenga"));
        QVERIFY(window.showPage(QStringLiteral("jenga")));
        action(window, "saveAction")->trigger();
        QVERIFY(window.page(QStringLiteral("jenga"))->model()->isClean());
        QVERIFY(!window.page(QStringLiteral("stones"))->model()->isClean());
        QCOMPARE(readFile(stonesPath), kTexts[QStringLiteral("stones")][0].toUtf8());
        MainWindow reader;
        QVERIFY(reader.openFile(all, &error));
        QCOMPARE(reader.page(QStringLiteral("jenga"))->model()->positionId(),
                 QStringLiteral("RRR/RRR/RRR"));
    }

    // The session keeps every page's document; a session of version 2 (one path for the whole
    // window) still loads its histories, and the data of the old folder is moved, not lost.
    void oldSessionsAreMovedAndRead() {
        const QString generic =
            QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
        const QString oldFolder = generic + QStringLiteral("/Puzzle Workbench/Puzzle Workbench");
        QVERIFY(QDir().mkpath(oldFolder));
        QJsonObject session;
        {
            MainWindow window;
            edit(window, QStringLiteral("stones"));
            session = window.sessionObject();
        }
        session.insert(QStringLiteral("version"), 2);
        session.insert(QStringLiteral("documentPath"), QStringLiteral("relative/t.txt"));
        writeFile(oldFolder + QStringLiteral("/session.json"), QJsonDocument(session).toJson());
        QVERIFY(!QFile::exists(MainWindow::sessionPath()));
        QCOMPARE(appdata::moveOldData(), QStringList());
        QVERIFY(QFile::exists(MainWindow::sessionPath()));
        QVERIFY(!QFile::exists(oldFolder + QStringLiteral("/session.json")));
        MainWindow restored;
        QVERIFY(restored.restoreSession());
        QVERIFY2(restored.lastMessage().isEmpty(), qPrintable(restored.lastMessage()));
        QCOMPARE(restored.page(QStringLiteral("stones"))->model()->positionId(),
                 kTexts[QStringLiteral("stones")][1]);
        for (PuzzlePage* p : restored.pages())
            QCOMPARE(int(p->model()->document().format), int(PageModel::DocumentFormat::None));
    }

    // A named pipe is refused at once (reading it would wait for a writer), naming the file.
    void aPipeIsNeverWaitedOn() {
        QTemporaryDir dir;
        const QString fifo = dir.filePath(QStringLiteral("pipe.txt"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        MainWindow window;
        QString error;
        QElapsedTimer clock;
        clock.start();
        QVERIFY(!window.openFile(fifo, &error));
        PW_VERIFY_FASTER(clock.elapsed(), 2000);
        QVERIFY2(error.contains(QStringLiteral("pipe.txt")), qPrintable(error));
        // An unreadable text names its file too.
        const QString bad = dir.filePath(QStringLiteral("bad.txt"));
        writeFile(bad, "not a puzzle\n");
        QVERIFY(!window.openFile(bad, &error));
        QVERIFY2(error.startsWith(QStringLiteral("bad.txt")), qPrintable(error));
    }

    // A printout read back from its PDF (pdftotext -bbox): the answer's words at a body size of
    // at least 10 pt, on A4 and on Letter, for every page; the text id is there too.
    void printoutsAreLegible_data() {
        QTest::addColumn<QString>("puzzle");
        QTest::addColumn<int>("paper");
        QTest::addColumn<QString>("answerWord");
        const QMap<QString, QString> words = {
            {QStringLiteral("jenga"), QStringLiteral("minutes")},
            {QStringLiteral("patience"), QStringLiteral("0.589314")},
            {QStringLiteral("hackenbush"), QStringLiteral("favourable")},
            {QStringLiteral("stones"), QStringLiteral("Minimum:")}};
        for (const QString& puzzle : kPuzzles) {
            QTest::newRow(qPrintable(puzzle + QStringLiteral(" A4")))
                << puzzle << int(QPageSize::A4) << words[puzzle];
            QTest::newRow(qPrintable(puzzle + QStringLiteral(" Letter")))
                << puzzle << int(QPageSize::Letter) << words[puzzle];
        }
    }
    void printoutsAreLegible() {
        QFETCH(QString, puzzle);
        QFETCH(int, paper);
        QFETCH(QString, answerWord);
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QSKIP("pdftotext (poppler-utils) is not installed");
        QTemporaryDir dir;
        MainWindow window;
        window.resize(1180, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QString error;
        QVERIFY(window.takeText(kTexts[puzzle][0], QStringLiteral("Paste"), &error));
        QVERIFY(waitSettled(*window.currentPage()));
        const QString pdf = dir.filePath(QStringLiteral("handout.pdf"));
        {
            QPrinter printer(QPrinter::HighResolution);
            printer.setOutputFormat(QPrinter::PdfFormat);
            printer.setOutputFileName(pdf);
            printer.setPageSize(QPageSize(QPageSize::PageSizeId(paper)));
            window.printCurrentPage(&printer);
        }
        QProcess text;
        text.start(QStringLiteral("pdftotext"),
                   {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
        QVERIFY(text.waitForFinished(kHangGuardMs));
        const QString xhtml = QString::fromUtf8(text.readAllStandardOutput());
        // <word xMin=".." yMin=".." xMax=".." yMax="..">text</word>, in points.
        static const QRegularExpression word(QStringLiteral(
            R"re(<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>)re"));
        // A word's box spans the font's ascent and descent: about 1.16 times its size in the
        // fonts used (DejaVu Sans), so 10 pt text gives boxes of about 11.6 pt. Every word of the
        // handout is at least that (the board is a picture).
        QMap<QString, double> heights;
        for (auto it = word.globalMatch(xhtml); it.hasNext();) {
            const auto m = it.next();
            const double height = m.captured(4).toDouble() - m.captured(2).toDouble();
            heights.insert(m.captured(5), height);
            QVERIFY2(height / 1.16 >= 9.95,
                     qPrintable(m.captured(5) + QLatin1Char(' ') + QString::number(height)));
        }
        QVERIFY2(heights.contains(answerWord), qPrintable(xhtml.left(3000)));
        QVERIFY(heights.contains(window.page(puzzle)->title().split(QLatin1Char(' ')).first()));
        QVERIFY2(xhtml.contains(window.currentPage()->model()->positionId().left(8)),
                 qPrintable(window.currentPage()->model()->positionId()));
    }

    // The handout of each page's example printed in the dark theme: a white page (the board
    // drawn in the light palette), every word of it at least 10 pt, the board's labels included
    // (they are text now, not pixels), no control or hover text and no solver statistics, and
    // the explanation's sentences: the best move per die colour and the badges, the pairs, the
    // derivation, the moves.
    void handoutsInTheDarkTheme_data() {
        QTest::addColumn<QString>("puzzle");
        QTest::addColumn<QStringList>("sentences");
        QTest::newRow("jenga") << QStringLiteral("jenga")
                               << QStringList{
                                      QStringLiteral("The best move for each colour the die can "
                                                     "show:"),
                                      QStringLiteral("red: take the"),
                                      QStringLiteral("black: the minute passes with no move"),
                                      QStringLiteral("a filled badge with a colour's letter"),
                                      QStringLiteral("Exact, under optimal play.")};
        QTest::newRow("patience")
            << QStringLiteral("patience")
            << QStringList{QStringLiteral("5 pairs you can remove"),
                           QStringLiteral("Random pairs after"),
                           QStringLiteral("Standard deal: the 36-card deck in 9 piles of 4")};
        QTest::newRow("hackenbush")
            << QStringLiteral("hackenbush")
            << QStringList{QStringLiteral("C1, tower 1, step by step"),
                           QStringLiteral("Sign expansion"),
                           QStringLiteral("White to move in C1: no winning move")};
        QTest::newRow("stones") << QStringLiteral("stones")
                                << QStringList{QStringLiteral("Minimum: 5 moves"),
                                               QStringLiteral("1. 4 → 6")};
    }
    void handoutsInTheDarkTheme() {
        QFETCH(QString, puzzle);
        QFETCH(QStringList, sentences);
        for (const char* tool : {"pdftotext", "pdftoppm", "pdffonts"})
            QVERIFY2(!QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty(),
                     "poppler-utils (scripts/install-deps.sh installs it)");
        QCOMPARE(translations::install(QStringLiteral("en")), QStringLiteral("en"));
        theme::apply(theme::Theme::Dark);
        QTemporaryDir dir;
        MainWindow window;
        window.setSessionEnabled(false);
        window.resize(1180, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY(window.showPage(puzzle));
        window.currentPage()->model()->loadExample();
        QVERIFY(waitSettled(*window.currentPage()));
        const QString pdf = dir.filePath(QStringLiteral("handout.pdf"));
        {
            QPrinter printer(QPrinter::HighResolution);
            printer.setOutputFormat(QPrinter::PdfFormat);
            printer.setOutputFileName(pdf);
            printer.setPageSize(QPageSize(QPageSize::A4));
            window.printCurrentPage(&printer);
        }
        theme::apply(theme::Theme::Light);
        const auto run = [](const QString& tool, const QStringList& arguments) {
            QProcess process;
            process.start(tool, arguments);
            process.waitForFinished(kHangGuardMs);
            return QString::fromUtf8(process.readAllStandardOutput());
        };
        // A white page: its corners, and little of it near black (a dark board took a third of
        // the page; blocks, cards and black cubes keep their colours).
        run(QStringLiteral("pdftoppm"),
            {QStringLiteral("-r"), QStringLiteral("30"), QStringLiteral("-f"), QStringLiteral("1"),
             QStringLiteral("-l"), QStringLiteral("1"), QStringLiteral("-png"), pdf,
             dir.filePath("page")});
        const QImage page(dir.filePath(QStringLiteral("page-1.png")));
        QVERIFY(!page.isNull());
        QCOMPARE(page.pixelColor(0, 0), QColor(Qt::white));
        QCOMPARE(page.pixelColor(page.width() - 1, page.height() - 1), QColor(Qt::white));
        int dark = 0;
        for (int y = 0; y < page.height(); ++y)
            for (int x = 0; x < page.width(); ++x)
                dark += qGray(page.pixel(x, y)) < 50;
        QVERIFY2(dark < page.width() * page.height() / 12,
                 qPrintable(QStringLiteral("%1 dark pixels of %2")
                                .arg(dark)
                                .arg(page.width() * page.height())));
        // Every word at least 10 pt: a word's box spans the font's ascent and descent, 1.16
        // times its size in DejaVu Sans, the only fonts used.
        const QString fonts = run(QStringLiteral("pdffonts"), {pdf});
        for (const QString& line : fonts.split(QLatin1Char('\n')).mid(2))
            if (!line.trimmed().isEmpty())
                QVERIFY2(line.startsWith(QStringLiteral("DejaVuSans")), qPrintable(fonts));
        const QString xhtml =
            run(QStringLiteral("pdftotext"), {QStringLiteral("-bbox"), pdf, QStringLiteral("-")});
        static const QRegularExpression word(QStringLiteral(
            R"re(<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</word>)re"));
        int words = 0;
        for (auto it = word.globalMatch(xhtml); it.hasNext();) {
            const auto m = it.next();
            const double height = m.captured(4).toDouble() - m.captured(2).toDouble();
            QVERIFY2(height / 1.16 >= 9.95,
                     qPrintable(m.captured(5) + QLatin1Char(' ') + QString::number(height)));
            ++words;
        }
        QVERIFY(words > 20);
        // The text as read: no controls, hover hints or statistics; the explanation.
        // (pdftotext gives the ligatures the font drew: "ﬁ" for "fi".)
        const QString text = run(QStringLiteral("pdftotext"), {pdf, QStringLiteral("-")})
                                 .replace(QChar(0xFB01), QStringLiteral("fi"))
                                 .replace(QChar(0xFB02), QStringLiteral("fl"))
                                 .simplified();
        for (const QString& screenOnly :
             {QStringLiteral("+ tower"), QStringLiteral("×"), QStringLiteral("Hover"),
              QStringLiteral("hover"), QStringLiteral("Click"), QStringLiteral("solved in"),
              QStringLiteral("positions reachable"), QStringLiteral("can reach the goal")})
            QVERIFY2(!text.contains(screenOnly),
                     qPrintable(screenOnly + QStringLiteral(": ") + text));
        for (const QString& sentence : sentences)
            QVERIFY2(text.contains(sentence), qPrintable(sentence + QStringLiteral(": ") + text));
    }
};

QTEST_MAIN(TestDocuments)
#include "test_documents.moc"
