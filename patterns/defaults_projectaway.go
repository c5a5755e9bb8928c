package patterns

// projectAwayPatterns are cmd.credentials' patterns for the project, or
// a secret, sent off the machine by senders and copies beside the ones
// the table names (fx18d2, rt18d #7). The whole tree ([project-tree]:
// the workdir or a directory holding it) copied to a host off the egress
// list ([away-dest]) by scp, rsync, rclone, a bucket sync or copy, or
// archived (tar, zip, bsdtar, git bundle --all) and piped to a sender
// whose destination is such a host, or into ssh to such a host
// ([ssh-away], fx18d3: `tar czf - . | ssh host "tar xzf -"`); and a
// [secret] file given to the
// file-drop senders (magic-wormhole, ffsend, transfer.sh by curl is a
// curl upload already). A subdirectory (dist/, build/) sent anywhere,
// and the project sent to a host on the egress list, are left alone.
func projectAwayPatterns() []string {
	out := []string{
		"scp ** [project-tree] ** [away-dest]", "rsync ** [project-tree] ** [away-dest]",
		"rclone ** copy [project-tree] [away-dest] **", "rclone ** sync [project-tree] [away-dest] **",
		"aws s3 sync [project-tree] [away-dest] **", "aws s3 cp --recursive [project-tree] [away-dest] **",
		"gsutil ** cp -r [project-tree] [away-dest] **",
		"gcloud storage cp -r [project-tree] [away-dest] **",
		"wormhole ** send ** [secret] **", "ffsend ** upload ** [secret] **", "ffsend ** u ** [secret] **",
	}
	for _, src := range []string{"tar ** [project-tree] **", "bsdtar ** [project-tree] **", "zip ** [project-tree] **",
		"git bundle create - **", "git archive ** HEAD **"} {
		out = append(out, src+" | [sender] ** [away-dest] **", src+" | * ** | [sender] ** [away-dest] **",
			src+" | [ssh-away] **", src+" | * ** | [ssh-away] **", src+" | [raw-away] **", src+" | * ** | [raw-away] **")
	}
	return append(out, "[archive-sent] **", // class_projectarchive_sent.go
		"[lftp-sent] **") // does_lftp.go
}
