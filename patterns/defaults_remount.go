package patterns

// remountPatterns are mount told to remount (fx39a): `mount -o
// remount,ro /` changes how a mounted filesystem behaves for the whole
// machine (read-only, noexec …), cmd.system's, and puts nothing over
// the mount point: it hides and writes no file, so it is no change of
// what ozdesk guards below it, and cmd.guard-tamper leaves it alone.
func remountPatterns() []string {
	return []string{"mount -o=*remount* **", "mount --options=*remount* **"}
}
