// Double Patience, a study over many deals: N seeded random deals each solved exactly on a worker
// (the engine's runStudy, as `puzzle-workbench-cli study patience` does), with progress and
// cancel; the share of deals that can be won at all, the histogram of the random-play chance of
// winning, every deal in a table, and both as CSV.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/patience/studyhistogram.h"
#include "engine/patience/study.h"

#include <QDialog>
#include <QElapsedTimer>

#include <memory>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;
class PatienceModel;
class StudyRowsModel;

class PatienceStudyDialog : public QDialog {
    Q_OBJECT
public:
    // Shows the studies `model` runs (PatienceModel::startStudy) and sends it the requests.
    explicit PatienceStudyDialog(PatienceModel* model, QWidget* parent = nullptr);
    ~PatienceStudyDialog() override;

    // The options (the page presets the layout of its deals).
    void setOptions(const pw::patience::StudyOptions& options);
    pw::patience::StudyOptions options() const;
    // Starts a study with the options shown; one running is stopped and its result dropped.
    void start();
    // Stops the study running: the deals done so far are shown, marked as cancelled.
    void stop();
    bool isRunning() const;
    // The last study shown (null before the first ends).
    const pw::patience::Study* study() const;
    // What the dialog shows (tests read these).
    QString summaryText() const;
    QTableView* table() const { return table_; }
    StudyHistogram* histogram() const { return histogram_; }
    // Writes the deals (studyCsv) or the histogram (histogramCsv) of the study shown; false with
    // the reason (nothing is written over the file then).
    bool exportCsv(const QString& path, bool histogram, QString* error) const;
    // The histogram as CSV, or as an SVG or PNG picture when `path` ends so.
    bool exportHistogram(const QString& path, QString* error) const;

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void jobsChanged();
    void showProgress();
    void finished();
    void showStudy();
    void updateControls();
    void exportWithDialog(bool histogram);

    QSpinBox* dealsSpin_;
    QSpinBox* seedSpin_;
    QComboBox* layoutCombo_;
    QSpinBox* binsSpin_;
    QPushButton* startButton_;
    QPushButton* stopButton_;
    QProgressBar* progress_;
    QLabel* status_;
    QLabel* summary_;
    StudyHistogram* histogram_;
    QTableView* table_;
    StudyRowsModel* rows_;
    QPushButton* exportDealsButton_;
    QPushButton* exportHistogramButton_;
    PatienceModel* model_;
    bool running_ = false;
    QElapsedTimer clock_;
};
