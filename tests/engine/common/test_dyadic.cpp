// Tests for pw::Dyadic: exact arithmetic, ordering, text forms, sign expansions, RAII semantics.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/dyadic.h"
#include "engine/common/parse_error.h"

#include <QtTest>

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

using pw::Dyadic;

namespace {

QString q(const std::string& s) {
    return QString::fromStdString(s);
}

// Reference for a sign string, written independently of the engine: the docs/puzzles.md rule read
// as a Hackenbush tower (bottom run adds +-1 each, then the k-th further sign adds +-1/2^k), kept
// as an integer numerator over 2^32 (enough for strings of up to 20 signs).
Dyadic referenceValue(const std::string& signs) {
    std::int64_t numerator = 0; // over 2^32
    std::size_t run = 0;
    while (run < signs.size() && signs[run] == signs[0])
        ++run;
    for (std::size_t i = 0; i < signs.size(); ++i) {
        const std::int64_t step =
            i < run ? (std::int64_t{1} << 32) : (std::int64_t{1} << (32 - (i - run + 1)));
        numerator += signs[i] == '+' ? step : -step;
    }
    return Dyadic::fromParts(static_cast<long>(numerator), 32);
}

// Sign expansions order numbers: compare left to right with '-' < end < '+'.
int signOrder(const std::string& a, const std::string& b) {
    for (std::size_t i = 0;; ++i) {
        const int ca = i < a.size() ? (a[i] == '+' ? 1 : -1) : 0;
        const int cb = i < b.size() ? (b[i] == '+' ? 1 : -1) : 0;
        if (ca != cb)
            return ca < cb ? -1 : 1;
        if (i >= a.size() && i >= b.size())
            return 0;
    }
}

std::vector<std::string> allSignStrings(std::size_t maxLength) {
    std::vector<std::string> out{""};
    for (std::size_t i = 0; i < out.size(); ++i)
        if (out[i].size() < maxLength) {
            out.push_back(out[i] + '+');
            out.push_back(out[i] + '-');
        }
    return out;
}

} // namespace

class TestDyadic : public QObject {
    Q_OBJECT

private slots:
    void normalisation() {
        const Dyadic half = Dyadic::fromParts(4, 3); // 4/8
        QCOMPARE(half.exponent(), std::uint64_t{1});
        QCOMPARE(q(half.toFractionString()), QStringLiteral("1/2"));
        const Dyadic zero = Dyadic::fromParts(0, 7);
        QCOMPARE(zero.exponent(), std::uint64_t{0});
        QVERIFY(zero == Dyadic());
        QCOMPARE(Dyadic::fromParts(-12, 2), Dyadic(-3));
        QCOMPARE(Dyadic::powerOfTwo(-3), Dyadic::fromParts(1, 3));
        QCOMPARE(Dyadic::powerOfTwo(5), Dyadic(32));
        QCOMPARE(Dyadic::fromParts(3, 2).timesPowerOfTwo(3), Dyadic(6));
        QCOMPARE(Dyadic(3).timesPowerOfTwo(-2), Dyadic::fromParts(3, 2));
    }

    void arithmetic() {
        const Dyadic quarter = Dyadic::parse("1/4");
        const Dyadic threeQuarters = Dyadic::parse("3/4");
        QCOMPARE(quarter + threeQuarters, Dyadic(1));
        QCOMPARE(Dyadic::parse("1/2") - threeQuarters, Dyadic::parse("-1/4"));
        QCOMPARE(-quarter, Dyadic::parse("-1/4"));
        QCOMPARE(-Dyadic(), Dyadic());
        // Carries across exponents far apart, and cancellation down to zero.
        const Dyadic tiny = Dyadic::powerOfTwo(-100);
        QCOMPARE(tiny + tiny, Dyadic::powerOfTwo(-99));
        QCOMPARE((Dyadic(1) + tiny) - Dyadic(1), tiny);
        QCOMPARE((tiny + Dyadic(5)) - (Dyadic(5) + tiny), Dyadic());
        QCOMPARE(((tiny + Dyadic(5)) - (Dyadic(5) + tiny)).exponent(), std::uint64_t{0});
        Dyadic self = Dyadic::parse("3/8");
        self += self;
        QCOMPARE(self, Dyadic::parse("3/4"));
        self -= self;
        QCOMPARE(self, Dyadic());
        // 2^60 + 2^-60 - 2^60 keeps every bit: no rounding anywhere.
        const Dyadic big = Dyadic::powerOfTwo(60);
        const Dyadic small = Dyadic::powerOfTwo(-60);
        QCOMPARE((big + small) - big, small);
    }

    void ordering() {
        const Dyadic tiny = Dyadic::powerOfTwo(-200);
        QVERIFY(tiny > Dyadic());
        QVERIFY(-tiny < Dyadic());
        QVERIFY(Dyadic(1) - tiny < Dyadic(1));
        QVERIFY(Dyadic(1) + tiny > Dyadic(1));
        QVERIFY(Dyadic(-1) - tiny < Dyadic(-1));
        QVERIFY(Dyadic::parse("3/4") > Dyadic::parse("5/8"));
        QVERIFY(Dyadic::parse("-3/4") < Dyadic::parse("-5/8"));
        QVERIFY(Dyadic::parse("3/2") > Dyadic(1));
        QVERIFY(Dyadic::parse("1/2") == Dyadic::parse("2/4"));
        QCOMPARE(Dyadic::parse("-7/8").sign(), -1);
        QCOMPARE(Dyadic().sign(), 0);
        // Same leading bit, different exponents: needs the exact aligned comparison.
        QVERIFY(Dyadic::parse("5/4") < Dyadic::parse("11/8"));
        QVERIFY(Dyadic::parse("-5/4") > Dyadic::parse("-11/8"));
        QVERIFY(Dyadic::parse("11/8") > Dyadic::parse("5/4"));
    }

    void textForms_data() {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("fraction");
        QTest::addColumn<QString>("mixed");
        QTest::addColumn<QString>("decimal");
        QTest::newRow("zero") << "0"
                              << "0"
                              << "0"
                              << "0";
        QTest::newRow("integer") << "5"
                                 << "5"
                                 << "5"
                                 << "5";
        QTest::newRow("negative integer") << "-3"
                                          << "-3"
                                          << "-3"
                                          << "-3";
        QTest::newRow("quarter") << "1/4"
                                 << "1/4"
                                 << "1/4"
                                 << "0.25";
        QTest::newRow("negative three quarters") << "-3/4"
                                                 << "-3/4"
                                                 << "-3/4"
                                                 << "-0.75";
        QTest::newRow("five quarters") << "5/4"
                                       << "5/4"
                                       << "1 1/4"
                                       << "1.25";
        QTest::newRow("minus seven quarters") << "-7/4"
                                              << "-7/4"
                                              << "-1 3/4"
                                              << "-1.75";
        QTest::newRow("mixed input") << "-1 3/4"
                                     << "-7/4"
                                     << "-1 3/4"
                                     << "-1.75";
        QTest::newRow("unreduced") << "6/8"
                                   << "3/4"
                                   << "3/4"
                                   << "0.75";
        QTest::newRow("decimal input") << "-1.375"
                                       << "-11/8"
                                       << "-1 3/8"
                                       << "-1.375";
        QTest::newRow("decimal integer") << "2.50"
                                         << "5/2"
                                         << "2 1/2"
                                         << "2.5";
        QTest::newRow("padded") << "  1/2 "
                                << "1/2"
                                << "1/2"
                                << "0.5";
        QTest::newRow("2^-10") << "1/1024"
                               << "1/1024"
                               << "1/1024"
                               << "0.0009765625";
    }
    void textForms() {
        QFETCH(QString, input);
        const Dyadic value = Dyadic::parse(input.toStdString());
        QTEST(q(value.toFractionString()), "fraction");
        QTEST(q(value.toMixedString()), "mixed");
        QTEST(q(value.toDecimalString()), "decimal");
        QCOMPARE(Dyadic::parse(value.toFractionString()), value);
        QCOMPARE(Dyadic::parse(value.toMixedString()), value);
        QCOMPARE(Dyadic::parse(value.toDecimalString()), value);
    }

    void truncatedDecimal() {
        const Dyadic value = Dyadic::parse("-11/8"); // -1.375
        QCOMPARE(q(value.toDecimalString(2)), QStringLiteral("-1.37..."));
        QCOMPARE(q(value.toDecimalString(0)), QStringLiteral("-1..."));
        QCOMPARE(q(value.toDecimalString(3)), QStringLiteral("-1.375"));
        // 2^-100000 has 100000 decimals; the cut form is short and exact up to the cut.
        const Dyadic tiny = Dyadic::powerOfTwo(-100000);
        QCOMPARE(q(tiny.toDecimalString(8)), QStringLiteral("0.00000000..."));
        const std::string full = tiny.toDecimalString();
        QCOMPARE(full.size(), std::size_t{100002});
        QVERIFY(full.ends_with("0625"));
    }

    void parseErrors_data() {
        QTest::addColumn<QString>("input");
        QTest::newRow("empty") << "";
        QTest::newRow("minus only") << "-";
        QTest::newRow("value") << "1/3";
        QTest::newRow("zero denominator") << "1/0";
        QTest::newRow("letters") << "abc";
        QTest::newRow("double slash") << "1/2/4";
        QTest::newRow("mixed improper") << "1 5/4";
        QTest::newRow("decimal not dyadic") << "0.1";
        QTest::newRow("float exponent") << "1e3";
        QTest::newRow("plus sign") << "+1";
        QTest::newRow("negative denominator") << "1/-2";
    }
    void parseErrors() {
        QFETCH(QString, input);
        QVERIFY_THROWS_EXCEPTION(pw::ParseError, Dyadic::parse(input.toStdString()));
    }

    void signExpansionGolden_data() {
        // Hand derivations: each sign steps right (+) or left (-) in the tree of numbers from 0,
        // halving the step after the first change of direction.
        QTest::addColumn<QString>("value");
        QTest::addColumn<QString>("signs");
        QTest::newRow("0") << "0"
                           << "";
        QTest::newRow("1") << "1"
                           << "+";
        QTest::newRow("3") << "3"
                           << "+++";
        QTest::newRow("-2") << "-2"
                            << "--";
        QTest::newRow("1/2") << "1/2"
                             << "+-";
        QTest::newRow("1/4") << "1/4"
                             << "+--";
        QTest::newRow("-1/4") << "-1/4"
                              << "-++";
        QTest::newRow("3/4") << "3/4"
                             << "+-+";
        QTest::newRow("3/2") << "3/2"
                             << "++-";
        QTest::newRow("5/8") << "5/8"
                             << "+-+-";
        QTest::newRow("7/8") << "7/8"
                             << "+-++";
        QTest::newRow("-3/4") << "-3/4"
                              << "-+-";
        QTest::newRow("-5/2") << "-5/2"
                              << "---+";
        QTest::newRow("11/4") << "11/4"
                              << "+++-+";
    }
    void signExpansionGolden() {
        QFETCH(QString, value);
        QFETCH(QString, signs);
        const Dyadic number = Dyadic::parse(value.toStdString());
        QCOMPARE(q(number.signExpansion()), signs);
        QCOMPARE(number.signExpansionLength(), std::uint64_t(signs.size()));
        QCOMPARE(Dyadic::fromSignExpansion(signs.toStdString()), number);
    }

    // Every sign string up to 12 signs: the engine agrees with the docs/puzzles.md rule,
    // round-trips, and orders numbers like the strings (the property the Hackenbush winning-move
    // scan relies on).
    void signExpansionExhaustive() {
        const auto strings = allSignStrings(12);
        QCOMPARE(strings.size(), std::size_t{8191});
        std::vector<Dyadic> values;
        values.reserve(strings.size());
        for (const std::string& s : strings) {
            const Dyadic value = Dyadic::fromSignExpansion(s);
            QCOMPARE(value, referenceValue(s));
            QCOMPARE(value.signExpansion(), s);
            QCOMPARE(value.signExpansionLength(), std::uint64_t(s.size()));
            for (std::size_t cut = 0; cut <= s.size() + 1; ++cut)
                QCOMPARE(value.signExpansion(cut), s.substr(0, cut));
            values.push_back(value);
        }
        for (std::size_t i = 0; i < strings.size(); i += 7)
            for (std::size_t j = 0; j < strings.size(); j += 5) {
                const int expected = signOrder(strings[i], strings[j]);
                const auto order = values[i] <=> values[j];
                QCOMPARE(order < 0 ? -1 : order > 0 ? 1 : 0, expected);
            }
    }

    void longSignExpansion() {
        // 100,000 alternating signs after "+": built in linear time, read back exactly.
        std::string signs = "+";
        for (int i = 0; i < 100000; ++i)
            signs += (i % 3 == 0) ? '+' : '-';
        const Dyadic value = Dyadic::fromSignExpansion(signs);
        QCOMPARE(value.signExpansion(), signs);
        QCOMPARE(value.signExpansion(10), signs.substr(0, 10));
        // A huge integer part: the expansion is cut without building it.
        const Dyadic huge = Dyadic::powerOfTwo(200);
        QCOMPARE(q(huge.signExpansion(5)), QStringLiteral("+++++"));
        QCOMPARE(q((-huge + Dyadic::powerOfTwo(-1)).signExpansion(4)), QStringLiteral("----"));
        QVERIFY_THROWS_EXCEPTION(std::invalid_argument, Dyadic::fromSignExpansion("+x"));
    }

    void copyAndMove() {
        Dyadic a = Dyadic::parse("-13/16");
        Dyadic b = a; // copy is independent
        b += Dyadic(1);
        QCOMPARE(a, Dyadic::parse("-13/16"));
        QCOMPARE(b, Dyadic::parse("3/16"));
        Dyadic c = std::move(b);
        QCOMPARE(c, Dyadic::parse("3/16"));
        QCOMPARE(b, Dyadic()); // NOLINT(bugprone-use-after-move): moved-from is a valid zero
        b = c;
        QCOMPARE(b, c);
        b = std::move(a);
        QCOMPARE(b, Dyadic::parse("-13/16"));
        a = Dyadic(7); // a moved-from value can be reused
        QCOMPARE(a, Dyadic(7));
        Dyadic& alias = a;
        a = alias; // self-assignment
        QCOMPARE(a, Dyadic(7));
        std::vector<Dyadic> many(100, Dyadic::powerOfTwo(-70));
        many.resize(1000); // moves on reallocation
        QCOMPARE(many[99], Dyadic::powerOfTwo(-70));
        QCOMPARE(many[999], Dyadic());
    }

    void hashing() {
        QCOMPARE(Dyadic::parse("2/4").hash(), Dyadic::parse("1/2").hash());
        QVERIFY(Dyadic::parse("1/2").hash() != Dyadic::parse("-1/2").hash());
        QVERIFY(Dyadic::parse("1/2").hash() != Dyadic::parse("1/4").hash());
    }
};

QTEST_APPLESS_MAIN(TestDyadic)
#include "test_dyadic.moc"
