package rules

import (
	"reflect"
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

// TestPendPriorityClearsEveryField gives every field of the pending
// decision a value, then checks that pendPriority leaves the decision a
// whole Decision literal would: a field added to Decision must be cleared
// there too.
func TestPendPriorityClearsEveryField(t *testing.T) {
	g := &Game{}
	v := reflect.ValueOf(&g.pending).Elem()
	for i := range v.NumField() {
		f := v.Field(i)
		switch f.Kind() {
		case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
			f.SetInt(7)
		case reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
			f.SetUint(7)
		case reflect.Array:
			for j := range f.Len() {
				f.Index(j).SetString("option")
			}
		default:
			t.Fatalf("Decision.%s: a %v, which the test cannot fill: fill it here and clear it in pendPriority", v.Type().Field(i).Name, f.Kind())
		}
	}
	g.pendPriority(1)
	if want := (Decision{Seat: 1, Kind: DecidePriority, Source: NoObj}); g.pending != want {
		t.Errorf("pendPriority left %+v, want %+v", g.pending, want)
	}
}
