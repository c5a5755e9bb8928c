package patterns

import "strings"

// A secret read in a substitution and handed to any program (rt41 §2).
// [secret-value] judges the words a sender sends; DEFAULTS.md says a
// substitution that reads a secrets file asks wherever it goes, and a
// program the tables do not know (`foo "$(cat ~/.aws/credentials)"`, the
// project's own `./scripts/deploy.sh` given `K=$(cat ~/.ssh/id_ed25519)`,
// `python3 app.py --key "$(cat …)"`) may send it anywhere. [secret-passed]
// is a part one of whose words or prefix assignments holds a command or
// process substitution whose part reads a credential store outside the
// workdir (~/.ssh's private keys, ~/.aws/credentials, ~/.netrc …), prints
// the whole environment (`$(env)`) or prints stored credentials
// (`$(git credential fill)`, `$(kubectl config view --raw)`). Left alone:
// the project's own files (`$(cat .nvmrc)`, `export TOKEN=$(cat
// .env.local)`: the project's .env is the agent's to read, as `cat .env`
// is), a public key, what only tests a value (`[ -n "$(cat
// ~/.ssh/id_rsa)" ]`, `test`), and substitutions of everyday programs
// (`$(git rev-parse HEAD)`).

// secretTesters only test a value: a secret given to them goes nowhere;
// echo and printf print it, which [secret-print] judges (`echo "$(env)"`,
// the agent's own environment, is left alone there).
var secretTesters = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"[": true, "[[": true, "test": true, "echo": true, "printf": true}
}}

// judgeSecretPassed is [secret-passed] (above): certain where it holds.
func judgeSecretPassed(_ string, w Word, ctx *Context) Judgement {
	p := ctx.programPart(w)
	if p == nil || secretTesters.get()[p.Program] {
		return Judgement{}
	}
	cmd := ctx.evalCommand()
	if cmd == nil {
		return Judgement{}
	}
	var unnamed []Span
	if reboundAfter(ctx, cmd, p) {
		unnamed = unnamedAssignments(p)
	}
	found := false
	substsOf(ctx, cmd).within(p.Span, func(q *Part) bool {
		for _, sp := range unnamed {
			if within2(q.Span, sp) {
				return true // the rebinding reason judges it (below)
			}
		}
		if q != p && q.Span != p.Span && substReadsSecret(q, ctx) {
			found = true
		}
		return !found
	})
	if found {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// unnamedAssignments are the spans of the words an assignment builtin
// (export, declare, typeset, local, readonly) is given whose names are
// not written in the line (`export $(grep -v '^#' /tmp/x.env | xargs)`,
// rt42 R): the substitution makes the names as well as the values, so
// what it does is rebind variables the line cannot read (PATH, GIT_*,
// LD_PRELOAD), which [rebound] names on each program run after it; no
// secret is handed to a program there. They are left to [rebound] only
// when it marks a later part: alone (`export $(cat ~/.aws/credentials |
// xargs)`) the values still reach export, whose errors print the words
// that are not names, and [secret-passed] asks. A word that writes its
// name (`export K=$(cat ~/.ssh/id_rsa)`) still hands the secret on.
func unnamedAssignments(p *Part) []Span {
	switch p.Program {
	case "export", "declare", "typeset", "local", "readonly":
	default:
		return nil
	}
	var out []Span
	for _, a := range p.Args() {
		lead := leadingLiteral(&a)
		if k := strings.IndexByte(lead, '='); k > 0 || strings.HasPrefix(lead, "-") {
			continue
		}
		out = append(out, a.Span)
	}
	return out
}

// reboundAfter reports whether the reader marked a part after p as
// rebound (effects_envcode.go: a program run after an assignment of
// names it cannot read).
func reboundAfter(ctx *Context, cmd *Command, p *Part) bool {
	start, ok := lastRebound(ctx, cmd)
	return ok && start >= p.Span.End
}

// lastRebound returns the latest start of a part or unreadable span of
// cmd the reader marked as rebound, and whether there is one: once per
// evaluation. A scan of the whole command for each part judged made
// [secret-passed] quadratic in the parts, some 9 M instructions of a
// 999-stage pipeline (fx44c).
func lastRebound(ctx *Context, cmd *Command) (int, bool) {
	var m *reboundMemo
	if ctx != nil && ctx.memo != nil {
		m = &ctx.memo.rebound
		if m.cmd == cmd {
			return m.start, m.found
		}
	}
	start, found := 0, false
	for _, u := range cmd.Unreadable {
		if u.Code == UnreadableRebound && (!found || u.Span.Start > start) {
			start, found = u.Span.Start, true
		}
	}
	for _, r := range cmd.Parts {
		if r != nil && r.Unreadable != nil && r.Unreadable.Code == UnreadableRebound && (!found || r.Span.Start > start) {
			start, found = r.Span.Start, true
		}
	}
	if m != nil {
		*m = reboundMemo{cmd: cmd, start: start, found: found}
	}
	return start, found
}

// reboundMemo is [lastRebound] of an evaluation's command.
type reboundMemo struct {
	cmd   *Command
	start int
	found bool
}

// substReadsSecret reports whether part q, run in a substitution, prints
// a secret that is not the project's own: a credential store outside the
// workdir it reads (as an operand or a < redirection), the whole
// environment (env or printenv given nothing) or what a tool keeps.
func substReadsSecret(q *Part, ctx *Context) bool {
	switch q.Program {
	case "env", "printenv":
		return len(q.Args()) == 0
	}
	if printsSecretItself(q) {
		return true
	}
	args := q.Args()
	for i := range args {
		if readsSecretWord(&args[i], ctx) && credentialOutside(args[i], ctx) {
			return true
		}
	}
	for i := range q.Redirs {
		if r := &q.Redirs[i]; r.Reads && readsSecretWord(&r.Target, ctx) && credentialOutside(r.Target, ctx) {
			return true
		}
	}
	for _, f := range tarCreateSources(q) { // class_secret_roundtrip.go: <(tar czf - -C ~ .aws)
		if credentialOutside(f, ctx) {
			return true
		}
	}
	return false
}

// credentialVarName reports whether a variable's name has a credential's
// shape (rt41 §4): one of its _-separated words is TOKEN, SECRET,
// PASSWORD, PASSWD, PASSPHRASE, CREDENTIAL(S) or COOKIE, or two adjacent
// words make API_KEY, ACCESS_KEY, PRIVATE_KEY, SECRET_KEY, AUTH_KEY,
// SIGNING_KEY or CLIENT_SECRET, or one word is APIKEY (GITHUB_TOKEN,
// AWS_SECRET_ACCESS_KEY, OPENAI_API_KEY, DB_PASSWORD). Whole words, so
// TOKENIZERS_PARALLELISM and AUTHOR_NAME are not.
func credentialVarName(name string) bool {
	words := strings.Split(strings.ToUpper(name), "_")
	for i, s := range words {
		switch s {
		case "TOKEN", "SECRET", "PASSWORD", "PASSWD", "PASSPHRASE", "CREDENTIAL", "CREDENTIALS", "COOKIE", "APIKEY":
			return true
		case "KEY":
			if i > 0 {
				switch words[i-1] {
				case "API", "ACCESS", "PRIVATE", "SECRET", "AUTH", "SIGNING":
					return true
				}
			}
		}
	}
	return false
}
