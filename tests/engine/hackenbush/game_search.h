// Test-only brute force for Hackenbush with green cubes: positions of towers (W, B, G) and of
// explicit games are played out move by move, with no theory beyond the rules: G >= H exactly
// when Left (White), moving second, wins G - H, where -H swaps W and B (and keeps G) in towers
// and swaps the players' options in games. Also a reader of CGSuite's notation into explicit
// games (numbers, nimbers, ups and downs, uptimal units and unit sums, braces with bars), so that
// a printed canonical form can be checked against the tower it names.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <algorithm>
#include <cstdint>
#include <map>
#include <memory>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace gamesearch {

struct Node;
using Sum = std::vector<const Node*>; // a sum of explicit games (empty: 0)

struct Node {
    std::vector<Sum> left;
    std::vector<Sum> right;
    int id = 0;
};

// A position: towers (bottom first) and explicit games, all added together.
struct Position {
    std::vector<std::string> towers;
    Sum games;
};

inline Position operator+(Position a, const Position& b) {
    a.towers.insert(a.towers.end(), b.towers.begin(), b.towers.end());
    a.games.insert(a.games.end(), b.games.begin(), b.games.end());
    return a;
}

class Games {
public:
    const Node* make(std::vector<Sum> left, std::vector<Sum> right) {
        auto node = std::make_unique<Node>();
        node->left = std::move(left);
        node->right = std::move(right);
        node->id = static_cast<int>(nodes_.size());
        nodes_.push_back(std::move(node));
        return nodes_.back().get();
    }
    const Node* negative(const Node* g) {
        if (const auto it = negatives_.find(g); it != negatives_.end())
            return it->second;
        std::vector<Sum> left;
        std::vector<Sum> right;
        for (const Sum& option : g->right)
            left.push_back(negative(option));
        for (const Sum& option : g->left)
            right.push_back(negative(option));
        const Node* n = make(std::move(left), std::move(right));
        negatives_[g] = n;
        negatives_[n] = g;
        return n;
    }
    Sum negative(const Sum& sum) {
        Sum out;
        for (const Node* g : sum)
            out.push_back(negative(g));
        return out;
    }
    Position negative(const Position& p) {
        Position out;
        for (std::string tower : p.towers) {
            for (char& c : tower)
                c = c == 'W' ? 'B' : c == 'B' ? 'W' : c;
            out.towers.push_back(tower);
        }
        out.games = negative(p.games);
        return out;
    }

    // numerator / 2^exponent as its canonical form: n = {n-1|}, -n = {|-n+1}, odd m / 2^k =
    // {(m-1)/2^k | (m+1)/2^k}.
    const Node* number(long numerator, int exponent) {
        while (exponent > 0 && numerator % 2 == 0) {
            numerator /= 2;
            --exponent;
        }
        const auto key = std::make_pair(numerator, exponent);
        if (const auto it = numbers_.find(key); it != numbers_.end())
            return it->second;
        const Node* n = nullptr;
        if (exponent == 0 && numerator == 0)
            n = make({}, {});
        else if (exponent == 0 && numerator > 0)
            n = make({{number(numerator - 1, 0)}}, {});
        else if (exponent == 0)
            n = make({}, {{number(numerator + 1, 0)}});
        else
            n = make({{number(numerator - 1, exponent)}}, {{number(numerator + 1, exponent)}});
        numbers_[key] = n;
        return n;
    }
    const Node* nimber(int m) {
        std::vector<Sum> options;
        for (int i = 0; i < m; ++i)
            options.push_back({nimber(i)});
        return make(options, options);
    }
    const Node* up() { return make({{number(0, 0)}}, {{nimber(1)}}); }
    // up^(->n) = {up^(->n-1) | *} from up^(->0) = 0, and up^n = {0 | * - up^(->n-1)}.
    Sum upTo(int n) {
        Sum g; // 0
        for (int i = 1; i <= n; ++i)
            g = {make({g}, {{nimber(1)}})};
        return g;
    }
    const Node* upPower(int n) {
        Sum right{nimber(1)};
        for (const Node* part : negative(upTo(n - 1)))
            right.push_back(part);
        return make({{number(0, 0)}}, {right});
    }

    // CGSuite's plain notation as a sum of explicit games. Throws std::invalid_argument.
    Sum parse(const std::string& text) {
        std::size_t at = 0;
        Sum sum = parseGame(text, at, text.size());
        if (at != text.size())
            throw std::invalid_argument("unread text in '" + text + "'");
        return sum;
    }

private:
    // [begin, end) holds a game: braces, bars without braces (inside a brace), or an atom.
    Sum parseGame(const std::string& t, std::size_t& at, std::size_t end) {
        if (t[at] == '{') {
            const std::size_t close = matching(t, at);
            Sum inner = parseBars(t, at + 1, close);
            at = close + 1;
            return inner;
        }
        if (t.compare(at, 2, "+-") == 0) {
            at += 2;
            std::vector<Sum> options;
            if (t[at] == '{') {
                const std::size_t close = matching(t, at);
                for (const auto& [b, e] : split(t, at + 1, close, ','))
                    options.push_back(parseWhole(t, b, e));
                at = close + 1;
            } else {
                std::size_t e = at;
                options.push_back(parseAtom(t, e, end));
                at = e;
            }
            std::vector<Sum> negatives;
            for (const Sum& option : options)
                negatives.push_back(negative(option));
            return {make(options, negatives)};
        }
        int depth = 0;
        for (std::size_t i = at; i < end; ++i) { // bars without braces
            depth += t[i] == '{' ? 1 : t[i] == '}' ? -1 : 0;
            if (depth == 0 && t[i] == '|') {
                Sum g = parseBars(t, at, end);
                at = end;
                return g;
            }
        }
        return parseAtom(t, at, end);
    }
    Sum parseWhole(const std::string& t, std::size_t begin, std::size_t end) {
        std::size_t at = begin;
        Sum g = parseGame(t, at, end);
        if (at != end)
            throw std::invalid_argument("unread option in '" + t + "'");
        return g;
    }
    // "L1,L2 || R1,R2": split at the longest run of bars outside braces.
    Sum parseBars(const std::string& t, std::size_t begin, std::size_t end) {
        std::size_t best = 0;
        std::size_t bestAt = end;
        int depth = 0;
        for (std::size_t i = begin; i < end; ++i) {
            depth += t[i] == '{' ? 1 : t[i] == '}' ? -1 : 0;
            if (depth != 0 || t[i] != '|')
                continue;
            std::size_t run = 0;
            while (i + run < end && t[i + run] == '|')
                ++run;
            if (run > best) {
                best = run;
                bestAt = i;
            }
            i += run - 1;
        }
        if (best == 0)
            throw std::invalid_argument("no bar in '" + t.substr(begin, end - begin) + "'");
        std::vector<Sum> left;
        std::vector<Sum> right;
        for (const auto& [b, e] : split(t, begin, bestAt, ','))
            left.push_back(parseWhole(t, b, e));
        for (const auto& [b, e] : split(t, bestAt + best, end, ','))
            right.push_back(parseWhole(t, b, e));
        return {make(std::move(left), std::move(right))};
    }
    // [number][^ ^^ v vv ^n vn ^[n] v[n] ^<n> v<n>][*[n]]
    Sum parseAtom(const std::string& t, std::size_t& at, std::size_t end) {
        Sum sum;
        const auto digits = [&] {
            long value = 0;
            const std::size_t start = at;
            while (at < end && t[at] >= '0' && t[at] <= '9')
                value = value * 10 + (t[at++] - '0');
            return at == start ? -1 : value;
        };
        const bool minus = at < end && t[at] == '-';
        if (minus)
            ++at;
        if (const long whole = digits(); whole >= 0) {
            long numerator = minus ? -whole : whole;
            int exponent = 0;
            if (at < end && t[at] == '/') {
                ++at;
                for (long d = digits(); d > 1; d /= 2)
                    ++exponent;
            }
            sum.push_back(number(numerator, exponent));
        } else if (minus) {
            throw std::invalid_argument("a lone minus in '" + t + "'");
        }
        if (at < end && (t[at] == '^' || t[at] == 'v')) {
            const bool isUp = t[at++] == '^';
            Sum part;
            if (at < end && (t[at] == '[' || t[at] == '<')) {
                const bool unitSum = t[at++] == '[';
                const int n = static_cast<int>(digits());
                ++at; // ']' or '>'
                for (int i = unitSum ? 1 : n; i <= n; ++i)
                    part.push_back(i == 1 ? up() : upPower(i));
            } else {
                long n = 1;
                if (at < end && t[at] == (isUp ? '^' : 'v')) {
                    ++at;
                    n = 2;
                } else if (const long d = digits(); d > 0) {
                    n = d;
                }
                for (long i = 0; i < n; ++i)
                    part.push_back(up());
            }
            if (!isUp)
                part = negative(part);
            sum.insert(sum.end(), part.begin(), part.end());
        }
        if (at < end && t[at] == '*') {
            ++at;
            const long m = digits();
            sum.push_back(nimber(m < 0 ? 1 : static_cast<int>(m)));
        }
        if (sum.empty())
            throw std::invalid_argument("not a game at '" + t.substr(at) + "'");
        return sum;
    }
    static std::size_t matching(const std::string& t, std::size_t open) {
        int depth = 0;
        for (std::size_t i = open; i < t.size(); ++i) {
            depth += t[i] == '{' ? 1 : t[i] == '}' ? -1 : 0;
            if (depth == 0)
                return i;
        }
        throw std::invalid_argument("unclosed brace in '" + t + "'");
    }
    static std::vector<std::pair<std::size_t, std::size_t>>
    split(const std::string& t, std::size_t begin, std::size_t end, char separator) {
        std::vector<std::pair<std::size_t, std::size_t>> parts;
        std::size_t start = begin;
        int depth = 0;
        for (std::size_t i = begin; i <= end; ++i) {
            if (i == end || (depth == 0 && t[i] == separator)) {
                if (i > start)
                    parts.emplace_back(start, i);
                start = i + 1;
                continue;
            }
            depth += t[i] == '{' ? 1 : t[i] == '}' ? -1 : 0;
        }
        return parts;
    }

    std::vector<std::unique_ptr<Node>> nodes_;
    std::map<const Node*, const Node*> negatives_;
    std::map<std::pair<long, int>, const Node*> numbers_;
};

// Whether the player to move wins `p` (normal play: who cannot move loses).
class Search {
public:
    bool wins(const Position& p, bool leftToMove) {
        const std::string key = keyOf(p, leftToMove);
        if (const auto it = memo_.find(key); it != memo_.end())
            return it->second;
        bool result = false;
        for (const Position& next : moves(p, leftToMove))
            if (!wins(next, !leftToMove)) {
                result = true;
                break;
            }
        memo_[key] = result;
        return result;
    }
    // Every position a move of the player leads to: a tower cut below a cube it may take, or a
    // game replaced by one of its options.
    static std::vector<Position> moves(const Position& p, bool left) {
        std::vector<Position> out;
        for (std::size_t t = 0; t < p.towers.size(); ++t)
            for (std::size_t h = 0; h < p.towers[t].size(); ++h) {
                const char c = p.towers[t][h];
                if (c == 'G' || c == (left ? 'W' : 'B')) {
                    Position next = p;
                    next.towers[t].resize(h);
                    out.push_back(std::move(next));
                }
            }
        for (std::size_t g = 0; g < p.games.size(); ++g)
            for (const Sum& option : left ? p.games[g]->left : p.games[g]->right) {
                Position next = p;
                next.games.erase(next.games.begin() + static_cast<std::ptrdiff_t>(g));
                next.games.insert(next.games.end(), option.begin(), option.end());
                out.push_back(std::move(next));
            }
        return out;
    }

private:
    static std::string keyOf(Position p, bool leftToMove) {
        std::erase_if(p.towers, [](const std::string& t) { return t.empty(); });
        std::sort(p.towers.begin(), p.towers.end());
        std::vector<int> ids;
        for (const Node* g : p.games)
            ids.push_back(g->id);
        std::sort(ids.begin(), ids.end());
        std::string key(leftToMove ? "L" : "R");
        for (const auto& t : p.towers)
            key += t + "|";
        for (const int id : ids)
            key += std::to_string(id) + ",";
        return key;
    }
    std::map<std::string, bool> memo_;
};

// G >= H: Left, moving second in G - H, wins (Right, moving first, loses).
inline bool greaterOrEqual(Games& games, Search& search, const Position& g, const Position& h) {
    return !search.wins(g + games.negative(h), false);
}

} // namespace gamesearch
