package patterns

import "strings"

// A literal alias is read where a later word may use it (fx39b, issue
// 7). Bash expands aliases in a non-interactive shell only with
// expand_aliases on, and only on a line read after the alias was
// defined, but a harness's shell snapshot may turn it on, and the reader
// does not count lines: a later part whose program word is the alias's
// name is read as the alias's text put in its place, `alias ll='ls -la'`
// then `ll x` as `ls -la x`, beside the part itself (the stricter
// verdict wins). Only a literal alias is read so: its value plain words
// (no expansion, quote, operator, glob or tilde), not ending in a blank
// (which would expand the next word too), its program no path, its name none of the builtins
// and wrappers the reader gives meaning to (`alias cd=…`, `alias
// sudo=…`, `alias command=…`). Any other alias, and a use the reader
// does not expand (after a wrapper, with assignments before it, or met
// before the alias in the text), still rebinds its name
// (effects_rebind.go): that part is unreadable.

// literalAlias returns the name and value of `alias NAME=VALUE`'s word w
// when the alias is literal, as the reader expands it.
func literalAlias(w Word) (string, string, bool) {
	lit, ok := w.Literal()
	if !ok {
		return "", "", false
	}
	name, val, ok := strings.Cut(lit, "=")
	if !ok || name == "" || strings.HasPrefix(name, "-") || !plainAliasText(name, false) {
		return "", "", false
	}
	if builtinNames.get()[name] || wrapperSpecs.get()[name] != nil || knownShellWord(name) {
		return "", "", false
	}
	if strings.TrimSpace(val) == "" || strings.TrimRight(val, " ") != val || !plainAliasText(val, true) {
		return "", "", false
	}
	if strings.Contains(strings.Fields(val)[0], "/") {
		return "", "", false // a program by path (alias git=/tmp/evil): a name taken over, not read
	}
	return name, val, true
}

// knownShellWord reports whether name is a reserved word or a builtin
// outside builtinNames whose alias the reader does not expand.
func knownShellWord(name string) bool {
	switch name {
	case "if", "then", "else", "elif", "fi", "case", "esac", "for", "select", "while", "until", "do", "done",
		"function", "coproc", "in", "bg", "fg", "jobs", "disown", "suspend", "logout", "dirs", "history",
		"fc", "bind", "complete", "compgen", "compopt", "caller", "help", "times":
		return true
	}
	return false
}

// plainAliasText reports whether s is made of characters that stand for
// themselves in a shell word (and blanks between words, where spaces
// is set): letters, digits and - _ . / : , + @ % ^ =.
func plainAliasText(s string, spaces bool) bool {
	for _, c := range s {
		switch {
		case c >= 'a' && c <= 'z', c >= 'A' && c <= 'Z', c >= '0' && c <= '9':
		case strings.ContainsRune("-_./:,+@%^=", c):
		case c == ' ' && spaces:
		default:
			return false
		}
	}
	return true
}

// aliasDefined records the literal aliases part p, an alias builtin,
// defines, and forgets a name it defines otherwise.
func (r *reading) aliasDefined(p *Part) {
	for _, w := range p.Args() {
		if name, val, ok := literalAlias(w); ok {
			if r.aliases == nil {
				r.aliases = map[string]string{}
			}
			r.aliases[name] = val
			continue
		}
		lit, _ := litPrefix(w)
		if name, _, ok := strings.Cut(lit, "="); ok {
			delete(r.aliases, name)
		} else if w.Dynamic() {
			r.aliases = nil // may define any name
		}
	}
}

// aliasUse reads part p as the literal alias its program word names, with
// its other words after the alias's text, when it uses one.
func (r *reading) aliasUse(p *Part, sc scope) []*Node {
	if len(r.aliases) == 0 || len(p.Wrappers) > 0 || len(p.Assigns) > 0 || len(p.Words) == 0 {
		return nil
	}
	name, ok := p.Words[0].Literal()
	val, defined := r.aliases[name]
	if !ok || !defined || r.aliasBusy[name] {
		return nil
	}
	text := val
	if len(p.Words) > 1 {
		text += " " + rawJoined(p.Words[1:])
	}
	if r.aliasBusy == nil {
		r.aliasBusy = map[string]bool{}
	}
	if r.aliasUsed == nil {
		r.aliasUsed = map[int]string{}
	}
	r.aliasUsed[p.Index] = val
	r.aliasBusy[name] = true // bash does not expand an alias inside itself
	first := len(r.cmd.Parts)
	nodes := r.nestedText(p, "alias "+name, text, p.Span, p.Feed, sc)
	delete(r.aliasBusy, name)
	for _, q := range r.cmd.Parts[first:] {
		// the text's own first word of the same name (alias ls='ls
		// -la') is the program, not the alias again
		if v, ok := firstLiteral(q); ok && v == name {
			r.aliasUsed[q.Index] = val
		}
	}
	return nodes
}

// firstLiteral returns part p's first word's literal text, when it has
// one and no wrapper stands before it.
func firstLiteral(p *Part) (string, bool) {
	if len(p.Words) == 0 || len(p.Wrappers) > 0 {
		return "", false
	}
	return p.Words[0].Literal()
}

// literalAliasValue reports whether part j is the value of a literal
// alias, read as a part where the alias is defined: bash does not expand
// its own name in it again, and another alias's name in it is expanded
// where the alias is used, which aliasUse reads.
func literalAliasValue(parts []*Part, j int) bool {
	p := parts[j]
	k := p.Parent
	if k < 0 || k >= j || parts[k].Program != "alias" || len(p.Wrappers) > 0 || len(p.Assigns) > 0 {
		return false
	}
	return plainAliasText(p.Text(), true)
}

// aliasedGenerator reports whether the generator a shell integration's
// substitution w runs (`eval "$(zoxide init bash)"`) is the name of a
// literal alias met earlier: it runs the alias's text, whose output is
// not the tool's own integration (read_shellinit.go).
func (r *reading) aliasedGenerator(w Word) bool {
	if len(r.aliases) == 0 || len(w.Segs) != 1 {
		return false
	}
	fields := strings.Fields(strings.Trim(w.Segs[0].Text, "$<()`"))
	if len(fields) == 0 {
		return true
	}
	_, ok := r.aliases[fields[0]]
	return ok
}
