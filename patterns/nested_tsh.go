package patterns

// Teleport's ssh (rt21d #11): `tsh ssh [flags] [user@]host [command…]`
// runs the command on the node as ssh does; tsh takes no flags after the
// host (its ssh command is not interspersed), so the words after the host
// are the remote command.

// tshSSHOpts are `tsh ssh`'s own options.
var tshSSHOpts = optSpec{
	short: "AtTNXYp:l:L:D:R:o:i:",
	long: []string{"port=", "login=", "forward=", "dynamic-forward=", "remote-forward=", "option=",
		"cluster=", "proxy=", "user=", "identity=", "request-reason=", "request-id=", "request-mode=",
		"log-level=", "mfa-mode=", "auth=", "add-keys-to-agent=", "participant-req=", "mode=",
		"forward-agent", "tty", "no-tty", "no-remote-exec", "local", "x11-untrusted", "x11-trusted",
		"enable-escape-sequences", "no-enable-escape-sequences", "relogin", "no-relogin", "insecure",
		"debug", "headless", "fork-after-authentication", "no-use-local-ssh-agent"},
}

// tshSSH reads the remote command of `tsh ssh`, whose words after the
// subcommand are args. A flag the reader does not know, or a word that is
// not literal where flags stand, leaves the host and so the command not
// known: unreadable. With no command the remote shell reads its script
// from standard input, as ssh's does.
func (r *reading) tshSSH(p *Part, args []Word, sc scope) []*Node {
	scan := tshSSHOpts.scan(args, 0)
	switch {
	case scan.status == optDynamic || scan.status == optUnknown:
		w := args[scan.next]
		return []*Node{r.unreadable(p, UnreadableNestedDynamic, w.Span,
			"tsh ssh is given "+quoteRaw(w.Raw)+" where its options or node stand, so what it runs is not known.")}
	case scan.status != optOK || scan.next >= len(args) || scan.has("-N", "--no-remote-exec"):
		return nil
	case scan.next+1 >= len(args):
		return r.fedShell(p, "tsh ssh without a command", true)
	}
	return r.nestedWords(p, "tsh ssh", args[scan.next+1:], p.Feed, sc)
}
