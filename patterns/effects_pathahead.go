package patterns

import "strings"

// pathAheadEntry reports whether a PATH entry before the inherited PATH
// puts a directory outside the system's and the home's program
// directories ahead of them (rt23d): the project's own (`./bin`, `bin`,
// `$PWD/bin`), one beside it (`../x/bin`), or an absolute one elsewhere
// (`/srv/x`). A later make, sh -c or npm run then may run a file there
// in place of the program its name says. The project's installed tools
// (`node_modules/.bin`, a virtual environment's `.venv/bin` or
// `venv/bin`), a directory below the system's (`/usr`, `/opt`, `/nix`,
// `/snap`, `/bin`, `/sbin`, macOS's and Homebrew's), one below a home
// (`/home/…`, `/Users/…`, `/root/…`: not told here from a project there),
// the home's (`~/…`) and a tool's below a variable (`$HOME/go/bin`,
// `$GOPATH/bin`) are everyday.
func pathAheadEntry(e string) bool {
	if rest, ok := cwdEntryRest(e); ok { // effects_pathcwd.go
		return !projectToolDir(rest)
	}
	switch {
	case strings.HasPrefix(e, "$"), strings.HasPrefix(e, "~"):
		return false
	case strings.HasPrefix(e, "/"):
		for _, pre := range []string{"/usr/", "/opt/", "/nix/", "/snap/", "/bin", "/sbin", "/home/", "/Users/",
			"/root/", "/Library/", "/Applications/", "/System/"} {
			if e == strings.TrimSuffix(pre, "/") || strings.HasPrefix(e, pre) {
				return false
			}
		}
		return true
	}
	return !projectToolDir(e)
}

// projectToolDir reports whether a directory relative to the project is
// where its package manager installs its tools' programs.
func projectToolDir(rel string) bool {
	rel = strings.TrimSuffix(strings.TrimPrefix(rel, "./"), "/")
	switch rel {
	case "node_modules/.bin", ".venv/bin", "venv/bin":
		return true
	}
	return false
}
