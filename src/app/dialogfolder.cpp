// dialogfolder: the last folder used, kept in the settings.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/dialogfolder.h"

#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace dialogfolder {

namespace {
const QString kLastFolderKey = QStringLiteral("lastFolder");
} // namespace

QString start() {
    const QString last = QSettings().value(kLastFolderKey).toString();
    if (!last.isEmpty() && QFileInfo(last).isDir())
        return last;
    const QString documents = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
    return !documents.isEmpty() && QFileInfo(documents).isDir() ? documents : QDir::homePath();
}

QString in(const QString& fileName) {
    return start() + QLatin1Char('/') + fileName;
}

void remember(const QString& path) {
    QSettings().setValue(kLastFolderKey, QFileInfo(path).absolutePath());
}

} // namespace dialogfolder
