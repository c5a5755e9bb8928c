package patterns

import "strings"

// Version-control clients beside git, hg, svn and the forges' (fx32b):
// what they check out is the remote's, and a script of it run later in
// the line is made-then-run as after `git clone`: `fossil clone URL
// r.fossil && fossil open r.fossil` (open fills the directory it runs
// in, or --workdir's), `bzr branch URL d`, `brz checkout URL d`, `darcs
// clone URL d`, `pijul clone URL d`, `cvs -d ROOT checkout MODULE`.

// vcsCloneTable holds their writes.
func vcsCloneTable() map[string]doer {
	bzr := cloneVerbWrites([]string{"branch", "checkout", "co", "get", "clone"},
		"-r", "--revision", "--stacked-on", "--files-from", "--bind-to", "-d", "--directory")
	return map[string]doer{
		"fossil": fossilWrites,
		"bzr":    bothDoers(bzr, bzrExportWrites), "brz": bothDoers(bzr, bzrExportWrites),
		"darcs": cloneVerbWrites([]string{"clone", "get"}, "--tag", "-t", "--to-match", "--to-patch", "--to-hash",
			"--context", "--repodir", "--set-scripts-executable"),
		"pijul": cloneVerbWrites([]string{"clone"}, "--channel", "--change", "--state", "--path", "-k", "--port"),
		"cvs":   cvsCheckoutWrites,
	}
}

// cloneVerbWrites: PROG VERB URL [DIR] fills DIR, or the directory named
// after the URL's last element; valued names the options that take a
// value.
func cloneVerbWrites(verbs []string, valued ...string) doer {
	return func(p *Part) doings {
		if !hasLitArg(p, verbs...) {
			return doings{}
		}
		s := scanArgs(p, valued...)
		if len(s.ops) < 2 || !contains(verbs, litOr(s.ops[0], "")) {
			return doings{}
		}
		return doings{writes: []Word{treeWord(cloneDirWord(s.ops[1:]))}}
	}
}

// cloneDirWord returns the directory a clone of rest[0] fills: rest[1],
// or rest[0]'s last element without .git or .fossil, or "." when that is
// not known.
func cloneDirWord(rest []Word) Word {
	if len(rest) > 1 && !isLit(rest[1], "--") {
		return rest[1]
	}
	v, ok := rest[0].Literal()
	if !ok {
		return LitWord(".")
	}
	v = strings.TrimRight(v, "/")
	base := v[strings.LastIndexAny(v, "/:")+1:]
	base = strings.TrimSuffix(strings.TrimSuffix(base, ".git"), ".fossil")
	if base == "" || base == "." || base == ".." {
		return LitWord(".")
	}
	return LitWord(base)
}

// bzrExportWrites: bzr export DEST [BRANCH] writes DEST, a file or a
// directory.
func bzrExportWrites(p *Part) doings {
	if !hasLitArg(p, "export") {
		return doings{}
	}
	s := scanArgs(p, "-r", "--revision", "--format", "--root", "-d", "--directory", "--filters")
	if len(s.ops) < 2 || !isLit(s.ops[0], "export") {
		return doings{}
	}
	return doings{writes: []Word{s.ops[1], treeWord(s.ops[1])}}
}

// fossilValued are the options of fossil's clone and open that take a
// value.
var fossilValued = []string{"-A", "--admin-user", "-B", "--httpauth", "-c", "--ssh-command",
	"--transport-command", "--workdir", "--repodir", "-R", "--repository", "--save-http-password"}

// fossilWrites: fossil clone URL FILE writes the repository FILE (and,
// without FILE, opens a checkout in the directory named after the URL);
// fossil open REPO fills the directory it runs in, or --workdir's.
func fossilWrites(p *Part) doings {
	if !hasLitArg(p, "clone", "open") {
		return doings{}
	}
	s := scanArgs(p, fossilValued...)
	if len(s.ops) < 2 {
		return doings{}
	}
	var out []Word
	for _, d := range s.all("--workdir") {
		out = append(out, treeWord(d))
	}
	switch verb, _ := s.ops[0].Literal(); {
	case verb == "clone" && len(s.ops) >= 3:
		out = append(out, s.ops[2])
	case verb == "clone":
		out = append(out, treeWord(cloneDirWord(s.ops[1:2])))
	case verb == "open" && len(s.all("--workdir")) == 0:
		out = append(out, treeWord(LitWord(".")))
	}
	return doings{writes: out}
}

// cvsCheckoutWrites: cvs checkout (co, get) and export fill a directory
// here named by the command's -d, or by each module.
func cvsCheckoutWrites(p *Part) doings {
	verbs := []string{"checkout", "co", "get", "export"}
	if !hasLitArg(p, verbs...) {
		return doings{}
	}
	args := p.Args()
	at := -1
	for i, w := range args {
		if contains(verbs, litOr(w, "")) {
			at = i
			break
		}
	}
	if at < 0 {
		return doings{}
	}
	// The command's own options and operands: a Part of them alone.
	s := scanArgs(&Part{Words: append([]Word{{}}, args[at+1:]...)}, "-d", "-r", "-D", "-j", "-k", "-T")
	dirs := s.all("-d")
	if len(dirs) == 0 {
		dirs = s.ops
	}
	var out []Word
	for _, d := range dirs {
		out = append(out, treeWord(d))
	}
	return doings{writes: out}
}
