//go:build !unix

package queue

import "time"

// processCPU is not measured here: the benchmarks report no cpu-ns/op.
func processCPU() time.Duration { return 0 }
