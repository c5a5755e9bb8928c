package patterns

import "fmt"

// userShellStdin reads a shell given no command, as stdinScript does,
// and one more case (rt39 §4): a shell run as another user (by sudo,
// doas, run0, pkexec, su or runuser: `sudo -i`, `sudo -s`, `sudo su -`,
// `su`, `sudo bash`) that reads the caller's standard input is that
// user's interactive shell, root's unless told otherwise. What it runs
// is typed into it later and never judged here, so it is a shell fed
// its script another way: unreadable (shell-from-pipe).
func (r *reading) userShellStdin(p *Part, who string) []*Node {
	if nodes := r.stdinScript(p, who); nodes != nil || p.Feed != FeedNone || !r.asAnotherUserHere(p) {
		return nodes
	}
	return []*Node{r.unreadable(p, UnreadablePipeShell, p.Span, fmt.Sprintf(
		"%s is an interactive shell of another user (root, unless told otherwise): it runs what its input brings later, which is not read as a command here.", who))}
}

// asAnotherUser reports whether part p runs as another user: its program
// is sudo, doas, run0, pkexec, su or runuser, or its innermost wrapper
// is one, past wrappers that change only how it runs (sudo env X=1
// bash). A shell inside another wrapper (sudo nsenter -t 1 … sh) is
// that wrapper's to judge.
func asAnotherUser(p *Part) bool {
	if switchesUser(p.Program) {
		return true
	}
	for i := len(p.Wrappers) - 1; i >= 0; i-- {
		switch name := p.Wrappers[i].Name; {
		case switchesUser(name):
			return true
		case !keepsShell(name):
			return false
		}
	}
	return false
}

// asAnotherUserHere reports whether p runs as another user, or a part
// that hands p its command string on this machine does: `sudo sh -c
// bash`, `sudo find . -exec /bin/sh \;` and `su -c 'sh -c bash'` start
// root's shell as surely as `sudo bash` (rt58 §6). The walk stops at a
// part that runs its command on another host or in a container
// (handsElsewhere), whose user is its own.
func (r *reading) asAnotherUserHere(p *Part) bool {
	for q, n := p, 0; n <= maxNestedParents; n++ {
		if asAnotherUser(q) {
			return true
		}
		if r.cmd == nil || q.Parent < 0 || q.Parent >= len(r.cmd.Parts) {
			return false
		}
		q = r.cmd.Parts[q.Parent]
		if handsElsewhere(q.Program) {
			return false
		}
	}
	return false
}

// maxNestedParents bounds the walk up a part's parents.
const maxNestedParents = 32

// handsElsewhere reports whether a program runs the command it is handed
// on another host or in a container: the user there is not the local
// one's.
func handsElsewhere(name string) bool {
	switch name {
	case "ssh", "slogin", "mosh", "autossh", "dbclient", "tsh", "docker", "podman", "nerdctl", "kubectl", "oc",
		"lxc", "incus", "machinectl", "vagrant", "multipass", "distrobox", "toolbox", "gcloud", "az", "aws", "nsenter":
		return true
	}
	return false
}

// keepsShell reports whether a wrapper changes only how the command it
// wraps runs (its environment, priority, time), not where or as what.
func keepsShell(name string) bool {
	switch name {
	case "env", "nice", "ionice", "nohup", "timeout", "command", "exec", "stdbuf", "time", "builtin", "chroot", "setsid", "flock":
		return true
	}
	return false
}

// switchesUser reports whether a program runs what it is given as
// another user.
func switchesUser(name string) bool {
	switch name {
	case "sudo", "doas", "run0", "pkexec", "su", "runuser", "sux":
		return true
	}
	return false
}
