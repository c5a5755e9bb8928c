package patterns

import "strings"

// An ssh client configuration file given with -F, read for the commands
// ssh runs here: ProxyCommand, LocalCommand, KnownHostsCommand and Match
// exec's command (each run with the user's shell; its %-tokens are left
// as they are, the shell reading them as plain text). Include names more
// files (a relative name under ~/.ssh, as ssh reads it); a glob there is
// not followed. RemoteCommand runs on the remote host and is left to the
// remote rules of the line; ProxyCommand none runs nothing.

// sshConfigFileCommands reads an ssh_config file.
func sshConfigFileCommands(text string) (cmds, sources []string, unknown string) {
	for _, line := range strings.Split(text, "\n") {
		t := strings.TrimSpace(strings.TrimSuffix(line, "\r"))
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		key, val := sshConfigPair(t)
		switch key {
		case "proxycommand", "localcommand", "knownhostscommand":
			if val != "" && !strings.EqualFold(val, "none") {
				cmds = append(cmds, val)
			}
		case "match":
			c, ok := sshMatchExec(val)
			if !ok {
				return nil, nil, "holds a Match exec the reader cannot split (" + shownBody(t) + ")"
			}
			cmds = append(cmds, c...)
		case "include":
			for _, f := range strings.Fields(val) {
				f = strings.Trim(f, "\"")
				if strings.ContainsAny(f, "*?[") {
					return nil, nil, "includes " + shownBody(f) + ", files the reader does not list"
				}
				if !strings.HasPrefix(f, "/") && !strings.HasPrefix(f, "~") {
					f = "~/.ssh/" + f
				}
				sources = append(sources, f)
			}
		}
	}
	return cmds, sources, ""
}

// sshConfigPair splits an ssh_config line into its keyword (lower case)
// and its value: `Key value`, `Key=value`, `Key = value`.
func sshConfigPair(t string) (string, string) {
	i := strings.IndexAny(t, " \t=")
	if i < 0 {
		return strings.ToLower(t), ""
	}
	key := strings.ToLower(t[:i])
	val := strings.TrimLeft(t[i:], " \t")
	if strings.HasPrefix(val, "=") {
		val = strings.TrimLeft(val[1:], " \t")
	}
	return key, val
}

// sshMatchExec returns the commands of a Match line's exec criteria
// (`exec "CMD"` or `exec CMD`, a `!` before negating it), and false where
// a quote is left open.
func sshMatchExec(val string) ([]string, bool) {
	var out []string
	words, ok := sshConfigWords(val)
	if !ok {
		return nil, false
	}
	for k := 0; k+1 < len(words); k++ {
		if strings.EqualFold(strings.TrimPrefix(words[k], "!"), "exec") {
			out = append(out, words[k+1])
			k++
		}
	}
	return out, true
}

// sshConfigWords splits an ssh_config value into words, "…" quoting one
// with its blanks.
func sshConfigWords(val string) ([]string, bool) {
	var out []string
	for val = strings.TrimSpace(val); val != ""; val = strings.TrimLeft(val, " \t") {
		if val[0] == '"' {
			end := strings.IndexByte(val[1:], '"')
			if end < 0 {
				return nil, false
			}
			out = append(out, val[1:end+1])
			val = val[end+2:]
			continue
		}
		i := strings.IndexAny(val, " \t")
		if i < 0 {
			i = len(val)
		}
		out = append(out, val[:i])
		val = val[i:]
	}
	return out, true
}
