// Dyadic: exact arithmetic, ordering, sign expansions and text forms of num / 2^exp on GMP.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/common/dyadic.h"

#include "engine/common/hash.h"
#include "engine/common/parse_error.h"
#include "engine/common/text_scanner.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace pw {

namespace {

// A scoped GMP integer for temporaries inside this file.
struct Integer {
    mpz_t value;
    Integer() { mpz_init(value); }
    Integer(const Integer&) = delete;
    Integer& operator=(const Integer&) = delete;
    ~Integer() { mpz_clear(value); }
    operator mpz_ptr() { return value; }
};

std::string decimal(mpz_srcptr value) {
    std::string out(mpz_sizeinbase(value, 10) + 2, '\0');
    mpz_get_str(out.data(), 10, value);
    out.resize(out.find('\0'));
    return out;
}

std::string powerOfTwoString(std::uint64_t exponent) {
    Integer power;
    mpz_setbit(power, exponent);
    return decimal(power);
}

bool isDigits(std::string_view text) {
    return !text.empty() &&
           std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
}

void setDigits(mpz_ptr target, std::string_view digits) {
    mpz_set_str(target, std::string(digits).c_str(), 10); // digits were checked by isDigits
}

[[noreturn]] void badNumber(std::string_view text, const std::string& why) {
    throw ParseError(0, "not a dyadic number '" + std::string(text.substr(0, 40)) + "': " + why);
}

} // namespace

Dyadic::Dyadic() {
    mpz_init(numerator_);
}

Dyadic::Dyadic(long value) {
    mpz_init_set_si(numerator_, value);
}

Dyadic::Dyadic(const Dyadic& other) : exponent_(other.exponent_) {
    mpz_init_set(numerator_, other.numerator_);
}

Dyadic::Dyadic(Dyadic&& other) noexcept : exponent_(other.exponent_) {
    mpz_init(numerator_); // does not allocate; the moved-from value becomes zero
    mpz_swap(numerator_, other.numerator_);
    other.exponent_ = 0;
}

Dyadic& Dyadic::operator=(const Dyadic& other) {
    if (this != &other) {
        mpz_set(numerator_, other.numerator_);
        exponent_ = other.exponent_;
    }
    return *this;
}

Dyadic& Dyadic::operator=(Dyadic&& other) noexcept {
    if (this != &other) {
        mpz_swap(numerator_, other.numerator_);
        std::swap(exponent_, other.exponent_);
    }
    return *this;
}

Dyadic::~Dyadic() {
    mpz_clear(numerator_);
}

void Dyadic::normalise() {
    if (mpz_sgn(numerator_) == 0) {
        exponent_ = 0;
        return;
    }
    if (exponent_ == 0)
        return;
    const std::uint64_t shift = std::min<std::uint64_t>(mpz_scan1(numerator_, 0), exponent_);
    if (shift > 0) {
        mpz_tdiv_q_2exp(numerator_, numerator_, shift); // exact: the low bits are zero
        exponent_ -= shift;
    }
}

Dyadic Dyadic::fromMpz(mpz_srcptr numerator, std::uint64_t exponent) {
    Dyadic result;
    mpz_set(result.numerator_, numerator);
    result.exponent_ = exponent;
    result.normalise();
    return result;
}

Dyadic Dyadic::fromParts(long numerator, std::uint64_t exponent) {
    Dyadic result(numerator);
    result.exponent_ = exponent;
    result.normalise();
    return result;
}

Dyadic Dyadic::powerOfTwo(std::int64_t power) {
    return Dyadic(1).timesPowerOfTwo(power);
}

Dyadic Dyadic::timesPowerOfTwo(std::int64_t power) const {
    Dyadic result(*this);
    if (result.isZero())
        return result;
    if (power >= 0) {
        const auto up = static_cast<std::uint64_t>(power);
        const std::uint64_t fromExponent = std::min(up, result.exponent_);
        result.exponent_ -= fromExponent;
        if (up > fromExponent)
            mpz_mul_2exp(result.numerator_, result.numerator_, up - fromExponent);
    } else {
        result.exponent_ += static_cast<std::uint64_t>(-(power + 1)) + 1;
    }
    return result;
}

std::size_t Dyadic::numeratorBits() const {
    return isZero() ? 0 : mpz_sizeinbase(numerator_, 2);
}

// A tower of signs: a bottom run of r equal signs c, then m more signs t_1..t_m, has the value
// c*r + sum t_k / 2^k. Over the denominator 2^m the numerator is c*r*2^m + 2P - (2^m - 1), where
// P has bit m-k set when t_k is '+'. P is written limb by limb, so the whole build is O(length).
Dyadic Dyadic::fromSignExpansion(std::string_view signs) {
    for (char c : signs)
        if (c != '+' && c != '-')
            throw std::invalid_argument("sign expansion may only hold '+' and '-'");
    Dyadic result;
    if (signs.empty())
        return result;
    const char first = signs.front();
    std::size_t run = 0;
    while (run < signs.size() && signs[run] == first)
        ++run;
    const std::size_t rest = signs.size() - run;
    if (rest == 0) {
        mpz_set_ui(result.numerator_, run);
        if (first == '-')
            mpz_neg(result.numerator_, result.numerator_);
        return result;
    }
    Integer plusBits;
    const std::size_t limbCount = (rest + GMP_NUMB_BITS - 1) / GMP_NUMB_BITS;
    mp_limb_t* limbs = mpz_limbs_write(plusBits, static_cast<mp_size_t>(limbCount));
    std::fill(limbs, limbs + limbCount, mp_limb_t{0});
    for (std::size_t k = 1; k <= rest; ++k) {
        if (signs[run + k - 1] == '+') {
            const std::size_t bit = rest - k;
            limbs[bit / GMP_NUMB_BITS] |= mp_limb_t{1} << (bit % GMP_NUMB_BITS);
        }
    }
    mpz_limbs_finish(plusBits, static_cast<mp_size_t>(limbCount));

    mpz_mul_2exp(result.numerator_, plusBits, 1);
    mpz_add_ui(result.numerator_, result.numerator_, 1);
    Integer runPart; // c*r - 1, times 2^m
    if (first == '+') {
        mpz_set_ui(runPart, run - 1);
    } else {
        mpz_set_ui(runPart, run + 1);
        mpz_neg(runPart, runPart);
    }
    mpz_mul_2exp(runPart, runPart, rest);
    mpz_add(result.numerator_, result.numerator_, runPart);
    result.exponent_ = rest; // the numerator is odd: already normalised
    return result;
}

// For |x| = n + 0.b1 b2 ... b(e-1) 1 (e > 0): n+1 signs c, one -c, then c for each bit 1 and -c
// for each bit 0 among b1..b(e-1). An integer n has n signs c.
std::string Dyadic::signExpansion(std::size_t maxLength) const {
    std::string out;
    const int signOfValue = sign();
    if (signOfValue == 0 || maxLength == 0)
        return out;
    const char same = signOfValue > 0 ? '+' : '-';
    const char other = signOfValue > 0 ? '-' : '+';
    Integer magnitude;
    mpz_abs(magnitude, numerator_);
    Integer integerPart;
    mpz_tdiv_q_2exp(integerPart, magnitude, exponent_);
    const std::uint64_t runLength = exponent_ == 0 ? 0 : 1; // n+1 signs c for a non-integer
    if (mpz_cmp_ui(integerPart.value, maxLength) >= 0 ||
        mpz_get_ui(integerPart) + runLength >= maxLength) {
        out.assign(maxLength, same);
        return out;
    }
    const std::size_t runCount = mpz_get_ui(integerPart) + runLength;
    const std::size_t total =
        std::min<std::uint64_t>(maxLength, runCount + (exponent_ == 0 ? 0 : exponent_));
    out.reserve(total);
    out.assign(runCount, same);
    if (exponent_ == 0)
        return out;
    out.push_back(other);
    for (std::uint64_t j = 1; j < exponent_ && out.size() < total; ++j)
        out.push_back(mpz_tstbit(magnitude, exponent_ - j) ? same : other);
    return out;
}

std::uint64_t Dyadic::signExpansionLength() const {
    if (isZero())
        return 0;
    Integer integerPart;
    mpz_abs(integerPart, numerator_);
    mpz_tdiv_q_2exp(integerPart, integerPart, exponent_);
    if (mpz_sizeinbase(integerPart, 2) >= 63)
        return std::numeric_limits<std::uint64_t>::max(); // saturated; no real tower is this tall
    const std::uint64_t n = mpz_get_ui(integerPart);
    return exponent_ == 0 ? n : n + 1 + exponent_;
}

Dyadic Dyadic::parse(std::string_view original) {
    std::string_view text = trimLineSpace(original);
    bool negative = false;
    if (!text.empty() && text.front() == '-') {
        negative = true;
        text.remove_prefix(1);
    }
    if (text.empty())
        badNumber(original, "empty");
    Dyadic result;
    const auto space = text.find_first_of(" \t");
    const auto slash = text.find('/');
    const auto point = text.find('.');
    if (space != std::string_view::npos || slash != std::string_view::npos) {
        // "a/b" or "w a/b"
        std::string_view whole;
        std::string_view fraction = text;
        if (space != std::string_view::npos) {
            whole = text.substr(0, space);
            fraction = trimLineSpace(text.substr(space));
        }
        const auto bar = fraction.find('/');
        if (bar == std::string_view::npos)
            badNumber(original, "expected a fraction a/b after the whole part");
        const std::string_view top = fraction.substr(0, bar);
        const std::string_view bottom = fraction.substr(bar + 1);
        if ((!whole.empty() && !isDigits(whole)) || !isDigits(top) || !isDigits(bottom))
            badNumber(original, "expected digits in a/b or w a/b");
        Integer numerator;
        Integer denominator;
        setDigits(numerator, top);
        setDigits(denominator, bottom);
        if (mpz_sgn(denominator.value) == 0)
            badNumber(original, "zero denominator");
        if (mpz_popcount(denominator) != 1)
            badNumber(original, "the denominator is not a power of two");
        const std::uint64_t exponent = mpz_scan1(denominator, 0);
        if (!whole.empty()) {
            if (mpz_cmp(numerator, denominator) >= 0)
                badNumber(original, "the fraction of a mixed number must be below 1");
            Integer wholePart;
            setDigits(wholePart, whole);
            mpz_mul_2exp(wholePart, wholePart, exponent);
            mpz_add(numerator, numerator, wholePart);
        }
        result = fromMpz(numerator, exponent);
    } else if (point != std::string_view::npos) {
        const std::string_view whole = text.substr(0, point);
        const std::string_view digits = text.substr(point + 1);
        if (!isDigits(whole) || !isDigits(digits))
            badNumber(original, "expected digits around the decimal point");
        // digits / 10^k is dyadic exactly when 5^k divides digits; then it is (digits / 5^k) / 2^k.
        Integer numerator;
        Integer fivePower;
        setDigits(numerator, digits);
        mpz_ui_pow_ui(fivePower, 5, digits.size());
        if (!mpz_divisible_p(numerator, fivePower))
            badNumber(original, "this decimal is not a dyadic rational");
        mpz_divexact(numerator, numerator, fivePower);
        Integer wholePart;
        setDigits(wholePart, whole);
        mpz_mul_2exp(wholePart, wholePart, digits.size());
        mpz_add(numerator, numerator, wholePart);
        result = fromMpz(numerator, digits.size());
    } else {
        if (!isDigits(text))
            badNumber(original, "expected an integer, a/b, w a/b or a decimal");
        setDigits(result.numerator_, text);
    }
    return negative ? -result : result;
}

Dyadic Dyadic::operator-() const {
    Dyadic result(*this);
    mpz_neg(result.numerator_, result.numerator_);
    return result;
}

Dyadic& Dyadic::operator+=(const Dyadic& other) {
    if (exponent_ == other.exponent_) {
        mpz_add(numerator_, numerator_, other.numerator_);
    } else if (exponent_ < other.exponent_) {
        mpz_mul_2exp(numerator_, numerator_, other.exponent_ - exponent_);
        mpz_add(numerator_, numerator_, other.numerator_);
        exponent_ = other.exponent_;
    } else {
        Integer scaled;
        mpz_mul_2exp(scaled, other.numerator_, exponent_ - other.exponent_);
        mpz_add(numerator_, numerator_, scaled);
    }
    normalise();
    return *this;
}

Dyadic& Dyadic::operator-=(const Dyadic& other) {
    if (this == &other) {
        mpz_set_ui(numerator_, 0);
        exponent_ = 0;
        return *this;
    }
    mpz_neg(numerator_, numerator_);
    *this += other;
    mpz_neg(numerator_, numerator_);
    return *this;
}

bool operator==(const Dyadic& a, const Dyadic& b) {
    return a.exponent_ == b.exponent_ && mpz_cmp(a.numerator_, b.numerator_) == 0;
}

std::strong_ordering operator<=>(const Dyadic& a, const Dyadic& b) {
    const int signA = a.sign();
    const int signB = b.sign();
    if (signA != signB)
        return signA <=> signB;
    if (signA == 0)
        return std::strong_ordering::equal;
    if (a.exponent_ == b.exponent_)
        return mpz_cmp(a.numerator_, b.numerator_) <=> 0;
    // Same sign: the magnitude with the higher leading bit (bits - exponent) is larger; only
    // equal leading positions need the exact aligned comparison.
    const auto leadA = static_cast<std::int64_t>(mpz_sizeinbase(a.numerator_, 2)) -
                       static_cast<std::int64_t>(a.exponent_);
    const auto leadB = static_cast<std::int64_t>(mpz_sizeinbase(b.numerator_, 2)) -
                       static_cast<std::int64_t>(b.exponent_);
    if (leadA != leadB)
        return signA > 0 ? leadA <=> leadB : leadB <=> leadA;
    Integer scaled;
    int order = 0;
    if (a.exponent_ < b.exponent_) {
        mpz_mul_2exp(scaled, a.numerator_, b.exponent_ - a.exponent_);
        order = mpz_cmp(scaled, b.numerator_);
    } else {
        mpz_mul_2exp(scaled, b.numerator_, a.exponent_ - b.exponent_);
        order = -mpz_cmp(scaled, a.numerator_);
    }
    return order <=> 0;
}

std::string Dyadic::toFractionString() const {
    std::string out = decimal(numerator_);
    if (exponent_ > 0) {
        out += '/';
        out += powerOfTwoString(exponent_);
    }
    return out;
}

std::string Dyadic::toMixedString() const {
    if (exponent_ == 0)
        return decimal(numerator_);
    Integer magnitude;
    mpz_abs(magnitude, numerator_);
    Integer whole;
    Integer remainder;
    mpz_tdiv_q_2exp(whole, magnitude, exponent_);
    mpz_tdiv_r_2exp(remainder, magnitude, exponent_);
    std::string out = sign() < 0 ? "-" : "";
    if (mpz_sgn(whole.value) != 0)
        out += decimal(whole) + " ";
    out += decimal(remainder);
    out += '/';
    out += powerOfTwoString(exponent_);
    return out;
}

// num / 2^e = num * 5^e / 10^e: exactly e decimals. Cut to d < e decimals: floor(|num| * 10^d /
// 2^e).
std::string Dyadic::toDecimalString(std::size_t maxFractionDigits) const {
    if (exponent_ == 0)
        return decimal(numerator_);
    const bool cut = maxFractionDigits < exponent_;
    const std::uint64_t digitCount = cut ? maxFractionDigits : exponent_;
    Integer scaled;
    mpz_abs(scaled, numerator_);
    if (cut) {
        Integer tenPower;
        mpz_ui_pow_ui(tenPower, 10, digitCount);
        mpz_mul(scaled, scaled, tenPower);
        mpz_tdiv_q_2exp(scaled, scaled, exponent_);
    } else {
        Integer fivePower;
        mpz_ui_pow_ui(fivePower, 5, exponent_);
        mpz_mul(scaled, scaled, fivePower);
    }
    std::string digits = decimal(scaled);
    if (digits.size() < digitCount + 1)
        digits.insert(0, digitCount + 1 - digits.size(), '0');
    std::string out = sign() < 0 ? "-" : "";
    out += digits.substr(0, digits.size() - digitCount);
    if (digitCount > 0) {
        out += '.';
        out.append(digits, digits.size() - digitCount, digitCount);
    }
    if (cut)
        out += "...";
    return out;
}

std::size_t Dyadic::hash() const {
    std::size_t seed = combineHash(static_cast<std::size_t>(sign() + 1), exponent_);
    const std::size_t limbCount = mpz_size(numerator_);
    for (std::size_t i = 0; i < limbCount; ++i)
        seed = combineHash(seed, mpz_getlimbn(numerator_, static_cast<mp_size_t>(i)));
    return seed;
}

} // namespace pw
