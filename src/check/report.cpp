// The check report's text and JSON.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "check/report.h"

#include "engine/common/byte_text.h"

#include "engine/common/text_scanner.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>

namespace pw::check {

namespace {

std::size_t kindIndex(TestKind kind) {
    return static_cast<std::size_t>(kind);
}

std::string fixed(double value, int decimals) {
    char text[64];
    std::snprintf(text, sizeof text, "%.*f", decimals, value);
    std::replace(text, text + sizeof text, ',', '.'); // whatever the locale
    return text;
}

std::string kindsName(KindSelection kinds) {
    switch (kinds) {
    case KindSelection::All:
        return "all";
    case KindSelection::Sample:
        return "sample";
    case KindSelection::Edge:
        return "edge";
    case KindSelection::Random:
        return "random";
    case KindSelection::Max:
        return "max";
    }
    return "all";
}

} // namespace

VerdictCounts countVerdicts(const CheckReport& report) {
    VerdictCounts counts{};
    for (const TestResult& result : report.results)
        ++counts[static_cast<std::size_t>(result.judgement.verdict)][kindIndex(result.kind)];
    return counts;
}

std::vector<const TestResult*> slowestTests(const CheckReport& report, std::size_t count) {
    std::vector<const TestResult*> slowest;
    for (const TestResult& result : report.results)
        slowest.push_back(&result);
    // By processor time, then real time (a program that waits uses little of the first).
    std::stable_sort(slowest.begin(), slowest.end(), [](const TestResult* a, const TestResult* b) {
        return a->cpuSeconds != b->cpuSeconds ? a->cpuSeconds > b->cpuSeconds
                                              : a->wallSeconds > b->wallSeconds;
    });
    if (slowest.size() > count)
        slowest.resize(count);
    return slowest;
}

std::string printable(std::string_view text, std::size_t maxLines, std::string_view indent) {
    constexpr std::size_t kMaxLine = 200;
    std::string out;
    std::size_t lines = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        if (lines == maxLines) {
            out += std::string(indent) + "… (" + std::to_string(text.size() - start) +
                   " more bytes)\n";
            return out;
        }
        const std::size_t end = std::min(text.find('\n', start), text.size());
        // Every character shown as it is or escaped as in every other message: control bytes,
        // invalid UTF-8, invisible and bidirectional characters never reach the terminal raw.
        out += std::string(indent) + escapeForMessage(text.substr(start, end - start), kMaxLine);
        if (end == text.size()) {
            out += "  (no newline at the end)\n";
            return out;
        }
        out += '\n';
        ++lines;
        start = end + 1;
    }
    return out;
}

std::string reportText(const CheckReport& report, const std::string& caseFile) {
    const CheckOptions& options = report.options;
    std::string out =
        options.isolation == Isolation::None
            ? "WARNING: --no-sandbox: the program ran unconfined, with this machine's files and "
              "network in its reach.\n"
            : std::string();
    out += "check " + report.puzzle + ": " + std::to_string(report.results.size()) + " of " +
           std::to_string(report.planned) + " tests run (--kind " + kindsName(options.kinds) +
           ", --tests " + std::to_string(options.tests) + ", --seed " +
           std::to_string(options.seed) + ")\n";
    out += "limits: " + limitText(options.limits.cpuSeconds) + " of processor time a test (" +
           limitText(options.limits.wallSeconds) + " in all), " +
           (options.limits.memoryBytes ? byteText(options.limits.memoryBytes) : "no memory limit") +
           ", " + byteText(options.limits.outputBytes) + " of output\n";
    const Enforcement& enforced = report.enforcement;
    out += "sandbox: " + enforced.isolation + "\nmemory: " + enforced.memory +
           "\nprocesses: " + enforced.processes + "\nfiles: " + enforced.files + "\n\n";

    const VerdictCounts counts = countVerdicts(report);
    char line[160];
    std::snprintf(line, sizeof line, "%-22s %7s %7s %7s %7s %7s\n", "verdict", "sample", "edge",
                  "random", "max", "all");
    out += line;
    for (const Verdict verdict : kVerdicts) {
        const auto& row = counts[static_cast<std::size_t>(verdict)];
        const std::size_t all = row[0] + row[1] + row[2] + row[3];
        if (all == 0 && verdict != Verdict::Accepted)
            continue;
        std::snprintf(line, sizeof line, "%-22s %7zu %7zu %7zu %7zu %7zu\n",
                      std::string(longName(verdict)).c_str(), row[0], row[1], row[2], row[3], all);
        out += line;
    }
    if (!report.results.empty()) {
        out += "\nslowest tests (processor time, real time, peak memory):\n";
        for (const TestResult* test : slowestTests(report))
            out += "  " + fixed(test->cpuSeconds, 3) + " s  " + fixed(test->wallSeconds, 3) +
                   " s  " + byteText(test->peakMemoryBytes) + "  test " +
                   std::to_string(test->number) + " (" + std::string(toString(test->kind)) + ": " +
                   test->name + ")\n";
    }
    out += "\n";
    if (report.interrupted)
        out += "Stopped after " + std::to_string(report.results.size()) + " of " +
               std::to_string(report.planned) + " tests.\n";
    if (report.stoppedAtFailures)
        out += "Testing stopped after " + std::to_string(report.failures()) +
               " failing tests (--max-failures).\n";
    if (!report.failure) {
        if (!report.interrupted)
            out += "All " + std::to_string(report.results.size()) + " tests passed in " +
                   fixed(report.seconds, 1) + " s.\n";
        return out;
    }
    const FailingCase& failure = *report.failure;
    out += "FAILED: " + std::string(longName(failure.judgement.verdict)) + " on test " +
           std::to_string(failure.testNumber) + " (" + std::string(toString(failure.kind)) + ": " +
           failure.testName + ").\n";
    if (failure.shrinkSteps > 0 || failure.shrinkRuns > 0)
        out += "The smallest case found (" + failure.size + ", shrunk from " +
               failure.originalSize + " in " + std::to_string(failure.shrinkRuns) + " runs, " +
               std::to_string(failure.shrinkSteps) + " kept; " +
               (failure.shrinkComplete ? "no shrinking step keeps the failure"
                : failure.shrinkOutOfTime
                    ? "shrinking stopped at its time budget of " +
                          limitText(options.shrinkSeconds) + " (--shrink-seconds)"
                : report.interrupted
                    ? "shrinking was stopped"
                    : "shrinking stopped at its budget of " + std::to_string(options.shrinkRuns) +
                          " runs (--shrink-runs)") +
               "):\n";
    else
        out += "The failing case (" + failure.size + ", not shrunk: " +
               (!report.options.shrink ? "shrinking is off"
                : report.interrupted   ? "the check was stopped"
                : failure.judgement.verdict == Verdict::IdlenessLimit
                    ? "an idleness limit depends on the machine's load, so it is not shrunk"
                    : "nothing smaller to try") +
               "):\n";
    out += printable(failure.input);
    out += "Expected (the exact answer):\n" + printable(failure.expected);
    out +=
        "Received:\n" + (failure.received.empty() ? "  (nothing)\n" : printable(failure.received));
    if (!failure.errorHead.empty())
        out += "Standard error:\n" + printable(failure.errorHead, 10);
    out += "Where: " + failure.judgement.detail + "\n";
    if (!caseFile.empty())
        out += "The case is in " + caseFile + " (contest input format).\n";
    out += "Done in " + fixed(report.seconds, 1) + " s.\n";
    return out;
}

std::string reportJson(const CheckReport& report, const std::string& caseFile) {
    using nlohmann::json;
    const CheckOptions& options = report.options;
    json summary = json::object();
    const VerdictCounts counts = countVerdicts(report);
    for (const Verdict verdict : kVerdicts) {
        const auto& row = counts[static_cast<std::size_t>(verdict)];
        json kinds = json::object();
        std::size_t all = 0;
        for (const TestKind kind : kTestKinds) {
            kinds[std::string(toString(kind))] = row[kindIndex(kind)];
            all += row[kindIndex(kind)];
        }
        kinds["all"] = all;
        summary[std::string(shortName(verdict))] = kinds;
    }
    const auto testJson = [](const TestResult& test) {
        return json{{"test", test.number},
                    {"kind", toString(test.kind)},
                    {"name", test.name},
                    {"size", test.size},
                    {"verdict", shortName(test.judgement.verdict)},
                    {"detail", test.judgement.detail},
                    {"seconds", test.cpuSeconds},
                    {"wallSeconds", test.wallSeconds},
                    {"memoryMiB", static_cast<double>(test.peakMemoryBytes) / (1 << 20)}};
    };
    json results = json::array();
    for (const TestResult& test : report.results)
        results.push_back(testJson(test));
    json slowest = json::array();
    for (const TestResult* test : slowestTests(report))
        slowest.push_back(testJson(*test));
    json failure = nullptr;
    if (report.failure) {
        const FailingCase& f = *report.failure;
        failure = json{{"test", f.testNumber},
                       {"kind", toString(f.kind)},
                       {"name", f.testName},
                       {"verdict", shortName(f.judgement.verdict)},
                       {"verdictName", longName(f.judgement.verdict)},
                       {"detail", f.judgement.detail},
                       {"input", f.input},
                       {"size", f.size},
                       {"originalSize", f.originalSize},
                       {"expected", f.expected},
                       {"received", f.received},
                       {"stderr", f.errorHead},
                       {"shrinkRuns", f.shrinkRuns},
                       {"shrinkSteps", f.shrinkSteps},
                       {"shrinkComplete", f.shrinkComplete},
                       {"shrinkOutOfTime", f.shrinkOutOfTime},
                       {"file", caseFile.empty() ? json(nullptr) : json(caseFile)}};
    }
    const json object{
        {"puzzle", report.puzzle},
        {"program", report.program},
        {"kind", kindsName(options.kinds)},
        {"tests", options.tests},
        {"seed", options.seed},
        {"limits",
         {{"timeSeconds", options.limits.cpuSeconds},
          {"wallSeconds", options.limits.wallSeconds},
          {"memoryMiB", static_cast<double>(options.limits.memoryBytes) / (1 << 20)},
          {"outputMiB", static_cast<double>(options.limits.outputBytes) / (1 << 20)}}},
        {"planned", report.planned},
        {"run", report.results.size()},
        {"failures", report.failures()},
        {"passed", report.passed()},
        {"interrupted", report.interrupted},
        {"stoppedAtFailures", report.stoppedAtFailures},
        {"seconds", report.seconds},
        {"sandbox",
         {{"isolation", options.isolation == Isolation::Sandbox ? "bubblewrap" : "none"},
          {"description", report.enforcement.isolation},
          {"memory", report.enforcement.memory},
          {"processes", report.enforcement.processes},
          {"files", report.enforcement.files}}},
        {"summary", summary},
        {"slowest", slowest},
        {"results", results},
        {"failure", failure}};
    // A program's output need not be UTF-8: invalid bytes become U+FFFD rather than an error.
    return object.dump(-1, ' ', false, json::error_handler_t::replace) + "\n";
}

} // namespace pw::check
