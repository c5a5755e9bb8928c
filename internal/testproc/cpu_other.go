//go:build !unix

package testproc

import "time"

// CPU is not measured here: it returns 0, and the benchmarks report no
// cpu-ns/op.
func CPU() time.Duration { return 0 }
