//go:build !linux

package broker

// processStopped is not known here (protected mode runs on Linux only):
// a call ends at its timeout.
func processStopped(int) (string, bool) { return "", false }
