package patterns

import "testing"

// farSideCases are the commands sshd runs on the far side of a transfer
// (rt16h F5): scp's sink (-t) writes its operand and anything below it,
// scp's source (-f) and rsync --server --sender send what they read to
// the caller, git-receive-pack takes refspecs the line does not show.
// "" is everyday work that must stay allowed.
var farSideCases = []doesCase{
	{"scp -t ~/.bashrc", "cmd.guard-tamper"},
	{"scp -t -- ~/.bash_profile", "cmd.guard-tamper"},
	{"scp -r -t ~", "cmd.guard-tamper"},
	{"scp -rt ~", "cmd.guard-tamper"},
	{"scp -p -d -t /home/op", "cmd.guard-tamper"},
	{"scp -t .", "cmd.guard-tamper"},
	{"scp -t .claude/settings.json", "cmd.guard-tamper"},
	{"scp -t /home/op/.local/state/ozdesk/desk.db", "cmd.guard-tamper"},
	{"scp -t /usr/local/bin/ozdesk", "cmd.guard-tamper"},
	{"scp -t ~/.ssh/authorized_keys", "cmd.credentials"},
	{"scp -r -t ~/.ssh", "cmd.credentials"},
	{"scp -t .git/hooks/pre-commit", "cmd.unreadable"},
	{"scp -d -t -- .git/hooks", "cmd.unreadable"},
	{"scp -v -t ~/.bashrc", "cmd.guard-tamper"},
	{`scp -t "$HOME"`, "cmd.guard-tamper"},
	{"scp -t -r ~", "cmd.guard-tamper"},
	{"scp -f ~/.ssh/id_rsa", "cmd.credentials"},
	{"scp -pf -- ~/.ssh/id_ed25519", "cmd.credentials"},
	{"scp -r -f ~/.aws", "cmd.credentials"},
	{"rsync --server --sender -vlogDtpre.iLsfxC . ~/.ssh/id_rsa", "cmd.credentials"},
	{"rsync --server -vlogDtpre.iLsfxC . ~/.bashrc", "cmd.guard-tamper"},
	{"git-receive-pack '/srv/repo.git'", "cmd.force-push"},
	{"git receive-pack .", "cmd.force-push"},
	// Everyday: an upload into the project's own tree, a download of a
	// project file, a fetch, the caller's side of a copy.
	{"scp -t src/main.go", ""},
	{"scp -r -t build/", ""},
	{"scp -t /tmp/upload.tgz", ""},
	{"scp -f src/main.go", ""},
	{"scp -r -f docs", ""},
	{"scp file.txt host:", ""},
	{"scp host:file.txt .", ""},
	{"rsync --server --sender -vlogDtpre.iLsfxC . .", ""},
	{"rsync --server --sender -vlogDtpre.iLsfxC . src/", ""},
	{"rsync --server -vlogDtpre.iLsfxC . build/", ""},
	{"git-upload-pack '/srv/repo.git'", ""},
	{"git push origin feature", ""},
}

// TestFarSideTransfers checks farSideCases against the defaults.
func TestFarSideTransfers(t *testing.T) {
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	checkDoesCases(t, pol, farSideCtx(), "", farSideCases)
}

// farSideCtx is effectsCtx with the shell's start-up files in the home
// protected too, as the queue protects them (ShellStartup).
func farSideCtx() *Context {
	ctx := effectsCtx("/home/op/proj")
	home, system := ShellStartup()
	for _, f := range home {
		ctx.Protected = append(ctx.Protected, ctx.Home+"/"+f)
	}
	ctx.Protected = append(ctx.Protected, system...)
	return ctx
}
