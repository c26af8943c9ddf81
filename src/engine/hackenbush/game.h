// Short partizan games in canonical form (the values of Hackenbush towers with green cubes): a
// store of canonical forms, each kept once, with sums, negatives, comparison and the canonical
// simplification, and their text in CGSuite's notation (game_text.cpp).
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "engine/common/dyadic.h"
#include "engine/hackenbush/game_memo.h"

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace pw::hackenbush {

// A game of a GameStore. Canonical forms are kept once, so two ids of canonical forms are equal
// exactly when the games are equal (the id 0 is the game 0).
using GameId = std::uint32_t;

// An uptimal: x + d_1.up + d_2.up^2 + ... + d_n.up^n + *m (Siegel, Combinatorial Game Theory,
// II.8: up^n, "up-nth", is {0 | * - up^(->n-1)} and up^(->n) = {up^(->n-1) | *}, up^(->0) = 0).
// Numbers, nimbers and x + n.up + *m are the uptimals with at most one digit.
struct UptimalExpansion {
    Dyadic number;
    std::vector<int> coefficients; // d_1 .. d_n, the last one not 0 (none: a number and a nimber)
    int nimber = 0;
    friend bool operator==(const UptimalExpansion&, const UptimalExpansion&) = default;
};

// How two games compare: G > H (G - H is a win for Left whoever starts), G < H, G = H, or
// confused (G - H is a first-player win: G || H).
enum class GameOrder { Less, Equal, Greater, Confused };

// The canonical forms met by one computation (no globals: each solve owns its store, so two may
// run at once). Every value is built from its options and simplified as Conway's theory says:
// dominated options removed, reversible options bypassed (Siegel, Combinatorial Game Theory,
// II.2). Numbers are kept with their dyadic value and compared as numbers; a number plus another
// game is translated (Number Translation) instead of summed term by term.
class GameStore {
public:
    GameStore();

    GameId zero() const { return 0; }
    GameId number(const Dyadic& value);
    GameId nimber(int value); // *value (the game 0 for 0)
    // The canonical form of { left | right }, whose options are games of this store.
    GameId fromOptions(std::vector<GameId> left, std::vector<GameId> right);

    GameId add(GameId a, GameId b);
    GameId negate(GameId a);
    GameId subtract(GameId a, GameId b) { return add(a, negate(b)); }

    bool lessOrEqual(GameId a, GameId b); // a <= b
    GameOrder compare(GameId a, GameId b);

    const std::vector<GameId>& leftOptions(GameId g) const { return nodes_[g].left; }
    const std::vector<GameId>& rightOptions(GameId g) const { return nodes_[g].right; }
    bool isNumber(GameId g) const { return nodes_[g].number >= 0; }
    const Dyadic& numberValue(GameId g) const; // precondition: isNumber(g)
    // m when g is the nimber *m (0 for the game 0), else -1.
    int nimberValue(GameId g) const { return nodes_[g].nimber; }
    // The stops: where play ends (on a number) when Left, or Right, starts and both play well.
    Dyadic leftStop(GameId g);
    Dyadic rightStop(GameId g);
    // The birthday: 0 for 0, else 1 + the largest birthday of an option.
    int birthday(GameId g);

    // g as an uptimal, when it is one (game_uptimal.cpp): each candidate expansion is built and
    // compared with g, so the answer never rests on g's shape alone.
    const std::optional<UptimalExpansion>& uptimal(GameId g);
    GameId uptimalGame(const UptimalExpansion& expansion);
    GameId upPower(int n);   // up^n (n >= 1)
    GameId upPowerTo(int n); // up^(->n) (n >= 0)
    GameId ups(int n);       // n.up (n may be negative)

    // The text in CGSuite's plain notation: "5", "-3/4", "*", "*3", "^", "v*", "1/2^^*3", "+-1",
    // "{2||1|0}", "{0,^*|0}" (GameWriter, game_text.cpp, with its default length).
    std::string text(GameId g);

    // Games held (canonical forms and the forms met while simplifying): what a budget counts.
    std::size_t size() const { return nodes_.size(); }

private:
    friend class GameWriter;
    struct Node {
        std::vector<GameId> left;
        std::vector<GameId> right;
        int number = -1; // index in numbers_, or -1
        int nimber = -1;
        int birthday = -1;
        GameId leftStop = kUnknown; // the number game of each stop, once known
        GameId rightStop = kUnknown;
    };
    struct KeyHash {
        std::size_t operator()(const std::vector<GameId>& key) const;
    };

    GameId intern(std::vector<GameId> left, std::vector<GameId> right, int number);
    GameId temporary(const std::vector<GameId>& left, const std::vector<GameId>& right);
    std::optional<Dyadic> numberBetween(const std::vector<GameId>& left,
                                        const std::vector<GameId>& right) const;
    static std::uint64_t pairKey(GameId a, GameId b) {
        return (static_cast<std::uint64_t>(a) << 32) | b;
    }

    std::vector<Node> nodes_;
    std::vector<Dyadic> numbers_;
    std::unordered_map<std::vector<GameId>, GameId, KeyHash> canonical_;
    std::unordered_map<Dyadic, GameId> numberIds_;
    static constexpr GameId kUnknown = ~GameId{0};
    GameId leftStopGame(GameId g);
    GameId rightStopGame(GameId g);
    detail::KeyMemo<std::uint8_t> lessOrEqual_; // 1: a <= b
    detail::KeyMemo<GameId> sums_;
    std::unordered_map<GameId, GameId> negatives_;
    std::unordered_map<GameId, std::optional<UptimalExpansion>> uptimals_;
    std::vector<GameId> upPowers_;                  // [n]: up^n ([0] unused)
    std::vector<GameId> upPowersTo_;                // [n]: up^(->n)
    std::vector<GameId> ups_;                       // [n]: n.up
    std::unordered_map<std::uint64_t, int> orders_; // GameWriter's order of two options
    std::unordered_map<GameId, int> ranks_;         // and each game's kind in it
};

// Canonical forms as text in CGSuite's plain notation (its worksheet's plain-text output):
// numbers as fractions ("-3/4"); uptimals run together ("1/2^^*3", "v3", "^*", "^<2>", "v[3]*");
// switches as "+-" and their options ("+-1", "+-(1*)", "+-{2,3}"); Tiny(G) and Miny(G) after
// their number; otherwise braces, with as many bars as the nesting needs ("{2||1|0}"), each
// side's options in CGSuite's order (numbers, nimbers, uptimals, then the rest by their sorted
// options). A canonical form is a graph whose text, written out as a tree, can be exponentially
// long (a tower of 20 cubes with green ones may need megabytes): a text longer than maxLength is
// written with its long subgames named G1, G2, ... and defined one by one in definitions(), each
// name standing for the same game wherever it appears.
class GameWriter {
public:
    explicit GameWriter(GameStore& store, std::size_t maxLength = kDefaultMaxLength);
    static constexpr std::size_t kDefaultMaxLength = 4000;
    // A subgame of a named text is named when its own text is longer than this.
    static constexpr std::size_t kNameLength = 60;

    std::string text(GameId g);
    // "G1 = {1,G2|1,1*}", in the order the names were given (a name's definition may use later
    // names); empty while every text was written out whole.
    const std::vector<std::string>& definitions() const { return definitions_; }

private:
    struct Written {
        std::string text;
        int bars = 0; // the bars it was written with when not closed by braces (0: closed)
    };
    using Child = std::optional<Written> (GameWriter::*)(GameId, bool, bool);
    std::optional<Written> whole(GameId g, bool forceBrackets, bool forceParens);
    std::optional<Written> named(GameId g, bool forceBrackets, bool forceParens);
    std::optional<Written> write(GameId g, bool forceBrackets, bool forceParens, Child child);
    std::optional<std::string> uptimalText(const UptimalExpansion& e, bool forceParens);
    bool tiny(GameId l, GameId r, GameId& translate, GameId& subscript, bool& isTiny);
    std::optional<int> meanSide(GameId g, const Dyadic& x);
    int rank(GameId g);
    int order(GameId a, GameId b);
    std::vector<GameId> sorted(std::vector<GameId> options);

    GameStore& store_;
    std::size_t maxLength_;
    std::unordered_map<std::uint64_t, std::optional<Written>> whole_;
    std::unordered_map<GameId, std::string> names_;
    std::vector<std::string> definitions_;
};

// The simplest number strictly between two numbers (either may be missing: no bound), as
// Conway's simplicity theorem picks it; precondition: low < high when both are given.
Dyadic simplestNumberBetween(const std::optional<Dyadic>& low, const std::optional<Dyadic>& high);

} // namespace pw::hackenbush
