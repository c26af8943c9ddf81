// libFuzzer target: the stones judge and text-id parsers never crash, and what they accept
// formats and reads back to the same position. Any exception but ParseError is a bug.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/parse_error.h"
#include "engine/stones/judge.h"
#include "engine/stones/position.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzzText(data, size);
    try {
        const auto position = pw::stones::parseJudge(text);
        requireRoundTrip(pw::stones::parseJudge(pw::stones::formatJudge(position)) == position,
                         "judge");
    } catch (const pw::ParseError&) {
    }
    try {
        const auto position = pw::stones::parseTextId(text);
        requireRoundTrip(pw::stones::parseTextId(pw::stones::textId(position)) == position,
                         "text id");
    } catch (const pw::ParseError&) {
    }
    return 0;
}
