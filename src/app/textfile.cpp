// textfile: bounded reads and verified atomic writes.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/textfile.h"

#include "app/messagetext.h"
#include "app/pagemodel.h"
#include "engine/common/atomic_file.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
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
    // A pipe, device or socket is not opened: reading a pipe waits for a writer that may never
    // come, and the window must not wait (a file that is not there is reported by open below).
    if (info.exists() && !info.isFile())
        return fail(tr("it is not a regular file (a pipe, device or socket)"));
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
    try {
        pw::writeFileAtomically(QFile::encodeName(path).toStdString(),
                                std::string_view(bytes.constData(), std::size_t(bytes.size())));
    } catch (const pw::FileError& e) {
        using Kind = pw::FileError::Kind;
        switch (e.kind()) {
        case Kind::NoName:
            return fail(tr("no file name was given"));
        case Kind::Folder:
            return fail(tr("it is a folder"));
        case Kind::NotRegular:
            return fail(tr("it is not a regular file"));
        case Kind::IsInput:
        case Kind::NoSpace:
        case Kind::System:
            break;
        }
        return fail(QString::fromLocal8Bit(e.reason().c_str()));
    }
    // The file counts as saved only when what is on disk is what was meant.
    QFile check(path);
    if (!check.open(QIODevice::ReadOnly) || check.readAll() != bytes)
        return fail(tr("what was written reads back differently"));
    return true;
}

} // namespace textfile
