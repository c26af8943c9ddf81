// Canonical forms as text in CGSuite's plain notation (GameWriter, game.h). Written from
// CGSuite's documented notation and its worksheet's output, not from its code.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/hackenbush/game.h"

#include <algorithm>
#include <string>

namespace pw::hackenbush {

namespace {

// CGSuite closes a text in braces once it would need this many bars.
constexpr int kMaxBars = 4;

std::uint64_t memoKey(GameId g, bool forceBrackets, bool forceParens) {
    return (static_cast<std::uint64_t>(g) << 2) | (forceBrackets ? 2u : 0u) |
           (forceParens ? 1u : 0u);
}

} // namespace

std::string GameStore::text(GameId g) {
    return GameWriter(*this).text(g);
}

GameWriter::GameWriter(GameStore& store, std::size_t maxLength)
    : store_(store), maxLength_(maxLength) {}

std::string GameWriter::text(GameId g) {
    if (const auto written = whole(g, true, false))
        return written->text;
    return write(g, true, false, &GameWriter::named)->text;
}

// CGSuite's deterministic order of options: numbers by value, then nimbers, then uptimals (by
// number, digits, length, nimber), then the rest by their sorted Left options and then Right
// options, lexicographically.
int GameWriter::rank(GameId g) {
    if (const auto it = store_.ranks_.find(g); it != store_.ranks_.end())
        return it->second;
    const int kind = store_.isNumber(g)              ? 0
                     : store_.nimberValue(g) > 0     ? 1
                     : store_.uptimal(g).has_value() ? 2
                                                     : 3;
    store_.ranks_.emplace(g, kind);
    return kind;
}

int GameWriter::order(GameId a, GameId b) {
    if (a == b)
        return 0;
    const int ra = rank(a);
    const int rb = rank(b);
    if (ra != rb)
        return ra < rb ? -1 : 1;
    if (ra == 0) {
        const auto c = store_.numberValue(a) <=> store_.numberValue(b);
        return c < 0 ? -1 : c > 0 ? 1 : 0;
    }
    if (ra == 1)
        return store_.nimberValue(a) < store_.nimberValue(b) ? -1 : 1;
    const std::uint64_t key = GameStore::pairKey(a, b);
    if (const auto it = store_.orders_.find(key); it != store_.orders_.end())
        return it->second;
    int result = 0;
    if (ra == 2) {
        const UptimalExpansion p = *store_.uptimal(a);
        const UptimalExpansion q = *store_.uptimal(b);
        const auto c = p.number <=> q.number;
        result = c < 0 ? -1 : c > 0 ? 1 : 0;
        for (std::size_t i = 0;
             result == 0 && i < p.coefficients.size() && i < q.coefficients.size(); ++i)
            if (p.coefficients[i] != q.coefficients[i])
                result = p.coefficients[i] < q.coefficients[i] ? -1 : 1;
        if (result == 0 && p.coefficients.size() != q.coefficients.size())
            result = p.coefficients.size() < q.coefficients.size() ? -1 : 1;
        if (result == 0 && p.nimber != q.nimber)
            result = p.nimber < q.nimber ? -1 : 1;
    } else {
        const auto lists = [&](const std::vector<GameId>& x, const std::vector<GameId>& y) {
            for (std::size_t i = 0; i < x.size() && i < y.size(); ++i)
                if (const int c = order(x[i], y[i]); c != 0)
                    return c;
            return x.size() < y.size() ? -1 : x.size() > y.size() ? 1 : 0;
        };
        result = lists(sorted(store_.leftOptions(a)), sorted(store_.leftOptions(b)));
        if (result == 0)
            result = lists(sorted(store_.rightOptions(a)), sorted(store_.rightOptions(b)));
    }
    store_.orders_.emplace(key, result);
    store_.orders_.emplace(GameStore::pairKey(b, a), -result);
    return result;
}

std::vector<GameId> GameWriter::sorted(std::vector<GameId> options) {
    std::sort(options.begin(), options.end(),
              [this](GameId a, GameId b) { return order(a, b) < 0; });
    return options;
}

// An uptimal of at most one digit, or a unit (one digit +-1: "^<3>") or a unit sum (digits all
// 1 or all -1: "^[3]"), run together with its number and nimber; nullopt for the others, which
// are written as games.
std::optional<std::string> GameWriter::uptimalText(const UptimalExpansion& e, bool forceParens) {
    const std::vector<int>& d = e.coefficients;
    const std::size_t length = d.size();
    const bool unit = std::count_if(d.begin(), d.end(), [](int c) { return c != 0; }) == 1 &&
                      (d.back() == 1 || d.back() == -1);
    const bool unitSum = length > 0 && (d[0] == 1 || d[0] == -1) &&
                         std::all_of(d.begin(), d.end(), [&](int c) { return c == d[0]; });
    if (length > 1 && !unit && !unitSum)
        return std::nullopt;
    const bool isNumber = length == 0 && e.nimber == 0;
    const bool isNimber = length == 0 && e.number.isZero();
    const bool compact = isNumber || isNimber || (e.number.isZero() && e.nimber == 0);
    std::string out;
    if (forceParens && !compact)
        out += '(';
    if (!e.number.isZero() || isNumber)
        out += e.number.toFractionString();
    if (length == 1) {
        const int size = d[0] < 0 ? -d[0] : d[0];
        out += size == 2 ? (d[0] > 0 ? "^^" : "vv") : (d[0] > 0 ? "^" : "v");
        if (size > 2)
            out += std::to_string(size);
    } else if (length > 1) {
        out += d.back() > 0 ? '^' : 'v';
        out += unit ? '<' : '[';
        out += std::to_string(length);
        out += unit ? '>' : ']';
    }
    if (e.nimber != 0) {
        out += '*';
        if (e.nimber > 1)
            out += std::to_string(e.nimber);
    }
    if (forceParens && !compact)
        out += ')';
    return out;
}

// A mean is pinned by the stops (it lies between them): -1 when it is surely below x, 1 surely
// above, 0 surely equal, nullopt when the stops do not tell (the game is then written in braces).
std::optional<int> GameWriter::meanSide(GameId g, const Dyadic& x) {
    const Dyadic left = store_.leftStop(g);
    const Dyadic right = store_.rightStop(g);
    if (left < x)
        return -1;
    if (right > x)
        return 1;
    if (left == x && right == x)
        return 0;
    return std::nullopt;
}

// CGSuite's "number tiny": {x || x | y} with y's mean below x is x + Tiny(x - y); its mirror
// {y | x || x} with y's mean above x is x + Miny(y - x).
bool GameWriter::tiny(GameId l, GameId r, GameId& translate, GameId& subscript, bool& isTiny) {
    if (store_.isNumber(l) && store_.leftOptions(r).size() == 1 &&
        store_.rightOptions(r).size() == 1 && store_.leftOptions(r)[0] == l &&
        meanSide(store_.rightOptions(r)[0], store_.numberValue(l)) == -1) {
        isTiny = true;
        translate = l;
        subscript = store_.add(store_.negate(store_.rightOptions(r)[0]), l);
        return true;
    }
    if (store_.isNumber(r) && store_.rightOptions(l).size() == 1 &&
        store_.leftOptions(l).size() == 1 && store_.rightOptions(l)[0] == r &&
        meanSide(store_.leftOptions(l)[0], store_.numberValue(r)) == 1) {
        isTiny = false;
        translate = r;
        subscript = store_.subtract(store_.leftOptions(l)[0], r);
        return true;
    }
    return false;
}

std::optional<GameWriter::Written> GameWriter::whole(GameId g, bool forceBrackets,
                                                     bool forceParens) {
    const std::uint64_t key = memoKey(g, forceBrackets, forceParens);
    if (const auto it = whole_.find(key); it != whole_.end())
        return it->second;
    std::optional<Written> written = write(g, forceBrackets, forceParens, &GameWriter::whole);
    if (written && written->text.size() > maxLength_)
        written.reset();
    whole_.emplace(key, written);
    return written;
}

std::optional<GameWriter::Written> GameWriter::named(GameId g, bool forceBrackets,
                                                     bool forceParens) {
    // A subgame whose text is short enough is written out; a longer one goes by its name.
    if (const auto written = whole(g, forceBrackets, forceParens);
        written && written->text.size() <= kNameLength)
        return written;
    if (const auto it = names_.find(g); it != names_.end())
        return Written{it->second, 0};
    std::string name = "G";
    name += std::to_string(names_.size() + 1);
    names_.emplace(g, name);
    const std::size_t at = definitions_.size();
    definitions_.emplace_back();
    std::string definition = name;
    definition += " = ";
    definition += write(g, true, false, &GameWriter::named)->text;
    definitions_[at] = std::move(definition);
    return Written{name, 0};
}

std::optional<GameWriter::Written> GameWriter::write(GameId g, bool forceBrackets, bool forceParens,
                                                     Child child) {
    if (const auto& found = store_.uptimal(g))
        if (auto text = uptimalText(*found, forceParens))
            return Written{std::move(*text), 0};
    const std::vector<GameId> left = sorted(store_.leftOptions(g));
    const std::vector<GameId> right = sorted(store_.rightOptions(g));
    std::string out;
    if (store_.negate(g) == g && !left.empty()) { // a switch: +-G^L
        out += "+-";
        if (left.size() > 1)
            out += '{';
        for (std::size_t i = 0; i < left.size(); ++i) {
            const auto option = (this->*child)(left[i], true, left.size() == 1);
            if (!option)
                return std::nullopt;
            if (i > 0)
                out += ',';
            out += option->text;
        }
        if (left.size() > 1)
            out += '}';
        return Written{std::move(out), 0};
    }
    GameId translate = 0;
    GameId subscript = 0;
    bool isTiny = true;
    if (left.size() == 1 && right.size() == 1 &&
        tiny(left[0], right[0], translate, subscript, isTiny)) {
        const auto inner = (this->*child)(subscript, true, false);
        if (!inner)
            return std::nullopt;
        if (forceParens)
            out += '(';
        if (!store_.numberValue(translate).isZero())
            out += store_.numberValue(translate).toFractionString();
        out += isTiny ? "Tiny(" : "Miny(";
        out += inner->text;
        out += ')';
        if (forceParens)
            out += ')';
        return Written{std::move(out), 0};
    }
    std::string leftText;
    std::string rightText;
    int bars = 1;
    for (const auto* side : {&left, &right}) {
        std::string& text = side == &left ? leftText : rightText;
        for (std::size_t i = 0; i < side->size(); ++i) {
            const auto option = (this->*child)((*side)[i], side->size() > 1, false);
            if (!option)
                return std::nullopt;
            if (i > 0)
                text += ',';
            text += option->text;
            bars = std::max(bars, option->bars + 1);
        }
    }
    const bool braces = forceBrackets || bars == kMaxBars;
    if (braces)
        out += '{';
    out += leftText;
    out.append(static_cast<std::size_t>(bars), '|');
    out += rightText;
    if (braces)
        out += '}';
    return Written{std::move(out), braces ? 0 : bars};
}

} // namespace pw::hackenbush
