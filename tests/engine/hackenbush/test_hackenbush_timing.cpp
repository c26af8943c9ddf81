// Timing (label `timing`, run alone): a Hackenbush tower of 50 cubes with green ones is valued,
// with its outcome and winning moves, within 100 ms of processor time (seeded towers with a tenth
// to all of their cubes green).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/random.h"
#include "engine/hackenbush/game_value.h"

#include <QtTest>

#include <ctime>
#include <string>

using namespace pw;
using namespace pw::hackenbush;

class TestHackenbushTiming : public QObject {
    Q_OBJECT

private slots:
    void fiftyCubesWithGreenCubesWithin100ms() {
        double worst = 0.0;
        for (const std::uint64_t greenShare : {10u, 33u, 60u, 90u, 100u})
            for (std::uint64_t seed = 1; seed <= 20; ++seed) {
                SeededRandom random(seed * 1000 + greenShare);
                std::string letters;
                while (letters.size() < 50) {
                    const std::uint64_t roll = random.below(100);
                    letters += roll < greenShare ? 'G' : roll % 2 != 0 ? 'W' : 'B';
                }
                const Position position({Tower::fromLetters(letters, Rules{true})});
                const std::clock_t start = std::clock();
                SolveControl control;
                const GameAnalysis analysis = analyseGame(position, control);
                const double ms = 1000.0 * static_cast<double>(std::clock() - start) /
                                  static_cast<double>(CLOCKS_PER_SEC);
                QVERIFY(analysis.status == SolveStatus::Exact);
                QVERIFY2(ms < 100.0,
                         qPrintable(QString::fromStdString(letters) + QString(": %1 ms").arg(ms)));
                worst = std::max(worst, ms);
            }
        qInfo("worst of 100 towers of 50 cubes: %.1f ms of processor time", worst);
    }
};

QTEST_APPLESS_MAIN(TestHackenbushTiming)
#include "test_hackenbush_timing.moc"
