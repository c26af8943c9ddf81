// The names of the checker's test kinds and verdicts, and what makes two failures the same.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/checker.h"

namespace pw::check {

namespace {

struct Names {
    Verdict verdict;
    std::string_view shortName;
    std::string_view longName;
};
constexpr Names kNames[] = {
    {Verdict::Accepted, "AC", "Accepted"},
    {Verdict::WrongAnswer, "WA", "Wrong Answer"},
    {Verdict::PresentationError, "PE", "Presentation Error"},
    {Verdict::TimeLimit, "TLE", "Time Limit Exceeded"},
    {Verdict::MemoryLimit, "MLE", "Memory Limit Exceeded"},
    {Verdict::RuntimeError, "RE", "Runtime Error"},
    {Verdict::OutputLimit, "OLE", "Output Limit Exceeded"},
    {Verdict::IdlenessLimit, "IL", "Idleness Limit Exceeded"},
};

const Names& namesOf(Verdict verdict) {
    for (const Names& names : kNames)
        if (names.verdict == verdict)
            return names;
    return kNames[0];
}

} // namespace

std::string_view toString(TestKind kind) {
    switch (kind) {
    case TestKind::Sample:
        return "sample";
    case TestKind::Edge:
        return "edge";
    case TestKind::Random:
        return "random";
    case TestKind::Max:
        return "max";
    }
    return "?";
}

std::string_view shortName(Verdict verdict) {
    return namesOf(verdict).shortName;
}

std::string_view longName(Verdict verdict) {
    return namesOf(verdict).longName;
}

std::optional<Verdict> verdictFromShortName(std::string_view name) {
    for (const Names& names : kNames)
        if (names.shortName == name)
            return names.verdict;
    return std::nullopt;
}

std::string Judgement::failureKey() const {
    std::string key(shortName(verdict));
    // "killed by SIGSEGV" and "exit status 3" fail differently; the words after are the place.
    if (verdict == Verdict::RuntimeError) {
        key += ':';
        key.append(detail, 0, detail.find(';'));
    }
    return key;
}

} // namespace pw::check
