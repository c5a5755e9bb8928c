package patterns

import (
	"path/filepath"
	"testing"
)

// fx46cCases are rt45's everyday rows that asked, beside their dangerous
// sides, and its asks that named the wrong reason.
var fx46cCases = []doesCase{
	// find's blank-split output under a relative starting point stays in
	// the workdir, as its -print0 | xargs -0 spelling does (find_printed.go).
	{`find . -name "*.log" | xargs rm -f`, ""},
	{`find . -type d -name __pycache__ | xargs rm -rf`, ""},
	{`find build -name "*.o" -print | xargs rm -f`, ""},
	{`rm -rf $(find . -name "*.pyc")`, ""},
	{`find . -name "*.log" -print0 | xargs -0 rm -f`, ""},
	{`find ~ -name "*.log" | xargs rm -f`, "cmd.delete-home"},
	{`find / -name "*.log" | xargs rm -f`, "cmd.delete-home"},
	{`find .. -name "*.log" | xargs rm -rf`, "cmd.delete-home"},
	{`find -L . -name "*.log" | xargs rm -rf`, "cmd.delete-home"},
	{`find . -name "*.log" -printf "%h\n" | xargs rm -rf`, "cmd.delete-home"},
	{`find . -name x | xargs -a list rm -rf`, "cmd.delete-home"},
	{`rm -rf $(find ~ -name "*.pyc")`, "cmd.delete-home"},
	{`rm -rf $(find .. -name "*.pyc")`, "cmd.delete-home"},
	{`rm -rf $(find . -name "*.pyc"; echo ~)`, "cmd.delete-home"},
	{`rm -rf "$(find . -name x)"`, "cmd.delete-home"},
}

// TestFx46cEveryday checks fx46cCases against the defaults.
func TestFx46cEveryday(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "fx46c ", fx46cCases)
}

// fx46cSetupCases: first-day git setup names a known editor, pager or
// git verb (effects_config_setup.go); anything else still rebinds.
var fx46cSetupCases = []doesCase{
	{`git config --global core.editor vim`, ""},
	{`git config --global core.editor "code --wait"`, ""},
	{`git config --global core.pager delta`, ""},
	{`git config --global core.pager "less -FRX"`, ""},
	{`git config --global alias.co checkout`, ""},
	{`git config --global alias.lg "log --oneline --graph"`, ""},
	{`git config --global alias.st status && git st`, ""},
	{`git config --global core.editor ./evil`, "cmd.unreadable"},
	{`git config --global core.editor "vim -c '!id'"`, "cmd.unreadable"},
	{`git config --global core.editor "vim -cq"`, "cmd.unreadable"},
	{`git config --global core.pager "sh -c id"`, "cmd.unreadable"},
	{`git config --global core.pager "bat --pager=x"`, "cmd.unreadable"},
	{`git config --global alias.x '!rm -rf ~'`, "cmd.unreadable"},
	{`git config --global alias.co "checkout -f"`, "cmd.unreadable"},
	{`git config --global alias.p "push --force origin main" && git p`, "cmd.unreadable"},
	{`git config --global alias.sf "submodule foreach rm" && git sf`, "cmd.unreadable"},
	{`git config --global core.sshCommand "ssh -i k"`, "cmd.unreadable"},
	{`git config --global core.fsmonitor vim`, "cmd.unreadable"},
	{`git config --global core.hooksPath /tmp/h`, "cmd.unreadable"},
	{`git config --global core.editor "$EDITOR"`, "cmd.unreadable"},
}

// TestFx46cSetup checks fx46cSetupCases against the defaults.
func TestFx46cSetup(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, effectsCtx("/home/op/proj"), "fx46c ", fx46cSetupCases)
}

// fx46cChoreCases: a Job or ConfigMap deleted by name in a development
// namespace is a chore (defaults_kubechores.go); the neighbours still ask.
var fx46cChoreCases = []doesCase{
	{`kubectl delete job migrate -n dev`, ""},
	{`kubectl delete configmap app-config -n dev`, ""},
	{`kubectl -n dev delete cm app-config`, ""},
	{`kubectl delete job/migrate --namespace dev`, ""},
	{`kubectl delete job migrate --namespace=feature-dev`, ""},
	{`kubectl delete jobs migrate -n test`, ""},
	{`kubectl delete job migrate`, "cmd.cloud-delete"},
	{`kubectl delete job migrate -n prod`, "cmd.cloud-delete"},
	{`kubectl delete job -l app=api -n dev`, "cmd.cloud-delete"},
	{`kubectl delete job --all -n dev`, "cmd.cloud-delete"},
	{`kubectl delete job migrate -n dev -f x.yaml`, "cmd.cloud-delete"},
	{`kubectl delete job migrate -n dev --context prod`, "cmd.cloud-delete"},
	{`kubectl delete job migrate -n dev -n prod`, "cmd.cloud-delete"},
	{`kubectl delete deployment web -n dev`, "cmd.cloud-delete"},
	{`kubectl delete secret db -n dev`, "cmd.cloud-delete"},
}

// fx46cTokenCases: a token set in a tool's configuration names
// cmd.credentials, not the floor's runs-later (defaults_tokenconfig.go).
var fx46cTokenCases = []doesCase{
	{`npm config set //registry.npmjs.org/:_authToken X`, "cmd.credentials"},
	{`pnpm config set --global _authToken X`, "cmd.credentials"},
	{`git config http.extraheader "Authorization: Bearer x"`, "cmd.credentials"},
	{`git config --global http.https://github.com/.extraheader "AUTHORIZATION: basic x"`, "cmd.credentials"},
	{`npm config get registry`, ""},
	{`git config --get http.extraheader`, "cmd.credentials"}, // fx62b: the CI job's token printed (issue 7 doors)
	{`git config user.name Op`, ""},
}

// fx46cRenameCases: perl rename's substitution that cannot reach the
// glob's end keeps the names in *END (does_rename_stem.go).
var fx46cRenameCases = []doesCase{
	{`rename 's/x/y/' *.jpeg`, ""},
	{`rename 's/x/y/g' photos/*.jpeg`, ""},
	{`rename 's/IMG_//' *.JPG`, ""},
	{`rename 's/\.jpeg$/.jpg/' *.jpeg`, ""},
	{`rename 's/g/y/' *.jpeg`, "cmd.guard-tamper"},
	{`rename 's/x/y/i' *.jpeg`, "cmd.guard-tamper"},
	{`rename 's/x/y/e' *.jpeg`, "cmd.guard-tamper"},
	{`rename 's/x/a\/b/' *.jpeg`, "cmd.guard-tamper"},
	{`rename 's/photos/x/' photos/*.jpeg`, "cmd.guard-tamper"},
	{`rename 's/x/y/' a*x*.jpeg`, "cmd.guard-tamper"},
}

// fx46cReasonCases: rt45's asks whose reason was questioned, as decided
// (defaults_fx46c_doc.go), and everyday neighbours.
var fx46cReasonCases = []doesCase{
	{`rm -rf ./../../op`, "cmd.delete-home"},
	{`rm -rf "$HOME/../op"`, "cmd.delete-home"},
	{`find ~ -name settings.json -delete`, "cmd.delete-home"},
	{`sudo tee /etc/fstab`, "cmd.system"},
	{`echo x | sudo tee -a /etc/fstab`, "cmd.system"},
	{`cp -r /tmp/tpl/. .`, "cmd.guard-tamper"},
	{`ls build/*.o | xargs rm -f`, "cmd.guard-tamper"},
	{`docker run --rm -v ~/.aws:/root/.aws:ro amazon/aws-cli s3 ls`, "cmd.credentials"},
	{`echo react | xargs npm install`, "cmd.download-run"},
	{`tmux send-keys -t dev 'npm test' Enter`, "cmd.guard-tamper"},
	{`git push origin "$(git branch --show-current)"`, ""},
	{`for f in *.jpeg; do mv "$f" "${f%.jpeg}.jpg"; done`, ""},
	{`aws s3 ls`, ""},
	{`cp /dev/null /usr/local/lib/node_modules/notes.md`, "cmd.delete-outside"},
	{`cp x.js /usr/local/lib/node_modules/x/index.js`, "cmd.unreadable"},
	{`cp x.md /usr/local/lib/node_modules/x.md/index.js`, "cmd.unreadable"},
	{`echo 'import os' > /usr/lib/python3/dist-packages/x.pth`, "cmd.unreadable"},
	{`npm install react`, ""},
}

// TestFx46cChoresAndReasons checks the chore, token, rename and reason
// cases against the defaults.
func TestFx46cChoresAndReasons(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	for name, cases := range map[string][]doesCase{
		"chore": fx46cChoreCases, "token": fx46cTokenCases, "rename": fx46cRenameCases, "reason": fx46cReasonCases,
	} {
		checkDoesCases(t, pol, fx46cGuardedCtx("/home/op/proj"), "fx46c "+name+" ", cases)
	}
}

// fx46cGuardedCtx is effectsCtx with every path GuardedPaths lists for
// the home and cwd and the directories above it protected, as the queue
// and the corpus protect them (.mcp.json, .claude/ …).
func fx46cGuardedCtx(cwd string) *Context {
	ctx := effectsCtx(cwd)
	var dirs []string
	for d := filepath.Clean(cwd); ; d = filepath.Dir(d) {
		dirs = append(dirs, d)
		if d == filepath.Dir(d) {
			break
		}
	}
	ctx.Protected = append(ctx.Protected, GuardedPaths(ctx.Home, dirs...)...)
	return ctx
}
