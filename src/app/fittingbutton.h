// A push button whose width the layout decides, not its text: given texts from the longest to
// the shortest, it shows the first that fits its width (the tooltip and the accessible
// description then give the longest in full), and asks the layout only for the room of the
// shortest. A text that grew or shrank (a prediction of minutes and memory) would otherwise
// widen the button and move its neighbours, or be cut at both ends.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPushButton>
#include <QStringList>

class FittingButton : public QPushButton {
public:
    explicit FittingButton(QWidget* parent = nullptr) : QPushButton(parent) {}
    // The texts, longest first (at least one); `toolTip` is shown when the first one is.
    void setTexts(const QStringList& texts, const QString& toolTip);
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    void changeEvent(QEvent* event) override;

private:
    QSize sizeFor(const QString& text) const;
    void fit();
    QStringList texts_;
    QString toolTip_;
};
