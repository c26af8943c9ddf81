// Exact dyadic rationals (num / 2^exp) on GMP, for game values that must never be rounded.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <gmp.h>

#include <compare>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <string>
#include <string_view>

namespace pw {

// An exact dyadic rational numerator / 2^exponent, always normalised: the numerator is odd, or
// the exponent is 0 (so every value has one representation and == is plain equality).
// No floating point anywhere: values and comparisons are exact at any size.
class Dyadic {
public:
    static constexpr std::size_t kUnlimited = std::numeric_limits<std::size_t>::max();

    Dyadic();           // zero
    Dyadic(long value); // NOLINT(google-explicit-constructor): integers are dyadic
    Dyadic(const Dyadic& other);
    Dyadic(Dyadic&& other) noexcept;
    Dyadic& operator=(const Dyadic& other);
    Dyadic& operator=(Dyadic&& other) noexcept;
    ~Dyadic();

    // numerator / 2^exponent for any integer numerator (normalised here).
    static Dyadic fromMpz(mpz_srcptr numerator, std::uint64_t exponent);
    static Dyadic fromParts(long numerator, std::uint64_t exponent);
    // 2^power (power may be negative: 2^-3 = 1/8).
    static Dyadic powerOfTwo(std::int64_t power);

    // Berlekamp's sign expansion: the path from 0 in the tree of numbers, '+' for a step right
    // and '-' for a step left ("+--" is 1/4, "-++" is -1/4, "" is 0). It is also the bottom-to-top
    // colour string (+ = White) of the Blue-Red Hackenbush tower with this value. O(length).
    // Every string of '+'/'-' is accepted; other characters throw std::invalid_argument.
    static Dyadic fromSignExpansion(std::string_view signs);
    // The first maxLength signs of the expansion (all of it by default). O(result + size).
    std::string signExpansion(std::size_t maxLength = kUnlimited) const;
    // The length of the whole sign expansion (the birthday), without building it.
    std::uint64_t signExpansionLength() const;

    // "-3/4", "5", "0"; "1 1/4", "-1 3/4"; also "0.25", "-1.5". The denominator of a fraction
    // must be a power of two (it need not be reduced: "2/4" is 1/2). Throws ParseError (line 0).
    static Dyadic parse(std::string_view text);

    int sign() const { return mpz_sgn(numerator_); }
    bool isZero() const { return sign() == 0; }
    bool isInteger() const { return exponent_ == 0; }
    std::uint64_t exponent() const { return exponent_; }
    mpz_srcptr numerator() const { return numerator_; }
    // Bits in the numerator (0 for zero): the size of the value, for budgets and statistics.
    std::size_t numeratorBits() const;

    Dyadic operator-() const;
    Dyadic& operator+=(const Dyadic& other);
    Dyadic& operator-=(const Dyadic& other);
    friend Dyadic operator+(Dyadic a, const Dyadic& b) { return a += b; }
    friend Dyadic operator-(Dyadic a, const Dyadic& b) { return a -= b; }
    // Multiplies by 2^power exactly (power may be negative).
    Dyadic timesPowerOfTwo(std::int64_t power) const;

    friend bool operator==(const Dyadic& a, const Dyadic& b);
    friend std::strong_ordering operator<=>(const Dyadic& a, const Dyadic& b);

    // "-3/4", "5".
    std::string toFractionString() const;
    // "1 1/4", "-1 3/4", "-3/4", "2".
    std::string toMixedString() const;
    // Exact decimal ("0.25", "-1.75", "3"). With maxFractionDigits below the exact length
    // (which equals the exponent), the digits are cut (toward zero) and "..." is appended.
    std::string toDecimalString(std::size_t maxFractionDigits = kUnlimited) const;

    std::size_t hash() const;

private:
    void normalise();
    mpz_t numerator_;
    std::uint64_t exponent_ = 0;
};

} // namespace pw

template <> struct std::hash<pw::Dyadic> {
    std::size_t operator()(const pw::Dyadic& value) const { return value.hash(); }
};
