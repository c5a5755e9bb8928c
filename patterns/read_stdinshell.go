package patterns

// A program that starts a shell and gives it no command (fx58f, issue 7
// R12): `sudo -i`, `sudo -s`, `su -`, `runuser -l u`, `doas -s`,
// `run0`, `pkexec`, `unshare -r`, `chroot /`, `machinectl shell`,
// `script -q /dev/null`, `sg grp`, `ssh host`, `npm explore pkg`. Its
// shell reads what its standard input brings as commands, so `sudo -i <
// F` runs F as `bash < F` does: the part is marked a shell fed from its
// standard input, and a file fed to it is read as the script it runs
// (body_stdinshell.go); a pipe into it is a shell fed from a pipe, as
// the reader already says (`curl … | sudo -i` asks as `curl … | sh`).

// stdinShellKind says whether, and where, a part's shell runs what its
// standard input brings.
type stdinShellKind uint8

const (
	// shellNone: the part starts no shell reading its input.
	shellNone stdinShellKind = iota
	// shellHere: the shell runs where the part runs (`sudo -s`, `script`,
	// `unshare -r`).
	shellHere
	// shellAway: the shell runs in another user's or host's home (`su
	// -`, `sudo -i`, `runuser -l u`, `ssh host`).
	shellAway
)

// fedShell marks part p as a shell run with no command, which reads its
// commands from standard input, away or here, and returns the nodes
// stdinScript gives it (a pipe's, a here-string's: unreadable); a shell
// here that runs as another user with nothing fed is that user's
// interactive shell (userShellStdin).
func (r *reading) fedShell(p *Part, who string, away bool) []*Node {
	p.stdinShell = shellHere
	if away {
		p.stdinShell = shellAway
		return r.stdinScript(p, who)
	}
	// here, run as another user (`sudo script -q /dev/null`, rt58 §6),
	// it is that user's interactive shell, as `sudo -s` is
	return r.userShellStdin(p, who) // read_usershell.go
}

// wrapperShellKind is where the shell runs that part p, a wrapper given
// no command (read_part.go's peel.shell), starts: a login shell (sudo -i,
// sudo --login, machinectl shell, pkexec) in the user's home, away; any
// other where the part runs.
func wrapperShellKind(p *Part) stdinShellKind {
	switch p.Program {
	case "machinectl", "pkexec":
		return shellAway
	case "sudo":
		if wrapperSpecs.get()["sudo"].opts.scan(p.Words, 1).has("-i", "--login") {
			return shellAway
		}
	}
	return shellHere
}
