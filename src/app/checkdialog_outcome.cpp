// CheckDialog, what a run leaves: the report, the smallest failing case in its panes (input,
// expected, received, where they differ), and that case opened on its page or saved.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/checkdialog.h"

#include "app/durationtext.h"
#include "app/mainwindow.h"
#include "app/puzzlepage.h"
#include "app/textfile.h"
#include "check/report.h"

#include <QFileDialog>
#include <QLabel>
#include <QPlainTextEdit>

namespace check = pw::check;

void CheckDialog::showOutcome() {
    const check::CheckReport* report =
        outcome() && outcome()->report ? &*outcome()->report : nullptr;
    const check::FailingCase* failure = report && report->failure ? &*report->failure : nullptr;
    caseTitle_->setText(failure ? QString() : tr("No failing case yet."));
    caseInput_->clear();
    expected_->clear();
    received_->clear();
    where_->clear();
    if (!outcome()) {
        summary_->clear();
        updateControls();
        return;
    }
    if (!report) {
        using Problem = check::SolutionOutcome::Problem;
        switch (outcome()->problem) {
        case Problem::NoSandbox:
            status_->setText(
                tr("Nothing was run: no sandbox can be made here. %1").arg(outcome()->error));
            break;
        case Problem::CompileFailed:
            status_->setText(tr("The source does not compile: %1").arg(outcome()->error));
            break;
        default:
            status_->setText(tr("The check could not run: %1").arg(outcome()->error));
            break;
        }
        summary_->setPlainText(outcome()->compilerMessages);
        updateControls();
        return;
    }
    // The report without its failing case, which has panes of its own.
    QString text = QString::fromStdString(check::reportText(*report, {}));
    if (const qsizetype cut = text.indexOf(QStringLiteral("FAILED:")); cut >= 0)
        text.truncate(cut);
    if (!outcome()->compileCommand.isEmpty())
        text.prepend(tr("Compiled with: %1").arg(outcome()->compileCommand) +
                     QStringLiteral("\n\n"));
    summary_->setPlainText(text.trimmed());
    const QString seconds = durationText(report->seconds);
    const auto run = static_cast<int>(report->results.size());
    if (failure) {
        status_->setText(tr("%1 on test %2 (%3). The smallest failing case is below.")
                             .arg(QLatin1String(check::longName(failure->judgement.verdict)))
                             .arg(failure->testNumber)
                             .arg(QString::fromStdString(failure->testName)));
        caseTitle_->setText(
            failure->shrinkSteps > 0
                ? tr("%1, shrunk from %2 in %3 runs.")
                      .arg(QString::fromStdString(failure->size),
                           QString::fromStdString(failure->originalSize))
                      .arg(failure->shrinkRuns)
                : tr("%1 (not shrunk).").arg(QString::fromStdString(failure->size)));
        caseInput_->setPlainText(
            QString::fromStdString(check::printable(failure->input, 2000, "")));
        expected_->setPlainText(QString::fromStdString(failure->expected));
        received_->setPlainText(failure->received.empty() ? tr("(nothing)")
                                                          : QString::fromStdString(check::printable(
                                                                failure->received, 2000, "")));
        where_->setText(tr("Where: %1").arg(QString::fromStdString(failure->judgement.detail)));
    } else if (report->interrupted) {
        status_->setText(tr("Stopped after %1 of %2 tests: every test that ran passed.")
                             .arg(run)
                             .arg(report->planned));
    } else {
        status_->setText(tr("Passed: %1 of %1 tests, in %2.").arg(run).arg(seconds));
    }
    updateControls();
}

bool CheckDialog::openCaseOnPage(QString* error) {
    if (!outcome() || !outcome()->report || !outcome()->report->failure) {
        *error = tr("there is no failing case");
        return false;
    }
    const QString puzzle = QString::fromStdString(outcome()->report->puzzle);
    // The page is shown first: the one way in then prefers it for a text several puzzles read.
    window_->showPage(puzzle);
    if (!window_->takeText(QString::fromStdString(outcome()->report->failure->input),
                           tr("Check: failing case"), error))
        return false;
    if (!window_->currentPage() || window_->currentPage()->puzzleId() != puzzle) {
        *error = tr("the case went to another page");
        return false;
    }
    window_->raise();
    return true;
}

bool CheckDialog::saveCase(const QString& path, QString* error) const {
    if (!outcome() || !outcome()->report || !outcome()->report->failure) {
        *error = tr("there is no failing case");
        return false;
    }
    return textfile::writeAtomically(
        path, QByteArray::fromStdString(outcome()->report->failure->input), error);
}

void CheckDialog::saveCaseWithDialog() {
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the Case"),
                                                      puzzle() + QStringLiteral("-failing.txt"));
    QString error;
    if (!path.isEmpty() && !saveCase(path, &error))
        status_->setText(tr("The case was not saved: %1").arg(error));
}
