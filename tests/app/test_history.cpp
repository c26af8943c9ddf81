// History, without a page: steps, undo and redo, the clean point, discarding to it, trimming at
// the maximum (with exact indices) and the document binding.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/history.h"

#include <QDir>
#include <QtTest>

namespace {

History::Step step(const QString& description, std::size_t digest = 0) {
    return {description, nullptr, digest};
}

// A history of `count` steps after the first ("0"), named "1", "2"...
History historyOf(int count, int maxSteps = History::kMaxSteps) {
    History history(maxSteps);
    history.reset(step(QStringLiteral("0")));
    for (int i = 1; i <= count; ++i)
        history.push(step(QString::number(i)));
    return history;
}

} // namespace

class TestHistory : public QObject {
    Q_OBJECT
private slots:
    void aFreshHistoryIsOneCleanStep() {
        History history;
        history.reset(step(QString()));
        QCOMPARE(history.size(), 1);
        QCOMPARE(history.index(), 0);
        QVERIFY(history.isClean());
        QVERIFY(!history.canUndo());
        QVERIFY(!history.canRedo());
        QCOMPARE(history.undoText(), QString());
        QCOMPARE(history.redoText(), QString());
    }

    void undoAndRedoMoveExactlyOneStep() {
        History history = historyOf(3);
        QCOMPARE(history.index(), 3);
        QCOMPARE(history.undoText(), QStringLiteral("3"));
        QVERIFY(history.undo());
        QCOMPARE(history.index(), 2);
        QCOMPARE(history.undoText(), QStringLiteral("2"));
        QCOMPARE(history.redoText(), QStringLiteral("3"));
        QVERIFY(history.undo());
        QVERIFY(history.undo());
        QVERIFY(!history.undo());
        QCOMPARE(history.index(), 0);
        QVERIFY(history.redo());
        QCOMPARE(history.index(), 1);
        QCOMPARE(history.present().description, QStringLiteral("1"));
        // A new step after an undo drops the steps that were undone.
        history.push(step(QStringLiteral("x")));
        QCOMPARE(history.descriptions(),
                 QStringList({QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("x")}));
        QCOMPARE(history.index(), 2);
        QVERIFY(!history.canRedo());
        QVERIFY(!history.redo());
    }

    void theCleanPointFollowsTheSteps() {
        History history = historyOf(2);
        QVERIFY(!history.isClean());
        QCOMPARE(history.cleanIndex(), 0);
        history.setClean();
        QCOMPARE(history.cleanIndex(), 2);
        QVERIFY(history.undo());
        QVERIFY(!history.isClean());
        QVERIFY(history.redo());
        QVERIFY(history.isClean());
        // Undone past, then edited: the saved step is no longer reachable.
        QVERIFY(history.undo());
        history.push(step(QStringLiteral("y")));
        QCOMPARE(history.cleanIndex(), -1);
        QVERIFY(!history.isClean());
    }

    void discardingGoesBackToTheCleanStep() {
        History history = historyOf(1);
        history.setClean();
        history.push(step(QStringLiteral("2")));
        history.push(step(QStringLiteral("3")));
        QVERIFY(history.discardToClean());
        QCOMPARE(history.size(), 2);
        QCOMPARE(history.index(), 1);
        QVERIFY(history.isClean());
        QVERIFY(!history.canRedo());
        QVERIFY(!history.discardToClean()); // already clean
        // An unreachable clean step leaves the oldest step as the base.
        QVERIFY(history.undo());
        history.push(step(QStringLiteral("z")));
        QVERIFY(history.discardToClean());
        QCOMPARE(history.size(), 1);
        QCOMPARE(history.index(), 0);
        QCOMPARE(history.present().description, QStringLiteral("0"));
        QVERIFY(history.isClean());
    }

    void trimmingDropsTheOldestStepAtTheMaximum() {
        History history = historyOf(4, 5); // steps 0..4: full
        QCOMPARE(history.size(), 5);
        QCOMPARE(history.index(), 4);
        QCOMPARE(history.cleanIndex(), 0);
        QVERIFY(history.undo());
        QVERIFY(history.undo()); // at "2"
        history.setClean();
        QVERIFY(history.redo());
        QVERIFY(history.redo());
        history.push(step(QStringLiteral("5")));
        QCOMPARE(history.size(), 5);
        QCOMPARE(history.index(), 4);
        QCOMPARE(history.descriptions().first(), QStringLiteral("1"));
        QCOMPARE(history.present().description, QStringLiteral("5"));
        QCOMPARE(history.cleanIndex(), 1); // still "2", one place earlier
        history.push(step(QStringLiteral("6")));
        QCOMPARE(history.cleanIndex(), 0);
        history.push(step(QStringLiteral("7"))); // "2" goes, and the clean point with it
        QCOMPARE(history.cleanIndex(), -1);
        QCOMPARE(history.descriptions(),
                 QStringList({QStringLiteral("3"), QStringLiteral("4"), QStringLiteral("5"),
                              QStringLiteral("6"), QStringLiteral("7")}));
        // After undoing, a new step drops the redo steps first: nothing is trimmed.
        QVERIFY(history.undo());
        QVERIFY(history.undo());
        history.push(step(QStringLiteral("8")));
        QCOMPARE(history.size(), 4);
        QCOMPARE(history.index(), 3);
    }

    void theDefaultMaximumIsTheModelsLimit() {
        History history = historyOf(History::kMaxSteps + 49);
        QCOMPARE(history.size(), History::kMaxSteps);
        QCOMPARE(history.index(), History::kMaxSteps - 1);
        QCOMPARE(history.descriptions().first(), QStringLiteral("50"));
        QCOMPARE(history.cleanIndex(), -1);
    }

    void restoringKeepsAValidCleanPointOnly() {
        History history;
        std::vector<History::Step> steps{step(QStringLiteral("a")), step(QStringLiteral("b"))};
        history.restore(steps, 1, 0);
        QCOMPARE(history.index(), 1);
        QCOMPARE(history.cleanIndex(), 0);
        history.restore(steps, 0, 2);
        QCOMPARE(history.cleanIndex(), -1);
        history.restore(steps, 0, -5);
        QCOMPARE(history.cleanIndex(), -1);
    }

    void keyDigestsAreEveryStepsKey() {
        History history;
        history.reset(step(QStringLiteral("0"), 10));
        history.push(step(QStringLiteral("1"), 11));
        history.push(step(QStringLiteral("2"), 12));
        history.setPresentDigest(13);
        QCOMPARE(history.keyDigests(), (std::unordered_set<std::size_t>{10, 11, 13}));
    }

    void bindingADocumentMakesItsPathAbsolute() {
        History history = historyOf(1);
        history.bindDocument({QStringLiteral("a.txt"), History::DocumentFormat::JudgeText});
        QCOMPARE(history.document().path,
                 QDir::current().absoluteFilePath(QStringLiteral("a.txt")));
        QCOMPARE(history.document().format, History::DocumentFormat::JudgeText);
        QVERIFY(history.isClean());
        // A file holding less than the present state leaves no step clean.
        history.bindDocument({QStringLiteral("/b.txt"), History::DocumentFormat::JudgeText}, false);
        QCOMPARE(history.document().path, QStringLiteral("/b.txt"));
        QCOMPARE(history.cleanIndex(), -1);
        // No path: no format.
        history.bindDocument({QString(), History::DocumentFormat::Workbench});
        QCOMPARE(history.document(), History::Document());
        QVERIFY(history.isClean());
    }
};

QTEST_GUILESS_MAIN(TestHistory)
#include "test_history.moc"
