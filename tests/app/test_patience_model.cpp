// The Double Patience page model without a window: the old page's defects as tests (the layout
// after a restart, edits on the one history, a message naming a card that is gone), sessions,
// and 1000 random actions checked against fresh solves.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/patience/patiencemodel.h"
#include "app/patience/patiencepage.h"
#include "app/translations.h"
#include "engine/patience/judge.h"

#include <QComboBox>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>
#include <QtTest>

#include "common/model_wait.h"

using pw::patience::Move;
using pw::patience::Position;

namespace {

double freshRandomValue(const Position& start, const Position& at) {
    pw::SolveControl control;
    return pw::patience::solve(start, control).analysis(at)->values.random;
}

} // namespace

class TestPatienceModel : public QObject {
    Q_OBJECT
private slots:
    void initTestCase() { translations::install(QStringLiteral("en")); }

    void theLayoutAndSeedSurviveARestart() {
        PatiencePage page;
        page.patience()->setLayout(true);
        page.patience()->setSeed(77);
        page.patience()->newRandomDeal();
        QCOMPARE(page.patience()->state().start.deal().cardCount(), 52);
        PatiencePage restarted;
        QVERIFY(restarted.patience()->restoreSessionJson(page.patience()->sessionJson(), nullptr));
        QCOMPARE(restarted.findChild<QComboBox*>(QStringLiteral("layoutCombo"))->currentIndex(), 1);
        QCOMPARE(restarted.findChild<QSpinBox*>(QStringLiteral("seedSpin"))->value(), 77);
        QCOMPARE(restarted.patience()->state().start.deal().cardCount(), 52);
    }

    void editsAreOnTheOneHistoryAndThePagesUndoFollows() {
        PatiencePage page;
        auto* undo = page.findChild<QPushButton*>(QStringLiteral("undoButton"));
        page.patience()->setMode(PatienceState::Mode::Edit);
        page.patience()->swapCards(0, 0, 1, 0);
        QVERIFY(undo->isEnabled());
        QVERIFY(page.undoAction()->isEnabled());
        QCOMPARE(page.patience()->historyDescriptions().last(), QStringLiteral("Swap two cards"));
        undo->click();
        QCOMPARE(page.patience()->historyDescriptions().size(), 3);
        QCOMPARE(page.patience()->historyIndex(), 1); // the swap undone, still editing
        QVERIFY(page.patience()->isEditing());
    }

    void noMessageNamesACardThatIsGone() {
        PatienceModel model;
        QVERIFY(waitSettled(model));
        const Position start = model.current();
        const Move move = pw::patience::legalMoves(start).front();
        model.clickPile(move.first);
        QVERIFY(model.message().contains(QStringLiteral("Picked")));
        QVERIFY(model.playMove(move));
        QVERIFY(model.message().contains(QStringLiteral("Removed")));
        model.undo();
        QVERIFY2(model.message().isEmpty(), qPrintable(model.message()));
        QVERIFY(!model.selectedPile());
    }

    void aForgedSessionIsRefused() {
        PatienceModel model;
        QJsonObject state = model.stateJson();
        state.insert(QStringLiteral("moves"),
                     QJsonArray{QStringLiteral("1-2")}); // K♠ and K♥? no: not a pair on top
        QString error;
        const auto legal = pw::patience::legalMoves(model.current()).front();
        state.insert(
            QStringLiteral("moves"),
            QJsonArray{QStringLiteral("%1-%2").arg(legal.first + 1).arg(legal.second + 1),
                       QStringLiteral("%1-%2").arg(legal.first + 1).arg(legal.second + 1)});
        QVERIFY(!model.parseStateJson(state, &error));
        state.insert(
            QStringLiteral("moves"),
            QJsonArray{QStringLiteral("%1-%2").arg(legal.first + 1).arg(legal.second + 1)});
        QVERIFY2(model.parseStateJson(state, &error), qPrintable(error));
    }

    void thousandRandomActionsStayConsistent() {
        const NoDebounceHere atOnce;
        PatienceModel model;
        QRandomGenerator random(2026);
        QStringList expected = model.historyDescriptions();
        int index = model.historyIndex();
        for (int action = 0; action < 1000; ++action) {
            const QJsonObject before = model.stateJson();
            const int kind = static_cast<int>(random.bounded(10));
            bool undoRedo = false;
            if (kind == 0) {
                model.setSeed(static_cast<int>(random.bounded(1000)));
                model.newRandomDeal();
            } else if (kind == 1) {
                QVERIFY(!model.loadText(QStringLiteral("AS 9S 6C KS\n"), QStringLiteral("Paste"),
                                        nullptr));
            } else if (kind == 2 && model.canUndo()) {
                model.undo();
                --index;
                undoRedo = true;
            } else if (kind == 3 && model.canRedo()) {
                model.redo();
                ++index;
                undoRedo = true;
            } else if (kind == 4 || kind == 5) {
                if (!model.isEditing())
                    model.playRandomMove(random.generate());
            } else if (kind == 6) {
                model.setMode(random.bounded(3) ? PatienceState::Mode::Play
                                                : PatienceState::Mode::Edit);
            } else if (kind == 7 && model.isEditing()) {
                const auto& deal = model.state().start.deal();
                model.swapCards(
                    static_cast<int>(random.bounded(static_cast<quint32>(deal.pileCount()))), 0,
                    static_cast<int>(random.bounded(static_cast<quint32>(deal.pileCount()))), 1);
            } else if (kind == 8) {
                PatienceModel restored;
                QVERIFY(restored.restoreSessionJson(model.sessionJson(), nullptr));
                QVERIFY(restored.state().equals(model.state()));
            } else if (kind == 9) {
                model.restart();
            }
            if (!undoRedo && model.stateJson() != before) {
                // New seed and new deal are two steps; every other action here is one.
                const int made = kind == 0 ? model.historyIndex() - index : 1;
                QVERIFY(made >= 1 && made <= 2);
                expected = expected.mid(0, index + 1);
                for (int i = made; i > 0; --i)
                    expected << model.historyDescriptions().value(model.historyIndex() - i + 1);
                index += made;
            }
            if (action % 3 != 0)
                continue;
            QVERIFY(waitSettled(model));
            QCOMPARE(model.historyDescriptions(), expected);
            QCOMPARE(model.historyIndex(), index);
            QCOMPARE(model.current(), model.state().current());
            const auto known = model.analysis();
            QVERIFY(known);
            QCOMPARE(known->values.random, freshRandomValue(model.state().start, model.current()));
            if (!known->moves.empty())
                QVERIFY(model.bestMove());
        }
    }
};

QTEST_MAIN(TestPatienceModel)
#include "test_patience_model.moc"
