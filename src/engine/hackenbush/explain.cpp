// Hackenbush explanations: derivations, game tree, stubborn move, value summaries, judge merging.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/hackenbush/explain.h"

#include "engine/hackenbush/solver.h"

#include <gmp.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <deque>
#include <memory>
#include <set>

namespace pw::hackenbush {

namespace {

// The least multiple of 1/2^k strictly above value: (floor(value * 2^k) + 1) / 2^k.
Dyadic nextMultipleAbove(const Dyadic& value, std::uint64_t k) {
    const Dyadic scaled = value.timesPowerOfTwo(static_cast<std::int64_t>(k));
    mpz_t n;
    mpz_init(n);
    mpz_fdiv_q_2exp(n, scaled.numerator(), scaled.exponent());
    mpz_add_ui(n, n, 1);
    Dyadic result = Dyadic::fromMpz(n, k);
    mpz_clear(n);
    return result;
}

std::string fraction(const Dyadic& value) {
    return value.toFractionString();
}

std::string signed_(const Dyadic& value) {
    // Appends, not operator+ on a literal: GCC 12 warns (-Wrestrict) falsely on "(" + string.
    if (value.sign() >= 0)
        return fraction(value);
    std::string out = "(";
    out.append(fraction(value)).append(")");
    return out;
}

// Exact decimal digit count of |x| (0 for zero); mpz_sizeinbase may be one too large.
std::size_t decimalDigits(mpz_srcptr x) {
    if (mpz_sgn(x) == 0)
        return 0;
    std::size_t digits = mpz_sizeinbase(x, 10);
    mpz_t power;
    mpz_init(power);
    mpz_ui_pow_ui(power, 10, digits - 1);
    if (mpz_cmpabs(x, power) < 0)
        --digits;
    mpz_clear(power);
    return digits;
}

// Calls visit(h, value of the bottom h cubes) for h = 0 .. limit (limit <= height), adding one
// cube's term at a time: O(limit * value size), where valueAfter a move costs O(height) each.
template <class Visit> void walkPrefixes(const Tower& tower, std::size_t limit, Visit visit) {
    Dyadic sum;
    const Colour base = tower.empty() ? Colour::White : tower.cube(0);
    bool inRun = true;
    std::int64_t k = 0;
    for (std::size_t h = 0;; ++h) {
        visit(h, sum);
        if (h == limit)
            return;
        const Colour c = tower.cube(h);
        inRun = inRun && c == base;
        const Dyadic magnitude = inRun ? Dyadic(1) : Dyadic::powerOfTwo(-++k);
        sum += c == Colour::White ? magnitude : -magnitude;
    }
}

std::string ordinalCube(std::size_t height) {
    return "cube " + std::to_string(height + 1);
}

} // namespace

// ---- Tower derivation ----

std::string TowerDerivation::formula() const {
    std::string out = fraction(runValue);
    for (const TowerStep& step : steps)
        out += (step.term.sign() < 0 ? " - 1/" : " + 1/") +
               Dyadic::powerOfTwo(step.k).toFractionString();
    if (stepsTruncated)
        out += " ...";
    return out + " = " + fraction(value);
}

TowerDerivation deriveTower(const Tower& tower, std::size_t maxSteps) {
    TowerDerivation d;
    d.value = towerValue(tower);
    if (tower.empty())
        return d;
    d.runColour = tower.cube(0);
    while (d.bottomRun < tower.height() && tower.cube(d.bottomRun) == d.runColour)
        ++d.bottomRun;
    const long run = static_cast<long>(d.bottomRun);
    d.runValue = Dyadic(d.runColour == Colour::White ? run : -run);
    const std::size_t above = tower.height() - d.bottomRun;
    const std::size_t listed = std::min(above, maxSteps);
    d.stepsTruncated = listed < above;
    std::optional<Dyadic> previous;
    walkPrefixes(tower, d.bottomRun + listed, [&](std::size_t h, const Dyadic& sum) {
        if (h > d.bottomRun) {
            TowerStep step;
            step.cube = h - 1;
            step.colour = tower.cube(step.cube);
            step.k = static_cast<int>(h - d.bottomRun);
            step.term = sum - *previous;
            step.runningSum = sum;
            d.steps.push_back(std::move(step));
        }
        previous = sum;
    });
    d.signExpansion.reserve(d.bottomRun + listed);
    for (std::size_t i = 0; i < d.bottomRun + listed; ++i)
        d.signExpansion += tower.cube(i) == Colour::White ? '+' : '-';
    return d;
}

// ---- Simplicity rule ----

SimplestNumber simplestBetween(const std::optional<Dyadic>& maxLeft,
                               const std::optional<Dyadic>& minRight) {
    SimplestNumber s;
    if (!maxLeft && !minRight) {
        s.text = "no options: { | } = 0";
        return s;
    }
    const std::string between = std::string("between ") +
                                (maxLeft ? fraction(*maxLeft) : "-infinity") + " and " +
                                (minRight ? fraction(*minRight) : "+infinity");
    // An integer strictly between: the one closest to 0.
    std::optional<Dyadic> integer;
    if ((!maxLeft || maxLeft->sign() < 0) && (!minRight || minRight->sign() > 0)) {
        integer = Dyadic(0);
    } else if (maxLeft && maxLeft->sign() >= 0) {
        const Dyadic above = nextMultipleAbove(*maxLeft, 0); // the smallest integer > maxLeft
        if (!minRight || above < *minRight)
            integer = above;
    } else if (minRight) {
        const Dyadic below = -nextMultipleAbove(-*minRight, 0); // the largest integer < minRight
        if (!maxLeft || *maxLeft < below)
            integer = below;
    }
    if (integer) {
        s.reason = SimplestReason::IntegerClosestToZero;
        s.value = *integer;
        s.text = "the integer closest to 0 " + between + " is " + fraction(s.value);
        return s;
    }
    // Both sides exist and lie in one unit interval: the least k with a multiple of 1/2^k
    // strictly between them (that multiple is unique: two would have a coarser one between).
    // Having one is monotone in k and true at k = the larger exponent + 1: binary search.
    s.reason = SimplestReason::SmallestDenominator;
    std::uint64_t lo = 1, hi = std::max(maxLeft->exponent(), minRight->exponent()) + 1;
    while (lo < hi) {
        const std::uint64_t mid = lo + (hi - lo) / 2;
        if (nextMultipleAbove(*maxLeft, mid) < *minRight)
            hi = mid;
        else
            lo = mid + 1;
    }
    s.value = nextMultipleAbove(*maxLeft, lo);
    s.text = "no integer lies " + between + "; the dyadic with the smallest denominator there is " +
             fraction(s.value);
    return s;
}

// ---- Game tree ----

std::string TreeNode::braces() const {
    auto list = [](const std::vector<TreeOption>& options) {
        std::set<Dyadic> values;
        for (const TreeOption& o : options)
            values.insert(o.value);
        std::string out;
        for (const Dyadic& v : values)
            out += (out.empty() ? "" : ", ") + fraction(v);
        return out;
    };
    const std::string left = list(leftOptions), right = list(rightOptions);
    return "{ " + left + (left.empty() ? "" : " ") + "| " + right + (right.empty() ? "" : " ") +
           "} = " + fraction(value);
}

GameTree gameTree(const Position& position, SolveControl& control, std::size_t maxNodes) {
    GameTree tree;
    std::deque<std::size_t> queue;
    tree.nodes.push_back(TreeNode{});
    tree.nodes[0].position = position;
    queue.push_back(0);
    std::uint64_t examined = 0;
    while (!queue.empty()) {
        const std::size_t index = queue.front();
        queue.pop_front();
        const Position here = tree.nodes[index].position; // copy: nodes may reallocate below
        for (const Colour player : {Colour::White, Colour::Black}) {
            for (const Move& move : legalMoves(here, player)) {
                // Per option: a large position has many options, each costing O(cubes).
                if (control.checkpoint(++examined, "game tree"))
                    return tree; // Cancelled, with the nodes built so far
                TreeOption option{move, positionValue(apply(here, move)), std::nullopt};
                if (tree.nodes.size() < maxNodes) {
                    TreeNode child;
                    child.position = apply(here, move);
                    child.parent = index;
                    child.depth = tree.nodes[index].depth + 1;
                    option.child = tree.nodes.size();
                    tree.nodes.push_back(std::move(child));
                    queue.push_back(*option.child);
                } else {
                    tree.truncated = true;
                }
                TreeNode& node = tree.nodes[index];
                auto& options = player == Colour::White ? node.leftOptions : node.rightOptions;
                auto& best = player == Colour::White ? node.maxLeft : node.minRight;
                if (!best ||
                    (player == Colour::White ? option.value > *best : option.value < *best))
                    best = option.value;
                options.push_back(std::move(option));
            }
        }
        TreeNode& node = tree.nodes[index];
        node.rule = simplestBetween(node.maxLeft, node.minRight);
        node.value = node.rule.value;
    }
    tree.status = SolveStatus::Exact;
    return tree;
}

// ---- Stubborn move ----

std::optional<StubbornMove> stubbornMove(const Position& position, Colour mover) {
    const Dyadic value = positionValue(position);
    if (moverWins(outcomeOf(value), mover))
        return std::nullopt;
    const std::size_t cubes = position.cubeCount();
    std::optional<StubbornMove> best;
    std::vector<Dyadic> towerValues;
    for (const Tower& tower : position.towers())
        towerValues.push_back(towerValue(tower));
    for (std::size_t t = 0; t < position.towerCount(); ++t) {
        const Tower& tower = position.tower(t);
        if (tower.empty())
            continue;
        // A removal at height h leaves the bottom h cubes: the prefixes 0 .. height - 1.
        walkPrefixes(tower, tower.height() - 1, [&](std::size_t h, const Dyadic& after) {
            if (tower.cube(h) != mover)
                return;
            const Dyadic valueAfter = value - towerValues[t] + after;
            const std::size_t left = cubes - (tower.height() - h);
            const bool better = !best ||
                                (mover == Colour::White ? valueAfter > best->valueAfter
                                                        : valueAfter < best->valueAfter) ||
                                (valueAfter == best->valueAfter && left > best->cubesLeft);
            if (better)
                best = StubbornMove{Move{t, h}, towerValues[t],
                                    after,      value,
                                    valueAfter, valueAfter.sign() < 0 ? -valueAfter : valueAfter,
                                    left,       {}};
        });
    }
    if (!best)
        return std::nullopt;
    const Colour winner = opponent(mover);
    best->text =
        "after taking " + ordinalCube(best->move.height) + " of tower " +
        std::to_string(best->move.tower + 1) + ", that tower is worth " +
        fraction(best->towerAfter) + " instead of " + fraction(best->towerBefore) +
        ", so the value is " + fraction(value) + " - " + signed_(best->towerBefore) + " + " +
        signed_(best->towerAfter) + " = " + fraction(best->valueAfter) + ": " +
        std::string(toString(winner)) + " still wins" +
        (best->margin.isZero() ? " as the second player" : ", by " + fraction(best->margin)) +
        ", the smallest margin " + std::string(toString(mover)) + " can leave";
    return best;
}

// ---- Huge values ----

ValueSummary summarise(const Dyadic& value, int significantDigits, std::size_t maxExactDigits) {
    ValueSummary s;
    s.numeratorDigits = decimalDigits(value.numerator());
    {
        mpz_t denominator;
        mpz_init(denominator);
        mpz_setbit(denominator, value.exponent());
        s.denominatorDigits = decimalDigits(denominator);
        mpz_clear(denominator);
    }
    if (s.numeratorDigits <= maxExactDigits && s.denominatorDigits <= maxExactDigits)
        s.exact = value.toFractionString();
    if (value.isZero()) {
        s.decimal = "0";
        s.binaryShort = "0";
        return s;
    }
    const int digits = std::max(1, significantDigits);
    // Enough binary precision for the digits asked (log2(10) < 3.33) plus guard bits.
    const mp_bitcnt_t precision = static_cast<mp_bitcnt_t>(digits) * 10 / 3 + 64;
    mpf_t f;
    mpf_init2(f, precision);
    mpf_set_z(f, value.numerator());
    mpf_div_2exp(f, f, value.exponent());
    mp_exp_t exp10 = 0;
    std::unique_ptr<char, void (*)(void*)> text(
        mpf_get_str(nullptr, &exp10, 10, static_cast<std::size_t>(digits), f),
        [](void* p) { std::free(p); });
    std::string mantissa = text.get();
    mpf_clear(f);
    const bool negative = !mantissa.empty() && mantissa[0] == '-';
    if (negative)
        mantissa.erase(0, 1);
    mantissa.resize(static_cast<std::size_t>(digits), '0');
    if (digits > 1)
        mantissa.insert(mantissa.begin() + 1, '.');
    if (negative)
        s.decimal.push_back('-');
    s.decimal.append(mantissa).append("e").append(std::to_string(static_cast<long>(exp10) - 1));
    // Binary short form: |num| = m * 2^(bits-1) with m in [1, 2).
    const std::size_t bits = value.numeratorBits();
    const long binaryExponent = static_cast<long>(bits) - 1 - static_cast<long>(value.exponent());
    mpf_t m;
    mpf_init2(m, 64);
    mpf_set_z(m, value.numerator());
    mpf_abs(m, m);
    mpf_div_2exp(m, m, bits - 1);
    char buffer[32];
    // Cut, not rounded, so a mantissa just below 2 never prints as "2.0000".
    std::snprintf(buffer, sizeof buffer, "%.4f", std::floor(mpf_get_d(m) * 1e4) / 1e4);
    mpf_clear(m);
    if (negative)
        s.binaryShort.push_back('-');
    s.binaryShort.append(buffer).append(" × 2^").append(std::to_string(binaryExponent));
    return s;
}

// ---- Judge merging ----

JudgeMerge mergeForJudge(const Position& position) {
    JudgeMerge m;
    std::vector<std::size_t> nonEmpty;
    for (std::size_t t = 0; t < position.towerCount(); ++t)
        if (!position.tower(t).empty())
            nonEmpty.push_back(t);
    std::vector<Tower> three;
    if (nonEmpty.size() <= static_cast<std::size_t>(3)) {
        m.kept = nonEmpty;
    } else {
        m.needed = true;
        m.kept.assign(nonEmpty.begin(), nonEmpty.begin() + 2);
        m.merged.assign(nonEmpty.begin() + 2, nonEmpty.end());
        for (const std::size_t t : m.merged)
            m.mergedValue += towerValue(position.tower(t));
        const std::string signs = m.mergedValue.signExpansion();
        std::vector<Colour> cubes;
        cubes.reserve(signs.size());
        for (const char c : signs)
            cubes.push_back(c == '+' ? Colour::White : Colour::Black);
        m.mergedTower = Tower(std::move(cubes));
    }
    for (const std::size_t t : m.kept)
        three.push_back(position.tower(t));
    if (m.needed)
        three.push_back(m.mergedTower);
    three.resize(3);
    m.threeTowers = Position(three);
    for (const Tower& tower : three)
        m.exceedsContestHeight = m.exceedsContestHeight || tower.height() > kContestMaxHeight;
    auto names = [](const std::vector<std::size_t>& towers) {
        std::string out;
        for (std::size_t i = 0; i < towers.size(); ++i)
            out += (i == 0                   ? ""
                    : i + 1 == towers.size() ? " and "
                                             : ", ") +
                   std::to_string(towers[i] + 1);
        return out;
    };
    if (m.needed) {
        m.text = "The judge format has three towers: towers " + names(m.merged) + " (worth " +
                 fraction(m.mergedValue) + " together) become one tower of that value, " +
                 (m.mergedTower.empty() ? std::string("an empty tower") : m.mergedTower.letters()) +
                 " (its colours are the value's sign expansion); the total value is unchanged.";
    } else if (position.towerCount() != 3 || nonEmpty.size() != position.towerCount()) {
        m.text = "The judge format has three towers: empty towers are added or dropped; nothing is "
                 "merged.";
    }
    if (m.exceedsContestHeight)
        m.text += (m.text.empty() ? "" : " ") +
                  std::string("A tower is taller than the contest's ") +
                  std::to_string(kContestMaxHeight) + " cubes.";
    return m;
}

} // namespace pw::hackenbush
