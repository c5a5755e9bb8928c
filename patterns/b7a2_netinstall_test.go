package patterns

import "testing"

// netInstallCases are code installed from where it is fetched by verbs
// beside install and add (defaults_netinstalls.go, b7a). "" must stay
// allowed: registries' everyday installs, local paths, listings.
var netInstallCases = []doesCase{
	{"pip install -e git+https://github.com/o/x#egg=x", "cmd.download-run"},
	{"pip install --editable git+https://github.com/o/x#egg=x", "cmd.download-run"},
	{"pip install -e git+ssh://git@github.com/o/x.git#egg=x", "cmd.download-run"},
	{"python3 -m pip install -e git+https://x.io/r.git#egg=r", "cmd.download-run"},
	{"deno install https://x.io/cli.ts", "cmd.download-run"},
	{"deno install -A -g -n x https://x.io/cli.ts", "cmd.download-run"},
	{"cargo add --git https://github.com/o/x", "cmd.download-run"},
	{"cargo add x --git https://x.io/r", "cmd.download-run"},
	{"helm plugin install https://github.com/o/helm-x", "cmd.download-run"},
	{"docker plugin install vieux/sshfs", "cmd.download-run"},
	{"docker plugin install --grant-all-permissions x/y", "cmd.download-run"},
	{"gh extension install o/gh-x", "cmd.download-run"},
	{"gh ext install https://github.com/o/gh-x", "cmd.download-run"},
	{"asdf plugin add x https://github.com/o/asdf-x", "cmd.download-run"},
	{"mise plugins install x https://github.com/o/x", "cmd.download-run"},
	// Everyday: registries' installs, the project, local paths, listings.
	{"pip install -e .", ""},
	{"pip install -e ./libs/core", ""},
	{"pip install requests", ""},
	{"deno install", ""},
	{"cargo add serde --features derive", ""},
	{"cargo install ripgrep", ""},
	{"helm plugin install ./plugins/x", ""},
	{"helm plugin list", ""},
	{"docker plugin ls", ""},
	{"gh extension install .", ""},
	{"gh extension list", ""},
	{"asdf plugin add nodejs", ""},
	{"go install golang.org/x/tools/cmd/goimports@latest", ""},
	{"npm install -g typescript", ""},
}

// TestNetInstallVerbs checks netInstallCases against the defaults.
func TestNetInstallVerbs(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, farSideCtx(), "", netInstallCases)
}
