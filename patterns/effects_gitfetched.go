package patterns

import (
	"iter"
	"strings"
)

// A tree git brings from elsewhere, then built (rt22e #18). Decided: what
// a fetch from a URL brought is downloaded code, as a clone is; so a part
// that puts it in the work tree makes what it puts there, and a later
// make, npm test or any tool that runs the tree's code is made-then-run.
// That is: files checked out or restored from FETCH_HEAD, a merge, rebase,
// cherry-pick, switch or hard reset to it, `git pull URL`, and the same
// of a ref that a fetch of a URL earlier in the line wrote (`git fetch
// URL main:evil && git switch evil`). The project's own branches and its
// named remotes (`git checkout feature`, `git pull`, `git pull origin
// main`) are the project's code, and left alone; reading what was
// fetched (`git log FETCH_HEAD`, `git diff FETCH_HEAD`) brings nothing.

// gitTreeVerbs are git's subcommands that put a commit's files in the work
// tree.
var gitTreeVerbs = []string{"checkout", "switch", "restore", "reset", "merge", "rebase", "cherry-pick", "pull"}

// gitFetchedMakes returns what git part i, running in dir, brings into the
// work tree from a commit fetched from elsewhere: FETCH_HEAD, a URL
// pulled, or a ref an earlier fetch of a URL wrote.
func gitFetchedMakes(parts []*Part, i int, dir place) []made {
	args := parts[i].Args()
	at := gitSubcommand(args)
	if at < 0 {
		return nil
	}
	verb, _ := args[at].Literal()
	added := addedRemotes(parts, i) // effects_gitforeign_ref.go
	switch verb {
	case "worktree":
		return gitWorktreeMakes(parts, i, args[at+1:], dir, added)
	case "submodule":
		return gitSubmoduleMakes(args[at+1:], dir)
	}
	if !contains(gitTreeVerbs, verb) {
		return nil
	}
	var refs, paths []Word
	dashed, hard := false, false
	rest := args[at+1:]
	for k := 0; k < len(rest); k++ {
		w := rest[k]
		lit, _ := litPrefix(w)
		switch {
		case dashed:
			paths = append(paths, w)
		case lit == "--":
			dashed = true
		case lit == "-s" || lit == "--source":
			if k+1 < len(rest) {
				refs = append(refs, rest[k+1])
				k++
			}
		case strings.HasPrefix(lit, "--source="):
			refs = append(refs, subWord(w, len("--source=")))
		case lit == "--hard" || lit == "--keep" || lit == "--merge":
			hard = true
		case strings.HasPrefix(lit, "-"):
		default:
			refs = append(refs, w)
		}
	}
	fetched := fetchedRefs(parts, i)
	from := -1
	how := "puts what was fetched from elsewhere onto"
	for k, w := range refs {
		v, ok := w.Literal()
		if ok && (v == "FETCH_HEAD" || verb == "pull" && k == 0 && isRemoteURL(v) || fetched[v]) {
			from = k
			break
		}
		if ok && verb != "pull" && gitForeignRef(v, added) { // effects_gitforeign_ref.go
			from, how = k, "puts "+quoteRaw(w.Raw)+", someone else's branch, onto"
			break
		}
	}
	if from < 0 && verb == "pull" && gitForeignPull(refs, added) {
		from, how = len(refs)-1, "pulls someone else's branch onto"
	}
	if from < 0 || verb == "reset" && !hard {
		return nil
	}
	if (verb == "checkout" || verb == "restore") && !dashed {
		paths = append(paths, refs[from+1:]...)
	}
	if len(paths) > 0 && (verb == "checkout" || verb == "restore") {
		return placesOf(paths, dir, false, how)
	}
	d := dir
	d.tree = true
	return []made{{place: d, how: how}}
}

// gitRunsBefore yields, for each part before part i that runs git's
// subcommand sub, its arguments and where sub stands among them.
func gitRunsBefore(parts []*Part, i int, sub string) iter.Seq2[[]Word, int] {
	return func(yield func([]Word, int) bool) {
		for _, p := range parts[:i] {
			if p.Program != "git" {
				continue
			}
			args := p.Args()
			if at := gitSubcommand(args); at >= 0 && isLit(args[at], sub) && !yield(args, at) {
				return
			}
		}
	}
}

// fetchedRefs returns the refs (by their full and short names) that a
// fetch of a URL before part i wrote: the destinations of its refspecs.
func fetchedRefs(parts []*Part, i int) map[string]bool {
	out := map[string]bool{}
	for args, at := range gitRunsBefore(parts, i, "fetch") {
		url := false
		for _, w := range args[at+1:] {
			v, ok := w.Literal()
			if !ok || strings.HasPrefix(v, "-") {
				continue
			}
			if !url {
				url = isRemoteURL(v)
				if !url {
					break // a named remote: the project's own
				}
				continue
			}
			if _, dst, ok := strings.Cut(strings.TrimPrefix(v, "+"), ":"); ok && dst != "" {
				out[dst] = true
				for _, pre := range []string{"refs/heads/", "refs/remotes/", "refs/tags/"} {
					if short, ok := strings.CutPrefix(dst, pre); ok {
						out[short] = true
					}
				}
			}
		}
	}
	return out
}

// isRemoteURL reports whether a git remote as written is a URL
// (scheme://…) or scp-like (user@host:path, host:path), not a named remote
// or a local path.
func isRemoteURL(v string) bool {
	if strings.Contains(v, "://") {
		return true
	}
	// git reads host:path as scp-like only with no slash before the colon.
	host, _, ok := strings.Cut(v, ":")
	return ok && host != "" && !strings.Contains(host, "/")
}

// gitMayBringFetched reports, cheaply, whether git part p may put a
// fetched commit in the work tree by itself: it names FETCH_HEAD, or
// pulls from a URL.
func gitMayBringFetched(p *Part) bool {
	pull := false
	for _, w := range p.Args() {
		v, ok := w.Literal()
		switch {
		case !ok:
		case v == "FETCH_HEAD" || strings.HasPrefix(v, "--source=FETCH_HEAD"):
			return true
		case v == "pull":
			pull = true
		case pull && isRemoteURL(v):
			return true
		}
	}
	return false
}

// lineFetchesURL reports whether a part of the line fetches from a URL
// (whose refs a later git part may check out).
func lineFetchesURL(parts []*Part) bool {
	for _, p := range parts {
		if p.Program != "git" {
			continue
		}
		fetch := false
		for _, w := range p.Args() {
			v, _ := w.Literal()
			if v == "fetch" {
				fetch = true
			} else if fetch && isRemoteURL(v) {
				return true
			}
		}
	}
	return false
}
