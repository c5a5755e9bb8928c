package hookcall

import (
	"path/filepath"
	"strings"
	"syscall"
)

// The asker's resolution (queue.AskerPaths) reads the command and runs the
// default policy over it, which is most of a protected-mode hook call's
// cost. Most commands name no symbolic link at all, so [MayNameLink]
// looks first, cheaply and conservatively: it answers false only when no
// word of the command, taken as a path from the cwd, the home or any
// directory another word names, passes through a link on disk. A false
// answer skips the resolution; the broker still judges the paths as
// written and as it resolves them, as it did before asker resolution.

const (
	// gateMaxCommand is the longest command the gate reads; a longer one
	// is resolved in full.
	gateMaxCommand = 8 << 10
	// gateMaxWords and gateMaxDirs bound the gate's work: past them the
	// command is resolved in full.
	gateMaxWords = 128
	gateMaxDirs  = 8
)

// gateFull holds the characters after which the gate cannot tell what a
// word names (expansions, globs, braces, escapes, a user's home): the
// command is resolved in full.
const gateFull = "$`*?[{\\~"

// gateSplit holds the characters that end a word for the gate: blanks,
// shell operators, quotes, and the separators of option values and lists.
const gateSplit = " \t\n\r;&|<>()'\"=,:"

// MayNameLink reports whether command might write through a symbolic
// link that queue.AskerPaths would resolve, judged from cwd and home. It
// errs towards true.
func MayNameLink(command, cwd, home string) bool {
	if len(command) > gateMaxCommand {
		return true
	}
	rest := command
	if home != "" {
		// "~/" and a bare "~" are this account's home; "~user" is not
		// known here and is resolved in full.
		rest = strings.ReplaceAll(strings.ReplaceAll(rest, "~/", home+"/"), " ~ ", " "+home+" ")
	}
	if strings.ContainsAny(rest, gateFull) {
		return true
	}
	words := strings.FieldsFunc(rest, func(r rune) bool { return strings.ContainsRune(gateSplit, r) })
	if len(words) > gateMaxWords {
		return true
	}
	var names []string
	for _, w := range words {
		names = addName(names, w)
		// An option's attached value (-o/tmp/x, -Cdir): its tail too.
		if len(w) > 2 && w[0] == '-' {
			names = addName(addName(names, strings.TrimLeft(w, "-")), w[2:])
		}
	}
	dirs := []string{cwd}
	if home != "" {
		dirs = append(dirs, home)
	}
	for _, n := range names {
		base := cwd
		if filepath.IsAbs(n) {
			base = "/"
		}
		link, dir := walk(base, n)
		if link {
			return true
		}
		if dir {
			dirs = append(dirs, filepath.Join(base, n))
		}
	}
	if len(dirs) > gateMaxDirs {
		return true
	}
	// A word may be read from a directory another word moved into (cd,
	// -C, --directory): try each relative word from each of them.
	for _, d := range dirs[1:] {
		for _, n := range names {
			if filepath.IsAbs(n) {
				continue
			}
			if link, _ := walk(d, n); link {
				return true
			}
		}
	}
	return false
}

// addName appends n to names unless it is there already: a name is
// looked up once from each directory.
func addName(names []string, n string) []string {
	for _, m := range names {
		if m == n {
			return names
		}
	}
	return append(names, n)
}

// walk reports whether the path p, taken from base, passes through a
// symbolic link among the parts of it that exist (link), and else
// whether it names a directory (dir). Each part is looked up once, with
// lstat(2) and no os.FileInfo: the last part's answer says whether it
// is a directory, which a stat(2) of the path, with no link on it, would
// say too; a path that ends in "." or ".." is stat'ed whole.
func walk(base, p string) (link, dir bool) {
	cur := base
	var st syscall.Stat_t
	looked := false // st is cur's
	for _, part := range strings.Split(p, "/") {
		switch part {
		case "", ".":
			continue
		case "..":
			cur, looked = filepath.Dir(cur), false
			continue
		}
		cur = filepath.Join(cur, part)
		if syscall.Lstat(cur, &st) != nil {
			return false, false
		}
		if st.Mode&syscall.S_IFMT == syscall.S_IFLNK {
			return true, false
		}
		looked = true
	}
	if !looked && syscall.Stat(filepath.Join(base, p), &st) != nil {
		return false, false
	}
	return false, st.Mode&syscall.S_IFMT == syscall.S_IFDIR
}
