package cardface

import "testing"

func TestLRUDropsLeastRecentlyUsed(t *testing.T) {
	c := newLRU[string, int](3)
	var dropped []int
	drop := func(v int) { dropped = append(dropped, v) }
	c.add("a", 1, 1, drop)
	c.add("b", 2, 1, drop)
	c.add("c", 3, 1, drop)
	if v, ok := c.get("a"); !ok || v != 1 { // a is now the most recent
		t.Fatalf("get(a) = %v, %v", v, ok)
	}
	c.add("d", 4, 1, drop)
	if len(dropped) != 1 || dropped[0] != 2 || c.has("b") {
		t.Fatalf("dropped %v, want b's 2", dropped)
	}
	c.add("big", 5, 10, drop) // larger than the budget: kept alone
	if c.len() != 1 || !c.has("big") || c.bytes != 10 {
		t.Fatalf("after a big value: %d entries, %d bytes", c.len(), c.bytes)
	}
	c.clear(drop)
	if c.len() != 0 || c.bytes != 0 || dropped[len(dropped)-1] != 5 {
		t.Fatalf("clear: %d entries, %d bytes, dropped %v", c.len(), c.bytes, dropped)
	}
}
