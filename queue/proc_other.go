//go:build !unix

package queue

// processGone cannot tell on this system: a waiting process is never
// taken for gone, and its ask expires at its deadline instead.
func processGone(int, uint64) bool { return false }

// processStatus cannot tell on this system: a waiting process is taken
// for one that runs.
func processStatus(int, uint64) AskerStatus { return AskerRuns }
