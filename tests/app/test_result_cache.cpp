// ResultCache, without a page: least recently used out first beyond the byte budget, the
// history's results kept up to the hard limit, the result just delivered always kept.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/resultcache.h"

#include <QtTest>

namespace {

using Kept = std::unordered_set<std::size_t>;

QStringList keysOf(std::initializer_list<const char*> keys) {
    QStringList list;
    for (const char* key : keys)
        list << QString::fromLatin1(key);
    return list;
}

} // namespace

class TestResultCache : public QObject {
    Q_OBJECT
private slots:
    void aResultIsFoundByItsWholeKey() {
        ResultCache cache;
        QVERIFY(!cache.find(QStringLiteral("a")));
        cache.remember(QStringLiteral("a"), std::any(7), 10, {});
        const std::any* found = cache.find(QStringLiteral("a"));
        QVERIFY(found);
        QCOMPARE(std::any_cast<int>(*found), 7);
        QVERIFY(!cache.find(QStringLiteral("ab")));
        // Remembered again: one entry, the newer result.
        cache.remember(QStringLiteral("a"), std::any(8), 10, {});
        QCOMPARE(cache.keys(), keysOf({"a"}));
        QCOMPARE(std::any_cast<int>(*cache.find(QStringLiteral("a"))), 8);
    }

    void theLeastRecentlyUsedGoFirstBeyondTheBudget() {
        ResultCache cache(30);
        cache.remember(QStringLiteral("a"), std::any(1), 10, {});
        cache.remember(QStringLiteral("b"), std::any(2), 10, {});
        cache.remember(QStringLiteral("c"), std::any(3), 10, {});
        QCOMPARE(cache.keys(), keysOf({"c", "b", "a"}));
        QVERIFY(cache.find(QStringLiteral("a"))); // now the most recent
        QCOMPARE(cache.keys(), keysOf({"a", "c", "b"}));
        cache.remember(QStringLiteral("d"), std::any(4), 10, {});
        QCOMPARE(cache.keys(), keysOf({"d", "a", "c"})); // b was the least recently used
        cache.remember(QStringLiteral("e"), std::any(5), 20, {});
        QCOMPARE(cache.keys(), keysOf({"e", "d"}));
    }

    void theResultJustDeliveredAlwaysStays() {
        ResultCache cache(30);
        cache.remember(QStringLiteral("a"), std::any(1), 10, {});
        cache.remember(QStringLiteral("big"), std::any(2), 100, {});
        QCOMPARE(cache.keys(), keysOf({"big"}));
    }

    void theHistorysResultsAreNeverEvictedUnderTheBudget() {
        ResultCache cache(20);
        const Kept kept{ResultCache::digestOf(QStringLiteral("h1")),
                        ResultCache::digestOf(QStringLiteral("h2"))};
        cache.remember(QStringLiteral("h1"), std::any(1), 15, kept);
        cache.remember(QStringLiteral("h2"), std::any(2), 15, kept);
        cache.remember(QStringLiteral("a"), std::any(3), 10, kept);
        cache.remember(QStringLiteral("b"), std::any(4), 10, kept);
        QCOMPARE(cache.keys(), keysOf({"b", "a", "h2", "h1"})); // 20 bytes not in the history
        cache.remember(QStringLiteral("c"), std::any(5), 10, kept);
        QCOMPARE(cache.keys(), keysOf({"c", "b", "h2", "h1"})); // a went, not the older h1, h2
        // No longer in the history: an ordinary result, least recently used.
        cache.remember(QStringLiteral("d"), std::any(6), 10, {});
        QCOMPARE(cache.keys(), keysOf({"d", "c"}));
    }

    void theHardLimitBoundsEvenTheHistorysResults() {
        ResultCache cache(100, 40);
        const Kept kept{ResultCache::digestOf(QStringLiteral("h1")),
                        ResultCache::digestOf(QStringLiteral("h2")),
                        ResultCache::digestOf(QStringLiteral("h3"))};
        cache.remember(QStringLiteral("h1"), std::any(1), 15, kept);
        cache.remember(QStringLiteral("h2"), std::any(2), 15, kept);
        QCOMPARE(cache.keys(), keysOf({"h2", "h1"}));
        cache.remember(QStringLiteral("h3"), std::any(3), 15, kept);
        QCOMPARE(cache.keys(), keysOf({"h3", "h2"})); // 45 bytes > 40: the oldest went
    }

    void aSmallerBudgetAppliesAtTheNextResult() {
        ResultCache cache;
        cache.remember(QStringLiteral("a"), std::any(1), 10, {});
        cache.remember(QStringLiteral("b"), std::any(2), 10, {});
        cache.setBudget(10);
        QCOMPARE(cache.keys(), keysOf({"b", "a"}));
        cache.remember(QStringLiteral("c"), std::any(3), 10, {});
        QCOMPARE(cache.keys(), keysOf({"c"}));
    }
};

QTEST_GUILESS_MAIN(TestResultCache)
#include "test_result_cache.moc"
