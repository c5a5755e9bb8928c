package queue

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// A glob can name the script a shell runs (`bash scripts/w*.sh`, `bash
// /tmp/s[x]`: rt50 A7, rt50k N1): patterns' Context.ScriptGlob lists what
// it matches, so each file is read as the script a literal name would be.
// Only the last element may be a glob: one directory is listed, bounded,
// never below /proc, /sys or /dev; or ROOT/**/NAME, the files find's `{}`
// names, walked below ROOT (context_scriptglob_deep.go). What cannot be listed is an error, and
// the runner asks.

// globEntriesMax bounds the entries of the directory a script glob lists.
const globEntriesMax = 4096

// errScriptGlob says why a script glob's matches cannot be listed.
var errScriptGlob = errors.New("a glob ozdesk does not list")

// scriptGlobFor returns Context.ScriptGlob for a command judged in
// workdir; nil when workdir is not absolute.
func scriptGlobFor(workdir string) func(string, int) ([]string, error) {
	if !filepath.IsAbs(workdir) {
		return nil
	}
	return globScripts
}

// globScripts lists the files pattern matches, as bash expands it (no
// dot-file for a pattern not starting with a dot, [!x] negating), in
// byte order; an error past max matches.
func globScripts(pattern string, max int) ([]string, error) {
	if root, name, ok := deepGlob(pattern); ok && filepath.IsAbs(pattern) {
		return globDeep(root, name, max) // find's ROOT/**/NAME (context_scriptglob_deep.go)
	}
	dir, base := filepath.Split(pattern)
	if !filepath.IsAbs(pattern) || strings.ContainsAny(dir, "*?[\\") || base == "" {
		return nil, fmt.Errorf("%s: a glob in a directory's name: %w", pattern, errScriptGlob)
	}
	dir = filepath.Clean(dir)
	real, err := filepath.EvalSymlinks(dir)
	if notThere(err) {
		return nil, nil // no directory: nothing matches
	}
	if err != nil {
		return nil, fmt.Errorf("resolve %s: %w", dir, err)
	}
	if systemTree(real) {
		return nil, fmt.Errorf("%s: below /proc, /sys or /dev: %w", dir, errScriptGlob)
	}
	f, err := os.Open(real)
	if err != nil {
		return nil, fmt.Errorf("open %s: %w", dir, err)
	}
	defer f.Close()
	names, err := f.Readdirnames(globEntriesMax + 1)
	if err != nil && len(names) == 0 {
		return nil, nil // empty, or not a directory: nothing matches
	}
	if len(names) > globEntriesMax {
		return nil, fmt.Errorf("%s: more than %d entries: %w", dir, globEntriesMax, errScriptGlob)
	}
	pat := strings.ReplaceAll(base, "[!", "[^")
	var out []string
	for _, n := range names {
		if strings.HasPrefix(n, ".") && !strings.HasPrefix(base, ".") {
			continue
		}
		ok, err := filepath.Match(pat, n)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", pattern, err)
		}
		if ok {
			out = append(out, filepath.Join(dir, n))
		}
	}
	if len(out) > max {
		return nil, fmt.Errorf("%s: more than %d matches: %w", pattern, max, errScriptGlob)
	}
	slices.Sort(out)
	return out, nil
}
