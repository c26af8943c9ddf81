// The patience page driven like a user: clicks on top cards remove pairs, undo/redo, edits,
// paste and the checks; values compared with the contest sample and with fresh engine solves.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/mainwindow.h"
#include "app/pageexport.h"
#include "app/patience/patiencecarddialog.h"
#include "app/patience/patiencechart.h"
#include "app/patience/patiencechecks.h"
#include "app/patience/patiencepage.h"
#include "app/patience/patiencestudydialog.h"
#include "app/patience/patienceview.h"
#include "app/patience/studyrowsmodel.h"
#include "app/theme.h"
#include "app/translations.h"
#include "common/page_wait.h"
#include "common/timing.h"
#include "engine/patience/judge.h"

#include <QAccessible>
#include <QAccessibleInterface>
#include <QApplication>
#include <QBarSet>
#include <QCategoryAxis>
#include <QChart>
#include <QClipboard>
#include <QComboBox>
#include <QElapsedTimer>
#include <QGraphicsTextItem>
#include <QImage>
#include <QLabel>
#include <QPainter>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QSvgRenderer>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextLayout>
#include <QToolButton>
#include <QTreeWidget>
#include <QValueAxis>
#include <QtTest>

using pw::patience::Card;
using pw::patience::Deal;
using pw::patience::Move;
using pw::patience::Position;

namespace {

// docs/puzzles.md (Double Patience), the sample: 0.589314.
const char* kSample = "AS 9S 6C KS\nJC QH AC KH\n7S QD JD KD\nQS TS JS 9H\n6D TD AD 8S\n"
                      "QC TH KC 8D\n8C 9D TC 7C\n9C 7H JH 7D\n8H 6S AH 6H\n";
// docs/puzzles.md (Double Patience): nine piles of four cards of one rank -> 0.000000 (no first
// move).
const char* kOneRankPiles = "6S 6C 6D 6H\n7S 7C 7D 7H\n8S 8C 8D 8H\n9S 9C 9D 9H\nTS TC TD TH\n"
                            "JS JC JD JH\nQS QC QD QH\nKS KC KD KH\nAS AC AD AH\n";

// The texts a chart shows (its labels and titles), top to bottom and left to right.
QStringList chartTexts(QChartView* chart) {
    QList<QGraphicsTextItem*> items;
    for (QGraphicsItem* item : chart->scene()->items())
        if (auto* text = dynamic_cast<QGraphicsTextItem*>(item);
            text && text->isVisible() && !text->toPlainText().isEmpty())
            items.append(text);
    std::sort(items.begin(), items.end(), [](QGraphicsTextItem* a, QGraphicsTextItem* b) {
        return std::pair(a->scenePos().y(), a->scenePos().x()) <
               std::pair(b->scenePos().y(), b->scenePos().x());
    });
    QStringList texts;
    for (QGraphicsTextItem* item : items)
        texts.append(item->toPlainText());
    return texts;
}

QString engineValue(const Position& position) {
    pw::SolveControl control;
    return QString::fromStdString(
        pw::patience::formatProbability(pw::patience::solve(position, control).values.random));
}

void clickTop(PatienceView* view, int pile) {
    QTest::mouseClick(view, Qt::LeftButton, {}, view->topCardPoint(pile).toPoint());
}

// The exact fraction groups its digits with narrow no-break spaces (never a line break inside).
QString withoutThinSpaces(QString text) {
    return text.remove(QChar(u'\u202F'));
}

} // namespace

class TestPatiencePage : public QObject {
    Q_OBJECT

    // A shown page with the sample loaded and solved.
    void loadSample(PatiencePage& page) {
        page.resize(1100, 760);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QString error;
        QVERIFY2(page.patience()->loadText(QString::fromLatin1(kSample), QStringLiteral("Paste"),
                                           &error),
                 qPrintable(error));
        QVERIFY(waitSettled(page));
    }

private slots:
    // The interface in English, as the application installs it (plural forms come from it).
    void initTestCase() {
        QCOMPARE(translations::install(QStringLiteral("en")), QStringLiteral("en"));
    }

    // The pair list shows the random-play chance after each first move: every "Win after" cell
    // carries the engine's value and prints its digits, the highest chances first.
    void pairListShowsTheChanceAfterEachPair() {
        PatiencePage page;
        loadSample(page);
        auto* tree = page.findChild<QTreeWidget*>(QStringLiteral("pairTree"));
        QVERIFY(tree);
        const auto analysis = page.patience()->analysis();
        QVERIFY(analysis);
        QCOMPARE(tree->topLevelItemCount(), static_cast<int>(analysis->moves.size()));
        double previous = 2.0;
        for (int i = 0; i < tree->topLevelItemCount(); ++i) {
            QTreeWidgetItem* item = tree->topLevelItem(i);
            const double chance = item->data(1, PatiencePage::kChanceRole).toDouble();
            QVERIFY(chance <= previous);
            previous = chance;
            const Move move{item->data(0, Qt::UserRole).toInt(),
                            item->data(0, Qt::UserRole + 1).toInt()};
            const auto value = std::find_if(analysis->moves.begin(), analysis->moves.end(),
                                            [&](const auto& mv) { return mv.move == move; });
            QVERIFY(value != analysis->moves.end());
            QCOMPARE(chance, value->after.random);
            QCOMPARE(item->text(1),
                     QString::fromStdString(pw::patience::formatProbability(chance)));
        }
    }

    // The chart of the first moves, on a deal small enough to solve by hand (piles bottom card
    // first; tops 7♦, A♦, A♥, A♠): A♥ + A♠ leaves A♦ + A♣, then three pairs of sevens of which
    // one (piles 1 and 2) strands 7♥ on 7♠: 2/3. A♦ + A♠ leaves two pairs: the aces first wins
    // 2/3 of the time, the sevens first loses: 1/3. A♦ + A♥ leaves 7♦ + 7♣, then A♠ alone: 0.
    // The position itself: (2/3 + 1/3 + 0) / 3 = 1/3.
    void chartShowsTheChanceAfterEachPairBestFirst() {
        PatiencePage page;
        page.resize(1100, 760);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QString error;
        QVERIFY2(page.patience()->loadText(QStringLiteral("7D/7CAD/AH/7S7HACAS"),
                                           QStringLiteral("Paste"), &error),
                 qPrintable(error));
        QVERIFY(waitSettled(page));
        PatienceChart* chart = page.chart();
        QVERIFY(chart);
        QCOMPARE(page.charts(), QList<QWidget*>({static_cast<QWidget*>(chart)}));
        auto* tabs = page.findChild<QTabWidget*>(QStringLiteral("pairTabs"));
        QVERIFY(tabs);
        tabs->setCurrentWidget(chart->parentWidget());
        QVERIFY(QTest::qWaitForWindowExposed(chart));

        // One bar a legal pair, highest first, named and printed as the list names and prints
        // them; the highest in gold; the position's own chance as the reference line.
        const QStringList labels{QStringLiteral("★ A♥ + A♠  (3, 4)"),
                                 QStringLiteral("A♦ + A♠  (2, 4)"),
                                 QStringLiteral("A♦ + A♥  (2, 3)")};
        const QStringList digits{QStringLiteral("0.666667"), QStringLiteral("0.333333"),
                                 QStringLiteral("0.000000")};
        const QList<double> values{2.0 / 3.0, 1.0 / 3.0, 0.0};
        auto* tree = page.findChild<QTreeWidget*>(QStringLiteral("pairTree"));
        QCOMPARE(chart->barCount(), 3);
        QCOMPARE(static_cast<int>(pw::patience::legalMoves(page.patience()->current()).size()), 3);
        QCOMPARE(tree->topLevelItemCount(), 3);
        for (int i = 0; i < 3; ++i) {
            const PatienceChart::Bar& bar = chart->data().bars[static_cast<std::size_t>(i)];
            QCOMPARE(bar.label, labels[i]);
            QCOMPARE(bar.valueText, digits[i]);
            QVERIFY(bar.value.has_value());
            QVERIFY2(std::abs(*bar.value - values[i]) < 1e-12, qPrintable(labels[i]));
            QCOMPARE(bar.highlighted, i == 0);
            QCOMPARE(tree->topLevelItem(i)->text(0), bar.label);
            QCOMPARE(tree->topLevelItem(i)->text(1), bar.valueText);
        }
        QVERIFY(chart->data().reference.has_value());
        QVERIFY(std::abs(*chart->data().reference - 1.0 / 3.0) < 1e-12);
        QCOMPARE(chart->data().referenceText, QStringLiteral("0.333333"));
        QCOMPARE(chart->ticks().front(), 0.0);
        QCOMPARE(chart->ticks().back(), 1.0);

        // As drawn: bars as long as their chances on the 0..1 axis, the highest gold.
        const QImage image = chart->grab().toImage();
        // (A quarter along each bar, clear of the reference line at 1/3.)
        const auto colourOfBar = [&](int bar) {
            const QRectF r = chart->barRect(bar);
            const QPointF point(r.left() + r.width() / 4, r.center().y());
            return image.pixelColor((point * chart->devicePixelRatioF()).toPoint());
        };
        QCOMPARE(colourOfBar(0), QColor(0xf2, 0xb7, 0x05));
        QCOMPARE(colourOfBar(1), chart->palette().color(QPalette::Highlight));
        QVERIFY(std::abs(chart->barRect(0).width() - 2 * chart->barRect(1).width()) < 1.0);
        QVERIFY(std::abs(chart->barRect(0).width() -
                         (chart->xOf(1.0) - chart->xOf(0.0)) * 2.0 / 3.0) < 1.0);
        QVERIFY(chart->barRect(0).top() < chart->barRect(1).top());

        // Screen readers: a part a bar, and every value in the description.
        QAccessibleInterface* accessible = QAccessible::queryAccessibleInterface(chart);
        QVERIFY(accessible);
        QCOMPARE(accessible->childCount(), 3);
        QCOMPARE(accessible->child(0)->text(QAccessible::Name),
                 QStringLiteral("★ A♥ + A♠  (3, 4): 0.666667, the highest chance"));
        QCOMPARE(accessible->child(2)->text(QAccessible::Name),
                 QStringLiteral("A♦ + A♥  (2, 3): 0.000000"));
        QCOMPARE(chart->accessibleDescription(),
                 QStringLiteral("★ A♥ + A♠  (3, 4): 0.666667, the highest chance; "
                                "A♦ + A♠  (2, 4): 0.333333; A♦ + A♥  (2, 3): 0.000000. "
                                "The position now: 0.333333."));

        // Double-clicking the best bar removes its pair, as the list does: A♦ + A♣ is left, its
        // chance the bar's 2/3, which is now the position's own.
        const PatienceChart::Data start = chart->data();
        QTest::mouseDClick(chart, Qt::LeftButton, {}, chart->barRect(0).center().toPoint());
        QCOMPARE(static_cast<int>(page.patience()->state().moves.size()), 1);
        QCOMPARE(page.patience()->state().moves.front(), (Move{2, 3}));
        QVERIFY(waitSettled(page));
        QCOMPARE(chart->barCount(), 1);
        QCOMPARE(chart->data().bars.front().label, QStringLiteral("★ A♦ + A♣  (2, 4)"));
        QCOMPARE(chart->data().bars.front().valueText, QStringLiteral("0.666667"));
        QVERIFY(chart->data().bars.front().highlighted);
        QCOMPARE(chart->data().referenceText, QStringLiteral("0.666667"));
        QVERIFY(
            chart->accessibleDescription().contains(QStringLiteral("The position now: 0.666667")));

        // Undo brings the three bars back, exactly.
        page.patience()->undo();
        QVERIFY(waitSettled(page));
        QVERIFY(chart->data() == start);

        // The losing pair: then 7♦ + 7♣ at 0, then no pair at all.
        QVERIFY(page.patience()->playMove(Move{1, 2}));
        QVERIFY(waitSettled(page));
        QCOMPARE(chart->barCount(), 1);
        QCOMPARE(chart->data().bars.front().label, QStringLiteral("★ 7♦ + 7♣  (1, 2)"));
        QCOMPARE(chart->data().bars.front().valueText, QStringLiteral("0.000000"));
        QCOMPARE(chart->data().referenceText, QStringLiteral("0.000000"));
        QVERIFY(page.patience()->playMove(Move{0, 1}));
        QVERIFY(waitSettled(page));
        QCOMPARE(chart->barCount(), 0);
        QVERIFY(!chart->data().reference);
        QCOMPARE(chart->data().empty, QStringLiteral("None: no two top cards share a rank."));
        QCOMPARE(chart->accessibleDescription(),
                 QStringLiteral("None: no two top cards share a rank."));
    }

    // A chart with more pairs than it shows scrolls on screen, but File › Export draws every
    // bar: eight kings and aces on top give twelve pairs; the SVG names each of them and the PNG
    // is as tall as all the rows (at twice the size), the last bar drawn in its colour (gold
    // where it ties for the highest chance), in the light palette. A chart of one pair is
    // exported no taller than its bar (it was 80 % empty).
    void anExportedChartHoldsEveryBar() {
        PatiencePage page;
        page.resize(1024, 700);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        QString error;
        QVERIFY2(page.patience()->loadText(QStringLiteral("AS/AH/AD/AC/KS/KH/KD/KC"),
                                           QStringLiteral("Paste"), &error),
                 qPrintable(error));
        QVERIFY(waitSettled(page));
        PatienceChart* chart = page.chart();
        auto* tabs = page.findChild<QTabWidget*>(QStringLiteral("pairTabs"));
        tabs->setCurrentWidget(chart->parentWidget());
        QVERIFY(QTest::qWaitForWindowExposed(chart));
        QCOMPARE(chart->barCount(), 12);
        QVERIFY(chart->isScrollable());
        const QByteArray svg = pageexport::svgOf(chart, QStringLiteral("Double Patience"));
        for (const PatienceChart::Bar& bar : chart->data().bars)
            for (const QString& card : bar.label.split(QLatin1Char(' '), Qt::SkipEmptyParts))
                if (card.size() > 1 && !card.startsWith(QLatin1Char('(')))
                    QVERIFY2(QString::fromUtf8(svg).contains(card), qPrintable(bar.label));
        const std::unique_ptr<QWidget> whole = chart->handoutCopy(chart->size());
        QVERIFY(whole);
        QCOMPARE(pageexport::exportSize(chart), whole->size());
        QCOMPARE(whole->width(), std::max(chart->width(), 420));
        QVERIFY(whole->height() > chart->height());
        const QImage png = QImage::fromData(pageexport::pngOf(chart), "PNG");
        QCOMPARE(png.size(), whole->size() * 2);
        const auto* copy = static_cast<PatienceChart*>(whole.get());
        const QRectF last = copy->barRect(11);
        QVERIFY(last.bottom() <= whole->height());
        QCOMPARE(png.pixelColor((QPointF(last.left() + 2, last.center().y()) * 2).toPoint()),
                 chart->data().bars.back().highlighted
                     ? QColor(0xf2, 0xb7, 0x05)
                     : theme::lightPalette().color(QPalette::Highlight));
        // One pair: cropped to its bar.
        QVERIFY(
            page.patience()->loadText(QStringLiteral("AS/AH"), QStringLiteral("Paste"), &error));
        QVERIFY(waitSettled(page));
        const std::unique_ptr<QWidget> one = chart->handoutCopy(chart->size());
        const int line = static_cast<int>(std::ceil(QFontMetricsF(one->font()).height()));
        // The title, two rows (the bar and room for it) and the axis.
        QVERIFY2(one->height() <= 4 * line + 25, qPrintable(QString::number(one->height())));
        QVERIFY(one->height() < whole->height() / 2);
        QCOMPARE(pageexport::exportSize(chart), one->size());
    }

    void sampleShowsTheContestAnswer() {
        PatiencePage page;
        loadSample(page);
        QVERIFY((page.patience()->solved() != nullptr));
        QVERIFY2(page.answerText().contains(QStringLiteral("0.589314")),
                 qPrintable(page.answerText()));
        QCOMPARE(pw::patience::formatProbability(page.patience()->analysis()->values.random),
                 std::string("0.589314"));
        QVERIFY(page.dealText().contains(QStringLiteral("Standard deal")));
        // The built-in example is the same deal.
        PatiencePage example;
        example.patience()->loadExample();
        QCOMPARE(example.patience()->state().start.deal(), page.patience()->state().start.deal());
    }

    void oneRankPilesCannotStart() {
        PatiencePage page;
        page.show();
        QVERIFY(page.patience()->loadText(QString::fromLatin1(kOneRankPiles),
                                          QStringLiteral("Paste"), nullptr));
        QVERIFY(waitSettled(page));
        QVERIFY2(page.answerText().contains(QStringLiteral("0.000000")),
                 qPrintable(page.answerText()));
        QVERIFY(page.answerText().contains(QStringLiteral("Lost")));
        QVERIFY(page.patience()->analysis()->moves.empty());
    }

    void clickingTwoMatchingTopCardsRemovesThePair() {
        PatiencePage page;
        loadSample(page);
        const Position start = page.patience()->state().start;
        // A pair whose removal changes the chance to win.
        std::optional<Move> chosen;
        for (const Move& move : pw::patience::legalMoves(start))
            if (engineValue(pw::patience::apply(start, move)) != QStringLiteral("0.589314"))
                chosen = move;
        QVERIFY(chosen);
        clickTop(page.view(), chosen->first);
        QVERIFY(page.patience()->state().moves.empty());
        QVERIFY(page.statusText().contains(QStringLiteral("Picked")));
        clickTop(page.view(), chosen->second);
        QCOMPARE(page.patience()->state().moves.size(), std::size_t{1});
        QCOMPARE(page.patience()->state().moves.front(), *chosen);
        const Position after = pw::patience::apply(start, *chosen);
        QCOMPARE(page.patience()->current(), after);
        QCOMPARE(page.view()->position(), after);
        // Answered from the solved table at once: nothing is pending.
        QVERIFY(page.isSettled());
        const QString expected = engineValue(after);
        QVERIFY2(page.answerText().contains(expected),
                 qPrintable(page.answerText() + QStringLiteral(" vs ") + expected));
        QVERIFY(!page.answerText().contains(QStringLiteral("0.589314")));
    }

    void aNonMatchingClickExplainsWhy() {
        PatiencePage page;
        loadSample(page);
        // Pile 1 shows K♠ (pile 2 has K♥), pile 4 shows 9♥.
        clickTop(page.view(), 0);
        clickTop(page.view(), 3);
        QVERIFY(page.patience()->state().moves.empty());
        QVERIFY2(page.statusText().contains(QStringLiteral("differ in rank")),
                 qPrintable(page.statusText()));
        // 9♥ alone: no other 9 on top.
        clickTop(page.view(), 0); // deselect
        clickTop(page.view(), 3);
        QVERIFY2(page.statusText().contains(QStringLiteral("No other top card")),
                 qPrintable(page.statusText()));
    }

    void undoAndRedoRestoreTheValues() {
        PatiencePage page;
        loadSample(page);
        const Position start = page.patience()->state().start;
        const Move move = pw::patience::legalMoves(start).back();
        clickTop(page.view(), move.first);
        clickTop(page.view(), move.second);
        const QString afterText = page.answerText();
        QCOMPARE(static_cast<int>(page.patience()->state().moves.size()), 1);
        auto* undo = page.findChild<QPushButton*>(QStringLiteral("undoButton"));
        auto* redo = page.findChild<QPushButton*>(QStringLiteral("redoButton"));
        QVERIFY(undo->isEnabled());
        QTest::mouseClick(undo, Qt::LeftButton);
        QCOMPARE(static_cast<int>(page.patience()->state().moves.size()), 0);
        QCOMPARE(page.patience()->current(), start);
        QVERIFY(page.answerText().contains(QStringLiteral("0.589314")));
        QVERIFY(redo->isEnabled());
        QTest::mouseClick(redo, Qt::LeftButton);
        QCOMPARE(page.patience()->current(), pw::patience::apply(start, move));
        QCOMPARE(page.answerText(), afterText);
        // The keyboard: Ctrl+Z and Ctrl+Shift+Z.
        QTest::keyClick(page.view(), Qt::Key_Z, Qt::ControlModifier);
        QCOMPARE(static_cast<int>(page.patience()->state().moves.size()), 0);
        QTest::keyClick(page.view(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
        QCOMPARE(static_cast<int>(page.patience()->state().moves.size()), 1);
    }

    void bestPairFollowsBestPlay() {
        PatiencePage page;
        loadSample(page);
        // Playing the best pair to the end wins exactly when best play wins from the start.
        const double bestFromStart = page.patience()->analysis()->values.best;
        auto* best = page.findChild<QPushButton*>(QStringLiteral("bestMoveButton"));
        while (best->isEnabled())
            QTest::mouseClick(best, Qt::LeftButton);
        QCOMPARE(page.patience()->current().isWon(), bestFromStart == 1.0);
        QCOMPARE(static_cast<int>(page.patience()->state().moves.size()),
                 static_cast<int>(page.patience()->state().moves.size()));
    }

    void badPasteLeavesTheDealUntouched() {
        PatiencePage page;
        loadSample(page);
        const Deal before = page.patience()->state().start.deal();
        QApplication::clipboard()->setText(QStringLiteral("AS 9S 6C KS\nJC QH AC XX\n"));
        QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("pasteButton")),
                          Qt::LeftButton);
        QCOMPARE(page.patience()->state().start.deal(), before);
        QVERIFY2(page.statusText().contains(QStringLiteral("Not pasted")),
                 qPrintable(page.statusText()));
        QVERIFY(page.statusText().contains(QStringLiteral("line 2")));
        QString error;
        QVERIFY(!page.patience()->loadText(QStringLiteral("AS 9S 6C KS\n"), QStringLiteral("Paste"),
                                           &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(page.patience()->state().start.deal(), before);
        QVERIFY(page.answerText().contains(QStringLiteral("0.589314")));
    }

    // A judge file of several deals: every deal is kept, the first is shown, and a selector
    // shows the others (one undoable step each); copying gives the whole file back, and the
    // deals survive the session.
    void severalDealsHaveASelector() {
        PatiencePage page;
        page.show();
        const QString text = QString::fromLatin1(kOneRankPiles) + QStringLiteral("\n") +
                             QString::fromLatin1(kSample);
        QVERIFY(page.patience()->loadText(text, QStringLiteral("Paste"), nullptr));
        QCOMPARE(page.patience()->state().start.deal(),
                 pw::patience::parseJudge(kOneRankPiles).front().deal);
        auto* spin = page.findChild<QSpinBox*>(QStringLiteral("dealSpin"));
        QVERIFY(spin && spin->isVisible());
        QCOMPARE(spin->maximum(), 2);
        QCOMPARE(spin->value(), 1);
        QCOMPARE(page.findChild<QLabel*>(QStringLiteral("dealCountLabel"))->text(),
                 QStringLiteral("of 2"));
        QVERIFY(waitSettled(page));
        QCOMPARE(page.patience()->analysis()->values.random,
                 0.0); // one rank per pile: no first move

        spin->setValue(2);
        QCOMPARE(page.patience()->state().dealIndex, 1);
        QCOMPARE(page.patience()->state().start.deal(),
                 pw::patience::parseJudge(kSample).front().deal);
        QVERIFY(waitSettled(page));
        QCOMPARE(QString::fromStdString(
                     pw::patience::formatProbability(page.patience()->analysis()->values.random)),
                 QStringLiteral("0.589314"));
        const QString judge = page.patience()->judgeText();
        const auto deals = pw::patience::parseJudge(judge.toStdString());
        QCOMPARE(deals.size(), std::size_t{2});
        QCOMPARE(deals[0].deal, pw::patience::parseJudge(kOneRankPiles).front().deal);
        QCOMPARE(deals[1].deal, pw::patience::parseJudge(kSample).front().deal);

        // The session keeps every deal and the one shown.
        QString error;
        const auto restored = page.patience()->parseStateJson(page.patience()->stateJson(), &error);
        QVERIFY2(restored, qPrintable(error));
        QVERIFY(restored->equals(page.patience()->state()));

        // One undo goes back to deal 1; the selector follows.
        page.patience()->undo();
        QCOMPARE(page.patience()->state().dealIndex, 0);
        QCOMPARE(spin->value(), 1);
        // A single deal hides the selector.
        QVERIFY(page.patience()->loadText(QString::fromLatin1(kSample), QStringLiteral("Paste"),
                                          nullptr));
        QVERIFY(!spin->isVisible());
        QCOMPARE(page.patience()->dealCount(), 1);
    }

    // The sample's kings on piles 1 and 2 paired from the keyboard: the line under the board
    // then says what pile 2 shows now (A♣ on top), not the king just removed.
    void theHoverLineFollowsAPairRemovedByKeyboard() {
        QCOMPARE(translations::install(QStringLiteral("en")), QStringLiteral("en"));
        PatiencePage page;
        loadSample(page);
        auto* line = page.findChild<QLabel*>(QStringLiteral("hoverLabel"));
        QVERIFY(line);
        page.view()->setFocus();
        QTest::keyClick(page.view(), Qt::Key_Right);
        QTest::keyClick(page.view(), Qt::Key_Left); // pile 1
        QTest::keyClick(page.view(), Qt::Key_Return);
        QTest::keyClick(page.view(), Qt::Key_Right); // pile 2: K♥ on top
        QVERIFY2(line->text().startsWith(QStringLiteral("Pile 2: K♥ on top")),
                 qPrintable(line->text()));
        QTest::keyClick(page.view(), Qt::Key_Return);
        QVERIFY(waitSettled(page));
        QCOMPARE(line->text(), QStringLiteral("Pile 2: A♣ on top, then Q♥ J♣ down to the bottom"));
    }

    void aRepeatedCardIsNamedAndSwapFixesIt() {
        PatiencePage page;
        loadSample(page);
        // Bottom of pile 1 (A♠) becomes K♠, the top of pile 1: K♠ twice, A♠ missing.
        page.patience()->replaceCard(0, 0, Card{11, 0}, false);
        QVERIFY(waitSettled(page));
        QVERIFY(!(page.patience()->solved() != nullptr));
        QVERIFY2(page.dealText().contains(QStringLiteral("card K♠ appears twice (pile 1)")),
                 qPrintable(page.dealText()));
        QVERIFY(page.dealText().contains(QStringLiteral("Missing")));
        QVERIFY(page.dealText().contains(QStringLiteral("A♠")));
        QVERIFY(page.answerText().contains(QStringLiteral("cannot be solved")));
        // Picking A♠ again with swap puts things back: the sample, solved again.
        page.patience()->replaceCard(0, 0, Card{12, 0}, true);
        QVERIFY(waitSettled(page));
        QVERIFY(page.answerText().contains(QStringLiteral("0.589314")));
        // With swap, choosing a card held elsewhere exchanges the two: still a standard deck.
        page.patience()->replaceCard(0, 0, Card{11, 2}, true); // K♦, the top of pile 3
        QVERIFY(page.patience()->state().start.deal().isStandard());
        QCOMPARE(page.patience()->state().start.deal().pile(2).back(), (Card{12, 0}));
        QVERIFY(waitSettled(page));
        QCOMPARE(page.answerText().contains(engineValue(page.patience()->state().start)), true);
    }

    void draggingACardOntoAnotherSwapsThem() {
        PatiencePage page;
        loadSample(page);
        page.findChild<QRadioButton*>(QStringLiteral("editModeRadio"))->setChecked(true);
        QVERIFY(page.patience()->isEditing());
        PatienceView* view = page.view();
        const QPoint from = view->visiblePoint(0, 0).toPoint(); // bottom card of pile 1, A♠
        const QPoint to = view->visiblePoint(4, 3).toPoint();   // top of pile 5, 8♠
        QCOMPARE(view->cardAt(from), (std::optional<std::pair<int, int>>({0, 0})));
        QTest::mousePress(view, Qt::LeftButton, {}, from);
        QTest::mouseMove(view, from + QPoint(10, 10));
        QTest::mouseMove(view, to);
        QTest::mouseRelease(view, Qt::LeftButton, {}, to);
        QCOMPARE(page.patience()->state().start.deal().pile(0).front(), (Card{6, 0}));
        QCOMPARE(page.patience()->state().start.deal().pile(4).back(), (Card{12, 0}));
        QVERIFY(page.patience()->state().start.deal().isStandard());
        QVERIFY(waitSettled(page));
        QVERIFY(page.answerText().contains(engineValue(page.patience()->state().start)));
    }

    void clickingACardInEditModeOpensThePicker() {
        PatiencePage page;
        loadSample(page);
        page.findChild<QRadioButton*>(QStringLiteral("editModeRadio"))->setChecked(true);
        // The bottom card of pile 1 (A♠) becomes 2♠: not in the 36-card deck, a custom deal the
        // engine still solves, with A♠ named as missing.
        QTest::mouseClick(page.view(), Qt::LeftButton, {},
                          page.view()->visiblePoint(0, 0).toPoint());
        auto* dialog = page.findChild<PatienceCardDialog*>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        auto* twoOfSpades = dialog->findChild<QToolButton*>(QStringLiteral("card_2S"));
        QVERIFY(twoOfSpades);
        QTest::mouseClick(twoOfSpades, Qt::LeftButton);
        QCOMPARE(page.patience()->state().start.deal().pile(0).front(), (Card{0, 0}));
        QVERIFY(page.patience()->state().start.deal().validate() == std::nullopt);
        QVERIFY(!page.patience()->state().start.deal().isStandard());
        QVERIFY(waitSettled(page));
        QVERIFY2(page.dealText().contains(QStringLiteral("Custom deal")),
                 qPrintable(page.dealText()));
        QVERIFY(page.dealText().contains(QStringLiteral("Missing")));
        QVERIFY(page.dealText().contains(QStringLiteral("A♠")));
        QVERIFY((page.patience()->solved() != nullptr));
        QVERIFY(page.answerText().contains(engineValue(page.patience()->state().start)));
        // A custom deal is copied as a text id, which pastes back to the same deal.
        const QString text = page.patience()->judgeText();
        QVERIFY(text.contains(QLatin1Char('/')));
        PatiencePage other;
        QVERIFY(other.patience()->loadText(text, QStringLiteral("Paste"), nullptr));
        QCOMPARE(other.patience()->state().start.deal(), page.patience()->state().start.deal());
    }

    void aTextIdWithRemovedCardsStartsThere() {
        PatiencePage page;
        page.show();
        const Position sample(pw::patience::parseJudge(kSample).front().deal);
        const Position later =
            pw::patience::apply(sample, pw::patience::legalMoves(sample).front());
        QVERIFY(page.patience()->loadText(QString::fromStdString(pw::patience::textId(later)),
                                          QStringLiteral("Paste"), nullptr));
        QCOMPARE(page.patience()->state().start, later);
        QVERIFY(waitSettled(page));
        QVERIFY(page.answerText().contains(engineValue(later)));
        QVERIFY(page.dealText().contains(QStringLiteral("2 cards were removed")));
        QCOMPARE(page.patience()->judgeText().trimmed(),
                 QString::fromStdString(pw::patience::textId(later)));
    }

    void sameSeedSameDealAndTheFullDeckDraws() {
        PatiencePage page;
        page.resize(1100, 760);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        page.findChild<QSpinBox*>(QStringLiteral("seedSpin"))->setValue(52);
        page.findChild<QComboBox*>(QStringLiteral("layoutCombo"))->setCurrentIndex(1);
        QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("randomDealButton")),
                          Qt::LeftButton);
        QCOMPARE(page.patience()->state().start.deal(),
                 pw::patience::randomDeal(52, pw::patience::DealLayout::fullDeck13x4()));
        QVERIFY(waitSettled(page));
        QVERIFY(page.answerText().contains(engineValue(page.patience()->state().start)));
        QVERIFY(page.dealText().contains(QStringLiteral("Custom deal")));
        // All 13 piles are drawn inside the view, side by side without overlap.
        PatienceView* view = page.view();
        for (int p = 0; p < 13; ++p) {
            QVERIFY(QRectF(view->rect()).contains(view->slotRect(p)));
            for (int q = p + 1; q < 13; ++q)
                QVERIFY(!view->slotRect(p).intersects(view->slotRect(q)));
        }
        QVERIFY(view->cardWidth() >= 50);
    }

    void exactFractionAndSimulationOnDemand() {
        PatiencePage page;
        loadSample(page);
        QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("exactButton")),
                          Qt::LeftButton);
        QVERIFY(waitSettled(page));
        pw::SolveControl control;
        const auto expected =
            pw::patience::exactWinProbability(page.patience()->current(), control);
        const auto exact = page.patience()->exact();
        QVERIFY(exact);
        QCOMPARE(exact->numerator, expected.numerator);
        QCOMPARE(exact->denominator, expected.denominator);
        QVERIFY(withoutThinSpaces(page.checks()->exactText())
                    .contains(QString::fromStdString(expected.numerator)));
        QVERIFY(page.checks()->exactText().contains(QStringLiteral("0.589314")));

        page.findChild<QSpinBox*>(QStringLiteral("gamesSpin"))->setValue(50000);
        QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("simulateButton")),
                          Qt::LeftButton);
        QVERIFY(waitSettled(page));
        const auto estimate = page.patience()->simulation();
        QVERIFY(estimate);
        QCOMPARE(estimate->samples, std::uint64_t{50000});
        // Seeded, so not flaky: the sample's value lies well within four half-widths.
        QVERIFY(std::abs(estimate->mean - expected.value) < 4 * estimate->halfWidth95);
        QVERIFY(page.checks()->simulationText().contains(QStringLiteral("±")));

        // After a move the exact fraction follows the new position; the simulation is dropped.
        const Move move = pw::patience::legalMoves(page.patience()->current()).front();
        QVERIFY(page.patience()->playMove(move));
        QVERIFY(!page.patience()->simulation());
        QVERIFY(waitSettled(page));
        pw::SolveControl again;
        QCOMPARE(page.patience()->exact()->numerator,
                 pw::patience::exactWinProbability(page.patience()->current(), again).numerator);
    }

    // The study over many deals, run from the page as a user would: the table, the summary and
    // both CSV files are exactly those of an independent runStudy of the same options.
    void aStudyOverManyDealsShowsTheEnginesValues() {
        QCOMPARE(translations::install(QStringLiteral("en")), QStringLiteral("en"));
        PatiencePage page;
        page.show();
        page.findChild<QPushButton*>(QStringLiteral("studyButton"))->click();
        PatienceStudyDialog* dialog = page.studyDialog();
        QVERIFY(dialog->isVisible());
        pw::patience::StudyOptions options;
        options.deals = 12;
        options.seed = 7;
        options.bins = 4;
        dialog->setOptions(options);
        dialog->start();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isRunning() && dialog->study(), kHangGuardMs);
        pw::SolveControl control;
        const pw::patience::Study expected = pw::patience::runStudy(options, control);
        QVERIFY(expected.status == pw::SolveStatus::Exact);
        QCOMPARE(dialog->study()->rows.size(), std::size_t{12});
        const QAbstractItemModel* table = dialog->table()->model();
        QCOMPARE(table->rowCount(), 12);
        const auto cell = [&](int r, int c, int role = Qt::DisplayRole) {
            return table->data(table->index(r, c), role).toString();
        };
        for (int r = 0; r < 12; ++r) {
            const auto& row = expected.rows[static_cast<std::size_t>(r)];
            QCOMPARE(cell(r, 0), QString::number(7 + r)); // deal i has seed 7 + i
            QCOMPARE(cell(r, 0, Qt::ToolTipRole).toStdString(), row.dealId);
            QCOMPARE(cell(r, 1), QLocale().toString(row.values.random, 'f', 6));
            QCOMPARE(cell(r, 2), QLocale().toString(row.values.best, 'f', 6));
            QCOMPARE(cell(r, 3), QLocale().toString(row.values.worst, 'f', 6));
            QCOMPARE(cell(r, 4), QLocale().toString(static_cast<qulonglong>(row.states)));
        }
        QCOMPARE(table->headerData(11, Qt::Vertical).toInt(), 12); // numbered from 1
        const QString summary = dialog->summaryText();
        QVERIFY2(
            summary.contains(QStringLiteral("%1 of 12 deals can be won").arg(expected.winnable)),
            qPrintable(summary));
        QVERIFY2(summary.contains(QLocale().toString(expected.meanRandom, 'f', 6)),
                 qPrintable(summary));
        // The chart: one bar a bin holding exactly the study's counts, a deals axis from zero
        // above the tallest bar in whole steps, the bins' edges labelled, the counts printed.
        StudyHistogram* chart = dialog->histogram();
        QCOMPARE(expected.histogram.size(), std::size_t{4});
        QCOMPARE(chart->counts(), expected.histogram);
        QCOMPARE(chart->bars()->count(), 4);
        std::uint64_t highest = 0;
        for (int b = 0; b < 4; ++b) {
            QCOMPARE(chart->bars()->at(b), static_cast<qreal>(expected.histogram[b]));
            highest = std::max(highest, expected.histogram[b]);
        }
        QTRY_VERIFY_WITH_TIMEOUT(chart->chart()->plotArea().width() > 0, kHangGuardMs);
        QCOMPARE(chart->dealsAxis()->min(), 0.0);
        QVERIFY(chart->dealsAxis()->max() >= static_cast<double>(highest));
        QVERIFY(chart->dealsAxis()->max() < 2.0 * static_cast<double>(highest) + 2.0);
        const double step = chart->dealsAxis()->tickInterval();
        QVERIFY(step >= 1 && step == std::round(step));
        QCOMPARE(std::fmod(chart->dealsAxis()->max(), step), 0.0);
        QCOMPARE(chart->chanceAxis()->categoriesLabels(),
                 (QStringList{"0", "0.25", "0.5", "0.75", "1"}));
        QCOMPARE(chart->chanceAxis()->endValue(QStringLiteral("0.5")), 1.5);
        QVERIFY(chart->areCountsShown());
        QVERIFY(chart->chart()->title().isEmpty());
        for (int b = 0; b < 4; ++b)
            QVERIFY2(chart->accessibleDescription().contains(chart->binText(b)),
                     qPrintable(chart->accessibleDescription()));
        QCOMPARE(chart->binText(1),
                 expected.histogram[1] == 1
                     ? QStringLiteral("0.25 to 0.5: 1 deal")
                     : QStringLiteral("0.25 to 0.5: %1 deals").arg(expected.histogram[1]));
        QTemporaryDir dir;
        QString error;
        const QString deals = dir.filePath(QStringLiteral("study.csv"));
        const QString bins = dir.filePath(QStringLiteral("histogram.csv"));
        QVERIFY2(dialog->exportCsv(deals, false, &error), qPrintable(error));
        QVERIFY2(dialog->exportCsv(bins, true, &error), qPrintable(error));
        QFile a(deals), b(bins);
        QVERIFY(a.open(QIODevice::ReadOnly) && b.open(QIODevice::ReadOnly));
        QCOMPARE(a.readAll().toStdString(), pw::patience::studyCsv(expected));
        QCOMPARE(b.readAll().toStdString(), pw::patience::histogramCsv(expected));
        // A file that cannot be written: the reason, and nothing half-written.
        QVERIFY(
            !dialog->exportCsv(dir.filePath(QStringLiteral("missing/study.csv")), false, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("missing/study.csv"))));
        QVERIFY(!dialog->exportCsv(QStringLiteral("/dev/full"), false, &error));
        // The histogram as a picture too, in the format its file's extension names.
        const QString svgPath = dir.filePath(QStringLiteral("histogram.svg"));
        const QString pngPath = dir.filePath(QStringLiteral("histogram.png"));
        const QString csvPath = dir.filePath(QStringLiteral("histogram2.CSV"));
        QVERIFY2(dialog->exportHistogram(svgPath, &error), qPrintable(error));
        QVERIFY2(dialog->exportHistogram(pngPath, &error), qPrintable(error));
        QVERIFY2(dialog->exportHistogram(csvPath, &error), qPrintable(error));
        QSvgRenderer svg(svgPath);
        QVERIFY(svg.isValid());
        QCOMPARE(svg.viewBox(), QRect(QPoint(0, 0), dialog->histogram()->size()));
        QCOMPARE(QImage(pngPath, "PNG").size(), dialog->histogram()->size() * 2);
        // Both pictures show the bars (in the chart's blue), not an empty frame.
        const auto hasBars = [](const QImage& image) {
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    if (image.pixelColor(x, y).rgb() == QColor(0x35, 0x67, 0xc8).rgb())
                        return true;
            return false;
        };
        QImage svgImage(dialog->histogram()->size(), QImage::Format_ARGB32);
        svgImage.fill(Qt::white);
        {
            QPainter painter(&svgImage);
            svg.render(&painter);
        }
        QVERIFY(hasBars(svgImage));
        QVERIFY(hasBars(QImage(pngPath, "PNG")));
        QFile c(csvPath);
        QVERIFY(c.open(QIODevice::ReadOnly));
        QCOMPARE(c.readAll().toStdString(), pw::patience::histogramCsv(expected));
    }

    // Cancel keeps the deals finished, marked as cancelled; closing the window mid-study drops
    // it (no result arrives for a window no one sees), and a new study replaces the old one.
    void aStudyCancelsAndCloses() {
        QCOMPARE(translations::install(QStringLiteral("en")), QStringLiteral("en"));
        PatiencePage page;
        page.show();
        PatienceStudyDialog* dialog = page.studyDialog();
        dialog->show();
        pw::patience::StudyOptions options;
        options.deals = 100000;
        dialog->setOptions(options);
        dialog->start();
        // One deal solved is enough (the bar shows a step only after 50 of these 100,000).
        const auto oneDealDone = [&] {
            const pw::Progress p = page.patience()->jobProgress(PatienceModel::kStudyLane);
            return p.phase == "study" && p.fraction > 0;
        };
        QTRY_VERIFY_WITH_TIMEOUT(oneDealDone(), kHangGuardMs);
        dialog->stop();
        QTRY_VERIFY_WITH_TIMEOUT(!dialog->isRunning(), kHangGuardMs);
        QVERIFY(dialog->study());
        QVERIFY(dialog->study()->status == pw::SolveStatus::Cancelled);
        const std::size_t done = dialog->study()->rows.size();
        QVERIFY(done > 0 && done < 100000);
        QCOMPARE(dialog->table()->model()->rowCount(), static_cast<int>(done));
        QVERIFY(dialog->findChild<QLabel*>() != nullptr);
        bool saidCancelled = false;
        for (QLabel* label : dialog->findChildren<QLabel*>())
            saidCancelled =
                saidCancelled ||
                label->text().contains(QStringLiteral("Cancelled after %1 of 100,000 deals")
                                           .arg(QLocale().toString(static_cast<qulonglong>(done))));
        QVERIFY(saidCancelled);
        // The partial rows are the first deals of the same study, value for value.
        pw::patience::StudyOptions first = options;
        first.deals = std::min<std::uint64_t>(done, 3);
        pw::SolveControl control;
        const auto expected = pw::patience::runStudy(first, control);
        for (std::size_t i = 0; i < expected.rows.size(); ++i)
            QCOMPARE(dialog->study()->rows[i].values.random, expected.rows[i].values.random);
        // Closed while running: nothing arrives afterwards.
        const auto* before = dialog->study();
        dialog->start();
        QTRY_VERIFY_WITH_TIMEOUT(oneDealDone(), kHangGuardMs);
        dialog->close();
        QVERIFY(!dialog->isRunning());
        QTest::qWait(300);
        QCOMPARE(dialog->study(), before);
    }

    // A long study's table shows at once: its rows are read as the view shows them and its
    // columns sized from a sample (a table of items measured every row again at each item it
    // took, and 3,000 rows froze the window for a minute).
    void aLongStudysTableShowsAtOnce() {
        PatiencePage page;
        PatienceStudyDialog* dialog = page.studyDialog();
        dialog->resize(800, 600);
        dialog->show();
        auto study = std::make_shared<pw::patience::Study>();
        for (std::uint64_t i = 0; i < 100000; ++i) {
            pw::patience::StudyRow row;
            row.index = i;
            row.seed = i + 1;
            row.values.random = static_cast<double>(i % 1000) / 1000.0;
            row.states = 1000 + i;
            study->rows.push_back(row);
        }
        auto* rows = qobject_cast<StudyRowsModel*>(dialog->table()->model());
        QVERIFY(rows);
        QElapsedTimer clock;
        clock.start();
        rows->setStudy(study);
        dialog->table()->scrollToBottom();
        QCoreApplication::processEvents();
        dialog->table()->viewport()->repaint();
        PW_VERIFY_FASTER(clock.elapsed(), 1000);
        QCOMPARE(rows->rowCount(), 100000);
        QCOMPARE(rows->data(rows->index(99999, 0), Qt::DisplayRole).toString(),
                 QStringLiteral("100000"));
        QCOMPARE(rows->data(rows->index(99999, 4), Qt::DisplayRole).toString(),
                 QLocale().toString(100999));
    }

    // The deals axis: whole round steps, its top a step above the tallest bar with the room
    // asked for; the chance axis labels every k-th edge, a round step when one is near.
    void theStudyChartsAxesAreRound() {
        const auto same = [](const DealsAxis& axis, std::uint64_t top, std::uint64_t step) {
            return axis.top == top && axis.step == step;
        };
        QVERIFY(same(DealsAxis::forHighest(0), 1, 1));
        QVERIFY(same(DealsAxis::forHighest(3, 5, 0.05), 4, 1));
        QVERIFY(same(DealsAxis::forHighest(7, 5, 0.05), 8, 2));
        QVERIFY(same(DealsAxis::forHighest(7, 2, 0.2), 10, 5));
        QVERIFY(same(DealsAxis::forHighest(38, 5, 0.1), 50, 10));
        QVERIFY(same(DealsAxis::forHighest(100000, 5, 0.1), 150000, 50000));
        QCOMPARE(labelEvery(10, 560, 25), 1);   // 0, 0.1, …, 1
        QCOMPARE(labelEvery(30, 560, 25), 3);   // 0, 0.1, …: the least is 3
        QCOMPARE(labelEvery(100, 560, 25), 10); // the least is 9: 0.1 is near
        QCOMPARE(labelEvery(100, 1200, 25), 5); // the least is 5: 0.05
        QCOMPARE(labelEvery(7, 500, 30), 1);    // 1/7 and 2/7 are not round: every edge
        QCOMPARE(labelEvery(64, 500, 30), 16);  // the least is 8 (0.125): 0.25 is near
        QCOMPARE(labelEvery(5, 40, 30), 5);     // no room: 0 and 1 only
    }

    // Many bins: no count is printed (none fits its bar), the edges are labelled every k-th so
    // that each label has its width and as much again; a few bins: every count is printed.
    void theStudyChartLabelsManyBinsReadably() {
        QCOMPARE(translations::install(QStringLiteral("en")), QStringLiteral("en"));
        StudyHistogram chart;
        chart.resize(600, 260);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        std::vector<std::uint64_t> counts(100);
        for (std::size_t b = 0; b < counts.size(); ++b)
            counts[b] = 1000 + 37 * b;
        chart.setCounts(counts);
        QApplication::processEvents();
        QCOMPARE(chart.bars()->count(), 100);
        QCOMPARE(chart.bars()->at(99), 1000.0 + 37 * 99);
        QCOMPARE(chart.dealsAxis()->max(), 5000.0);
        QVERIFY(!chart.areCountsShown());
        const QStringList labels = chart.chanceAxis()->categoriesLabels();
        QCOMPARE(labels, (QStringList{"0", "0.2", "0.4", "0.6", "0.8", "1"}));
        QCOMPARE(chart.chanceAxis()->endValue(QStringLiteral("0.2")), 19.5); // edge 20 of 100
        // Every tenth edge would crowd: the labels of the edges are 0.01 to 0.99 wide.
        const double plotWidth = chart.chart()->plotArea().width();
        const QFontMetricsF metrics(chart.chanceAxis()->labelsFont());
        const double widest = metrics.horizontalAdvance(QStringLiteral("0.99"));
        QVERIFY(20 * plotWidth / 100 >= 2 * widest);
        QVERIFY(10 * plotWidth / 100 < 2 * widest);
        for (const QString& label : labels)
            QVERIFY(chartTexts(&chart).contains(label));
        chart.setCounts({4, 0, 1});
        QApplication::processEvents();
        QVERIFY(chart.areCountsShown());
        QCOMPARE(chart.dealsAxis()->max(), 5.0);
        QCOMPARE(chart.dealsAxis()->tickInterval(), 1.0);
        // What is drawn: the deals 5 to 0 down the axis, the counts above their bars, the edges.
        QStringList texts = chartTexts(&chart);
        for (const char* text : {"5", "4", "3", "2", "1", "0", "0.333", "0.667", "deals",
                                 "chance to win with random play"})
            QVERIFY2(texts.contains(QLatin1String(text)), qPrintable(texts.join(QLatin1Char('|'))));
        QCOMPARE(texts.count(QStringLiteral("4")), 2); // a tick and the first bar's count
        QCOMPARE(chart.chanceAxis()->categoriesLabels(), (QStringList{"0", "0.333", "0.667", "1"}));
        QCOMPARE(chart.binText(1), QStringLiteral("0.333 to 0.667: 0 deals"));
        QCOMPARE(chart.accessibleDescription(),
                 QStringLiteral("Deals by their chance to win with random play: 0 to 0.333: 4 "
                                "deals, 0.333 to 0.667: 0 deals, and 0.667 to 1: 1 deal."));
        // Large counts grouped as the locale groups them, on the axis and above the bars.
        chart.setCounts({12345, 2});
        QApplication::processEvents();
        texts = chartTexts(&chart);
        QVERIFY2(texts.contains(QStringLiteral("12,345")), qPrintable(texts.join('|')));
        QVERIFY2(texts.contains(QStringLiteral("10,000")), qPrintable(texts.join('|')));
        QCOMPARE(chart.chanceAxis()->categoriesLabels(), (QStringList{"0", "0.5", "1"}));
        chart.setCounts({});
        QCOMPARE(chart.bars()->count(), 0);
        QCOMPARE(chart.chart()->title(), QStringLiteral("No study yet"));
    }

    // In Chinese the deals axis' title stands upright; in English it is turned along the axis.
    void theStudyChartsChineseTitleIsUpright() {
        const auto english = qScopeGuard([] { translations::install(QStringLiteral("en")); });
        for (const QString& language : {QStringLiteral("zh_CN"), QStringLiteral("en")}) {
            QCOMPARE(translations::install(language), language);
            StudyHistogram chart;
            chart.resize(500, 240);
            chart.show();
            QVERIFY(QTest::qWaitForWindowExposed(&chart));
            chart.setCounts({3, 5, 2});
            QApplication::processEvents();
            QCOMPARE(chart.isDealsTitleUpright(), language == QStringLiteral("zh_CN"));
        }
    }

    void mainWindowHasThePatiencePage() {
        MainWindow window;
        QVERIFY(window.showPage(QStringLiteral("patience")));
        QVERIFY(qobject_cast<PatiencePage*>(window.currentPage()) != nullptr);
    }

    // Nothing moves under the pointer: playing pairs with the exact fraction on (its texts and
    // the game's message change with every pair) leaves every button where it was; the
    // fraction's digits are grouped with no-break spaces only.
    void buttonsStayPutAsTheGameGoesOn() {
        PatiencePage page;
        page.resize(1024, 640);
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        loadSample(page);
        QVERIFY(waitSettled(page));
        const QStringList names{QStringLiteral("bestMoveButton"),
                                QStringLiteral("randomMoveButton"), QStringLiteral("undoButton"),
                                QStringLiteral("exactButton"), QStringLiteral("simulateButton")};
        const auto positions = [&] {
            QList<QPoint> at;
            for (const QString& name : names)
                at << page.findChild<QPushButton*>(name)->mapTo(&page, QPoint(0, 0));
            return at;
        };
        const QList<QPoint> before = positions();
        QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("exactButton")),
                          Qt::LeftButton);
        QVERIFY(waitSettled(page));
        QApplication::processEvents();
        QCOMPARE(positions(), before);
        for (int pair = 0; pair < 4; ++pair) {
            QTest::mouseClick(page.findChild<QPushButton*>(QStringLiteral("bestMoveButton")),
                              Qt::LeftButton);
            QVERIFY(waitSettled(page));
            QApplication::processEvents();
            QCOMPARE(positions(), before);
            QVERIFY(!page.statusText().isEmpty());
        }
        // Laid out as the label lays it out (word wrap), the fraction never breaks inside a
        // number: its digit groups are joined by narrow no-break spaces.
        const QString fraction = page.checks()->exactText();
        QVERIFY2(fraction.contains(QRegularExpression(QStringLiteral("\\d\\x{202F}\\d"))),
                 qPrintable(fraction));
        auto* label = page.findChild<QLabel*>(QStringLiteral("exactLabel"));
        QVERIFY(label);
        for (const int width : {120, 160, label->contentsRect().width()}) {
            QTextDocument document;
            document.setDefaultFont(label->font());
            document.setDocumentMargin(0);
            QTextOption wrap = document.defaultTextOption();
            wrap.setWrapMode(QTextOption::WordWrap);
            document.setDefaultTextOption(wrap);
            document.setHtml(fraction);
            document.setTextWidth(width);
            const QString plain = document.toPlainText();
            const auto inNumber = [](QChar c) { return c.isDigit() || c == QChar(u'\u202F'); };
            for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
                const QTextLayout* layout = block.layout();
                for (int i = 1; i < layout->lineCount(); ++i) {
                    const int at = block.position() + layout->lineAt(i).textStart();
                    QVERIFY2(at == 0 || !inNumber(plain.at(at - 1)) || !inNumber(plain.at(at)),
                             qPrintable(plain.mid(std::max(0, at - 6), 12)));
                }
            }
        }
    }
};

QTEST_MAIN(TestPatiencePage)
#include "test_patience_page.moc"
