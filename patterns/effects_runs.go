package patterns

import (
	"fmt"
	"strings"
)

// runsFile is a file a part runs: its program word when it names a path
// (./x.sh, d/install.sh), the script a shell or an interpreter runs, the
// file source reads, or the makefile make reads.
type runsFile struct {
	place
	word Word
	// config: the program reads what it runs from the file (git's
	// configuration and hooks, package.json's scripts, a build's
	// setup.py or build.rs).
	config bool
	// gitConfig: the file is git's own configuration or hooks, which a
	// clone does not bring from the remote.
	gitConfig bool
	// code: the program builds or runs code of its tree (effects_tree.go).
	code bool
	// arg: a file the program is given (effects_madeargs.go), which a
	// tree made under another anchor is not taken to hold.
	arg bool
	// implicit: a file the program finds by name in its tree
	// (effects_tree_implicit.go), which neither a tree made under another
	// anchor nor the destination of a copy of files is taken to hold.
	implicit bool
}

// runFiles calls yield with each file part p, running in dir, runs as
// code, in turn, until yield returns false; git's configuration and hooks
// only when gitToo (something made might be them). The files are made one
// at a time: the first that was made earlier in the line ends the look,
// and git alone runs 25 of them.
func runFiles(p *Part, dir place, gitToo bool, yield func(runsFile) bool) {
	if len(p.Words) == 0 {
		return
	}
	add := func(w Word) bool {
		if pl, ok := wordPlace(w, dir); ok {
			return yield(runsFile{place: pl, word: w})
		}
		return true
	}
	for _, pl := range packageScripts(p, dir) {
		if !yield(runsFile{place: pl, word: p.Words[0], config: true}) {
			return
		}
	}
	for _, pl := range treeCode(p, dir) {
		if !yield(runsFile{place: pl, word: p.Words[0], config: true, code: true}) {
			return
		}
	}
	for _, pl := range toolConfigCode(p, dir) { // effects_toolconfig.go
		if !yield(runsFile{place: pl, word: p.Words[0], config: true, code: true, implicit: true}) {
			return
		}
	}
	for _, pl := range implicitCode(p, dir) { // effects_tree_implicit.go
		if !yield(runsFile{place: pl, word: p.Words[0], config: true, code: true, implicit: true}) {
			return
		}
	}
	if !fedRuns(p, dir, yield) {
		return
	}
	if p.Program == "git" && gitToo {
		if !gitConfigFiles(dir, func(pl place) bool {
			return yield(runsFile{place: pl, word: p.Words[0], config: true, gitConfig: true})
		}) {
			return
		}
	}
	for _, w := range escapeScripts(p) {
		if !add(w) {
			return
		}
	}
	for _, w := range installedFiles(p) {
		if !add(w) {
			return
		}
	}
	if lit, _ := litPrefix(p.Words[0]); strings.Contains(lit, "/") || p.Words[0].Dynamic() && p.Program != "" {
		if !add(p.Words[0]) {
			return
		}
	}
	switch name := p.Program; {
	case isShell(name) && name != "busybox":
		call := readShellCall(p.Words, 1, name == "fish")
		if call.rcfile >= 0 && call.dynamic < 0 && !add(p.Words[call.rcfile]) {
			return
		}
		if call.script >= 0 && call.dynamic < 0 {
			add(p.Words[call.script])
		}
	case name == "source" || name == ".":
		if args := trimDashDash(p.Args()); len(args) > 0 {
			add(args[0])
		}
	case sshConfigProgs.get()[name]:
		for _, w := range sshConfigs(p) {
			if !add(w) {
				return
			}
		}
		if name == "sftp" {
			// sftp -b FILE runs FILE's commands, whose !CMD runs a shell.
			if _, vals := operandWords(p, "-b"); len(vals) > 0 && !isLit(vals[0], "-") {
				add(vals[0])
			}
		}
	case kubeClient(name) || name == "npm" || name == "npx" || name == "pnpm":
		for _, w := range configOptionFiles(p) { // effects_optconfig.go
			if !add(w) {
				return
			}
		}
	case optScriptOptions.get()[name] != nil:
		for _, w := range optionScriptFiles(p) { // effects_optscript.go
			if !add(w) {
				return
			}
		}
	case sqlDialectOf(name) != sqlNone:
		for _, w := range sqlStartupWords(p) { // sqlmeta_rcfile.go
			if !add(w) {
				return
			}
		}
	case name == "make" || name == "gmake":
		for _, w := range append(makefiles(p), makeShellWords(p)...) {
			if !add(w) {
				return
			}
		}
	case interpreterSpecs.get()[name] != nil:
		spec := interpreterSpecs.get()[name]
		scan := spec.opts.scan(p.Words, 1)
		if !scan.has(spec.code...) && scan.status == optOK && scan.next < len(p.Words) {
			add(p.Words[scan.next])
		}
	case isInterpreter(name):
		for _, w := range p.Args() {
			if lit, _ := litPrefix(w); !strings.HasPrefix(lit, "-") {
				add(w)
				break
			}
		}
	}
}

// trimDashDash drops a leading "--".
func trimDashDash(args []Word) []Word {
	if len(args) > 0 && isLit(args[0], "--") {
		return args[1:]
	}
	return args
}

// makefiles returns the makefiles make reads: -f's files, or GNUmakefile,
// makefile and Makefile in its directory (-C's, when given).
func makefiles(p *Part) []Word {
	var files []Word
	var chdir string
	words := p.Args()
	for i := 0; i < len(words); i++ {
		lit, _ := litPrefix(words[i])
		switch {
		case (lit == "-f" || lit == "--file" || lit == "--makefile") && i+1 < len(words):
			files = append(files, words[i+1])
			i++
		case strings.HasPrefix(lit, "--file=") || strings.HasPrefix(lit, "--makefile="):
			files = append(files, subWord(words[i], strings.IndexByte(lit, '=')+1))
		case strings.HasPrefix(lit, "-f") && len(lit) > 2 && !strings.HasPrefix(lit, "--"):
			files = append(files, subWord(words[i], 2))
		case lit == "-C" && i+1 < len(words):
			if v, ok := words[i+1].Literal(); ok {
				chdir = strings.TrimSuffix(v, "/") + "/"
			} else {
				chdir = "\x00"
			}
			i++
		}
	}
	vars := makefilesVar(p) // effects_tree_implicit.go
	if len(files) > 0 {
		return append(files, vars...)
	}
	if chdir == "\x00" {
		return []Word{{Segs: []Seg{{Kind: SegParam}, {Kind: SegLit, Text: "/Makefile"}}, Raw: "$DIR/Makefile"}}
	}
	out := make([]Word, 0, 3+len(vars))
	out = append(out, vars...)
	for _, n := range []string{"GNUmakefile", "makefile", "Makefile"} {
		out = append(out, LitWord(chdir+n))
	}
	return out
}

// madeThenRun marks unreadable each part that runs a file an earlier part
// of the line made (wrote, fetched, unpacked, copied, moved, linked, or
// built from what was made), and each part whose bare program name an
// earlier part made in a directory that may be on PATH.
func (r *reading) madeThenRun(ord *order) {
	parts := r.cmd.Parts
	var makers []int
	fetchedURL := lineFetchesURL(parts) // effects_gitfetched.go
	for i, p := range parts {
		if mayMake(p) || fetchedURL && p.Program == "git" {
			makers = append(makers, i)
		}
	}
	if len(makers) == 0 {
		return
	}
	// Only a part that may run after a maker can run what it made.
	afterMaker := func(j int) bool {
		for _, i := range makers {
			if ord.after(i, j) {
				return true
			}
		}
		return false
	}
	runners := false
	for j := range parts {
		runners = runners || afterMaker(j)
	}
	if !runners {
		return
	}
	dirs := lineDirs(r.cmd)
	made := make([][]made, len(parts))
	for _, i := range makers {
		p := parts[i]
		if compilerPrograms.get()[p.Program] {
			made[i] = append(compilerMakes(p, dirs[i], func(in place) bool {
				_, _, hit := madeBefore(parts, made, ord, i, runsFile{place: in})
				return hit
			}), goInstallMakes(p)...)
			continue
		}
		made[i] = append(makes(p, dirs[i]), reviewCheckoutMakes(p, dirs[i])...) // effects_prcheckout.go
		if p.Program == "git" {
			made[i] = append(made[i], gitFetchedMakes(parts, i, dirs[i])...) // effects_gitfetched.go
			if len(made[i]) == 0 {
				made[i] = gitGraftMakes(p, dirs[i]) // effects_gitgraft.go
			}
		}
	}
	gitToo := false
	for _, ms := range made {
		for _, m := range ms {
			gitToo = gitToo || m.tree || len(m.pat) > 1 || strings.Contains(m.pat[0], "git")
		}
	}
	onPaths := newPathMade(makers, made)                       // effects_runs_path.go
	fetched := r.fetchedMakers(parts, made, ord, makers, dirs) // effects_runs_fetched.go
	for j, p := range parts {
		if !afterMaker(j) {
			continue
		}
		found, literal := false, false
		check := func(f runsFile) bool {
			i, m, hit := madeBefore(parts, made, ord, j, f)
			if hit && f.config && isPackageJSON(f.place) { // effects_versionbump.go
				i, m, hit = madeBefore(parts, withoutVersionBumps(parts, made), ord, j, f)
			}
			if hit && f.code && treeShuffle(parts[i], dirs[i]) { // effects_treeshuffle.go
				i, m, hit = madeBefore(parts, withoutTreeShuffles(parts, made, dirs), ord, j, f)
			}
			if hit && p.madeRun != nil && madeTextHolds(parts, made, j, f, dirs[j]) { // effects_madetext.go
				literal = true
				return true
			}
			found = found || hit
			switch {
			case hit && f.code:
				r.effectUnreadable(j, UnreadableMadeRun, f.word.Span, fmt.Sprintf(
					"%s runs code of the tree it works in, and %s %s %s earlier in the line, so what it runs is not known until it runs.",
					quoteRaw(p.Text()), quoteRaw(parts[i].Text()), m.how, m.place))
				r.nameFetchedMade(j, f.word.Span, fetched[i])
			case hit && f.config:
				r.effectUnreadable(j, UnreadableRebound, f.word.Span, fmt.Sprintf(
					"%s runs what its configuration or scripts name, and %s %s %s earlier in the line, so what it runs is not known.",
					p.Program, quoteRaw(parts[i].Text()), m.how, m.place))
			case hit:
				r.effectUnreadable(j, UnreadableMadeRun, f.word.Span, fmt.Sprintf(
					"%s runs %s, which might be the file that %s %s %s earlier in the line, so what it runs is not known until it runs.",
					p.Program, quoteRaw(f.word.Raw), quoteRaw(parts[i].Text()), m.how, m.place))
				r.nameFetchedMade(j, f.word.Span, fetched[i])
			}
			return !hit
		}
		runFiles(p, dirs[j], gitToo, check)
		if !found {
			madeArgFiles(p, dirs[j], check) // effects_madeargs.go
		}
		if !found {
			found = r.madeConfigRun(parts, made, ord, j, dirs[j])
		}
		if p.madeRun != nil && !literal {
			r.madeTextUnsure(j)
		}
		typed, lit := p.Words[0].Literal()
		if !lit || p.Program == "" || strings.Contains(p.Words[0].Raw, "/") {
			continue
		}
		// The shell looks the name up as typed (grm, not the rm it is
		// judged as), and a case-insensitive filesystem finds GRM for
		// it: both are compared folded.
		if at, hit := onPaths.first(ord, j, strings.ToLower(typed), strings.ToLower(p.Program)); hit {
			m := made[at.i][at.k]
			r.effectUnreadable(j, UnreadableRebound, p.Words[0].Span, fmt.Sprintf(
				"%s might be the program that %s %s %s earlier in the line, in a directory that may be on PATH, so what it runs is not known.",
				quoteRaw(p.Program), quoteRaw(parts[at.i].Text()), m.how, m.place))
			if !onPaths.byName(at, strings.ToLower(typed), strings.ToLower(p.Program)) && p.Unreadable != nil &&
				p.Unreadable.Code == UnreadableRebound && p.Unreadable.Span == p.Words[0].Span {
				p.Unreadable.guess = true // a tree of names not known (effects_runs_guess.go)
			}
		}
	}
}

// madeBefore returns a part that may run before part j and made a place
// that covers f (a clone's tree does not cover git's configuration: its
// package.json and setup.py are the remote's).
func madeBefore(parts []*Part, mades [][]made, ord *order, j int, f runsFile) (int, made, bool) {
	for i := range parts {
		if !ord.after(i, j) || f.implicit && writesNothing(parts[i]) { // effects_toolconfig.go
			continue
		}
		for _, m := range mades[i] {
			if (f.arg || f.implicit) && m.tree && m.at != f.at {
				continue
			}
			if f.implicit && m.tree && contains(copyHows, m.how) && !hasFlag(parts[i], "-r", "-R", "-a", "--recursive", "--archive") {
				m.tree = false // files copied: the destination is their name
			}
			// compared case-folded: Run.sh is run.sh on a
			// case-insensitive filesystem (class_fold.go)
			if f.implicit && dataConfigAlone(parts[i], m, mades) { // effects_dataconfig.go
				continue
			}
			if foldPlace(m.place).covers(foldPlace(f.place)) && !(f.gitConfig && m.clone) {
				return i, m, true
			}
		}
	}
	return 0, made{}, false
}

// writesFile reports whether a part writes a file through a redirection.
func writesFile(p *Part) bool {
	for _, rd := range p.Redirs {
		if rd.Writes {
			return true
		}
	}
	return false
}

// onPath reports whether a made place might be the program name found on
// PATH: a file of that name (not one right in the line's own directory,
// which is not on PATH), or a directory tree that is or holds a bin
// directory: /, /usr, /usr/local, the home directory, ~/.local, or one
// whose known end is bin or sbin. A file or directory the reader cannot
// name at all is not taken to be on PATH: only a known name is matched.
func onPath(m place, name string) bool {
	last := m.pat[len(m.pat)-1]
	// last ends in "/"+name (written out without building that string:
	// this runs for every pair of a maker and a later part).
	named := len(last) > len(name) && strings.HasSuffix(last, name) && last[len(last)-len(name)-1] == '/'
	if named && m.at == atCwd && len(m.pat) == 1 && len(last) == len(name)+1 {
		return false
	}
	if named {
		return true
	}
	return m.tree && onPathTree(m)
}

// mayMake reports, cheaply, whether part p might make a file: it writes
// through a redirection, or its program makes files (git only to clone
// or configure, npm and pnpm only through pkg).
func mayMake(p *Part) bool {
	if writesFile(p) || compilerPrograms.get()[p.Program] || p.does != nil && len(p.does.writes) > 0 {
		return true
	}
	if reviewCheckoutProg(p.Program) { // effects_prcheckout.go
		return true
	}
	if makerPrograms.get()[p.Program] == nil {
		return false
	}
	var need []string
	switch p.Program {
	case "git":
		need = []string{"clone", "config", "remote", "apply", "am"}
		if gitMayBringFetched(p) || gitMayGraft(p) || gitMayBringForeign(p) { // effects_gitfetched.go, effects_gitgraft.go, effects_gitforeign_ref.go
			return true
		}
	case "npm", "pnpm":
		need = []string{"pkg", "set-script"}
	default:
		return true
	}
	for _, w := range p.Args() {
		if v, ok := w.Literal(); !ok || contains(need, v) {
			return true
		}
	}
	return false
}
