package patterns

import "strings"

// A secret's value sent to a host (issue 7, secrets read inside
// substitutions). [secret] judges a file a sender is given by name; this
// judges a word whose value holds a secret, however the line got it:
//
//   - a command or process substitution in the word runs a part that
//     reads a secrets file (`$(cat ~/.ssh/id_rsa)`, `$(base64 <
//     ~/.aws/credentials)`), prints the whole environment (`$(env)`,
//     `$(set)`, `$(export -p)`, `$(cat /proc/1/environ)`: feedsSecret) or
//     prints stored credentials (`$(git credential fill)`, `$(kubectl
//     config view --raw)`: printsStoredCredential): certainly a
//     secret, wherever it is sent;
//   - a variable whose name says it holds a token or a password
//     ($GITHUB_TOKEN, $API_KEY, $DB_PASSWORD), or a substitution that
//     prints one (`$(gh auth token)`), is a credential the harness gave the
//     agent to use: it is sent where it is meant to go when every host the
//     part sends to is known and is on the egress list or one of the
//     developer platforms' API hosts (secretHosts), and it might be sent
//     anywhere otherwise (`curl -H "Authorization: $TOKEN" https://x.io`).

// secretNameWords are the words a variable's name holds when it names a
// token or a password.
var secretNameWords = []string{"TOKEN", "SECRET", "PASSWORD", "PASSWD", "API_KEY", "APIKEY", "ACCESS_KEY",
	"PRIVATE_KEY", "CREDENTIAL", "AUTH", "BEARER", "COOKIE", "SESSION_KEY"}

// secretHosts are the API hosts of developer platforms that tokens of the
// environment are made for: a token sent there is its everyday use.
var secretHosts = []string{"api.github.com", "uploads.github.com", "github.com", "gitlab.com",
	"registry.npmjs.org", "npm.pkg.github.com", "upload.pypi.org", "pypi.org", "hub.docker.com",
	"ghcr.io", "*.googleapis.com", "*.amazonaws.com", "api.openai.com", "api.anthropic.com",
	"api.cloudflare.com", "api.vercel.com", "api.netlify.com", "api.heroku.com", "sentry.io",
	"*.atlassian.net", "api.bitbucket.org", "dev.azure.com", "management.azure.com"}

// secretPrinters are the programs (and subcommand) that print stored
// credentials: their output is a secret wherever it goes.
var secretPrinters = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"env": nil, "printenv": nil, "git": {"credential", "fill"}, "git-credential-store": nil,
		"git-credential-cache": nil, "security": {"find-generic-password"}, "pass": {"show"},
	}
}}

// printsStoredCredential reports whether part p prints a credential a
// tool keeps on disk: `aws configure get` of a secret key or session
// token, `kubectl config view --raw` (the kubeconfig with its keys and
// tokens), and a docker credential helper's `get`
// (docker-credential-desktop, -pass, -osxkeychain …).
func printsStoredCredential(p *Part) bool {
	args := p.Args()
	lits := make([]string, 0, len(args))
	for i := range args {
		if v, ok := args[i].Literal(); ok {
			lits = append(lits, v)
		}
	}
	has := func(s string) bool {
		for _, v := range lits {
			if v == s {
				return true
			}
		}
		return false
	}
	switch {
	case p.Program == "aws":
		if !has("configure") || !has("get") {
			return false
		}
		for _, v := range lits {
			l := strings.ToLower(v)
			if strings.Contains(l, "secret") || strings.Contains(l, "session_token") {
				return true
			}
		}
	case p.Program == "kubectl":
		return has("config") && has("view") && (has("--raw") || has("--flatten"))
	case strings.HasPrefix(p.Program, "docker-credential-"):
		return has("get")
	}
	return false
}

// tokenPrinters print a token for an API, as a variable of the
// environment holds one: `$(gh auth token)`.
var tokenPrinters = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"gh": {"auth", "token"}, "gcloud": {"auth", "print-access-token"}, "glab": {"auth", "token"},
		"az": {"account", "get-access-token"}, "aws": {"ecr", "get-login-password"},
	}
}}

// judgeSecretValue is [secret-value]: a word whose value holds a secret
// (see above). Certainly for a secrets file or stored credentials read in
// a substitution; might for a token of the environment not bound for a
// known host.
func judgeSecretValue(_ string, w Word, ctx *Context) Judgement {
	token := false
	arrays := false
	for _, s := range w.Segs {
		if s.Kind == SegParam && s.Text == "" && !arrays {
			arrays = true
			for _, name := range indexedNames(w.Raw) {
				certain, tok := ctx.secretVar(name)
				if certain {
					return Judgement{Might: true, Certainly: true}
				}
				token = token || tok || secretName(name)
			}
		}
		for _, v := range s.ValueVars() { // ${T:-}, ${T:0:40} … yield T's value (rt20d #5)
			if secretName(v) {
				token = true
				continue
			}
			if addressSecretName(v) { // fx53n, rt50 A10: class_secret_suffix.go
				token = token || addressSecretSent(&w, v, ctx)
				continue
			}
			name, _, _ := strings.Cut(v, "[")
			certain, tok := ctx.secretVar(name)
			if certain {
				return Judgement{Might: true, Certainly: true}
			}
			token = token || tok
		}
	}
	if cmd := ctx.evalCommand(); cmd != nil && hasSubst(&w) {
		owner := ctx.wordPart(&w)
		for _, p := range cmd.Parts {
			if p == owner || !within2(p.Span, w.Span) || p.Span == w.Span {
				continue
			}
			switch secretOutput(p, ctx) {
			case varCertain | varToken:
				return Judgement{Might: true, Certainly: true}
			case varToken:
				token = true
			}
		}
	}
	if !token || ctx.sentToKnownHosts(&w) || ctx.sentToVendor(&w) {
		return Judgement{}
	}
	if p := ctx.wordPart(&w); p != nil && requestsLoopbackOnly(p, ctx) {
		return Judgement{} // it stays on this machine (fx53n, rt50 A14)
	}
	return Judgement{Might: true}
}

// indexedNames returns the arrays a word's text indexes (${K[*]},
// ${K[@]}, ${K[0]}, ${#K[@]} …), which the reader keeps as a value not
// known: an array the line filled from a secret holds it (eff7c).
func indexedNames(raw string) []string {
	var out []string
	for i := 0; i+2 < len(raw) && len(out) < assignCap; i++ {
		if raw[i] != '$' || raw[i+1] != '{' {
			continue
		}
		j := i + 2
		for j < len(raw) && (raw[j] == '#' || raw[j] == '!') {
			j++
		}
		k := j
		for k < len(raw) && isNameByte(raw[k]) {
			k++
		}
		if k > j && k < len(raw) && raw[k] == '[' {
			out = append(out, raw[j:k])
		}
		i = k - 1
	}
	return out
}

// secretName reports whether a variable's name says it holds a token or
// a password.
func secretName(name string) bool {
	up := strings.ToUpper(name)
	for _, s := range secretNameWords {
		if strings.Contains(up, s) {
			return true
		}
	}
	return secretEnding(name) && !addressSecretName(name)
}

// hasSubst reports whether the word holds a command or process
// substitution.
func hasSubst(w *Word) bool {
	for _, s := range w.Segs {
		if s.Kind == SegSubst && !placeholder(s) {
			return true
		}
	}
	return false
}

// within2 reports whether span a lies inside span b.
func within2(a, b Span) bool { return b.Start <= a.Start && a.End <= b.End && a.Len() > 0 }

// printsBy reports whether part p is one of the table's programs with its
// subcommand words.
func printsBy(p *Part, table map[string][]string) bool {
	sub, ok := table[p.Program]
	if !ok {
		return false
	}
	args := p.Args()
	k := 0
	for _, w := range args {
		if k == len(sub) {
			break
		}
		if v, ok := w.Literal(); ok && v == sub[k] {
			k++
		}
	}
	return k == len(sub)
}

// sentToKnownHosts reports whether every URL and host the part holding w
// names is known, at least one is, and each is on the egress list or
// among secretHosts: where a token of the environment is meant to go.
func (c *Context) sentToKnownHosts(w *Word) bool {
	return c.sentOnlyTo(w, func(host string) bool { return knownSecretHost(host, c) })
}

// sentOnlyTo reports whether every URL and host the part holding w names
// is known, at least one is, and each satisfies accept.
func (c *Context) sentOnlyTo(w *Word, accept func(host string) bool) bool {
	p := c.wordPart(w)
	if p == nil {
		return false
	}
	hosts := 0
	for _, r := range c.readArgs(p) {
		for _, o := range r.Operands {
			v, ok := knownHostText(&p.Words[o])
			if !ok {
				return false // a word not known might be where it goes
			}
			host, ok := urlHost(v)
			if !ok {
				continue
			}
			if !accept(host) {
				return false
			}
			hosts++
		}
	}
	return hosts > 0
}

// knownHostText returns a word's text with each variable read as a
// plain name: where a URL's host is literal text, a variable around it
// (a token as the URL's user, `https://x:$GITHUB_TOKEN@github.com/o/r`,
// or a path) does not change where it goes (rt21d #2). A substitution
// might print anything, a host too, and is not known.
func knownHostText(w *Word) (string, bool) {
	if v, ok := w.Literal(); ok {
		return v, true
	}
	for _, s := range w.Segs {
		if s.Kind != SegLit && s.Kind != SegParam {
			return "", false
		}
	}
	return plainReading(w).Literal()
}

// knownSecretHost reports whether host is on the egress list or among
// secretHosts.
func knownSecretHost(host string, ctx *Context) bool {
	host = strings.ToLower(host)
	if onEgress(host, ctx) {
		return true
	}
	for _, h := range secretHosts {
		if hostMatches(h, host) {
			return true
		}
	}
	return false
}

// evalCommand returns the command being evaluated, or nil outside an
// evaluation.
func (c *Context) evalCommand() *Command {
	if c == nil {
		return nil
	}
	return c.cmd
}

// programPart returns the part of the command being evaluated whose
// program word is w, or nil: the part a class judging a program word
// ([attaches], [host-container], [ozdesk-kill] …) reads the rest of.
func (c *Context) programPart(w Word) *Part {
	cmd := c.evalCommand()
	if cmd == nil {
		return nil
	}
	if p := holdingIn(c, cmd, &w, true); p != nil {
		return p // word_identity.go
	}
	for _, p := range cmd.Parts {
		if p != nil && len(p.Words) > 0 && p.Words[0].Span == w.Span {
			return p
		}
	}
	return nil
}

// wordPart returns the part of the command being evaluated that w is a
// word of (or a flag's value within one): the part with the narrowest
// word whose span holds w's, or nil. The parts of w's substitutions have
// words inside w, never around it.
func (c *Context) wordPart(w *Word) *Part {
	cmd := c.evalCommand()
	if cmd == nil || w.Span.Len() == 0 {
		return nil
	}
	if p := holdingIn(c, cmd, w, false); p != nil {
		return p // word_identity.go
	}
	var best *Part
	bestLen := -1
	for _, p := range cmd.Parts {
		for i := range p.Words {
			s := p.Words[i].Span
			if s.Start <= w.Span.Start && w.Span.End <= s.End && (bestLen < 0 || s.Len() < bestLen) {
				best, bestLen = p, s.Len()
			}
		}
	}
	return best
}
