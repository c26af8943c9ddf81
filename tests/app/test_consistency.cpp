// The whole window under random use: for each page, 1000 random actions (pastes of valid and
// invalid text, undo, redo, a language switch, saving and reopening a document, a restart from
// the session, the page's own background jobs: checks, studies, auto-play, the diagonals layer,
// the engine's move, other rules), with solves of random length. After each action settles, what
// the page shows equals a fresh solve of the position shown, and its history holds exactly the
// expected steps. SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushpage.h"
#include "app/jenga/jengamodel.h"
#include "app/jenga/jengapage.h"
#include "app/jenga/jengatext.h"
#include "app/mainwindow.h"
#include "app/patience/patiencepage.h"
#include "app/stones/stonespage.h"
#include "app/stones/stonesview.h"
#include "app/translations.h"
#include "common/gui_budget.h"
#include "common/page_wait.h"
#include "common/random_positions.h"
#include "engine/hackenbush/judge.h"
#include "engine/hackenbush/solver.h"
#include "engine/jenga/solver.h"
#include "engine/patience/judge.h"
#include "engine/patience/solver.h"
#include "engine/stones/solver.h"

#include <algorithm>
#include <cmath>

#include <QJsonObject>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

#include <memory>

namespace {

// Random actions per page: 450 reach every kind of action about twenty times (a window rebuilt
// about 65 times), in under two minutes for the four pages together; the whole suite must stay
// within CI's 15 minutes on two cores.
constexpr int kActions = 450;

// Other rules for the page (a step when they differ from the rules in force): a random die, a
// random target on the board, a random choice and pairing, green cubes allowed or not.
void changeRules(PuzzlePage* page, QRandomGenerator& random) {
    if (auto* jenga = qobject_cast<JengaPage*>(page)) {
        pw::jenga::Rules rules{{static_cast<int>(random.bounded(4u)),
                                static_cast<int>(random.bounded(4u)),
                                static_cast<int>(random.bounded(4u))},
                               static_cast<int>(random.bounded(4u))};
        if (rules.colourFaces[0] + rules.colourFaces[1] + rules.colourFaces[2] == 0)
            rules.colourFaces[1] = 1;
        jenga->jenga()->setRules(rules);
    } else if (auto* stones = qobject_cast<StonesPage*>(page)) {
        const auto n = static_cast<quint32>(stones->stones()->state().start.vertexCount());
        pw::stones::Rules rules;
        for (int i = 0; i < 3; ++i) {
            int vertex = 0;
            do
                vertex = static_cast<int>(random.bounded(n));
            while (std::find(rules.target.begin(), rules.target.begin() + i, vertex) !=
                   rules.target.begin() + i);
            rules.target[static_cast<std::size_t>(i)] = vertex;
        }
        stones->stones()->setRules(rules);
    } else if (auto* patience = qobject_cast<PatiencePage*>(page)) {
        patience->patience()->setRules(
            {random.bounded(2) ? pw::patience::Choose::Ranks : pw::patience::Choose::Pairs,
             random.bounded(2) ? pw::patience::Pairing::RankColour : pw::patience::Pairing::Rank});
    } else if (auto* hackenbush = qobject_cast<HackenbushPage*>(page)) {
        hackenbush->hackenbush()->setRules(
            pw::hackenbush::Rules{!hackenbush->hackenbush()->rules().greenCubes});
    }
}

// What the page shows, checked against a fresh solve of what it shows, under its rules.
void checkShownAnswer(PuzzlePage* page) {
    pw::SolveControl control;
    if (auto* jenga = qobject_cast<JengaPage*>(page)) {
        const auto fresh =
            pw::jenga::solve(jenga->jenga()->state().tower, control, jenga->jenga()->rules());
        QVERIFY2(jenga->answerText().contains(jengatext::exactText(fresh.expectedDuration)),
                 qPrintable(jenga->answerText()));
    } else if (auto* stones = qobject_cast<StonesPage*>(page)) {
        const auto fresh = pw::stones::solve(stones->stones()->state().start, control,
                                             stones->stones()->state().rules.normalized());
        const QString text = stones->answerText();
        if (!fresh.moveCount)
            QVERIFY2(text.contains(QStringLiteral("Impossible")), qPrintable(text));
        else if (*fresh.moveCount == 0)
            QVERIFY2(text.contains(QStringLiteral("Already solved")), qPrintable(text));
        else
            QVERIFY2(text.contains(QStringLiteral("Minimum: %1 move").arg(*fresh.moveCount)),
                     qPrintable(text));
        QCOMPARE(stones->moveListTexts().size(),
                 1 + static_cast<int>(stones->stones()->line().size()));
    } else if (auto* patience = qobject_cast<PatiencePage*>(page)) {
        const auto fresh = pw::patience::solve(patience->patience()->state().start, control,
                                               patience->patience()->rules());
        const auto at = fresh.analysis(patience->patience()->current());
        QVERIFY(at);
        QVERIFY2(patience->answerText().contains(
                     QString::fromStdString(pw::patience::formatProbability(at->values.random))),
                 qPrintable(patience->answerText()));
    } else if (auto* hackenbush = qobject_cast<HackenbushPage*>(page)) {
        if (hackenbush->hackenbush()->isPlaying()) { // the game's position, no comparison
            const auto fresh =
                pw::hackenbush::solve(hackenbush->hackenbush()->state().firstShown(), control);
            QCOMPARE(hackenbush->hackenbush()->side(true)->result->value, fresh.value);
            return;
        }
        const auto& test = hackenbush->hackenbush()->state().test();
        const auto fresh = pw::hackenbush::compare(test.first, test.second);
        QVERIFY2(hackenbush->verdictText().contains(
                     fresh.firstAtLeastSecond ? QStringLiteral("Yes") : QStringLiteral("No")),
                 qPrintable(hackenbush->verdictText()));
        QCOMPARE(hackenbush->hackenbush()->side(true)->result->value, fresh.firstValue);
    }
}

// Starts one of the page's background jobs besides its answer: a Patience check or study, the
// Stones auto-play or diagonals layer, the Hackenbush engine's move (its game steps join
// `expected`); half of the time the next action cuts it short.
void startPageJob(PuzzlePage* page, QRandomGenerator& random, QStringList& expected, int& index) {
    if (auto* patience = qobject_cast<PatiencePage*>(page)) {
        PatienceModel* model = patience->patience();
        switch (random.bounded(3)) {
        case 0:
            model->requestExact();
            break;
        case 1:
            model->requestSimulation(2000);
            break;
        default: {
            pw::patience::StudyOptions options;
            options.deals = 3;
            options.seed = random.bounded(1000u);
            model->startStudy(options);
        }
        }
    } else if (auto* stones = qobject_cast<StonesPage*>(page)) {
        if (random.bounded(2))
            stones->stones()->setPlaying(true);
        else
            stones->view()->grab(); // a paint asks for the layer of every diagonal
    } else if (auto* hackenbush = qobject_cast<HackenbushPage*>(page)) {
        HackenbushModel* model = hackenbush->hackenbush();
        if (model->isPlaying())
            return;
        // The engine (White) moves first: its move is a job of its own after "New game".
        if (model->state().human != pw::hackenbush::Colour::Black || model->state().humanFirst) {
            model->setPlayers(pw::hackenbush::Colour::Black, false);
            expected = expected.mid(0, index + 1) << QStringLiteral("Choose the players");
            ++index;
        }
        const int before = model->historyIndex();
        model->startGame();
        if (model->historyIndex() == before) // (the same game, already started)
            return;
        expected = expected.mid(0, index + 1) << QStringLiteral("New game");
        ++index;
        if (random.bounded(2)) { // undone at once: the engine's move never comes
            model->undo();
            --index;
            return;
        }
        QVERIFY(waitSettled(*page, kHangGuardMs, 0));
        if (model->isPlaying() && model->historyIndex() == index + 1) {
            QVERIFY2(model->undoText().startsWith(QStringLiteral("Engine removes")),
                     qPrintable(model->undoText()));
            expected << model->undoText();
            ++index;
        }
    }
}

// What the page's own jobs left, once settled: only answers for the position shown.
void checkPageJobs(PuzzlePage* page) {
    if (auto* patience = qobject_cast<PatiencePage*>(page)) {
        PatienceModel* model = patience->patience();
        pw::SolveControl control;
        const auto fresh = pw::patience::solve(model->state().start, control, model->rules());
        const auto at = fresh.analysis(model->current());
        if (const auto exact = model->exact(); exact && at)
            QVERIFY2(std::abs(exact->value - at->values.random) < 1e-12,
                     qPrintable(QString::number(exact->value, 'g', 17)));
        if (const auto study = model->study())
            QVERIFY(study->rows.size() <= study->options.deals);
    } else if (auto* stones = qobject_cast<StonesPage*>(page)) {
        QVERIFY(stones->stones()->cursor() <= static_cast<int>(stones->stones()->line().size()));
    }
}

} // namespace

class TestConsistency : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        // Tall towers' lower bounds search a few positions only: these test the page.
        JengaModel::setDefaultSearchPositions(kTestSearchPositions);
        PageModel::setDefaultDebounceMs(kTestDebounceMs);
        PageModel::setPauseMs(kTestPauseMs);
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PuzzleWorkbenchTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_consistency"));
    }

    void randomUseStaysConsistent_data() {
        QTest::addColumn<QString>("puzzle");
        for (const char* puzzle : {"jenga", "patience", "hackenbush", "stones"})
            QTest::newRow(puzzle) << QString::fromLatin1(puzzle);
    }
    void randomUseStaysConsistent() {
        QFETCH(QString, puzzle);
        translations::install(QStringLiteral("en"));
        QTemporaryDir dir;
        auto window = std::make_unique<MainWindow>();
        QVERIFY(window->showPage(puzzle));
        QRandomGenerator random(qHash(puzzle));
        QStringList expected = window->page(puzzle)->model()->historyDescriptions();
        int index = window->page(puzzle)->model()->historyIndex();
        for (int action = 0; action < kActions; ++action) {
            PageModel* model = window->page(puzzle)->model();
            const int kind = static_cast<int>(random.bounded(23));
            QString error;
            if (kind < 8) { // a valid paste: one step (none when it equals what is shown)
                const QString before = model->positionId();
                const QString id = randomId(puzzle, static_cast<int>(random.bounded(1u << 30)));
                QVERIFY2(window->takeText(id, QStringLiteral("Paste"), &error), qPrintable(error));
                if (model->positionId() != before) {
                    expected = expected.mid(0, index + 1) << QStringLiteral("Paste");
                    ++index;
                }
            } else if (kind < 10) { // an invalid paste changes nothing
                QVERIFY(!window->takeText(QStringLiteral("W.B\n\x01"), QStringLiteral("Paste"),
                                          &error));
            } else if (kind < 13 && model->canUndo()) {
                model->undo();
                --index;
            } else if (kind < 15 && model->canRedo()) {
                model->redo();
                ++index;
            } else if (kind == 15) { // View › Language: the window is rebuilt from the session
                const QJsonObject session = window->sessionObject();
                translations::install(random.bounded(2) ? QStringLiteral("zh_CN")
                                                        : QStringLiteral("en"));
                window = std::make_unique<MainWindow>();
                QStringList problems;
                window->applySession(session, &problems);
                QVERIFY(problems.isEmpty());
                translations::install(QStringLiteral("en")); // the checks below read English
                window = std::make_unique<MainWindow>();
                window->applySession(session, &problems);
            } else if (kind == 16) { // save a document, reopen it in a new window: one step there
                const QString path = dir.filePath(QStringLiteral("all.pwb"));
                QVERIFY2(window->savePageAs(window->currentPage(), path, &error),
                         qPrintable(error));
                const QString id = model->positionId();
                window = std::make_unique<MainWindow>();
                QVERIFY2(window->openFile(path, &error), qPrintable(error));
                QCOMPARE(window->page(puzzle)->model()->positionId(), id);
                expected = window->page(puzzle)->model()->historyDescriptions();
                index = window->page(puzzle)->model()->historyIndex();
            } else if (kind == 17) { // a restart from the session (as after a crash)
                QVERIFY(window->writeSession());
                window = std::make_unique<MainWindow>();
                QVERIFY(window->restoreSession());
            } else if (kind >= 21) { // other rules (the Rules box): one step when they differ
                const int before = model->historyIndex();
                changeRules(window->page(puzzle), random);
                if (model->historyIndex() != before) {
                    expected = expected.mid(0, index + 1) << model->undoText();
                    ++index;
                }
            } else if (kind >= 18) { // the page's own background jobs, let finish or cut short
                startPageJob(window->page(puzzle), random, expected, index);
                if (QTest::currentTestFailed())
                    return;
            }
            QVERIFY(window->showPage(puzzle));
            PuzzlePage* page = window->page(puzzle);
            if (action % 2 == 0) // every other action comes while the solve still runs
                continue;
            QVERIFY(waitSettled(*page, kHangGuardMs, 0));
            QCOMPARE(page->model()->historyDescriptions(), expected);
            QCOMPARE(page->model()->historyIndex(), index);
            checkShownAnswer(page);
            checkPageJobs(page);
            if (QTest::currentTestFailed())
                return;
        }
    }
};

QTEST_MAIN(TestConsistency)
#include "test_consistency.moc"
