// libFuzzer target: the hackenbush judge and text-id parsers never crash, and what they accept
// formats and reads back the same. Any exception but ParseError is a bug.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/parse_error.h"
#include "engine/hackenbush/judge.h"
#include "engine/hackenbush/position.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzzText(data, size);
    try {
        const auto tests = pw::hackenbush::parseJudge(text);
        const auto again = pw::hackenbush::parseJudge(pw::hackenbush::formatJudge(tests));
        bool same = again.size() == tests.size();
        for (std::size_t i = 0; same && i < tests.size(); ++i)
            same = again[i].first == tests[i].first && again[i].second == tests[i].second;
        requireRoundTrip(same, "judge");
    } catch (const pw::ParseError&) {
    }
    try {
        const auto position = pw::hackenbush::parseTextId(text);
        requireRoundTrip(pw::hackenbush::parseTextId(pw::hackenbush::textId(position)) == position,
                         "text id");
    } catch (const pw::ParseError&) {
    }
    return 0;
}
