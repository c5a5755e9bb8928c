package patterns

import (
	"fmt"
	"strings"

	"mvdan.cc/sh/v3/syntax"
)

// Some environment variables make a program load code the words do not
// show: the dynamic loader preloads a library (LD_PRELOAD), bash and sh
// source a file first (BASH_ENV, ENV), git reads configuration from the
// environment (GIT_CONFIG_COUNT …, which may set core.pager), node,
// ruby, perl and the JVM load a module or agent their options name.
// A part given such a variable (as a prefix, through env or sudo, or
// exported earlier in the line) is unreadable; so is a line that
// assigns one with no part to carry it, and a part whose option loads
// code (enable -f, make --eval), or that lets another coding agent run
// what it decides unasked (claude --dangerously-skip-permissions, codex
// --full-auto, gemini -y).
//
// PATH set in the line with the current directory in it (".", an empty
// entry) makes a later program name run whatever file of that name the
// directory holds: the parts after it with a bare program name are
// unreadable.

// codeEnvVars are the variables that load code whatever their value
// (bar the empty one).
var codeEnvVars = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"LD_PRELOAD": true, "LD_AUDIT": true, "BASH_ENV": true, "ENV": true, "ZDOTDIR": true,
		"PYTHONSTARTUP": true, "PERL5DB": true, "GCONV_PATH": true, "GLIBC_TUNABLES": true,
		"GIT_CONFIG_COUNT": true, "GIT_CONFIG_PARAMETERS": true, "GIT_CONFIG": true,
		"GIT_CONFIG_GLOBAL": true, "GIT_CONFIG_SYSTEM": true, "GIT_EXEC_PATH": true, "GIT_TEMPLATE_DIR": true,
	}
}}

// codeEnvPrefixes are families of variables that load code: the dynamic
// loader's (LD_PRELOAD, LD_LIBRARY_PATH, LD_AUDIT, LD_ORIGIN_PATH …; on
// macOS DYLD_INSERT_LIBRARIES, DYLD_LIBRARY_PATH …), which put a library
// of the caller's choosing into every dynamically linked program.
var codeEnvPrefixes = []string{"LD_", "DYLD_"}

// isCodeEnvVar reports whether the variable name loads code whatever its
// value: one of codeEnvVars, or of a codeEnvPrefixes family.
func isCodeEnvVar(name string) bool {
	if codeEnvVars.get()[name] || buildCodeVars.get()[name] {
		return true
	}
	if opts, ok := pmConfigCode(name); ok && opts == nil {
		return true // effects_pmconfig_code.go
	}
	if libraryPathVars.get()[name] {
		return false // judged by where it points (effects_libpath.go)
	}
	for _, p := range codeEnvPrefixes {
		if strings.HasPrefix(name, p) {
			return true
		}
	}
	return false
}

// codeEnvOptions are the variables that hold a program's options, with
// the options among them that load code.
var codeEnvOptions = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"NODE_OPTIONS":      {"-r", "--require", "--import", "--loader", "--experimental-loader"},
		"RUBYOPT":           {"-r"},
		"PERL5OPT":          {"-M", "-m", "-d"},
		"JAVA_TOOL_OPTIONS": {"-javaagent", "-agentpath", "-agentlib"},
		"_JAVA_OPTIONS":     {"-javaagent", "-agentpath", "-agentlib"},
		"JDK_JAVA_OPTIONS":  {"-javaagent", "-agentpath", "-agentlib"},
	}
}}

// loadOptions are programs' options that load code the words do not
// show: a builtin from a shared object (enable -f), an extension (gawk
// -l), makefile text (make --eval).
var loadOptions = lazy[map[string][]string]{build: func() map[string][]string {
	return map[string][]string{
		"enable": {"-f"},
		// gawk loads a native extension (a shared object) by -l (fx65a).
		"gawk": {"-l", "--load"}, "awk": {"-l", "--load"},
		"make": {"--eval", "-E"}, "gmake": {"--eval", "-E"},
		// Another coding agent told to run what it decides without asking:
		// its commands are not this line's.
		"codex":        {"--full-auto", "--dangerously-bypass-approvals-and-sandbox", "--yolo", "-c", "--config", "-p", "--profile"},
		"gemini":       {"-y", "--yolo", "--approval-mode=yolo"},
		"aider":        {"--yes-always", "--yes"},
		"opencode":     {"run", "--pure"},
		"cursor-agent": {"-f", "--force"},
		// crush's non-interactive run approves every permission of its
		// session itself (rt22e #40: internal/app's AutoApproveSession);
		// amp's execute mode runs with no one at hand to ask.
		"crush": {"run"},
		"amp":   {"--dangerously-allow-all", "-x", "--execute"},
		// goose run acts without asking (its default mode is auto); droid
		// exec's --auto lets it edit files and run commands by its level;
		// copilot's --allow-tool of its shell runs any command (rt20d #9).
		"goose": {"run"},
		"droid": {"--auto"},
		// ... or told to read its settings from a file the line chooses, which
		// need not hold the hook that asks ozdesk.
		"claude": {"--dangerously-skip-permissions", "bypassPermissions", "--settings", "--setting-sources",
			"--mcp-config"},
		// git's options that run programs or hooks from elsewhere.
		"git": {"--exec-path", "--template", "--open-files-in-pager"},
	}
}}

// gitCodeKeys are git configuration keys (given with git -c) that make
// git run a program, a hook or another file's configuration, beyond the
// keys whose value is a command string, which are read as one.
var gitCodeKeys = []string{"include.", "includeif.", "gpg.", "hook.", "core.hookspath", "core.fsmonitor",
	"core.sshcommand", "core.gitproxy", "instaweb.", "filter.", "diff.", "merge.", "credential.helper", "alias.",
	"sequence.editor", "uploadpack.packobjectshook", "protocol.ext.allow"}

// gitCodeConfig returns the word of a git -c KEY=VALUE whose key makes
// git run what the line does not show.
func gitCodeConfig(p *Part) (Word, bool) {
	if p.Program != "git" {
		return Word{}, false
	}
	args := p.Args()
	clone := false // past clone, whose own -c and --config set the new repository's (rt22e #33)
	for i := 0; i < len(args); i++ {
		w := args[i]
		lit, _ := litPrefix(w)
		kv := ""
		switch {
		case (lit == "-c" || clone && lit == "--config") && i+1 < len(args):
			i++
			kv, _ = litPrefix(args[i])
			w = args[i]
		case clone && strings.HasPrefix(lit, "--config="):
			kv = strings.TrimPrefix(lit, "--config=")
		case strings.HasPrefix(lit, "-c") && len(lit) > 2 && !strings.HasPrefix(lit, "--"):
			kv = lit[2:]
		case lit == "--config-env" && i+1 < len(args) && !clone:
			// --config-env KEY=ENVVAR sets KEY from the environment: a
			// key that loads code (include.path, includeIf.*.path) is as
			// unread as -c's (rt54 M7)
			i++
			kv, _ = litPrefix(args[i])
			w = args[i]
		case strings.HasPrefix(lit, "--config-env=") && !clone:
			kv = strings.TrimPrefix(lit, "--config-env=")
		case lit == "--" && clone:
			return Word{}, false
		case lit == "clone" && !clone:
			clone = true
			continue
		case !strings.HasPrefix(lit, "-") && !clone:
			return Word{}, false // the subcommand: -c after it is its own
		default:
			continue
		}
		name, _, _ := strings.Cut(kv, "=")
		if name == "" || gitCommandKey(name) != gitNotCommand {
			continue // a command key: its value is read as a command (nested_git.go)
		}
		key := strings.ToLower(kv)
		for _, k := range gitCodeKeys {
			if strings.HasPrefix(key, k) {
				return w, true
			}
		}
	}
	return Word{}, false
}

// loadOption returns the word of p that loads code through an option of
// loadOptions.
func loadOption(p *Part) (Word, bool) {
	opts := loadOptions.get()[p.Program]
	for _, w := range p.Args() {
		lit, _ := litPrefix(w)
		for _, o := range opts {
			if lit == o || strings.HasPrefix(lit, o+"=") || len(o) == 2 && strings.HasPrefix(lit, o) && !strings.HasPrefix(lit, "--") {
				return w, true
			}
		}
		if lit == "--" {
			break
		}
	}
	return Word{}, false
}

// loadsCode reports whether NAME=VALUE (value as written, lit its
// literal value when known) makes a program load code.
func loadsCode(name, value string, lit bool) bool {
	if isCodeEnvVar(name) {
		return value != "" || !lit
	}
	opts, ok := codeEnvOptions.get()[name]
	if !ok {
		opts, ok = pmConfigCode(name) // effects_pmconfig_code.go
	}
	if !ok {
		opts, ok = buildEnvOptions(name) // effects_buildenv_code.go
		value, lit = inheritedKnown(name, value, lit)
	}
	if !ok {
		return false
	}
	if !lit {
		return true
	}
	for _, o := range opts {
		if strings.Contains(value, o) {
			return true
		}
	}
	return false
}

// envAssigns returns the NAME=VALUE pairs a part puts in the environment
// of what it runs: its prefix assignments, its wrappers' NAME=VALUE
// words, and export's (declare -x's) arguments. lit says whether each
// value is literal.
func envAssigns(p *Part) (pairs [][2]string, lits []bool) {
	add := func(a string, lit bool) {
		if name, val, ok := strings.Cut(a, "="); ok && validName(name) {
			pairs = append(pairs, [2]string{name, strings.Trim(val, `'"`)})
			lits = append(lits, lit && !strings.ContainsAny(val, "$`"))
		}
	}
	for _, a := range p.Assigns {
		add(a, true)
	}
	for _, w := range p.Wrappers {
		for _, x := range w.Words[1:] {
			add(pathAssignText(x))
		}
	}
	if p.Program == "export" || p.Program == "declare" || p.Program == "typeset" {
		for _, x := range p.Args() {
			add(pathAssignText(x))
		}
	}
	return pairs, lits
}

// segText is a word's text with each expansion standing as $.
func segText(w Word) string { return segTextAs(w, "$") }

// segTextAs is a word's text with each expansion standing as stand.
func segTextAs(w Word, stand string) string {
	var b strings.Builder
	for _, s := range w.Segs {
		if s.Kind == SegLit {
			b.WriteString(s.Text)
		} else {
			b.WriteString(stand)
		}
	}
	return b.String()
}

// codeEnv marks the parts given a variable that loads code, and the
// parts a PATH with the current directory in it reaches.
func (r *reading) codeEnv(ord *order) {
	marked := false
	dotPath := -2 // the part that puts . in PATH, -1 for an assignment alone
	pathWhy := pathSetWhy + "the current directory in it"
	homeAt, homeEntries := -2, []string(nil) // absolute entries ahead only the workdir judges
	for i, p := range r.cmd.Parts {
		if w, why, ok := harnessSwitchOff(p); ok { // effects_harnessswitches.go
			r.effectUnreadable(i, UnreadableForeignCode, w.Span, why)
			continue
		}
		w, ok := loadOption(p)
		if !ok {
			w, ok = gitCodeConfig(p)
		}
		if !ok {
			w, ok = agentBypass(p) // effects_agents.go
		}
		if !ok {
			w, ok = agentValueOff(p)
		}
		if ok {
			r.effectUnreadable(i, UnreadableForeignCode, w.Span, fmt.Sprintf(
				"%s %s runs code or commands that the command does not show, so what runs is not known.", p.Program, quoteRaw(w.Raw)))
			continue
		}
		if w, name, ok := sudoPreservedCode(p); ok { // effects_sudoenv.go
			r.effectUnreadable(i, UnreadableForeignCode, w.Span, sudoPreservedWhy(p, w, name))
			continue
		}
		pairs, lits := envAssigns(p)
		for k, kv := range pairs {
			if loadsCode(kv[0], kv[1], lits[k]) {
				r.effectUnreadable(i, UnreadableForeignCode, p.Span, fmt.Sprintf(
					"%s=… makes %s load code that the command does not show, so what runs is not known.", kv[0], partName(p)))
				marked = true
				break
			}
			if kv[0] == "HOME" && isShell(p.Program) {
				r.effectUnreadable(i, UnreadableForeignCode, p.Span, fmt.Sprintf(
					"HOME=… makes %s read its start-up files (.bashrc, .profile …) from that directory when it is a login or interactive shell, or run by sshd, so what runs is not known.", p.Program))
				marked = true
				break
			}
			if e, ok := modulePathOutside(kv[0], kv[1]); ok {
				first := p.Unreadable == nil
				r.effectUnreadable(i, UnreadableForeignCode, p.Span, fmt.Sprintf(
					"%s=… makes %s load modules from %s, outside the project, so what runs is not known.", kv[0], partName(p), quoteRaw(e)))
				if first && p.Unreadable != nil {
					p.Unreadable.within = absModulePaths(p, pairs, lits)
				}
				marked = true
				break
			}
			if kv[0] == "PATH" && dotPath == -2 {
				if dotInPath(kv[1]) {
					dotPath = i
				} else if e, ok := pathBeforeOpen(kv[1]); ok {
					dotPath, pathWhy = i, fmt.Sprintf(pathSetWhy+"%s before the inherited directories", quoteRaw(e))
				} else if homeAt == -2 {
					homeAt, homeEntries = i, pathAbsAhead(kv[1]) // effects_pathworkdir.go
				}
			}
		}
	}
	r.terraformArgsEnv()
	r.exportUnknownNames() // effects_export_names.go
	r.harnessConfigEnv(ord)
	r.harnessEnvSwitches(ord)
	r.nsenterTarget()
	for name := range r.vars {
		if !marked && isCodeEnvVar(name) && r.vars[name].worst > kindNumber {
			span := Span{Start: 0, End: len(r.cmd.Source)}
			if at := strings.Index(r.cmd.Source, name+"="); at >= 0 {
				span = Span{Start: at, End: at + len(name)}
			}
			r.effectUnreadable(-1, UnreadableForeignCode, span, fmt.Sprintf(
				"The line sets %s, which makes the programs after it load code that the command does not show.", name))
			marked = true
		}
	}
	if dotPath == -2 && r.dotPath {
		dotPath = -1
	} else if dotPath == -2 && r.pathAhead != "" {
		dotPath, pathWhy = -1, fmt.Sprintf(pathSetWhy+"%s before the inherited directories", quoteRaw(r.pathAhead))
	} else if dotPath == -2 && r.pathFilled != "" {
		dotPath, pathWhy = -1, fmt.Sprintf("PATH is given a value the line does not show by %s", r.pathFilled) // effects_fill.go
	}
	if dotPath == -2 {
		if homeAt == -2 && len(r.pathHomeEntries) > 0 {
			homeAt, homeEntries = -1, r.pathHomeEntries
		}
		r.notePathHome(ord, homeAt, homeEntries)
		return
	}
	for j, p := range r.cmd.Parts {
		if dotPath >= 0 && j != dotPath && !ord.after(dotPath, j) || p.Unreadable != nil || builtinNames.get()[p.Program] {
			continue
		}
		if w, ok := usesName(p, ""); ok {
			r.effectUnreadable(j, UnreadableRebound, w.Span, fmt.Sprintf(
				"%s, so %s may run a file of that name there.", pathWhy, quoteRaw(w.Raw)))
		}
	}
}

// dotInPath reports whether a PATH value holds the current directory:
// ".", "./" or an empty entry.
func dotInPath(v string) bool {
	for _, e := range strings.Split(v, ":") {
		if e == "" || e == "." || e == "./" {
			return true
		}
	}
	return false
}

// partName is a part's program for a sentence.
func partName(p *Part) string {
	if p.Program != "" {
		return p.Program
	}
	return "the program"
}

// pathText is an assigned value as text, an expansion standing as $.
func pathText(w *syntax.Word) string {
	var b strings.Builder
	var walk func(parts []syntax.WordPart)
	walk = func(parts []syntax.WordPart) {
		for _, p := range parts {
			switch p := p.(type) {
			case *syntax.Lit:
				b.WriteString(p.Value)
			case *syntax.SglQuoted:
				b.WriteString(p.Value)
			case *syntax.DblQuoted:
				walk(p.Parts)
			default:
				b.WriteString(pathWordPart(p)) // effects_pathcwd.go
			}
		}
	}
	walk(w.Parts)
	return b.String()
}

// terraform adds the words of TF_CLI_ARGS and TF_CLI_ARGS_<subcommand>
// to its arguments: `TF_CLI_ARGS_apply=-destroy terraform apply`
// destroys what its words say it applies. tfArgsQuiet are the options
// such a variable may add and leave the command what its words say.
var tfArgsQuiet = []string{"-no-color", "-input=false", "-input=true", "-compact-warnings", "-lock-timeout=",
	"-parallelism=", "-lock=true", "-json", "-refresh=true", "-upgrade", "-var-file=", "-detailed-exitcode", "-concise"}

// terraformArgsEnv marks the terraform (tofu, terragrunt) parts of a line
// that puts in their environment TF_CLI_ARGS or TF_CLI_ARGS_* with an
// option beyond tfArgsQuiet, or with a value that is not known.
func (r *reading) terraformArgsEnv() {
	var name string
	for _, p := range r.cmd.Parts {
		pairs, lits := envAssigns(p)
		for k, kv := range pairs {
			if strings.HasPrefix(kv[0], "TF_CLI_ARGS") && (!lits[k] || !tfQuiet(kv[1])) {
				name = kv[0]
			}
		}
	}
	if name == "" {
		return
	}
	for i, p := range r.cmd.Parts {
		switch p.Program {
		case "terraform", "tofu", "terragrunt":
			r.effectUnreadable(i, UnreadableRebound, p.Span, fmt.Sprintf(
				"%s=… adds options to %s's arguments that its words do not show (-destroy, -auto-approve, -replace …), so what it does is not known.",
				name, p.Program))
		}
	}
}

// tfQuiet reports whether every option of a TF_CLI_ARGS value is one of
// tfArgsQuiet.
func tfQuiet(v string) bool {
	for _, f := range strings.Fields(v) {
		ok := false
		for _, q := range tfArgsQuiet {
			if f == q || strings.HasSuffix(q, "=") && strings.HasPrefix(f, q) {
				ok = true
				break
			}
		}
		if !ok {
			return false
		}
	}
	return true
}
