// The GUI's --help and --version on a machine without a display (a build server, ssh, a packager's
// chroot): they must print their text and exit 0, where QApplication alone would abort.
// SPDX-License-Identifier: GPL-3.0-or-later
#include <QProcess>
#include <QtTest>

class TestAppHeadlessOptions : public QObject {
    Q_OBJECT

    // Runs the application with no display of any kind and no platform chosen for it.
    static QProcess* runHeadless(QObject* parent, const QStringList& arguments) {
        auto* app = new QProcess(parent);
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        for (const char* name : {"DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"})
            environment.remove(QString::fromLatin1(name));
        app->setProcessEnvironment(environment);
        app->start(QStringLiteral(PW_APP_PATH), arguments);
        return app;
    }

private slots:
    void version_data() {
        QTest::addColumn<QString>("option");
        QTest::newRow("long") << QStringLiteral("--version");
        QTest::newRow("short") << QStringLiteral("-v");
    }
    void version() {
        QFETCH(QString, option);
        QProcess* app = runHeadless(this, {option});
        QVERIFY(app->waitForFinished(30000));
        QCOMPARE(app->exitStatus(), QProcess::NormalExit);
        QCOMPARE(app->exitCode(), 0);
        QCOMPARE(app->readAllStandardOutput(), QByteArray("Puzzle Workbench " PW_VERSION "\n"));
    }

    void help_data() {
        QTest::addColumn<QString>("option");
        QTest::newRow("long") << QStringLiteral("--help");
        QTest::newRow("short") << QStringLiteral("-h");
    }
    void help() {
        QFETCH(QString, option);
        QProcess* app = runHeadless(this, {option});
        QVERIFY(app->waitForFinished(30000));
        QCOMPARE(app->exitStatus(), QProcess::NormalExit);
        QCOMPARE(app->exitCode(), 0);
        const QByteArray text = app->readAllStandardOutput();
        QVERIFY2(text.startsWith("Usage: "), text.constData());
        for (const char* option : {"--version", "--puzzle <PUZZLE>", "--screenshot <PNG>"})
            QVERIFY2(text.contains(option), option);
    }

    // The fault the options must not hide: asked to show a window, the app still refuses to run
    // without a display rather than pretend.
    void windowNeedsDisplay() {
        QProcess* app = runHeadless(this, {QStringLiteral("--puzzle"), QStringLiteral("stones")});
        QVERIFY(app->waitForFinished(30000));
        QVERIFY(app->exitStatus() == QProcess::CrashExit || app->exitCode() != 0);
    }
};

QTEST_GUILESS_MAIN(TestAppHeadlessOptions)
#include "test_app_headless_options.moc"
