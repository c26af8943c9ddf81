// libFuzzer target: the patience judge and text-id parsers never crash, and what they accept
// formats and reads back the same. Any exception but ParseError is a bug.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/parse_error.h"
#include "engine/patience/judge.h"
#include "engine/patience/position.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzzText(data, size);
    try {
        for (const auto& judgeDeal : pw::patience::parseJudge(text)) {
            const auto again = pw::patience::parseJudge(pw::patience::formatJudge(judgeDeal.deal));
            requireRoundTrip(again.size() == 1 && again.front().deal == judgeDeal.deal, "judge");
        }
    } catch (const pw::ParseError&) {
    }
    try {
        const auto position = pw::patience::parseTextId(text);
        requireRoundTrip(pw::patience::parseTextId(pw::patience::textId(position)) == position,
                         "text id");
    } catch (const pw::ParseError&) {
    }
    return 0;
}
