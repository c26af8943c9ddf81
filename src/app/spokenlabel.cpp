// SpokenLabel: its accessible interface (name: what it is; description: what it says) and the
// event that tells screen readers its text changed.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/spokenlabel.h"

#include <QAccessible>
#include <QAccessibleWidget>
#include <QTextDocumentFragment>

namespace {

class LabelInterface : public QAccessibleWidget {
public:
    explicit LabelInterface(SpokenLabel* label)
        : QAccessibleWidget(label, QAccessible::StaticText) {}
    QString text(QAccessible::Text t) const override {
        const auto* label = static_cast<const SpokenLabel*>(widget());
        const bool named = !label->accessibleName().isEmpty();
        switch (t) {
        case QAccessible::Name:
            return named ? label->accessibleName() : label->spokenText();
        case QAccessible::Description:
            // A named label's description is what it says; its tooltip stays its help.
            return named ? label->spokenText() : label->accessibleDescription();
        case QAccessible::Help:
            return label->toolTip();
        default:
            return QAccessibleWidget::text(t);
        }
    }
};

QAccessibleInterface* labelFactory(const QString&, QObject* object) {
    if (auto* label = qobject_cast<SpokenLabel*>(object))
        return new LabelInterface(label);
    return nullptr;
}

} // namespace

void SpokenLabel::setText(const QString& text) {
    if (text == QLabel::text())
        return;
    QLabel::setText(text); // without a name, QLabel tells of its new name (its text) itself
    if (!accessibleName().isEmpty())
        announceText();
}

QString SpokenLabel::spokenText() const {
    const QString shown = QLabel::text();
    return Qt::mightBeRichText(shown) ? QTextDocumentFragment::fromHtml(shown).toPlainText()
                                      : shown;
}

void SpokenLabel::announceText() {
    QAccessibleEvent event(this, QAccessible::DescriptionChanged);
    QAccessible::updateAccessibility(&event);
}

void installLabelAccessibility() {
    static const bool installed = [] {
        QAccessible::installFactory(labelFactory);
        return true;
    }();
    Q_UNUSED(installed);
}
