// MainWindow, the session: every page's history and document, the page shown and the window,
// written atomically under a lock within a second of a change and read back at the next start.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mainwindow.h"

#include "app/appdata.h"
#include "app/messagetext.h"
#include "app/puzzlepage.h"
#include "app/screenfit.h"
#include "app/textfile.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLockFile>
#include <QStandardPaths>
#include <QStatusBar>

namespace {

// Version 3 keeps each page's document in its page; version 2's one document path for the whole
// window (written over by whichever page was saved) is not carried over.
constexpr int kSessionVersion = 3;
constexpr int kOldestSessionVersion = 2;
// How long a write waits for another process's write to end before giving up on this one.
constexpr int kLockWaitMs = 2000;
// A session holds every page's history; its size is bounded like any outside text, times four.
constexpr qint64 kMaxSessionBytes = 4 * PageModel::kMaxTextBytes;

} // namespace

QString MainWindow::sessionPath() {
    return appdata::sessionPath();
}

QJsonObject MainWindow::sessionObject() const {
    QJsonObject pagesJson;
    for (PuzzlePage* p : pages())
        pagesJson.insert(p->puzzleId(), p->model()->sessionJson());
    return {{QStringLiteral("version"), kSessionVersion},
            {QStringLiteral("page"), currentPage()->puzzleId()},
            {QStringLiteral("geometry"), QString::fromLatin1(saveGeometry().toBase64())},
            {QStringLiteral("pages"), pagesJson}};
}

void MainWindow::fitToScreen() {
    const QSize wanted = testAttribute(Qt::WA_Resized) ? size() : sizeHint();
    resize(fittedToScreen(this, wanted, minimumSizeHint()));
}

void MainWindow::applySession(const QJsonObject& session, QStringList* problems) {
    restoreGeometry(
        QByteArray::fromBase64(session.value(QStringLiteral("geometry")).toString().toLatin1()));
    const QJsonObject pagesJson = session.value(QStringLiteral("pages")).toObject();
    for (PuzzlePage* p : pages()) {
        if (!pagesJson.contains(p->puzzleId()))
            continue;
        QString error;
        if (!p->model()->restoreSessionJson(pagesJson.value(p->puzzleId()).toObject(), &error))
            *problems << error;
    }
    showPage(session.value(QStringLiteral("page")).toString());
    updateTitle();
    updateEditActions();
}

bool MainWindow::writeSession() {
    autosave_.stop();
    if (!sessionEnabled_)
        return false;
    QDir().mkpath(QFileInfo(sessionPath()).absolutePath());
    // Under a lock: no two processes ever interleave their writes (a lock left by a process that
    // was killed is recognised as stale and taken over).
    QLockFile lock(sessionPath() + QStringLiteral(".lock"));
    QString error;
    if (!lock.tryLock(kLockWaitMs))
        error = tr("another Puzzle Workbench is writing it");
    else
        textfile::writeAtomically(
            sessionPath(), QJsonDocument(sessionObject()).toJson(QJsonDocument::Compact), &error);
    if (!error.isEmpty()) {
        statusBar()->showMessage(tr("The session could not be saved: %1").arg(error), 10000);
        return false;
    }
    return true;
}

bool MainWindow::restoreSession() {
    const QString path = sessionPath();
    if (!QFileInfo::exists(path))
        return false;
    QStringList problems;
    QJsonObject session;
    {
        QFile file(path);
        QByteArray bytes;
        if (!file.open(QIODevice::ReadOnly))
            problems << file.errorString();
        else if ((bytes = file.read(kMaxSessionBytes + 1)).size() > kMaxSessionBytes)
            problems << tr("it is larger than %1 bytes").arg(kMaxSessionBytes);
        else {
            QJsonParseError parseError{};
            session = QJsonDocument::fromJson(bytes, &parseError).object();
            if (parseError.error != QJsonParseError::NoError)
                problems << parseError.errorString();
            else if (const int version = session.value(QStringLiteral("version")).toInt();
                     version < kOldestSessionVersion || version > kSessionVersion)
                problems << tr("it is of an unknown version");
        }
    }
    if (problems.isEmpty())
        applySession(session, &problems);
    if (!problems.isEmpty()) {
        // Nothing the user had is thrown away silently: the file is kept for a closer look.
        const QString aside =
            path + QStringLiteral(".unreadable-") +
            QDateTime::currentDateTime().toString(QStringLiteral("yyyyMMdd-HHmmss"));
        QFile::remove(aside);
        const bool kept = QFile::copy(path, aside);
        showMessage(
            tr("Session"),
            tr("The last session could not be read in full (%1). What could be read was restored; "
               "the file was kept as %2.")
                .arg(messagetext::oneLine(problems.join(QStringLiteral("; "))),
                     kept ? aside : tr("(it could not be copied)")));
    }
    return true;
}
