package patterns

import (
	"path"
	"strings"
)

// The recipes `make TARGET` runs (body_eval.go): those of the named
// targets (or of the first target, for plain make) and of their
// prerequisites that are targets of the same file, from the directory's
// GNUmakefile, makefile or Makefile (or -f's file), moved by -C. Read for
// simple Makefiles: literal recipe lines, their @, - and + prefixes
// dropped, each line in its own shell (a subshell of the body), or the
// whole recipe in one under .ONESHELL; includes, .DEFAULT_GOAL, pattern
// rules, defines, $(MAKE) and a planted SHELL are read too
// (body_make_more.go). A make variable the file sets once to plain text
// (OZ := ozdesk, GO = go, GO ?= go) is that text; any other make variable
// or function in a line stands as an unknown shell variable, so the line
// can only be judged by its certain words. Conditionals (ifeq, ifdef …)
// are read on both branches (body_make_cond.go); a malformed one, an
// include that cannot be read, $(eval …), $(value …), $(file …), load
// and .RECIPEPREFIX make the part ask as unreadable, naming why (fx62h,
// issue 7: a conditional used to leave the part as it was). A word that
// is not literal, or a file past scriptFileMax, leaves the part as it
// was; a dry run (-n), a question (-q) or touch (-t) keeps the lines they
// run (body_make_dry.go).

// makeTargetsMax bounds the targets, prerequisites included, whose
// recipes one make part is judged by.
const makeTargetsMax = 32

// makeNames are the files make reads, in its order.
var makeNames = []string{"GNUmakefile", "makefile", "Makefile"}

// makeBodies returns the recipes a make part runs, as one body.
func makeBodies(p *Part, ctx *Context) []runnerBody {
	dir, files, targets, word, ok := readMakeCall(p, ctx.Cwd)
	incDirs := makeIncludeDirs(p, dir)
	if !ok {
		return nil
	}
	var text []byte
	var err error
	read := ctx.ProjectFile
	if ctx.ScriptFile != nil {
		read = ctx.ScriptFile // a makefile outside the project runs too (rt50k NEW-7)
	}
	name := strings.Join(files, " ")
	if len(files) > 0 {
		text, err = makeReadFiles(dir, files, read) // every -f file, in order (rt54 M5)
	} else {
		for _, n := range makeNames {
			if text, err = read(path.Join(dir, n), scriptFileMax); err != ErrNoProjectFile {
				name = n
				break
			}
		}
	}
	if err != nil || strings.IndexByte(string(text), 0) >= 0 {
		return nil
	}
	text = append(text, makefilesIncludes(p, ctx)...)
	count := 0
	inc := makeInc{dirs: append([]string{dir}, incDirs...), read: read, count: &count}
	spliced, why := inc.splice(string(text), 0) // body_make_more.go
	if why != "" {
		return []runnerBody{{key: "make-include " + bodyJoin(dir, name), from: fromIn(ctx.Cwd, dir, name), dir: dir, word: word,
			unread: fromIn(ctx.Cwd, dir, name) + "'s " + why}}
	}
	text = []byte(spliced)
	if sh := makePlantedShell(string(text)); sh != "" {
		return []runnerBody{{key: "make-shell " + bodyJoin(dir, name), from: fromIn(ctx.Cwd, dir, name), dir: dir, word: word,
			unread: fromIn(ctx.Cwd, dir, name) + " sets " + shownBody(sh) + ": make runs every recipe with it, which is not read here", unreadClass: UnreadableProgram}}
	}
	var out []runnerBody
	if parse, shown := makeParseTime(string(text)); parse != "" {
		out = append(out, runnerBody{key: "make-parse " + bodyJoin(dir, name),
			from: fromIn(ctx.Cwd, dir, name) + "'s $(shell …)", text: parse, shown: shown, dir: dir, word: 0})
	}
	line := makeLineOf(p, ctx) // body_make_line.go
	mf, why := makefileReadLine(string(text), makeLineSetsOS(p), line)
	if why != "" {
		return append(out, runnerBody{key: "make-unread " + bodyJoin(dir, name), from: fromIn(ctx.Cwd, dir, name), dir: dir, word: word,
			unread: fromIn(ctx.Cwd, dir, name) + ": " + why})
	}
	if makeDry(p) {
		mf.dryRunOnly() // body_make_dry.go
	}
	line.apply(&mf, makeOverridden(string(text)))
	for name, v := range makeCmdVars(p, ctx, dir) {
		mf.vars[name] = v // the home, or a directory holding it (body_make_vars.go)
	}
	mf.home, mf.cwd, mf.dir = ctx.Home, ctx.Cwd, dir
	if len(targets) == 0 {
		if mf.first == "" && mf.goal == "" {
			return out
		}
		targets = mf.firsts // any may be the goal (body_make_cond.go)
		if mf.goal != "" && !mf.goalUnsure {
			targets = []string{mf.goal}
		} else if mf.goal != "" {
			targets = append([]string{mf.goal}, mf.firsts...)
		}
	}
	body, shown, ok := mf.recipes(targets, mf.vars)
	if ok && len(body) > bodyTextMax && len(mf.alts) > 0 {
		mf.alts = nil // a branch's values past the bound: unknown, as before (body_make_alts.go)
		body, shown, ok = mf.recipes(targets, mf.vars)
	}
	if !ok || body == "" {
		return out
	}
	body = makePathPrefix(string(text)) + body // the makefile's PATH (body_make_path.go)
	from := fromIn(ctx.Cwd, dir, name) + "'s target " + strings.Join(targets, " ")
	return append(out, runnerBody{key: "make " + bodyJoin(dir, name) + " " + strings.Join(targets, " "),
		from: from, text: body, shown: shown, dir: dir, word: word})
}

// bodyJoin is file named from dir.
func bodyJoin(dir, file string) string {
	if path.IsAbs(file) {
		return path.Clean(file)
	}
	return path.Join(dir, file)
}

// readMakeCall reads a make part: its directory, its -f files (make reads
// each, in order),
// the targets it names and the word the evidence points at (the first
// target, or the program).
func readMakeCall(p *Part, cwd string) (dir string, files []string, targets []string, word int, ok bool) {
	dir, word = cwd, 0
	ws := p.Words
	for k := 1; k < len(ws); k++ {
		v, lit := ws[k].Literal()
		if !lit {
			if makeVarWord(ws[k]) {
				continue // DIR="$HOME": a variable for the run (body_make_vars.go)
			}
			return "", nil, nil, 0, false
		}
		if rest, dry := makeDryFlag(v); dry {
			if rest == "" {
				continue // -n, -q, -t: read as without (body_make_dry.go)
			}
			v = rest
		}
		value := func(short, long string) (string, bool, bool) {
			if v == short || v == long {
				if k+1 >= len(ws) {
					return "", true, false
				}
				k++
				s, lit := ws[k].Literal()
				return s, true, lit
			}
			if s, cut := strings.CutPrefix(v, long+"="); cut {
				return s, true, true
			}
			if s, cut := strings.CutPrefix(v, short); cut && len(v) > 2 && !strings.HasPrefix(v, "--") {
				return s, true, true
			}
			return "", false, false
		}
		if s, is, good := value("-C", "--directory"); is {
			if !good || s == "" {
				return "", nil, nil, 0, false
			}
			if dir = bodyDir(dir, LitWord(s)); dir == "" {
				return "", nil, nil, 0, false
			}
			continue
		}
		if s, is, good := value("-I", "--include-dir"); is {
			if !good || s == "" {
				return "", nil, nil, 0, false
			}
			continue // a directory includes are found in (makeIncludeDirs)
		}
		if s, is, good := value("-f", "--file"); is {
			if !good || s == "" || len(files) >= makeIncludesMax {
				return "", nil, nil, 0, false
			}
			files = append(files, s)
			continue
		}
		switch {
		case v == "-j" || v == "--jobs" || v == "-l" || v == "--load-average":
			if k+1 < len(ws) {
				if n, _ := ws[k+1].Literal(); n != "" && strings.Trim(n, "0123456789.") == "" {
					k++
				}
			}
		case strings.HasPrefix(v, "--"):
			switch strings.SplitN(v, "=", 2)[0] {
			case "--makefile",
				"--include-dir", "--what-if", "--new-file", "--assume-new", "--old-file", "--assume-old", "--eval":
				return "", nil, nil, 0, false
			}
		case strings.HasPrefix(v, "-"):
			if strings.ContainsAny(v[1:], "nqtIWoOE") {
				return "", nil, nil, 0, false
			}
		case strings.Contains(v, "="):
			// a variable for the run: the recipes read it
		default:
			if len(targets) == 0 {
				word = k
			}
			targets = append(targets, v)
		}
	}
	return dir, files, targets, word, true
}

// makefile is what parseMakefile read: each target's prerequisites and
// recipe lines, and the first target.
type makefile struct {
	first   string
	prereqs map[string][]string
	recipe  map[string][]string
	// goal is .DEFAULT_GOAL's literal value, oneshell whether
	// .ONESHELL: is set, patterns the pattern rules and defines the
	// define'd variables' lines (body_make_more.go).
	goal     string
	oneshell bool
	// firsts are the targets that may be plain make's goal: the first
	// target, and after one set in a branch the next ones up to one set
	// outside any; goalUnsure whether .DEFAULT_GOAL was set in a
	// branch (body_make_cond.go).
	firsts     []string
	goalUnsure bool
	// blank are the variables set only in branches, each time to make's
	// recipe prefixes alone (`Q := @`, `Q :=`), read as empty
	// (makeOnlyPrefixes).
	blank map[string]bool
	// alts are the values a variable set in a branch may have, each
	// expanded where a recipe reads it (body_make_alts.go).
	alts     map[string][]string
	patterns []patternRule
	defines  map[string][]string
	// vars are the variables the file sets once to plain text (NAME :=
	// text, NAME = text), "" for one set otherwise or more than once;
	// raw those it sets once to text holding references (TARGET :=
	// $(HOME)), expanded where a recipe reads them (body_make_expand.go).
	vars, raw map[string]string
	// home, cwd and dir are the home, the directory the shell runs make
	// in and the one make runs in, for the variables make imports or
	// sets itself (body_make_expand.go); "" where not known.
	home, cwd, dir string
}

// parseMakefile reads a Makefile: false when it holds what the reader
// does not follow (makefileRead).
func parseMakefile(text string) (makefile, bool) {
	mf, why := makefileRead(text, false)
	return mf, why == ""
}

// makefileRead reads a Makefile, both branches of a conditional whose
// condition is not known (body_make_cond.go); why, when not "", says
// what the reader does not follow: a malformed conditional, a
// `.RECIPEPREFIX`, make code made or read at run time (makeMetaCall).
func makefileRead(text string, lineSetsOS bool) (mf makefile, why string) {
	return makefileReadLine(text, lineSetsOS, makeLine{})
}

// makefileReadLine is makefileRead with the variables make's line gives
// it, which decide the conditionals on them (body_make_line.go).
func makefileReadLine(text string, lineSetsOS bool, line makeLine) (mf makefile, why string) {
	mf = makefile{prereqs: map[string][]string{}, recipe: map[string][]string{}, defines: map[string][]string{}, vars: map[string]string{}, raw: map[string]string{},
		blank: map[string]bool{}, alts: map[string][]string{}}
	var current []string
	var currentPat []int
	conds := makeConds{osUnset: !lineSetsOS && !makeSetsOS(text), line: line}
	conds.overridden = makeOverridden(text)
	topSet := map[string]bool{}   // set outside any conditional, not by +=, != or ?=
	vals := map[string][]string{} // each value a variable is set to, "\x00" for one not plain
	var branched []string         // the variables set in a branch
	firstSure := false
	inRule, inDefine, defName := false, false, ""
	lines := strings.Split(text, "\n")
	for i := 0; i < len(lines); i++ {
		line := strings.TrimSuffix(lines[i], "\r")
		for strings.HasSuffix(line, "\\") && i+1 < len(lines) {
			i++
			line += "\n" + strings.TrimSuffix(lines[i], "\r")
		}
		if at := makeMetaCall(line); at != "" {
			return makefile{}, at + ", make code made as make runs, which is not read here"
		}
		if inDefine {
			if inDefine = strings.TrimSpace(line) != "endef"; inDefine && defName != "" {
				mf.defines[defName] = append(mf.defines[defName], line)
			}
			continue
		}
		if strings.HasPrefix(line, "\t") && inRule {
			if conds.skipping() {
				continue
			}
			for _, t := range current {
				mf.recipe[t] = append(mf.recipe[t], line[1:])
			}
			for _, k := range currentPat {
				mf.patterns[k].recipe = append(mf.patterns[k].recipe, line[1:])
			}
			continue
		}
		trimmed := strings.TrimSpace(line)
		if trimmed == "" || trimmed[0] == '#' {
			continue
		}
		if is, bad := conds.directive(trimmed); bad != "" {
			return makefile{}, bad
		} else if is {
			continue // a conditional keeps the rule it stands in (GNU make's read.c)
		}
		if conds.skipping() {
			if f := strings.Fields(trimmed); f[0] == "define" {
				inDefine, defName = true, ""
			}
			continue
		}
		unsure := conds.unsure()
		switch f := strings.Fields(trimmed); f[0] {
		case "define":
			inDefine, current, currentPat, defName, inRule = true, nil, nil, "", false
			if len(f) > 1 && !strings.ContainsAny(f[1], "$()") {
				defName = f[1]
			}
			continue
		case "load", "-load":
			return makefile{}, shownBody(trimmed) + " loads code into make, which is not read here"
		}
		if name, val, ok := makeAssign(trimmed); ok && (name == ".DEFAULT_GOAL" || name == ".RECIPEPREFIX") {
			current, currentPat, inRule = nil, nil, false
			if name == ".RECIPEPREFIX" {
				return makefile{}, shownBody(trimmed) + ": recipes with another prefix are not read here"
			}
			if val != "" && !strings.ContainsAny(val, "$ \t") {
				mf.goal, mf.goalUnsure = val, unsure
			}
			continue
		}
		colon := strings.IndexByte(trimmed, ':')
		eq := strings.IndexAny(trimmed, "=")
		if colon < 0 || eq >= 0 && eq < colon || strings.HasPrefix(trimmed[colon:], ":=") ||
			strings.HasPrefix(trimmed[colon:], "::=") {
			current, currentPat, inRule = nil, nil, false // a variable, a directive
			mf.setVar(trimmed)
			if name, val, ok := makeAssign(trimmed); ok {
				if !makePlainAssign(trimmed) {
					val = "\x00"
				}
				vals[name] = append(vals[name], val)
				conds.assigned(name, trimmed, unsure) // for the conditionals after it (body_make_line.go)
				if eq := strings.IndexByte(trimmed, '='); val != "\x00" && trimmed[eq-1] != '?' {
					topSet[name] = topSet[name] || !unsure && len(conds.open) == 0 // the environment's value does not stay
					conds.note(name)
				}
				if unsure {
					mf.vars[name] = "" // set in a branch: no one value
					delete(mf.raw, name)
					delete(mf.blank, name)
					branched = append(branched, name)
				}
			}
			continue
		}
		heads := strings.Fields(trimmed[:colon])
		rest := strings.TrimLeft(trimmed[colon:], ":")
		if eq := strings.IndexByte(rest, '='); eq >= 0 {
			current, currentPat, inRule = nil, nil, false // a target-specific variable
			continue
		}
		deps, inline, _ := strings.Cut(rest, ";")
		current, currentPat, inRule = nil, nil, true
		for _, t := range heads {
			if t == ".ONESHELL" {
				mf.oneshell = true
			}
			if strings.Contains(t, "%") && !strings.Contains(t, "$") && strings.Count(t, "%") == 1 {
				r := patternRule{head: t, prereqs: strings.Fields(deps)}
				if strings.TrimSpace(inline) != "" {
					r.recipe = append(r.recipe, strings.TrimSpace(inline))
				}
				currentPat = append(currentPat, len(mf.patterns))
				mf.patterns = append(mf.patterns, r)
				continue
			}
			if strings.Contains(t, "%") || strings.Contains(t, "$") {
				continue
			}
			if !firstSure && !strings.HasPrefix(t, ".") {
				if mf.first == "" {
					mf.first = t
				}
				if !contains(mf.firsts, t) {
					mf.firsts = append(mf.firsts, t)
				}
				firstSure = !unsure // plain make's goal, whichever branch is taken
			}
			current = append(current, t)
			mf.prereqs[t] = append(mf.prereqs[t], strings.Fields(deps)...)
			if strings.TrimSpace(inline) != "" {
				mf.recipe[t] = append(mf.recipe[t], strings.TrimSpace(inline))
			}
		}
	}
	if open := conds.unclosed(); open != "" {
		return makefile{}, open
	}
	for _, name := range branched {
		if makeOnlyPrefixes(vals[name]) {
			mf.blank[name] = true // Q := @ in one branch, Q := in the other
		} else {
			mf.alts[name] = makeAlts(vals[name], topSet[name] || conds.covered[name]) // body_make_alts.go
		}
	}
	return mf, ""
}

// recipes returns the shell text make runs for targets: each target's
// prerequisites first, each recipe line in a subshell of its own; false
// past makeTargetsMax targets. shown is the lines joined by "; ", for
// the reason.
func (mf makefile) recipes(targets []string, vars map[string]string) (body, shown string, ok bool) {
	var b strings.Builder
	var lines []string
	seen := map[string]bool{}
	env := &makeEnv{vars: vars, raw: mf.raw, blank: mf.blank, alts: mf.alts, home: mf.home, cwd: mf.cwd, dir: mf.dir}
	var visit func(t string, depth int) bool
	visit = func(t string, depth int) bool {
		if seen[t] {
			return true
		}
		seen[t] = true
		if len(seen) > makeTargetsMax || depth > makeTargetsMax {
			return false
		}
		recipe := mf.recipe[t]
		for _, d := range mf.prereqs[t] {
			_, isTarget := mf.prereqs[d]
			if _, _, isPat := mf.patternFor(d); (isTarget || isPat) && !visit(d, depth+1) {
				return false
			}
		}
		if len(recipe) == 0 {
			if r, stem, ok := mf.patternFor(t); ok { // a pattern rule (body_make_more.go)
				for _, d := range r.prereqs {
					if d = strings.ReplaceAll(d, "%", stem); d != t {
						if _, isTarget := mf.prereqs[d]; isTarget && !visit(d, depth+1) {
							return false
						}
					}
				}
				recipe = r.recipe
			}
		}
		var own []string
		for _, line := range recipe {
			line = strings.TrimLeft(strings.TrimLeft(line, " \t"), "@-+ \t")
			if def := mf.defineLines(strings.TrimSpace(line)); def != nil {
				for _, d := range def {
					if d = strings.TrimLeft(strings.TrimLeft(d, " \t"), "@-+ \t"); d != "" {
						own = append(own, d)
					}
				}
				continue
			}
			if line != "" {
				own = append(own, line)
			}
		}
		lines = append(lines, own...)
		if mf.oneshell && len(own) > 0 {
			own = []string{strings.Join(own, "\n")} // one shell for the whole recipe
		}
		for _, line := range own {
			for _, v := range env.variants(line) { // each value a branch gives (body_make_alts.go)
				b.WriteString("( ")
				b.WriteString(v)
				b.WriteString("\n)\n")
			}
		}
		return true
	}
	for _, t := range targets {
		if !visit(t, 0) {
			return "", "", false
		}
	}
	return b.String(), strings.Join(lines, "; "), true
}

// makeShellText is a recipe line as the shell reads it after make, with
// vars' values (body_make_expand.go).
func makeShellText(line string, vars map[string]string) string {
	return (&makeEnv{vars: vars}).shellText(line)
}

// setVar records the variable line (a line of the file outside a recipe,
// trimmed) sets, if it sets one: once to plain text it is known, else
// not.
func (mf makefile) setVar(line string) {
	line = strings.TrimPrefix(strings.TrimPrefix(line, "override "), "export ")
	eq := strings.IndexByte(line, '=')
	if eq <= 0 {
		return
	}
	name, op := strings.TrimRight(line[:eq], " \t"), "="
	for _, o := range []string{"::", ":", "?", "+", "!"} {
		if n, cut := strings.CutSuffix(name, o); cut {
			name, op = strings.TrimRight(n, " \t"), o+"="
			break
		}
	}
	if name == "" || strings.ContainsAny(name, " \t$():") {
		return
	}
	val := strings.TrimSpace(line[eq+1:])
	_, twice := mf.vars[name]
	if !twice && (op == "=" || op == ":=" || op == "::=") && val == "" {
		mf.vars[name], mf.blank[name] = "", true // set to nothing: empty (fx64a)
		return
	}
	if twice || op != "=" && op != ":=" && op != "::=" && op != "?=" ||
		val == "" || strings.ContainsAny(val, "#\\`'\"\n") {
		mf.vars[name] = ""
		delete(mf.raw, name)
		delete(mf.blank, name)
		return
	}
	if strings.Contains(val, "$") {
		mf.vars[name], mf.raw[name] = "", val // expanded where read (body_make_expand.go)
		return
	}
	mf.vars[name] = val
}
