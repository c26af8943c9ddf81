// The main window's files, undo and session: round trips through judge text and workbench
// documents, undo/redo of edits, a restored session, and unsaved edits surviving a restart.
#include "app/helpdialog.h"
#include "app/translations.h"
#include "engine/patience/deal.h"
#include "app/mainwindow.h"
#include "app/puzzlepage.h"

#include <QAbstractButton>
#include <QImage>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtTest>

namespace {
// SPEC.md section 4, sample 1, and its position id.
const char* kSample1 = "4\n2 3 4\n*aba\na*ab\nba*b\nabb*\n";
const QString kSample1Id = QStringLiteral("4:2,3,4:abaabb");
} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(QStringLiteral("PuzzleWorkbenchTests"));
        QCoreApplication::setApplicationName(QStringLiteral("test_mainwindow"));
    }
    void init() { QSettings().clear(); }

    void judgeTextRoundTrip() {
        QTemporaryDir dir;
        MainWindow window;
        QVERIFY(window.showPage(QStringLiteral("stones")));
        PuzzlePage* stones = window.currentPage();
        QString error;
        QVERIFY(stones->loadText(QString::fromLatin1(kSample1), &error));
        QCOMPARE(stones->positionId(), kSample1Id);
        const QString path = dir.filePath(QStringLiteral("sample.txt"));
        QVERIFY2(window.saveFile(path, &error), qPrintable(error));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        QCOMPARE(file.readAll(), QByteArray(kSample1));
        QVERIFY(!window.hasUnsavedChanges());

        MainWindow other;
        other.showPage(QStringLiteral("stones"));
        QVERIFY2(other.openFile(path, &error), qPrintable(error));
        QCOMPARE(other.currentPage()->positionId(), kSample1Id);
        QCOMPARE(other.documentPath(), path);
    }

    void everyPagesJudgeTextRoundTrips() {
        QTemporaryDir dir;
        MainWindow window;
        MainWindow other; // keeps the built-in examples
        // Positions unlike the examples: SPEC samples and hand-made ones.
        const QMap<QString, QString> ids = {
            {QStringLiteral("jenga"), QStringLiteral("RGB/RGB")},
            {QStringLiteral("patience"),
             QString::fromStdString(pw::patience::textId(pw::patience::randomDeal(7, pw::patience::DealLayout::standard())))},
            {QStringLiteral("hackenbush"), QStringLiteral("WBB|WBW|B,BWW|BWW|WBB")},
            {QStringLiteral("stones"), kSample1Id}};
        for (PuzzlePage* p : window.pages()) {
            QString loadError;
            QVERIFY2(p->loadPositionId(ids.value(p->puzzleId()), &loadError), qPrintable(loadError));
            QVERIFY(p->positionId() != other.page(p->puzzleId())->positionId());
            QVERIFY(window.showPage(p->puzzleId()));
            const QString path = dir.filePath(p->puzzleId() + QStringLiteral(".txt"));
            QString error;
            QVERIFY2(window.saveFile(path, &error), qPrintable(error));
            QVERIFY(other.showPage(p->puzzleId()));
            QVERIFY2(other.openFile(path, &error), qPrintable(error));
            QCOMPARE(other.currentPage()->positionId(), p->positionId());
            QCOMPARE(other.currentPage()->judgeText(), p->judgeText());
        }
    }

    void workbenchDocumentRoundTrip() {
        QTemporaryDir dir;
        MainWindow window;
        PuzzlePage* stones = window.page(QStringLiteral("stones"));
        QString error;
        QVERIFY(stones->loadText(kSample1Id, &error));
        const QString path = dir.filePath(QStringLiteral("all.pwb"));
        QVERIFY2(window.saveFile(path, &error), qPrintable(error));

        MainWindow other;
        QVERIFY(other.page(QStringLiteral("stones"))->positionId() != kSample1Id);
        QVERIFY2(other.openFile(path, &error), qPrintable(error));
        QCOMPARE(other.page(QStringLiteral("stones"))->positionId(), kSample1Id);
        for (PuzzlePage* p : window.pages())
            QCOMPARE(other.page(p->puzzleId())->positionId(), p->positionId());
        QVERIFY(!other.hasUnsavedChanges());
    }

    void badFileLeavesEverythingUntouched() {
        QTemporaryDir dir;
        MainWindow window;
        window.showPage(QStringLiteral("stones"));
        const QString before = window.currentPage()->positionId();
        const QString path = dir.filePath(QStringLiteral("bad.pwb"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"format":"puzzle-workbench","version":1,"pages":{"stones":{"position":"4:9,3,4:abaabb"}}})");
        file.close();
        QString error;
        QVERIFY(!window.openFile(path, &error));
        QVERIFY(error.contains(QStringLiteral("stones")));
        QCOMPARE(window.currentPage()->positionId(), before);
    }

    void everyPagesIdRoundTrips() {
        MainWindow window;
        for (PuzzlePage* p : window.pages()) {
            const QString id = p->positionId();
            QVERIFY2(!id.isEmpty(), qPrintable(p->puzzleId()));
            QString error;
            QVERIFY2(p->loadPositionId(id, &error), qPrintable(p->puzzleId() + ": " + error));
            QCOMPARE(p->positionId(), id);
            QVERIFY(!p->loadPositionId(QStringLiteral("not an id at all"), &error));
            QVERIFY(!error.isEmpty());
            QCOMPARE(p->positionId(), id);
        }
    }

    void everyPuzzleHasHelpWithItsPicture() {
        HelpDialog help;
        for (const char* topic : {"jenga", "patience", "hackenbush", "stones"}) {
            QVERIFY2(help.showTopic(QString::fromLatin1(topic)), topic);
            QVERIFY(help.text().contains(QStringLiteral("What the page shows")));
            QVERIFY(help.text().contains(QStringLiteral("Mouse and keys")));
            // The picture renders (SVG image plug-in present, file compiled in).
            QVERIFY2(!QImage(QStringLiteral(":/help/%1.svg").arg(QString::fromLatin1(topic))).isNull(), topic);
        }
        QVERIFY(help.showTopic(QStringLiteral("shortcuts")));
        QVERIFY(help.text().contains(QStringLiteral("Ctrl+Shift+V")));
        QVERIFY(!help.showTopic(QStringLiteral("chess")));
    }

    void chineseTranslationLoads() {
        QCOMPARE(translations::install(QStringLiteral("zh_CN")), QStringLiteral("zh_CN"));
        QCOMPARE(QCoreApplication::translate("MainWindow", "&File"), QStringLiteral("文件(&F)"));
        {
            MainWindow window;
            QCOMPARE(window.page(QStringLiteral("patience"))->title(), QStringLiteral("双重接龙"));
            HelpDialog help;
            QVERIFY(help.showTopic(QStringLiteral("stones")));
            QVERIFY(HelpDialog::topicPath(QStringLiteral("stones")).contains(QStringLiteral("zh_CN")));
        }
        QCOMPARE(translations::install(QStringLiteral("en")), QStringLiteral("en"));
        QCOMPARE(QCoreApplication::translate("MainWindow", "&File"), QStringLiteral("&File"));
    }

    void viewsAndSymbolButtonsAreNamed() {
        MainWindow window;
        for (PuzzlePage* p : window.pages()) {
            for (QWidget* w : p->findChildren<QWidget*>()) {
                const QString className = QString::fromLatin1(w->metaObject()->className());
                // The pages' own views (StonesView, JengaView, …) are what screen readers meet first.
                if (className.endsWith(QLatin1String("View")) && !className.startsWith(QLatin1Char('Q')))
                    QVERIFY2(!w->accessibleName().isEmpty(), qPrintable(p->puzzleId() + ": " + className));
                // A button showing only a symbol (+, −, R…) needs words somewhere.
                if (auto* button = qobject_cast<QAbstractButton*>(w)) {
                    const QString text = button->text().remove(QLatin1Char('&')).trimmed();
                    if (text.size() <= 1)
                        QVERIFY2(!button->toolTip().isEmpty() || !button->accessibleName().isEmpty(),
                                 qPrintable(p->puzzleId() + ": button '" + text + "' " + button->objectName()));
                }
            }
        }
    }

    void undoAndRedoEdits() {
        MainWindow window;
        PuzzlePage* stones = window.page(QStringLiteral("stones"));
        const QString example = stones->positionId();
        QString error;
        QVERIFY(stones->loadText(kSample1Id, &error));
        QVERIFY(stones->loadText(QStringLiteral("4:1,2,3:abaabb"), &error));
        QCOMPARE(stones->undoStack()->count(), 2);
        QVERIFY(window.hasUnsavedChanges());
        stones->undoStack()->undo();
        QCOMPARE(stones->positionId(), kSample1Id);
        stones->undoStack()->undo();
        QCOMPARE(stones->positionId(), example);
        QVERIFY(!window.hasUnsavedChanges());
        stones->undoStack()->redo();
        stones->undoStack()->redo();
        QCOMPARE(stones->positionId(), QStringLiteral("4:1,2,3:abaabb"));
    }

    void sessionIsRestoredWithUnsavedEdits() {
        {
            MainWindow window;
            window.showPage(QStringLiteral("stones"));
            QString error;
            QVERIFY(window.currentPage()->loadText(kSample1Id, &error));
            window.writeSession(); // what the autosave timer does a second after an edit
        } // no save, no close: as if the program had been killed
        MainWindow restored;
        QVERIFY(restored.restoreSession());
        QCOMPARE(restored.currentPage()->puzzleId(), QStringLiteral("stones"));
        QCOMPARE(restored.currentPage()->positionId(), kSample1Id);
        QVERIFY(restored.hasUnsavedChanges());
    }

    void noSessionMeansExamples() {
        MainWindow window;
        QVERIFY(!window.restoreSession());
        QVERIFY(!window.hasUnsavedChanges());
    }
};

QTEST_MAIN(TestMainWindow)
#include "test_mainwindow.moc"
