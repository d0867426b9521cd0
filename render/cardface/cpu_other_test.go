//go:build !unix

package cardface

import "time"

// cpuTime is not measured here.
func cpuTime() time.Duration { return 0 }
