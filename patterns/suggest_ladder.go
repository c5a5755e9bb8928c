package patterns

// The ladders a suggestion's slots climb: each flag, redirection,
// operand and subcommand word from the narrowest element that certainly
// matches it to the widest.

import (
	"slices"
	"strings"
)

// flagSlots gives the slots of the flags in word w: one per flag, by its
// canonical name; but when the reading of the part's flags is in doubt
// (a program the tables do not know), the word as written, so the pattern
// carries the same doubt as the command (-aG may be -a -G or one flag).
func flagSlots(part *Part, w int, fs []Flag, doubt bool, ctx *Context) []Slot {
	if doubt && len(fs) > 1 {
		if text, ok := part.Words[w].Literal(); ok {
			return []Slot{{Kind: SlotFlag, Word: w, Ladder: []Elem{{Kind: ElemFlag, Text: text}}}}
		}
	}
	names := writtenFlagNames(part.Words[w], fs)
	out := make([]Slot, 0, len(fs))
	for k, f := range fs {
		f.Name = names[k]
		out = append(out, Slot{Kind: SlotFlag, Word: w, Ladder: flagLadder(part, f, ctx)})
	}
	return out
}

// writtenFlagNames names the flags of one word as the command wrote them
// (-f rather than --force, -r -f for -rf), so the pattern reads like the
// command; it falls back to the canonical names when the word's text does
// not line up with its flags.
func writtenFlagNames(word Word, fs []Flag) []string {
	canon := make([]string, len(fs))
	for k, f := range fs {
		canon[k] = f.Name
	}
	text, ok := word.Literal()
	if !ok || !strings.HasPrefix(text, "-") {
		return canon
	}
	if strings.HasPrefix(text, "--") || len(fs) == 1 {
		name := text
		if i := strings.IndexByte(text, '='); i > 0 {
			name = text[:i]
		} else if f := fs[0]; f.Value != nil && f.ValueWord == f.Word {
			v, _ := f.Value.Literal()
			name = strings.TrimSuffix(text, v)
		}
		if len(fs) == 1 && len(name) > 1 {
			return []string{name}
		}
		return canon
	}
	if len(text) < len(fs)+1 {
		return canon
	}
	out := make([]string, len(fs))
	for k := range fs {
		out[k] = "-" + text[k+1:k+2]
	}
	return out
}

// flagLadder is a flag's ladder: as written, then its value widened.
func flagLadder(part *Part, f Flag, ctx *Context) []Elem {
	base := Elem{Kind: ElemFlag, Text: f.Name}
	if f.Value == nil {
		return []Elem{base}
	}
	if isDownloader(part.Program) && reachFlagKind(part.Program, f.Name) == reachAlways {
		// where it connects, what it reads or sends: only the value
		// written keeps the pin (rails_reach.go)
		if v, ok := f.Value.Literal(); ok {
			base.Value = &Elem{Kind: ElemLiteral, Text: v}
			return []Elem{base}
		}
	}
	var out []Elem
	path := valueIsPath(part, *f.Value) && !branchFlag(part.Program, f.Name)
	for _, v := range positionLadder(part, *f.Value, operandLadder(*f.Value, ctx, path)) {
		if v.Kind == ElemStarStar {
			v = Elem{Kind: ElemStar}
		}
		e := base
		val := v
		e.Value = &val
		out = append(out, e)
	}
	return out
}

// redirLadder is a written redirection target's ladder.
func redirLadder(w Word, ctx *Context) []Elem {
	out := operandLadder(w, ctx, true)
	if out[len(out)-1].Kind == ElemStarStar {
		out[len(out)-1] = Elem{Kind: ElemStar}
	}
	return out
}

// operandLadder is an operand's ladder: literal, globs, certain classes, *.
// A word whose value is not certain starts at * when it is one word for
// sure (quoted), and at ** when it may be any number of words. A word
// that is not a path (path false: see operandIsPath) is offered no path
// class, and its globs widen it from the right end only (module.m5 →
// module.*).
func operandLadder(w Word, ctx *Context, path bool) []Elem {
	v, ok := w.Literal()
	if !ok {
		if rest, home := homeLiteral(w); home {
			return homeLadder(w, rest, ctx)
		}
		if quotedDynamic(w) {
			return []Elem{{Kind: ElemStar}}
		}
		return []Elem{{Kind: ElemStarStar}}
	}
	out := []Elem{{Kind: ElemLiteral, Text: v}}
	globs := globsOf(v)
	if !path && !strings.Contains(v, "://") {
		globs = dottedGlobs(v)
		if a := assignGlobs(v); a != nil {
			globs = a
		}
	}
	for _, g := range globs {
		if compileGlob(g).match(v) { // an allow's glob must keep the word it widens
			out = append(out, Elem{Kind: ElemGlob, Text: g})
		}
	}
	for _, c := range ladderClasses(w, ctx) {
		if (!path || strings.Contains(v, "://")) && pathClass(c.Class) {
			continue // a URL is not a path here, whatever its text
		}
		out = append(out, c)
	}
	return append(out, Elem{Kind: ElemStar})
}

// ladderClasses are the classes a word certainly belongs to that a ladder
// offers: all but [protected] and [remote-code]. An allow of what ozdesk
// protects (its store, its policy, the hook's settings) is never the
// widening an operator means, yet for rm -rf ~ it stood one rung above
// [home], and rm -r -f [protected] would let an agent delete the store.
// [remote-code] names fetched code for the defaults; on a URL's ladder it
// stood beside [url] as a rung that widens nothing an operator reads.
// [repo-spec] is the shape of an npm repository shorthand (owner/repo),
// which every two-segment relative path has: on build/out.o's ladder it
// would read as a widening to repositories; [brew-tap] likewise (fx37a).
// The classes that read an
// option's value in its program's terms (optionValueClass) say nothing
// of a word standing alone. The home is [secret] only as a whole, sent
// whole (b7a): on rm -rf ~'s ladder [secret] would stand above [home] as
// a widening to every secrets file, so a word that is [home] is not
// offered it.
func ladderClasses(w Word, ctx *Context) []Elem {
	out := CertainClasses(w, ctx)
	home := slices.ContainsFunc(out, func(e Elem) bool { return e.Class == "home" })
	return slices.DeleteFunc(out, func(e Elem) bool {
		return e.Class == "protected" || e.Class == "protected-made" || e.Class == "remote-code" || e.Class == "repo-spec" || e.Class == "brew-tap" || optionValueClass(e.Class) ||
			home && e.Class == "secret"
	})
}

// subcommandDepth is how many leading operands of these programs name a
// subcommand (npm publish, aws s3 rm, gh release create) rather than what
// it acts on, for the programs whose flag tables do not say so.
var subcommandDepth = lazy[map[string]int]{build: func() map[string]int {
	return map[string]int{
		"aws": 2, "gh": 2, "gcloud": 2, "az": 2, "ozdesk": 2,
		"npm": 1, "pnpm": 1, "yarn": 1, "bun": 1, "deno": 1, "cargo": 1, "go": 1, "kubectl": 1, "oc": 1,
		"helm": 1, "terraform": 1, "tofu": 1, "pulumi": 1, "podman": 1, "systemctl": 1, "apt": 1,
		"apt-get": 1, "brew": 1, "pip": 1, "pip3": 1, "uv": 1, "poetry": 1, "dotnet": 1, "gem": 1,
		"twine": 1, "doctl": 1, "eksctl": 1, "flyctl": 1, "fly": 1, "heroku": 1, "vercel": 1,
	}
}}

// subcommandWords returns the indexes into the part's words of the
// operands that name a subcommand: those the flag tables read as one (git,
// docker), and the leading operands of the programs in subcommandDepth.
func subcommandWords(program string, r Reading) []int {
	out := append([]int(nil), r.subs...)
	for k, o := range r.Operands {
		if k >= subcommandDepth.get()[program] {
			break
		}
		if !slices.Contains(out, o) {
			out = append(out, o)
		}
	}
	return out
}

// subcommandLadder is the ladder of a word that picks a subcommand (git
// push, npm publish): the word, then *. It names no path, so no class or
// glob stands for it ([inside-workdir] would take any subcommand). When the
// reading of the part's flags is in doubt the word stays: with another
// subcommand the flags after it would be read by another table, and the
// pattern would no longer match the part it came from.
func subcommandLadder(w Word, doubt bool) []Elem {
	v, ok := w.Literal()
	if !ok {
		return operandLadder(w, nil, false)
	}
	if doubt {
		return []Elem{{Kind: ElemLiteral, Text: v}}
	}
	return []Elem{{Kind: ElemLiteral, Text: v}, {Kind: ElemStar}}
}

// quotedDynamic reports whether a word that is not literal is certainly one
// word: no unquoted expansion, glob or brace splits it.
func quotedDynamic(w Word) bool {
	for _, s := range w.Segs {
		switch s.Kind {
		case SegGlob, SegBrace:
			return false
		case SegParam, SegSubst:
			if !s.Quoted {
				return false
			}
		}
	}
	return true
}

// globsOf proposes globs that widen a literal, narrowest first: the same
// name with any stem (*.ext), the same directory (dir/*), the same URL
// directory and host (https://host/*, or https://host/** when the path
// has more components), the same dotted prefix (a.b.*). The ladders keep
// only those that match the literal as an allow reads them (glob_word.go):
// dir/ gives no dir/*, which would not match it.
func globsOf(v string) []string {
	var out []string
	add := func(g string) {
		if g == v || g == "*" || g == "" {
			return
		}
		for _, o := range out {
			if o == g {
				return
			}
		}
		out = append(out, g)
	}
	if scheme, rest, ok := strings.Cut(v, "://"); ok {
		host, path, hasPath := strings.Cut(rest, "/")
		if i := strings.LastIndexByte(rest, '/'); i > len(host) {
			add(scheme + "://" + rest[:i+1] + "*")
		}
		switch {
		case strings.Contains(path, "/"):
			add(scheme + "://" + host + "/**") // a * stays within one component
		case hasPath && path != "":
			add(scheme + "://" + host + "/*")
		}
		return out
	}
	dir, base := "", v
	if i := strings.LastIndexByte(v, '/'); i >= 0 {
		dir, base = v[:i+1], v[i+1:]
	}
	if j := strings.LastIndexByte(base, '.'); j > 0 && j < len(base)-1 {
		if dir == "" && strings.Count(base, ".") > 1 {
			add(base[:j+1] + "*") // module.test.foo → module.test.*
		}
		add(dir + "*" + base[j:]) // dir/*.go
	}
	// A star stands for names, not "." or "..", so a base that is one has
	// no dir/* (match_dots.go).
	if dir != "" && base != "" && base != "." && base != ".." {
		add(dir + "*")
	}
	return out
}

// pathClass reports whether a class judges its word as a path.
func pathClass(name string) bool {
	switch name {
	case "home", "protected", "protected-made", "credentials", "device", "inside-workdir", "outside-workdir":
		return true
	}
	return false
}

// homeLiteral reports whether a word is ~ or $HOME followed by literal
// text only (~/notes.txt, "$HOME"/.cache), and returns that text.
func homeLiteral(w Word) (string, bool) {
	rest, ok := homeRest(&w)
	if !ok {
		return "", false
	}
	text, ok := rest.Literal()
	if !ok || (text != "" && text[0] != '/') {
		return "", false
	}
	return text, true
}

// homeLadder is the ladder of a word under the home directory: written
// with ~ (the home of whoever the command runs as), then globs of it, then
// the classes it certainly belongs to, then *.
func homeLadder(w Word, rest string, ctx *Context) []Elem {
	v := "~" + rest
	out := []Elem{{Kind: ElemLiteral, Text: v, Tilde: true}}
	for _, g := range globsOf(v) {
		if strings.HasPrefix(g, "~/") && compileGlob(g).match(v) {
			out = append(out, Elem{Kind: ElemGlob, Text: g, Tilde: true})
		}
	}
	out = append(out, ladderClasses(w, ctx)...)
	return append(out, Elem{Kind: ElemStar})
}
