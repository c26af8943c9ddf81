// textfile: bounded reads and verified atomic writes.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/textfile.h"

#include "app/messagetext.h"
#include "app/pagemodel.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QSaveFile>
#include <QStringDecoder>

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("textfile", text);
}

} // namespace

namespace textfile {

QString displayName(const QString& path) {
    return messagetext::oneLine(QFileInfo(path).fileName(), 120);
}

bool read(const QString& path, QString* text, QString* error) {
    const QFileInfo info(path);
    auto fail = [&](const QString& why) {
        *error = messagetext::oneLine(tr("cannot open %1: %2").arg(displayName(path), why));
        return false;
    };
    if (info.isDir())
        return fail(tr("it is a folder"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(file.errorString());
    // Read one byte past the limit: a device or pipe that never ends (/dev/zero) stops there.
    const qint64 limit = PageModel::kMaxTextBytes;
    QByteArray bytes = file.read(limit + 1);
    if (bytes.size() > limit)
        return fail(tr("it is larger than the limit of %1 bytes").arg(limit));
    if (file.error() != QFileDevice::NoError)
        return fail(file.errorString());
    if (bytes.contains('\0'))
        return fail(tr("it is not a text file (it contains NUL bytes)"));
    QStringDecoder decoder(QStringDecoder::Utf8);
    QString decoded = decoder.decode(bytes);
    if (decoder.hasError())
        return fail(tr("it is not UTF-8 text"));
    if (decoded.startsWith(QChar(0xfeff)))
        decoded.remove(0, 1);
    *text = std::move(decoded);
    return true;
}

bool writeAtomically(const QString& path, const QByteArray& bytes, QString* error) {
    auto fail = [&](const QString& why) {
        *error = messagetext::oneLine(tr("cannot write %1: %2; the file on disk was not changed")
                                          .arg(displayName(path), why));
        return false;
    };
    const QFileInfo info(path);
    if (info.isDir())
        return fail(tr("it is a folder"));
    // A device, pipe or socket is never replaced by a file (QSaveFile would rename a new file over
    // /dev/full when run as root).
    if (info.exists() && !info.isFile())
        return fail(tr("it is not a regular file"));
    QSaveFile file(path);
    // Never fall back to writing the file in place: a failure must leave the old file whole.
    file.setDirectWriteFallback(false);
    if (!file.open(QIODevice::WriteOnly))
        return fail(file.errorString());
    if (file.write(bytes) != bytes.size() || !file.flush()) {
        const QString why = file.errorString();
        file.cancelWriting();
        return fail(why);
    }
    if (!file.commit())
        return fail(file.errorString());
    // The file counts as saved only when what is on disk is what was meant.
    QFile check(path);
    if (!check.open(QIODevice::ReadOnly) || check.readAll() != bytes)
        return fail(tr("what was written reads back differently"));
    return true;
}

} // namespace textfile
