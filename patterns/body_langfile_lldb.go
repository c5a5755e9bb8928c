package patterns

import "strings"

// lldb's command files (-s, --source, -S, --source-before-file, -K,
// --source-on-crash, and `command source F` given with -o), read as gdb's
// are (body_langfile.go): lldbLine for each line.

// lldbLine reads one lldb command line, as gdbLine reads gdb's: `platform
// shell CMD` and `shell CMD` run CMD with the shell (after the -- that
// ends their options), `run ARGS` and `process launch … ARGS` hand ARGS
// to a shell to expand (`: ARGS`), `command source F` reads another
// file; script, command script and an alias or regex command that names
// a shell, a script or a source run what the reader does not follow.
// lldb takes a command's and a subcommand's unique abbreviation.
func lldbLine(line string) gdbRead {
	v := strings.TrimSpace(line)
	fields := strings.Fields(v)
	if len(fields) == 0 || strings.HasPrefix(v, "#") {
		return gdbRead{}
	}
	head := fields[0]
	second := ""
	if len(fields) > 1 {
		second = fields[1]
	}
	switch {
	case abbreviates(head, "platform", 3) && abbreviates(second, "shell", 2):
		return lldbShellLine(afterFields(v, 2), "platform shell")
	case head == "shell" || head == "sh":
		return lldbShellLine(afterFields(v, 1), "shell")
	case abbreviates(head, "script", 3):
		return gdbRead{foreign: head}
	case abbreviates(head, "command", 3) && abbreviates(second, "script", 2):
		return gdbRead{foreign: head + " " + second}
	case abbreviates(head, "command", 3) && abbreviates(second, "source", 2):
		rest := afterFields(v, 2)
		for strings.HasPrefix(rest, "-") { // command source -s 1 F
			rest = afterFields(rest, 1)
			if f := strings.Fields(rest); len(f) > 1 && !strings.HasPrefix(f[0], "-") {
				rest = afterFields(rest, 1)
			}
		}
		if rest != "" {
			return gdbRead{source: rest}
		}
	case abbreviates(head, "command", 3) && (abbreviates(second, "alias", 1) || abbreviates(second, "regex", 1)):
		for _, w := range []string{"sh", "scr", "so", "pl", "run", "pro"} {
			if strings.Contains(afterFields(v, 2), w) {
				return gdbRead{foreign: head + " " + second}
			}
		}
	case head == "run" || head == "r":
		if rest := afterFields(v, 1); rest != "" {
			return gdbRead{shell: ": " + rest, how: "run"}
		}
	case abbreviates(head, "process", 3) && abbreviates(second, "launch", 1):
		if rest := afterFields(v, 2); rest != "" {
			return gdbRead{shell: ": " + rest, how: "process launch"}
		}
	}
	return gdbRead{}
}

// lldbShellLine is the command line of lldb's platform shell: with
// options before it (-h, -s SHELL, -t SECONDS, which end at --) only what
// follows their --; options without that end are code not read.
func lldbShellLine(rest, how string) gdbRead {
	rest = strings.TrimSpace(rest)
	if strings.HasPrefix(rest, "-") {
		_, after, ok := strings.Cut(rest, " -- ")
		if !ok {
			return gdbRead{foreign: how}
		}
		rest = after
	}
	return gdbRead{shell: rest, how: how}
}

// lldbFileCommands reads an lldb command file: lldbLine for each line.
func lldbFileCommands(text string) (cmds, sources []string, unknown string) {
	for _, line := range strings.Split(text, "\n") {
		g := lldbLine(strings.TrimSuffix(line, "\r"))
		switch {
		case g.foreign != "":
			return nil, nil, "runs " + shownBody(strings.TrimSpace(line)) + ", code the reader does not read"
		case g.shell != "":
			cmds = append(cmds, g.shell)
		case g.source != "":
			sources = append(sources, g.source)
		}
	}
	return cmds, sources, ""
}
