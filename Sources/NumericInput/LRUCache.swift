/// A least-recently-used cache of at most `capacity` entries: a dictionary from key to slot, and the slots in a
/// doubly linked list by use, most recent first. A hit moves its slot to the front and allocates nothing; an insert
/// into a full cache reuses the least recently used slot.
///
/// A value type with no lock of its own: the caches keep one behind a lock (``LockedValue``).
struct LRUCache<Key: Hashable, Value> {
    fileprivate struct Slot {
        var key: Key
        var value: Value
        var previous: Int
        var next: Int
    }

    private var index: [Key: Int] = [:]
    private var slots: [Slot] = []
    /// The most and least recently used slots; -1 when empty.
    private var head = -1
    private var tail = -1
    /// At most this many entries; 0 keeps nothing.
    private(set) var capacity: Int

    init(capacity: Int) {
        self.capacity = Swift.max(0, capacity)
    }

    var count: Int { index.count }

    /// The value for `key`, which becomes the most recently used; nil when absent.
    mutating func value(for key: Key) -> Value? {
        guard let slot = index[key] else { return nil }
        moveToFront(slot)
        return slots[slot].value
    }

    /// Whether `key` is cached, without changing the order.
    func contains(_ key: Key) -> Bool { index[key] != nil }

    /// Stores `value` under `key` as the most recently used, evicting the least recently used entry when full.
    mutating func insert(_ value: Value, for key: Key) {
        if let slot = index[key] {
            slots[slot].value = value
            moveToFront(slot)
            return
        }
        guard capacity > 0 else { return }
        let slot: Int
        if slots.count < capacity {
            slot = slots.count
            slots.append(Slot(key: key, value: value, previous: -1, next: -1))
        } else {
            // Full: the least recently used slot takes the new entry.
            slot = tail
            unlink(slot)
            index[slots[slot].key] = nil
            slots[slot] = Slot(key: key, value: value, previous: -1, next: -1)
        }
        index[key] = slot
        linkAtFront(slot)
    }

    /// A new capacity; entries beyond it go, least recently used first.
    mutating func setCapacity(_ newCapacity: Int) {
        capacity = Swift.max(0, newCapacity)
        guard count > capacity else { return }
        // Keep the `capacity` most recent, rebuilt in order (rare: only when the capacity shrinks).
        var kept: [(Key, Value)] = []
        kept.reserveCapacity(capacity)
        var slot = head
        while slot != -1 && kept.count < capacity {
            kept.append((slots[slot].key, slots[slot].value))
            slot = slots[slot].next
        }
        removeAll()
        for (key, value) in kept.reversed() { insert(value, for: key) }
    }

    mutating func removeAll() {
        index.removeAll()
        slots.removeAll()
        head = -1
        tail = -1
    }

    /// The keys from the most to the least recently used (tests).
    var keysByRecency: [Key] {
        var keys: [Key] = []
        var slot = head
        while slot != -1 {
            keys.append(slots[slot].key)
            slot = slots[slot].next
        }
        return keys
    }

    // MARK: - The list

    private mutating func moveToFront(_ slot: Int) {
        guard slot != head else { return }
        unlink(slot)
        linkAtFront(slot)
    }

    private mutating func unlink(_ slot: Int) {
        let previous = slots[slot].previous, next = slots[slot].next
        if previous != -1 { slots[previous].next = next } else { head = next }
        if next != -1 { slots[next].previous = previous } else { tail = previous }
        slots[slot].previous = -1
        slots[slot].next = -1
    }

    private mutating func linkAtFront(_ slot: Int) {
        slots[slot].previous = -1
        slots[slot].next = head
        if head != -1 { slots[head].previous = slot }
        head = slot
        if tail == -1 { tail = slot }
    }
}

extension LRUCache: Sendable where Key: Sendable, Value: Sendable {}
extension LRUCache.Slot: Sendable where Key: Sendable, Value: Sendable {}
