package patterns

import "strings"

// A secret read by a command another part runs (fx36q #2): `find ~ -name
// id_rsa -exec cat {} + > /tmp/k` writes what the nested cat prints, as
// `cat ~/.ssh/id_rsa > /tmp/k` does, and `find ~ -name id_rsa -exec cat
// {} + | base64 > k` feeds it on. The part that runs the command (find,
// bash -c, …) hands it its standard output, so the runner's redirections
// are the nested part's writes too, and a pipeline stage reads a secret
// when a command it runs does. find's own operands are metadata (names),
// never a secret's contents; reading to the terminal is still left alone.

// runnerRedirWrites returns the files the redirections of the parts that
// run p (its parent, theirs, …) write: p's output goes there.
func runnerRedirWrites(p *Part, ctx *Context) []Word {
	cmd := ctx.evalCommand()
	if cmd == nil {
		return nil
	}
	var out []Word
	for k, up := 0, p.Parent; up >= 0 && up < len(cmd.Parts) && k < maxKillSearch; k++ {
		q := cmd.Parts[up]
		for i := range q.Redirs {
			if r := &q.Redirs[i]; r.Writes && r.Body == nil {
				out = append(out, r.Target)
			}
		}
		if q.Parent == up {
			break
		}
		up = q.Parent
	}
	return out
}

// runsSecretReader reports whether a command part q runs (find -exec
// cat …, at any depth) reads a [secret] file whose copy is staging.
func runsSecretReader(q *Part, cmd *Command, ctx *Context) bool {
	for _, c := range cmd.Parts {
		if c == q || c.Parent < 0 || !runBy(c, q, cmd) || metadataReaders.get()[c.Program] {
			continue
		}
		if partReadsAny(c, func(f Word) bool { return copiesSecret(f, ctx) }) || runByFindOfSecret(c, cmd, ctx) {
			return true
		}
	}
	return false
}

// runBy reports whether part c is run by part q, directly or through
// parts q runs.
func runBy(c, q *Part, cmd *Command) bool {
	for k, up := 0, c.Parent; up >= 0 && up < len(cmd.Parts) && k < maxKillSearch; k++ {
		if up == q.Index {
			return true
		}
		if cmd.Parts[up].Parent == up {
			return false
		}
		up = cmd.Parts[up].Parent
	}
	return false
}

// findFoundSecret reports whether find part q's action at words[act]
// acts on [secret] files whose copy is staging (findFound).
func findFoundSecret(q *Part, ctx *Context) bool {
	return findFound(q, func(f Word) bool { return copiesSecret(f, ctx) })
}

// findFound reports whether find part q's action acts on files secret
// accepts: a starting point that is one (`find ~/.ssh -exec cat {} +`),
// or ROOT/NAME for its one -name test (`find ~ -name id_rsa`), a glob in
// NAME read as one instance of it (`find / -name '*.pem'` reaches /x.pem).
func findFound(q *Part, secret func(Word) bool) bool {
	if q.Program != "find" {
		return false
	}
	words := q.Words
	lo, hi := findOptsEnd(words), findExprStart(words)
	for act := hi; act < len(words); act++ {
		switch v, _ := words[act].Literal(); v {
		case "-exec", "-execdir", "-ok", "-okdir":
		default:
			continue
		}
		pat, named := findOneName(words, act)
		for _, root := range words[lo:min(hi, len(words))] {
			if secret(root) {
				return true
			}
			if named && secret(globJoin(root, strings.ReplaceAll(pat, "*", "x"))) {
				return true
			}
		}
	}
	return false
}

// runByFindOfSecret reports whether part p, which reads what it is given
// (not metadataReaders), is run by a find whose found files are secrets.
func runByFindOfSecret(p *Part, cmd *Command, ctx *Context) bool {
	if cmd == nil || p.Parent < 0 || p.Parent >= len(cmd.Parts) || metadataReaders.get()[p.Program] {
		return false
	}
	return findFoundSecret(cmd.Parts[p.Parent], ctx)
}
