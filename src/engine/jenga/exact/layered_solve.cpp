// The layered solve (layered_solve.h): its workers, and each layer's place, in memory or on disk.
// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/jenga/exact/layered_solve_impl.h"

#include "engine/common/byte_text.h"
#include "engine/common/machine_load.h"

#include <algorithm>
#include <limits>
#include <new>
#include <string>
#include <system_error>
#include <thread>

namespace pw::jenga::detail {

namespace {

constexpr std::uint64_t kDiskReserve = SpillFile::kReserve;

} // namespace

LayeredSolve::LayeredSolve(LayeredTable& table, const ReducedState& start, SolveControl& control,
                           const LayeredOptions& options)
    : table_(table), start_(start), control_(control), threads_(std::clamp(options.threads, 1, 2)),
      options_(options) {
    budget_.limit = control.memoryBudget();
}

SolveStatus LayeredSolve::run() {
    const auto layers = static_cast<std::size_t>(groupPotential(start_.k, start_.lowerKey)) + 1;
    try {
        table_.layers = std::vector<Layer>(layers);
        onDisk_.assign(layers, OnDisk{});
        completedUnits_.resize(layers);
        for (auto& reached : completeReached_)
            reached.assign(layers, 0);
    } catch (const std::bad_alloc&) {
        return SolveStatus::OverBudget;
    }
    if (start_.k == 3)
        completeReached_[0].back() = 1;
    GroupIndex& top = table_.layers.back().building;
    const std::uint64_t key = start_.lowerKey;
    if (!top.allocate(64, budget_) || !top.tryClaim(1))
        return SolveStatus::OverBudget;
    bool inserted = false;
    top.mark<false>(key, groupHash(key), metaOf(std::uint32_t{1} << start_.top, start_.k),
                    inserted);
    if (threads_ > 1) {
        std::thread helper;
        try {
            helper = std::thread([this] { runWorker(1); });
        } catch (const std::system_error&) {
            threads_ = 1; // no second thread: one worker does it all, with no barrier
        }
        runWorker(0);
        if (helper.joinable())
            helper.join();
    } else {
        runWorker(0);
    }
    file_.reset(); // what is still needed of it is mapped, which keeps it
    table_.cpuSeconds = cpuSeconds_[0] + cpuSeconds_[1];
    if (error_)
        std::rethrow_exception(error_);
    return status();
}

SolveStatus LayeredSolve::status() const {
    if (table_.solvedPotential == static_cast<int>(table_.layers.size()) - 1)
        return SolveStatus::Exact;
    return cancelled_.load() ? SolveStatus::Cancelled : SolveStatus::OverBudget;
}

// Both passes on worker `id` (0 reports progress; with two workers they meet at a barrier after
// every round of exploring and every solved layer, where the shared steps run).
void LayeredSolve::runWorker(int id) {
    const double cpuAtStart = threadCpuSeconds();
    try {
        explore(id);
        meet();
        if (id == 0 && !agreedStop_)
            completed_.release(budget_); // the completed multisets are kept by layer
        solveLayers(id);
        cpuSeconds_[static_cast<std::size_t>(id)] = threadCpuSeconds() - cpuAtStart;
    } catch (const std::bad_alloc&) {
        stopOverBudget();
        if (threads_ > 1)
            barrier_.arrive_and_drop();
    } catch (...) { // from the progress callback
        stopOverBudget();
        error_ = std::current_exception();
        if (threads_ > 1)
            barrier_.arrive_and_drop();
    }
}

// With two workers, waits for the other; the step between rounds runs while both wait, so both
// see the same agreedStop_ and allDone_ and leave their loops at the same barrier.
void LayeredSolve::meet() {
    if (threads_ > 1)
        barrier_.arrive_and_wait();
    else
        betweenRounds();
}

// Runs while every worker waits: the growth asked for, and whether the layer is finished.
void LayeredSolve::betweenRounds() {
    if (growRequested_.exchange(false, std::memory_order_relaxed)) {
        // Room for each worker's next claim and the largest group's successors.
        const std::size_t extra = kClaimChunk * 2 + kMaxSuccessors;
        const std::size_t p = growFor_;
        for (std::size_t fall : {std::size_t{1}, std::size_t{4}}) {
            if (p < fall)
                continue;
            GroupIndex& groups = table_.layers[p - fall].building;
            // Growing maps the larger table before the smaller one goes: room for both.
            if (!makeRoom({p, p - 1, p >= 4 ? p - 4 : kNone}, groups.bytes() * 5 / 2) ||
                !groups.reserve(extra, budget_))
                stopOverBudget();
        }
        notePeak();
    }
    agreedStop_ = stopped();
    allDone_ = done_[0] && (threads_ == 1 || done_[1]);
}

// ---- The layers in memory and on disk -----------------------------------------------------------

// The first step from now_ on that reads or changes layer q (kNone: none, only the solved table
// looks it up). Exploring p reads p and marks p - 1 and p - 4; solving p reads p, p - 1, p - 4.
std::size_t LayeredSolve::nextUse(std::size_t q) const {
    const std::size_t layers = table_.layers.size();
    std::size_t next = kNone;
    const auto consider = [&](std::size_t step) {
        if (step >= now_)
            next = std::min(next, step);
    };
    for (std::size_t reader : {q, q + 1, q + 4})
        if (reader < layers) {
            consider(exploreStep(reader));
            consider(solveStep(reader));
        }
    return next;
}

std::size_t LayeredSolve::layerMemory(std::size_t q) const {
    const Layer& layer = table_.layers[q];
    return layer.memoryBytes() + (completedUnits_[q].mapped() ? 0 : completedUnits_[q].bytes());
}

void LayeredSolve::notePeak() {
    table_.peakMemoryBytes = std::max(table_.peakMemoryBytes, budget_.used.load());
}

void LayeredSolve::forgetIndexImage(std::size_t q) {
    if (onDisk_[q].index < 0)
        return;
    const Layer& layer = table_.layers[q];
    const std::size_t bytes = layer.frozen ? layer.groups.bytes() : layer.building.slots().bytes();
    file_->discard(static_cast<std::uint64_t>(onDisk_[q].index), bytes);
    onDisk_[q].index = -1;
}

namespace {

// Writes `array` to the file unless it is there already (at `at`), then puts a read-only mapping
// of it in its place and gives its memory back; false when the file cannot take it.
template <typename T>
bool spillArray(SpillFile& file, ZeroedArray<T>& array, std::int64_t& at, MemoryBudget& budget,
                std::string& problem) {
    if (array.mapped() || array.size() == 0)
        return true;
    const std::size_t bytes = array.bytes();
    if (at < 0) {
        const std::uint64_t free = file.freeBytes();
        if (free < bytes + kDiskReserve) {
            problem = "the layer files need " + byteText(file.liveBytes() + bytes) +
                      " of disk in " + file.folder() + ", which has " + byteText(free) + " free (" +
                      byteText(kDiskReserve) + " is always left free)";
            return false;
        }
        at = file.append(array.data(), bytes);
        if (at < 0) {
            problem = file.error();
            return false;
        }
    }
    const void* mapping = file.map(static_cast<std::uint64_t>(at), bytes);
    if (!mapping) {
        problem = "cannot map the layer file in " + file.folder();
        return false;
    }
    const std::size_t size = array.size();
    array = ZeroedArray<T>::adopt(Block{const_cast<void*>(mapping), bytes, true}, size);
    budget.give(bytes);
    return true;
}

// Reads a spilled array back into memory.
template <typename T>
bool loadArray(const SpillFile* file, ZeroedArray<T>& array, std::int64_t at,
               MemoryBudget& budget) {
    if (!array.mapped())
        return true;
    const std::size_t bytes = array.bytes();
    if (!file || at < 0 || !budget.take(bytes))
        return false;
    ZeroedArray<T> fresh(array.size());
    if (!file->read(static_cast<std::uint64_t>(at), fresh.data(), bytes)) {
        budget.give(bytes);
        return false;
    }
    array = std::move(fresh);
    return true;
}

} // namespace

bool LayeredSolve::evict(std::size_t q) {
    if (fileFailed_)
        return false;
    if (!file_) {
        std::string problem;
        file_ = SpillFile::create(options_.folder, problem);
        if (!file_) {
            fileFailed_ = true;
            table_.note = problem;
            return false;
        }
    }
    Layer& layer = table_.layers[q];
    std::string problem;
    bool written = true;
    if (layer.frozen) {
        written = spillArray(*file_, layer.groups, onDisk_[q].index, budget_, problem);
    } else if (layer.building.memoryBytes() > 0) {
        ZeroedArray<GroupSlot> slots = layer.building.replaceSlots({});
        written = spillArray(*file_, slots, onDisk_[q].index, budget_, problem);
        layer.building.replaceSlots(std::move(slots));
    }
    written = written && spillArray(*file_, completedUnits_[q], onDisk_[q].units, budget_, problem);
    written = written && spillArray(*file_, layer.values, onDisk_[q].values, budget_, problem);
    table_.diskBytes = std::max(table_.diskBytes, file_->liveBytes());
    if (!written) {
        fileFailed_ = true; // the solve goes on in memory, as far as the budget allows
        table_.note = problem;
    }
    return written;
}

bool LayeredSolve::load(std::size_t q, bool index, bool units, bool values) {
    if (q >= table_.layers.size())
        return true;
    Layer& layer = table_.layers[q];
    bool loaded = true;
    if (index && layer.frozen) {
        loaded = loadArray(file_.get(), layer.groups, onDisk_[q].index, budget_);
    } else if (index && layer.building.slots().mapped()) {
        ZeroedArray<GroupSlot> slots = layer.building.replaceSlots({});
        loaded = loadArray(file_.get(), slots, onDisk_[q].index, budget_);
        layer.building.replaceSlots(std::move(slots));
    }
    if (units)
        loaded = loaded && loadArray(file_.get(), completedUnits_[q], onDisk_[q].units, budget_);
    if (values)
        loaded = loaded && loadArray(file_.get(), layer.values, onDisk_[q].values, budget_);
    if (!loaded) {
        if (table_.note.empty())
            table_.note = "cannot read the layer file back in " + options_.folder;
        stopOverBudget();
    }
    notePeak();
    return loaded;
}

void LayeredSolve::shedTo(std::initializer_list<std::size_t> pinned, std::size_t target) {
    while (budget_.used.load() > target && !fileFailed_) {
        std::size_t victim = kNone;
        std::size_t victimUse = 0;
        std::size_t victimBytes = 0;
        for (std::size_t q = 0; q < table_.layers.size(); ++q) {
            const std::size_t bytes = layerMemory(q);
            if (bytes == 0 || std::find(pinned.begin(), pinned.end(), q) != pinned.end())
                continue;
            const std::size_t use = nextUse(q);
            if (victim == kNone || use > victimUse || (use == victimUse && bytes > victimBytes)) {
                victim = q;
                victimUse = use;
                victimBytes = bytes;
            }
        }
        if (victim == kNone || !evict(victim))
            return;
    }
}

void LayeredSolve::shed(std::initializer_list<std::size_t> pinned, std::size_t room) {
    const std::size_t keep = options_.keepInMemory;
    if (keep != kNone)
        shedTo(pinned, keep > room ? keep - room : 0);
}

bool LayeredSolve::makeRoom(std::initializer_list<std::size_t> pinned, std::size_t bytes) {
    shed(pinned, bytes);
    if (budget_.used.load() + bytes > budget_.limit && options_.keepInMemory != kNone)
        shedTo(pinned, budget_.limit > bytes ? budget_.limit - bytes : 0); // all that may go
    return budget_.used.load() + bytes <= budget_.limit;
}

// Freezes complete layer p (alone): its groups, from its hash index, into one array sorted by k
// and then by key, each group's values starting where the previous group's end; false when the
// memory is short.
bool LayeredSolve::freeze(std::size_t p) {
    Layer& layer = table_.layers[p];
    std::array<std::size_t, 4> count{};
    layer.building.forEach(
        [&](const GroupSlot& slot) { ++count[static_cast<std::size_t>(kOf(slot.meta))]; });
    const std::size_t groups = count[1] + count[2] + count[3];
    const std::size_t bytes = groups * sizeof(GroupSlot);
    if (!makeRoom({p, p >= 1 ? p - 1 : kNone, p >= 4 ? p - 4 : kNone}, bytes) ||
        !budget_.take(bytes))
        return false;
    ZeroedArray<GroupSlot> sorted(groups);
    layer.start = {0, count[1], count[1] + count[2], groups};
    std::array<std::size_t, 4> at = {0, layer.start[0], layer.start[1], layer.start[2]};
    layer.building.forEach([&](const GroupSlot& slot) {
        sorted[at[static_cast<std::size_t>(kOf(slot.meta))]++] = slot;
    });
    layer.building.release(budget_);
    for (std::size_t k = 1; k <= 3; ++k)
        std::sort(sorted.data() + layer.start[k - 1], sorted.data() + layer.start[k],
                  [](const GroupSlot& a, const GroupSlot& b) { return a.key < b.key; });
    std::uint64_t first = 0;
    for (std::size_t i = 0; i < groups; ++i) {
        sorted[i].meta |= first << kFirstValueShift;
        first += static_cast<std::uint64_t>(countTops(topsOf(sorted[i].meta)));
    }
    layer.groups = std::move(sorted);
    layer.frozen = true;
    layer.states = first;
    table_.states += first;
    return true;
}

SolveStatus solveLayered(LayeredTable& table, const ReducedState& start, SolveControl& control,
                         const LayeredOptions& options) {
    LayeredSolve solve(table, start, control, options);
    return solve.run();
}

} // namespace pw::jenga::detail
