// The one CSV writer: RFC 4180 quoting and numbers that read back exactly, without binary noise.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/csv.h"

#include <QtTest>

#include <cmath>
#include <limits>
#include <string>

class TestCsv : public QObject {
    Q_OBJECT
private slots:
    void fieldsAreQuotedOnlyWhenNeeded() {
        QCOMPARE(pw::csv::field("plain"), std::string("plain"));
        QCOMPARE(pw::csv::field("a,b"), std::string("\"a,b\""));
        QCOMPARE(pw::csv::field("say \"hi\""), std::string("\"say \"\"hi\"\"\""));
        QCOMPARE(pw::csv::field("two\nlines"), std::string("\"two\nlines\""));
        QCOMPARE(pw::csv::row({"1", "x,y", ""}), std::string("1,\"x,y\",\r\n"));
    }

    // The bin edges of a ten-bin histogram and the values of a study: the shortest decimal that
    // is the same double, never 0.10000000000000001.
    void numbersAreShortestRoundTrips() {
        QCOMPARE(pw::csv::number(0.1), std::string("0.1"));
        QCOMPARE(pw::csv::number(3.0 / 10.0), std::string("0.3"));
        QCOMPARE(pw::csv::number(7.0 / 10.0), std::string("0.7"));
        QCOMPARE(pw::csv::number(1.0), std::string("1"));
        QCOMPARE(pw::csv::number(0.0), std::string("0"));
        QCOMPARE(pw::csv::number(17.119213696601992), std::string("17.119213696601992"));
        QCOMPARE(pw::csv::number(std::numeric_limits<double>::infinity()), std::string("inf"));
        QCOMPARE(pw::csv::number(std::nan("")), std::string("nan"));
        for (const double value : {1.0 / 3.0, 2.0 / 3.0, 1e-300, 123456789.123, 0.589314})
            QCOMPARE(std::stod(pw::csv::number(value)), value);
    }
};

QTEST_APPLESS_MAIN(TestCsv)
#include "test_csv.moc"
