// libFuzzer target: the Jenga judge and text-id parsers never crash, and what they accept
// formats and reads back the same. Any exception but ParseError is a bug.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/parse_error.h"
#include "engine/jenga/judge.h"
#include "engine/jenga/position.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text = fuzzText(data, size);
    try {
        const auto tower = pw::jenga::parseJudge(text);
        requireRoundTrip(pw::jenga::parseJudge(pw::jenga::formatJudge(tower)) == tower, "judge");
    } catch (const pw::ParseError&) {
    }
    try {
        const auto tower = pw::jenga::parseTextId(text);
        requireRoundTrip(pw::jenga::parseTextId(pw::jenga::textId(tower)) == tower, "text id");
    } catch (const pw::ParseError&) {
    }
    return 0;
}
