// The study dialog's table: one row a deal, read from the study as the view asks for it, so a
// study of 100,000 deals is shown at once and sizing its columns reads a sample of the rows, not
// every one (a table of items measured every row at every item it took: minutes of a frozen
// window for a few thousand deals).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/patience/study.h"

#include <QAbstractTableModel>
#include <QStringList>

#include <memory>

class StudyRowsModel : public QAbstractTableModel {
    Q_OBJECT
public:
    // `headers`: the columns' titles (the seed, the three chances, the positions).
    explicit StudyRowsModel(QStringList headers, QObject* parent = nullptr);

    // Shows `study`'s rows (none for null).
    void setStudy(std::shared_ptr<const pw::patience::Study> study);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role) const override;

    // A chance as the table and the summary write it.
    static QString chance(double p);

private:
    QStringList headers_;
    std::shared_ptr<const pw::patience::Study> study_;
};
