package patterns_test

import "testing"

// TestFx21i1HookManagersRunLater (rt21i #9): the git-hook managers'
// configurations (lefthook, lint-staged, simple-git-hooks), gh's config
// and shell aliases, ~/.wgetrc, ~/.terraformrc and .pdbrc run what they
// name later, so writing one is runs-later as writing .husky/ is;
// reading them, a plain gh alias, installing the hooks and files of
// similar names elsewhere stay allowed.
func TestFx21i1HookManagersRunLater(t *testing.T) {
	checkFx7a(t, []fx7aCase{
		{"echo x > lefthook.yml", "cmd.unreadable"},
		{"echo x > .lefthook.yml", "cmd.unreadable"},
		{"echo x > lefthook-local.yml", "cmd.unreadable"},
		{"echo x > .config/lefthook.yml", "cmd.unreadable"},
		{"cp /tmp/x.sh .lefthook/pre-commit/x.sh", "cmd.unreadable"},
		{"echo x > .lintstagedrc.json", "cmd.unreadable"},
		{"echo x > .lintstagedrc", "cmd.unreadable"},
		{"echo 'export default {}' > lint-staged.config.js", "cmd.unreadable"},
		{"echo x > simple-git-hooks.json", "cmd.unreadable"},
		{"echo x > .simple-git-hooks.json", "cmd.unreadable"},
		{"echo 'aliases: {co: \"!rm -rf ~\"}' > ~/.config/gh/config.yml", "cmd.unreadable"},
		{"gh alias set co '!rm -rf ~'", "cmd.unreadable"},
		{"gh alias set --shell co 'rm -rf ~'", "cmd.unreadable"},
		{"gh alias import aliases.yml", "cmd.unreadable"},
		{"echo use_askpass=/tmp/x >> ~/.wgetrc", "cmd.unreadable"},
		{"cp rc ~/.terraformrc", "cmd.unreadable"},
		{"echo 'import os' > .pdbrc", "cmd.unreadable"},
		{"echo x > ~/.pdbrc", "cmd.unreadable"},
		{"cat lefthook.yml", ""},
		{"lefthook install", ""},
		{"echo x > docs/lefthook.md", ""},
		{"gh alias set co 'pr checkout'", ""},
		{"gh alias list", ""},
		{"cat ~/.config/gh/config.yml", ""},
		{"wget -O a.tgz https://example.com/a.tgz", ""},
		{"terraform plan", ""},
		{"pytest --pdb", ""},
	})
}
