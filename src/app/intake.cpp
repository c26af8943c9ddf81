// Intake: recognising and applying outside text for every page.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/intake.h"

#include "app/messagetext.h"
#include "engine/common/parse_error.h"
#include "engine/common/resemblance.h"
#include "engine/document/workbench_document.h"
#include "engine/registry/registry.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QJsonObject>

#include <memory>
#include <vector>

namespace {

QString tr(const char* text) {
    return QCoreApplication::translate("Intake", text);
}

const QString kPositionKey = QStringLiteral("position");

} // namespace

PageModel* Intake::model(const QString& puzzle) const {
    for (PageModel* m : models_)
        if (m->puzzleId() == puzzle)
            return m;
    return nullptr;
}

bool Intake::looksLikeDocument(const QString& text) {
    for (QChar c : text) {
        if (c.isSpace() || c == QChar(0xfeff))
            continue;
        return c == QLatin1Char('{');
    }
    return false;
}

Intake::Outcome Intake::take(const QString& text, const QString& source, const QString& preferred,
                             bool document) const {
    Outcome outcome;
    if (!PageModel::isWithinTextLimit(text, &outcome.error))
        return outcome;
    if (text.trimmed().isEmpty()) {
        outcome.error = tr("there is no text");
        return outcome;
    }
    if (document || looksLikeDocument(text))
        return takeDocument(text, source);
    // The pages whose puzzle the text resembles (registry.h) first, the shown one first among
    // them, so that a text several puzzles read goes where the user is and a text no puzzle reads
    // is explained by the parser of the puzzle it looks like. Each page parses the text once:
    // loading changes nothing when it fails.
    const QByteArray bytes = text.left(static_cast<int>(pw::resemblance::kLookedAt)).toUtf8();
    const std::string_view head(bytes.constData(), static_cast<std::size_t>(bytes.size()));
    const auto resembles = [&](const PageModel* m) {
        const pw::registry::Puzzle* puzzle = pw::registry::find(m->puzzleId().toStdString());
        return puzzle && puzzle->resembles(head);
    };
    QList<PageModel*> order;
    PageModel* shown = model(preferred);
    if (shown && resembles(shown))
        order << shown;
    for (PageModel* m : models_)
        if (!order.contains(m) && resembles(m))
            order << m;
    if (shown && !order.contains(shown))
        order << shown;
    for (PageModel* m : models_)
        if (!order.contains(m))
            order << m;
    QString shownError;
    for (PageModel* m : order) {
        QString error;
        if (m->loadText(text, source, &error)) {
            outcome.loaded = true;
            outcome.puzzle = m->puzzleId();
            outcome.pages = {outcome.puzzle};
            return outcome;
        }
        if (m == order.value(0))
            shownError = error;
    }
    // No puzzle reads it: the parser of the puzzle it resembles (else the shown page's) says what
    // is wrong.
    if (!order.isEmpty())
        outcome.error =
            tr("not a workbench document, nor judge text or a position of any puzzle; as %1: %2")
                .arg(order.value(0)->title(), shownError);
    return outcome;
}

Intake::Outcome Intake::takeDocument(const QString& text, const QString& source) const {
    Outcome outcome;
    outcome.document = true;
    pw::document::WorkbenchDocument document;
    try {
        const QByteArray bytes = text.toUtf8();
        document = pw::document::parseDocument(
            std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
    } catch (const std::exception& e) {
        outcome.error = messagetext::oneLine(
            tr("not a valid workbench document: %1").arg(QString::fromUtf8(e.what())));
        return outcome;
    }
    // Every page's state is checked before any page changes: a document loads whole or not at all.
    std::vector<std::pair<PageModel*, std::shared_ptr<const PageState>>> states;
    for (const auto& [name, entry] : document.pages) {
        PageModel* m = model(QString::fromStdString(name));
        if (!m)
            continue;
        QJsonParseError parseError{};
        QJsonObject json =
            QJsonDocument::fromJson(QByteArray::fromStdString(entry.optionsJson), &parseError)
                .object();
        if (parseError.error != QJsonParseError::NoError) {
            outcome.error = tr("the %1 options are not valid JSON").arg(m->title());
            return outcome;
        }
        json.insert(kPositionKey, QString::fromStdString(entry.position));
        QString error;
        auto state = m->parseStateJson(json, &error);
        if (!state) {
            outcome.error = messagetext::oneLine(tr("the %1 page: %2").arg(m->title(), error));
            return outcome;
        }
        states.emplace_back(m, std::move(state));
    }
    for (auto& [m, state] : states) {
        m->commitState(source, std::move(state));
        outcome.pages << m->puzzleId();
    }
    outcome.loaded = true;
    outcome.currentPuzzle = QString::fromStdString(document.currentPuzzle);
    outcome.puzzle = outcome.currentPuzzle;
    return outcome;
}

QByteArray Intake::document(const QString& current) const {
    pw::document::WorkbenchDocument document;
    document.currentPuzzle = current.toStdString();
    for (PageModel* m : models_) {
        QJsonObject options = m->stateJson();
        const QString position = options.take(kPositionKey).toString();
        // The page's rules stay in its options (its state's "rules"), which the reader checks
        // the position under.
        document.pages[m->puzzleId().toStdString()] = {
            position.toStdString(),
            QJsonDocument(options).toJson(QJsonDocument::Compact).toStdString(),
            m->rulesText().toStdString()};
    }
    return QByteArray::fromStdString(pw::document::formatDocument(document));
}
