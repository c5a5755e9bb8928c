package patterns

// A redirection is opened by the shell that runs the part, before any
// wrapper moves it (fx58f, issue 7 R12): `sudo -i bash < F`, `env -C
// /tmp sh < F` and `pkexec bash < F` feed bash the F beside the line,
// while bash runs in root's home, /tmp, or a directory the reader
// cannot place. The script a shell is fed is read from where the
// redirection stands ([Context.opensIn]); it runs where the part does.

// partDirsOpens is partDirs, and per part the directory the shell
// running it stands in (where its redirections are opened).
func partDirsOpens(cmd *Command, cwd, home string) (dirs, opens []string) {
	d := dirWalk{cmd: cmd, home: home, dirs: make([]string, len(cmd.Parts)), opens: make([]string, len(cmd.Parts))}
	d.start(cwd)
	return d.dirs, d.opens
}
