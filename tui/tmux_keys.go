package tui

import (
	"slices"
	"strings"
)

// Keys rebound around the desk (rt56b B17, D13). tmux reads a key before
// the program in the pane does: `tmux bind -n d send-keys a` (the root
// table) makes the operator's d reach the desk as a (an approval), and
// so does a client moved to another key table (`set -g key-table x`,
// `switch-client -T x`) or a prefix that is a plain key. The desk cannot
// see which key was pressed, but it reads tmux's bindings at each look
// (`list-keys -T root`, each client's #{client_key_table}, #{prefix}):
// where one may type into a pane, it wants the card's code, as for a
// desk shared by several clients (tmux_code.go).

// keyBinding is one line of `tmux list-keys`: its table, its key and
// its command text.
type keyBinding struct {
	table, key, command string
}

// parseBinding reads a `tmux list-keys` line ("bind-key [-r] -T TABLE
// KEY COMMAND…"); ok false for any other line.
func parseBinding(line string) (keyBinding, bool) {
	rest, ok := strings.CutPrefix(line, "bind-key")
	if !ok {
		return keyBinding{}, false
	}
	var b keyBinding
	for {
		rest = strings.TrimLeft(rest, " ")
		word, after, _ := strings.Cut(rest, " ")
		switch {
		case word == "-T":
			rest = strings.TrimLeft(after, " ")
			b.table, rest, _ = strings.Cut(rest, " ")
		case strings.HasPrefix(word, "-") && len(word) > 1 && b.table == "":
			rest = after // -r, and any flag a later tmux prints
		case word == "":
			return keyBinding{}, false
		default:
			b.key = word
			b.command = strings.TrimSpace(after)
			return b, b.table != ""
		}
	}
}

// bindingTypes returns the command of a binding's text that may type
// into a pane (send keys, paste, run a shell command or a file of
// commands, or a #(…) job), "" when none does. A command's quoted
// arguments and {…} blocks are read as commands too (if-shell's
// branches, a menu's items, a prompt's template). What tmux's own
// bindings do is no typing: send-keys -M (a mouse event passed on) and
// -X (a copy-mode command), send-keys of the word or line under the
// mouse (a menu item the operator chooses), paste-buffer -p (a bracketed
// paste the desk takes for no key), if-shell -F (a format, not a shell
// command), run-shell -d alone (a pause), and a new window or pane with
// no command.
func bindingTypes(text string) string {
	return commandsType(tmuxWords(text), 0)
}

// mostDepth bounds the nesting bindingTypes reads; deeper is typing.
const mostDepth = 8

// commandsType reads words as tmux commands split by ;.
func commandsType(words []tmuxWord, depth int) string {
	if depth > mostDepth {
		return "a command nested too deep to read"
	}
	for len(words) > 0 {
		end := 0
		for end < len(words) && !(words[end].bare && words[end].text == ";") {
			if words[end].bare && words[end].text == "{" {
				end = closeBrace(words, end)
				continue
			}
			end++
		}
		if what := commandTypes(words[:end], depth); what != "" {
			return what
		}
		if end < len(words) {
			end++
		}
		words = words[end:]
	}
	return ""
}

// closeBrace returns the index after the } that closes the { at i.
func closeBrace(words []tmuxWord, i int) int {
	n := 0
	for ; i < len(words); i++ {
		if words[i].bare {
			switch words[i].text {
			case "{":
				n++
			case "}":
				n--
				if n == 0 {
					return i + 1
				}
			}
		}
	}
	return i
}

// commandTypes reads one tmux command (its name and arguments).
func commandTypes(words []tmuxWord, depth int) string {
	if len(words) == 0 {
		return ""
	}
	for _, w := range words {
		if strings.Contains(w.text, "#(") {
			return "a #(…) job"
		}
	}
	name := bindCommand(words[0].text)
	var flags string
	var args []string
	var nested []tmuxWord
	spec := bindFlags(name)
	for i := 1; i < len(words); i++ {
		w := words[i]
		switch {
		case w.bare && w.text == "{":
			end := closeBrace(words, i)
			inner := words[i+1 : max(end-1, i+1)]
			if what := commandsType(inner, depth+1); what != "" {
				return what
			}
			args = append(args, "{…}")
			i = end - 1
		case w.bare && len(w.text) > 1 && w.text[0] == '-' && len(args) == 0 && w.text != "--":
			for j := 1; j < len(w.text); j++ {
				c := w.text[j]
				flags += string(c)
				if at := strings.IndexByte(spec, c); at >= 0 && at+1 < len(spec) && spec[at+1] == ':' {
					if j+1 == len(w.text) {
						i++ // the value is the next word
					}
					break
				}
			}
		case w.bare && w.text == "--" && len(args) == 0:
		default:
			args = append(args, w.text)
			if !w.bare {
				nested = append(nested, w)
			}
		}
	}
	if what := ownTypes(name, flags, args); what != "" {
		return what
	}
	for _, w := range nested {
		if what := commandsType(tmuxWords(w.text), depth+1); what != "" {
			return what
		}
	}
	if name != "" {
		return ""
	}
	// not a command that types; its other arguments may hold one
	// (`confirm-before -p "…" send-keys a`)
	for i, a := range args {
		if bindCommand(a) == "" {
			continue
		}
		ws := make([]tmuxWord, 0, len(args)-i)
		for _, b := range args[i:] {
			ws = append(ws, tmuxWord{text: b})
		}
		if what := commandTypes(ws, depth+1); what != "" {
			return what
		}
	}
	return ""
}

// ownTypes says whether command name, given flags and args, types by
// itself ("" not).
func ownTypes(name, flags string, args []string) string {
	has := func(c byte) bool { return strings.IndexByte(flags, c) >= 0 }
	switch name {
	case "send-keys":
		switch {
		case has('M'):
			return ""
		case has('X'):
			if len(args) > 1 && strings.HasPrefix(args[0], "copy-pipe") {
				return "send-keys -X copy-pipe with a command"
			}
			return ""
		}
		for _, a := range args {
			if a != "#{q:mouse_word}" && a != "#{q:mouse_line}" {
				return "send-keys"
			}
		}
	case "paste-buffer":
		if !has('p') {
			return "paste-buffer"
		}
	case "if-shell":
		if !has('F') {
			return "if-shell"
		}
	case "source-file", "pipe-pane":
		return name
	case "run-shell", "display-popup", "new-window", "split-window", "new-session", "respawn-pane", "respawn-window":
		if len(args) > 0 {
			return name
		}
	}
	return ""
}

// tmuxWord is a word of a tmux command as list-keys prints it; bare
// says it was neither quoted nor escaped (a {, } or ; that is syntax).
type tmuxWord struct {
	text string
	bare bool
}

// tmuxWords splits a command text as tmux's parser does: words apart by
// spaces, "…" and '…' quoting, \ escapes; a \; word and a ; ending a
// bare word separate commands.
func tmuxWords(text string) []tmuxWord {
	var out []tmuxWord
	var cur strings.Builder
	in, bare := false, true
	end := func() {
		if in {
			out = append(out, tmuxWord{text: cur.String(), bare: bare})
		}
		cur.Reset()
		in, bare = false, true
	}
	for i := 0; i < len(text); i++ {
		c := text[i]
		switch {
		case c == ' ' || c == '\t' || c == '\n':
			end()
		case c == '\\' && i+1 < len(text):
			i++
			in = true
			if text[i] == ';' && cur.Len() == 0 && (i+1 == len(text) || text[i+1] == ' ') {
				cur.WriteByte(';') // the separator list-keys prints
				continue
			}
			bare = false
			cur.WriteByte(text[i])
		case c == '"' || c == '\'':
			in, bare = true, false
			for i++; i < len(text) && text[i] != c; i++ {
				if c == '"' && text[i] == '\\' && i+1 < len(text) {
					i++
				}
				cur.WriteByte(text[i])
			}
		case c == ';' && bare && (i+1 == len(text) || text[i+1] == ' '):
			end()
			out = append(out, tmuxWord{text: ";", bare: true})
		default:
			in = true
			cur.WriteByte(c)
		}
	}
	end()
	return out
}

// bindCommand returns which of the commands that may type name is: the
// full name, an alias, or a prefix tmux takes for it (a prefix of
// several is taken as the first: reading it as typing errs on the safe
// side); "" for any other command.
func bindCommand(name string) string {
	switch name {
	case "send":
		return "send-keys"
	case "pasteb":
		return "paste-buffer"
	case "run":
		return "run-shell"
	case "if":
		return "if-shell"
	case "popup":
		return "display-popup"
	case "pipep":
		return "pipe-pane"
	case "source":
		return "source-file"
	case "neww":
		return "new-window"
	case "splitw", "splitp", "split-pane":
		return "split-window"
	case "new":
		return "new-session"
	case "respawnp":
		return "respawn-pane"
	case "respawnw":
		return "respawn-window"
	}
	if len(name) < 3 {
		return ""
	}
	for _, c := range typingCommands {
		if strings.HasPrefix(c, name) {
			return c
		}
	}
	return ""
}

// typingCommands are the tmux commands bindingTypes weighs.
var typingCommands = [...]string{"send-keys", "paste-buffer", "run-shell", "if-shell", "display-popup",
	"pipe-pane", "source-file", "new-window", "split-window", "new-session", "respawn-pane", "respawn-window"}

// bindFlags is the getopt string of a command bindingTypes weighs (tmux
// 3.4): which flags take a value.
func bindFlags(name string) string {
	switch name {
	case "send-keys":
		return "c:FHKlMN:Rt:X"
	case "paste-buffer":
		return "db:prs:t:"
	case "run-shell":
		return "bd:Ct:c:E"
	case "if-shell":
		return "bFt:"
	case "display-popup":
		return "Bb:Cc:d:e:Eh:kNs:S:t:T:w:x:y:"
	case "pipe-pane":
		return "IOot:"
	case "new-window":
		return "abc:de:F:kn:PSt:"
	case "split-window":
		return "bc:de:fF:hIl:p:Pt:vZ"
	case "new-session":
		return "Ac:dDe:EF:f:n:Ps:t:x:Xy:"
	case "respawn-pane", "respawn-window":
		return "c:e:kt:"
	}
	return ""
}

// plainKey reports whether a tmux key name is one typed without a
// modifier (a printable character, Enter, Space, Escape, Tab …): a
// prefix that is one takes the operator's key. None, a C-, M- or S- key
// and a function key are not.
func plainKey(key string) bool {
	switch {
	case key == "" || key == "None":
		return false
	case strings.HasPrefix(key, "M-") || strings.HasPrefix(key, "C-") || strings.HasPrefix(key, "S-") || strings.HasPrefix(key, "^"):
		return false
	case len(key) >= 2 && key[0] == 'F' && key[1] >= '0' && key[1] <= '9':
		return false
	}
	return true
}

// mostRebound is how many reasons reboundWhy gives at most.
const mostRebound = 3

// reboundWhy says why a key pressed by a client of the desk's window may
// reach the desk as another: a binding of the root table that may type,
// a client whose next key goes through another table than root, or a
// prefix that is a plain key; nil when none. The names are tmux's (an
// agent may choose them): cut and made safe.
func reboundWhy(clients []paneClient, bound []keyBinding) []string {
	var out []string
	add := func(s string) {
		if len(out) < mostRebound && !slices.Contains(out, s) {
			out = append(out, s)
		}
	}
	for _, c := range clients {
		if c.table != "root" {
			add("a client's next key goes through tmux table " + safeWord(c.table))
		}
		for _, p := range c.prefix {
			if plainKey(p) {
				add("tmux's prefix is " + safeWord(p))
			}
		}
	}
	for _, b := range bound {
		if b.table != "root" {
			continue
		}
		if what := bindingTypes(b.command); what != "" {
			add("tmux binds " + safeWord(b.key) + " to " + what)
		}
	}
	return out
}
