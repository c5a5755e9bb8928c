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
// endings (keyFileName: server.key, tls-key.pem, app.jks; rt20d #4).
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
