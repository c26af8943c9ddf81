// libFuzzer target: the workbench document loader never crashes, and what it accepts formats
// and reads back the same. Any exception but ParseError is a bug.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/parse_error.h"
#include "engine/document/workbench_document.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    try {
        const auto document = pw::document::parseDocument(fuzzText(data, size));
        requireRoundTrip(pw::document::parseDocument(pw::document::formatDocument(document)) ==
                             document,
                         "document");
    } catch (const pw::ParseError&) {
    }
    return 0;
}
