package patterns

import "testing"

// runners42Cases are rt42 §5's runners (wrappers_rt42_table.go): the
// command each runs is judged as itself. "" must stay allowed.
var runners42Cases = []doesCase{
	{"nvm exec rm -rf ~", "cmd.delete-home"},
	{"nvm exec --lts rm -rf ~", "cmd.delete-home"},
	{"nvm exec 20 rm -rf ~", "cmd.delete-home"},
	{"nvm exec v20.1.0 npm publish", "cmd.publish"},
	{"nvm exec lts/iron npm publish", "cmd.publish"},
	{"nvm exec pulumi destroy --yes", "cmd.cloud-delete"},
	{"nvm exec vsce publish", "cmd.publish"},
	{"rtx exec -- rm -rf ~", "cmd.delete-home"},
	{"rtx x -- npm publish", "cmd.publish"},
	{"rtx exec node@20 -- cdk destroy --all --force", "cmd.cloud-delete"},
	{"pkgx rm -rf ~", "cmd.delete-home"},
	{"pkgx npm publish", "cmd.publish"},
	{"pkgx +node@20 npm publish", "cmd.publish"},
	{"proto run gh repo delete o/r --yes", "cmd.cloud-delete"},
	{"proto run lerna publish --yes", "cmd.publish"},
	{"aqua exec -- npm publish", "cmd.publish"},
	{"hatch env run -- twine upload dist/*", "cmd.publish"},
	{"hatch env run -e test -- twine upload dist/*", "cmd.publish"},
	{"npm-run rimraf ~", "cmd.delete-home"},
	{"rtk rm -rf ~/*", "cmd.delete-home"},
	// Everyday.
	{"nvm use 20", ""},
	{"nvm exec 20 npm test", ""},
	{"nvm exec npm test", ""},
	{"nvm install --lts", ""},
	{"rtx exec node@20 -- node -v", ""},
	{"pkgx +node@20 node --version", ""},
	{"pkgx --query node", ""},
	{"proto run node -- --version", ""},
	{"aqua exec -- terraform plan", ""},
	{"hatch env run -- pytest", ""},
	{"rtk git status", ""},
	{"npm-run eslint .", ""},
}

// TestRunners42 checks runners42Cases against the defaults.
func TestRunners42(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, farSideCtx(), "", runners42Cases)
}

// TestNvmVersion checks the words nvm exec takes for its version.
func TestNvmVersion(t *testing.T) {
	for _, c := range []struct {
		word string
		want bool
	}{
		{"20", true}, {"v20.1.0", true}, {"node", true}, {"lts/*", true}, {"lts/iron", true},
		{"system", true}, {"iojs-v3", true},
		{"rm", false}, {"npm", false}, {"vsce", false}, {"v", false}, {"", false}, {"pulumi", false},
	} {
		if got := nvmVersion(c.word); got != c.want {
			t.Errorf("nvmVersion(%q) = %v, want %v", c.word, got, c.want)
		}
	}
}
