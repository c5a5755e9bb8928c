package patterns

import "strings"

// npmKnownShell reports whether npm's (pnpm's, yarn's) script shell value
// runs a plain shell: a known shell path (knownShellPath), or the portable
// spelling through env, `/usr/bin/env bash` (rt53 N17), whose shell is a
// known name looked up on the PATH as a bare `bash` is. env's options
// (`-S`, `-i`), a second word or a shell by path after it are not
// accepted: `/usr/bin/env ./evil.sh` runs that file.
func npmKnownShell(v string) bool {
	if knownShellPath(v) {
		return true
	}
	f := strings.Fields(v)
	return len(f) == 2 && (f[0] == "/usr/bin/env" || f[0] == "/bin/env") &&
		!strings.Contains(f[1], "/") && knownShellPath(f[1])
}
