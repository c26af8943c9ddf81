// PageModel, the base of every page: one history, the one way in for text, the session, the
// solve life cycle (never another state's result, cached for the history), and the file helpers.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/durationtext.h"
#include "app/messagetext.h"
#include "app/pagemodel.h"
#include "app/textfile.h"
#include "common/timing.h"
#include "counter_model.h"

#include <QDir>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QProcess>
#include <QRandomGenerator>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#include <sys/stat.h>

#include "common/model_wait.h"

class TestPageModel : public QObject {
    Q_OBJECT
private slots:
    void undoAndRedoMoveExactlyOneStep() {
        CounterModel model;
        model.set(4);
        model.set(5);
        model.setLabel(QStringLiteral("x"));
        QCOMPARE(model.historySize(), 4);
        model.undo();
        QCOMPARE(model.state().label, QString());
        QCOMPARE(model.state().value, 5);
        model.undo();
        QCOMPARE(model.state().value, 4);
        model.redo();
        QCOMPARE(model.state().value, 5);
        // A new step after an undo drops the steps that were undone.
        model.set(9);
        QCOMPARE(model.historySize(), 4);
        QVERIFY(!model.canRedo());
        QCOMPARE(model.historyDescriptions().last(), QStringLiteral("Set 9"));
        // An action that changes nothing is not a step.
        model.set(9);
        QCOMPARE(model.historySize(), 4);
    }

    void historyIsBounded() {
        CounterModel model;
        for (int i = 0; i < PageModel::kMaxHistory + 50; ++i)
            model.set(100 + i);
        QCOMPARE(model.historySize(), PageModel::kMaxHistory);
        QCOMPARE(model.state().value, 100 + PageModel::kMaxHistory + 49);
        while (model.canUndo())
            model.undo();
        QCOMPARE(model.state().value, 150); // the oldest 51 steps went first
        QVERIFY(!model.isClean());          // the clean start is no longer in the history
    }

    void cleanFollowsTheSavedState() {
        CounterModel model;
        QVERIFY(model.isClean());
        model.set(4);
        QVERIFY(!model.isClean());
        model.setClean();
        model.set(5);
        QVERIFY(!model.isClean());
        model.undo();
        QVERIFY(model.isClean());
        model.undo();
        QVERIFY(!model.isClean());
        // Discard goes back to the saved state and forgets what came after it.
        model.redo();
        model.redo();
        model.discardUnsaved();
        QCOMPARE(model.state().value, 4);
        QVERIFY(model.isClean());
        QVERIFY(!model.canRedo());
    }

    void theFirstChangeAfterAPauseSolvesAtOnce() {
        CounterModel model;
        QVERIFY(waitSettled(model));
        QTest::qWait(150);
        model.set(7);
        // No debounce: the job is already running (or done) right after the change.
        QCOMPARE(model.solvePhase(), PageModel::SolvePhase::Running);
        QTRY_COMPARE_WITH_TIMEOUT(model.solves.load(), 2, kHangGuardMs);
        QVERIFY(waitSettled(model));
        QCOMPARE(model.answer(), std::optional<int>(49));
    }

    void aBurstOfChangesSolvesOnlyTheFirstAndTheLast() {
        CounterModel model;
        QVERIFY(waitSettled(model));
        QTest::qWait(150);
        const int before = model.solves.load();
        for (int i = 10; i < 30; ++i)
            model.set(i);
        QVERIFY(waitSettled(model));
        QCOMPARE(model.answer(), std::optional<int>(29 * 29));
        QCOMPARE(model.solves.load() - before, 2);
    }

    void aSupersededSolveIsNeverShown() {
        CounterModel model;
        QVERIFY(waitSettled(model));
        model.delayMs = 300;
        QTest::qWait(150);
        QList<std::optional<int>> shown;
        QList<int> shownFor;
        connect(&model, &PageModel::resultChanged, &model, [&] {
            shown << model.answer();
            shownFor << model.state().value;
        });
        model.set(20); // starts at once and takes 300 ms
        QTest::qWait(100);
        model.delayMs = 10;
        model.set(2); // the user moves on while 20 is still being solved
        QVERIFY(waitSettled(model));
        QTest::qWait(400); // the old job would have finished by now
        QCOMPARE(model.answer(), std::optional<int>(4));
        for (int i = 0; i < shown.size(); ++i)
            if (shown[i])
                QCOMPARE(*shown[i], shownFor[i] * shownFor[i]);
    }

    void undoAndRedoNeverSolveAgain() {
        CounterModel model;
        model.set(5);
        QVERIFY(waitSettled(model));
        QTest::qWait(150);
        model.set(6);
        QVERIFY(waitSettled(model));
        const int solves = model.solves.load();
        model.undo();
        QVERIFY(model.isSettled()); // answered from the cache at once
        QCOMPARE(model.answer(), std::optional<int>(25));
        model.redo();
        QCOMPARE(model.answer(), std::optional<int>(36));
        model.setLabel(QStringLiteral("same position"));
        QVERIFY(model.isSettled());
        QCOMPARE(model.answer(), std::optional<int>(36));
        QCOMPARE(model.solves.load(), solves);
    }

    void historyResultsOutliveTheCacheBudget() {
        CounterModel model;
        model.setCacheBudget(0); // nothing beyond the history is kept
        QVERIFY(waitSettled(model));
        for (int i = 1; i <= 5; ++i) {
            model.set(i * 10);
            QVERIFY(waitSettled(model));
            QTest::qWait(120);
        }
        const int solves = model.solves.load();
        while (model.canUndo())
            model.undo();
        QCOMPARE(model.answer(), std::optional<int>(9));
        QCOMPARE(model.solves.load(), solves);
    }

    void cancelStopsAndALaterChangeSolvesAgain() {
        CounterModel model;
        QVERIFY(waitSettled(model));
        model.delayMs = 5000;
        model.set(8);
        QVERIFY(!model.isSettled());
        model.cancelSolve();
        QVERIFY(model.isSettled());
        QCOMPARE(model.solvePhase(), PageModel::SolvePhase::Cancelled);
        QCOMPARE(model.answer(), std::nullopt);
        model.delayMs = 0;
        model.set(9);
        QVERIFY(waitSettled(model));
        QCOMPARE(model.answer(), std::optional<int>(81));
    }

    void textComesInWholeOrNotAtAll() {
        CounterModel model;
        QString error;
        QVERIFY(!model.loadText(QString::fromUtf8("12\nx\0y", 6), QStringLiteral("Paste"), &error));
        QCOMPARE(error, QStringLiteral("not a number: 12\\nx\\x00y"));
        QCOMPARE(model.historySize(), 1);
        QVERIFY(!model.loadText(QString(PageModel::kMaxTextBytes + 1, QLatin1Char('1')),
                                QStringLiteral("Paste"), &error));
        QVERIFY(error.contains(QStringLiteral("limit")));
        QVERIFY(model.loadText(QStringLiteral(" 12 "), QStringLiteral("Paste"), &error));
        QCOMPARE(model.state().value, 12);
        QCOMPARE(model.undoText(), QStringLiteral("Paste"));
        QVERIFY(!model.loadText(QStringLiteral("five"), QStringLiteral("Paste"), &error));
        QCOMPARE(model.state().value, 12);
        QVERIFY(model.loadText(QStringLiteral("5"), QStringLiteral("Paste"), &error));
        QCOMPARE(model.state().value, 5);
    }

    void sessionKeepsTheWholeHistory() {
        CounterModel model;
        const QString longLabel(300, QLatin1Char('L'));
        model.setLabel(longLabel);
        model.set(4);
        model.setClean();
        model.set(5);
        model.setLabel(longLabel + QLatin1Char('!'));
        model.setLabel(longLabel);
        model.undo();
        const QJsonObject session = model.sessionJson();
        // Long strings are stored once however many steps hold them.
        QCOMPARE(session.value(QStringLiteral("strings")).toArray().size(), 2);

        CounterModel restored;
        QString error;
        QVERIFY(restored.restoreSessionJson(session, &error));
        QCOMPARE(restored.historyDescriptions(), model.historyDescriptions());
        QCOMPARE(restored.historyIndex(), model.historyIndex());
        QVERIFY(restored.state().equals(model.state()));
        QVERIFY(!restored.isClean());
        restored.undo();
        restored.undo();
        QVERIFY(restored.isClean());
        QCOMPARE(restored.state().value, 4);
        restored.redo();
        restored.redo();
        restored.redo();
        QCOMPARE(restored.state().label, longLabel);
    }

    void aCorruptedSessionKeepsWhatCanBeRead() {
        CounterModel model;
        model.set(4);
        model.set(5);
        QJsonObject session = model.sessionJson();
        QJsonArray steps = session.value(QStringLiteral("steps")).toArray();
        QJsonObject first = steps.at(0).toObject();
        first.insert(QStringLiteral("state"),
                     QJsonObject{{QStringLiteral("position"), QStringLiteral("-1")}});
        steps.replace(0, first);
        session.insert(QStringLiteral("steps"), steps);

        CounterModel restored;
        QString error;
        QVERIFY(!restored.restoreSessionJson(session, &error));
        QCOMPARE(restored.state().value, 5); // the present step was valid and is kept
        QCOMPARE(restored.historySize(), 1);
        QVERIFY(error.contains(QStringLiteral("step 1")));

        session.insert(QStringLiteral("index"), 0);
        CounterModel fallback;
        fallback.set(77);
        QVERIFY(!fallback.restoreSessionJson(session, &error));
        QCOMPARE(fallback.state().value, 3); // nothing valid at the present step: the example
        QVERIFY(error.contains(QStringLiteral("position was lost")));

        for (const QJsonObject& broken :
             {QJsonObject{}, QJsonObject{{QStringLiteral("version"), 1}},
              QJsonObject{{QStringLiteral("version"), 1},
                          {QStringLiteral("index"), 5},
                          {QStringLiteral("steps"), QJsonArray{}}}}) {
            CounterModel m;
            QVERIFY(!m.restoreSessionJson(broken, &error));
            QCOMPARE(m.state().value, 3);
        }
    }

    void messagesAreOneEscapedLine() {
        QCOMPARE(messagetext::oneLine(QStringLiteral("a\nb\tc\r")), QStringLiteral("a\\nb\\tc\\r"));
        QCOMPARE(messagetext::oneLine(QString::fromUtf8("x\0y\x1b", 4)),
                 QStringLiteral("x\\x00y\\x1b"));
        const QString shortened = messagetext::oneLine(QString(1000, QLatin1Char('a')), 100);
        QVERIFY(shortened.size() <= 101);
        QVERIFY(shortened.contains(QStringLiteral(" … ")));
    }

    // Durations with three significant digits in the unit they round to, never in exponent form.
    void durationsAreWrittenAsAPersonWould() {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        const auto text = [](double seconds) {
            return durationText(seconds).replace(QChar(0x00A0), QLatin1Char(' '));
        };
        QCOMPARE(text(0.000481), QStringLiteral("0.481 ms"));
        QCOMPARE(text(0.0123), QStringLiteral("12.3 ms"));
        QCOMPARE(text(0.161), QStringLiteral("161 ms"));
        QCOMPARE(text(0.9994), QStringLiteral("999 ms"));
        QCOMPARE(text(0.9996), QStringLiteral("1.00 s")); // was "1E+03 ms"
        QCOMPARE(text(1.61), QStringLiteral("1.61 s"));
        QCOMPARE(text(59.994), QStringLiteral("59.99 s"));
        QCOMPARE(text(59.996), QStringLiteral("1 min 0 s")); // was "60.00 s"
        QCOMPARE(text(125.0), QStringLiteral("2 min 5 s"));
        QCOMPARE(text(0.0), QStringLiteral("0 ms"));
        QVERIFY(!durationText(0.5).contains(QLatin1Char('E')));
        QLocale::setDefault(before);
    }

    void readingRefusesWhatIsNotABoundedTextFile() {
        QTemporaryDir dir;
        QString text;
        QString error;
        QVERIFY(!textfile::read(dir.path(), &text, &error));
        QVERIFY2(error.contains(QStringLiteral("folder")), qPrintable(error));
        // A device and a pipe are refused without reading: a pipe without a writer would block
        // the window for ever.
        QVERIFY(!textfile::read(QStringLiteral("/dev/zero"), &text, &error));
        QVERIFY2(error.contains(QStringLiteral("not a regular file")), qPrintable(error));
        const QString fifo = dir.filePath(QStringLiteral("pipe"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QElapsedTimer clock;
        clock.start();
        QVERIFY(!textfile::read(fifo, &text, &error));
        PW_VERIFY_FASTER(clock.elapsed(), 1000);
        QVERIFY2(error.contains(QStringLiteral("pipe")) && error.contains(QStringLiteral("pipe:")),
                 qPrintable(error));
        QFile huge(dir.filePath(QStringLiteral("huge.txt"))); // sparse: no disk used
        QVERIFY(huge.open(QIODevice::WriteOnly));
        QVERIFY(huge.resize(PageModel::kMaxTextBytes + 1));
        huge.close();
        QVERIFY(!textfile::read(huge.fileName(), &text, &error));
        QVERIFY2(error.contains(QStringLiteral("limit")) &&
                     error.contains(QStringLiteral("huge.txt")),
                 qPrintable(error));
        QVERIFY(!textfile::read(dir.filePath(QStringLiteral("missing.txt")), &text, &error));
        QFile binary(dir.filePath(QStringLiteral("nul.txt")));
        QVERIFY(binary.open(QIODevice::WriteOnly));
        binary.write(QByteArray("4\n\0\n", 4));
        binary.close();
        QVERIFY(!textfile::read(binary.fileName(), &text, &error));
        QVERIFY2(error.contains(QStringLiteral("NUL")), qPrintable(error));
        QFile latin1(dir.filePath(QStringLiteral("latin1.txt")));
        QVERIFY(latin1.open(QIODevice::WriteOnly));
        latin1.write("caf\xe9\n");
        latin1.close();
        QVERIFY(!textfile::read(latin1.fileName(), &text, &error));
        QFile good(dir.filePath(QStringLiteral("good.txt")));
        QVERIFY(good.open(QIODevice::WriteOnly));
        good.write("\xEF\xBB\xBF"
                   "6\n");
        good.close();
        QVERIFY(textfile::read(good.fileName(), &text, &error));
        QCOMPARE(text, QStringLiteral("6\n"));
    }

    void aFailedWriteLeavesTheOldFileWhole() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("a.txt"));
        QString error;
        QVERIFY(textfile::writeAtomically(path, "old\n", &error));
        QVERIFY(!textfile::writeAtomically(dir.path(), "x", &error));
        // No permission to create the temporary file next to it (root ignores modes: skip then).
        if (geteuid() != 0) {
            QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::ExeOwner);
            QVERIFY(!textfile::writeAtomically(path, "new\n", &error));
            QFile::setPermissions(dir.path(), QFileDevice::ReadOwner | QFileDevice::WriteOwner |
                                                  QFileDevice::ExeOwner);
            QFile file(path);
            QVERIFY(file.open(QIODevice::ReadOnly));
            QCOMPARE(file.readAll(), QByteArray("old\n"));
        }
    }

    void aFullDiskLeavesTheOldFileWhole() {
        // A real full file system: a 64 KiB tmpfs (needs root and mount; skipped elsewhere).
        QTemporaryDir dir;
        if (QProcess::execute(QStringLiteral("mount"),
                              {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
                               QStringLiteral("size=64k"), QStringLiteral("tmpfs"), dir.path()}) !=
            0)
            QSKIP("cannot mount a small tmpfs here");
        const QString path = dir.filePath(QStringLiteral("doc.pwb"));
        QString error;
        QVERIFY(textfile::writeAtomically(path, "saved\n", &error));
        const bool failed = !textfile::writeAtomically(path, QByteArray(200 * 1024, 'x'), &error);
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray after = file.readAll();
        file.close();
        QProcess::execute(QStringLiteral("umount"), {dir.path()});
        QVERIFY(failed);
        QVERIFY2(error.contains(QStringLiteral("not changed")), qPrintable(error));
        QCOMPARE(after, QByteArray("saved\n"));
    }
};

QTEST_MAIN(TestPageModel)
#include "test_page_model.moc"
