// Short games in canonical form: interning, comparison, simplification, sums and negatives.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/hackenbush/game.h"

#include "engine/common/hash.h"

#include <algorithm>
#include <stdexcept>

namespace pw::hackenbush {

namespace {

void sortUnique(std::vector<GameId>& ids) {
    std::sort(ids.begin(), ids.end());
    ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
}

} // namespace

Dyadic simplestNumberBetween(const std::optional<Dyadic>& low, const std::optional<Dyadic>& high) {
    const auto inside = [&](const Dyadic& x) { return (!low || *low < x) && (!high || x < *high); };
    // Walk the tree of numbers from 0: whole steps towards the interval, then halvings.
    Dyadic x;
    if (inside(x))
        return x;
    const bool rightwards = low && x <= *low;
    while (!inside(x) && (rightwards ? x <= *low : x >= *high))
        x += rightwards ? 1 : -1;
    if (inside(x))
        return x;
    // The interval lies between the last two whole numbers: bisect until a midpoint falls in it.
    Dyadic below = rightwards ? x - 1 : x;
    Dyadic above = rightwards ? x : x + 1;
    for (std::int64_t power = -1;; --power) {
        const Dyadic middle = below + Dyadic::powerOfTwo(power);
        if (inside(middle))
            return middle;
        if (low && middle <= *low)
            below = middle;
        else
            above = middle;
    }
}

std::size_t GameStore::KeyHash::operator()(const std::vector<GameId>& key) const {
    std::size_t seed = key.size();
    for (const GameId id : key)
        seed = combineHash(seed, id);
    return seed;
}

GameStore::GameStore() {
    numbers_.emplace_back();
    intern({}, {}, 0); // the game 0 is id 0
    numberIds_.emplace(Dyadic(), 0);
}

GameId GameStore::intern(std::vector<GameId> left, std::vector<GameId> right, int number) {
    std::vector<GameId> key;
    key.reserve(1 + left.size() + right.size());
    key.push_back(static_cast<GameId>(left.size()));
    key.insert(key.end(), left.begin(), left.end());
    key.insert(key.end(), right.begin(), right.end());
    if (const auto it = canonical_.find(key); it != canonical_.end())
        return it->second;
    Node node;
    node.number = number;
    // A nimber *m has the options *0 .. *(m-1) on both sides.
    if (left == right) {
        std::vector<bool> seen(left.size(), false);
        bool nimber = true;
        for (const GameId option : left) {
            const int value = nodes_[option].nimber;
            if (value < 0 || value >= static_cast<int>(left.size()) ||
                seen[static_cast<std::size_t>(value)]) {
                nimber = false;
                break;
            }
            seen[static_cast<std::size_t>(value)] = true;
        }
        if (nimber)
            node.nimber = static_cast<int>(left.size());
    }
    node.left = std::move(left);
    node.right = std::move(right);
    const auto id = static_cast<GameId>(nodes_.size());
    nodes_.push_back(std::move(node));
    canonical_.emplace(std::move(key), id);
    return id;
}

GameId GameStore::temporary(const std::vector<GameId>& left, const std::vector<GameId>& right) {
    Node node;
    node.left = left;
    node.right = right;
    nodes_.push_back(std::move(node));
    return static_cast<GameId>(nodes_.size() - 1);
}

const Dyadic& GameStore::numberValue(GameId g) const {
    if (nodes_[g].number < 0)
        throw std::invalid_argument("hackenbush: the game is not a number");
    return numbers_[static_cast<std::size_t>(nodes_[g].number)];
}

GameId GameStore::number(const Dyadic& value) {
    if (const auto it = numberIds_.find(value); it != numberIds_.end())
        return it->second;
    const auto keep = [&](const Dyadic& x, std::vector<GameId> left, std::vector<GameId> right) {
        numbers_.push_back(x);
        const GameId id =
            intern(std::move(left), std::move(right), static_cast<int>(numbers_.size() - 1));
        numberIds_.emplace(x, id);
        return id;
    };
    if (value.isInteger()) {
        // n = {n - 1 | } and -n = { | -n + 1}, built up from the nearest integer already kept
        // (no recursion: integers may be large).
        const int step = value.sign() > 0 ? 1 : -1;
        Dyadic x = value;
        while (!numberIds_.contains(x))
            x -= step;
        GameId previous = numberIds_.at(x);
        while (x != value) {
            x += step;
            previous = step > 0 ? keep(x, {previous}, {}) : keep(x, {}, {previous});
        }
        return previous;
    }
    // m/2^k = {(m - 1)/2^k | (m + 1)/2^k}: both have a smaller exponent.
    const Dyadic half = Dyadic::powerOfTwo(-static_cast<std::int64_t>(value.exponent()));
    const GameId below = number(value - half);
    const GameId above = number(value + half);
    return keep(value, {below}, {above});
}

GameId GameStore::nimber(int value) {
    std::vector<GameId> options;
    GameId current = zero();
    for (int m = 0; m < value; ++m) {
        options.push_back(current);
        std::vector<GameId> sorted = options;
        sortUnique(sorted);
        current = intern(sorted, sorted, -1);
    }
    return current;
}

std::optional<Dyadic> GameStore::numberBetween(const std::vector<GameId>& left,
                                               const std::vector<GameId>& right) const {
    std::optional<Dyadic> low;
    std::optional<Dyadic> high;
    for (const GameId option : left) {
        if (!isNumber(option))
            return std::nullopt;
        if (!low || *low < numberValue(option))
            low = numberValue(option);
    }
    for (const GameId option : right) {
        if (!isNumber(option))
            return std::nullopt;
        if (!high || numberValue(option) < *high)
            high = numberValue(option);
    }
    if (low && high && !(*low < *high))
        return std::nullopt; // a hot game, not a number
    return simplestNumberBetween(low, high);
}

bool GameStore::lessOrEqual(GameId a, GameId b) {
    if (a == b)
        return true;
    if (isNumber(a) && isNumber(b))
        return numberValue(a) <= numberValue(b);
    if (nodes_[a].nimber > 0 && nodes_[b].nimber > 0)
        return false; // two nimbers other than 0 are equal or confused
    const std::uint64_t key = pairKey(a, b);
    if (const std::uint8_t* known = lessOrEqual_.find(key))
        return *known != 0;
    // The stops decide many comparisons at once: a <= b implies L(a) <= L(b) and R(a) <= R(b),
    // and L(a) < R(b) implies a < b (L(a - b) <= L(a) - R(b) < 0).
    {
        const GameId leftA = leftStopGame(a);
        const GameId rightB = rightStopGame(b);
        const GameId leftB = leftStopGame(b);
        const GameId rightA = rightStopGame(a);
        const bool below = leftA != rightB && numberValue(leftA) < numberValue(rightB);
        if (below || (leftA != leftB && numberValue(leftA) > numberValue(leftB)) ||
            (rightA != rightB && numberValue(rightA) > numberValue(rightB))) {
            lessOrEqual_.insert(key, below ? 1 : 0);
            return below;
        }
    }
    // a <= b unless Left, moving first in a - b, wins: a^L >= b for some a^L, or a >= b^R for
    // some b^R. The options are read by index: the recursion may add nodes (and move them).
    bool result = true;
    for (std::size_t i = 0; result && i < nodes_[a].left.size(); ++i)
        result = !lessOrEqual(b, nodes_[a].left[i]);
    for (std::size_t i = 0; result && i < nodes_[b].right.size(); ++i)
        result = !lessOrEqual(nodes_[b].right[i], a);
    lessOrEqual_.insert(key, result ? 1 : 0);
    return result;
}

GameOrder GameStore::compare(GameId a, GameId b) {
    const bool below = lessOrEqual(a, b);
    const bool above = lessOrEqual(b, a);
    return below && above ? GameOrder::Equal
           : below        ? GameOrder::Less
           : above        ? GameOrder::Greater
                          : GameOrder::Confused;
}

GameId GameStore::fromOptions(std::vector<GameId> left, std::vector<GameId> right) {
    sortUnique(left);
    sortUnique(right);
    if (const auto x = numberBetween(left, right))
        return number(*x);
    for (;;) {
        // Dominated options: a Left option no better for Left than another, a Right option no
        // better for Right than another (equal canonical options are one id already).
        const auto undominated = [&](const std::vector<GameId>& options, bool forLeft) {
            std::vector<GameId> kept;
            for (const GameId g : options) {
                bool dominated = false;
                for (const GameId h : options)
                    if (h != g && (forLeft ? lessOrEqual(g, h) : lessOrEqual(h, g))) {
                        dominated = true;
                        break;
                    }
                if (!dominated)
                    kept.push_back(g);
            }
            return kept;
        };
        left = undominated(left, true);
        right = undominated(right, false);
        // Reversible options, bypassed: a Left option A with a Right option A^R <= G is
        // replaced by the Left options of A^R (and the mirror for Right). G keeps its value, so
        // one copy of it serves every test of this round.
        const GameId whole = temporary(left, right);
        bool changed = false;
        std::vector<GameId> newLeft;
        for (const GameId a : left) {
            const std::vector<GameId> replies = nodes_[a].right;
            const auto reverse = std::find_if(replies.begin(), replies.end(),
                                              [&](GameId r) { return lessOrEqual(r, whole); });
            if (reverse == replies.end()) {
                newLeft.push_back(a);
            } else {
                const std::vector<GameId>& through = nodes_[*reverse].left;
                newLeft.insert(newLeft.end(), through.begin(), through.end());
                changed = true;
            }
        }
        std::vector<GameId> newRight;
        for (const GameId b : right) {
            const std::vector<GameId> replies = nodes_[b].left;
            const auto reverse = std::find_if(replies.begin(), replies.end(),
                                              [&](GameId l) { return lessOrEqual(whole, l); });
            if (reverse == replies.end()) {
                newRight.push_back(b);
            } else {
                const std::vector<GameId>& through = nodes_[*reverse].right;
                newRight.insert(newRight.end(), through.begin(), through.end());
                changed = true;
            }
        }
        if (!changed)
            break;
        left = std::move(newLeft);
        right = std::move(newRight);
        sortUnique(left);
        sortUnique(right);
    }
    if (const auto x = numberBetween(left, right))
        return number(*x);
    return intern(std::move(left), std::move(right), -1);
}

GameId GameStore::add(GameId a, GameId b) {
    if (a == zero())
        return b;
    if (b == zero())
        return a;
    if (isNumber(a) && isNumber(b))
        return number(numberValue(a) + numberValue(b));
    if (nodes_[a].nimber >= 0 && nodes_[b].nimber >= 0)
        return nimber(nodes_[a].nimber ^ nodes_[b].nimber); // the nim sum
    const std::uint64_t key = pairKey(std::min(a, b), std::max(a, b));
    if (const GameId* known = sums_.find(key))
        return *known;
    std::vector<GameId> left;
    std::vector<GameId> right;
    // Number Translation: x + G = {x + G^L | x + G^R} when G is not a number; otherwise every
    // move in either part.
    const auto movesIn = [&](GameId mover, GameId other) {
        const std::vector<GameId> moverLeft = nodes_[mover].left;
        const std::vector<GameId> moverRight = nodes_[mover].right;
        for (const GameId option : moverLeft)
            left.push_back(add(option, other));
        for (const GameId option : moverRight)
            right.push_back(add(option, other));
    };
    if (!isNumber(a))
        movesIn(a, b);
    if (!isNumber(b))
        movesIn(b, a);
    const GameId sum = fromOptions(std::move(left), std::move(right));
    sums_.insert(key, sum);
    return sum;
}

GameId GameStore::negate(GameId a) {
    if (isNumber(a))
        return number(-numberValue(a));
    if (const auto it = negatives_.find(a); it != negatives_.end())
        return it->second;
    // The negative of a canonical form is canonical: the options swapped and negated.
    std::vector<GameId> left;
    std::vector<GameId> right;
    for (std::size_t i = 0; i < nodes_[a].right.size(); ++i)
        left.push_back(negate(nodes_[a].right[i]));
    for (std::size_t i = 0; i < nodes_[a].left.size(); ++i)
        right.push_back(negate(nodes_[a].left[i]));
    sortUnique(left);
    sortUnique(right);
    const GameId negative = intern(std::move(left), std::move(right), -1);
    negatives_.emplace(a, negative);
    negatives_.emplace(negative, a);
    return negative;
}

Dyadic GameStore::leftStop(GameId g) {
    return numberValue(leftStopGame(g));
}

Dyadic GameStore::rightStop(GameId g) {
    return numberValue(rightStopGame(g));
}

// The stops as the number games they are (numbers are kept once, so equal stops are equal ids).
// A canonical game that is not a number has options on both sides; a form met while
// simplifying may lack them on one side, and then that stop is the other one.
GameId GameStore::leftStopGame(GameId g) {
    if (isNumber(g))
        return g;
    if (nodes_[g].leftStop != kUnknown)
        return nodes_[g].leftStop;
    GameId best = kUnknown;
    for (std::size_t i = 0; i < nodes_[g].left.size(); ++i) {
        const GameId stop = rightStopGame(nodes_[g].left[i]);
        if (best == kUnknown || numberValue(best) < numberValue(stop))
            best = stop;
    }
    if (best == kUnknown)
        best = nodes_[g].right.empty() ? zero() : rightStopGame(g);
    nodes_[g].leftStop = best;
    return best;
}

GameId GameStore::rightStopGame(GameId g) {
    if (isNumber(g))
        return g;
    if (nodes_[g].rightStop != kUnknown)
        return nodes_[g].rightStop;
    GameId best = kUnknown;
    for (std::size_t i = 0; i < nodes_[g].right.size(); ++i) {
        const GameId stop = leftStopGame(nodes_[g].right[i]);
        if (best == kUnknown || numberValue(stop) < numberValue(best))
            best = stop;
    }
    if (best == kUnknown)
        best = nodes_[g].left.empty() ? zero() : leftStopGame(g);
    nodes_[g].rightStop = best;
    return best;
}

int GameStore::birthday(GameId g) {
    if (nodes_[g].birthday >= 0)
        return nodes_[g].birthday;
    int most = -1;
    for (std::size_t i = 0; i < nodes_[g].left.size(); ++i)
        most = std::max(most, birthday(nodes_[g].left[i]));
    for (std::size_t i = 0; i < nodes_[g].right.size(); ++i)
        most = std::max(most, birthday(nodes_[g].right[i]));
    nodes_[g].birthday = most + 1;
    return most + 1;
}

} // namespace pw::hackenbush
