// Jenga exact solver with its layers on disk: the same bits as in memory for every state, the
// layer file's folder left as it was, and what happens when the folder cannot be used.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/solve_control.h"
#include "engine/jenga/exact/prediction.h"
#include "engine/jenga/exact/reduced_state.h"
#include "engine/jenga/judge.h"
#include "engine/jenga/solver.h"

#include <QDir>
#include <QTemporaryDir>
#include <QtTest>

#include <bit>
#include <cstdint>

using namespace pw;
using namespace pw::jenga;

namespace {

Result solveWith(const Tower& tower, LayersOnDisk layers, int threads, std::size_t keep = 0,
                 const std::string& folder = {}, std::size_t budget = std::size_t{4} << 30) {
    SolveControl control;
    control.setMemoryBudget(budget);
    ExactOptions options;
    options.threads = threads;
    options.layersOnDisk = layers;
    options.keepInMemory = keep;
    options.folder = folder;
    return solve(tower, control, options);
}

} // namespace

class TestJengaLayers : public QObject {
    Q_OBJECT

private slots:
    // Every layer the next steps do not read goes to disk (always, or past a threshold of 64 KiB)
    // and comes back when read: every solved state has exactly the bits of the in-memory solve,
    // with one worker and with two; the bench towers of 6 to 9 levels and two random ones.
    void onDiskGivesTheSameBitsAsInMemory_data() {
        QTest::addColumn<int>("levels");
        QTest::addColumn<unsigned>("seed");
        QTest::addColumn<int>("threads");
        QTest::addColumn<bool>("always");
        for (int levels = 6; levels <= 9; ++levels)
            QTest::addRow("bench %d levels", levels)
                << levels << 20261122u + static_cast<unsigned>(levels) << (levels % 2 + 1)
                << (levels != 8);
        QTest::addRow("random 7 seed 3, one worker") << 7 << 3u << 1 << true;
        QTest::addRow("random 7 seed 3, two workers, past 64 KiB") << 7 << 3u << 2 << false;
    }
    void onDiskGivesTheSameBitsAsInMemory() {
        QFETCH(int, levels);
        QFETCH(unsigned, seed);
        QFETCH(int, threads);
        QFETCH(bool, always);
        const Tower tower = randomTower(levels, seed);
        const Result memory = solveWith(tower, LayersOnDisk::Never, 1);
        const Result disk =
            solveWith(tower, always ? LayersOnDisk::Always : LayersOnDisk::WhenNeeded, threads,
                      always ? 0 : 64 * 1024);
        QVERIFY(memory.status == SolveStatus::Exact);
        QVERIFY2(disk.status == SolveStatus::Exact, disk.note.c_str());
        QCOMPARE(memory.table.diskBytes(), std::uint64_t{0});
        QVERIFY(disk.table.diskBytes() > 0);
        // The point of it: far less held in memory at once.
        QVERIFY2(disk.table.peakMemoryBytes() * 2 < memory.table.peakMemoryBytes(),
                 qPrintable(QStringLiteral("%1 against %2")
                                .arg(disk.table.peakMemoryBytes())
                                .arg(memory.table.peakMemoryBytes())));
        QCOMPARE(std::bit_cast<std::uint64_t>(disk.expectedDuration),
                 std::bit_cast<std::uint64_t>(memory.expectedDuration));
        QCOMPARE(disk.stats.statesExplored, memory.stats.statesExplored);
        std::uint64_t compared = 0;
        std::uint64_t differing = 0;
        detail::visitSolved(disk.table, [&](int k, std::uint64_t key, int top, double value) {
            const auto other = detail::solvedValue(memory.table, detail::ReducedState{k, key, top});
            ++compared;
            if (!other ||
                std::bit_cast<std::uint64_t>(*other) != std::bit_cast<std::uint64_t>(value))
                ++differing;
        });
        QCOMPARE(compared, memory.stats.statesExplored);
        QCOMPARE(differing, std::uint64_t{0});
        // The analysis (every move's value) reads the layers mapped from the file.
        const auto a = memory.analysis(tower);
        const auto b = disk.analysis(tower);
        QVERIFY(a && b);
        for (std::size_t c = 0; c < 3; ++c)
            for (std::size_t m = 0; m < a->colours[c].moves.size(); ++m)
                QCOMPARE(std::bit_cast<std::uint64_t>(b->colours[c].moves[m].expectedAfter),
                         std::bit_cast<std::uint64_t>(a->colours[c].moves[m].expectedAfter));
    }

    // The layer file never has a name: the chosen folder is as it was during the solve and after
    // it, with the solved table (which maps the file) alive and gone.
    void theLayerFolderIsLeftAsItWas() {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        const Tower tower = randomTower(7, 5);
        bool emptyDuring = false;
        {
            SolveControl control(std::stop_token{}, [&](const Progress&) {
                emptyDuring = QDir(folder.path())
                                  .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)
                                  .isEmpty();
            });
            control.setReportInterval(std::chrono::milliseconds(0));
            ExactOptions options;
            options.layersOnDisk = LayersOnDisk::Always;
            options.folder = folder.path().toStdString();
            const Result result = solve(tower, control, options);
            QVERIFY(result.status == SolveStatus::Exact);
            QVERIFY(result.table.diskBytes() > 0);
            QVERIFY(QDir(folder.path())
                        .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)
                        .isEmpty());
        }
        QVERIFY(emptyDuring);
        QVERIFY(QDir(folder.path())
                    .entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden)
                    .isEmpty());
    }

    // A folder that cannot take the file: the solve goes on in memory when the budget allows (the
    // same value), and otherwise stops over budget saying why.
    void anUnusableFolderKeepsTheLayersInMemory() {
        const Tower tower = randomTower(7, 5);
        const Result memory = solveWith(tower, LayersOnDisk::Never, 1);
        const Result fallback =
            solveWith(tower, LayersOnDisk::Always, 1, 0, "/nonexistent/puzzle-workbench");
        QVERIFY(fallback.status == SolveStatus::Exact);
        QCOMPARE(std::bit_cast<std::uint64_t>(fallback.expectedDuration),
                 std::bit_cast<std::uint64_t>(memory.expectedDuration));
        QCOMPARE(fallback.table.diskBytes(), std::uint64_t{0});
        const Result stopped = solveWith(tower, LayersOnDisk::Always, 1, 0,
                                         "/nonexistent/puzzle-workbench", std::size_t{2} << 20);
        QVERIFY(stopped.status == SolveStatus::OverBudget);
        QVERIFY2(stopped.note.find("/nonexistent/puzzle-workbench") != std::string::npos,
                 stopped.note.c_str());
    }

    // The prediction counts the disk when layers go there, and never predicts more states than
    // the tower's blocks can make: 28 red levels (41 moves at most, a few thousand states) is not
    // taken for a random tower of 28 levels.
    void predictionCountsTheDisk() {
        const std::size_t gib = std::size_t{1} << 30;
        ExactOptions always;
        always.layersOnDisk = LayersOnDisk::Always;
        const ExactPrediction disk = predictExact(randomTower(12, 1), 16 * gib, always);
        QVERIFY(disk.diskBytes > 0);
        QVERIFY(disk.bytes < disk.diskBytes);
        ExactOptions never;
        never.layersOnDisk = LayersOnDisk::Never;
        const ExactPrediction memory = predictExact(randomTower(12, 1), 16 * gib, never);
        QCOMPARE(memory.diskBytes, std::uint64_t{0});
        QCOMPARE(memory.states, disk.states);
        QVERIFY(memory.bytes > disk.bytes);
        Tower red = parseTextId("RRR");
        std::string id = "RRR";
        for (int i = 1; i < 28; ++i)
            id += "/RRR";
        red = parseTextId(id);
        const ExactPrediction redPrediction = predictExact(red, gib);
        QVERIFY(redPrediction.fits);
        QVERIFY(redPrediction.states < 100'000);
        QVERIFY(redPrediction.states >=
                solveWith(red, LayersOnDisk::Never, 1).stats.statesExplored);
    }
};

QTEST_GUILESS_MAIN(TestJengaLayers)
#include "test_jenga_layers.moc"
