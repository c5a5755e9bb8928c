package patterns

import (
	"path"
	"strings"
)

// Someone else's code checked out by other verbs (rt44 §1, fx44r1): "check
// out the PR and run the tests" is how an agent most often runs a
// stranger's code, and a fork's pull request may rewrite the Makefile,
// package.json's scripts or conftest.py. Each of these fills a tree the
// line does not show, so a later part that runs that tree's code (make,
// npm install or test, pytest, cargo test, ./scripts/x.sh) is
// made-then-run:
//
//   - `gh pr checkout N` (any of its options, --force, --detach, -b),
//     `hub pr checkout N`, `glab mr checkout N` and `tea pr checkout N`:
//     the work tree;
//   - `git worktree add PATH REF` of someone else's ref
//     (effects_gitforeign_ref.go): PATH;
//   - `git submodule add URL [PATH]` of a URL: PATH, or the URL's base
//     name, as a clone;
//   - `eget REPO [--to DIR]`: the binary a release of REPO holds, into
//     DIR (the part's own directory without one).
//
// Left alone: the same verbs with nothing run after them (`gh pr checkout
// 12`), `gh pr view` and the like, `git worktree add ../w main` (a local
// or default branch), `git submodule update --init` (the project's own
// .gitmodules), and a submodule added by a relative URL (../lib.git: the
// project's own host).

// reviewCheckoutMakes returns the tree part p, running in dir, fills with
// a pull or merge request's code, or eget's download.
func reviewCheckoutMakes(p *Part, dir place) []made {
	if !reviewCheckoutProg(p.Program) {
		return nil
	}
	if p.Program == "eget" {
		return egetMakes(p, dir)
	}
	s := scanArgs(p, "-b", "--branch", "-R", "--repo", "--remote")
	if len(s.ops) < 3 {
		return nil
	}
	noun, verb := "pr", "checkout"
	if p.Program == "glab" {
		noun = "mr"
	}
	if !isLit(s.ops[0], noun) && !(p.Program == "tea" && isLit(s.ops[0], "pulls")) || !isLit(s.ops[1], verb) {
		return nil
	}
	d := dir
	d.tree = true
	return []made{{place: d, how: "checks out " + quoteRaw(s.ops[2].Raw) + ", a request's code that may be someone else's, onto"}}
}

// reviewCheckoutProg reports whether a program is one reviewCheckoutMakes
// reads (a switch: mayMake asks it for every part).
func reviewCheckoutProg(prog string) bool {
	switch prog {
	case "gh", "hub", "glab", "tea", "eget":
		return true
	}
	return false
}

// egetMakes: eget REPO --to DIR|FILE writes the release's binary there,
// into the part's own directory without --to.
func egetMakes(p *Part, dir place) []made {
	s := scanArgs(p, "--to", "-t", "--tag", "-s", "--system", "-f", "--file", "-a", "--asset", "--sha256", "--verify-sha256", "--source")
	if len(s.ops) == 0 {
		return nil
	}
	to := LitWord(".")
	if tos := s.all("--to"); len(tos) > 0 {
		to = tos[len(tos)-1]
	}
	return placesOf([]Word{to}, dir, true, "downloads "+quoteRaw(s.ops[0].Raw)+"'s release into")
}

// gitWorktreeMakes: git worktree add [-b NEW] PATH REF fills PATH with
// REF's tree; only someone else's ref, FETCH_HEAD or a ref a URL fetch
// wrote is made.
func gitWorktreeMakes(parts []*Part, i int, rest []Word, dir place, added map[string]bool) []made {
	s := scanArgs(&Part{Words: append([]Word{{}}, rest...)}, "-b", "-B", "--reason")
	if len(s.ops) < 3 || !isLit(s.ops[0], "add") {
		return nil
	}
	ref, ok := s.ops[2].Literal()
	if !ok || !(ref == "FETCH_HEAD" || gitForeignRef(ref, added) || fetchedRefs(parts, i)[ref]) {
		return nil
	}
	return placesOf(s.ops[1:2], dir, true, "checks out "+quoteRaw(s.ops[2].Raw)+", someone else's branch, into")
}

// gitSubmoduleMakes: git submodule add URL [PATH] clones URL into PATH,
// or into the URL's base name.
func gitSubmoduleMakes(rest []Word, dir place) []made {
	s := scanArgs(&Part{Words: append([]Word{{}}, rest...)}, "-b", "--branch", "--name", "--reference", "--depth")
	if len(s.ops) < 2 || !isLit(s.ops[0], "add") {
		return nil
	}
	url, ok := s.ops[1].Literal()
	if ok && !isRemoteURL(url) {
		return nil // ../lib.git: the project's own host
	}
	var out []made
	if len(s.ops) >= 3 {
		out = placesOf(s.ops[2:3], dir, true, "clones into")
	} else if ok && len(dir.pat) == 1 {
		pl := below(dir.at, dir.pat[0], strings.TrimSuffix(path.Base(strings.TrimRight(url, "/")), ".git"))
		pl.tree = true
		out = []made{{place: pl, how: "clones into"}}
	} else {
		d := dir
		d.tree = true
		out = []made{{place: d, how: "clones into"}}
	}
	for k := range out {
		out[k].clone = true
	}
	return out
}
