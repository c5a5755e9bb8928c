//go:build !linux

package queue

// processStart is not known on this system: pid reuse is not detected,
// and a sweep relies on kill(pid, 0) alone.
func processStart(int) (uint64, bool) { return 0, false }

// processDead is not known on this system: kill(pid, 0) alone tells.
func processDead(int) bool { return false }

// processStat is not known on this system: kill(pid, 0) alone tells.
func processStat(int) (state byte, stateOK bool, start uint64, startOK bool) {
	return 0, false, 0, false
}
