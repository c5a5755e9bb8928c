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
	return append(out, projectArchiveSentPatterns()...)
}

// projectArchiveSentPatterns are the uploads of an archive of the project
// the line made earlier ([project-archive], fx38b, rt36 D285, D605):
// curl's upload and form options, wget's --post-file, a bucket or remote
// copy, and a raw sender fed it by <, each to a host off the egress list.
// scp and rsync of it are [project-tree]'s above.
func projectArchiveSentPatterns() []string {
	out := []string{
		"wget --post-file=[project-archive] ** [away-dest] **", "wget --body-file=[project-archive] ** [away-dest] **",
		"aws s3 cp [project-archive] [away-dest] **", "gsutil ** cp [project-archive] [away-dest] **",
		"gcloud storage cp [project-archive] [away-dest] **", "rclone ** copy [project-archive] [away-dest] **",
		"rclone ** copyto [project-archive] [away-dest] **",
		"[raw-away] ** < [project-archive]", "[sender] ** [away-dest] ** < [project-archive]",
	}
	for _, f := range []string{"-T", "--upload-file", "-F", "--form", "-d", "--data", "--data-binary", "--json"} {
		out = append(out, "curl "+f+"=[project-archive] ** [away-dest] **")
	}
	return out
}
