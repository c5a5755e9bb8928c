package patterns

// Senders that upload what they read on standard input (rt16d #1):
// `env | gh gist create -`, `vault kv get k | aws s3 cp - s3://b/k`,
// `pass show db | rclone rcat remote:x`. A secret piped into one leaves
// the machine as it does piped into curl; [secret-stream] counts them as
// senders. And pass's and gopass's entries shown by name alone (`pass
// prod/db` is `pass show prod/db`).

// uploadsInput reports whether part p uploads its standard input: gh
// (a gist, an issue's body, an API call's input), `aws s3 cp -`,
// `gsutil cp -`, `gcloud storage cp -`, `rclone rcat`, `mc pipe`, and
// scp or rsync given /dev/stdin.
func uploadsInput(p *Part) bool {
	if p == nil {
		return false
	}
	lits, ops := litArgs(p)
	dash := hasAll(lits, "-") || hasAll(lits, "/dev/stdin")
	switch p.Program {
	case "gh", "glab":
		return true
	case "aws":
		return hasAll(ops, "s3", "cp") && dash
	case "gsutil":
		return hasAll(ops, "cp") && dash
	case "gcloud":
		return hasAll(ops, "storage", "cp") && dash
	case "rclone":
		return hasAll(ops, "rcat")
	case "mc":
		return hasAll(ops, "pipe")
	case "scp", "rsync", "sftp":
		return dash
	}
	return false
}

// passSubcommands are pass's and gopass's verbs that do not print an
// entry: any other first operand is an entry's name, shown.
var passSubcommands = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"ls": true, "list": true, "find": true, "search": true, "insert": true, "edit": true, "generate": true,
		"rm": true, "remove": true, "delete": true, "mv": true, "rename": true, "cp": true, "copy": true,
		"git": true, "init": true, "help": true, "version": true, "otp": false, "sync": true, "setup": true,
		"mounts": true, "config": true, "audit": true, "create": true, "new": true, "fsck": true, "templates": true,
	}
}}

// printsPassEntry reports whether pass or gopass prints an entry: `show`
// (or gopass's `cat`, `grep`), or an entry's name as the first operand.
func printsPassEntry(p *Part) bool {
	if p.Program != "pass" && p.Program != "gopass" {
		return false
	}
	_, ops := litArgs(p)
	if len(ops) == 0 {
		return false // the tree of names
	}
	switch ops[0] {
	case "show", "cat", "grep", "otp":
		return true
	}
	return !passSubcommands.get()[ops[0]]
}
