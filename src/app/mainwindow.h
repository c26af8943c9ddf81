// The main window: one tab per puzzle page, each page with its own document (a judge file or a
// workbench document); files through the one way in, undo, recent files, drag and drop, printouts
// and exports, and the session that survives restarts and crashes.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/intake.h"

#include <QMainWindow>
#include <QMessageBox>
#include <QPointer>
#include <QTimer>

#include <functional>
#include <memory>

namespace Ui {
class MainWindow;
} // namespace Ui
class PuzzlePage;
class HelpDialog;
class Notifier;
class QPrinter;
class QToolBar;

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
    // Before showing: the size the session saved, or the window's own on a first start, no
    // larger than the screen's free area (less room for the window manager's frame).
    void fitToScreen();

    // Outside text through the one way in: the page it is for is shown and changed by one
    // undoable step, or nothing changes and `error` says why.
    bool takeText(const QString& text, const QString& source, QString* error,
                  bool document = false);
    // A file through the one way in. Judge text binds the page it loads into to the file; a
    // workbench document (.pwb) binds every page it holds to it. Errors name the file.
    bool openFile(const QString& path, QString* error);

    // ---- Saving. A page is saved to its own document; a file is only ever overwritten with
    // the puzzle it holds. The old file stays whole on failure, and a page counts as saved only
    // when the file holds it.
    // The page's judge text to its judge file, or every page to its workbench document. False
    // with a reason when the page has no document yet (savePageAs asks for one).
    bool savePage(PuzzlePage* page, QString* error);
    // Binds the page to `path`: a path ending in .pwb saves the workbench document (every page),
    // any other the page's judge text. When that judge text leaves out part of the page (a game
    // in progress), the user is asked first: the judge text only (the page stays unsaved), a
    // workbench document instead, or nothing (false with an empty `error`).
    bool savePageAs(PuzzlePage* page, const QString& path, QString* error);
    // Every page in one workbench document at `path`; every page is then bound to it (a page
    // bound to a workbench document, saved by savePage, rewrites it and leaves other pages bound
    // to their own files).
    bool saveWorkbench(const QString& path, QString* error);
    // The pages with changes their documents do not hold, in tab order.
    QList<PuzzlePage*> unsavedPages() const;
    bool hasUnsavedChanges() const { return !unsavedPages().isEmpty(); }
    // "t.txt" for a page's document, "Untitled" without one.
    static QString documentName(const PuzzlePage* page);
    // What Save As, Save Workbench and the quit prompt ask for a path with; tests replace it.
    // Arguments: caption, proposed path, filters, the selected filter (in and out).
    using PathChooser =
        std::function<QString(const QString&, const QString&, const QString&, QString*)>;
    void setSavePathChooser(PathChooser chooser) { choosePath_ = std::move(chooser); }

    // The session file: geometry, the page shown, and every page's history and document.
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
    // Files and a page handed over by a second start: opened here, and the window raised.
    // Returns the one-line reason for each file that could not be opened; the window shows them
    // in one short message (problemsSummary), which later hand-overs add to while it is open.
    QStringList openRequested(const QStringList& files, const QString& puzzle);
    // "Nothing was changed: " and the first few reasons, then how many more: a message that
    // fits the screen however many files were refused.
    static QString problemsSummary(const QStringList& problems);
    static constexpr int kReasonsShown = 5;
    // The help window of a puzzle ("stones"…) or "shortcuts"; created on first use.
    void showHelp(const QString& topic);
    // The last message shown to the user (tests read it; the user sees a dialog or the status bar).
    QString lastMessage() const { return lastMessage_; }
    // Shows a message without blocking (a window-modal box) and remembers it.
    void showMessage(const QString& title, const QString& text);

    // File › Export: each view and chart as SVG or PNG, each table as CSV.
    struct ExportChoice {
        QString filter;
        QString suffix;
        QWidget* view = nullptr;
        QString csv;
    };
    QList<ExportChoice> exportChoices() const;
    // The choice the path's extension names among those of the same picture or table as
    // `selected` (x.png typed under the SVG filter is a PNG); `selected` when it names none.
    static ExportChoice choiceForPath(const QList<ExportChoice>& choices, const QString& path,
                                      const ExportChoice& selected);
    bool exportTo(const QString& path, const ExportChoice& choice, QString* error);
    // The handout of the page shown: its title, board, answer, explanation and text id.
    void printCurrentPage(QPrinter* printer);
    void printWithDialog();
    void printPreview();
    // What announces a long solve finished while the window was not active.
    Notifier* notifier() const { return notifier_; }

signals:
    // The user chose another language: the application rebuilds the window in it.
    void languageChangeRequested();

protected:
    void closeEvent(QCloseEvent* event) override;
    void changeEvent(QEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;

private:
    void addPage(PuzzlePage* page);
    void openWithDialog();
    bool save();
    bool saveAs();
    bool saveWorkbenchWithDialog();
    bool writeWorkbench(const QString& path, QString* error);
    // Saves each page of `pages` to its document, asking for a path where it has none; false
    // when one was not saved (cancelled or failed, with a message).
    bool saveAll(const QList<PuzzlePage*>& pages);
    QString askSavePath(PuzzlePage* page, bool workbench);
    // Before judge text that leaves part of the page out (a game in progress) is saved.
    enum class LossAnswer { JudgeTextOnly, Workbench, Cancel };
    LossAnswer askJudgeTextLoss(PuzzlePage* page, const PageModel::JudgeTextLoss& loss);
    // The folder file dialogs start in: the last one used, else the user's documents.
    QString startFolder() const;
    void rememberFolder(const QString& path);
    void exportWithDialog();
    void copyJudgeText();
    void copyPositionId();
    void about();
    void rememberRecent(const QString& path);
    void rebuildRecentMenu();
    void setUpDesktopConventions();
    void updateIcons();
    void buildLanguageMenu();
    void buildThemeMenu();
    // View › Full Screen (F11).
    void buildFullScreenAction();
    void updateTitle();
    void updateEditActions();
    // The Game menu's actions enabled where they apply to the page shown and its state.
    void updateGameActions();
    void scheduleAutosave();

    std::unique_ptr<Ui::MainWindow> ui_;
    std::unique_ptr<Intake> intake_;
    QAction* undoAction_ = nullptr;
    QAction* redoAction_ = nullptr;
    QTimer autosave_;
    QString lastMessage_;
    HelpDialog* help_ = nullptr;
    bool sessionEnabled_ = true;
    PathChooser choosePath_;
    QToolBar* toolBar_ = nullptr;
    QAction* fullScreenAction_ = nullptr;
    bool maximizedBeforeFullScreen_ = false;
    Notifier* notifier_ = nullptr;
    // The message about handed-over files that could not be opened, while it is shown, and all
    // the reasons it summarises.
    QPointer<QMessageBox> handOverBox_;
    QStringList handOverProblems_;
};
