package patterns

import "strings"

// Two kinds of program take a file the line made as an operand without
// running it (fx39b), so madeArgFiles does not take their operands for
// files run: an upload to a store, whose operands it sends or fetches as
// data (`tar czf /tmp/s.tgz . && aws s3 cp /tmp/s.tgz s3://b/`, which
// [archive-sent] judges), and a coding agent's harness, whose positional
// words are the prompt it is given (`claude -p hi`, `codex exec hi`,
// `opencode run fix it`), not a file; a harness's option values
// (`--settings x.json`, `--mcp-config x.json`) are still taken as run.

// sendsOperands reports whether part p uploads or copies files between
// this machine and a store by its operands: `aws s3 cp|mv|sync`,
// `gsutil cp|mv|rsync`, `gcloud storage cp|mv|rsync`, `s3cmd put|sync`,
// rclone's copy, sync and move verbs (not one given an option that runs
// a command, `--password-command`), `az storage blob upload`. A verb
// the reader cannot read is not such an upload.
func sendsOperands(p *Part) bool {
	ops := leadOperands(p, 4)
	at := func(i int, verbs ...string) bool { return len(ops) > i && contains(verbs, ops[i]) }
	// a global option's value may come first (aws --profile p s3 cp)
	after := func(svc string, verbs ...string) bool {
		return at(0, svc) && at(1, verbs...) || at(1, svc) && at(2, verbs...)
	}
	switch p.Program {
	case "aws":
		return after("s3", "cp", "mv", "sync")
	case "gsutil":
		return at(0, "cp", "mv", "rsync")
	case "gcloud":
		return after("storage", "cp", "mv", "rsync")
	case "s3cmd":
		return at(0, "put", "sync")
	case "az":
		return at(0, "storage") && at(1, "blob") && at(2, "upload", "upload-batch")
	case "rclone":
		for _, w := range p.Args() {
			if lit, _ := litPrefix(w); strings.HasPrefix(lit, "-") && strings.Contains(lit, "command") {
				return false
			}
		}
		return at(0, "copy", "copyto", "sync", "move", "moveto")
	}
	return false
}

// leadOperands returns up to n of part p's first arguments that are not
// options, each a literal; it stops at a word not known.
func leadOperands(p *Part, n int) []string {
	var out []string
	for _, w := range p.Args() {
		lit, ok := w.Literal()
		if !ok || len(out) == n {
			break
		}
		if !strings.HasPrefix(lit, "-") {
			out = append(out, lit)
		}
	}
	return out
}

// harnessPromptArg reports whether args[i], an argument of part p, is
// the prompt a coding agent's harness is given: claude's and gemini's
// positional words and gemini's -p/--prompt/-i value, codex's (and codex
// exec's) positional prompt, opencode run's message words. A word after
// an option that takes a value (`claude --settings x.json hi`: x.json)
// is the option's, so only words after the program, its subcommand, a
// known flag that takes no value, or another prompt word count.
func harnessPromptArg(p *Part, args []Word, i int) bool {
	lit, ok := args[i].Literal()
	if !ok || strings.HasPrefix(lit, "-") {
		return false
	}
	prev := p.Program
	if i > 0 {
		if prev, ok = args[i-1].Literal(); !ok {
			return false
		}
	}
	switch p.Program {
	case "claude":
		return i == 0 || contains([]string{"-p", "--print", "-c", "--continue", "--verbose",
			"--dangerously-skip-permissions", "--"}, prev)
	case "gemini":
		return i == 0 || contains([]string{"-p", "--prompt", "-i", "--prompt-interactive", "-y", "--yolo",
			"-d", "--debug", "--"}, prev)
	case "codex":
		return i == 0 || contains([]string{"exec", "e", "--full-auto", "--skip-git-repo-check", "--json",
			"--"}, prev) && leadIs(args, "exec", "e")
	case "opencode":
		if !leadIs(args, "run") || i == 0 {
			return false
		}
		for k := i - 1; k >= 0; k-- {
			v, ok := args[k].Literal()
			switch {
			case !ok:
				return false
			case v == "run" && k == 0:
				return true
			case strings.HasPrefix(v, "-") && v != "--":
				return false
			}
		}
	}
	return false
}

// leadIs reports whether the first argument is a literal among names.
func leadIs(args []Word, names ...string) bool {
	if len(args) == 0 {
		return false
	}
	v, ok := args[0].Literal()
	return ok && contains(names, v)
}
