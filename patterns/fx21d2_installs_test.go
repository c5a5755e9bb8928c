package patterns

import "testing"

// fx21d2InstallCases are rt21d #7: installs from git or another feed
// through the package managers the list did not name; "" are their
// everyday installs from the public index.
var fx21d2InstallCases = []doesCase{
	{"pdm add git+https://github.com/o/x", "cmd.download-run"},
	{"rye add x --git https://github.com/o/x", "cmd.download-run"},
	{"rye add x --url https://x.example/x.tar.gz", "cmd.download-run"},
	{`pixi add --pypi "x @ git+https://github.com/o/x"`, "cmd.download-run"},
	{"dotnet tool install -g x --add-source https://x.example/feed", "cmd.download-run"},
	{"dotnet tool update -g x --add-source https://x.example/feed", "cmd.download-run"},
	// Everyday.
	{"pdm add requests", ""},
	{"rye add requests", ""},
	{"pixi add python", ""},
	{"dotnet tool install -g dotnet-ef", ""},
	{"dotnet tool update -g dotnet-ef", ""},
}

// TestFx21d2Installs checks fx21d2InstallCases against the defaults.
func TestFx21d2Installs(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "install ", fx21d2InstallCases)
}
