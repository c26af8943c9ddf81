// Tests for the puzzle registry: each entry's judge answer on the contest samples (the golden
// files the CLI tests use), text id checks (one way of counting lines: a text id's errors carry
// no line), the recognisers on every sample, and CannotSolve instead of an unfinished answer.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/parse_error.h"
#include "engine/document/workbench_document.h"
#include "engine/nullpuzzle/answer.h"
#include "engine/nullpuzzle/explain.h"
#include "engine/nullpuzzle/judge.h"
#include "engine/registry/registry.h"

#include <QFile>
#include <QtTest>

#include <set>
#include <string>

using pw::registry::Puzzle;

namespace {

std::string readData(const QString& name) {
    QFile file(QStringLiteral(PW_CLI_DATA_DIR "/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(name));
    return file.readAll().toStdString();
}

const Puzzle& puzzle(std::string_view name) {
    const Puzzle* p = pw::registry::find(name);
    if (!p)
        qFatal("no puzzle %s", std::string(name).c_str());
    return *p;
}

// A valid text id of each puzzle (the contest samples' positions).
const std::map<std::string, std::string> kTextIds = {
    {"jenga", "RGB/GRG/BBB/GGR/BRG/BRB"},
    {"patience",
     "AS9S6CKS/JCQHACKH/7SQDJDKD/QSTSJS9H/6DTDAD8S/QCTHKC8D/8C9DTC7C/9C7HJH7D/8H6SAH6H"},
    {"hackenbush", "WBB|WBW|B,BWW|BWW|WBB;WBB|WBW|BB,BWW|BWW|WBB"},
    {"stones", "4:2,3,4:abaabb"},
};

} // namespace

class TestRegistry : public QObject {
    Q_OBJECT
private slots:
    void namesAreUniqueAndFound() {
        std::set<std::string_view> names;
        for (const Puzzle& p : pw::registry::puzzles()) {
            QVERIFY(names.insert(p.name).second);
            QCOMPARE(pw::registry::find(p.name), &p);
            QVERIFY(!p.title.empty() && !p.summary.empty() && !p.limits.empty());
            QVERIFY(pw::document::isPuzzleName(p.name)); // the document reader uses the registry
        }
        QCOMPARE(pw::registry::names(), std::string("jenga, patience, hackenbush, stones"));
        QCOMPARE(pw::registry::find("document"), nullptr);
        QCOMPARE(pw::registry::find(""), nullptr);
    }

    void judgeAnswersOfTheSamples_data() {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("output");
        QTest::newRow("jenga") << "jenga"
                               << "jenga/sample.in"
                               << "jenga/sample.out";
        QTest::newRow("jenga 2 RGB") << "jenga"
                                     << "jenga/two_levels.in"
                                     << "jenga/two_levels.out";
        QTest::newRow("patience") << "patience"
                                  << "patience/sample.in"
                                  << "patience/sample.out";
        QTest::newRow("hackenbush") << "hackenbush"
                                    << "hackenbush/sample.in"
                                    << "hackenbush/sample.out";
        // The stones samples have one shortest solution each (docs/puzzles.md): "1 / 4 1" and "-1".
        QTest::newRow("stones 1") << "stones"
                                  << "stones/sample1.txt"
                                  << "=1\n4 1\n";
        QTest::newRow("stones 2") << "stones"
                                  << "stones/sample2.txt"
                                  << "=-1\n";
    }
    void judgeAnswersOfTheSamples() {
        QFETCH(QString, name);
        QFETCH(QString, input);
        QFETCH(QString, output);
        pw::SolveControl control;
        const std::string expected =
            output.startsWith('=') ? output.mid(1).toStdString() : readData(output);
        QCOMPARE(puzzle(name.toStdString()).answerJudge(readData(input), control), expected);
    }

    void textIds() {
        for (const Puzzle& p : pw::registry::puzzles()) {
            const std::string& id = kTextIds.at(std::string(p.name));
            QVERIFY2(!p.checkTextId(id), std::string(p.name).c_str());
            QVERIFY(p.checkTextId("#!"));
            // Every text id parser counts lines one way: a text id is one line, its errors name
            // none.
            try {
                pw::SolveControl control;
                p.answerTextId("#!", control);
                QFAIL("a bad text id was answered");
            } catch (const pw::ParseError& error) {
                QCOMPARE(error.line(), pw::LineNumber{0});
            }
        }
        pw::SolveControl control;
        QCOMPARE(puzzle("jenga").answerTextId(kTextIds.at("jenga"), control),
                 readData("jenga/sample.out"));
        QCOMPARE(puzzle("hackenbush").answerTextId(kTextIds.at("hackenbush"), control),
                 readData("hackenbush/sample.out"));
        QCOMPARE(puzzle("stones").answerTextId(kTextIds.at("stones"), control),
                 std::string("1\n4 1\n"));
        QCOMPARE(puzzle("patience").answerTextId(kTextIds.at("patience"), control),
                 readData("patience/sample.out"));
        // validate() problems are reported too: an unstable jenga level, a repeated card.
        QVERIFY(puzzle("jenga").checkTextId("R../RGB"));
        QVERIFY(puzzle("patience").checkTextId("ASAS"));
    }

    // Each sample and text id resembles its own puzzle and no other.
    void recognisers() {
        const std::map<std::string, std::vector<std::string>> texts = {
            {"jenga",
             {readData("jenga/sample.in"), readData("jenga/six_green.in"), kTextIds.at("jenga"),
              "RGB"}},
            {"patience", {readData("patience/sample.in"), kTextIds.at("patience"), "AS.9S/10H"}},
            {"hackenbush", {readData("hackenbush/sample.in"), kTextIds.at("hackenbush"), "WBB|W"}},
            {"stones",
             {readData("stones/sample1.txt"), readData("stones/sample2.txt"),
              kTextIds.at("stones")}},
        };
        for (const auto& [owner, list] : texts)
            for (const std::string& text : list)
                for (const Puzzle& p : pw::registry::puzzles())
                    QVERIFY2(
                        p.resembles(text) == (p.name == owner),
                        (std::string(p.name) + " on a text of " + owner + ": " + text.substr(0, 20))
                            .c_str());
        for (const Puzzle& p : pw::registry::puzzles()) {
            QVERIFY(!p.resembles(""));
            QVERIFY(!p.resembles("hello world"));
            QVERIFY(!p.resembles(std::string(100000, 'R'))); // not levels of three
        }
    }

    void unfinishedSolvesThrowCannotSolve() {
        pw::SolveControl tight;
        tight.setMemoryBudget(2000);
        try {
            puzzle("jenga").answerJudge(readData("jenga/sample.in"), tight);
            QFAIL("an over-budget solve was answered");
        } catch (const pw::CannotSolve& error) {
            QVERIFY(error.status() == pw::SolveStatus::OverBudget);
            QVERIFY(std::string(error.what()).find("6 levels") != std::string::npos);
        }
        std::stop_source stop;
        stop.request_stop();
        pw::SolveControl cancelled(stop.get_token());
        // (Patience's sample finishes before its first stop check: a finished value is an answer.)
        QVERIFY_THROWS_EXCEPTION(pw::CannotSolve, puzzle("stones").answerJudge(
                                                      readData("stones/sample1.txt"), cancelled));
        QVERIFY_THROWS_EXCEPTION(
            pw::CannotSolve,
            puzzle("hackenbush").answerJudge(readData("hackenbush/sample.in"), cancelled));
    }

    // The empty puzzle, the template a new puzzle copies, works as every puzzle does: its judge
    // answer, text ids, line-numbered errors, the move rule throwing on an illegal move, its
    // explanation, and the cancelled solve that is never answered.
    void emptyPuzzleTemplate() {
        using namespace pw::nullpuzzle;
        pw::SolveControl control;
        QCOMPARE(answerJudge("3\n", control), std::string("3\n"));
        QCOMPARE(answerTextId("0", control), std::string("0\n"));
        QCOMPARE(formatJudge(parseJudge(" 12 \n")), std::string("12\n"));
        try {
            parseJudge("3\n4\n");
            QFAIL("junk after the count was accepted");
        } catch (const pw::ParseError& error) {
            QCOMPARE(error.line(), pw::LineNumber{2});
        }
        QVERIFY(checkTextId("-1").has_value());
        QVERIFY(checkTextId("x").has_value());
        QVERIFY(!checkTextId("5").has_value());
        QVERIFY(resembles("5") && !resembles("5 6"));
        QVERIFY(legalMoves(Position{0}).empty());
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, apply(Position{0}, Move{}));
        QCOMPARE(optimalLine(Position{2}, 10), (std::vector<std::string>{"2 -> 1", "1 -> 0"}));
        std::stop_source stop;
        stop.request_stop();
        pw::SolveControl cancelled(stop.get_token());
        QVERIFY_THROWS_EXCEPTION(pw::CannotSolve, answerJudge("3", cancelled));
    }
};

QTEST_APPLESS_MAIN(TestRegistry)
#include "test_registry.moc"
