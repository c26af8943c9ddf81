// Hostile input in the GUI: each malformed input of the shared table, loaded into its page (or
// opened as a workbench document), is refused with its message and leaves every position as
// it was.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mainwindow.h"
#include "app/puzzlepage.h"
#include "common/malformed_inputs.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

class TestMalformedGui : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void refusedAndUntouched_data() {
        QTest::addColumn<int>("index");
        for (std::size_t i = 0; i < malformedInputs().size(); ++i)
            QTest::addRow("%s: %s", malformedInputs()[i].puzzle, malformedInputs()[i].name)
                << static_cast<int>(i);
    }
    void refusedAndUntouched() {
        QFETCH(int, index);
        const MalformedInput& bad = malformedInputs()[static_cast<std::size_t>(index)];
        MainWindow window;
        QMap<QString, QString> before;
        for (PuzzlePage* p : window.pages())
            before[p->puzzleId()] = p->model()->positionId();

        QString error;
        const QString puzzle = QString::fromLatin1(bad.puzzle);
        if (puzzle == QLatin1String("document")) {
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("bad.pwb"));
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bad.input);
            file.close();
            QVERIFY(!window.openFile(path, &error));
        } else {
            PuzzlePage* page = window.page(puzzle);
            QVERIFY(page);
            QVERIFY(!page->model()->loadText(QString::fromUtf8(bad.input), QStringLiteral("Paste"),
                                             &error));
            QVERIFY(window.showPage(puzzle));
            QVERIFY(
                !window.takeText(QString::fromUtf8(bad.input), QStringLiteral("Paste"), &error));
        }
        QVERIFY(!error.isEmpty());
        // Plain-text inputs read the same in the GUI as in the CLI (binary junk is decoded as
        // UTF-8 first, and pages word an empty text their own way: only refusal is checked).
        const bool plainText = !bad.input.trimmed().isEmpty() &&
                               std::all_of(bad.input.begin(), bad.input.end(), [](char c) {
                                   return c == '\n' || (c >= 32 && c < 127);
                               });
        if (plainText)
            QVERIFY2(error.contains(QStringLiteral("line %1: %2")
                                        .arg(bad.line)
                                        .arg(QString::fromUtf8(bad.message))) ||
                         error.contains(QString::fromUtf8(bad.message)),
                     qPrintable(error));
        for (PuzzlePage* p : window.pages())
            QCOMPARE(p->model()->positionId(), before[p->puzzleId()]);
    }
};

QTEST_MAIN(TestMalformedGui)
#include "test_malformed_gui.moc"
