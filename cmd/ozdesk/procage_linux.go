//go:build linux

package main

import (
	"bytes"
	"os"
	"strconv"
	"time"

	"golang.org/x/sys/unix"
)

// clockTicks is the unit of /proc's process start times (USER_HZ, fixed
// at 100 for user space on Linux).
const clockTicks = 100

// processAge is how long ago the kernel started this process (its exec),
// read from /proc/self/stat against the boot clock; 0 when it cannot be
// read (the caller then measures from now).
func processAge() time.Duration {
	b, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		return 0
	}
	// The command's name, in parentheses, may hold anything: the fields
	// that follow start after its last ')'. starttime is the 22nd field,
	// the 20th after the name.
	i := bytes.LastIndexByte(b, ')')
	if i < 0 {
		return 0
	}
	fields := bytes.Fields(b[i+1:])
	if len(fields) < 20 {
		return 0
	}
	ticks, err := strconv.ParseUint(string(fields[19]), 10, 64)
	if err != nil {
		return 0
	}
	var now unix.Timespec
	if err := unix.ClockGettime(unix.CLOCK_BOOTTIME, &now); err != nil {
		return 0
	}
	started := time.Duration(ticks) * time.Second / clockTicks
	if age := time.Duration(now.Nano()) - started; age > 0 {
		return age
	}
	return 0
}
