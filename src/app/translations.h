// The interface language: English (the source strings) or Simplified Chinese, following the
// system locale unless the user chose one in View > Language.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

namespace translations {

// Language codes offered in the menu ("en", "zh_CN"); "" means "follow the system".
QStringList available();
QString displayName(const QString& code);
// The language of the interface now ("en" when no translation is installed).
QString current();
// The language chosen in the settings ("" = system).
QString chosen();
void choose(const QString& code);
// The locale numbers are written in: the system's (even when the interface falls back to
// English), or US English when the system has only the C locale.
QLocale numberLocale();
// Installs the translators (the workbench's and Qt's own) for `code` ("" = the system locale)
// on the application, replacing earlier ones. Returns the language actually used.
QString install(const QString& code);

} // namespace translations
