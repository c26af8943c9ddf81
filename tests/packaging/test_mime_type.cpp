// The .pwb MIME type as the desktop sees it: update-mime-database compiles the packaged XML, then
// QMimeDatabase (what file managers built on Qt use) recognises documents by name and by content.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/timing.h"
#include "engine/document/workbench_document.h"

#include <QDir>
#include <QFile>
#include <QMimeDatabase>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

constexpr auto kType = "application/x-puzzle-workbench";

// A document exactly as the application saves it, so the magic is checked against the real format.
QByteArray savedDocument() {
    pw::document::WorkbenchDocument document;
    document.currentPuzzle = "stones";
    document.pages["stones"] = {"4:2,3,4:abaabb", "{}", ""};
    return QByteArray::fromStdString(pw::document::formatDocument(document));
}

} // namespace

class TestMimeType : public QObject {
    Q_OBJECT

    QTemporaryDir data_;

private slots:
    void initTestCase() {
        QVERIFY(data_.isValid());
        const QString packages = data_.filePath(QStringLiteral("mime/packages"));
        QVERIFY(QDir().mkpath(packages));
        QVERIFY(QFile::copy(QStringLiteral(PW_MIME_XML),
                            packages + QStringLiteral("/puzzle-workbench.xml")));
        // Our directory first, the system's for the parent type; QMimeDatabase reads these on first
        // use, and update-mime-database warns when its directory is not among them.
        qputenv("XDG_DATA_HOME", data_.filePath(QStringLiteral("home")).toLocal8Bit());
        qputenv("XDG_DATA_DIRS", (data_.path() + QStringLiteral(":/usr/share")).toLocal8Bit());
        const QString tool = QStandardPaths::findExecutable(QStringLiteral("update-mime-database"));
        QVERIFY2(!tool.isEmpty(), "update-mime-database (package shared-mime-info) is needed");
        QProcess update;
        update.start(tool, {data_.filePath(QStringLiteral("mime"))});
        QVERIFY(update.waitForFinished(kHangGuardMs));
        // update-mime-database reports a malformed package file on stderr but still exits 0.
        QCOMPARE(update.readAllStandardError(), QByteArray());
        QCOMPARE(update.exitCode(), 0);
        QVERIFY(QFile::exists(data_.filePath(QStringLiteral("mime/mime.cache"))));
    }

    void byName() {
        const QMimeDatabase db;
        const QMimeType type =
            db.mimeTypeForFile(QStringLiteral("lesson 3.pwb"), QMimeDatabase::MatchExtension);
        QCOMPARE(type.name(), QString::fromLatin1(kType));
        QCOMPARE(type.comment(), QStringLiteral("Puzzle Workbench document"));
        QVERIFY(type.inherits(QStringLiteral("application/json")));
        QCOMPARE(type.preferredSuffix(), QStringLiteral("pwb"));
        QCOMPARE(type.iconName(), QStringLiteral("application-x-puzzle-workbench"));
        QCOMPARE(type.genericIconName(),
                 QStringLiteral("io.github.puzzleworkbench.PuzzleWorkbench"));
    }

    void byContent() {
        const QMimeDatabase db;
        QCOMPARE(db.mimeTypeForData(savedDocument()).name(), QString::fromLatin1(kType));
    }

    // A saved document renamed without its extension is still recognised by its content.
    void renamedFile() {
        const QString path = data_.filePath(QStringLiteral("renamed"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(savedDocument());
        file.close();
        const QMimeDatabase db;
        QCOMPARE(db.mimeTypeForFile(path).name(), QString::fromLatin1(kType));
    }

    // Other JSON, and text that merely mentions the name far into it, is not claimed.
    void notClaimed_data() {
        QTest::addColumn<QByteArray>("data");
        QTest::newRow("other format") << QByteArray(R"({"format": "geojson", "version": 1})");
        QTest::newRow("name after 256 bytes")
            << QByteArray(300, ' ') + QByteArray(R"("puzzle-workbench")");
        QTest::newRow("unquoted name") << QByteArray("puzzle-workbench is a program\n");
    }
    void notClaimed() {
        QFETCH(QByteArray, data);
        const QMimeDatabase db;
        QVERIFY(db.mimeTypeForData(data).name() != QString::fromLatin1(kType));
    }
};

QTEST_GUILESS_MAIN(TestMimeType)
#include "test_mime_type.moc"
