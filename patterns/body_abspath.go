package patterns

import "strings"

// runsByPath reports whether a program word v names a file run by its
// path whose body is read as `./F` is: a relative path with a slash, or an
// absolute one outside the system's own directories (rt54 M25: `/abs/F`
// ran a planted script unread while `./F` was read). A program under
// /usr, /bin, /sbin, /lib*, /etc, /nix/store, /snap or /proc is the
// system's or a package's, not a file an agent plants, and is not read.
func runsByPath(v string) bool {
	if !strings.Contains(v, "/") {
		return false
	}
	if !strings.HasPrefix(v, "/") {
		return true
	}
	return !systemProgramPath(v)
}

// systemProgramPath reports whether the absolute path v is in one of the
// system's own directories of programs.
func systemProgramPath(v string) bool {
	for _, dir := range []string{"/usr/", "/bin/", "/sbin/", "/lib/", "/lib32/", "/lib64/", "/libx32/", "/etc/", "/nix/store/", "/snap/", "/proc/", "/dev/"} {
		if strings.HasPrefix(v, dir) {
			return true
		}
	}
	return false
}
