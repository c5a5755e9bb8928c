package patterns

import (
	"fmt"
	"strings"
)

// A recipe or task file in a temporary directory, handed to its runner
// (`make -f /tmp/Makefile deploy`, `task --taskfile /tmp/Taskfile.yml`,
// `just --justfile /tmp/j`), is code from outside the project that nobody
// has read, as `make -f <(…)` is (rt36 #3): the part is unreadable. A
// recipe file in the work tree is left alone. So are a Brewfile (Ruby
// that `brew bundle` runs, tapping and installing what it names) and a
// pre-commit configuration (the repositories whose hooks it fetches and
// runs) in a temporary directory (fx37a): `brew bundle --file
// /tmp/Brewfile`, `pre-commit run -c /tmp/p.yaml`; `brew bundle dump
// --file=F` writes F and is left alone.

// recipeTempDirs are the directories whose files come from outside any project.
var recipeTempDirs = []string{"/tmp/", "/var/tmp/", "/dev/shm/", "/private/tmp/"}

// recipeFileOpts are, per runner, the options that name its recipe file.
// A map built at init would cost the hook its allocations in every
// process (TestAdapterInits), so it is built on first use.
var recipeFileOpts = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"make": {"-f", "--file", "--makefile"}, "gmake": {"-f", "--file", "--makefile"},
		"task": {"-t", "--taskfile"}, "just": {"-f", "--justfile"},
		"brew": {"--file"}, "pre-commit": {"-c", "--config"},
	}
}}

// recipeFromTemp returns the unreadable marker of a runner part given a
// recipe file in a temporary directory, or nil.
func (r *reading) recipeFromTemp(p *Part) []*Node {
	opts := recipeFileOpts.get()[p.Program]
	args := p.Args()
	if p.Program == "brew" && !brewBundleRuns(args) {
		return nil
	}
	if p.Program == "pre-commit" {
		if n := tryRepoFromTemp(r, p, args); n != nil {
			return n
		}
	}
	for i := 0; i < len(args); i++ {
		lit, _ := litPrefix(args[i])
		if lit == "--" {
			break
		}
		var val Word
		switch k, _, eq := strings.Cut(lit, "="); {
		case contains(opts, lit) && i+1 < len(args):
			val = args[i+1]
			i++
		case eq && strings.HasPrefix(k, "--") && contains(opts, k):
			val = subWord(args[i], len(k)+1)
		default:
			continue
		}
		v, _ := litPrefix(val)
		for _, d := range recipeTempDirs {
			if strings.HasPrefix(v, d) {
				return []*Node{r.unreadable(p, UnreadableProgram, val.Span, fmt.Sprintf(
					"%s runs the recipes of %s, a file in a temporary directory, from outside the project: what they run is not read here.",
					p.Program, quoteRaw(val.Raw)))}
			}
		}
	}
	return nil
}

// brewBundleRuns reports whether brew's words are a `brew bundle` that
// reads its Brewfile to install (not `dump`, which writes one).
func brewBundleRuns(args []Word) bool {
	bundle := false
	for _, a := range args {
		lit, _ := litPrefix(a)
		switch {
		case strings.HasPrefix(lit, "-"):
		case !bundle && lit == "bundle":
			bundle = true
		case bundle:
			return lit != "dump"
		default:
			return false
		}
	}
	return bundle
}

// tryRepoFromTemp returns the unreadable marker of `pre-commit try-repo
// REPO` (args: pre-commit's words after its name) whose REPO lies in a
// temporary directory, or nil.
func tryRepoFromTemp(r *reading, p *Part, args []Word) []*Node {
	i := 0
	for i < len(args) && strings.HasPrefix(args[i].Raw, "-") {
		i++
	}
	if i+1 >= len(args) || !isLit(args[i], "try-repo") {
		return nil
	}
	for _, w := range args[i+1:] {
		v, _ := litPrefix(w)
		if strings.HasPrefix(v, "-") {
			continue
		}
		for _, d := range recipeTempDirs {
			if strings.HasPrefix(v, d) {
				return []*Node{r.unreadable(p, UnreadableProgram, w.Span, fmt.Sprintf(
					"pre-commit runs the hooks of the repository %s, in a temporary directory, from outside the project: what they run is not read here.",
					quoteRaw(w.Raw)))}
			}
		}
		return nil // the repository is the first operand
	}
	return nil
}
