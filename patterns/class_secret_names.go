package patterns

import (
	"path"
	"strings"
)

// Secrets known by their names beyond the credentials paths: the table
// of class_secret_table.go, by effect, and the families a list cannot
// hold: a project's files named for the secrets they hold (NAME.env:
// prod.env; not example.env, sample.env, template.env), anything below a
// directory named secrets or .secrets, terraform's state (*.tfstate,
// *.tfstate.backup: every resource's attributes, passwords among them,
// in clear; fx18d2, rt18d #7) and private keys and key stores by their
// endings (keyFileName: server.key, tls-key.pem, app.jks; rt20d #4);
// and data files named for secrets, credentials or passwords
// (namedForSecrets: secrets.txt, credentials.json, passwords.csv; fx35c,
// rt31 D192).
// These count where the line sends them or reads them into a sender, as
// the [secret] files do; their writes are judged as any other path's.

// secretByName reports whether the path v (absolute, cleaned) is a secret
// by its name (above).
func secretByName(v, home string) bool {
	home = strings.TrimSuffix(home, "/")
	base := strings.ToLower(path.Base(v))
	if secretInTable(v, base, home) || keyFileName(base) {
		return true
	}
	if strings.HasSuffix(base, ".tfstate") || strings.HasSuffix(base, ".tfstate.backup") {
		return true // terraform's state holds every resource's secrets in clear
	}
	if namedForSecrets(base) {
		return true
	}
	if name, ok := strings.CutSuffix(base, ".env"); ok && name != "" {
		switch name {
		case "example", "sample", "template", "default", "defaults", "dist", "schema", "test":
		default:
			return true
		}
	}
	for dir := range strings.SplitSeq(path.Dir(v), "/") {
		if dir == "secrets" || dir == ".secrets" {
			return true
		}
	}
	return false
}

// printsHistory reports whether part p prints the shell's history, which
// holds what was typed, passwords and tokens among it: `history`, `fc -l`.
func printsHistory(p *Part) bool {
	switch p.Program {
	case "history":
		return true
	case "fc":
		lits, _ := litArgs(p)
		for _, v := range lits {
			if len(v) > 1 && v[0] == '-' && strings.ContainsRune(v, 'l') {
				return true
			}
		}
	}
	return false
}

// secretsStems are the names a file of secrets is given.
var secretsStems = []string{"secret", "secrets", "credential", "credentials", "creds", "password", "passwords"}

// secretsDataExts are the endings of data files (not code: a module named
// secrets.py reads secrets, it does not hold them). A bare name
// (`kubectl get secret`) is a word, not a file named for secrets.
var secretsDataExts = []string{".txt", ".json", ".yaml", ".yml", ".toml", ".ini", ".conf", ".cfg", ".csv", ".xml",
	".properties", ".env", ".bak", ".old", ".orig"}

// namedForSecrets reports whether a base name (lower case) is a data file
// named for the secrets it holds: secrets.txt, credentials.json,
// my-passwords.csv, prod_secrets.yaml.
func namedForSecrets(base string) bool {
	stem, ext := base, ""
	if i := strings.IndexByte(base, '.'); i > 0 {
		stem, ext = base[:i], base[i:]
	}
	data := false
	for _, e := range secretsDataExts {
		data = data || ext == e
	}
	if !data {
		return false
	}
	for _, s := range secretsStems {
		if stem == s || strings.HasSuffix(stem, "-"+s) || strings.HasSuffix(stem, "_"+s) {
			return true
		}
	}
	return false
}
