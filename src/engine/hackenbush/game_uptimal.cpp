// Uptimals among canonical forms: x + d_1.up + ... + d_n.up^n + *m, recognised by building each
// candidate and comparing it with the game (canonical forms are kept once, so equal is same id).
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/hackenbush/game.h"

#include <algorithm>

namespace pw::hackenbush {

namespace {

UptimalExpansion negated(UptimalExpansion e) {
    e.number = -e.number;
    for (int& d : e.coefficients)
        d = -d;
    return e;
}

} // namespace

GameId GameStore::ups(int n) {
    if (n < 0)
        return negate(ups(-n));
    while (static_cast<int>(ups_.size()) <= n) {
        if (ups_.empty())
            ups_.push_back(zero());
        else if (ups_.size() == 1)
            ups_.push_back(fromOptions({zero()}, {nimber(1)}));
        else
            ups_.push_back(add(ups_.back(), ups_[1]));
    }
    return ups_[static_cast<std::size_t>(n)];
}

GameId GameStore::upPowerTo(int n) {
    if (upPowersTo_.empty())
        upPowersTo_.push_back(zero());
    while (static_cast<int>(upPowersTo_.size()) <= n)
        upPowersTo_.push_back(fromOptions({upPowersTo_.back()}, {nimber(1)}));
    return upPowersTo_[static_cast<std::size_t>(n)];
}

GameId GameStore::upPower(int n) {
    if (upPowers_.empty())
        upPowers_.push_back(zero());
    while (static_cast<int>(upPowers_.size()) <= n) {
        const int k = static_cast<int>(upPowers_.size());
        upPowers_.push_back(fromOptions({zero()}, {subtract(nimber(1), upPowerTo(k - 1))}));
    }
    return upPowers_[static_cast<std::size_t>(n)];
}

GameId GameStore::uptimalGame(const UptimalExpansion& e) {
    GameId g = add(number(e.number), nimber(e.nimber));
    for (std::size_t i = 0; i < e.coefficients.size(); ++i) {
        const int d = e.coefficients[i];
        const GameId power = i == 0 ? ups(1) : upPower(static_cast<int>(i) + 1);
        const GameId step = d < 0 ? negate(power) : power;
        for (int j = 0; j < (d < 0 ? -d : d); ++j)
            g = add(g, step);
    }
    return g;
}

const std::optional<UptimalExpansion>& GameStore::uptimal(GameId g) {
    if (const auto it = uptimals_.find(g); it != uptimals_.end())
        return it->second;
    std::optional<UptimalExpansion> found;
    if (isNumber(g)) {
        found = UptimalExpansion{numberValue(g), {}, 0};
    } else if (nimberValue(g) >= 0) {
        found = UptimalExpansion{Dyadic(), {}, nimberValue(g)};
    } else {
        // With x the stops and h = g - x: h + h = 2n.up has birthday 2|n| + 1, and h - n.up
        // must be a nimber. Otherwise, with d_k > 0, Right's only option moves in the up^k
        // part: every digit up to k one less and the nimber changed by *; so g's expansion is
        // its Right option's with those digits one more, for k the option's length or one
        // more than the longest expansion among the options (the negative covers d_k < 0).
        // Every option of an uptimal is an uptimal of the same number: a cheap test (over the
        // options' own, remembered) that turns most games away before any sum is built.
        const Dyadic x = leftStop(g);
        bool optionsUptimal = rightStop(g) == x;
        // Copies: the recursion may add games, and so move the nodes.
        const std::vector<GameId> left = nodes_[g].left;
        const std::vector<GameId> right = nodes_[g].right;
        for (const auto* side : {&left, &right})
            for (std::size_t i = 0; optionsUptimal && i < side->size(); ++i) {
                const std::optional<UptimalExpansion>& e = uptimal((*side)[i]);
                optionsUptimal = e && e->number == x;
            }
        // x + n.up + *m has at most two options a side, or x + *0, ..., x + *(m-1) on both (its
        // canonical form; checked for |n| <= 5 and m <= 15 in the tests): another game is not
        // one, and h + h, the costly step for games with many options, is not built for it.
        const bool small = (left.size() <= 2 && right.size() <= 2) || left == right;
        if (optionsUptimal && small) {
            const GameId h = subtract(g, number(x));
            const GameId twice = add(h, h);
            const int b = birthday(twice);
            if (twice == zero() || b % 2 == 1) {
                const int n =
                    twice == zero() ? 0 : (b - 1) / 2 * (lessOrEqual(zero(), twice) ? 1 : -1);
                if (ups(2 * n) == twice) {
                    const int m = nimberValue(subtract(h, ups(n)));
                    if (m >= 0)
                        found = UptimalExpansion{
                            x, n != 0 ? std::vector<int>{n} : std::vector<int>{}, m};
                }
            }
        }
        if (optionsUptimal) {
            for (int sign = 1; !found && sign >= -1; sign -= 2) {
                const GameId h2 = sign > 0 ? g : negate(g);
                if (rightOptions(h2).size() != 1)
                    continue;
                const std::optional<UptimalExpansion> right = uptimal(rightOptions(h2)[0]);
                if (!right)
                    continue;
                std::size_t longest = right->coefficients.size();
                // (Every option is an uptimal of the number x: checked above.)
                const std::vector<GameId> lefts = leftOptions(h2);
                for (const GameId option : lefts)
                    longest = std::max(longest, uptimal(option)->coefficients.size());
                std::vector<std::size_t> lengths;
                if (!right->coefficients.empty() && right->coefficients.back() > 0)
                    lengths.push_back(right->coefficients.size());
                lengths.push_back(longest + 1);
                for (const std::size_t k : lengths) {
                    UptimalExpansion candidate{right->number, right->coefficients,
                                               right->nimber ^ 1};
                    candidate.coefficients.resize(std::max(k, candidate.coefficients.size()), 0);
                    for (std::size_t i = 0; i < k; ++i)
                        ++candidate.coefficients[i];
                    while (!candidate.coefficients.empty() && candidate.coefficients.back() == 0)
                        candidate.coefficients.pop_back();
                    if (uptimalGame(candidate) == h2) {
                        found = sign > 0 ? candidate : negated(candidate);
                        break;
                    }
                }
            }
        }
    }
    return uptimals_.insert_or_assign(g, std::move(found)).first->second;
}

} // namespace pw::hackenbush
