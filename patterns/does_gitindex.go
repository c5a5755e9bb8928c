package patterns

import "strings"

// Files git writes from its index or a commit, by name (rt53 N6): `git
// checkout [REF] -- PATH…` and `git restore [--source=REF] PATH…` write
// each PATH as the index or REF holds it, and `git update-index
// --cacheinfo MODE,SHA,PATH` sets PATH's entry in the index to any object
// (one `git hash-object -w` made), which a later checkout writes and a
// commit's hooks read (pre-commit runs against the index, its unstaged
// changes stashed). Each is a write of PATH, judged as `git
// checkout-index PATH` is: a file that runs later (.pre-commit-config.yaml,
// .husky/pre-commit, a CI workflow) is not known until it runs. Only a
// path named file by file counts: `git checkout -- .`, a directory or a
// pathspec with a glob is the everyday discarding of one's changes and
// is left alone; and checkout and restore count only for a file that
// runs later, as fx43r decided the index's own Makefile then run
// (`git checkout -- Makefile && make`) is everyday (any path of
// update-index's counts: an index entry set to any object is no one's
// everyday work).

// gitIndexWrites returns the paths git's subcommand sub (checkout,
// restore, update-index) writes by name, in part p.
func gitIndexWrites(p *Part, sub string) []Word {
	args := p.Args()
	at := -1
	for i, w := range args {
		if isLit(w, sub) {
			at = i
			break
		}
	}
	if at < 0 {
		return nil
	}
	rest := args[at+1:]
	var paths []Word
	switch sub {
	case "checkout":
		for i, w := range rest {
			if isLit(w, "--") {
				paths = rest[i+1:]
				break
			}
		}
	case "restore":
		ended := false
		for i := 0; i < len(rest); i++ {
			lit, _ := litPrefix(rest[i])
			switch {
			case ended || !strings.HasPrefix(lit, "-"):
				paths = append(paths, rest[i])
			case lit == "--":
				ended = true
			case lit == "-s" || lit == "--source" || lit == "--pathspec-from-file":
				i++
			}
		}
	case "update-index":
		paths = cacheinfoPaths(rest)
	}
	var out []Word
	for _, w := range paths {
		v, ok := w.Literal()
		if !ok || v == "" || v == "." || v == ".." || strings.HasPrefix(v, ":") || strings.HasSuffix(v, "/") ||
			strings.ContainsAny(v, "*?[") {
			continue
		}
		if _, later := runsLaterAt(place{at: atSome, pat: []string{"/" + strings.ToLower(cleanRel(v))}}); later || sub == "update-index" {
			out = append(out, w)
		}
	}
	return out
}

// cacheinfoPaths returns the paths of update-index's --cacheinfo entries
// in args: MODE,SHA,PATH as one word (after = or not) or as three.
func cacheinfoPaths(args []Word) []Word {
	var out []Word
	for i := 0; i < len(args); i++ {
		lit, _ := args[i].Literal()
		w, skip := args[i], len("--cacheinfo=")
		switch {
		case strings.HasPrefix(lit, "--cacheinfo="):
		case lit == "--cacheinfo" && i+1 < len(args):
			i++
			w, skip = args[i], 0
			lit, _ = w.Literal()
			if strings.Count(lit, ",") < 2 && i+2 < len(args) {
				i += 2
				out = append(out, args[i]) // MODE SHA PATH
				continue
			}
		default:
			continue
		}
		v := lit[skip:]
		first := strings.IndexByte(v, ',')
		if first < 0 {
			continue
		}
		second := strings.IndexByte(v[first+1:], ',')
		if second < 0 {
			continue
		}
		out = append(out, subWord(w, skip+first+1+second+1))
	}
	return out
}
