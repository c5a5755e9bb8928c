package patterns

import (
	"cmp"
	"strings"
)

// A body's part whose program word is computed (fx55a, rt54 M1). A body
// adds only certain evidence, so a part the floor asks about on the line
// changed nothing in a body: `${A,,} ${Q,,} ${V,,} 1` after
// `A=OZDESK; Q=QUEUE; V=APPROVE`, `set -- oz desk …; "$1$2" …`, `read n
// q v < words.txt; $n $q $v 1`, `$(tr n-za-m a-z <<< …) 1` ran ozdesk
// deciding its own ask in two allowed steps (write the file, run it),
// while the same text on the line asks cmd.unreadable. Decided: a body's
// part whose program word is computed makes the runner ask by the floor
// (dynamic-program), as the line does. Its program word is computed
// where it is not literal and is none of the everyday forms:
//   - a path whose last name is literal and not ozdesk's
//     (`"$DIR/build.sh"`, `$(BIN)/golangci-lint`): the program is named;
//   - one variable, written plainly (`$CC`, `"${PYTHON}"`, make's
//     `$(MAKE)`, `${PYTHON:-python3}` with a plain default), that the
//     body assigns no computed value (`$(…)`, quotes or escapes inside a
//     value, `+=`, `read`, `printf -v`, a for loop's variable), and that
//     is a well-known tool's (everydayProgramVar: `$CC`, `$EDITOR`), or
//     that the body assigns a plain value (`PY=python3; $PY x.py`), or
//     the environment's with its verb written out (`$CELERY worker`,
//     `${RUNNER:-npm} run $t`; not `$N $Q $V 1`);
//   - the script's own arguments, `"$@"`, `exec "$@"`, where the body
//     does not set them (`set -- …`).

// bodyComputedProgram reports whether part p of a body, whose text (with
// the text of the files it sources) is text, runs a computed program
// word.
func bodyComputedProgram(p *Part, text string) bool {
	if len(p.Words) == 0 || p.Program != "" {
		return false
	}
	w := p.Words[0]
	if _, lit := w.Literal(); lit {
		return false
	}
	if namedLastPath(w) {
		return false
	}
	name, ok := plainVarWord(w.Raw)
	if !ok {
		return true
	}
	if name == "@" || name == "*" {
		return bodySetsArgs(text)
	}
	if bodyAssignsComputed(text, name) {
		return true
	}
	if everydayProgramVar(name) || len(bodyAssigns(text, name)) > 0 || len(p.Words) == 1 {
		return false
	}
	// a variable of the environment's: everyday where the verb after it
	// is written out (`$CELERY worker`, `$PY manage.py`), computed where
	// the program and its verb both are (`$N $Q $V 1`)
	_, lit := p.Words[1].Literal()
	return !lit
}

// namedLastPath reports whether word w ends in a literal path whose last
// name is written out (`"$DIR/build.sh"`): the program is named, only
// its directory is not known. A name holding ozdesk's is not.
func namedLastPath(w Word) bool {
	tail := ""
	for i := len(w.Segs) - 1; i >= 0 && w.Segs[i].Kind == SegLit; i-- {
		tail = w.Segs[i].Text + tail
	}
	at := strings.LastIndexByte(tail, '/')
	if at < 0 {
		return false
	}
	base := tail[at+1:]
	return base != "" && base != "." && base != ".." && !strings.Contains(strings.ToLower(base), guardName)
}

// plainVarWord returns the variable raw, a program word, expands as one
// plain value: `$X`, `${X}`, make's `$(X)` (a recipe's variable), a
// default of plain text `${X:-x}`, `$@`, `$*`, each in double quotes or
// not. Any other word is not.
func plainVarWord(raw string) (string, bool) {
	if len(raw) >= 2 && raw[0] == '"' && raw[len(raw)-1] == '"' {
		raw = raw[1 : len(raw)-1]
	}
	body, ok := strings.CutPrefix(raw, "$")
	if !ok {
		return "", false
	}
	switch {
	case body == "@" || body == "*" || body == "{@}" || body == "{*}":
		return body[len(body)/2 : len(body)/2+1], true
	case strings.HasPrefix(body, "{") && strings.HasSuffix(body, "}"):
		body = body[1 : len(body)-1]
		if name, def, ok := strings.Cut(body, ":-"); ok {
			if !plainDefault(def) {
				return "", false
			}
			body = name
		}
	case strings.HasPrefix(body, "(") && strings.HasSuffix(body, ")"):
		body = body[1 : len(body)-1]
	}
	if body == "" || !isNameStart(body[0]) {
		return "", false
	}
	for i := 0; i < len(body); i++ {
		if !isNameByte(body[i]) {
			return "", false
		}
	}
	return body, true
}

// plainDefault reports whether s, a default value, is plain text naming
// a program other than ozdesk (`python3`, `/usr/bin/cc`).
func plainDefault(s string) bool {
	if s == "" || strings.Contains(strings.ToLower(s), guardName) {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !isNameByte(c) && !strings.ContainsRune("./+-", rune(c)) {
			return false
		}
	}
	return true
}

// everydayProgramVar reports whether name is a variable that names a
// well-known tool, set by the environment or make (`$CC`, `$(MAKE)`,
// `$EDITOR`): a body running it is everyday.
func everydayProgramVar(name string) bool {
	switch name {
	case "SHELL", "BASH", "EDITOR", "VISUAL", "PAGER", "BROWSER",
		"CC", "CXX", "CPP", "FC", "LD", "AR", "AS", "NM", "RANLIB", "STRIP", "OBJCOPY",
		"MAKE", "CMAKE", "NINJA", "PYTHON", "PYTHON3", "GO", "GOCMD", "CARGO", "RUSTC",
		"NODE", "NPM", "NPX", "YARN", "PNPM", "BUN", "DENO", "JAVA", "JAVAC", "MVN", "GRADLE",
		"PIP", "RUBY", "BUNDLE", "GEM", "PERL", "PHP", "COMPOSER", "DOCKER", "PODMAN",
		"KUBECTL", "HELM", "TERRAFORM", "GIT", "SED", "AWK", "GREP", "TAR", "INSTALL",
		"RM", "CP", "MV", "LN", "MKDIR", "MKDIR_P", "CHMOD", "TOUCH", "ECHO", "CAT":
		return true
	}
	return false
}

// bodySetsArgs reports whether text sets its own arguments (`set --
// a b`, `set a b`): "$@" then holds what the body computed.
func bodySetsArgs(text string) bool {
	for _, p := range Read(text).Parts {
		if p.Program != "set" {
			continue
		}
		for _, w := range p.Words[1:] {
			s, lit := w.Literal()
			if !lit || s == "--" || s == "-" || !strings.HasPrefix(s, "-") && !strings.HasPrefix(s, "+") {
				return true
			}
		}
	}
	return false
}

// bodyAssignsComputed reports whether text gives variable name a value
// computed at run time: an assignment whose value expands, quotes or
// escapes within it (`N=oz""desk`, `x=$(cat f)`), a read, mapfile or
// printf -v into it, or a for loop over it.
func bodyAssignsComputed(text, name string) bool {
	for i := 0; ; {
		at := strings.Index(text[i:], name)
		if at < 0 {
			break
		}
		at += i
		i = at + len(name)
		if at > 0 && (isNameByte(text[at-1]) || text[at-1] == '$' || text[at-1] == '{') || i < len(text) && isNameByte(text[i]) {
			continue
		}
		rest := text[i:]
		switch {
		case strings.HasPrefix(rest, "+="):
			return true
		case strings.HasPrefix(rest, "="):
			if assignedValueComputed(rest[1:]) {
				return true
			}
		}
		if before := strings.TrimRight(text[:at], " \t"); strings.HasSuffix(before, " in") || strings.HasSuffix(before, "for") {
			return true // for name in …
		}
	}
	for _, p := range Read(text).Parts {
		switch p.Program {
		case "read", "mapfile", "readarray", "getopts", "let":
			for _, w := range p.Words[1:] {
				if s, lit := w.Literal(); !lit || s == name {
					return true
				}
			}
		case "printf":
			for k := 1; k+1 < len(p.Words); k++ {
				if s, _ := p.Words[k].Literal(); s == "-v" {
					if v, lit := p.Words[k+1].Literal(); !lit || v == name {
						return true
					}
				}
			}
		}
	}
	return false
}

// assignedValueComputed reports whether the value an assignment's text
// starts with is computed: it expands, or holds quotes or escapes within
// it, or is an array of such words.
func assignedValueComputed(rest string) bool {
	end := 0
	for end < len(rest) && !strings.ContainsRune(" \t\r\n;&|<>", rune(rest[end])) {
		if c := rest[end]; c == '"' || c == '\'' {
			if close := strings.IndexByte(rest[end+1:], c); close >= 0 {
				end += close + 2
				continue
			}
		}
		end++
	}
	val := rest[:end]
	if strings.HasPrefix(val, "(") {
		if close := strings.IndexByte(rest, ')'); close > 0 {
			val = rest[1:close]
		}
	}
	if len(val) >= 2 && (val[0] == '\'' || val[0] == '"') && val[len(val)-1] == val[0] {
		val = val[1 : len(val)-1]
	}
	return strings.ContainsAny(val, "$`\\'\"")
}

// bodyComputed is the floor's decision of the runner part where part k
// of its body b's verdict v is one the floor asks about because its
// program word is computed (bodyComputedProgram), and true; else false.
func (e *evaluation) bodyComputed(v *Verdict, k int, b runnerBody, part *Part, sub *Context) (decision, bool) {
	if b.guessed || v.Command == nil || k >= len(v.Command.Parts) || k >= len(v.Parts) {
		return decision{}, false
	}
	pv, p := v.Parts[k], v.Command.Parts[k]
	if pv.Rule != UnreadableRule || pv.Because == nil {
		return decision{}, false
	}
	why := "its program word is computed at run time and is not known here"
	switch {
	case p.Program == guardName:
		// ozdesk given words the floor cannot read (`"$D/ozdesk" $Q $V
		// 1`): what it decides is not known
		why = "ozdesk is given words computed at run time"
	case pv.Because.Class == string(UnreadableRebound) && bodyPathAhead(p):
		why = bodyPathWhy(p) // effects_pathcwd.go
	case tmuxComputedVerb(p): // tmux_body_verb.go
		why = "tmux's command word is computed at run time: it may be send-keys, select-window or any of tmux's commands"
	case pv.Because.Class != string(UnreadableProgram):
		return decision{}, false
	default:
		text := b.text
		if strings.Contains(p.text, "$") {
			text += bodySourced(b, sub)
		}
		if !bodyComputedProgram(p, text) {
			return decision{}, false
		}
	}
	return e.bodyUnread(part, runnerBody{word: b.word, unreadClass: UnreadableProgram,
		unread: printable(b.from) + " runs: " + shownBody(cmp.Or(b.shown, b.text)) + "; " + bodyWhere(b, v, k) + why}), true
}
