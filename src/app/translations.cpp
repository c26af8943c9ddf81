// Translators for the workbench (compiled-in .qm files) and for Qt's own dialogs.
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

QStringList available() { return {QStringLiteral("en"), QStringLiteral("zh_CN")}; }

QString displayName(const QString& code) {
    if (code == QLatin1String("zh_CN"))
        return QStringLiteral("简体中文");
    if (code == QLatin1String("en"))
        return QStringLiteral("English");
    return QCoreApplication::translate("translations", "System default");
}

QString chosen() { return QSettings().value(kSettingsKey).toString(); }

void choose(const QString& code) { QSettings().setValue(kSettingsKey, code); }

QString install(const QString& code) {
    // Translators are children of the application; earlier ones are removed first.
    for (QTranslator* old : qApp->findChildren<QTranslator*>(QString(), Qt::FindDirectChildrenOnly)) {
        QCoreApplication::removeTranslator(old);
        delete old;
    }
    const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
    QString used = QStringLiteral("en");
    auto* workbench = new QTranslator(qApp);
    if (workbench->load(locale, QStringLiteral("puzzleworkbench"), QStringLiteral("_"), QStringLiteral(":/i18n")) &&
        !workbench->isEmpty()) {
        QCoreApplication::installTranslator(workbench);
        used = workbench->language();
    } else {
        delete workbench;
    }
    // Qt's own strings (standard buttons, file dialogs), when the system has them.
    auto* qt = new QTranslator(qApp);
    if (used != QLatin1String("en") &&
        qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
    else
        delete qt;
    QLocale::setDefault(used == QLatin1String("en") ? QLocale(QLocale::English, QLocale::UnitedStates) : locale);
    return used;
}

} // namespace translations
