package patterns

import (
	"net/url"
	"strings"
)

// Doors that print a secret to the terminal, which the printers' tables
// lacked (fx62b, issue 7); [secret-print] asks for them as it does for
// `kubectl get secret -o yaml`, and [secret-stream] when they are piped
// to a sender:
//
//   - `kubectl get --raw PATH` (oc, kubecolor) whose path names the
//     secrets resource, its %XX escapes decoded (`…/secrets`,
//     `…/%73ecrets/db`): the API server's objects in JSON, data and all;
//   - `helm get manifest` and `helm get hooks`: the rendered objects of a
//     release, its Secret objects among them;
//   - `docker compose exec SVC env` (podman's, docker-compose,
//     podman-compose; printenv, /proc/…/environ): a service's
//     environment, as `docker exec db env` is;
//   - npm's and pnpm's `config get` of an auth setting (`_authToken`,
//     `_auth`, `_password`, `//registry…/:_authToken`): older npm and
//     pnpm print the token; yarn's `config get` of one (`npmAuthToken`,
//     `_authToken`), which yarn 2+ masks unless `--no-redacted`, asks
//     too, since yarn 1 prints it;
//   - `git config` reading an http extra header (`--get`, `--get-all`,
//     `--get-regexp`, `get`): actions/checkout keeps the job's token
//     there;
//   - gpg (gpg2) decrypting to standard output: `-d`/`--decrypt` (in a
//     cluster too, `-qd`), or no command at all fed a file or a pipe
//     (`cat s.gpg | gpg`, `gpg s.gpg`: gpg's default for encrypted data
//     is to decrypt it), not with `-o`/`--output` (a file), as `age -d
//     -i KEY` asks (decided: a store kept encrypted, decrypted with the
//     operator's key, printed);
//   - `stripe config --list` (fx68b, rt67 D): the CLI's configuration,
//     its test and live mode API keys in it;
//   - `glab variable get KEY` and `glab variable export` (fx68b, rt67
//     D): a GitLab project's CI/CD variables' values, its deploy keys
//     among them (`glab variable list` prints the names and is left
//     alone).
//
// Decided and left alone: `docker compose config` (rt45: the project's
// compose file with its .env filled in, as `cat .env`), `npm token list`
// (it prints each token's first characters, not the token), `git config
// --get user.name`, `git config -l`, `gpg --verify`, `gpg --list-keys`,
// `kubectl get --raw /healthz`, `helm get notes`.
func printsThroughDoor(p *Part) bool {
	lits, ops := litArgs(p)
	switch p.Program {
	case "kubectl", "oc", "kubecolor":
		return opsStartWith(ops, "get") && rawPathNamesSecrets(p)
	case "helm":
		return opsStartWith(ops, "get", "manifest") || opsStartWith(ops, "get", "hooks")
	case "docker", "podman":
		return len(ops) > 0 && ops[0] == "compose" && composeExecEnv(lits, ops[1:])
	case "docker-compose", "podman-compose":
		return composeExecEnv(lits, ops)
	case "npm", "pnpm", "yarn":
		return configGetsAuth(ops)
	case "git":
		return gitConfigGetsHeader(lits, ops)
	case "gpg", "gpg2":
		return gpgDecryptsToStdout(p, lits, ops)
	case "stripe":
		return opsStartWith(ops, "config") && (hasAll(lits, "--list") || hasAll(lits, "-l"))
	case "glab":
		return opsStartWith(ops, "variable", "get") || opsStartWith(ops, "variable", "export")
	}
	return false
}

// rawPathNamesSecrets reports whether kubectl's --raw value (attached or
// following) names the secrets resource: a path segment "secrets" once
// its %XX escapes are decoded. A value not known is not taken for one.
func rawPathNamesSecrets(p *Part) bool {
	args := p.Args()
	for i := range args {
		v, ok := args[i].Literal()
		if !ok {
			continue
		}
		var raw string
		switch {
		case v == "--raw" && i+1 < len(args):
			raw = leadingLiteral(&args[i+1])
		case strings.HasPrefix(v, "--raw="):
			raw = v[len("--raw="):]
		default:
			continue
		}
		if pathNamesSecrets(raw) {
			return true
		}
	}
	return false
}

// pathNamesSecrets reports whether an API path (its query cut off) has a
// segment that is "secrets", its %XX escapes decoded.
func pathNamesSecrets(raw string) bool {
	raw, _, _ = strings.Cut(raw, "?")
	for _, seg := range strings.Split(raw, "/") {
		if d, err := url.PathUnescape(seg); err == nil {
			seg = d
		}
		if seg == "secrets" {
			return true
		}
	}
	return false
}

// composeExecEnv reports whether compose's operands (after compose) run
// exec (or run) of a service printing its environment.
func composeExecEnv(lits, ops []string) bool {
	if len(ops) == 0 || ops[0] != "exec" && ops[0] != "run" {
		return false
	}
	for _, v := range lits {
		if v == "env" || v == "printenv" || strings.HasSuffix(v, "/environ") {
			return true
		}
	}
	return false
}

// configGetsAuth reports whether a package manager's operands read an
// auth setting by `config get` (or npm's `get`).
func configGetsAuth(ops []string) bool {
	var keys []string
	switch {
	case opsStartWith(ops, "config", "get"):
		keys = ops[2:]
	case opsStartWith(ops, "get"):
		keys = ops[1:]
	default:
		return false
	}
	for _, k := range keys {
		l := strings.ToLower(k)
		if strings.Contains(l, "_authtoken") || strings.HasSuffix(l, "_auth") || strings.HasSuffix(l, "_password") ||
			strings.Contains(l, "npmauthtoken") || strings.Contains(l, "npmauthident") {
			return true
		}
	}
	return false
}

// gitConfigGetsHeader reports whether git config reads an http extra
// header (above).
func gitConfigGetsHeader(lits, ops []string) bool {
	if len(ops) == 0 || ops[0] != "config" {
		return false
	}
	get := false
	for _, v := range lits {
		switch v {
		case "--get", "--get-all", "--get-regexp", "--get-urlmatch", "get":
			get = true
		}
	}
	if !get {
		return false
	}
	for _, v := range ops[1:] {
		if strings.Contains(strings.ToLower(v), "extraheader") {
			return true
		}
	}
	return false
}

// gpgCommands are gpg's commands other than decrypting; one of them
// given, gpg does not decrypt by default.
var gpgCommands = []string{"--verify", "--list-keys", "--list-secret-keys", "--list-sigs", "--import", "--export",
	"--encrypt", "--sign", "--clearsign", "--detach-sign", "--symmetric", "--gen-key", "--full-generate-key",
	"--generate-key", "--fingerprint", "--recv-keys", "--send-keys", "--search-keys", "--edit-key", "--dearmor",
	"--enarmor", "--list-packets", "--card-status", "--version", "--help", "--delete-keys", "--delete-secret-keys",
	"--quick-generate-key", "--refresh-keys", "--list-config", "--gpgconf-list", "--export-ownertrust",
	"--import-ownertrust", "--check-sigs", "--verify-files", "--print-md", "--store"}

// gpgDecryptsToStdout reports whether gpg's words decrypt to standard
// output (above): -d or --decrypt, or no command with an operand, a pipe
// or a < redirection to read; never with -o/--output.
func gpgDecryptsToStdout(p *Part, lits, ops []string) bool {
	dec, cmd := false, false
	for _, v := range lits {
		switch {
		case v == "-o" || v == "--output" || strings.HasPrefix(v, "--output="):
			return false
		case v == "--decrypt":
			dec = true
		case strings.HasPrefix(v, "--"):
			for _, c := range gpgCommands {
				cmd = cmd || v == c
			}
		case len(v) > 1 && v[0] == '-':
			if strings.ContainsRune(v[1:], 'o') {
				return false
			}
			dec = dec || strings.ContainsRune(v[1:], 'd')
			cmd = cmd || strings.ContainsAny(v[1:], "eskcKbS")
		}
	}
	if dec || cmd {
		return dec
	}
	if len(ops) > 0 || p.Pipe.ID >= 0 && p.Pipe.Stage > 0 {
		return true
	}
	for i := range p.Redirs {
		if !p.Redirs[i].Writes && (p.Redirs[i].Fd == "" || p.Redirs[i].Fd == "0") {
			return true
		}
	}
	return false
}
