// Malformed inputs for every judge format and the workbench document, each with the line and
// the exact message the CLI must give (tests/cli) and that the GUI must refuse (tests/app).
// Sources: hand-made from the contest samples (truncated, wrong counts, wrong letters, huge
// numbers, binary junk, very long lines); each message was read and judged right before it was
// pinned. SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QString>
#include <vector>

struct MalformedInput {
    const char* puzzle; // jenga, patience, hackenbush, stones, or document
    const char* name;
    QByteArray input;
    int line;
    const char* message; // what follows "<puzzle>: line <line>: "
};

inline const std::vector<MalformedInput>& malformedInputs() {
    static const QByteArray kLongJenga = "2\n" + QByteArray(100000, 'R') + "\nRGB\n";
    static const QByteArray kLongPatience = QByteArray(100000, 'R') + "\n";
    static const QByteArray kLongHackenbush =
        "1\nTest 1\n1 0 0\n" + QByteArray("W ").repeated(60000) + "\n0 0 0\n";
    static const std::vector<MalformedInput> inputs = {
        {"jenga", "empty", QByteArray("", 0), 1, "empty input: expected the number of levels n"},
        {"jenga", "blank lines", QByteArray("\n\n\n", 3), 1,
         "empty input: expected the number of levels n"},
        {"jenga", "not a number", QByteArray("x\nRGB\n", 6), 1,
         "expected the number of levels n (a whole number), found 'x'"},
        {"jenga", "zero levels", QByteArray("0\n", 2), 1,
         "expected the number of levels n from 1 to 1000, found '0'"},
        {"jenga", "negative", QByteArray("-3\nRGB\n", 7), 1,
         "expected the number of levels n from 1 to 1000, found '-3'"},
        {"jenga", "huge n", QByteArray("99999999999999999999\nRGB\n", 25), 1,
         "expected the number of levels n from 1 to 1000, found '99999999999999999999'"},
        {"jenga", "truncated", QByteArray("6\nRGB\nGRG\nBB", 12), 4,
         "expected level 3 of 6 (three letters R, G, B), found 'BB'"},
        {"jenga", "short line", QByteArray("2\nRG\nRGB\n", 9), 2,
         "expected level 1 of 2 (three letters R, G, B), found 'RG'"},
        {"jenga", "long line", QByteArray("2\nRGBR\nRGB\n", 11), 2,
         "expected level 1 of 2 (three letters R, G, B), found 'RGBR'"},
        {"jenga", "bad letter", QByteArray("2\nRGX\nRGB\n", 10), 2,
         "expected the letters R, G or B in level 1, found 'RGX'"},
        {"jenga", "lowercase ok?", QByteArray("2\nrgb\nrgb\n", 10), 2,
         "expected the letters R, G or B in level 1, found 'rgb'"},
        {"jenga", "trailing junk", QByteArray("6\nRGB\nGRG\nBBB\nGGR\nBRG\nBRB\nRGB\n", 30), 8,
         "unexpected text after the 6 levels: 'RGB'"},
        {"jenga", "binary",
         QByteArray(
             "\000\001\002\003\004\005\006\007\010\011\n\013\014\r\016\017\020\021\022\023\024\025"
             "\026\027\030\031\032\033\034\035\036\037 "
             "!\"#$%&'()*+,-./"
             "0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"
             "\177\200\201\202\203\204\205\206\207\210\211\212\213\214\215\216\217\220\221\222\223"
             "\224\225\226\227\230\231\232\233\234\235\236\237\240\241\242\243\244\245\246\247\250"
             "\251\252\253\254\255\256\257\260\261\262\263\264\265\266\267\270\271\272\273\274\275"
             "\276\277\300\301\302\303\304\305\306\307\310\311\312\313\314\315\316\317\320\321\322"
             "\323\324\325\326\327\330\331\332\333\334\335\336\337\340\341\342\343\344\345\346\347"
             "\350\351\352\353\354\355\356\357\360\361\362\363\364\365\366\367\370\371\372\373\374"
             "\375\376\377",
             256),
         1,
         "expected the number of levels n (a whole number), found "
         "'\\x00\\x01\\x02\\x03\\x04\\x05\\x06\\x07\\x08'"},
        {"jenga", "very long line", kLongJenga, 2,
         "expected level 1 of 2 (three letters R, G, B), found 'RRRRRRRRRRRRRRRRRRRRRRRR...'"},
        {"jenga", "nul byte", QByteArray("2\nRG\000\nRGB\n", 10), 2,
         "expected the letters R, G or B in level 1, found 'RG\\x00'"},
        {"patience", "empty", QByteArray("", 0), 1,
         "empty input: expected a deal (nine lines of four cards)"},
        {"patience", "bad rank",
         QByteArray("1S 9S 6C KS\nJC QH AC KH\n7S QD JD KD\nQS TS JS 9H\n6D TD AD 8S\nQC TH KC "
                    "8D\n8C 9D TC 7C\n9C 7H JH 7D\n8H 6S AH 6H\n",
                    108),
         1, "unknown rank '1' in card '1S' (expected one of 6 7 8 9 T J Q K A)"},
        {"patience", "bad suit",
         QByteArray("AX 9S 6C KS\nJC QH AC KH\n7S QD JD KD\nQS TS JS 9H\n6D TD AD 8S\nQC TH KC "
                    "8D\n8C 9D TC 7C\n9C 7H JH 7D\n8H 6S AH 6H\n",
                    108),
         1, "unknown suit 'X' in card 'AX' (expected one of S C D H)"},
        {"patience", "token too long",
         QByteArray("ASS 9S 6C KS\nJC QH AC KH\n7S QD JD KD\nQS TS JS 9H\n6D TD AD 8S\nQC TH KC "
                    "8D\n8C 9D TC 7C\n9C 7H JH 7D\n8H 6S AH 6H\n",
                    109),
         1, "expected a card (rank then suit, like AS or TD), found 'ASS'"},
        {"patience", "repeated card",
         QByteArray("AS 9S 6C AS\nJC QH AC KH\n7S QD JD KD\nQS TS JS 9H\n6D TD AD 8S\nQC TH KC "
                    "8D\n8C 9D TC 7C\n9C 7H JH 7D\n8H 6S AH 6H\n",
                    108),
         1, "card AS appears twice in deal 1 (also on line 1); missing: KS"},
        {"patience", "short pile",
         QByteArray("AS 9S 6C KS\nJC QH AC\n7S QD JD KD\nQS TS JS 9H\n6D TD AD 8S\nQC TH KC 8D\n8C "
                    "9D TC 7C\n9C 7H JH 7D\n8H 6S AH 6H\n",
                    105),
         2, "pile 2 of deal 1 has 3 cards on its line, expected 4 (next card '7S' is on line 3)"},
        {"patience", "long pile",
         QByteArray("AS 9S 6C KS 2S\nJC QH AC KH\n7S QD JD KD\nQS TS JS 9H\n6D TD AD 8S\nQC TH KC "
                    "8D\n8C 9D TC 7C\n9C 7H JH 7D\n8H 6S AH 6H\n",
                    111),
         1, "pile 1 of deal 1 has more than 4 cards on its line (extra '2S')"},
        {"patience", "truncated deal",
         QByteArray("AS 9S 6C KS\nJC QH AC KH\n7S QD JD KD\nQS TS JS 9H\n6D TD AD 8S\n", 60), 5,
         "truncated deal: expected card 1 of pile 6 of deal 1 (nine lines of four cards)"},
        {"patience", "two cards glued",
         QByteArray("AS9S 6C KS\nJC QH AC KH\n7S QD JD KD\nQS TS JS 9H\n6D TD AD 8S\nQC TH KC "
                    "8D\n8C 9D TC 7C\n9C 7H JH 7D\n8H 6S AH 6H\n",
                    107),
         1, "expected a card (rank then suit, like AS or TD), found 'AS9S'"},
        {"patience", "low rank card",
         QByteArray("2S 9S 6C KS\nJC QH AC KH\n7S QD JD KD\nQS TS JS 9H\n6D TD AD 8S\nQC TH KC "
                    "8D\n8C 9D TC 7C\n9C 7H JH 7D\n8H 6S AH 6H\n",
                    108),
         1, "card '2S' is not in the 36-card deck (ranks 6 7 8 9 T J Q K A)"},
        {"patience", "binary",
         QByteArray(
             "\000\001\002\003\004\005\006\007\010\011\n\013\014\r\016\017\020\021\022\023\024\025"
             "\026\027\030\031\032\033\034\035\036\037 "
             "!\"#$%&'()*+,-./"
             "0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"
             "\177\200\201\202\203\204\205\206\207\210\211\212\213\214\215\216\217\220\221\222\223"
             "\224\225\226\227\230\231\232\233\234\235\236\237\240\241\242\243\244\245\246\247\250"
             "\251\252\253\254\255\256\257\260\261\262\263\264\265\266\267\270\271\272\273\274\275"
             "\276\277\300\301\302\303\304\305\306\307\310\311\312\313\314\315\316\317\320\321\322"
             "\323\324\325\326\327\330\331\332\333\334\335\336\337\340\341\342\343\344\345\346\347"
             "\350\351\352\353\354\355\356\357\360\361\362\363\364\365\366\367\370\371\372\373\374"
             "\375\376\377",
             256),
         1,
         "expected a card (rank then suit, like AS or TD), found "
         "'\\x00\\x01\\x02\\x03\\x04\\x05\\x06\\x07\\x08'"},
        {"patience", "second deal truncated",
         QByteArray("AS 9S 6C KS\nJC QH AC KH\n7S QD JD KD\nQS TS JS 9H\n6D TD AD 8S\nQC TH KC "
                    "8D\n8C 9D TC 7C\n9C 7H JH 7D\n8H 6S AH 6H\nAS 9S 6C KS\nJC QH AC",
                    128),
         11, "truncated deal: expected card 4 of pile 2 of deal 2 (nine lines of four cards)"},
        {"patience", "very long line", kLongPatience, 1,
         "expected a card (rank then suit, like AS or TD), found 'RRRRRRRRRRRRRRRRRRRRRRRR...'"},
        {"patience", "lowercase",
         QByteArray("as 9S 6C KS\nJC QH AC KH\n7S QD JD KD\nQS TS JS 9H\n6D TD AD 8S\nQC TH KC "
                    "8D\n8C 9D TC 7C\n9C 7H JH 7D\n8H 6S AH 6H\n",
                    108),
         1, "unknown rank 'a' in card 'as' (expected one of 6 7 8 9 T J Q K A)"},
        {"hackenbush", "empty", QByteArray("", 0), 1, "empty input: expected the number of tests"},
        {"hackenbush", "bad count", QByteArray("x\n", 2), 1,
         "expected the number of tests (a whole number), found 'x'"},
        {"hackenbush", "zero tests then junk", QByteArray("0\nTest 1\n", 9), 2,
         "unexpected 'Test' after the last test (0 announced)"},
        {"hackenbush", "missing Test",
         QByteArray("1\n3 3 1\nW B B\nW B W\nB\n3 3 3\nB W W\nB W W\nW B B\n", 46), 2,
         "expected 'Test 1', found '3'"},
        {"hackenbush", "wrong test number",
         QByteArray("2\nTest 1\n3 3 1\nW B B\nW B W\nB\n3 3 3\nB W W\nB W W\nW B B\nTest 3\n3 3 "
                    "2\nW B B\nW B W\nB B\n3 3 3\nB W W\nB W W\nW B B\n",
                    106),
         11, "expected 'Test 2', found 'Test 3': tests must be numbered 1, 2, 3... in order"},
        {"hackenbush", "short tower",
         QByteArray("2\nTest 1\n3 3 1\nW B\nW B W\nB\n3 3 3\nB W W\nB W W\nW B B\nTest 2\n3 3 2\nW "
                    "B B\nW B W\nB B\n3 3 3\nB W W\nB W W\nW B B\n",
                    104),
         4, "tower 1 of test 1 C1 has height 3 but its line holds 2 cubes"},
        {"hackenbush", "long tower",
         QByteArray("2\nTest 1\n3 3 1\nW B B B\nW B W\nB\n3 3 3\nB W W\nB W W\nW B B\nTest 2\n3 3 "
                    "2\nW B B\nW B W\nB B\n3 3 3\nB W W\nB W W\nW B B\n",
                    108),
         4, "tower 1 of test 1 C1 has height 3 but its line holds more cubes"},
        {"hackenbush", "bad letter",
         QByteArray("2\nTest 1\n3 3 1\nW B B\nW X W\nB\n3 3 3\nB W W\nB W W\nW B B\nTest 2\n3 3 "
                    "2\nW B B\nW B W\nB B\n3 3 3\nB W W\nB W W\nW B B\n",
                    106),
         5, "expected W or B for cube 2 of tower 2 of test 1 C1, found 'X'"},
        {"hackenbush", "negative height",
         QByteArray("2\nTest 1\n3 -3 1\nW B B\nW B W\nB\n3 3 3\nB W W\nB W W\nW B B\nTest 2\n3 3 "
                    "2\nW B B\nW B W\nB B\n3 3 3\nB W W\nB W W\nW B B\n",
                    107),
         3, "expected tower height 2 of test 1 C1 from 0 to 1000000, found '-3'"},
        {"hackenbush", "huge height",
         QByteArray("2\nTest 1\n3 99999999999 1\nW B B\nW B W\nB\n3 3 3\nB W W\nB W W\nW B B\nTest "
                    "2\n3 3 2\nW B B\nW B W\nB B\n3 3 3\nB W W\nB W W\nW B B\n",
                    116),
         3, "expected tower height 2 of test 1 C1 from 0 to 1000000, found '99999999999'"},
        {"hackenbush", "missing test",
         QByteArray("2\nTest 1\n3 3 1\nW B B\nW B W\nB\n3 3 3\nB W W\nB W W\nW B B\n", 53), 10,
         "truncated input: expected 'Test 2'"},
        {"hackenbush", "trailing junk",
         QByteArray("2\nTest 1\n3 3 1\nW B B\nW B W\nB\n3 3 3\nB W W\nB W W\nW B B\nTest 2\n3 3 "
                    "2\nW B B\nW B W\nB B\n3 3 3\nB W W\nB W W\nW B B\nTest 3\n",
                    113),
         20, "unexpected 'Test' after the last test (2 announced)"},
        {"hackenbush", "two heights", QByteArray("1\nTest 1\n3 3\nW B B\nW B W\n", 25), 3,
         "expected three tower heights of test 1 C1 on one line"},
        {"hackenbush", "binary",
         QByteArray(
             "\000\001\002\003\004\005\006\007\010\011\n\013\014\r\016\017\020\021\022\023\024\025"
             "\026\027\030\031\032\033\034\035\036\037 "
             "!\"#$%&'()*+,-./"
             "0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"
             "\177\200\201\202\203\204\205\206\207\210\211\212\213\214\215\216\217\220\221\222\223"
             "\224\225\226\227\230\231\232\233\234\235\236\237\240\241\242\243\244\245\246\247\250"
             "\251\252\253\254\255\256\257\260\261\262\263\264\265\266\267\270\271\272\273\274\275"
             "\276\277\300\301\302\303\304\305\306\307\310\311\312\313\314\315\316\317\320\321\322"
             "\323\324\325\326\327\330\331\332\333\334\335\336\337\340\341\342\343\344\345\346\347"
             "\350\351\352\353\354\355\356\357\360\361\362\363\364\365\366\367\370\371\372\373\374"
             "\375\376\377",
             256),
         1,
         "expected the number of tests (a whole number), found "
         "'\\x00\\x01\\x02\\x03\\x04\\x05\\x06\\x07\\x08'"},
        {"hackenbush", "very long line", kLongHackenbush, 4,
         "tower 1 of test 1 C1 has height 1 but its line holds more cubes"},
        {"stones", "empty", QByteArray("", 0), 1,
         "truncated input: expected the number of vertices n"},
        {"stones", "n too small", QByteArray("2\n1 2 3\n", 8), 1,
         "expected the number of vertices n from 3 to 2000, found '2'"},
        {"stones", "n huge", QByteArray("100000\n1 2 3\n", 13), 1,
         "expected the number of vertices n from 3 to 2000, found '100000'"},
        {"stones", "not a number", QByteArray("four\n", 5), 1,
         "expected the number of vertices n (a whole number), found 'four'"},
        {"stones", "truncated", QByteArray("4\n2 3 4\n*aba\na*", 15), 4,
         "row 2 of the colour matrix has 2 characters, expected 4 (found 'a*')"},
        {"stones", "short row", QByteArray("4\n2 3 4\n*aba\na*a\nba*b\nabb*\n", 27), 4,
         "row 2 of the colour matrix has 3 characters, expected 4 (found 'a*a')"},
        {"stones", "long row", QByteArray("4\n2 3 4\n*abaa\na*ab\nba*b\nabb*\n", 29), 3,
         "row 1 of the colour matrix has 5 characters, expected 4 (found '*abaa')"},
        {"stones", "asymmetric", QByteArray("4\n2 3 4\n*aba\na*ab\nbb*b\nabb*\n", 28), 5,
         "the matrix is not symmetric: row 3, column 2 is 'b' but row 2, column 3 is 'a'"},
        {"stones", "uppercase", QByteArray("4\n2 3 4\n*aBa\nA*ab\nba*b\nabb*\n", 28), 3,
         "row 1, column 3: expected a colour letter a..z, found 'B'"},
        {"stones", "missing star", QByteArray("4\n2 3 4\naaba\na*ab\nba*b\nabb*\n", 28), 3,
         "row 1, column 1: expected '*' on the main diagonal, found 'a'"},
        {"stones", "stone off board", QByteArray("4\n2 3 5\n*aba\na*ab\nba*b\nabb*\n", 28), 2,
         "expected a stone vertex from 1 to 4, found '5'"},
        {"stones", "stone zero", QByteArray("4\n0 3 4\n*aba\na*ab\nba*b\nabb*\n", 28), 2,
         "expected a stone vertex from 1 to 4, found '0'"},
        {"stones", "two stones one vertex", QByteArray("4\n2 2 4\n*aba\na*ab\nba*b\nabb*\n", 28), 2,
         "two stones on vertex 2: the three stones must be on distinct vertices"},
        {"stones", "two stones only", QByteArray("4\n2 3\n*aba\na*ab\nba*b\nabb*\n", 26), 3,
         "expected a stone vertex (a whole number), found '*aba'"},
        {"stones", "trailing junk", QByteArray("4\n2 3 4\n*aba\na*ab\nba*b\nabb*\nextra\n", 34), 7,
         "unexpected text after the 4 rows of the colour matrix: 'extra'"},
        {"stones", "binary",
         QByteArray(
             "\000\001\002\003\004\005\006\007\010\011\n\013\014\r\016\017\020\021\022\023\024\025"
             "\026\027\030\031\032\033\034\035\036\037 "
             "!\"#$%&'()*+,-./"
             "0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"
             "\177\200\201\202\203\204\205\206\207\210\211\212\213\214\215\216\217\220\221\222\223"
             "\224\225\226\227\230\231\232\233\234\235\236\237\240\241\242\243\244\245\246\247\250"
             "\251\252\253\254\255\256\257\260\261\262\263\264\265\266\267\270\271\272\273\274\275"
             "\276\277\300\301\302\303\304\305\306\307\310\311\312\313\314\315\316\317\320\321\322"
             "\323\324\325\326\327\330\331\332\333\334\335\336\337\340\341\342\343\344\345\346\347"
             "\350\351\352\353\354\355\356\357\360\361\362\363\364\365\366\367\370\371\372\373\374"
             "\375\376\377",
             256),
         1,
         "expected the number of vertices n (a whole number), found "
         "'\\x00\\x01\\x02\\x03\\x04\\x05\\x06\\x07\\x08'"},
        {"stones", "digit colour", QByteArray("4\n2 3 4\n*a1a\na*ab\n1a*b\nabb*\n", 28), 3,
         "row 1, column 3: expected a colour letter a..z, found '1'"},
        {"document", "empty", QByteArray("", 0), 1, "not a valid JSON document"},
        {"document", "not json", QByteArray("hello", 5), 1, "not a valid JSON document"},
        {"document", "array", QByteArray("[1]", 3), 1,
         "expected a JSON object with \"format\": \"puzzle-workbench\""},
        {"document", "wrong format",
         QByteArray("{\"format\":\"x\",\"version\":1,\"pages\":{}}", 37), 1,
         "expected \"format\": \"puzzle-workbench\""},
        {"document", "wrong version",
         QByteArray("{\"format\":\"puzzle-workbench\",\"version\":9,\"pages\":{}}", 52), 1,
         "expected \"version\": 1"},
        {"document", "no pages", QByteArray("{\"format\":\"puzzle-workbench\",\"version\":1}", 41),
         1, "expected \"pages\": an object with one entry per puzzle"},
        {"document", "unknown puzzle",
         QByteArray("{\"format\":\"puzzle-workbench\",\"version\":1,\"pages\":{\"go\":{"
                    "\"position\":\"x\"}}}",
                    73),
         1, "unknown puzzle \"go\" in \"pages\""},
        {"document", "bad stones id",
         QByteArray("{\"format\":\"puzzle-workbench\",\"version\":1,\"pages\":{\"stones\":{"
                    "\"position\":\"4:2,3,4:abzz\"}}}",
                    88),
         1,
         "the \"stones\" position is not valid: stones text id: expected 6 colour letters for n = "
         "4, found 4"},
        {"document", "bad jenga id",
         QByteArray("{\"format\":\"puzzle-workbench\",\"version\":1,\"pages\":{\"jenga\":{"
                    "\"position\":\"RGB/./RGB\"}}}",
                    84),
         1,
         "the \"jenga\" position is not valid: expected level 2 as three characters from R, G, B, "
         "'.', found '.'"},
        {"document", "number overflow",
         QByteArray("{\"format\":\"puzzle-workbench\",\"version\":1e999999,\"pages\":{}}", 59), 1,
         "not a valid JSON document (a number is out of range)"},
        {"document", "truncated json",
         QByteArray("{\"format\":\"puzzle-workbench\",\n\"version\":1,\n\"pages\":{", 52), 3,
         "not a valid JSON document"},
        {"document", "binary",
         QByteArray(
             "\000\001\002\003\004\005\006\007\010\011\n\013\014\r\016\017\020\021\022\023\024\025"
             "\026\027\030\031\032\033\034\035\036\037 "
             "!\"#$%&'()*+,-./"
             "0123456789:;<=>?@ABCDEFGHIJKLMNOPQRSTUVWXYZ[\\]^_`abcdefghijklmnopqrstuvwxyz{|}~"
             "\177\200\201\202\203\204\205\206\207\210\211\212\213\214\215\216\217\220\221\222\223"
             "\224\225\226\227\230\231\232\233\234\235\236\237\240\241\242\243\244\245\246\247\250"
             "\251\252\253\254\255\256\257\260\261\262\263\264\265\266\267\270\271\272\273\274\275"
             "\276\277\300\301\302\303\304\305\306\307\310\311\312\313\314\315\316\317\320\321\322"
             "\323\324\325\326\327\330\331\332\333\334\335\336\337\340\341\342\343\344\345\346\347"
             "\350\351\352\353\354\355\356\357\360\361\362\363\364\365\366\367\370\371\372\373\374"
             "\375\376\377",
             256),
         1, "not a valid JSON document"},
    };
    return inputs;
}
