package patterns

import (
	"fmt"
	"strings"
)

// gitGlobal are git's options before the subcommand.
var gitGlobal = optSpec{short: "c:C:hpPv", long: []string{"config-env=", "git-dir=",
	"work-tree=", "namespace=", "exec-path?", "super-prefix=", "list-cmds=", "attr-source=",
	"paginate", "no-pager", "bare", "no-replace-objects", "literal-pathspecs",
	"glob-pathspecs", "noglob-pathspecs", "icase-pathspecs", "no-optional-locks",
	"no-advice", "no-lazy-fetch", "html-path", "man-path", "info-path", "version", "help"}}

// gitCommandOptions are, per subcommand, the options whose value is a
// command string the shell runs (receive-pack and upload-pack: through
// the shell for a local repository, by the remote's for ssh).
var gitCommandOptions = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"push":          {"--receive-pack", "--exec"},
		"fetch":         {"--upload-pack"},
		"pull":          {"--upload-pack"},
		"clone":         {"-u", "--upload-pack"},
		"ls-remote":     {"--upload-pack", "--exec"},
		"archive":       {"--exec"},
		"rebase":        {"-x", "--exec"},
		"difftool":      {"-x", "--extcmd"},
		"filter-branch": {"--setup", "--env-filter", "--tree-filter", "--index-filter", "--parent-filter", "--msg-filter", "--commit-filter", "--tag-name-filter"},
		"send-email":    {"--sendmail-cmd"},
		// A tool's command given on the line (rt38 family 6), read as
		// mergetool.<tool>.cmd is: it runs once per conflicted file.
		"mergetool": {"--tool-cmd"},
	}
}}

// git reads what git runs besides itself: configuration given with -c
// whose value is a command (core.pager, core.sshCommand, alias.x=!cmd …),
// and subcommands that run commands (rebase --exec, submodule foreach,
// bisect run, filter-branch's filters). git itself stays the part, with
// -C and the other global options among its words.
func (r *reading) git(p *Part, sc scope) []*Node {
	words := p.Words
	scan := gitGlobal.scan(words, 1)
	exact := sc.m.whole == nil
	var nodes []*Node
	for _, o := range scan.opts {
		switch o.name {
		case "-c":
			nodes = append(nodes, r.gitConfig(p, valueWord(words, o, exact), false, sc)...)
		case "--config-env":
			nodes = append(nodes, r.gitConfig(p, valueWord(words, o, exact), true, sc)...)
		}
	}
	if scan.status != optOK || scan.next >= len(words) {
		return nodes
	}
	sub, _ := words[scan.next].Literal()
	rest := words[scan.next+1:]
	switch sub {
	case "submodule":
		for len(rest) > 0 && !isLit(rest[0], "foreach") {
			rest = rest[1:]
		}
		for len(rest) > 1 && strings.HasPrefix(rest[1].Raw, "-") && !isLit(rest[1], "--") {
			rest = rest[1:] // --recursive, --quiet
		}
		if len(rest) > 1 {
			nodes = append(nodes, r.nestedWords(p, "git submodule foreach", rest[1:], p.Feed, sc)...)
		}
	case "clone":
		// clone -c KEY=VALUE sets configuration before it fetches.
		nodes = append(nodes, r.gitCloneConfig(p, rest, sc)...)
		nodes = append(nodes, r.optionStrings(p, "git clone", rest, gitCommandOptions.get()[sub], sc)...)
	case "grep":
		nodes = append(nodes, r.gitGrepPager(p, rest, sc)...) // nested_gitgrep.go
	case "mv":
		nodes = append(nodes, r.gitMove(p, words[scan.next:], sc)...) // nested_gitmv.go
	case "bisect":
		if len(rest) > 1 && isLit(rest[0], "run") {
			nodes = append(nodes, r.nestedArgv(p, "git bisect run", rest[1:], sc)...)
		}
	default:
		if names := gitCommandOptions.get()[sub]; names != nil {
			nodes = append(nodes, r.optionStrings(p, "git "+sub, rest, names, sc)...)
		}
	}
	return nodes
}

// gitCloneConfig reads git clone's -c KEY=VALUE and --config KEY=VALUE
// (up to a "--") as git -c's.
func (r *reading) gitCloneConfig(p *Part, words []Word, sc scope) []*Node {
	exact := sc.m.whole == nil
	var nodes []*Node
	for i := 0; i < len(words); i++ {
		lit, _ := litPrefix(words[i])
		var w Word
		switch {
		case lit == "--":
			return nodes
		case (lit == "-c" || lit == "--config") && i+1 < len(words):
			i++
			w = words[i]
		case strings.HasPrefix(lit, "--config="):
			w = trimWordPrefix(words[i], "--config=", exact)
		case strings.HasPrefix(lit, "-c") && !strings.HasPrefix(lit, "--"):
			w = trimWordPrefix(words[i], "-c", exact)
		default:
			continue
		}
		nodes = append(nodes, r.gitConfig(p, w, false, sc)...)
	}
	return nodes
}

// gitConfig reads one `-c KEY=VALUE` (or `--config-env KEY=ENVVAR`, whose
// value comes from the environment): when KEY names a command, VALUE is a
// command string.
func (r *reading) gitConfig(p *Part, w Word, fromEnv bool, sc scope) []*Node {
	lit, tail := litPrefix(w)
	key, _, hasEq := strings.Cut(lit, "=")
	if !hasEq {
		if !tail {
			return nil // KEY alone sets a boolean
		}
		return []*Node{r.unreadable(p, UnreadableNestedDynamic, w.Span, fmt.Sprintf(
			"git -c is given %s, which is not literal and might set a command such as core.pager, so what git runs is not known.", quoteRaw(w.Raw)))}
	}
	kind := gitCommandKey(key)
	if kind == gitNotCommand {
		if gitPushes(p) {
			return r.gitPushConfig(p, key, w, sc)
		}
		return nil
	}
	label := "git -c " + key
	if fromEnv {
		return []*Node{r.unreadable(p, UnreadableNestedDynamic, w.Span, fmt.Sprintf(
			"git --config-env sets %s, a command, from the environment, so what git runs is not known.", key))}
	}
	val := trimWordPrefix(w, key+"=", sc.m.whole == nil)
	feed := p.Feed
	v, literal := val.Literal()
	if literal && kind != gitAlias && foreignProgramPath(strings.TrimPrefix(v, "!")) {
		return []*Node{r.foreignProgram(p, label, val)}
	}
	switch kind {
	case gitPager:
		if isGitBool(v) && literal {
			return nil
		}
		feed = FeedPipe // the pager reads git's output
	case gitAlias:
		if literal && !strings.HasPrefix(v, "!") {
			return r.nestedText(p, label, "git "+v, val.Span, feed, sc)
		}
		val = trimWordPrefix(val, "!", sc.m.whole == nil)
	case gitHelper:
		if literal && !strings.HasPrefix(v, "!") {
			if !strings.HasPrefix(v, "/") {
				v = "git credential-" + v
			}
			return r.nestedText(p, label, v, val.Span, feed, sc)
		}
		val = trimWordPrefix(val, "!", sc.m.whole == nil)
	}
	return r.nestedWord(p, label, val, feed, sc)
}

// gitKeyKind says what a git configuration key's value is.
type gitKeyKind int

const (
	gitNotCommand gitKeyKind = iota
	gitCommand               // a command string for the shell
	gitPager                 // a pager, or a boolean (pager.<cmd>)
	gitAlias                 // "!cmd" for the shell, or git arguments
	gitHelper                // "!cmd", an absolute program, or a credential-<name> helper
)

// gitCommandKey says whether a configuration key (section.key or
// section.subsection.key, section and key in any case) names a command.
func gitCommandKey(key string) gitKeyKind {
	first, _, _ := strings.Cut(key, ".")
	last := key[strings.LastIndexByte(key, '.')+1:]
	section, name := strings.ToLower(first), strings.ToLower(last)
	switch section + "." + name {
	case "core.pager":
		return gitPager
	case "core.editor", "core.sshcommand", "core.askpass", "core.fsmonitor", "core.gitproxy",
		"sequence.editor", "diff.external", "gpg.program", "uploadpack.packobjectshook",
		"sendemail.sendmailcmd", "diff.textconv", "diff.command", "merge.driver",
		"filter.clean", "filter.smudge", "filter.process", "difftool.cmd", "mergetool.cmd",
		"man.cmd", "browser.cmd", "gpg.ssh.program", "gpg.x509.program", "gpg.openpgp.program":
		return gitCommand
	case "credential.helper":
		return gitHelper
	}
	switch section {
	case "pager":
		return gitPager
	case "alias":
		return gitAlias
	case "remote":
		if name == "receivepack" || name == "uploadpack" {
			return gitCommand
		}
	case "gpg":
		if name == "program" {
			return gitCommand
		}
	}
	return gitNotCommand
}

// isGitBool reports whether s is one of git's boolean words.
func isGitBool(s string) bool {
	switch strings.ToLower(s) {
	case "true", "false", "yes", "no", "on", "off", "1", "0", "":
		return true
	}
	return false
}

// gitPushConfig reads a -c KEY=VALUE given to a git that may push,
// where KEY changes what push sends or where: a remote's push refspec
// is pushed as if named (git push REMOTE 'VALUE'), a true mirror is
// --mirror, and a URL that pushes go to makes the push unreadable.
func (r *reading) gitPushConfig(p *Part, key string, w Word, sc scope) []*Node {
	first, _, _ := strings.Cut(key, ".")
	section := strings.ToLower(first)
	name := strings.ToLower(key[strings.LastIndexByte(key, '.')+1:])
	remote := "origin"
	if section == "remote" && strings.Count(key, ".") >= 2 {
		remote = key[len(first)+1 : strings.LastIndexByte(key, '.')]
	}
	val := trimWordPrefix(w, key+"=", sc.m.whole == nil)
	v, literal := litOrGlob(val)
	label := "git -c " + key
	switch {
	case section == "remote" && name == "push" && literal && !strings.ContainsAny(v+remote, "'\n"):
		return r.nestedText(p, label, "git push '"+remote+"' '"+v+"'", val.Span, p.Feed, sc)
	case section == "remote" && name == "mirror" && literal:
		if !isGitBool(v) || gitFalse(v) {
			return nil
		}
		return r.nestedText(p, label, "git push --mirror", val.Span, p.Feed, sc)
	case section == "remote" && (name == "push" || name == "mirror" || name == "url" || name == "pushurl"),
		section == "url" && (name == "insteadof" || name == "pushinsteadof"):
		return []*Node{r.unreadable(p, UnreadableRebound, w.Span, fmt.Sprintf(
			"git -c sets %s, which changes what git push sends or where it sends it, so what this push does is not known.", key))}
	}
	return nil
}

// litOrGlob returns a word's text when it is literal but for globs: a
// glob that matches no file stays as written, and one that does might
// name anything, which a tightening reading of the text covers too
// (+refs/heads/*:refs/heads/* is a forced refspec either way).
func litOrGlob(w Word) (string, bool) {
	var b strings.Builder
	for _, sg := range w.Segs {
		if sg.Kind != SegLit && sg.Kind != SegGlob {
			return "", false
		}
		b.WriteString(sg.Text)
	}
	return b.String(), true
}

// gitFalse reports whether a git boolean is false.
func gitFalse(v string) bool {
	switch strings.ToLower(v) {
	case "false", "no", "off", "0", "":
		return true
	}
	return false
}

// gitPushes reports whether git part p might push: its subcommand is
// push or send-pack, or is not known.
func gitPushes(p *Part) bool {
	scan := gitGlobal.scan(p.Words, 1)
	if scan.next >= len(p.Words) {
		return false
	}
	sub, ok := p.Words[scan.next].Literal()
	return !ok || sub == "push" || sub == "send-pack"
}
