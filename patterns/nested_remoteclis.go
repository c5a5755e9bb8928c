package patterns

import (
	"fmt"
	"strings"
)

// Cloud, VM and platform CLIs that run a command on another machine, as
// ssh does (rt19d #2): vagrant ssh -c, lxc/incus exec, oc rsh, gcloud
// compute ssh -- CMD, aws ssm send-command's commands parameter, aws ecs
// execute-command --command, az vm run-command invoke --scripts, fly ssh
// console -C, heroku run, fab -- CMD and tsh ssh (nested_tsh.go). Their command is read as nested
// parts that start away from here (awayDir); one given in a form the
// reader cannot see (a file, JSON, a value not literal) is unreadable.

// remoteCLI reads the remote command of part p when its program is one of
// these CLIs, and returns nil for any other part.
func (r *reading) remoteCLI(p *Part, sc scope) []*Node {
	away := sc
	away.handsAway = true
	own := away // a container's or pod's command starts in its own directory
	own.handsOwn = true
	args := p.Args()
	switch p.Program {
	case "vagrant":
		if hasSub(args, "ssh") {
			return r.optionStrings(p, "vagrant ssh", args, []string{"-c", "--command"}, away)
		}
	case "lxc", "incus":
		if hasSub(args, "exec") {
			return r.afterDashes(p, p.Program+" exec", own)
		}
	case "oc":
		if i := subAt(args, "rsh"); i >= 0 {
			return r.ocRsh(p, args[i+1:], own)
		}
	case "aws":
		return r.awsRemote(p, args, away)
	case "az":
		if hasSub(args, "run-command") {
			return r.listOption(p, "az vm run-command --scripts", args, "--scripts", away)
		}
	case "fly", "flyctl":
		if hasSub(args, "ssh") {
			return r.optionStrings(p, p.Program+" ssh", args, []string{"-C", "--command"}, away)
		}
	case "heroku":
		if i := subAt(args, "run"); i >= 0 {
			return r.herokuRun(p, args[i+1:], away)
		}
	case "fab":
		return r.afterDashes(p, "fab --", away)
	case "tsh":
		if i := subAt(args, "ssh"); i >= 0 {
			return r.tshSSH(p, args[i+1:], away)
		}
	}
	return nil
}

// hasSub reports whether a literal word of args is sub.
func hasSub(args []Word, sub string) bool { return subAt(args, sub) >= 0 }

// subAt returns the index of the first literal word of args that is sub,
// before any "--", or -1.
func subAt(args []Word, sub string) int {
	for i, w := range args {
		switch v, _ := w.Literal(); v {
		case "--":
			return -1
		case sub:
			return i
		}
	}
	return -1
}

// afterDashes reads the words after the first "--" of p as the command
// run elsewhere (joined by spaces, as a remote shell runs them); with no
// "--" nothing is read.
func (r *reading) afterDashes(p *Part, label string, sc scope) []*Node {
	for i, w := range p.Words {
		if isLit(w, "--") {
			if i+1 >= len(p.Words) {
				return nil
			}
			return r.nestedWords(p, label, p.Words[i+1:], FeedNone, sc)
		}
	}
	return nil
}

// ocRsh reads `oc rsh [options] POD [COMMAND…]`: the words after the pod
// run in it. An option the reader does not place leaves the command
// unreadable.
func (r *reading) ocRsh(p *Part, args []Word, sc scope) []*Node {
	for i := 0; i < len(args); i++ {
		lit, ok := args[i].Literal()
		switch {
		case !ok:
			return []*Node{r.unreadable(p, UnreadableNestedDynamic, args[i].Span,
				"oc rsh is given "+quoteRaw(args[i].Raw)+", which is not literal, where its options or pod stand, so what it runs is not known.")}
		case lit == "--":
			continue
		case lit == "-c" || lit == "--container" || lit == "--shell" || lit == "-f" || lit == "--filename" || lit == "--timeout":
			i++
		case strings.HasPrefix(lit, "-"):
		default:
			if i+1 < len(args) {
				return r.nestedArgv(p, "oc rsh", args[i+1:], sc)
			}
			return nil
		}
	}
	return nil
}

// awsRemote reads `aws ssm send-command --parameters commands=…` and `aws
// ecs execute-command --command CMD`. A parameters value that is JSON or a
// file is unreadable.
func (r *reading) awsRemote(p *Part, args []Word, sc scope) []*Node {
	switch {
	case hasSub(args, "execute-command"):
		return r.optionStrings(p, "aws ecs execute-command", args, []string{"--command"}, sc)
	case !hasSub(args, "send-command"):
		return nil
	}
	exact := sc.m.whole == nil
	var nodes []*Node
	for i := 0; i < len(args); i++ {
		lit, _ := litPrefix(args[i])
		var val Word
		switch {
		case lit == "--parameters" && i+1 < len(args):
			i++
			val = args[i]
		case strings.HasPrefix(lit, "--parameters="):
			val = trimWordPrefix(args[i], "--parameters=", exact)
		case lit == "--cli-input-json" || lit == "--cli-input-yaml" || strings.HasPrefix(lit, "--cli-input-"):
			nodes = append(nodes, r.unreadable(p, UnreadableNestedDynamic, args[i].Span,
				"aws ssm send-command takes its commands from "+quoteRaw(args[i].Raw)+", which the reader does not read, so what it runs on the instances is not known."))
			continue
		default:
			continue
		}
		v, ok := val.Literal()
		cmd, found := strings.CutPrefix(v, "commands=")
		switch {
		case ok && found && cmd != "" && !strings.HasPrefix(cmd, "[") && !strings.HasPrefix(cmd, "{"):
			nodes = append(nodes, r.nestedText(p, "aws ssm send-command commands", cmd, val.Span, FeedNone, sc)...)
		case ok && !strings.Contains(strings.ToLower(v), "command") && !strings.Contains(v, "://") &&
			!strings.HasPrefix(v, "{") && !strings.HasPrefix(v, "["):
			// Literal parameters that name no commands (a document's own).
		default:
			nodes = append(nodes, r.unreadable(p, UnreadableNestedDynamic, val.Span, fmt.Sprintf(
				"aws ssm send-command is given the parameters %s, in a form the reader does not read (JSON, a file, a value not literal), so what it runs on the instances is not known.",
				quoteRaw(val.Raw))))
		}
	}
	return nodes
}

// listOption reads the values of a list option (az's --scripts A B …, up
// to the next option) as lines of one script; a value from a file (@file)
// is unreadable.
func (r *reading) listOption(p *Part, label string, args []Word, name string, sc scope) []*Node {
	var nodes []*Node
	for i := 0; i < len(args); i++ {
		if !isLit(args[i], name) {
			continue
		}
		for i+1 < len(args) {
			lit, _ := litPrefix(args[i+1])
			if strings.HasPrefix(lit, "-") {
				break
			}
			i++
			if strings.HasPrefix(lit, "@") {
				nodes = append(nodes, r.unreadable(p, UnreadableNestedDynamic, args[i].Span,
					label+" runs the script in "+quoteRaw(args[i].Raw)+", a file the reader does not read, so what it runs is not known."))
				continue
			}
			nodes = append(nodes, r.nestedWord(p, label, args[i], FeedNone, sc)...)
		}
	}
	return nodes
}

// herokuOpts are heroku run's options that take a value; its flags may
// stand anywhere among the command's words.
var herokuOpts = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"-a": true, "--app": true, "-r": true, "--remote": true, "-s": true,
		"--size": true, "-e": true, "--env": true, "-t": true, "--type": true}
}}

// herokuRun reads `heroku run [options] COMMAND…`: the words that are not
// its options are the command, joined by spaces, run in a one-off dyno.
func (r *reading) herokuRun(p *Part, args []Word, sc scope) []*Node {
	var cmd []Word
	for i := 0; i < len(args); i++ {
		lit, _ := litPrefix(args[i])
		switch {
		case lit == "--":
			cmd = append(cmd, args[i+1:]...)
			i = len(args)
		case herokuOpts.get()[lit]:
			i++
		case strings.HasPrefix(lit, "-") && len(cmd) == 0:
		default:
			cmd = append(cmd, args[i])
		}
	}
	if len(cmd) == 0 {
		return nil
	}
	return r.nestedWords(p, "heroku run", cmd, FeedNone, sc)
}
