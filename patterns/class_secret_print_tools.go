package patterns

import (
	"regexp"
	"strings"
)

// Secrets printed by tools the secret printers' tables lacked, and the
// environment's secrets printed by name (rt41 §4). [secret-print] asks
// when what they print reaches the terminal or a file:
//
//   - gpg's (and gpg2's) `--export-secret-keys` and
//     `--export-secret-subkeys`, in any order of options (`gpg -a
//     --export-secret-subkeys > k`): private keys;
//   - `git credential-store get` and `git credential-cache get`: the
//     password a credential helper keeps for a host;
//   - `keepassxc-cli show` with `-s`/`--show-protected` (the password
//     itself) and `keepassxc-cli export`;
//   - a variable named like a credential (credentialVarName) printed by
//     echo or printf (`echo $GITHUB_TOKEN`, `echo $OPENAI_API_KEY |
//     base64`) or printenv given its name (`printenv
//     AWS_SECRET_ACCESS_KEY`), and the whole environment filtered for
//     such names (`printenv | grep -i token`, `env | grep SECRET`).
//
// Decided (rt41): the agent's own environment printed whole (`env`,
// `printenv`) or a variable of another shape (`echo $PATH`, `printenv
// HOME`, `env | grep NODE`) stays left alone, but a line that picks a
// credential out by its name prints a secret into the transcript on
// purpose; piped into a program that uses it (`echo "$GH_TOKEN" | gh auth
// login --with-token`, `printenv NPM_TOKEN | docker login
// --password-stdin`) it is judged by where it goes, as before.
func printsSecretByTool(p *Part) bool {
	lits, ops := litArgs(p)
	has := func(s string) bool {
		for _, v := range lits {
			if v == s {
				return true
			}
		}
		return false
	}
	first := func(s ...string) bool {
		if len(ops) < len(s) {
			return false
		}
		for i := range s {
			if ops[i] != s[i] {
				return false
			}
		}
		return true
	}
	switch p.Program {
	case "gpg", "gpg2":
		for _, v := range lits {
			if v == "--export-secret-keys" || v == "--export-secret-subkeys" {
				return true
			}
		}
	case "git":
		return first("credential-store", "get") || first("credential-cache", "get")
	case "git-credential-store", "git-credential-cache":
		return first("get")
	case "keepassxc-cli":
		return first("export") || first("show") && (has("-s") || has("--show-protected"))
	}
	return printsDeploySecret(p) // class_secret_print_deploy.go
}

// printsCredentialVar reports whether part p prints a variable named like
// a credential (see printsSecretByTool): echo or printf with one in a
// word, printenv given one's name, or env or printenv with nothing piped
// straight into a grep whose pattern names a credential's word.
func printsCredentialVar(p *Part, ctx *Context) bool {
	switch p.Program {
	case "echo", "printf":
		for _, w := range p.Args() {
			for _, seg := range w.Segs {
				for _, v := range seg.ValueVars() {
					name, _, _ := strings.Cut(v, "[")
					if credentialVarName(name) && !onlyShortSlice(w.Raw, name) {
						return true
					}
				}
			}
		}
	case "printenv":
		args := p.Args()
		for i := range args {
			if v, ok := args[i].Literal(); ok && credentialVarName(v) {
				return true
			}
		}
		if len(args) == 0 {
			return grepsCredentialNames(p, ctx)
		}
	case "env":
		if len(p.Args()) == 0 {
			return grepsCredentialNames(p, ctx)
		}
	}
	return false
}

// credentialPatternWords are the words a grep pattern holds when it picks
// credentials out of the environment, in any case.
var credentialPatternWords = []string{"token", "secret", "password", "passwd", "api_key", "apikey",
	"access_key", "private_key", "credential"}

// grepsCredentialNames reports whether the stage after part p in its
// pipeline is grep (or egrep, rg) with a literal pattern word that names
// a credential (`printenv | grep -i token`).
func grepsCredentialNames(p *Part, ctx *Context) bool {
	cmd := ctx.evalCommand()
	if cmd == nil || p.Pipe.ID < 0 {
		return false
	}
	for _, r := range cmd.Parts {
		if r == nil || r.Pipe.ID != p.Pipe.ID || r.Pipe.Stage != p.Pipe.Stage+1 || r.Depth != p.Depth {
			continue
		}
		switch r.Program {
		case "grep", "egrep", "rg":
		default:
			return false
		}
		for _, w := range r.Args() {
			v, ok := w.Literal()
			if !ok {
				continue
			}
			l := strings.ToLower(v)
			for _, s := range credentialPatternWords {
				if strings.Contains(l, s) {
					return true
				}
			}
		}
	}
	return false
}

// shortSlice is a parameter expansion that yields at most a token's first
// few characters (${T:0:4}), its kind's prefix (ghp_, sk-), not the secret.
var shortSlice = lazy[*regexp.Regexp]{build: func() *regexp.Regexp {
	return regexp.MustCompile(`\$\{([A-Za-z_][A-Za-z0-9_]*):[0-9]+:[1-8]\}`)
}}

// onlyShortSlice reports whether every use of the variable name in the
// word's text is a short slice of it (rt20d #5's `echo "${T:0:4}"`).
func onlyShortSlice(raw, name string) bool {
	uses := strings.Count(raw, "$"+name) + strings.Count(raw, "${"+name)
	short := 0
	for _, m := range shortSlice.get().FindAllStringSubmatch(raw, -1) {
		if m[1] == name {
			short++
		}
	}
	return short > 0 && short == uses
}
