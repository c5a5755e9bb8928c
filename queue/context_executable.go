package queue

import "os"

// A hook git runs is a file it can execute (patterns' Context.Executable,
// body_githook.go): a regular file, through the links on the file system,
// with an execute bit. A look that fails counts as executable: the hook
// is then read, and only what it holds can make the part ask.

// executableFile reports whether p names a regular file with an execute
// bit, or cannot be looked at.
func executableFile(p string) bool {
	fi, err := os.Stat(p)
	if err != nil {
		return !notThere(err)
	}
	return !fi.Mode().IsRegular() || fi.Mode().Perm()&0o111 != 0
}
