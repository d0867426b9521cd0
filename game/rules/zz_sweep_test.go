package rules

import (
	"os"
	"strconv"
	"testing"
)

func TestZZSweep(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("SWEEP"))
	start, _ := strconv.Atoi(os.Getenv("SWEEP_START"))
	for i := start; i < start+n; i++ {
		seed := uint64(i)
		ok := t.Run(strconv.Itoa(i), func(t *testing.T) { runFuzzGame(t, seed, uint8(i%3), uint8(i/3)) })
		if !ok {
			return
		}
	}
}
