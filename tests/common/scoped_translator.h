// Test helper: a translator installed for one scope (QCoreApplication::installTranslator), taken
// away again at its end, so one test function's language never reaches the next.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QCoreApplication>
#include <QTranslator>

class ScopedTranslator {
public:
    explicit ScopedTranslator(QTranslator* translator) : translator_(translator) {
        QCoreApplication::installTranslator(translator_);
    }
    ~ScopedTranslator() { QCoreApplication::removeTranslator(translator_); }
    ScopedTranslator(const ScopedTranslator&) = delete;
    ScopedTranslator& operator=(const ScopedTranslator&) = delete;

private:
    QTranslator* translator_;
};
