// The Hackenbush Towers answer in words, from the page model alone (hackenbushanswer.h, Qt Core):
// the contest sample's values, verdict, winning moves and judge answers; a tower derived step by
// step; what removing a cube does; games with green cubes; the answer on paper; and the page's
// translations applying to the builder's texts (the same context, "HackenbushPage").
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushanswer.h"
#include "app/hackenbush/hackenbushmodel.h"

#include <QLocale>
#include <QTranslator>
#include <QtTest>

#include "common/model_wait.h"
#include "common/scoped_translator.h"

using pw::hackenbush::Move;

namespace {

// The contest sample: Test 1: Yes (C1 = 0, C2 = -1/4), Test 2: No.
const QString kSample =
    QStringLiteral("2\nTest 1\n3 3 1\nW B B\nW B W\nB\n3 3 3\nB W W\nB W W\nW B B\n"
                   "Test 2\n3 3 2\nW B B\nW B W\nB B\n3 3 3\nB W W\nB W W\nW B B\n");
constexpr int kTimeoutMs = 60000;

void loadSample(HackenbushModel& model) {
    QString error;
    QVERIFY2(model.loadText(kSample, QStringLiteral("Paste"), &error), qPrintable(error));
    QVERIFY(waitSettled(model, kTimeoutMs));
}

const QString kC1 = QStringLiteral("<b>C1</b> = <big><b>0</b></big><br>mixed: 0 · sign expansion: "
                                   "(empty)<br><b>The second player wins</b>");
const QString kC2 = QStringLiteral("<b>C2</b> = <big><b>-1/4</b></big><br>mixed: -1/4 · sign "
                                   "expansion: -++<br><b>Black wins whoever starts</b>");
const QString kVerdict = QStringLiteral("C1 is at least as favourable for White as C2: "
                                        "<big><b>Yes</b></big>, because 0 &gt; -1/4.");
const QString kNoWinningMoves =
    QStringLiteral("White to move in C1: <b>no winning move</b>, White loses against best play."
                   "<br>White to move in C2: <b>no winning move</b>, White loses against best "
                   "play.");
// C1's first tower, W B B: 1 - 1/2 - 1/4 = 1/4.
const QString kFirstTower = QStringLiteral(
    "<b>C1, tower 1, step by step</b><br>The bottom run: 1 white cube(s), worth 1.<br>Cube 2 "
    "(black): − 1/2, running sum 1/2.<br>Cube 3 (black): − 1/4, running sum 1/4.<br>Sign "
    "expansion (white +, black −): +−−<br>Value: 1 − 1/2 − 1/4 = 1/4");

} // namespace

class TestHackenbushAnswer : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }

    void theSampleInWords() {
        HackenbushModel model;
        loadSample(model);
        const hackenbushanswer::Texts texts = hackenbushanswer::of(model);
        QCOMPARE(texts.first, std::optional<QString>(kC1));
        QCOMPARE(texts.second, std::optional<QString>(kC2));
        QCOMPARE(texts.verdict, std::optional<QString>(kVerdict));
        QCOMPARE(texts.rules, QString());
        QCOMPARE(texts.winningMoves,
                 kNoWinningMoves +
                     QStringLiteral("<br>Hover a cube for the value after removing it."));
        QCOMPARE(hackenbushanswer::winningMoves(model, false), kNoWinningMoves);
        QCOMPARE(hackenbushanswer::judgeOutput(model),
                 std::optional<QString>(QStringLiteral("Test 1: Yes\nTest 2: No")));
        QCOMPARE(hackenbushanswer::testName(model, 0), QStringLiteral("Test 1: Yes"));
        QCOMPARE(hackenbushanswer::testName(model, 1), QStringLiteral("Test 2: No"));
        QCOMPARE(hackenbushanswer::testName(model, 2), QStringLiteral("Test 3"));
        // Without a translator the plural stays as written (the page installs one).
        QCOMPARE(hackenbushanswer::testsTitle(2), QStringLiteral("Judge tests (2 test(s))"));
        QCOMPARE(hackenbushanswer::testsTitle(1234),
                 QStringLiteral("Judge tests (1234; the first 1000 can be shown)"));
        QCOMPARE(hackenbushanswer::caption(model, true), QStringLiteral("C1 · value 0"));
        QCOMPARE(hackenbushanswer::caption(model, false), QStringLiteral("C2 · value -1/4"));
        QCOMPARE(hackenbushanswer::treeNote(model),
                 QStringLiteral("The game tree shows every position the game can reach, each "
                                "with its value { L | R } and how the simplicity rule picks it."));

        // Test 2: C1 = 1/4 + 3/4 - 2 = -1, less than C2.
        model.selectTest(1);
        QVERIFY(waitSettled(model, kTimeoutMs));
        QCOMPARE(hackenbushanswer::verdict(model),
                 std::optional<QString>(QStringLiteral(
                     "C1 is at least as favourable for White as C2: <big><b>No</b></big>, because "
                     "-1 &lt; -1/4.")));
    }

    void aTowerStepByStepAndACube() {
        HackenbushModel model;
        loadSample(model);
        QCOMPARE(hackenbushanswer::explainTower(model, true, 0), kFirstTower);
        QCOMPARE(hackenbushanswer::explainTower(model, true, 3), QString()); // no fourth tower
        // The top black cube of W B B: Black's move to 1/4 (C1 was 0), which loses for Black.
        const hackenbushanswer::CubeWords top =
            hackenbushanswer::cubeWords(model, true, Move{0, 2});
        QCOMPARE(top.name, QStringLiteral("C1, tower 1, cube 3 (black)"));
        QCOMPARE(top.effect,
                 QStringLiteral("removing it (Black's move) leaves 1/4, not a winning move"));
        QCOMPARE(top.click, QStringLiteral("Click to flip, right-click for more."));
        QCOMPARE(top.press, QStringLiteral("Press to flip its colour; Show menu for more."));
        // The white cube at the bottom takes both black cubes with it: C1 becomes 3/4 - 1.
        const hackenbushanswer::CubeWords bottom =
            hackenbushanswer::cubeWords(model, true, Move{0, 0});
        QCOMPARE(bottom.effect, QStringLiteral("removing it and the 2 above (White's move) leaves "
                                               "-1/4, not a winning move"));
        QCOMPARE(hackenbushanswer::cubeWords(model, true, Move{0, 3}).name, QString());
    }

    // On paper: both values, the verdict, each tower derived and the winning moves (without the
    // hint to hover, which paper cannot).
    void theAnswerOnPaper() {
        HackenbushModel model;
        loadSample(model);
        const hackenbushanswer::Report report = hackenbushanswer::report(model);
        QCOMPARE(report.answer,
                 kC1 + QStringLiteral("<br>") + kC2 + QStringLiteral("<br>") + kVerdict);
        QVERIFY2(
            report.explanation.startsWith(QStringLiteral("<p>") + kFirstTower +
                                          QStringLiteral("</p><p><b>C1, tower 2, step by step")),
            qPrintable(report.explanation));
        QVERIFY(report.explanation.endsWith(QStringLiteral("</p><p>") + kNoWinningMoves +
                                            QStringLiteral("</p>")));
        // Six towers explained: three of C1, three of C2.
        QCOMPARE(report.explanation.count(QStringLiteral("step by step")), 6);
    }

    // With green cubes the values are games (test_hackenbush_rules_box: GW = ^*, G = *, ^* is
    // greater than *), and every answer says the rules are not the contest's.
    void gamesWithGreenCubes() {
        HackenbushModel model;
        model.setRules(pw::hackenbush::Rules{true});
        QVERIFY(model.setFromTextId(true, QStringLiteral("GW")));
        QVERIFY(model.setFromTextId(false, QStringLiteral("G")));
        QVERIFY(waitSettled(model, kTimeoutMs));
        const hackenbushanswer::Texts texts = hackenbushanswer::of(model);
        QCOMPARE(texts.first, std::optional<QString>(QStringLiteral(
                                  "<b>C1</b> = <big><b>^*</b></big><br>a game, not a number: its "
                                  "canonical form<br><b>The first player wins</b>")));
        QCOMPARE(texts.second, std::optional<QString>(QStringLiteral(
                                   "<b>C2</b> = <big><b>*</b></big><br>a game, not a number: its "
                                   "canonical form<br><b>The first player wins</b>")));
        const QString rules = HackenbushModel::rulesLine(pw::hackenbush::Rules{true});
        QVERIFY(rules.startsWith(QStringLiteral("Under other rules: ")));
        QCOMPARE(texts.rules, rules);
        QCOMPARE(texts.verdict,
                 std::optional<QString>(
                     QStringLiteral("C1 is at least as favourable for White as C2: "
                                    "<big><b>Yes</b></big>, because as games ^* is greater than "
                                    "*.<br>") +
                     rules.toHtmlEscaped()));
        const QString tower = hackenbushanswer::explainTower(model, true, 0);
        QVERIFY2(tower.startsWith(QStringLiteral(
                     "<b>C1, tower 1, step by step</b><br>With a green cube the value is a game: "
                     "the tower cut above each cube is { the values White's removals leave | "
                     "those Black's leave }, in canonical form.<br>Cube 1 (green): ")),
                 qPrintable(tower));
        QVERIFY2(tower.endsWith(QStringLiteral("<br>Value: ^*")), qPrintable(tower));
        QVERIFY(hackenbushanswer::report(model).answer.endsWith(QStringLiteral("<br>") +
                                                                rules.toHtmlEscaped()));
        QCOMPARE(hackenbushanswer::treeNote(model),
                 QStringLiteral("Game trees are drawn for white and black cubes only."));
    }

    // In a game the first value is the game position's and the verdict waits for the game's end.
    void inAGame() {
        HackenbushModel model;
        loadSample(model);
        model.startGame();
        QVERIFY(waitSettled(model, kTimeoutMs));
        QVERIFY(model.isPlaying());
        QVERIFY(hackenbushanswer::value(model, true)
                    ->startsWith(QStringLiteral("<b>Game position</b> = ")));
        QCOMPARE(hackenbushanswer::verdict(model),
                 std::optional<QString>(
                     QStringLiteral("The comparison of C1 and C2 comes back after the game.")));
        QVERIFY(hackenbushanswer::caption(model, true).startsWith(QStringLiteral("Game on C1: ")));
        QVERIFY(hackenbushanswer::cubeWords(model, true, Move{0, 0})
                    .name.startsWith(QStringLiteral("Game, tower 1, cube 1 (white)")));
        model.stopGame();
    }

    // The page's translations apply to the builder's texts: the same context and source texts.
    void thePageTranslationsApply() {
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(PW_QM_DIR "/puzzleworkbench_zh_CN.qm")));
        const ScopedTranslator installed(&translator);
        HackenbushModel model;
        loadSample(model);
        const QString c1 = QCoreApplication::translate("HackenbushPage", "C1");
        QCOMPARE(
            hackenbushanswer::value(model, true),
            std::optional<QString>(
                QStringLiteral(
                    "<b>%1</b> = <big><b>0</b></big><br>带分数：0 · 符号展开：%2<br><b>%3</b>")
                    .arg(c1, QCoreApplication::translate("hackenbushtext", "(empty)"),
                         QCoreApplication::translate("hackenbushtext", "The second player wins"))));
        QVERIFY(hackenbushanswer::verdict(model)->startsWith(
            QStringLiteral("C1 对白方至少与 C2 一样有利：<big><b>")));
    }
};

QTEST_GUILESS_MAIN(TestHackenbushAnswer)
#include "test_hackenbush_answer.moc"
