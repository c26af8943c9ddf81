// Reference for timing only: the contests' published Colored Jenga method (the whole tower as a
// string key in a hash map, plain recursion), so the engine can be compared with it as whole
// processes. Reads a judge file (n, then n lines bottom to top) on stdin or from argv[1]; with
// `--die R,G,B,K` first, the die's faces of red, green, blue and black (the contest's 1,2,2,1 by
// default; a colour with no face never moves), as `solve jenga --die` takes them.
// SPDX-License-Identifier: GPL-3.0-or-later
#include <algorithm>
#include <array>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

// Levels are 3-character strings, '.' for an empty slot. The key sorts the levels below the top,
// leaves out those that can give no more blocks and writes each level as the smaller of itself
// and its mirror, as the published solutions do.
std::unordered_map<std::string, double> memo;
std::array<int, 3> weights{1, 2, 2}; // faces of red, green, blue
int faces = 6;                       // and in all (with black)

bool dead(const std::string& level) {
    const auto blocks = std::count_if(level.begin(), level.end(), [](char c) { return c != '.'; });
    return blocks < 2 || level[1] == '.';
}

std::string keyOf(std::vector<std::string> levels) {
    const std::string top = levels.back();
    levels.pop_back();
    std::erase_if(levels, dead);
    levels.push_back(top);
    for (auto& level : levels) {
        std::string mirror(level.rbegin(), level.rend());
        level = std::min(level, mirror);
    }
    std::sort(levels.begin(), levels.end() - 1);
    std::string key;
    for (const auto& level : levels)
        key += level;
    return key;
}

bool standsWithout(const std::string& level) {
    const int blocks = static_cast<int>(
        std::count_if(level.begin(), level.end(), [](char c) { return c != '.'; }));
    return blocks >= 2 || (blocks == 1 && level[1] != '.'); // a lone side block falls
}

double expected(std::vector<std::string>& levels) {
    const std::string key = keyOf(levels);
    if (auto it = memo.find(key); it != memo.end())
        return it->second;
    constexpr std::array<char, 3> colours{'R', 'G', 'B'};
    double numerator = faces;
    int weight = 0;
    for (int c = 0; c < 3; ++c) {
        if (weights[static_cast<std::size_t>(c)] == 0)
            continue; // never rolled
        double best = 1e300;
        for (std::size_t i = 0; i + 1 < levels.size(); ++i) {
            for (int s = 0; s < 3; ++s) {
                if (levels[i][static_cast<std::size_t>(s)] != colours[static_cast<std::size_t>(c)])
                    continue;
                std::string removed = levels[i];
                removed[static_cast<std::size_t>(s)] = '.';
                if (!standsWithout(removed))
                    continue;
                const std::string savedLevel = levels[i];
                levels[i] = removed;
                std::string& top = levels.back();
                const bool full = top.find('.') == std::string::npos;
                if (full)
                    levels.push_back("...");
                for (int slot = 0; slot < 3; ++slot) {
                    if (levels.back()[static_cast<std::size_t>(slot)] != '.')
                        continue;
                    levels.back()[static_cast<std::size_t>(slot)] =
                        colours[static_cast<std::size_t>(c)];
                    best = std::min(best, expected(levels));
                    levels.back()[static_cast<std::size_t>(slot)] = '.';
                }
                if (full)
                    levels.pop_back();
                levels[i] = savedLevel;
            }
        }
        if (best < 1e300) {
            numerator += weights[static_cast<std::size_t>(c)] * best;
            weight += weights[static_cast<std::size_t>(c)];
        }
    }
    const double value = weight == 0 ? 0.0 : numerator / weight;
    memo.emplace(key, value);
    return value;
}

} // namespace

int main(int argc, char** argv) {
    if (argc > 2 && std::string(argv[1]) == "--die") {
        int black = 0;
        if (std::sscanf(argv[2], "%d,%d,%d,%d", &weights[0], &weights[1], &weights[2], &black) !=
            4) {
            std::cerr << "expected --die R,G,B,K\n";
            return 2;
        }
        faces = weights[0] + weights[1] + weights[2] + black;
        argc -= 2;
        argv += 2;
    }
    std::ifstream file;
    if (argc > 1)
        file.open(argv[1]);
    std::istream& in = argc > 1 ? static_cast<std::istream&>(file) : std::cin;
    int n = 0;
    if (!(in >> n) || n < 1) {
        std::cerr << "expected a judge file: n, then n levels bottom to top\n";
        return 2;
    }
    std::vector<std::string> levels(static_cast<std::size_t>(n));
    for (auto& level : levels)
        in >> level;
    std::printf("%.12f\n", expected(levels));
    std::fprintf(stderr, "states %zu\n", memo.size());
    return 0;
}
