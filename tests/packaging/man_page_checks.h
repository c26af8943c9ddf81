// What both installed man pages must say: the release's date (never the build's), the FILES
// section with the session and the settings, and documentation that is installed (not docs/ in
// the source tree). Compiled with PW_RELEASE_DATE, PW_VERSION, PW_DOC_DIR and PW_SOURCE_DIR.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFileInfo>
#include <QRegularExpression>
#include <QtTest>

// Roff escapes each '-' as "\-".
inline QByteArray roffDashes(QByteArray text) {
    return text.replace('-', "\\-");
}

// The page's lines, as a list to compare exact lines in.
inline QList<QByteArray> manLines(const QByteArray& page) {
    return page.split('\n');
}

// Whether `page` is a right man page of `program` (e.g. "puzzle-workbench-cli"); a warning says
// what is wrong when it is not.
inline bool checkManPage(const QByteArray& page, const QByteArray& program) {
    const QList<QByteArray> lines = manLines(page);
    const QByteArray title = ".TH " + roffDashes(program.toUpper()) + " 1 \"" +
                             roffDashes(PW_RELEASE_DATE) + "\" \"" + roffDashes(program) +
                             " " PW_VERSION "\" \"User Commands\"";
    if (!lines.contains(title)) {
        qWarning("no title line %s", title.constData());
        return false;
    }
    const QByteArray session = ".I ~/.local/share/puzzle\\-workbench/session.json";
    const QByteArray settings = ".I ~/.config/puzzle\\-workbench/puzzle\\-workbench.conf";
    for (const QByteArray& line :
         {QByteArray(".SH FILES"), session, settings, QByteArray(".SH SEE ALSO")})
        if (!lines.contains(line)) {
            qWarning("no line %s", line.constData());
            return false;
        }
    if (page.contains("docs/")) {
        qWarning("a reference to docs/ in the source tree");
        return false;
    }
    // Every installed document named is one of docs/*.md, which packaging.cmake installs.
    const QRegularExpression installed(
        QRegularExpression::escape(QString::fromUtf8(roffDashes(PW_DOC_DIR))) +
        QStringLiteral("/([a-z\\\\-]+)\\.md\\.gz"));
    int named = 0;
    for (auto match = installed.globalMatch(QString::fromUtf8(page)); match.hasNext(); ++named) {
        const QString name = match.next().captured(1).replace(QStringLiteral("\\-"), "-");
        if (!QFileInfo::exists(QStringLiteral(PW_SOURCE_DIR "/docs/%1.md").arg(name))) {
            qWarning("names %s.md.gz, which is not installed", qPrintable(name));
            return false;
        }
    }
    if (named < 2) {
        qWarning("names %d installed documents, expected cli.md.gz and puzzles.md.gz", named);
        return false;
    }
    return true;
}
