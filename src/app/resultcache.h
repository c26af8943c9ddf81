// The results a page keeps, by solve key, most recently used first: those of the states in the
// history (by their keys' digests) are always kept, up to a hard limit; the others go least
// recently used first beyond a byte budget. The result just delivered always stays.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

#include <any>
#include <cstddef>
#include <list>
#include <unordered_set>

class ResultCache {
public:
    // Bytes of results kept in all, those of history states included.
    static constexpr std::size_t kMaxBytes = std::size_t{3} << 30;
    static constexpr std::size_t kDefaultBudget = std::size_t{512} << 20;

    // The digest of a key, for the history's steps. Digests only decide which results the history
    // keeps (never which result is shown, which compares whole keys): a collision merely keeps a
    // result longer.
    static std::size_t digestOf(const QString& key);

    explicit ResultCache(std::size_t budget = kDefaultBudget, std::size_t maxBytes = kMaxBytes)
        : budget_(budget), maxBytes_(maxBytes) {}

    // Bytes of results kept for keys not in the history.
    void setBudget(std::size_t bytes) { budget_ = bytes; }
    // The result for `key`, now the most recently used; nullptr when none is kept.
    const std::any* find(const QString& key);
    // Keeps `result` (`bytes` of it) for `key` as the most recent, then drops what is over the
    // budget: keys whose digest is in `kept` (the history's) only beyond the hard limit.
    void remember(const QString& key, const std::any& result, std::size_t bytes,
                  const std::unordered_set<std::size_t>& kept);
    // The keys kept, most recent first.
    QStringList keys() const;

private:
    struct Entry {
        QString key;
        std::size_t digest = 0;
        std::any result;
        std::size_t bytes = 0;
    };
    void trim(const std::unordered_set<std::size_t>& kept);

    std::list<Entry> entries_; // most recent first
    std::size_t budget_;
    std::size_t maxBytes_;
};
