// The interface the main window and the command line use to drive any puzzle page.
#pragma once

#include <QString>
#include <QWidget>

class PuzzlePage : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    // The puzzle's name as used everywhere: "jenga", "patience", "hackenbush", "stones".
    virtual QString puzzleId() const = 0;
    virtual QString title() const = 0;
    // Replaces the position with the judge text; on bad input returns false with a one-line
    // message and leaves the current position untouched.
    virtual bool loadJudgeText(const QString& text, QString* error) = 0;
    virtual QString judgeText() const = 0;
    virtual void loadExample() = 0;
    // True when no solve is pending or running and the view shows the current answer.
    virtual bool isSettled() const = 0;

signals:
    // Emitted whenever the page becomes settled (its answer is on screen).
    void settled();
};
