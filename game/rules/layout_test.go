package rules

import (
	"testing"
	"unsafe"
)

// TestObjectTakes64Bytes keeps Object's fields in an order that packs them
// (see Object): a game allocates an Object for every card.
func TestObjectTakes64Bytes(t *testing.T) {
	if n := unsafe.Sizeof(Object{}); n > 64 {
		t.Errorf("an Object takes %d bytes, more than 64", n)
	}
}
