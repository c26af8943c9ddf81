// The application under a 1 GiB memory limit (a memory cgroup the test makes and removes, or
// RLIMIT_AS where it may not make one): a 2000-vertex Stones board, which the solver cannot hold
// there, and an 11-level tower each end in an answer or a message on their page, never in the
// kernel killing the process. Issue 38: every job had a fixed 4 GiB budget, and the Stones
// solve was killed within seconds.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/jenga/jengapage.h"
#include "app/mainwindow.h"
#include "app/stones/stonespage.h"
#include "common/memory_cage.h"
#include "common/page_wait.h"
#include "engine/stones/judge.h"
#include "engine/stones/position.h"

#include <QFile>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

constexpr std::uint64_t kLimit = std::uint64_t{1} << 30;
// A tower beyond the automatic exact limit (10 levels): the page estimates it.
const QByteArray kElevenLevels = "11\nGBG\nGBB\nRRB\nGBB\nRRG\nGRR\nBBB\nRBG\nGBB\nBBR\nBRB\n";

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

} // namespace

class TestMemoryLimit : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PuzzleWorkbenchTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_memory_limit"));
        QSettings().clear();
    }

    void bigPositionsUnderOneGigabyte() {
        QTemporaryDir dir;
        const QString stonesPath = dir.filePath(QStringLiteral("stones2000.txt"));
        const QString jengaPath = dir.filePath(QStringLiteral("jenga11.txt"));
        // Its dense search needs about 1.7 GiB (every triple of 2000 vertices).
        writeFile(stonesPath, QByteArray::fromStdString(
                                  pw::stones::formatJudge(pw::stones::randomPosition(2000, 3, 7))));
        writeFile(jengaPath, kElevenLevels);

        MemoryCage cage(kLimit);
        if (cage.kind() == MemoryCage::Kind::None)
            QSKIP("neither a memory cgroup nor RLIMIT_AS can be set here");
        qInfo("limited by %s", qPrintable(cage.describe()));
        {
            MainWindow window;
            window.setSessionEnabled(false);
            window.show();
            QString error;
            QVERIFY2(window.openFile(stonesPath, &error), qPrintable(error));
            auto* stones = qobject_cast<StonesPage*>(window.page(QStringLiteral("stones")));
            QVERIFY(waitSettled(*stones, 300000, 200));
            QCOMPARE(stones->stones()->answerText(),
                     QStringLiteral("This board needs more memory than the solver may use."));

            QVERIFY2(window.openFile(jengaPath, &error), qPrintable(error));
            auto* jenga = qobject_cast<JengaPage*>(window.page(QStringLiteral("jenga")));
            QVERIFY(waitSettled(*jenga, 600000, 200));
            const auto outcome = jenga->jenga()->outcome();
            QVERIFY(outcome);
            QCOMPARE(int(outcome->kind), int(JengaOutcome::Kind::Estimate));
            QVERIFY2(jenga->answerText().startsWith(QStringLiteral("Optimum between")),
                     qPrintable(jenga->answerText()));
        }
        QCOMPARE(cage.oomKills(), 0);
    }
};

QTEST_MAIN(TestMemoryLimit)
#include "test_memory_limit.moc"
