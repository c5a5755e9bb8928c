package patterns

import (
	"path"
	"strings"
)

// A well-known name is the program it names only where the system keeps
// its programs (issue 7, rt38 family 1): `/bin/bash`, `/usr/bin/zsh`,
// `/opt/homebrew/bin/bash`, a multi-user Nix install's default profile
// (`/nix/var/nix/profiles/default/bin/bash`, root's, as NixOS's
// /run/current-system/sw/bin is: fx56h, rt54's needless asks), or a bare name the shell finds on PATH. The
// same name anywhere else (`/tmp/bash`, `./sh`, `~/bin/sh`, `/opt/sh`) is
// whatever file the agent put there, an unknown program.

// systemBinDirs are the directories that hold the system's programs: the
// FHS ones, Homebrew's, MacPorts', NixOS's system profile, Nix's default
// profile and snap's (a user's own profile, per-user or ~/.nix-profile,
// is not).
var systemBinDirs = lazy[map[string]bool]{build: func() map[string]bool {
	m := map[string]bool{}
	for _, d := range strings.Fields(`/bin /sbin /usr/bin /usr/sbin /usr/local/bin /usr/local/sbin
		/opt/homebrew/bin /opt/homebrew/sbin /opt/local/bin /opt/local/sbin /home/linuxbrew/.linuxbrew/bin
		/run/current-system/sw/bin /nix/var/nix/profiles/default/bin /snap/bin /usr/pkg/bin /usr/xpg4/bin`) {
		m[d] = true
	}
	return m
}}

// atSystemPlace reports whether a program word v names its program by a
// bare name (found on PATH) or by a clean absolute path in one of
// systemBinDirs or a nix store path's bin directory
// (/nix/store/HASH-bash-5.2/bin/bash).
func atSystemPlace(v string) bool {
	if !strings.Contains(v, "/") {
		return v != "" && v != "." && v != ".."
	}
	if !strings.HasPrefix(v, "/") || path.Clean(v) != v {
		return false
	}
	dir := path.Dir(v)
	if systemBinDirs.get()[dir] {
		return true
	}
	rest, ok := strings.CutPrefix(dir, "/nix/store/")
	return ok && strings.Count(rest, "/") == 1 && strings.HasSuffix(rest, "/bin") && !strings.HasPrefix(rest, ".")
}
