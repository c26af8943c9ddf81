// PageModel, the session: the whole history and the page's document, so that undo survives a
// restart or a language switch; long position ids are stored once.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/pagemodel.h"

#include "app/messagetext.h"

#include <QFileInfo>
#include <QHash>
#include <QJsonArray>

namespace {

constexpr int kSessionVersion = 1;
// Session strings at least this long (position ids) are stored once and referred to by index.
constexpr qsizetype kInternedLength = 64;
const QString kRefPrefix = QStringLiteral("\u0001ref:");
const QString kJudgeFormat = QStringLiteral("judge");
const QString kWorkbenchFormat = QStringLiteral("workbench");

QJsonObject documentJson(const PageModel::Document& document) {
    if (document.format == PageModel::DocumentFormat::None)
        return {};
    return {{QStringLiteral("path"), document.path},
            {QStringLiteral("format"), document.format == PageModel::DocumentFormat::Workbench
                                           ? kWorkbenchFormat
                                           : kJudgeFormat}};
}

// A session's document: only an absolute path in a known format (a relative path would name
// another file from another working folder).
PageModel::Document documentFromJson(const QJsonObject& json) {
    const QString path = json.value(QStringLiteral("path")).toString();
    const QString format = json.value(QStringLiteral("format")).toString();
    if (path.isEmpty() || !QFileInfo(path).isAbsolute() ||
        (format != kJudgeFormat && format != kWorkbenchFormat))
        return {};
    return {path, format == kWorkbenchFormat ? PageModel::DocumentFormat::Workbench
                                             : PageModel::DocumentFormat::JudgeText};
}

} // namespace

QJsonObject PageModel::sessionJson() const {
    QJsonArray strings;
    QHash<QString, int> interned;
    auto intern = [&](QJsonObject object) {
        for (auto it = object.begin(); it != object.end(); ++it) {
            if (!it.value().isString() || it.value().toString().size() < kInternedLength)
                continue;
            const QString value = it.value().toString();
            auto found = interned.find(value);
            if (found == interned.end()) {
                found = interned.insert(value, static_cast<int>(strings.size()));
                strings.append(value);
            }
            it.value() = kRefPrefix + QString::number(found.value());
        }
        return object;
    };
    QJsonArray steps;
    for (const Step& step : history_.steps())
        steps.append(QJsonObject{{QStringLiteral("description"), step.description},
                                 {QStringLiteral("state"), intern(step.state->toJson())}});
    return {{QStringLiteral("version"), kSessionVersion},
            {QStringLiteral("index"), history_.index()},
            {QStringLiteral("clean"), history_.cleanIndex()},
            {QStringLiteral("document"), documentJson(history_.document())},
            {QStringLiteral("view"), viewJson()},
            {QStringLiteral("strings"), strings},
            {QStringLiteral("steps"), steps}};
}

bool PageModel::restoreSessionJson(const QJsonObject& session, QString* error) {
    const QJsonArray strings = session.value(QStringLiteral("strings")).toArray();
    auto resolve = [&](QJsonObject object) {
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString value = it.value().toString();
            if (!value.startsWith(kRefPrefix))
                continue;
            bool ok = false;
            const int index = value.mid(kRefPrefix.size()).toInt(&ok);
            it.value() =
                ok && index >= 0 && index < strings.size() ? strings.at(index) : QJsonValue();
        }
        return object;
    };
    const QJsonArray array = session.value(QStringLiteral("steps")).toArray();
    const int index = session.value(QStringLiteral("index")).toInt(-1);
    std::vector<Step> steps;
    QString problem;
    if (session.value(QStringLiteral("version")).toInt() != kSessionVersion)
        problem = tr("unknown session version");
    else if (array.isEmpty() || array.size() > kMaxHistory || index < 0 || index >= array.size())
        problem = tr("the history is malformed");
    for (qsizetype i = 0; problem.isEmpty() && i < array.size(); ++i) {
        const QJsonObject step = array.at(i).toObject();
        QString stepProblem;
        auto state =
            stateFromJson(resolve(step.value(QStringLiteral("state")).toObject()), &stepProblem);
        if (!state)
            problem = tr("step %1: %2").arg(i + 1).arg(stepProblem);
        else
            steps.push_back(
                makeStep(step.value(QStringLiteral("description")).toString(), std::move(state)));
    }
    restoreViewJson(session.value(QStringLiteral("view")).toObject());
    const Document document =
        documentFromJson(session.value(QStringLiteral("document")).toObject());
    if (document != history_.document()) {
        history_.setDocument(document);
        emit documentChanged();
    }
    if (problem.isEmpty()) {
        history_.restore(std::move(steps), index, session.value(QStringLiteral("clean")).toInt(-1));
        newPosition_ = true; // whatever was shown before answered another position
        presentStateReplaced();
        presentChanged();
        return true;
    }
    // Keep what can be kept: the present step alone when it is valid, else the example.
    std::shared_ptr<const PageState> present;
    if (index >= 0 && index < array.size()) {
        QString ignored;
        present = stateFromJson(
            resolve(array.at(index).toObject().value(QStringLiteral("state")).toObject()),
            &ignored);
    }
    const bool keptPresent = present != nullptr;
    history_.restore({makeStep(QString(), keptPresent ? std::move(present) : exampleState())}, 0,
                     -1);
    newPosition_ = true;
    presentStateReplaced();
    presentChanged();
    if (error)
        *error = messagetext::oneLine(
            keptPresent ? tr("%1: the history was lost (%2)").arg(title(), problem)
                        : tr("%1: the position was lost (%2)").arg(title(), problem));
    return false;
}
