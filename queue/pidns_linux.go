package queue

import "os"

// pidNamespace returns the pid namespace this process runs in, as the
// inode of /proc/self/ns/pid (the same number in every namespace that
// reads it); 0 where it cannot be read.
func pidNamespace() uint64 {
	link, err := os.Readlink("/proc/self/ns/pid")
	if err != nil {
		return 0
	}
	return pidNamespaceOf(link)
}
