// The main window: one tab per puzzle page; files (judge text or workbench documents), undo,
// recent files, drag and drop, and the session that survives restarts and crashes.
#pragma once

#include <QMainWindow>
#include <QTimer>

#include <memory>

namespace Ui {
class MainWindow;
}
class PuzzlePage;
class HelpDialog;
class QUndoGroup;

class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // The page for "jenga", "patience", "hackenbush" or "stones"; nullptr for another name.
    PuzzlePage* page(const QString& puzzleId) const;
    PuzzlePage* currentPage() const;
    QList<PuzzlePage*> pages() const;
    bool showPage(const QString& puzzleId);

    // A workbench document (JSON) into every page, or judge text into the current page.
    bool openFile(const QString& path, QString* error);
    // Saves a workbench document (path ending in .pwb) or the current page's judge text.
    bool saveFile(const QString& path, QString* error);
    QString documentPath() const { return documentPath_; }
    // True when an edit has not been saved (undo history not clean, or restored from autosave).
    bool hasUnsavedChanges() const;

    // The session: geometry, current page, every page's position and options, unsaved state.
    void writeSession() const;
    // Restores the last session; false when there is none.
    bool restoreSession();
    // The help window of a puzzle ("stones"…) or "shortcuts"; created on first use.
    void showHelp(const QString& topic);

signals:
    // The user chose another language: the application rebuilds the window in it.
    void languageChangeRequested();

protected:
    void closeEvent(QCloseEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void addPage(PuzzlePage* page);
    void openWithDialog();
    bool save();
    bool saveAs();
    void pastePosition();
    void copyJudgeText();
    void copyPositionId();
    void about();
    void rememberRecent(const QString& path);
    void rebuildRecentMenu();
    void buildLanguageMenu();
    void markSaved(bool wholeDocument);
    void updateTitle();

    std::unique_ptr<Ui::MainWindow> ui_;
    QUndoGroup* undoGroup_ = nullptr;
    QTimer autosave_;
    QString documentPath_;
    bool restoredUnsaved_ = false;
    HelpDialog* help_ = nullptr;
};
