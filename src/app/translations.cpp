// Translators for the workbench (compiled-in .qm files) and for Qt's own dialogs.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/translations.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

namespace translations {

namespace {
const QString kSettingsKey = QStringLiteral("language");
} // namespace

QStringList available() {
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString displayName(const QString& code) {
    if (code == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    if (code == QLatin1String("en"))
        return QStringLiteral("English");
    return QCoreApplication::translate("translations", "System default");
}

QLocale numberLocale() {
    // Numbers, dates and digit grouping are the user's regional setting, whatever the language
    // of the interface (a German system with the English interface still writes 1.905,5); only
    // the bare C locale of a service or test run falls back to US English.
    const QLocale system = QLocale::system();
    if (system.language() == QLocale::C || system.name() == QLatin1String("C"))
        return QLocale(QLocale::English, QLocale::UnitedStates);
    return system;
}

QString current() {
    const auto* workbench = QCoreApplication::instance()->findChild<QTranslator*>(
        QStringLiteral("workbench"), Qt::FindDirectChildrenOnly);
    return workbench ? workbench->language() : QStringLiteral("en");
}

QString chosen() {
    return QSettings().value(kSettingsKey).toString();
}

void choose(const QString& code) {
    QSettings().setValue(kSettingsKey, code);
}

QString install(const QString& code) {
    // Translators are children of the application; earlier ones are removed first.
    for (QTranslator* old : QCoreApplication::instance()->findChildren<QTranslator*>(
             QString(), Qt::FindDirectChildrenOnly)) {
        QCoreApplication::removeTranslator(old);
        delete old;
    }
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    QString used = QStringLiteral("en");
    auto* workbench = new QTranslator(QCoreApplication::instance());
    workbench->setObjectName(QStringLiteral("workbench"));
    // A language without a translation falls back to English, whose translation holds the
    // plural forms (Qt's %n) of the English source texts.
    const bool loaded = (workbench->load(locale, QStringLiteral("puzzleworkbench"),
                                         QStringLiteral("_"), QStringLiteral(":/i18n")) &&
                         !workbench->isEmpty()) ||
                        workbench->load(QStringLiteral(":/i18n/puzzleworkbench_en.qm"));
    if (loaded) {
        QCoreApplication::installTranslator(workbench);
        used = workbench->language();
    } else {
        delete workbench;
    }
    // Qt's own strings (standard buttons, file dialogs), when the system has them.
    auto* qt = new QTranslator(QCoreApplication::instance());
    if (used != QLatin1String("en") &&
        qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    QLocale::setDefault(numberLocale());
    return used;
}

} // namespace translations
