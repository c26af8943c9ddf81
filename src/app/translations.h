// The interface language: English (the source strings) or Simplified Chinese, following the
// system locale unless the user chose one in View > Language.
#pragma once

#include <QString>
#include <QStringList>

namespace translations {

// Language codes offered in the menu ("en", "zh_CN"); "" means "follow the system".
QStringList available();
QString displayName(const QString& code);
// The language chosen in the settings ("" = system).
QString chosen();
void choose(const QString& code);
// Installs the translators (the workbench's and Qt's own) for `code` ("" = the system locale)
// on the application, replacing earlier ones. Returns the language actually used.
QString install(const QString& code);

} // namespace translations
