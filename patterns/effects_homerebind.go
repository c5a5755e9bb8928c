package patterns

import (
	"regexp"
	"strings"
)

// Rebinding of home and of cd (rt19i #8, #9): a line that assigns HOME
// makes a later `~`, `$HOME` and a bare `cd` mean the new value, not the
// account's home; `shopt -s cdable_vars` makes `cd NAME` go to $NAME; and
// a physical cd (`cd -P`, `set -P`, `set -o physical`) follows symbolic
// links, which the reader's lexical walk of the directory does not. Each
// such later part is unreadable: where it writes or deletes is not what
// the reader would judge.

// homeSetters are the builtins that assign a variable named as their
// operand (read HOME, printf -v HOME, declare HOME=…).
var homeSetters = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"export": true, "declare": true, "typeset": true, "local": true, "readonly": true,
		"read": true, "printf": true, "mapfile": true, "readarray": true, "getopts": true,
		"unset": true, "let": true,
	}
}}

// forHome finds a for loop over HOME (`for HOME in …`).
var forHome = lazy[*regexp.Regexp]{build: func() *regexp.Regexp {
	return regexp.MustCompile(`\bfor\s+HOME\b`)
}}

// homeAssign finds an assignment of HOME as a word of its own (HOME=…,
// HOME+=…), which a bare assignment is though it makes no part.
var homeAssign = lazy[*regexp.Regexp]{build: func() *regexp.Regexp {
	return regexp.MustCompile(`(^|[\s;&|(){}'"` + "`" + `])HOME\+?=`)
}}

// physicalMode finds a set that turns on physical cd (set -P, set -o
// physical, SHELLOPTS holding physical).
var physicalMode = lazy[*regexp.Regexp]{build: func() *regexp.Regexp {
	return regexp.MustCompile(`\bset\s+(-[a-zA-Z]*P|-o\s+physical)|SHELLOPTS=\S*physical`)
}}

// mayBePhysical reports whether src holds a word physicalMode needs
// (set, SHELLOPTS): without one it cannot match.
func mayBePhysical(src string) bool {
	return strings.Contains(src, "set") || strings.Contains(src, "SHELLOPTS")
}

// setsHome reports whether part p assigns HOME: as a prefix assignment,
// or through a builtin that assigns the variable it names.
func setsHome(p *Part) bool {
	for _, a := range p.Assigns {
		if strings.HasPrefix(a, "HOME=") || strings.HasPrefix(a, "HOME+=") {
			return true
		}
	}
	for _, w := range p.Wrappers {
		for _, x := range w.Words[1:] {
			if lit, _ := litPrefix(x); strings.HasPrefix(lit, "HOME=") {
				return true
			}
		}
	}
	if !homeSetters.get()[p.Program] {
		return false
	}
	for _, w := range p.Args() {
		lit, tail := litPrefix(w)
		if lit == "HOME" || strings.HasPrefix(lit, "HOME=") || strings.HasPrefix(lit, "HOME+=") || lit == "" && tail {
			return true
		}
	}
	return false
}

// usesHome returns the word of part p that reads HOME (`~`, `$HOME`), or
// the part's own span for a cd or pushd with no operand, which goes home.
func usesHome(p *Part) (Span, bool) {
	words := append([]Word{}, p.Words...)
	for _, rd := range p.Redirs {
		words = append(words, rd.Target)
	}
	for _, w := range words {
		if strings.Contains(w.Raw, "~") || strings.Contains(w.Raw, "HOME") {
			return w.Span, true
		}
	}
	if p.Program == "cd" && len(cdOperands(p)) == 0 {
		return p.Span, true
	}
	return Span{}, false
}

// cdOperands returns a cd's or pushd's words that are not options.
func cdOperands(p *Part) []Word {
	var out []Word
	for _, w := range p.Args() {
		if v, ok := w.Literal(); ok && len(v) > 1 && v[0] == '-' {
			continue
		}
		out = append(out, w)
	}
	return out
}

// physicalCd reports whether a cd or pushd part moves physically: with
// -P, or when the line turns physical mode on (set -P, set -o physical, SHELLOPTS with physical).
func physicalCd(p *Part, physical bool) bool {
	if p.Program != "cd" && p.Program != "pushd" {
		return false
	}
	if physical {
		return true
	}
	for _, w := range p.Args() {
		v, ok := w.Literal()
		if !ok || v == "--" || len(v) < 2 || v[0] != '-' {
			break
		}
		if strings.Contains(v, "P") {
			return true
		}
	}
	return false
}

// homeRebound marks unreadable the parts that read HOME after a part of
// the line assigns it (the assigning part itself too, when it runs a
// program with the new HOME), the cds that cdable_vars or physical mode
// send elsewhere, and pushd and popd's rotations.
func (r *reading) homeRebound(ord *order) {
	parts := r.cmd.Parts
	src := r.cmd.Source
	var setters []int
	if strings.Contains(src, "HOME") {
		for i, p := range parts {
			if setsHome(p) {
				setters = append(setters, i)
			}
		}
	}
	// Each regexp is compiled and run only when the words it needs are in
	// the line: most commands hold none, and compiling and running them
	// was a hook call's only regexps (issue 10).
	loopHome, bare := false, -1
	if strings.Contains(src, "HOME") {
		loopHome = forHome.get().MatchString(src)
		if m := homeAssign.get().FindStringIndex(src); m != nil {
			bare = m[1]
		}
	}
	cdable := strings.Contains(src, "cdable_vars")
	physical := mayBePhysical(src) && physicalMode.get().MatchString(src)
	for j, p := range parts {
		if sp, ok := r.readsNewHome(ord, setters, loopHome || bare >= 0 && p.Span.Start >= bare, j); ok {
			r.effectUnreadable(j, UnreadableRebound, sp,
				"HOME is assigned in this line, so ~, $HOME and a bare cd here mean that value, not the account's home.")
			continue
		}
		if physicalCd(p, physical) {
			r.effectUnreadable(j, UnreadableRebound, p.Span,
				"this cd moves physically (-P, set -P or set -o physical), through any symbolic link on the way, so the directory after it is not known.")
			continue
		}
		if w, ok := rotates(p); ok {
			r.effectUnreadable(j, UnreadableRebound, w.Span,
				p.Program+" "+quoteRaw(w.Raw)+" rotates the directory stack to a directory pushed earlier, so the directory after it is not known.")
			continue
		}
		if p.Program == "cd" && cdable {
			for _, w := range cdOperands(p) {
				if v, ok := w.Literal(); !ok || !strings.HasPrefix(v, "/") && !strings.HasPrefix(v, ".") {
					r.effectUnreadable(j, UnreadableRebound, w.Span,
						"cdable_vars is set in this line, so cd "+quoteRaw(w.Raw)+" may move to the directory a variable of that name holds.")
					break
				}
			}
		}
	}
}

// readsNewHome returns the word of part j that reads HOME after the line
// assigned it (see usesHome): after a part of setters, or anyway when
// anyHome (a for loop over HOME, or a bare assignment before part j).
func (r *reading) readsNewHome(ord *order, setters []int, anyHome bool, j int) (Span, bool) {
	if len(setters) == 0 && !anyHome {
		return Span{}, false
	}
	sp, ok := usesHome(r.cmd.Parts[j])
	if !ok || !anyHome && !r.homeSetBefore(ord, setters, j) {
		return Span{}, false
	}
	return sp, true
}

// homeSetBefore reports whether a part of setters assigns HOME before
// part j runs: an earlier part, or one that hands j its command (bash
// expands a part's own words before its prefix assignments apply, but
// what it runs sees them).
func (r *reading) homeSetBefore(ord *order, setters []int, j int) bool {
	for _, i := range setters {
		if ord.after(i, j) {
			return true
		}
		for k := r.cmd.Parts[j].Parent; k >= 0 && k < len(r.cmd.Parts); k = r.cmd.Parts[k].Parent {
			if k == i {
				return true
			}
		}
	}
	return false
}

// rotates returns the +N or -N operand of a pushd or popd, which rotates
// the directory stack (pushd) or drops an entry of it (popd).
func rotates(p *Part) (Word, bool) {
	if p.Program != "pushd" && p.Program != "popd" {
		return Word{}, false
	}
	for _, w := range p.Args() {
		v, ok := w.Literal()
		if !ok || len(v) < 2 || v[0] != '+' && v[0] != '-' {
			continue
		}
		if strings.Trim(v[1:], "0123456789") == "" {
			return w, true
		}
	}
	return Word{}, false
}
