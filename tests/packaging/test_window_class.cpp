// Issue 38: docks and task bars match a window to its launcher by the X11 WM_CLASS, which the
// desktop file names in StartupWMClass; it had none. The application runs on a private X server
// (xvfb-run), and the class of its main window is the desktop file's StartupWMClass.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/timing.h"
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QtTest>

namespace {

// The application's main window, found by its title ("Untitled — Colored Jenga — Puzzle
// Workbench"; Qt's own leader window is called "Puzzle Workbench"), and its WM_CLASS.
const char* const kScript =
    "\"$1\" --examples & app=$!\n"
    "for i in $(seq 300); do\n"
    "  id=$(xwininfo -root -children |\n"
    "      sed -n 's/^ *\\(0x[0-9a-f]*\\) \"[^\"][^\"]* Puzzle Workbench\".*/\\1/p' | head -n 1)\n"
    "  [ -n \"$id\" ] && break\n"
    "  sleep 0.1\n"
    "done\n"
    "[ -n \"$id\" ] && xprop -id \"$id\" WM_CLASS\n"
    "kill \"$app\"; wait \"$app\"\n";

} // namespace

class TestWindowClass : public QObject {
    Q_OBJECT
private slots:
    void theWindowsClassIsTheDesktopFiles() {
        QFile desktop(QStringLiteral(PW_DESKTOP_FILE));
        QVERIFY(desktop.open(QIODevice::ReadOnly));
        QString startupClass;
        for (const QByteArray& line : desktop.readAll().split('\n'))
            if (line.startsWith("StartupWMClass="))
                startupClass = QString::fromUtf8(line.mid(15).trimmed());
        QCOMPARE(startupClass, QStringLiteral("puzzle-workbench"));

        for (const char* tool : {"xvfb-run", "xwininfo", "xprop"})
            if (QStandardPaths::findExecutable(QString::fromLatin1(tool)).isEmpty())
                QFAIL(qPrintable(QStringLiteral("%1 is missing (scripts/install-deps.sh)")
                                     .arg(QString::fromLatin1(tool))));
        const QString script = QString::fromUtf8(kScript);
        QTemporaryDir home;
        QProcess run;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("HOME"), home.path());
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"),
                           home.filePath(QStringLiteral("config")));
        environment.insert(QStringLiteral("XDG_DATA_HOME"), home.filePath(QStringLiteral("data")));
        environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
        run.setProcessEnvironment(environment);
        run.start(QStringLiteral("xvfb-run"),
                  {QStringLiteral("-a"), QStringLiteral("sh"), QStringLiteral("-c"), script,
                   QStringLiteral("sh"), QStringLiteral(PW_APP_PATH)});
        QVERIFY(run.waitForFinished(kHangGuardMs));
        const QString out = QString::fromUtf8(run.readAllStandardOutput());
        QCOMPARE(out.trimmed(),
                 QStringLiteral("WM_CLASS(STRING) = \"%1\", \"%1\"").arg(startupClass));
    }
};

QTEST_GUILESS_MAIN(TestWindowClass)
#include "test_window_class.moc"
