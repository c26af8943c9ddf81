// The main window: one tab per puzzle page, and the file/clipboard actions on the current page.
#pragma once

#include <QMainWindow>

#include <memory>

namespace Ui {
class MainWindow;
}
class PuzzlePage;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // The page for "jenga", "patience", "hackenbush" or "stones"; nullptr for another name.
    PuzzlePage* page(const QString& puzzleId) const;
    PuzzlePage* currentPage() const;
    bool showPage(const QString& puzzleId);

private:
    void openJudgeFile();
    void pasteJudgeText();
    void copyJudgeText();
    void about();

    std::unique_ptr<Ui::MainWindow> ui_;
};
