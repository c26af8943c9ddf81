// appdata: the application's names, its data folder and the move from earlier versions' folders.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/appdata.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace appdata {

namespace {

const QString kName = QStringLiteral("puzzle-workbench");
// Versions before 0.2 ran as organisation and application "Puzzle Workbench".
const QString kOldName = QStringLiteral("Puzzle Workbench");

QString tr(const char* text) {
    return QCoreApplication::translate("appdata", text);
}

} // namespace

void setApplicationNames() {
    QCoreApplication::setApplicationName(kName);
    QCoreApplication::setOrganizationName(kName);
    QCoreApplication::setApplicationVersion(QStringLiteral(PW_VERSION));
}

QString folder() {
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation) +
           QLatin1Char('/') + QCoreApplication::applicationName();
}

QString sessionPath() {
    return folder() + QStringLiteral("/session.json");
}

QStringList moveOldData() {
    QStringList problems;
    const QString generic = QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation);
    const QString oldFolder = generic + QLatin1Char('/') + kOldName + QLatin1Char('/') + kOldName;
    const QDir old(oldFolder);
    if (old.exists() && !QFileInfo::exists(sessionPath())) {
        QDir().mkpath(folder());
        const QStringList names = old.entryList(QDir::Files | QDir::Hidden);
        for (const QString& name : names) {
            const QString from = old.filePath(name);
            const QString to = folder() + QLatin1Char('/') + name;
            // A rename, or a copy then a removal across file systems: never a loss.
            if (!QFileInfo::exists(to) && !QFile::rename(from, to) &&
                !(QFile::copy(from, to) && QFile::remove(from)))
                problems << tr("%1 could not be moved to %2").arg(from, to);
        }
        if (problems.isEmpty()) {
            old.rmdir(oldFolder);
            QDir(generic).rmdir(kOldName);
        }
    }
    // The settings (language, recent files, folders) of the old name, copied key by key.
    const QString config = QStandardPaths::writableLocation(QStandardPaths::GenericConfigLocation);
    const QString oldSettingsPath = config + QLatin1Char('/') + kOldName + QLatin1Char('/') +
                                    kOldName + QStringLiteral(".conf");
    QSettings settings;
    if (QFileInfo::exists(oldSettingsPath) && settings.allKeys().isEmpty()) {
        const QSettings oldSettings(oldSettingsPath, QSettings::IniFormat);
        for (const QString& key : oldSettings.allKeys())
            settings.setValue(key, oldSettings.value(key));
        settings.sync();
        if (settings.status() == QSettings::NoError) {
            QFile::remove(oldSettingsPath);
            QDir(config).rmdir(kOldName);
        } else {
            problems << tr("the settings in %1 could not be copied").arg(oldSettingsPath);
        }
    }
    return problems;
}

} // namespace appdata
