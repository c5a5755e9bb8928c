package patterns

import (
	"fmt"
	"strings"
)

// The programs that run ssh and hand it their -o options (rt22e #6):
// scp, sftp and autossh. ssh runs the ProxyCommand, LocalCommand and
// KnownHostsCommand it is given here, before any connection (checked
// with OpenSSH's scp and sftp: `scp -o ProxyCommand=CMD a x:b` runs
// CMD), so each is read as ssh's own -o is (sshOption). sftp's -D names
// a server program it runs here, in place of ssh (progCommandOptions);
// its commands, whose `!CMD` runs a local shell, come from -b's batch
// file or from standard input (sftpStdin). sshfs hands ssh the
// ssh_command and ssh's options among its comma-separated -o values.

// sshFamilyOpts are the options of the programs that hand -o to ssh.
var sshFamilyOpts = lazy[map[string]optSpec]{build: func() map[string]optSpec {
	return map[string]optSpec{
		"scp":     {short: "346ABCOpqRrsTvc:D:F:i:J:l:o:P:S:X:"},
		"sftp":    {short: "46AaCfNpqrvB:b:c:D:F:i:J:l:o:P:R:S:s:"},
		"autossh": {short: strings.Replace(sshOpts.short, "M", "", 1) + "M:"}, // -M PORT: its monitor
	}
}}

// sshFamily reads the -o options scp, sftp and autossh hand to ssh, and
// the commands sftp reads.
func (r *reading) sshFamily(p *Part, sc scope) []*Node {
	spec := sshFamilyOpts.get()[p.Program]
	scan := spec.scan(p.Words, 1)
	var nodes []*Node
	for _, o := range scan.opts {
		if o.name == "-o" {
			nodes = append(nodes, r.sshOption(p, p.Program, valueWord(p.Words, o, sc.m.whole == nil), sc)...)
		}
	}
	if p.Program == "sftp" {
		nodes = append(nodes, r.sftpStdin(p, scan)...)
	}
	return nodes
}

// sftpStdin reads where sftp takes its commands from: -b's batch file
// (- or /dev/stdin is standard input), or, given a destination and no
// batch, standard input. Literal text fed to it with no `!` runs no
// local command.
func (r *reading) sftpStdin(p *Part, scan optScan) []*Node {
	if b, ok := scan.find("-b"); ok {
		w := valueWord(p.Words, b, true)
		if v, lit := w.Literal(); !lit || !isStdinPath(v) {
			return nil // a batch file: effects_made.go reads one made earlier
		}
	} else if scan.status != optOK || scan.next >= len(p.Words) {
		return nil
	}
	if text, ok := r.fedText(p); ok && !strings.Contains(text, "!") {
		return nil
	}
	return r.stdinScript(p, "sftp")
}

// sshfs reads sshfs's -o values: ssh_command=CMD runs CMD in place of
// ssh, and ssh's own options among them (ProxyCommand=CMD) are handed to
// ssh.
func (r *reading) sshfs(p *Part, sc scope) []*Node {
	var nodes []*Node
	args := p.Args()
	for i := 0; i < len(args); i++ {
		lit, tail := litPrefix(args[i])
		var val Word
		switch {
		case lit == "--":
			return nodes
		case lit == "-o" && i+1 < len(args):
			i++
			val = args[i]
		case strings.HasPrefix(lit, "-o"):
			val = trimWordPrefix(args[i], "-o", sc.m.whole == nil)
		default:
			continue
		}
		v, ok := val.Literal()
		if !ok {
			vlit, _ := litPrefix(val)
			if tail || strings.Contains(strings.ToLower(vlit), "command") {
				nodes = append(nodes, r.unreadable(p, UnreadableNestedDynamic, val.Span, fmt.Sprintf(
					"sshfs -o is given %s, which is not literal and might name a command it runs, so what runs is not known.", quoteRaw(val.Raw))))
			}
			continue
		}
		for _, item := range strings.Split(v, ",") {
			key, cmd, _ := strings.Cut(item, "=")
			switch strings.ToLower(key) {
			case "ssh_command", "proxycommand", "localcommand", "knownhostscommand":
				nodes = append(nodes, r.nestedText(p, "sshfs -o "+key, cmd, val.Span, FeedNone, sc)...)
			}
		}
	}
	return nodes
}

// fedText returns the text the line feeds part p on standard input, when
// the line holds it whole: a literal here-string or here-document, or an
// echo or a printf of literal text in the stage before it
// (fedLiteralText).
func (r *reading) fedText(p *Part) (string, bool) {
	switch p.Feed {
	case FeedPipe:
		return r.fedLiteralText(p)
	case FeedHereString, FeedHeredoc:
		for i := len(p.Redirs) - 1; i >= 0; i-- {
			rd := p.Redirs[i]
			if rd.Fd != "" && rd.Fd != "0" {
				continue
			}
			switch {
			case rd.Op == "<<<":
				v, ok := rd.Target.Literal()
				return v + "\n", ok
			case rd.Body != nil:
				return heredocText(rd) // read_heredoc_text.go
			}
		}
	}
	return "", false
}
