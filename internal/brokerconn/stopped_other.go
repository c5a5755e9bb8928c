//go:build !linux

package brokerconn

// ProcessStopped is not known here (protected mode runs on Linux only):
// a call ends at its timeout.
func ProcessStopped(int) (string, bool) { return "", false }
