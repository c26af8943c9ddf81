// ResultCache: a page's results by key, least recently used first out.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/resultcache.h"

#include <QHash>

#include <algorithm>

std::size_t ResultCache::digestOf(const QString& key) {
    return qHash(key, 0);
}

const std::any* ResultCache::find(const QString& key) {
    const auto it = std::find_if(entries_.begin(), entries_.end(),
                                 [&](const Entry& e) { return e.key == key; });
    if (it == entries_.end())
        return nullptr;
    entries_.splice(entries_.begin(), entries_, it);
    return &entries_.front().result;
}

void ResultCache::remember(const QString& key, const std::any& result, std::size_t bytes,
                           const std::unordered_set<std::size_t>& kept) {
    entries_.remove_if([&](const Entry& e) { return e.key == key; });
    entries_.push_front({key, digestOf(key), result, bytes});
    trim(kept);
}

QStringList ResultCache::keys() const {
    QStringList keys;
    for (const Entry& entry : entries_)
        keys << entry.key;
    return keys;
}

void ResultCache::trim(const std::unordered_set<std::size_t>& kept) {
    // Results of states in the history are kept, so undo and redo never solve again, up to a
    // hard limit (huge Jenga tables); the others go first, least recently used first, beyond
    // the budget.
    std::size_t unpinnedTotal = 0;
    std::size_t total = 0;
    for (auto it = entries_.begin(); it != entries_.end();) {
        const bool isPinned = kept.count(it->digest) > 0;
        const bool first = it == entries_.begin(); // the result just delivered always stays
        if (!isPinned)
            unpinnedTotal += it->bytes;
        total += it->bytes;
        if (!first && ((!isPinned && unpinnedTotal > budget_) || total > maxBytes_)) {
            total -= it->bytes;
            if (!isPinned)
                unpinnedTotal -= it->bytes;
            it = entries_.erase(it);
        } else {
            ++it;
        }
    }
}
