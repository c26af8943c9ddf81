// Internal to the jenga engine: the memory of the exact solver's tables: the budget every
// allocation is checked against, blocks of fresh zeroed pages (or read-only mappings of the layer
// file, spill_file.h) and arrays over them.
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <atomic>
#include <cstddef>
#include <cstring>
#include <new>
#include <utility>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace pw::jenga::detail {

// Bytes the solve may hold in memory in all; every allocation is checked against it first.
// Shared by the workers of one solve. Mapped layer files are not counted: the system can drop
// their pages whenever it needs the memory.
struct MemoryBudget {
    std::size_t limit = 0;
    std::atomic<std::size_t> used{0};
    bool take(std::size_t bytes) {
        std::size_t now = used.load(std::memory_order_relaxed);
        do {
            if (bytes > limit || now > limit - bytes)
                return false;
        } while (!used.compare_exchange_weak(now, now + bytes, std::memory_order_relaxed));
        return true;
    }
    void give(std::size_t bytes) { used.fetch_sub(bytes, std::memory_order_relaxed); }
};

// Unmaps a read-only mapping of the layer file (spill_file.cpp).
void unmapLayerFile(const void* memory, std::size_t bytes);

// Zeroed memory: fresh anonymous pages on Linux (zero already, touched only when used, backed by
// transparent huge pages where possible: look-ups are random, so TLB misses would otherwise add
// to every cache miss); zero-filled aligned memory elsewhere. `prefault` touches its pages now,
// in order: the scattered first writes of a hash index fault them in about three times slower
// in all (kernel time of a 10-level solve: 0.35 s against 0.1 s).
inline constexpr std::size_t kHugePageThreshold = std::size_t{2} << 20;
// Faults in the pages of [memory, memory + bytes) in order (one write a page; they stay zero).
inline void touchPages(void* memory, std::size_t bytes) {
    for (std::size_t at = 0; at < bytes; at += 4096)
        static_cast<volatile char*>(memory)[at] = 0;
}
inline void* allocateZeroed(std::size_t bytes, bool prefault = false) {
#if defined(__linux__)
    void* memory =
        ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (memory == MAP_FAILED)
        throw std::bad_alloc();
#if defined(MADV_HUGEPAGE)
    if (bytes >= kHugePageThreshold)
        ::madvise(memory, bytes, MADV_HUGEPAGE);
#endif
    if (prefault)
        touchPages(memory, bytes);
    return memory;
#else
    void* memory = ::operator new (bytes, std::align_val_t{64});
    std::memset(memory, 0, bytes);
    return memory;
#endif
}

inline void releaseZeroed(void* memory, std::size_t bytes) {
#if defined(__linux__)
    ::munmap(memory, bytes);
#else
    (void)bytes;
    ::operator delete (memory, std::align_val_t{64});
#endif
}

// One piece of table memory: fresh pages (allocateZeroed) or a read-only mapping of the layer
// file, and how to give it back.
struct Block {
    void* memory = nullptr;
    std::size_t bytes = 0;
    bool mapped = false;
};
inline void releaseBlock(const Block& block) {
    if (!block.memory)
        return;
    if (block.mapped)
        unmapLayerFile(block.memory, block.bytes);
    else
        releaseZeroed(block.memory, block.bytes);
}

// An owning array of trivially copyable T in a block: zeroed when it is fresh; a mapped one is
// only read.
template <typename T> class ZeroedArray {
public:
    ZeroedArray() = default;
    explicit ZeroedArray(std::size_t size, bool prefault = false)
        : block_{size ? allocateZeroed(size * sizeof(T), prefault) : nullptr, size * sizeof(T),
                 false},
          size_(size) {}
    // The first `size` elements of `block` (at least that large), which the array now owns.
    static ZeroedArray adopt(Block block, std::size_t size) {
        ZeroedArray array;
        array.block_ = block;
        array.size_ = size;
        return array;
    }
    ZeroedArray(ZeroedArray&& other) noexcept
        : block_(std::exchange(other.block_, Block{})), size_(std::exchange(other.size_, 0)) {}
    ZeroedArray& operator=(ZeroedArray&& other) noexcept {
        if (this != &other) {
            reset();
            block_ = std::exchange(other.block_, Block{});
            size_ = std::exchange(other.size_, 0);
        }
        return *this;
    }
    ZeroedArray(const ZeroedArray&) = delete;
    ZeroedArray& operator=(const ZeroedArray&) = delete;
    ~ZeroedArray() { reset(); }

    void reset() {
        releaseBlock(block_);
        block_ = Block{};
        size_ = 0;
    }
    // Gives up the block without releasing it (to be reused); the array is then empty.
    Block release() {
        size_ = 0;
        return std::exchange(block_, Block{});
    }
    T* data() { return static_cast<T*>(block_.memory); }
    const T* data() const { return static_cast<const T*>(block_.memory); }
    T& operator[](std::size_t i) { return data()[i]; }
    const T& operator[](std::size_t i) const { return data()[i]; }
    std::size_t size() const { return size_; }
    std::size_t bytes() const { return size_ * sizeof(T); }
    // The block's own size (a reused block may be larger than the array) and whether it is a
    // mapping of the layer file rather than memory of the process's own.
    std::size_t blockBytes() const { return block_.bytes; }
    bool mapped() const { return block_.mapped; }

private:
    Block block_;
    std::size_t size_ = 0;
};

} // namespace pw::jenga::detail
