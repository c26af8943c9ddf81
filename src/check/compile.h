// Compiling a contestant's C++ source with g++ before a check (--source), with the flags shown
// and changeable; the compiler runs through the same runner, never through a shell.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "check/run_program.h"

#include <stdexcept>
#include <stop_token>
#include <string>
#include <vector>

namespace pw::check {

// The flags judges commonly compile C++ with.
std::vector<std::string> defaultCompileFlags(); // -std=gnu++20 -O2 -pipe -DONLINE_JUDGE

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
    CompiledProgram() = default;
    CompiledProgram(CompiledProgram&& other) noexcept;
    CompiledProgram& operator=(CompiledProgram&& other) noexcept;
    ~CompiledProgram();

    const Command& command() const { return command_; }
    const std::string& commandLine() const { return commandLine_; } // as it ran, to show
    const std::string& diagnostics() const { return diagnostics_; } // warnings

private:
    friend CompiledProgram compileSource(const std::string&, const std::string&,
                                         const std::vector<std::string>&, std::stop_token);
    std::string directory_;
    Command command_;
    std::string commandLine_;
    std::string diagnostics_;
};

// `compiler` (found in PATH) `flags` -o DIR/solution SOURCE. Throws CompileError when the
// compiler fails or is stopped, StartError when it cannot be started.
CompiledProgram compileSource(const std::string& source, const std::string& compiler,
                              const std::vector<std::string>& flags, std::stop_token stop = {});

} // namespace pw::check
