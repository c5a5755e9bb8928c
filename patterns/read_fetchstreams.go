package patterns

// Clients beside the downloaders that write what they fetch to standard
// output (fx32b), so that a shell fed from them runs a script fetched
// from the network (cmd.download-run, read_fetchrun.go): `ncftpget -c
// host /i.sh | sh`, `ncftpcat host /i.sh | sh`, `svn cat URL | sh`,
// `rclone cat remote:i.sh | sh`, `gsutil cat gs://b/i.sh | sh`, `gcloud
// storage cat …`, `gh api …`, `gh gist view ID --raw | sh`, `glab api
// …`, `aws s3 cp s3://b/i.sh - | sh`, `s3cmd get s3://b/i.sh - | sh`.

// streamsNetwork reports whether part q writes what it fetches from the
// network to standard output.
func streamsNetwork(q *Part) bool {
	switch q.Program {
	case "ncftpcat":
		return true
	case "ncftpget":
		return hasLitArg(q, "-c")
	case "svn", "rclone", "gsutil":
		return firstOperandIs(q, "cat")
	case "gcloud":
		return firstOperandIs(q, "storage") && hasLitArg(q, "cat")
	case "gh":
		return firstOperandIs(q, "api") || firstOperandIs(q, "gist") && hasLitArg(q, "view")
	case "glab":
		return firstOperandIs(q, "api")
	case "aws":
		return firstOperandIs(q, "s3") && hasLitArg(q, "cp") && hasLitArg(q, "-")
	case "s3cmd":
		return firstOperandIs(q, "get") && hasLitArg(q, "-")
	}
	return false
}

// firstOperandIs reports whether q's first argument that is not an
// option is literally name.
func firstOperandIs(q *Part, name string) bool {
	for _, w := range q.Args() {
		lit, _ := litPrefix(w)
		if len(lit) > 1 && lit[0] == '-' {
			continue
		}
		return isLit(w, name)
	}
	return false
}
