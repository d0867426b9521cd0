package cardface

// lru maps keys to values of a byte size and, past its budget, drops the
// least recently used. It does not allocate on a hit.
type lru[K comparable, V any] struct {
	max, bytes int
	entries    map[K]*lruEntry[K, V]
	head       lruEntry[K, V] // sentinel: head.next is the most recently used
}

type lruEntry[K comparable, V any] struct {
	k          K
	v          V
	bytes      int
	prev, next *lruEntry[K, V]
}

func newLRU[K comparable, V any](maxBytes int) *lru[K, V] {
	c := &lru[K, V]{max: maxBytes, entries: map[K]*lruEntry[K, V]{}}
	c.head.prev, c.head.next = &c.head, &c.head
	return c
}

// get returns k's value, marking it the most recently used.
func (c *lru[K, V]) get(k K) (V, bool) {
	e, ok := c.entries[k]
	if !ok {
		var zero V
		return zero, false
	}
	c.unlink(e)
	c.pushFront(e)
	return e.v, true
}

// has reports whether k is held, without marking it used.
func (c *lru[K, V]) has(k K) bool {
	_, ok := c.entries[k]
	return ok
}

// add holds v under k as the most recently used and then drops the least
// recently used values, passing each to dropped, until the budget holds
// or only v is left (a value larger than the budget is kept, alone).
func (c *lru[K, V]) add(k K, v V, bytes int, dropped func(V)) {
	e := &lruEntry[K, V]{k: k, v: v, bytes: bytes}
	c.entries[k] = e
	c.pushFront(e)
	c.bytes += bytes
	for c.bytes > c.max && c.head.prev != e {
		old := c.head.prev
		c.unlink(old)
		delete(c.entries, old.k)
		c.bytes -= old.bytes
		if dropped != nil {
			dropped(old.v)
		}
	}
}

// clear drops every value, passing each to dropped.
func (c *lru[K, V]) clear(dropped func(V)) {
	for e := c.head.next; e != &c.head; e = e.next {
		dropped(e.v)
	}
	clear(c.entries)
	c.head.prev, c.head.next = &c.head, &c.head
	c.bytes = 0
}

func (c *lru[K, V]) len() int { return len(c.entries) }

func (c *lru[K, V]) unlink(e *lruEntry[K, V]) {
	e.prev.next, e.next.prev = e.next, e.prev
	e.prev, e.next = nil, nil
}

func (c *lru[K, V]) pushFront(e *lruEntry[K, V]) {
	e.prev, e.next = &c.head, c.head.next
	c.head.next.prev = e
	c.head.next = e
}
