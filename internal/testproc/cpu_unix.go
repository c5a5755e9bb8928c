//go:build unix

package testproc

import (
	"syscall"
	"time"
)

// CPU returns the CPU time this process has used, user and system, its
// garbage collector's included: what the benchmarks report as cpu-ns/op.
func CPU() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
