// Compiling a contestant's C++ source before a check (--source), with the flags shown and
// changeable: the compiler runs inside a box of its own (the sandbox, unless --no-sandbox) with the
// source copied in, under time and memory limits, and the program it makes is fetched out.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "check/run_program.h"

#include <memory>
#include <stdexcept>
#include <stop_token>
#include <string>
#include <vector>

namespace pw::check {

namespace process {
class TemporaryDirectory;
}

// The flags judges commonly compile C++ with.
std::vector<std::string> defaultCompileFlags(); // -std=gnu++20 -O2 -pipe -DONLINE_JUDGE
// Words joined by single spaces, as a command line is shown (no quoting).
std::string joinedWords(const std::vector<std::string>& words);

// The compiler's limits: processor time, real time and address space.
inline constexpr double kCompileSeconds = 60.0;
inline constexpr double kCompileWallSeconds = 120.0;
inline constexpr std::uint64_t kCompileMemoryBytes = std::uint64_t{2} << 30;

// The source did not compile; what() is one line, diagnostics() what the compiler said.
class CompileError : public std::runtime_error {
public:
    CompileError(const std::string& message, std::string diagnostics)
        : std::runtime_error(message), diagnostics_(std::move(diagnostics)) {}
    const std::string& diagnostics() const { return diagnostics_; }

private:
    std::string diagnostics_;
};

// A compiled program in a temporary directory of its own (readable by others: the program may
// run as nobody), removed with this object.
class CompiledProgram {
public:
    CompiledProgram();
    CompiledProgram(CompiledProgram&& other) noexcept;
    CompiledProgram& operator=(CompiledProgram&& other) noexcept;
    ~CompiledProgram();

    const Command& command() const { return command_; }
    const std::string& commandLine() const { return commandLine_; } // as it ran, to show
    const std::string& diagnostics() const { return diagnostics_; } // warnings

private:
    friend CompiledProgram compileSource(const std::string&, const std::string&,
                                         const std::vector<std::string>&, std::stop_token,
                                         Isolation);
    std::unique_ptr<process::TemporaryDirectory> directory_;
    Command command_;
    std::string commandLine_;
    std::string diagnostics_;
};

// `compiler` (found in PATH) `flags` -o solution SOURCE. Throws CompileError when the compiler
// fails, is stopped or passes a limit, StartError when the source cannot be read or the compiler
// cannot be started (or is not in the sandbox), SandboxUnavailable as a box does.
CompiledProgram compileSource(const std::string& source, const std::string& compiler,
                              const std::vector<std::string>& flags, std::stop_token stop = {},
                              Isolation isolation = Isolation::Sandbox);

} // namespace pw::check
