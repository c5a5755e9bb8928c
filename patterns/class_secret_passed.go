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
	found := false
	substsOf(ctx, cmd).within(p.Span, func(q *Part) bool {
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
