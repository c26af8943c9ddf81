// How parsers quote input in messages: UTF-8 decoded character by character (never cut inside a
// character), control characters, invalid bytes and invisible characters escaped, NULs included.
// And byte counts in one spelling.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "common/timing.h"
#include "engine/common/byte_text.h"
#include "engine/common/parse_error.h"
#include "engine/common/text_scanner.h"
#include "engine/hackenbush/position.h"
#include "engine/patience/judge.h"
#include "engine/patience/position.h"
#include "engine/stones/judge.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <clocale>
#include <cstdio>

using namespace std::string_literals;

namespace {

template <typename Parse> std::string messageOf(Parse&& parse) {
    try {
        parse();
    } catch (const pw::ParseError& error) {
        return error.message();
    }
    return "(accepted)";
}

} // namespace

class TestMessages : public QObject {
    Q_OBJECT

private slots:
    // One spelling of a byte count for every engine and CLI message.
    void byteCountsInOneSpelling() {
        QCOMPARE(pw::byteText(0), std::string("0 bytes"));
        QCOMPARE(pw::byteText(1), std::string("1 byte"));
        QCOMPARE(pw::byteText(1023), std::string("1023 bytes"));
        QCOMPARE(pw::byteText(1024), std::string("1.0 KiB"));
        QCOMPARE(pw::byteText(1536), std::string("1.5 KiB"));
        QCOMPARE(pw::byteText((std::uint64_t{1} << 20) - 1), std::string("1.0 MiB"));
        QCOMPARE(pw::byteText(std::uint64_t{1} << 30), std::string("1.0 GiB"));
        QCOMPARE(pw::byteText(std::uint64_t{3435973837}), std::string("3.2 GiB"));
        QCOMPARE(pw::byteText(~std::uint64_t{0}), std::string("16.0 EiB"));
    }

    // The window runs under the user's locale: a decimal point still, never "1,5 KiB".
    void byteCountsIgnoreTheLocale() {
        QTemporaryDir dir;
        QProcess localedef; // a German locale of the test's own (locales' sources, glibc's tool)
        localedef.start(QStringLiteral("localedef"),
                        {QStringLiteral("-i"), QStringLiteral("de_DE"), QStringLiteral("-f"),
                         QStringLiteral("UTF-8"), dir.filePath(QStringLiteral("de_DE.UTF-8"))});
        if (!localedef.waitForFinished(kHangGuardMs) || localedef.exitCode() != 0)
            QSKIP("no de_DE locale can be made here (scripts/install-deps.sh installs locales)");
        qputenv("LOCPATH", QFile::encodeName(dir.path()));
        QVERIFY(std::setlocale(LC_NUMERIC, "de_DE.UTF-8"));
        char printed[16];
        std::snprintf(printed, sizeof printed, "%.1f", 1.5);
        const std::string decimalComma = printed;
        const std::string spelt = pw::byteText(1536);
        std::setlocale(LC_NUMERIC, "C");
        qunsetenv("LOCPATH");
        QCOMPARE(decimalComma, std::string("1,5")); // the locale was in effect
        QCOMPARE(spelt, std::string("1.5 KiB"));
    }

    void decodesUtf8() {
        QCOMPARE(pw::decodeUtf8("A", 0).codePoint, std::optional<char32_t>(U'A'));
        QCOMPARE(pw::decodeUtf8("\xc2\xa0", 0).codePoint, std::optional<char32_t>(0xa0));
        QCOMPARE(pw::decodeUtf8("\xc2\xa0", 0).length, std::size_t{2});
        QCOMPARE(pw::decodeUtf8("\xe2\x82\xac", 0).codePoint, std::optional<char32_t>(0x20ac));
        QCOMPARE(pw::decodeUtf8("\xf0\x9f\x82\xa1", 0).codePoint,
                 std::optional<char32_t>(0x1f0a1)); // a playing card
        // Invalid: a lone continuation byte, a cut sequence, an overlong form, a surrogate,
        // past U+10FFFF, a byte that never starts a sequence. Each is one byte long.
        for (const std::string& bad :
             {"\x80"s, "\xc2"s, "\xc0\x80"s, "\xed\xa0\x80"s, "\xf4\x90\x80\x80"s, "\xff"s}) {
            QVERIFY(!pw::decodeUtf8(bad, 0).codePoint);
            QCOMPARE(pw::decodeUtf8(bad, 0).length, std::size_t{1});
        }
        QCOMPARE(pw::utf8Length("a\xc2\xa0\xff\xe2\x82\xac"), std::size_t{4});
        QCOMPARE(pw::utf8PrefixBytes("\xc3\xa9S9S", 2), std::size_t{3});
    }

    // A pasted id loses the spaces, tabs and line ends around it, never those inside.
    void trimsLineSpaceAround() {
        QCOMPARE(pw::trimLineSpace(" \t\r\nWB|B W\r\n \t"), std::string_view("WB|B W"));
        QCOMPARE(pw::trimLineSpace("WB"), std::string_view("WB"));
        QCOMPARE(pw::trimLineSpace(" \n\t\r "), std::string_view());
        QCOMPARE(pw::trimLineSpace(""), std::string_view());
        QCOMPARE(pw::trimLineSpace("\vWB\f"), std::string_view("\vWB\f")); // only those four
    }

    void escapesWhatCannotBeSeen() {
        QCOMPARE(pw::escapeForMessage("plain text, é, €"), std::string("plain text, é, €"));
        QCOMPARE(pw::escapeForMessage("a\0b"s), std::string("a\\x00b"));
        QCOMPARE(pw::escapeForMessage("1\n2\r3\t4\x1b\x7f"),
                 std::string("1\\n2\\r3\\t4\\x1b\\x7f"));
        QCOMPARE(pw::escapeForMessage("AS\xc2\xa0"), std::string("AS\\u00a0")); // no-break space
        QCOMPARE(pw::escapeForMessage("\xc2\x85"), std::string("\\u0085"));     // a C1 control
        QCOMPARE(pw::escapeForMessage("\xe2\x80\xae"
                                      "abc"),
                 std::string("\\u202eabc")); // RLO
        QCOMPARE(pw::escapeForMessage("\xef\xbb\xbf"), std::string("\\ufeff"));
        QCOMPARE(pw::escapeForMessage("\xf3\xa0\x80\x81"), std::string("\\U000e0001"));
        QCOMPARE(pw::escapeForMessage("x\xc2"), std::string("x\\xc2")); // cut short
        QCOMPARE(pw::escapeForMessage("\xff\xfe"), std::string("\\xff\\xfe"));
    }

    // quoteToken shows 24 characters, not bytes: a long token of two-byte letters is never cut
    // inside one.
    void quotesWholeCharacters() {
        std::string letters;
        for (int i = 0; i < 30; ++i)
            letters += "\xc3\xa9"; // é
        std::string shown;
        for (int i = 0; i < 24; ++i)
            shown += "\xc3\xa9";
        QCOMPARE(pw::quoteToken(letters), "'" + shown + "...'");
        QCOMPARE(pw::quoteToken("KS\xc2\xa0"), std::string("'KS\\u00a0'"));
        QCOMPARE(pw::quoteCharacterAt("W\xe2\x82\xac", 1), std::string("'€'"));
        QCOMPARE(pw::quoteCharacterAt("W\xe2\x82", 1), std::string("'\\xe2'"));
        QCOMPARE(pw::quoteCharacterAt("W", 5), std::string("''"));
    }

    // Issue 23: a NUL in a card cut the message at the NUL ("unknown suit '"), and a no-break
    // space after a card printed a raw 0xC2 byte.
    void parsersQuoteTokensWhole() {
        const auto patience = [](const std::string& text) {
            return messageOf([&] { pw::patience::parseJudge(text); });
        };
        QCOMPARE(patience("A\0 9S 6C KS\n"s),
                 std::string("unknown suit '\\x00' in card 'A\\x00' (expected one of S C D H)"));
        QCOMPARE(patience("\0S 9S\n"s), std::string("unknown rank '\\x00' in card '\\x00S' "
                                                    "(expected one of 6 7 8 9 T J Q K A)"));
        QCOMPARE(patience("AS 9S 6C KS\xc2\xa0\n"),
                 std::string("expected a card (rank then suit, like AS or TD), found 'KS\\u00a0'"));
        QCOMPARE(patience("\xc3\xa9S 9S\n"),
                 std::string("expected a card (rank then suit, like AS or TD), found 'éS'"));
        QCOMPARE(patience("A\xff 9S\n"),
                 std::string("unknown suit '\\xff' in card 'A\\xff' (expected one of S C D H)"));
        QCOMPARE(messageOf([] { pw::patience::parseTextId("AS\xc3\xa9/9S"); }),
                 std::string("pile 1: expected a card like AS or TD, found 'é'"));
        QCOMPARE(messageOf([] { pw::hackenbush::Tower::fromLetters("W\xe2\x82\xac"); }),
                 std::string("expected W or B at cube 2, found '€'"));
        QCOMPARE(messageOf([] {
                     pw::stones::parseJudge("4\n2 3 4\n*a\xc3\xa9"
                                            "a\na*ab\nba*b\nabb*\n");
                 }),
                 std::string("row 1, column 3: expected a colour letter a..z, found 'é'"));
        QCOMPARE(messageOf([] {
                     pw::stones::parseJudge("4\n2 3 4\n*\xc2\xa0"
                                            "a\na*ab\nba*b\nabb*\n");
                 }),
                 std::string("row 1 of the colour matrix has 3 characters, expected 4 (found "
                             "'*\\u00a0a')"));
    }
};

QTEST_APPLESS_MAIN(TestMessages)
#include "test_messages.moc"
