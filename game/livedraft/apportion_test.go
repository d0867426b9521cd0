package livedraft

import (
	"slices"
	"testing"
)

func TestApportion(t *testing.T) {
	for _, c := range []struct {
		w    []float64
		n    int
		want []int
	}{
		{[]float64{1, 1, 1}, 10, []int{4, 3, 3}},
		{[]float64{0, 2, 1}, 7, []int{0, 5, 2}},
		{[]float64{0, 0}, 5, []int{0, 0}},
		{[]float64{0.62, 0.26, 0.10, 0.02}, 30, []int{19, 8, 3, 0}},
	} {
		if got := apportion(c.w, c.n); !slices.Equal(got, c.want) {
			t.Errorf("apportion(%v, %d) = %v, want %v", c.w, c.n, got, c.want)
		}
	}
}
