// The main window: one tab per puzzle page; files (judge text or workbench documents) through the
// one way in, undo, recent files, drag and drop, and the session that survives restarts and
// crashes. SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/intake.h"

#include <QMainWindow>
#include <QTimer>

#include <memory>

namespace Ui {
class MainWindow;
}
class PuzzlePage;
class HelpDialog;
class QPrinter;

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

    // Outside text through the one way in: the page it is for is shown and changed by one
    // undoable step, or nothing changes and `error` says why.
    bool takeText(const QString& text, const QString& source, QString* error,
                  bool document = false);
    // A file through the one way in; a workbench document (.pwb) becomes the document path.
    bool openFile(const QString& path, QString* error);
    // Saves a workbench document (path ending in .pwb) or the current page's judge text. The
    // old file stays whole on failure; the pages count as saved only when the file holds them.
    bool saveFile(const QString& path, QString* error);
    QString documentPath() const { return documentPath_; }
    bool hasUnsavedChanges() const;

    // The session file: geometry, the page shown, the document path, and every page's history.
    static QString sessionPath();
    bool writeSession();
    // The session as an object (a language switch carries the window over with it), and back.
    QJsonObject sessionObject() const;
    void applySession(const QJsonObject& session, QStringList* problems);
    // A window on the examples or for a screenshot neither restores nor writes the session.
    void setSessionEnabled(bool enabled) { sessionEnabled_ = enabled; }
    bool isSessionEnabled() const { return sessionEnabled_; }
    // Restores the last session; false when there is none. A session that cannot be read (in
    // whole or in part) is kept aside under another name and a message says so.
    bool restoreSession();
    // The help window of a puzzle ("stones"…) or "shortcuts"; created on first use.
    void showHelp(const QString& topic);
    // The last message shown to the user (tests read it; the user sees a dialog or the status bar).
    QString lastMessage() const { return lastMessage_; }
    // Shows a message without blocking (a window-modal box) and remembers it.
    void showMessage(const QString& title, const QString& text);

    // File › Export: each view as SVG or PNG, each table as CSV.
    struct ExportChoice {
        QString filter;
        QString suffix;
        QWidget* view = nullptr;
        QString csv;
    };
    QList<ExportChoice> exportChoices() const;
    bool exportTo(const QString& path, const ExportChoice& choice, QString* error);
    // One sheet: the page's title, its views fitted to the paper, and its answer.
    void printCurrentPage(QPrinter* printer);

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
    void exportWithDialog();
    bool save();
    bool saveAs();
    void copyJudgeText();
    void copyPositionId();
    void about();
    void rememberRecent(const QString& path);
    void rebuildRecentMenu();
    void buildLanguageMenu();
    void updateTitle();
    void updateEditActions();
    void scheduleAutosave();

    std::unique_ptr<Ui::MainWindow> ui_;
    std::unique_ptr<Intake> intake_;
    QAction* undoAction_ = nullptr;
    QAction* redoAction_ = nullptr;
    QTimer autosave_;
    QString documentPath_;
    QString lastMessage_;
    HelpDialog* help_ = nullptr;
    bool sessionEnabled_ = true;
};
