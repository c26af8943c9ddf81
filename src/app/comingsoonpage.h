// A page for a puzzle whose solver has not landed yet: it says so plainly and does nothing else.
#pragma once

#include "app/puzzlepage.h"

class ComingSoonPage : public PuzzlePage {
    Q_OBJECT
public:
    ComingSoonPage(QString puzzleId, QString title, const QString& description,
                   QWidget* parent = nullptr);

    QString puzzleId() const override { return puzzleId_; }
    QString title() const override { return title_; }
    bool loadJudgeText(const QString& text, QString* error) override;
    QString judgeText() const override { return {}; }
    void loadExample() override {}
    bool isSettled() const override { return true; }
    QString positionId() const override { return {}; }
    bool loadPositionId(const QString& id, QString* error) override { return loadJudgeText(id, error); }

private:
    QString puzzleId_;
    QString title_;
};
