// The greedy shrinking loop: after a kept step it goes on from the same place in the new list of
// steps (delta debugging's habit), so a failure that needs many small steps costs few runs.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/shrink.h"

#include <unordered_set>

namespace pw::check {

ShrinkResult shrink(const PuzzleChecker& kit, std::string input,
                    const std::function<bool(const std::string&)>& failsSameWay, int budget,
                    std::chrono::steady_clock::time_point deadline, std::stop_token stop,
                    const std::function<void(const ShrinkResult&)>& onStep) {
    ShrinkResult result;
    result.input = std::move(input);
    std::unordered_set<std::string> tried{result.input};
    std::vector<std::string> candidates = kit.smaller(result.input);
    std::size_t start = 0;
    while (true) {
        bool kept = false;
        for (std::size_t k = 0; k < candidates.size(); ++k) {
            if (result.runs >= budget || stop.stop_requested())
                return result;
            if (std::chrono::steady_clock::now() >= deadline) {
                result.outOfTime = true;
                return result;
            }
            const std::size_t i = (start + k) % candidates.size();
            if (!tried.insert(candidates[i]).second)
                continue;
            ++result.runs;
            const bool fails = failsSameWay(candidates[i]);
            if (fails) {
                result.input = std::move(candidates[i]);
                ++result.steps;
            }
            if (onStep)
                onStep(result);
            if (fails) {
                candidates = kit.smaller(result.input);
                start = i;
                kept = true;
                break;
            }
        }
        if (!kept) {
            result.complete = !stop.stop_requested();
            return result;
        }
    }
}

} // namespace pw::check
