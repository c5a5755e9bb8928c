package queue

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// The configuration of the repository a git part runs in, read where the
// ask is judged (rt20i #4): patterns' [git-dir-config] asks when a
// repository other than the workdir's own sets a key that runs a program.

// gitConfigMax bounds the configuration file read.
const gitConfigMax = 256 << 10

// gitConfigRunsFor returns Context.GitConfigRuns for a command judged in
// workdir.
func gitConfigRunsFor(workdir string) func(dir, gitDir string) (bool, bool, error) {
	return func(dir, gitDir string) (bool, bool, error) {
		gd := gitDir
		if gd == "" {
			var err error
			if gd, err = findGitDir(dir); err != nil {
				return false, false, err
			}
		}
		if gd == "" {
			return false, false, nil // no repository: git runs nothing of one
		}
		runs, err := gitDirRuns(gd)
		if err != nil {
			return false, false, err
		}
		if !runs {
			// a linked worktree's shared configuration
			b, err := readSmallFile(filepath.Join(gd, "commondir"))
			if err != nil {
				return false, false, err
			}
			if c := strings.TrimSpace(string(b)); c != "" {
				if !filepath.IsAbs(c) {
					c = filepath.Join(gd, c)
				}
				if runs, err = configRuns(filepath.Join(c, "config")); err != nil {
					return false, false, err
				}
			}
		}
		own := false
		if runs {
			wd, err := findGitDir(workdir)
			if err != nil {
				return runs, false, err
			}
			if own = workdir != "" && sameDir(gd, wd); !own {
				return true, false, nil
			}
		}
		// its submodules' git directories, whose configuration git run
		// here reads too (context_gitmodules.go): not the workdir's own
		if sub, err := submodulesRun(gd); err != nil || sub {
			return sub, false, err
		}
		return runs, own, nil
	}
}

// gitDirRuns reports whether a git directory's configuration (config,
// and config.worktree, which git reads with extensions.worktreeConfig)
// sets a key that runs a program.
func gitDirRuns(gd string) (bool, error) {
	runs, err := configRuns(filepath.Join(gd, "config"))
	if err != nil || runs {
		return runs, err
	}
	return configRuns(filepath.Join(gd, "config.worktree"))
}

// maxGitPointer bounds a .git file or a commondir read.
const maxGitPointer = 4096

// readSmallFile reads a small file of a git directory (a .git file, a
// commondir): nothing when it is not there, an error when it cannot be
// read or is past [maxGitPointer] bytes (rt21i #4: a look that fails
// asks).
func readSmallFile(p string) ([]byte, error) {
	b, err := os.ReadFile(p)
	switch {
	case notThere(err):
		return nil, nil
	case err != nil:
		return nil, couldNotRead(p, err)
	case len(b) >= maxGitPointer:
		return nil, fmt.Errorf("%s: past %d bytes", p, maxGitPointer)
	}
	return b, nil
}

// findGitDir finds the git directory git would use from dir: a .git
// directory (or a .git file's gitdir) in dir or above, or dir itself
// when it holds HEAD and config (a bare repository, or one written as
// files); "" when there is none. A name the walk cannot look at
// (permission denied: the broker's account and the agent's 0700 home)
// is an error, not "none" (rt21i #4).
func findGitDir(dir string) (string, error) {
	if !filepath.IsAbs(dir) {
		return "", nil
	}
	for d := filepath.Clean(dir); ; d = filepath.Dir(d) {
		dot := filepath.Join(d, ".git")
		fi, err := os.Stat(dot)
		switch {
		case err == nil && fi.IsDir():
			return dot, nil
		case err == nil:
			b, err := readSmallFile(dot)
			if err != nil {
				return "", err
			}
			if g, ok := strings.CutPrefix(strings.TrimSpace(string(b)), "gitdir:"); ok {
				g = strings.TrimSpace(g)
				if !filepath.IsAbs(g) {
					g = filepath.Join(d, g)
				}
				return g, nil
			}
		case !notThere(err):
			return "", couldNotRead(dot, err)
		}
		head, err := isFile(filepath.Join(d, "HEAD"))
		if err != nil {
			return "", err
		}
		if head {
			conf, err := isFile(filepath.Join(d, "config"))
			if err != nil {
				return "", err
			}
			if conf {
				return d, nil
			}
		}
		if d == filepath.Dir(d) {
			return "", nil
		}
	}
}

// isFile reports whether p is a regular file.
func isFile(p string) (bool, error) {
	fi, err := os.Stat(p)
	switch {
	case err == nil:
		return fi.Mode().IsRegular(), nil
	case notThere(err):
		return false, nil
	}
	return false, couldNotRead(p, err)
}

// sameDir reports whether a and b are the same directory.
func sameDir(a, b string) bool {
	if a == "" || b == "" {
		return false
	}
	fa, errA := os.Stat(a)
	fb, errB := os.Stat(b)
	return errA == nil && errB == nil && os.SameFile(fa, fb)
}

// configRuns reports whether a git configuration file sets a key that
// runs a program. A file that is not there runs nothing; one past the
// bound, or not read, is an error.
func configRuns(file string) (bool, error) {
	runs := false
	err := scanGitConfig(file, func(section, key, val string) (bool, error) {
		runs = keyRuns(section, key, val)
		return runs, nil
	})
	if err != nil {
		return false, err
	}
	return runs, nil
}

// keyRuns reports whether a configuration key runs a program.
func keyRuns(section, key, val string) bool {
	v := strings.ToLower(strings.Trim(val, "\""))
	switch section {
	case "core":
		switch key {
		case "fsmonitor":
			return v != "" && v != "false" && v != "true" && v != "0" && v != "1" && v != "no" && v != "yes" && v != "off" && v != "on"
		case "hookspath", "sshcommand", "pager", "editor", "askpass", "gitproxy":
			return true
		}
	case "filter":
		return key == "clean" || key == "smudge" || key == "process"
	case "diff":
		return key == "textconv" || key == "command" || key == "external"
	case "merge":
		return key == "driver"
	case "alias":
		return strings.HasPrefix(strings.TrimSpace(strings.Trim(val, "\"")), "!")
	case "include", "includeif", "pager":
		return true
	case "sequence":
		return key == "editor"
	case "gpg":
		return key == "program"
	case "credential":
		return key == "helper"
	case "uploadpack":
		return key == "packobjectshook"
	}
	return false
}
