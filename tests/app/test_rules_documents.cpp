// Every page's rules where the work is kept and where it goes: a .pwb document and the session
// keep them (old files without rules read as the contest's), a page under other rules saved as a
// judge file asks for a workbench document instead, a judge file with green cubes opens with
// them allowed, and the exports and the printout name the rules.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/hackenbush/hackenbushmodel.h"
#include "app/jenga/jengamodel.h"
#include "app/mainwindow.h"
#include "app/patience/patiencemodel.h"
#include "app/puzzlepage.h"
#include "app/stones/stonesmodel.h"
#include "app/translations.h"
#include "common/model_wait.h"
#include "common/page_wait.h"

#include <QApplication>
#include <QFile>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

template <class Model> Model* modelOf(const MainWindow& window, const char* puzzle) {
    return qobject_cast<Model*>(window.page(QString::fromLatin1(puzzle))->model());
}

// Every page under rules other than the contest's.
void setVariants(const MainWindow& window) {
    modelOf<JengaModel>(window, "jenga")->setRules(pw::jenga::Rules{{0, 1, 1}, 0});
    modelOf<StonesModel>(window, "stones")->setRules(pw::stones::Rules{{1, 3, 4}});
    modelOf<PatienceModel>(window, "patience")
        ->setRules({pw::patience::Choose::Ranks, pw::patience::Pairing::RankColour});
    auto* hackenbush = modelOf<HackenbushModel>(window, "hackenbush");
    hackenbush->setRules(pw::hackenbush::Rules{true});
    QVERIFY(hackenbush->setFromTextId(true, QStringLiteral("WG|GW")));
}

void checkVariants(const MainWindow& window) {
    QCOMPARE(modelOf<JengaModel>(window, "jenga")->rulesText(), QStringLiteral("0,1,1,0"));
    QCOMPARE(modelOf<StonesModel>(window, "stones")->rulesText(), QStringLiteral("2,4,5"));
    QCOMPARE(modelOf<PatienceModel>(window, "patience")->rulesText(),
             QStringLiteral("ranks,rank-colour"));
    auto* hackenbush = modelOf<HackenbushModel>(window, "hackenbush");
    QCOMPARE(hackenbush->rulesText(), QStringLiteral("WBG"));
    QCOMPARE(hackenbush->state().test().first.tower(1).letters(), std::string("GW"));
}

QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QCOMPARE(file.write(bytes), bytes.size());
}

// Answers the next message box with its button labelled `label`, and keeps the box's words.
void answerNextBox(const QString& label, QString* asked) {
    QTimer::singleShot(50, [label, asked] {
        auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget());
        if (!box)
            return;
        *asked = box->text() + QLatin1Char('\n') + box->informativeText();
        for (QAbstractButton* button : box->buttons())
            if (button->text() == label)
                button->click();
    });
}

} // namespace

class TestRulesDocuments : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PuzzleWorkbenchTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_rules_documents"));
        translations::install(QStringLiteral("en"));
    }
    void init() {
        QSettings().clear();
        QFile::remove(MainWindow::sessionPath());
    }

    // A .pwb written and read back keeps every page's rules, and the answers under them.
    void aDocumentKeepsEveryPagesRules() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("variants.pwb"));
        MainWindow window;
        window.setSessionEnabled(false);
        setVariants(window);
        QString error;
        QVERIFY2(window.saveWorkbench(path, &error), qPrintable(error));
        const QByteArray saved = readFile(path);
        QVERIFY2(saved.contains("\"rules\":\"0,1,1,0\"") ||
                     saved.contains("\"rules\": \"0,1,1,0\""),
                 saved.constData());
        MainWindow reopened;
        reopened.setSessionEnabled(false);
        QVERIFY2(reopened.openFile(path, &error), qPrintable(error));
        checkVariants(reopened);
        auto* jenga = modelOf<JengaModel>(reopened, "jenga");
        QVERIFY(waitSettled(*jenga, 120000));
        pw::SolveControl control;
        QCOMPARE(*jenga->expectedDuration(),
                 pw::jenga::solve(jenga->state().tower, control, pw::jenga::Rules{{0, 1, 1}, 0})
                     .expectedDuration);
        QVERIFY(!reopened.isWindowModified());
    }

    // A document written before the Rules box (no "rules") opens under the contest's rules.
    void anOldDocumentIsTheContests() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("old.pwb"));
        writeFile(path, R"({"format":"puzzle-workbench","version":1,"current":"jenga","pages":{)"
                        R"("jenga":{"position":"RGB/RGB","options":{"mode":"edit","seed":1}},)"
                        R"("stones":{"position":"4:2,3,4:abaabb","options":{}}}})");
        MainWindow window;
        window.setSessionEnabled(false);
        setVariants(window);
        QString error;
        QVERIFY2(window.openFile(path, &error), qPrintable(error));
        QVERIFY(modelOf<JengaModel>(window, "jenga")->hasContestRules());
        QVERIFY(modelOf<StonesModel>(window, "stones")->hasContestRules());
    }

    // The session (written as the autosave does, then restored) keeps the rules and their
    // history: undo goes back through them.
    void theSessionKeepsTheRules() {
        {
            MainWindow window;
            setVariants(window);
            QVERIFY(window.writeSession());
        }
        MainWindow restored;
        QVERIFY(restored.restoreSession());
        checkVariants(restored);
        auto* stones = modelOf<StonesModel>(restored, "stones");
        stones->undo();
        QVERIFY(stones->hasContestRules());
    }

    // A page under other rules saved as a judge file: asked first. A workbench document keeps
    // the rules; the position alone leaves the page unsaved (its rules are not in the file).
    void aVariantSavedAsJudgeTextAsksForADocument() {
        QTemporaryDir dir;
        const QString judge = dir.filePath(QStringLiteral("tower.txt"));
        const QString document = dir.filePath(QStringLiteral("tower.pwb"));
        MainWindow window;
        window.setSessionEnabled(false);
        window.setSavePathChooser(
            [&](const QString&, const QString&, const QString&, QString*) { return document; });
        PuzzlePage* page = window.page(QStringLiteral("jenga"));
        auto* jenga = qobject_cast<JengaModel*>(page->model());
        jenga->setRules(pw::jenga::Rules{{1, 1, 1}, 3});
        QString asked;
        QString error;
        answerNextBox(QStringLiteral("Save a workbench document\u2026"), &asked);
        QVERIFY2(window.savePageAs(page, judge, &error), qPrintable(error));
        QVERIFY2(asked.contains(QStringLiteral("a die of 1 red, 1 green, 1 blue and 3 black")),
                 qPrintable(asked));
        QVERIFY(!QFile::exists(judge));
        QVERIFY(readFile(document).contains("1,1,1,3"));
        QCOMPARE(jenga->document().path, document);
        QVERIFY(jenga->isClean());

        asked.clear();
        answerNextBox(QStringLiteral("Save the position only"), &asked);
        QVERIFY2(window.savePageAs(page, judge, &error), qPrintable(error));
        QVERIFY(!asked.isEmpty());
        QCOMPARE(readFile(judge), jenga->judgeText().toUtf8());
        QVERIFY(!jenga->isClean()); // the rules are not in that file
        asked.clear();
        answerNextBox(QStringLiteral("Cancel"), &asked);
        QVERIFY(!window.savePageAs(page, judge, &error));
        QVERIFY(!asked.isEmpty());

        // Under the contest's rules nothing is asked.
        jenga->setRules({});
        QVERIFY2(window.savePageAs(page, judge, &error), qPrintable(error));
        QVERIFY(jenga->isClean());
    }

    // A judge file with green cubes (the format's documented extension) opens on a contest
    // page with green cubes allowed, as one step.
    void aJudgeFileWithGreenCubesBringsThem() {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("green.txt"));
        writeFile(path, "1\nTest 1\n2 1 0\nW G\nG\n0 0 0\n");
        MainWindow window;
        window.setSessionEnabled(false);
        QString error;
        QVERIFY2(window.openFile(path, &error), qPrintable(error));
        auto* hackenbush = modelOf<HackenbushModel>(window, "hackenbush");
        QVERIFY(hackenbush->rules().greenCubes);
        QVERIFY(waitSettled(*hackenbush, 60000));
        // C1 = 1* + * = 1 against C2 = 0: Yes.
        QCOMPARE(hackenbush->analysis()->judgeAnswers.value(0), QStringLiteral("Yes"));
        hackenbush->undo();
        QVERIFY(hackenbush->rules().isContest());
    }

    // The exports of a page under other rules name them: each CSV table in a column of its own,
    // each picture in its description; the printout's answer says them.
    void exportsNameTheRules() {
        QTemporaryDir dir;
        MainWindow window;
        window.setSessionEnabled(false);
        window.showPage(QStringLiteral("jenga"));
        auto* jenga = modelOf<JengaModel>(window, "jenga");
        jenga->setRules(pw::jenga::Rules{{0, 1, 1}, 0});
        QVERIFY(waitSettled(*window.currentPage(), 120000));
        bool csv = false;
        bool svg = false;
        for (const MainWindow::ExportChoice& choice : window.exportChoices()) {
            if (choice.suffix == QLatin1String("csv")) {
                const QStringList rows =
                    choice.csv.split(QStringLiteral("\r\n"), Qt::SkipEmptyParts);
                QVERIFY(rows.first().endsWith(QStringLiteral(",rules")));
                for (const QString& row : rows.mid(1))
                    QVERIFY2(row.endsWith(QStringLiteral(",\"0,1,1,0\"")), qPrintable(row));
                csv = true;
            } else if (choice.suffix == QLatin1String("svg") && !svg) {
                const QString path = dir.filePath(QStringLiteral("tower.svg"));
                QString error;
                QVERIFY2(window.exportTo(path, choice, &error), qPrintable(error));
                QVERIFY(readFile(path).contains("under other rules: a die of 0 red"));
                svg = true;
            }
        }
        QVERIFY(csv && svg);
        QVERIFY(
            window.currentPage()->report().answer.contains(QStringLiteral("Under other rules")));
        jenga->setRules({});
        QVERIFY(waitSettled(*window.currentPage(), 120000));
        for (const MainWindow::ExportChoice& choice : window.exportChoices())
            if (choice.suffix == QLatin1String("csv"))
                QVERIFY(!choice.csv.contains(QStringLiteral("rules")));
    }
};

QTEST_MAIN(TestRulesDocuments)
#include "test_rules_documents.moc"
