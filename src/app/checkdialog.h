// Tools › Check a Solution…: the command line's `check` in a window. A contest program (or a C++
// source, compiled with the flags shown) runs on the puzzle's generated tests on a worker thread
// (src/check, the run held by a CheckModel), with progress and Stop; the report, and the smallest
// failing case with the expected and received output and where they differ, which opens on its
// page (the exact answer and its explanation) through the main window's one way in.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/checkmodel.h"

#include <QDialog>
#include <QElapsedTimer>

#include <memory>

class MainWindow;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QProgressBar;
class QPushButton;
class QRadioButton;
class QSpinBox;

class CheckDialog : public QDialog {
    Q_OBJECT
public:
    // Adds Tools › Check a Solution… to the window's menu bar (before Help). The dialog is made
    // on first use and kept: the last report stays until the next run.
    static void install(MainWindow* window);
    // The window's dialog, made when it has none yet.
    static CheckDialog* of(MainWindow* window);

    explicit CheckDialog(MainWindow* window);
    ~CheckDialog() override;

    // The settings (tests set them; the user sets them in the dialog).
    void setPuzzle(const QString& puzzle); // also puts the contest's limits in the fields
    QString puzzle() const;
    void setProgram(const QString& commandLine); // a program and its arguments (no shell)
    void setSource(const QString& path, const QString& flags);
    void setCompiler(const QString& compiler);
    // Runs without the sandbox (unconfined): the user's explicit choice, off by default.
    void setSandboxed(bool sandboxed);
    void setTests(int tests, int seed, const QString& kind); // kind: all, sample, edge, ...
    void setTimeLimit(double seconds);

    // Starts a check with the settings shown (one running is cancelled and its result dropped).
    void start();
    // Stops the check running: the tests that ran are reported.
    void stop();
    bool isRunning() const;
    // The last run's outcome (null before the first ends), and what the dialog shows.
    const CheckOutcome* outcome() const { return model_->outcome().get(); }
    QString statusText() const;
    QString reportText() const;

    // The minimal failing case through the window's one way in, on its page (one undoable step);
    // false with the reason when there is no case or the page refused it.
    bool openCaseOnPage(QString* error);
    // Writes the minimal case (contest input format) through the one atomic writer.
    bool saveCase(const QString& path, QString* error) const;

signals:
    // A run ended and its outcome is shown.
    void runFinished();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void finished();
    void showProgress(const pw::check::CheckProgress& progress);
    void showOutcome();
    void updateControls();
    void browseProgram();
    void browseSource();
    void saveCaseWithDialog();

    MainWindow* window_;
    QComboBox* puzzleCombo_;
    QRadioButton* programRadio_;
    QRadioButton* sourceRadio_;
    QLineEdit* programEdit_;
    QLineEdit* sourceEdit_;
    QLineEdit* compilerEdit_;
    QLineEdit* flagsEdit_;
    QCheckBox* unsandboxedCheck_;
    QSpinBox* testsSpin_;
    QSpinBox* seedSpin_;
    QComboBox* kindCombo_;
    QDoubleSpinBox* timeSpin_;
    QSpinBox* memorySpin_;
    QPushButton* startButton_;
    QPushButton* stopButton_;
    QProgressBar* progress_;
    QLabel* status_;
    QPlainTextEdit* summary_;
    QLabel* caseTitle_;
    QPlainTextEdit* caseInput_;
    QPlainTextEdit* expected_;
    QPlainTextEdit* received_;
    QLabel* where_;
    QPushButton* openButton_;
    QPushButton* saveButton_;
    CheckModel* model_; // the run: Stop keeps what ran, a new run or closing drops it
    QElapsedTimer clock_;
};
