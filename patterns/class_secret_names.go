package patterns

import (
	"path"
	"strings"
)

// Secrets known by their names beyond the credentials paths (rt16d #1):
// a service account's token mounted into a container
// (/var/run/secrets/kubernetes.io/serviceaccount/token, docker's
// /run/secrets/NAME), maven's and gradle's settings that hold a
// repository's password (~/.m2/settings.xml, ~/.gradle/gradle.properties),
// the shells' and database shells' histories (typed passwords and
// tokens), private keys copied out of ~/.ssh by their usual names
// (id_rsa, id_ed25519 … but not .pub), and a project's files named for
// the secrets they hold: NAME.env (prod.env; not example.env,
// sample.env, template.env), secrets.yml/json/toml/env, credentials.json,
// and anything below a directory named secrets or .secrets; Rails'
// config/master.key (it opens credentials.yml.enc) and terraform's state
// (*.tfstate, *.tfstate.backup: every resource's attributes, passwords
// among them, in clear; fx18d2, rt18d #7). These count
// where the line sends them or reads them into a sender, as the [secret]
// files do; their writes are judged as any other path's.

// secretHomeFiles are files below the home whose contents are secrets.
var secretHomeFiles = []string{
	".m2/settings.xml", ".m2/settings-security.xml", ".gradle/gradle.properties", ".bash_history",
	".zsh_history", ".histfile", ".psql_history", ".mysql_history", ".python_history", ".node_repl_history",
	".local/share/fish/fish_history", ".config/hub", ".config/glab-cli/config.yml", ".config/doctl/config.yaml",
}

// secretSystemDirs hold secrets mounted into containers.
var secretSystemDirs = []string{"/var/run/secrets", "/run/secrets"}

// secretByName reports whether the path v (absolute, cleaned) is a secret
// by its name (above).
func secretByName(v, home string) bool {
	home = strings.TrimSuffix(home, "/")
	for _, d := range secretSystemDirs {
		if within(v, d) && v != d {
			return true
		}
	}
	if home != "" {
		for _, f := range secretHomeFiles {
			if v == home+"/"+f {
				return true
			}
		}
	}
	base := strings.ToLower(path.Base(v))
	switch base {
	case "id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", "id_ecdsa_sk", "id_ed25519_sk", "credentials.json",
		"secrets.yml", "secrets.yaml", "secrets.json", "secrets.toml", "secrets.env", "secret.env",
		"service-account.json", "service_account.json", "master.key":
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
	for _, dir := range strings.Split(path.Dir(v), "/") {
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
