package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
)

// shellScrubbed are the environment variables the guarded shell does not
// pass to the bash it execs. Each makes bash run code the judged command
// does not show (a start-up file, exported functions, the xtrace prompt,
// options such as xtrace), changes how bash reads the command from how
// it was judged (CDPATH, GLOBIGNORE, EXECIGNORE, posix mode, an older
// compatibility level), or loads a library into every program the
// command runs. The same names written in the command are judged (the
// defaults make such a part unreadable); given by the environment, they
// would not be.
var shellScrubbed = map[string]bool{
	"BASH_ENV": true, "ENV": true, "SHELLOPTS": true, "BASHOPTS": true,
	"PS4": true, "PROMPT_COMMAND": true, "CDPATH": true, "GLOBIGNORE": true,
	"EXECIGNORE": true, "POSIXLY_CORRECT": true, "BASH_COMPAT": true,
	"BASH_LOADABLES_PATH": true,
	// What the dynamic loader and the C library drop for setuid programs
	// (beside every LD_ name): each loads a library or a file that steers
	// one into the programs the command runs.
	"GCONV_PATH": true, "GETCONF_DIR": true, "GLIBC_TUNABLES": true,
	"HOSTALIASES": true, "LOCALDOMAIN": true, "LOCPATH": true,
	"MALLOC_TRACE": true, "NIS_PATH": true, "NLSPATH": true,
	"RESOLV_HOST_CONF": true, "RES_OPTIONS": true,
}

// shellScrubbedPrefixes mark whole families: bash's exported functions
// (BASH_FUNC_name%%: a function named like a program in the command would
// run instead), and the dynamic loader's variables (LD_PRELOAD,
// LD_LIBRARY_PATH, LD_AUDIT, LD_ORIGIN_PATH and the rest; DYLD_ on macOS),
// which load a library into bash and every program the command runs.
var shellScrubbedPrefixes = []string{"BASH_FUNC_", "LD_", "DYLD_"}

// shellEnv is env without the variables the guarded shell does not pass
// on (shellScrubbed, exported functions), and the names it left out.
func shellEnv(env []string) (kept, dropped []string) {
	for _, kv := range env {
		name, _, _ := strings.Cut(kv, "=")
		if shellScrubbed[name] || hasAnyPrefix(name, shellScrubbedPrefixes) {
			dropped = append(dropped, name)
			continue
		}
		kept = append(kept, kv)
	}
	return kept, dropped
}

// trustedBash checks that only root could have changed the bash that
// $OZDESK_BASH names: the file, once links are followed, and every
// directory above it are owned by root and not writable by group or
// others. The agent sets the guarded shell's environment, so a bash of
// its own (one that answers the bash check, then runs something else)
// would run every command it was allowed. Root, which could change any
// file, is not held to it.
func trustedBash(path string) error {
	if os.Geteuid() == 0 {
		return nil
	}
	real, err := filepath.EvalSymlinks(path)
	if err != nil {
		return fmt.Errorf("$%s, %s: %w", EnvBash, path, err)
	}
	real, err = filepath.Abs(real)
	if err != nil {
		return fmt.Errorf("$%s, %s: %w", EnvBash, path, err)
	}
	for p := real; ; p = filepath.Dir(p) {
		fi, err := os.Stat(p)
		if err != nil {
			return fmt.Errorf("$%s, %s: %w", EnvBash, path, err)
		}
		st, ok := fi.Sys().(*syscall.Stat_t)
		if !ok {
			return fmt.Errorf("$%s, %s: cannot tell who owns %s", EnvBash, path, p)
		}
		if st.Uid != 0 || fi.Mode().Perm()&0o022 != 0 {
			return fmt.Errorf("$%s, %s, could be changed by others than root (%s is owned by uid %d, mode %v), so the command might run with another program than bash: point it at a bash only root can change, or unset it", EnvBash, path, p, st.Uid, fi.Mode().Perm())
		}
		if p == filepath.Dir(p) {
			return nil
		}
	}
}

// hasAnyPrefix reports whether s starts with one of prefixes.
func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}
