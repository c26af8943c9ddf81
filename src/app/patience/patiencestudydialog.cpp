// PatienceStudyDialog: the options, the worker's study (runStudy on a SolverRunner), its progress
// and the results as numbers, a histogram and a table; it computes nothing itself.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/patiencestudydialog.h"

#include "app/dialogfolder.h"

#include "app/durationtext.h"
#include "app/pageexport.h"
#include "app/patience/patiencemodel.h"
#include "app/patience/studyrowsmodel.h"
#include "app/screenfit.h"
#include "app/textfile.h"

#include <QCloseEvent>
#include <QComboBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

using pw::patience::Study;
using pw::patience::StudyOptions;

namespace {

QString chance(double p) {
    return StudyRowsModel::chance(p);
}

QString percent(double share) {
    return QLocale().toString(100.0 * share, 'f', 1) + QStringLiteral(" %");
}

} // namespace

// ---- The dialog

PatienceStudyDialog::PatienceStudyDialog(PatienceModel* model, QWidget* parent)
    : QDialog(parent), model_(model) {
    setWindowTitle(tr("Double Patience: a study over many deals"));
    setAttribute(Qt::WA_WindowPropagation); // the page's palette (light or dark) and font
    auto* layout = new QVBoxLayout(this);
    auto* intro = new QLabel(
        tr("Deals each solved exactly, from consecutive seeds: how many can be won at all "
           "(with best play), and how often random pair choices win."));
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto* form = new QFormLayout;
    dealsSpin_ = new QSpinBox;
    dealsSpin_->setRange(1, 100000);
    dealsSpin_->setValue(100);
    dealsSpin_->setGroupSeparatorShown(true);
    seedSpin_ = new QSpinBox;
    seedSpin_->setRange(0, 999999999);
    seedSpin_->setValue(1);
    seedSpin_->setToolTip(tr(
        "Deal i has the seed SEED + i, the same deal as on the page and in the command-line tool"));
    layoutCombo_ = new QComboBox;
    layoutCombo_->addItems(
        {tr("36 cards, 9 piles of 4 (standard)"), tr("52 cards, 13 piles of 4")});
    binsSpin_ = new QSpinBox;
    binsSpin_->setRange(1, 100);
    binsSpin_->setValue(10);
    form->addRow(tr("&Deals:"), dealsSpin_);
    form->addRow(tr("First &seed:"), seedSpin_);
    form->addRow(tr("&Layout:"), layoutCombo_);
    form->addRow(tr("Histogram &bins:"), binsSpin_);
    layout->addLayout(form);

    auto* run = new QHBoxLayout;
    startButton_ = new QPushButton(tr("S&tart"));
    stopButton_ = new QPushButton(tr("&Cancel"));
    progress_ = new QProgressBar;
    progress_->setRange(0, 1000);
    progress_->setTextVisible(false);
    run->addWidget(startButton_);
    run->addWidget(stopButton_);
    run->addWidget(progress_, 1);
    layout->addLayout(run);
    status_ = new QLabel;
    status_->setWordWrap(true);
    // Two lines always: nothing below moves when the text changes length.
    status_->setFixedHeight(status_->fontMetrics().lineSpacing() * 2 + 4);
    status_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(status_);
    summary_ = new QLabel;
    summary_->setWordWrap(true);
    summary_->setTextInteractionFlags(Qt::TextSelectableByMouse);
    summary_->setMinimumHeight(summary_->fontMetrics().lineSpacing() * 3 + 4);
    summary_->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    layout->addWidget(summary_);
    // The histogram over the table, the line between them the user's to drag; the chart takes
    // the larger share, tall enough that its bars and their counts read.
    histogram_ = new StudyHistogram;
    histogram_->setMinimumHeight(fontMetrics().lineSpacing() * 11);
    // One row a deal, numbered from 1 in the row header; the columns are those of the CSV.
    rows_ = new StudyRowsModel(
        {tr("Seed"), tr("Random play"), tr("Best play"), tr("Worst play"), tr("Positions")}, this);
    table_ = new QTableView;
    table_->setModel(rows_);
    table_->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table_->setSelectionBehavior(QAbstractItemView::SelectRows);
    // Sized from the rows in view and a sample of the others (the header's precision), never
    // from every row of a long study.
    table_->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table_->horizontalHeader()->setResizeContentsPrecision(200);
    table_->horizontalHeader()->setStretchLastSection(true);
    table_->setAccessibleName(tr("Every deal of the study"));
    table_->verticalHeader()->setDefaultSectionSize(fontMetrics().lineSpacing() + 6);
    table_->setMinimumHeight(fontMetrics().lineSpacing() * 6);
    auto* split = new QSplitter(Qt::Vertical);
    split->setChildrenCollapsible(false);
    split->addWidget(histogram_);
    split->addWidget(table_);
    split->setStretchFactor(0, 3);
    split->setStretchFactor(1, 2);
    layout->addWidget(split, 1);
    auto* exports = new QHBoxLayout;
    exportDealsButton_ = new QPushButton(tr("Export the &deals as CSV…"));
    exportHistogramButton_ = new QPushButton(tr("Export the &histogram…"));
    auto* closeButton = new QPushButton(tr("Close"));
    exports->addWidget(exportDealsButton_);
    exports->addWidget(exportHistogramButton_);
    exports->addStretch(1);
    exports->addWidget(closeButton);
    layout->addLayout(exports);
    for (QPushButton* button : findChildren<QPushButton*>())
        button->setAutoDefault(false);
    // As tall as fits on the screen, up to 780 pixels and at least 560.
    resize(fittedToScreen(this, QSize(640, 780), QSize(640, 560)));

    connect(startButton_, &QPushButton::clicked, this, &PatienceStudyDialog::start);
    connect(stopButton_, &QPushButton::clicked, this, &PatienceStudyDialog::stop);
    connect(closeButton, &QPushButton::clicked, this, &QDialog::close);
    connect(exportDealsButton_, &QPushButton::clicked, this, [this] { exportWithDialog(false); });
    connect(exportHistogramButton_, &QPushButton::clicked, this,
            [this] { exportWithDialog(true); });
    connect(model_, &PageModel::jobsChanged, this, &PatienceStudyDialog::jobsChanged);
    showStudy();
    updateControls();
}

PatienceStudyDialog::~PatienceStudyDialog() = default;

void PatienceStudyDialog::setOptions(const StudyOptions& options) {
    dealsSpin_->setValue(static_cast<int>(std::min<std::uint64_t>(options.deals, 100000)));
    seedSpin_->setValue(static_cast<int>(std::min<std::uint64_t>(options.seed, 999999999)));
    layoutCombo_->setCurrentIndex(options.layout.fullDeck ? 1 : 0);
    binsSpin_->setValue(options.bins);
}

StudyOptions PatienceStudyDialog::options() const {
    StudyOptions options;
    options.deals = static_cast<std::uint64_t>(dealsSpin_->value());
    options.seed = static_cast<std::uint64_t>(seedSpin_->value());
    options.layout = layoutCombo_->currentIndex() == 1 ? pw::patience::DealLayout::fullDeck13x4()
                                                       : pw::patience::DealLayout::standard();
    options.bins = binsSpin_->value();
    return options;
}

bool PatienceStudyDialog::isRunning() const {
    return model_->isStudying();
}

const Study* PatienceStudyDialog::study() const {
    return model_->study().get();
}

void PatienceStudyDialog::start() {
    clock_.start();
    progress_->setValue(0);
    status_->setText(tr("Starting…"));
    model_->startStudy(options());
}

void PatienceStudyDialog::stop() {
    if (model_->isStudying()) {
        model_->stopStudy();
        status_->setText(tr("Stopping…"));
    }
}

void PatienceStudyDialog::closeEvent(QCloseEvent* event) {
    // Closing ends the study: nothing is left running for a window no one sees.
    model_->cancelStudy();
    QDialog::closeEvent(event);
}

void PatienceStudyDialog::jobsChanged() {
    const bool running = model_->isStudying();
    if (running)
        showProgress();
    else if (running_)
        finished();
    running_ = running;
    updateControls();
}

void PatienceStudyDialog::showProgress() {
    const pw::Progress p = model_->jobProgress(PatienceModel::kStudyLane);
    if (p.phase != "study" || p.fraction < 0)
        return; // a deal's own solve: the study counts deals
    progress_->setValue(static_cast<int>(std::lround(1000 * p.fraction)));
    const double elapsed = static_cast<double>(clock_.elapsed()) / 1000.0;
    const auto total = static_cast<qulonglong>(dealsSpin_->value());
    const auto done =
        static_cast<qulonglong>(std::llround(p.fraction * static_cast<double>(total)));
    QString text = tr("Solving deal %1 of %2…")
                       .arg(QLocale().toString(done + 1 > total ? total : done + 1),
                            QLocale().toString(total));
    if (p.fraction > 0.02 && elapsed > 0.5)
        text += QLatin1Char(' ') +
                tr("About %1 left.").arg(durationText(elapsed * (1.0 - p.fraction) / p.fraction));
    status_->setText(text);
}

void PatienceStudyDialog::finished() {
    if (!model_->studyError().isEmpty()) {
        status_->setText(tr("The study failed: %1").arg(model_->studyError()));
        return;
    }
    const auto study = model_->study();
    if (!study)
        return; // dropped (the dialog closed, or another study replaced it)
    const auto done = static_cast<qulonglong>(study->rows.size());
    const auto asked = static_cast<qulonglong>(study->options.deals);
    const QString seconds = durationText(static_cast<double>(clock_.elapsed()) / 1000.0);
    switch (study->status) {
    case pw::SolveStatus::Exact:
        status_->setText(
            tr("Done: %Ln deal(s) solved exactly in %1.", nullptr, static_cast<int>(done))
                .arg(seconds));
        progress_->setValue(progress_->maximum());
        break;
    case pw::SolveStatus::Cancelled:
        status_->setText(tr("Cancelled after %1 of %2 deals: the results below are of those %1.")
                             .arg(QLocale().toString(done), QLocale().toString(asked)));
        break;
    default:
        status_->setText(tr("Stopped after %1 of %2 deals: a deal needed more memory than is "
                            "available. The results "
                            "below are of the deals solved.")
                             .arg(QLocale().toString(done), QLocale().toString(asked)));
        break;
    }
    showStudy();
}

void PatienceStudyDialog::showStudy() {
    const auto study = model_->study();
    if (!study || study->rows.empty()) {
        summary_->setText(study ? tr("No deal was solved.")
                                : tr("Choose the deals and press Start."));
        histogram_->setCounts({});
        rows_->setStudy(nullptr);
        return;
    }
    const Study& s = *study;
    const auto n = static_cast<qulonglong>(s.rows.size());
    double meanWorst = 0.0;
    for (const auto& row : s.rows)
        meanWorst += row.values.worst;
    meanWorst /= static_cast<double>(s.rows.size());
    summary_->setText(
        tr("<b>%1 of %Ln deal(s) can be won</b> (%2) with the best choices. With random pair "
           "choices the mean chance "
           "to win is <b>%3</b>; with the worst, %4. Skill decides the deals between those.",
           nullptr, static_cast<int>(n))
            .arg(QLocale().toString(static_cast<qulonglong>(s.winnable)), percent(s.winnableShare),
                 chance(s.meanRandom), chance(meanWorst)) +
        // The rules every deal was solved under, when not the contest's.
        (s.options.rules.isContest()
             ? QString()
             : QStringLiteral("<br>") + PatienceModel::rulesLine(s.options.rules).toHtmlEscaped()));
    histogram_->setCounts(s.histogram);
    rows_->setStudy(study); // every deal, read as the table shows it
}

QString PatienceStudyDialog::summaryText() const {
    return summary_->text();
}

void PatienceStudyDialog::updateControls() {
    const bool running = model_->isStudying();
    startButton_->setEnabled(!running);
    stopButton_->setEnabled(running);
    for (QWidget* w :
         std::initializer_list<QWidget*>{dealsSpin_, seedSpin_, layoutCombo_, binsSpin_})
        w->setEnabled(!running);
    const bool results = model_->study() && !model_->study()->rows.empty();
    exportDealsButton_->setEnabled(results && !running);
    exportHistogramButton_->setEnabled(results && !running);
}

bool PatienceStudyDialog::exportCsv(const QString& path, bool histogram, QString* error) const {
    const auto study = model_->study();
    if (!study) {
        *error = tr("There is no study to export yet.");
        return false;
    }
    const std::string csv =
        histogram ? pw::patience::histogramCsv(*study) : pw::patience::studyCsv(*study);
    return textfile::writeAtomically(path, QByteArray::fromStdString(csv), error);
}

void PatienceStudyDialog::exportWithDialog(bool histogram) {
    // The histogram goes out as a table or a picture, in the format its file's extension names.
    const QString filters = histogram ? tr("CSV table (*.csv);;SVG picture (*.svg);;PNG picture "
                                           "(*.png)")
                                      : tr("CSV table (*.csv)");
    QString path = QFileDialog::getSaveFileName(
        this, histogram ? tr("Export the histogram") : tr("Export the deals"),
        dialogfolder::in(histogram ? QStringLiteral("patience-study-histogram.csv")
                                   : QStringLiteral("patience-study.csv")),
        filters);
    if (path.isEmpty())
        return;
    dialogfolder::remember(path);
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".csv");
    QString error;
    const bool ok = histogram ? exportHistogram(path, &error) : exportCsv(path, false, &error);
    status_->setText(ok ? tr("Exported %1.").arg(textfile::displayName(path))
                        : tr("Export failed: %1").arg(error));
}

bool PatienceStudyDialog::exportHistogram(const QString& path, QString* error) const {
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix != QLatin1String("svg") && suffix != QLatin1String("png"))
        return exportCsv(path, true, error);
    if (!model_->study()) {
        *error = tr("There is no study to export yet.");
        return false;
    }
    const QByteArray bytes = suffix == QLatin1String("svg")
                                 ? pageexport::svgOf(histogram_, histogram_->accessibleName())
                                 : pageexport::pngOf(histogram_);
    return textfile::writeAtomically(path, bytes, error);
}
