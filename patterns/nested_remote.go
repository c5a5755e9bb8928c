package patterns

import (
	"fmt"
	"strings"
)

// Programs that run a command as someone else or somewhere else, handed
// over as a string for a shell: su -c, sg, ssh. (Containers are in
// nested_container.go.)

// suOpts are the options of su and runuser (util-linux).
var suOpts = optSpec{short: "c:fg:G:lmpPs:u:w:", long: []string{"command=", "session-command=",
	"fast", "group=", "supp-group=", "login", "preserve-environment", "pty", "shell=", "user=",
	"whitelist-environment=", "help", "version"}}

// su reads `su [options] [-] [USER [ARG…]]`, whose options may follow the
// user: -c STRING is run by the user's shell; ARGs are given to that shell
// (so `su root -- -c STRING` runs STRING too); with neither, the shell
// reads its script from standard input.
func (r *reading) su(p *Part, sc scope) []*Node {
	words := p.Words
	var operands []int
	var cmd *opt
	for i := 1; i < len(words); {
		scan := suOpts.scan(words, i)
		if o, ok := scan.find("-c", "--command", "--session-command"); ok {
			cmd = &o
		}
		// A word not known where the user goes (`su - $USER -c …`,
		// `su "$(whoami)" -c …`) is read as the user (rt44 §2): the
		// user running the line, or any other, runs -c's string all
		// the same, so it is read, not dropped as su's refusal.
		userWord := scan.status == optDynamic && scan.next < len(words) && dynamicLead(words[scan.next])
		if scan.status != optOK && !userWord {
			return nil // su refuses what it cannot read, and runs nothing
		}
		// A login shell (su -, -l, --login) starts in the user's home.
		sc.handsAway = sc.handsAway || scan.has("-l", "--login")
		i = scan.next
		if userWord {
			operands = append(operands, i)
			i++
			continue
		}
		if i > 0 && i <= len(words) && isLit(words[i-1], "--") {
			for ; i < len(words); i++ {
				operands = append(operands, i)
			}
			break
		}
		if i < len(words) {
			if isLit(words[i], "-") {
				sc.handsAway = true
			} else {
				operands = append(operands, i)
			}
			i++
		}
	}
	who := p.Program
	if cmd != nil {
		return r.nestedWord(p, who+" -c", valueWord(words, *cmd, sc.m.whole == nil), p.Feed, sc)
	}
	if len(operands) > 1 {
		return r.shellWords(p, who, operands[1], sc)
	}
	p.stdinShell = shellHere // read_stdinshell.go
	if sc.handsAway {
		p.stdinShell = shellAway
	}
	return r.userShellStdin(p, who) // read_usershell.go
}

// dynamicLead reports whether a word starts with an expansion (`$USER`,
// `"$(whoami)"`), not literal text.
func dynamicLead(w Word) bool {
	lit, tail := litPrefix(w)
	return lit == "" && tail
}

// sg reads `sg [-] [GROUP [-c] COMMAND]`: COMMAND is run by /bin/sh -c.
func (r *reading) sg(p *Part, sc scope) []*Node {
	args := p.Args()
	if len(args) > 0 && isLit(args[0], "-") {
		args = args[1:]
	}
	if len(args) < 2 {
		return r.fedShell(p, "sg", false)
	}
	args = args[1:]
	if isLit(args[0], "-c") {
		args = args[1:]
	}
	if len(args) == 0 {
		return nil
	}
	return r.nestedWords(p, "sg", args, p.Feed, sc)
}

// sshOpts are OpenSSH's options.
var sshOpts = optSpec{short: "46AaCfGgKkMNnqsTtVvXxYyB:b:c:D:E:e:F:I:i:J:L:l:m:O:o:P:p:Q:R:S:W:w:"}

// ssh reads `ssh [options] DESTINATION [options] [COMMAND…]`: ssh joins the
// command's words with spaces and the remote user's shell runs them. With
// no command (and stdin not closed by -n) the remote shell reads its
// script from standard input. -s names a subsystem, not a command. The
// options ProxyCommand, LocalCommand and KnownHostsCommand run local
// command strings, RemoteCommand a remote one.
func (r *reading) ssh(p *Part, sc scope) []*Node {
	words := p.Words
	scan := sshOpts.scan(words, 1)
	start := -1 // the remote command's first word
	if scan.status == optOK && scan.next < len(words) {
		start = scan.next + 1
		if !isLit(words[scan.next-1], "--") {
			again := sshOpts.scan(words, start)
			again.opts = append(scan.opts, again.opts...)
			scan, start = again, again.next
		}
	}
	nodes := r.sshOptions(p, scan, sc)
	switch {
	case scan.status == optDynamic:
		w := words[scan.next]
		return append(nodes, r.unreadable(p, UnreadableNestedDynamic, w.Span,
			"ssh is given "+quoteRaw(w.Raw)+", which is not literal, where its options or destination stand, so what it runs is not known."))
	case scan.status != optOK || start < 0 || scan.has("-s", "-N", "-W", "-O", "-G", "-V", "-Q"):
		return nodes
	case start >= len(words) && appendsItems(p):
		return append(nodes, r.unreadable(p, UnreadableNestedDynamic, p.Span,
			"ssh runs the remote command that xargs takes from its input, so what it runs is not known."))
	case start >= len(words):
		if scan.has("-n") {
			return nodes
		}
		return append(nodes, r.fedShell(p, "ssh without a command", true)...)
	}
	sc.handsAway = true // the remote command starts in the remote home
	return append(nodes, r.nestedWords(p, "ssh", words[start:], p.Feed, sc)...)
}

// sshOptions reads the -o options whose values are command strings.
func (r *reading) sshOptions(p *Part, scan optScan, sc scope) []*Node {
	var nodes []*Node
	for _, o := range scan.opts {
		if o.name == "-o" {
			nodes = append(nodes, r.sshOption(p, "ssh", valueWord(p.Words, o, sc.m.whole == nil), sc)...)
		}
	}
	return nodes
}

// sshOption reads w, the value of an -o option that who hands to ssh: the
// options ProxyCommand, LocalCommand and KnownHostsCommand are command
// strings ssh runs here, RemoteCommand one it runs on the host. A value
// that is not literal where the option's name stands might be any of
// them.
func (r *reading) sshOption(p *Part, who string, w Word, sc scope) []*Node {
	lit, tail := litPrefix(w)
	key, _, _ := strings.Cut(lit, "=")
	key, _, _ = strings.Cut(key, " ")
	switch k := strings.ToLower(strings.TrimSpace(key)); k {
	case "proxycommand", "localcommand", "knownhostscommand", "remotecommand":
		cut := strings.IndexAny(lit, "= ")
		if cut < 0 {
			if tail {
				return []*Node{r.unreadable(p, UnreadableNestedDynamic, w.Span, fmt.Sprintf(
					"%s -o is given %s, which is not literal, so the command it runs is not known.", who, quoteRaw(w.Raw)))}
			}
			return nil
		}
		for cut+1 < len(lit) && (lit[cut+1] == ' ' || lit[cut+1] == '=') {
			cut++
		}
		w = trimWordPrefix(w, lit[:cut+1], sc.m.whole == nil)
		return r.nestedWord(p, who+" -o "+key, w, FeedNone, sc)
	case "":
		if tail {
			return []*Node{r.unreadable(p, UnreadableNestedDynamic, w.Span, fmt.Sprintf(
				"%s -o is given %s, which is not literal and might name a command ssh runs, so what runs is not known.", who, quoteRaw(w.Raw)))}
		}
	}
	return nil
}
