package queue

// WrittenPath is the path the kernel would write for p, an absolute path
// as written, through the symbolic links on the file system now (see
// writtenPath): what the hook adapters resolve a file tool's path with,
// on the agent's own machine, before asking.
func WrittenPath(p string) string { return writtenPath(p) }

// HardLinked reports whether p, an absolute path as written, leads to a
// regular file with more than one name (see hardLinked): a file tool's
// write of it is judged as might-be-guarded. guarded are the guarded
// files (absolute; patterns.GuardedPaths): below a node_modules/ only a
// second name of one of them counts.
func HardLinked(p string, guarded []string) bool { return hardLinked(p, guarded) }
