// Workbench documents: round trips, and every malformed document refused with its reason.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/parse_error.h"
#include "engine/document/workbench_document.h"

#include <QtTest>

using pw::document::WorkbenchDocument;

class TestWorkbenchDocument : public QObject {
    Q_OBJECT
private slots:
    void roundTrip() {
        WorkbenchDocument document;
        document.currentPuzzle = "stones";
        document.pages["stones"] = {"4:2,3,4:abaabb", R"({"mode":"edit","seed":7})", ""};
        document.pages["jenga"] = {"RGB/GRG/BB.", "{}", ""};
        document.pages["hackenbush"] = {"WBB|WBW|B,BWW|BWW|WBB;W||,B||@2", "{}", ""};
        const std::string text = pw::document::formatDocument(document);
        QVERIFY(text.find("\"format\": \"puzzle-workbench\"") != std::string::npos);
        QCOMPARE(pw::document::parseDocument(text), document);
    }

    // A page's rules are its options' "rules" (the rules' text form): the position is checked
    // under them (a green cube is a Hackenbush cube only under WBG; a target off the board is
    // refused), and they are read back with it.
    void pagesKeepTheirRules() {
        WorkbenchDocument document;
        document.pages["hackenbush"] = {"WG|G,B@1", R"({"rules":"WBG"})", "WBG"};
        document.pages["jenga"] = {"RGB/GRG/BB.", R"({"rules":"0,1,1,0"})", "0,1,1,0"};
        document.pages["stones"] = {"4:2,3,4:abaabb", R"({"rules":"1,2,4"})", "1,2,4"};
        document.pages["patience"] = {"ASAH/ACAD", R"({"rules":"ranks,rank-colour"})",
                                      "ranks,rank-colour"};
        QCOMPARE(pw::document::parseDocument(pw::document::formatDocument(document)), document);
        const std::string head = R"({"format":"puzzle-workbench","version":1,"pages":{)";
        for (const std::string& bad :
             {std::string(R"("hackenbush":{"position":"WG|G,B@1"}})"),
              std::string(R"("hackenbush":{"position":"WG|G,B@1","options":{"rules":"WB"}}})"),
              std::string(R"("stones":{"position":"4:2,3,4:abaabb","options":{"rules":"1,2,5"}}})"),
              std::string(R"("jenga":{"position":"RGB","options":{"rules":"0,0,0,1"}}})"),
              std::string(R"("jenga":{"position":"RGB","options":{"rules":7}}})")}) {
            bool refused = false;
            try {
                pw::document::parseDocument(head + bad + "}");
            } catch (const pw::ParseError&) {
                refused = true;
            }
            QVERIFY2(refused, bad.c_str());
        }
    }

    void acceptsByteOrderMarkAndMissingOptions() {
        const auto document = pw::document::parseDocument(
            "\xEF\xBB\xBF{\"format\":\"puzzle-workbench\",\"version\":1,"
            "\"pages\":{\"stones\":{\"position\":\"4:2,3,4:abaabb\"}}}");
        QCOMPARE(document.pages.at("stones").optionsJson, std::string("{}"));
        QVERIFY(document.currentPuzzle.empty());
    }

    void refusesMalformedDocuments_data() {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("fragment");
        const QString head = QStringLiteral(R"({"format":"puzzle-workbench","version":1,)");
        QTest::newRow("empty") << "" << 1 << "not a valid JSON";
        QTest::newRow("broken JSON on line 3")
            << "{\n\"format\":\n\"x\" \"y\"}" << 3 << "not a valid JSON";
        // Found by fuzz_document: nlohmann throws out_of_range, not parse_error, for this.
        QTest::newRow("number overflow")
            << "1666666E6000000000000570325" << 1 << "not a valid JSON";
        QTest::newRow("array") << "[1,2]" << 1 << "expected a JSON object";
        QTest::newRow("other format")
            << R"({"format":"other","version":1,"pages":{}})" << 1 << "puzzle-workbench";
        QTest::newRow("version 2")
            << R"({"format":"puzzle-workbench","version":2,"pages":{}})" << 1 << "version";
        QTest::newRow("no pages") << head + "\"x\":1}" << 1 << "\"pages\"";
        QTest::newRow("unknown puzzle")
            << head + R"("pages":{"chess":{"position":"x"}}})" << 1 << "unknown puzzle";
        QTest::newRow("no position")
            << head + R"("pages":{"stones":{}}})" << 1 << "needs a \"position\"";
        QTest::newRow("bad stones id") << head + R"("pages":{"stones":{"position":"4:2,3,4:ab"}}})"
                                       << 1 << "stones\" position is not valid";
        QTest::newRow("bad hackenbush id")
            << head + R"("pages":{"hackenbush":{"position":"WXB,B"}}})" << 1
            << "hackenbush\" position is not valid";
        QTest::newRow("bad jenga id") << head + R"("pages":{"jenga":{"position":"RGB/XXX"}}})" << 1
                                      << "jenga\" position is not valid";
        QTest::newRow("bad patience id") << head + R"("pages":{"patience":{"position":"ZZ"}}})" << 1
                                         << "patience\" position is not valid";
        QTest::newRow("options not an object")
            << head + R"("pages":{"stones":{"position":"4:2,3,4:abaabb","options":3}}})" << 1
            << "options must be an object";
        QTest::newRow("unknown current")
            << head + R"("current":"go","pages":{}})" << 1 << "\"current\"";
    }
    void refusesMalformedDocuments() {
        QFETCH(QString, text);
        QFETCH(int, line);
        QFETCH(QString, fragment);
        try {
            pw::document::parseDocument(text.toStdString());
            QFAIL("accepted a malformed document");
        } catch (const pw::ParseError& error) {
            QCOMPARE(error.line(), line);
            QVERIFY2(QString::fromStdString(error.message()).contains(fragment), error.what());
        }
    }
};

QTEST_APPLESS_MAIN(TestWorkbenchDocument)
#include "test_workbench_document.moc"
