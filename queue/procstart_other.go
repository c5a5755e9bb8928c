//go:build !linux

package queue

// processStart is not known on this system: pid reuse is not detected,
// and a sweep relies on kill(pid, 0) alone.
func processStart(int) (uint64, bool) { return 0, false }

// processDead is not known on this system: kill(pid, 0) alone tells.
func processDead(int) bool { return false }

// processStopped is not known on this system: a stopped asker is taken
// for one that runs.
func processStopped(int) bool { return false }
