package patterns

import "strings"

// The table of secrets by name (rt16d #1, fx18d2, rt20d #4): files whose
// contents give whoever reads them access, grouped by what they give
// away. Each entry names places below the home (a file, or a directory
// with all below it), absolute places (the same), base names that are
// such a file wherever they lie (compared in lower case), and path
// endings. A file counts where the line sends it or reads it into a
// sender, as the credentials paths do ([secret]); a directory strictly
// below the home that holds one of the home's places counts when sent
// whole (`scp -r ~/.mozilla h:`). Their writes are judged as any other
// path's. The names beside the table (secretByName) are the families a
// list cannot hold: dotenv files, terraform's state, private keys by
// their endings and what lies below a secrets directory.
type secretKind struct {
	effect string   // what a reader of the file is given
	home   []string // below the home
	system []string // absolute
	names  []string // base names, lower case
	tails  []string // path endings, from a slash
}

// secretTable is the table of secrets by name, by effect.
var secretTable = []secretKind{
	{
		effect: "a private key: TLS servers', a cluster's, a VPN's, a host's or a user's",
		system: []string{"/etc/ssl/private", "/etc/pki/tls/private", "/etc/letsencrypt", "/etc/kubernetes/admin.conf",
			"/etc/kubernetes/super-admin.conf", "/etc/kubernetes/kubelet.conf", "/etc/kubernetes/controller-manager.conf",
			"/etc/kubernetes/scheduler.conf", "/etc/kubernetes/pki", "/etc/rancher/k3s/k3s.yaml", "/etc/rancher/rke2/rke2.yaml",
			"/var/lib/rancher/k3s/server", "/var/lib/rancher/rke2/server", "/var/lib/kubelet/pki", "/etc/wireguard",
			"/etc/ipsec.secrets", "/etc/ipsec.d/private", "/etc/openvpn", "/etc/NetworkManager/system-connections", "/etc/krb5.keytab"},
		home: []string{".minikube", ".config/sops/age"},
		names: []string{"id_rsa", "id_dsa", "id_ecdsa", "id_ed25519", "id_ecdsa_sk", "id_ed25519_sk",
			"privkey.pem", "key.pem", "private.pem"},
	},
	{
		effect: "a coding harness's or agent's login: its account and model tokens",
		home: []string{".claude/.credentials.json", ".claude.json", ".codex/auth.json", ".gemini/oauth_creds.json",
			".gemini/google_accounts.json", ".qwen/oauth_creds.json", ".config/github-copilot",
			".local/share/opencode/auth.json", ".config/goose/secrets.yaml", ".aider.conf.yml"},
	},
	{
		effect: "a package registry's publish token, in the home or a project",
		home: []string{".m2/settings.xml", ".m2/settings-security.xml", ".gradle/gradle.properties",
			".config/pypoetry/auth.toml", ".nuget/NuGet/NuGet.Config"},
		names: []string{".npmrc", ".pypirc", ".yarnrc.yml", "nuget.config", "auth.json", ".git-credentials"},
		tails: []string{"/.bundle/config"},
	},
	{
		effect: "a cloud's, a platform's or a CI service's login",
		system: []string{"/var/run/secrets", "/run/secrets"},
		home: []string{".config/hub", ".config/glab-cli/config.yml", ".config/doctl/config.yaml", ".oci", ".fly/config.yml",
			".config/hcloud", ".config/scw", ".aliyun", ".bluemix", ".config/linode-cli", ".config/netlify",
			".local/share/com.vercel.cli", ".wrangler/config", ".config/.wrangler", ".railway/config.json",
			".config/configstore/firebase-tools.json", ".supabase/access-token", ".databrickscfg", ".snowsql/config",
			".dbt/profiles.yml", ".circleci/cli.yml", ".travis/config.yml", ".config/ngrok", ".ngrok2", ".cloudflared",
			".terraformrc"},
		names: []string{".sentryclirc"},
	},
	{
		effect: "an application's secrets kept in its project, and the job token git keeps",
		names: []string{"credentials.json", "service-account.json", "service_account.json", "master.key", "wp-config.php",
			"local.settings.json", ".dev.vars", "appsettings.production.json", "appsettings.prod.json",
			"appsettings.staging.json", "secrets.yml", "secrets.yaml", "secrets.json", "secrets.toml", "secrets.env", "secret.env"},
		// actions/checkout keeps the job's token in .git/config as
		// http.extraheader; remotes may hold one in their URL.
		tails: []string{"/.git/config"},
	},
	{
		effect: "a browser's or the desktop's store of passwords and cookies",
		home: []string{".mozilla/firefox", "snap/firefox/common/.mozilla", ".thunderbird", ".config/google-chrome",
			".config/chromium", ".config/BraveSoftware", ".config/microsoft-edge", ".local/share/keyrings",
			".local/share/kwalletd", ".config/Bitwarden CLI", "Library/Keychains", "Library/Cookies",
			"Library/Application Support/Google/Chrome", "Library/Application Support/Firefox"},
	},
	{
		effect: "what was typed: the shells' and database shells' histories",
		home: []string{".bash_history", ".zsh_history", ".histfile", ".psql_history", ".mysql_history",
			".python_history", ".node_repl_history", ".local/share/fish/fish_history"},
	},
}

// secretInTable reports whether the absolute, cleaned path v is a secret
// of the table, with base its base name in lower case.
func secretInTable(v, base, home string) bool {
	for i := range secretTable {
		k := &secretTable[i]
		for _, d := range k.system {
			if within(v, d) {
				return true
			}
		}
		if home != "" {
			for _, f := range k.home {
				if withinJoined(v, home, f) {
					return true
				}
			}
		}
		for _, n := range k.names {
			if base == n {
				return true
			}
		}
		for _, t := range k.tails {
			if strings.HasSuffix(v, t) {
				return true
			}
		}
	}
	return false
}

// holdsTableSecret reports whether the absolute path p is a directory
// strictly below the home that holds one of the table's home places
// (~/.config holds ~/.config/github-copilot).
func holdsTableSecret(p, home string) bool {
	if home == "" || home == "/" || !within(p, home) || p == home {
		return false
	}
	// p is home/rel, and home/f lies within it when f lies within rel:
	// compared without building home/f for each entry (fx21a: it was a
	// fifth of an allowed command's evaluation).
	rel := p[len(home)+1:]
	for i := range secretTable {
		for _, f := range secretTable[i].home {
			if within(f, rel) {
				return true
			}
		}
	}
	return false
}

// keyFileName reports whether a base name (lower case) is a private key's
// or a key store's by its ending: `server.key`, `client.key`, `tls-key.pem`,
// `cert.p12`, `app.jks`, PuTTY's `.ppk`, Apple's `.p8`, KeePass's `.kdbx`.
// A certificate (`cert.pem`, `ca.crt`) is public and is left alone.
func keyFileName(base string) bool {
	for _, s := range []string{".key", ".p12", ".pfx", ".jks", ".keystore", ".ppk", ".p8", ".kdbx"} {
		if strings.HasSuffix(base, s) && len(base) > len(s) {
			return true
		}
	}
	if stem, ok := strings.CutSuffix(base, ".pem"); ok {
		return strings.Contains(stem, "key") || strings.Contains(stem, "priv")
	}
	return false
}
