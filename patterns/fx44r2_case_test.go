package patterns

import (
	"strings"
	"testing"
)

// fx44r2PMCases are rt44's everyday rows of xargs into a package
// manager's read-only verbs (match_verbs.go's leafVerbs): the appended
// items are operands of the verb, never `npm owner add` or `yarn global
// add`; `npm info` is not install's `i*`. An install of items not known
// still asks.
var fx44r2PMCases = []fx40cBecauseCase{
	{"echo react | xargs npm view", "", "", ""},
	{"jq -r '.dependencies|keys[]' package.json | xargs npm view", "", "", ""},
	{"echo react | xargs npm ls", "", "", ""},
	{"echo react | xargs pnpm why", "", "", ""},
	{"echo react | xargs yarn why", "", "", ""},
	{"echo react | xargs -n1 npm info", "", "", ""},
	{"npm view \"$PKG\" version", "", "", ""},
	{"yarn why $X", "", "", ""},
	{"npm info $X", "", "", ""},
	{"cat deps.txt | xargs npm install", "cmd.download-run", "remote-code", "might"},
	{"echo lodash | xargs pnpm add", "cmd.download-run", "remote-code", "might"},
	{"echo x | xargs npm owner add", "cmd.credentials", "add", "certain"},
	{"npm install $X", "cmd.download-run", "remote-code", "might"},
	{"npm info x > ~/.bashrc", "cmd.guard-tamper", "protected", "certain"},
}

func TestFx44r2PackageManagerItems(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range fx44r2PMCases {
		checkFx40cBecause(t, pol, c.cmd, farSideCtx(), c.rule, c.class, c.certainty)
	}
}

// fx44r2CacheCases: the package managers' cache trees in the home are
// left alone as ~/.cache's are (class_cachedir.go); the trees that hold
// them, and a path leaving them, still ask.
var fx44r2CacheCases = []doesCase{
	{"rm -rf ~/.npm/_cacache", ""},
	{"rm -rf ~/.gradle/caches", ""},
	{"rm -rf ~/.m2/repository/com/example", ""},
	{"rm -rf ~/.cargo/registry/cache", ""},
	{"rm -rf ~/Library/Caches/pip", ""},
	{"rm -rf /home/op/.npm/_npx", ""},
	{"rm -rf ~/.npm", "cmd.delete-outside"},
	{"rm -rf ~/.gradle/caches/../gradle.properties", "cmd.delete-outside"},
	{"rm -rf ~/Library/Caches", "cmd.delete-outside"},
	{"rm -rf ~/.m2", "cmd.delete-outside"},
}

func TestFx44r2CacheTrees(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, farSideCtx(), "", fx44r2CacheCases)
}

// TestFx44r2RolloutUndo: `kubectl rollout undo` is a rollback, left alone
// as `helm rollback` is (class_workload.go); `kubectl set image` asks.
func TestFx44r2RolloutUndo(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, farSideCtx(), "", []doesCase{
		{"kubectl rollout undo deploy/api", ""},
		{"oc rollout undo dc/api --to-revision=2", ""},
		{"helm rollback api 3", ""},
		{"kubectl set image deploy/api api=x:2", "cmd.cloud-delete"},
	})
}

// TestFx44r2RestartDoc: DEFAULTS.md says that restarts are left alone
// except the container engine's, and why (rt44: it said restarts were
// left alone while `systemctl restart docker` asked).
func TestFx44r2RestartDoc(t *testing.T) {
	var effects string
	for _, d := range DefaultInfos() {
		if d.ID == "cmd.system" {
			effects = d.Effects
		}
	}
	for _, want := range []string{"except the container engine's", "stops every container on the host"} {
		if !strings.Contains(effects, want) {
			t.Errorf("cmd.system's effects do not say %q", want)
		}
	}
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, farSideCtx(), "", []doesCase{
		{"sudo systemctl restart docker", "cmd.system"},
		{"sudo systemctl restart nginx", ""},
		{"sudo systemctl reload nginx", ""},
	})
}

// TestFx44r2SwitchBack: `git switch -` and `git checkout -` name the
// branch checked out before (@{-1}), read as `git switch main` is
// (class_gittree.go), not as a word that might be anything.
func TestFx44r2SwitchBack(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, farSideCtx(), "", []doesCase{
		{"git switch -", ""},
		{"git checkout -", ""},
		{"git switch main", ""},
	})
}
