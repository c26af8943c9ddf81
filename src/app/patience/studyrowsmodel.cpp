// The study dialog's table model (studyrowsmodel.h).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/studyrowsmodel.h"

#include <QLocale>

#include <utility>

StudyRowsModel::StudyRowsModel(QStringList headers, QObject* parent)
    : QAbstractTableModel(parent), headers_(std::move(headers)) {}

void StudyRowsModel::setStudy(std::shared_ptr<const pw::patience::Study> study) {
    beginResetModel();
    study_ = std::move(study);
    endResetModel();
}

int StudyRowsModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !study_ ? 0 : static_cast<int>(study_->rows.size());
}

int StudyRowsModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(headers_.size());
}

QString StudyRowsModel::chance(double p) {
    return QLocale().toString(p, 'f', 6);
}

QVariant StudyRowsModel::data(const QModelIndex& index, int role) const {
    if (!study_ || !index.isValid() || index.row() >= rowCount())
        return {};
    const auto& row = study_->rows[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::AccessibleTextRole:
        switch (index.column()) {
        case 0:
            return QString::number(row.seed);
        case 1:
            return chance(row.values.random);
        case 2:
            return chance(row.values.best);
        case 3:
            return chance(row.values.worst);
        case 4:
            return QLocale().toString(static_cast<qulonglong>(row.states));
        default:
            return {};
        }
    case Qt::ToolTipRole:
        return index.column() == 0 ? QVariant(QString::fromStdString(row.dealId)) : QVariant();
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant StudyRowsModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1; // deals numbered from 1
    return section >= 0 && section < headers_.size() ? QVariant(headers_[section]) : QVariant();
}
