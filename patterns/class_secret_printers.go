package patterns

import "strings"

// Secrets printed by the tools that keep them (rt14d #4). A secrets file
// read is one way a secret reaches a sender; the tools that keep secrets
// print them as plainly: `kubectl get secret db -o yaml`, `vault kv get`,
// `aws secretsmanager get-secret-value`, `op read op://…`, `sops -d`.
// What such a part prints is a secret wherever the line sends it: piped
// to a sender through any filters ([secret-stream]), substituted into a
// word a sender sends ([secret-value]), kept in a variable the line sets
// (class_secretvar.go) or in a file the line writes and later sends
// (class_secret_launder.go). A database's dump (`pg_dump`, `mysqldump`,
// `mongoexport`, `sqlite3 DB .dump`) is its data, as secret as the rows
// it holds, and is counted so. The tokens an API's CLI prints for its
// own use (`gcloud auth print-access-token`, `az account get-access-token`,
// `aws eks get-token`) are judged as a token of the environment is: by
// where they go. Printed to the terminal, what a part prints reaches the
// model, off the machine: a kept secret is [secret-print]'s
// (class_secret_print.go), a login [live-credential]'s; the agent's own
// environment (`env`, `printenv`) is left alone.

// secretOutput is what part p prints: varCertain|varToken for a secret
// wherever it goes, varToken for a token judged by where it goes, 0 for
// nothing known to be either.
func secretOutput(p *Part, ctx *Context) uint8 {
	switch {
	case feedsSecret(p, ctx):
		return varCertain | varToken
	case printsToken(p), echoesToken(p, ctx):
		return varToken
	}
	return 0
}

// echoesToken reports whether part p is echo or printf printing a
// variable named like a token (`echo $NPM_TOKEN | curl -d @- URL`, rt19d
// #4) or one the line filled with a token: piped on, it is judged by
// where the sender sends it, as `printenv GITHUB_TOKEN` is.
func echoesToken(p *Part, ctx *Context) bool {
	if p.Program != "echo" && p.Program != "printf" {
		return false
	}
	for _, w := range p.Args() {
		for _, seg := range w.Segs {
			for _, v := range seg.ValueVars() {
				name, _, _ := strings.Cut(v, "[")
				if _, tok := ctx.secretVar(name); tok || secretName(name) {
					return true
				}
			}
		}
	}
	return false
}

// printsSecretItself reports whether part p prints a secret by what its
// program does, whatever files it is given: the environment, secret keys,
// stored credentials, a secret manager's values, a database's dump, and
// (fx68b, rt67 D) what [secret-print] asks for when printed: a keyring's
// password (`secret-tool lookup`, `keyring get`), a service's kept values
// and the doors of class_secret_doors.go (`npm config get` of a token,
// `stripe config --list`, `glab variable get`).
func printsSecretItself(p *Part) bool {
	return printsEnvironment(p) || printsBy(p, secretPrinters.get()) || printsStoredCredential(p) ||
		printsManagedSecret(p) || dumpsDatabase(p) || fetchesCloudCredential(p) || printsPassEntry(p) ||
		printsHistory(p) || printsKeyring(p) || printsServiceSecret(p) || printsThroughDoor(p)
}

// printsToken reports whether part p prints a token an API's CLI makes
// for its own use.
func printsToken(p *Part) bool {
	if printsBy(p, tokenPrinters.get()) {
		return true
	}
	lits, ops := litArgs(p)
	has := func(s ...string) bool { return hasAll(lits, s...) }
	switch p.Program {
	case "aws":
		return has("ecr-public", "get-login-password") || has("codeartifact", "get-authorization-token") ||
			has("eks", "get-token") || has("rds", "generate-db-auth-token")
	case "gcloud":
		return has("auth", "print-identity-token") || has("sql", "generate-login-token")
	case "az":
		return has("acr", "login", "--expose-token")
	case "gh":
		return has("auth", "status") && (has("--show-token") || has("-t"))
	case "heroku":
		return len(ops) > 0 && ops[0] == "auth:token"
	case "vault":
		return len(ops) > 1 && ops[0] == "print" && ops[1] == "token"
	case "op":
		return len(ops) > 0 && ops[0] == "signin" && has("--raw")
	}
	return false
}

// printsManagedSecret reports whether part p prints what a secret manager
// or a cloud keeps secret (above).
func printsManagedSecret(p *Part) bool {
	lits, ops := litArgs(p)
	has := func(s ...string) bool { return hasAll(lits, s...) }
	first := func(s ...string) bool { return opsStartWith(ops, s...) }
	switch p.Program {
	case "kubectl", "oc", "kubecolor":
		return kubectlPrintsSecret(p)
	case "vault":
		return first("read") || first("kv", "get")
	case "aws":
		return has("secretsmanager", "get-secret-value") || has("secretsmanager", "batch-get-secret-value") ||
			has("ssm", "--with-decryption") && (has("get-parameter") || has("get-parameters") ||
				has("get-parameters-by-path") || has("get-parameter-history")) ||
			has("sts") && (has("get-session-token") || has("assume-role") || has("assume-role-with-saml") ||
				has("assume-role-with-web-identity") || has("get-federation-token")) ||
			has("configure", "export-credentials") || has("sso", "get-role-credentials") || has("kms", "decrypt")
	case "gcloud":
		return has("secrets", "versions", "access")
	case "az":
		return has("keyvault", "secret", "show") || has("keyvault", "secret", "download") ||
			has("storage", "account", "keys", "list") || has("storage", "account", "show-connection-string") ||
			has("cosmosdb", "keys", "list") || has("redis", "list-keys") ||
			has("config", "appsettings", "list")
	case "op":
		return first("read") || first("inject") || first("item", "get") || first("document", "get")
	case "doppler":
		return first("secrets") && !(first("secrets", "set") || first("secrets", "delete") ||
			first("secrets", "upload") || first("secrets", "names"))
	case "bw":
		return first("get")
	case "lpass":
		return first("show")
	case "gopass":
		return first("show") || first("cat")
	case "sops":
		return has("-d") || has("--decrypt") || first("decrypt")
	case "ansible-vault":
		return first("view")
	case "terraform", "tofu":
		return terraformPrintsSecret(p) || printsDeploySecret(p)
	case "heroku":
		return first("config") || first("config:get")
	case "netlify", "ntl":
		return first("env:list") || first("env:get")
	case "railway":
		return (first("variables") || first("vars")) && !has("--set") && !has("-s")
	case "vercel":
		return first("env", "pull", "/dev/fd/1") || printsDeploySecret(p)
	case "gpg", "gpg2", "age":
		return has("-d") || has("--decrypt")
	case "docker", "podman":
		return dockerInspectsEnv(p, ops)
	case "git":
		return has("config") && gitConfigGetsCredential(lits)
	case "jq", "gojq", "jaq":
		return jqReadsEnv(p)
	}
	return printsDeploySecret(p) // class_secret_print_deploy.go
}

// dumpsDatabase reports whether part p prints (or writes through its
// output option) a database's data.
func dumpsDatabase(p *Part) bool {
	switch p.Program {
	case "pg_dump", "pg_dumpall", "mysqldump", "mariadb-dump", "mysqlpump", "mongoexport", "mongodump":
		return true
	case "redis-cli":
		lits, _ := litArgs(p)
		return hasAll(lits, "--rdb")
	case "sqlite3", "duckdb":
		lits, _ := litArgs(p)
		for _, v := range lits {
			if strings.HasPrefix(strings.TrimSpace(v), ".dump") {
				return true
			}
		}
	}
	return false
}

// printsEnvironment reports whether part p prints every variable of the
// environment, or exports secret keys.
func printsEnvironment(p *Part) bool {
	args := p.Args()
	switch p.Program {
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
	return false
}

// kubectlPrintsSecret reports whether a kubectl get lists a Secret with
// its data: a secret kind among what it gets (in any case, as kubectl
// reads it), and an output that prints
// objects (-o yaml, json, jsonpath, go-template …; an output not known
// might be one) rather than the table (no -o, -o wide, -o name). The
// view-secret plugin prints one's values.
func kubectlPrintsSecret(p *Part) bool {
	args := p.Args()
	get, kind, out := false, false, false
	for i := 0; i < len(args); i++ {
		v, ok := args[i].Literal()
		if !ok {
			continue
		}
		switch {
		case v == "view-secret":
			return true
		case v == "get" && !get:
			get = true
		case v == "-o" || v == "--output":
			if i+1 < len(args) {
				i++
				w, ok := args[i].Literal()
				out = out || !ok || w != "name" && w != "wide"
			}
		case strings.HasPrefix(v, "--output=") || strings.HasPrefix(v, "-o") && !strings.HasPrefix(v, "--"):
			w := strings.TrimPrefix(strings.TrimPrefix(strings.TrimPrefix(v, "--output"), "-o"), "=")
			out = out || w != "name" && w != "wide"
		case v == "--template" || strings.HasPrefix(v, "--template="):
			out = true
		case get && !strings.HasPrefix(v, "-"):
			for _, piece := range strings.Split(strings.ToLower(v), ",") {
				piece, _, _ = strings.Cut(piece, "/")
				piece, _, _ = strings.Cut(piece, ".")
				kind = kind || piece == "secret" || piece == "secrets"
			}
		}
	}
	return get && kind && out
}

// dockerInspectsEnv reports whether docker (or podman) inspect prints a
// container's environment: its whole configuration, or a format that
// names Env.
func dockerInspectsEnv(p *Part, ops []string) bool {
	if len(ops) == 0 || ops[0] != "inspect" && !(ops[0] == "container" && len(ops) > 1 && ops[1] == "inspect") {
		return false
	}
	args := p.Args()
	for i, a := range args {
		v, _ := a.Literal()
		val, isFormat := "", false
		switch {
		case v == "-f" || v == "--format":
			isFormat = true
			if i+1 < len(args) {
				val = args[i+1].Raw
			}
		case strings.HasPrefix(v, "--format="):
			isFormat, val = true, v
		}
		if isFormat {
			return strings.Contains(val, "Env") || strings.Contains(val, "json .")
		}
	}
	return true
}

// gitConfigGetsCredential reports whether a git config reads a setting
// that holds a secret: the credential section (a helper's stored user or
// token), an http extra header (actions/checkout keeps the job's token
// there: `git config --get-all http.https://github.com/.extraheader`,
// rt20d #6), or a key named for a token or password (`hub.oauthtoken`).
func gitConfigGetsCredential(lits []string) bool {
	get := false
	for _, v := range lits {
		switch v {
		case "--get", "--get-all", "--get-regexp", "--get-urlmatch", "--list", "-l", "get":
			get = true
		}
	}
	if !get {
		return false
	}
	for _, v := range lits {
		l := strings.ToLower(v)
		for _, k := range []string{"credential", "extraheader", "token", "password", "secret"} {
			if strings.Contains(l, k) {
				return true
			}
		}
	}
	return false
}

// jqReadsEnv reports whether a jq program reads the environment: the
// builtin env or $ENV (`jq -n env`, `jq -n '$ENV.GITHUB_TOKEN'`). A field
// named env (`.env`) and jq's own --arg names are not it.
func jqReadsEnv(p *Part) bool {
	args := p.Args()
	for i := 0; i < len(args); i++ {
		v, ok := args[i].Literal()
		if !ok {
			continue
		}
		switch v {
		case "--arg", "--argjson", "--slurpfile", "--rawfile":
			i += 2
			continue
		case "-f", "--from-file", "--indent", "-L":
			i++
			continue
		}
		if strings.HasPrefix(v, "-") {
			continue
		}
		if strings.Contains(v, "$ENV") || hasBareEnv(v) {
			return true
		}
	}
	return false
}

// hasBareEnv reports whether jq code calls the builtin env: the word env
// not after a dot, a $ or a name's letters, and not before a name's
// letters or a colon (an object's key).
func hasBareEnv(code string) bool {
	for i := strings.Index(code, "env"); i >= 0; {
		before := byte(' ')
		if i > 0 {
			before = code[i-1]
		}
		after := byte(' ')
		if i+3 < len(code) {
			after = code[i+3]
		}
		if before != '.' && before != '$' && !isNameByte(before) && !isNameByte(after) && after != ':' {
			return true
		}
		next := strings.Index(code[i+3:], "env")
		if next < 0 {
			break
		}
		i += 3 + next
	}
	return false
}

// opsStartWith reports whether the operands ops begin with s, in order
// (kubectl get secret …: the verbs a printer of secrets is run with).
func opsStartWith(ops []string, s ...string) bool {
	for i, v := range s {
		if i >= len(ops) || ops[i] != v {
			return false
		}
	}
	return true
}

// litArgs returns p's literal arguments, and those of them that are not
// options (the verbs and operands, in order).
func litArgs(p *Part) (lits, ops []string) {
	for _, a := range p.Args() {
		v, ok := a.Literal()
		if !ok {
			continue
		}
		lits = append(lits, v)
		if !strings.HasPrefix(v, "-") {
			ops = append(ops, v)
		}
	}
	return lits, ops
}

// hasAll reports whether every one of want is among lits.
func hasAll(lits []string, want ...string) bool {
	for _, w := range want {
		found := false
		for _, v := range lits {
			if v == w {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}
