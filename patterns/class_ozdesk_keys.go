package patterns

import (
	"path"
	"slices"
	"strings"
)

// judgeOzdeskExe is [ozdesk-exe]: a word that names ozdesk's executable or
// the source it is built from: a path whose last element is ozdesk (a
// package version after @ set aside: ./cmd/ozdesk, …/cmd/ozdesk@latest,
// /usr/local/bin/ozdesk) (certainly), or a command substitution that names
// ozdesk ("$(which ozdesk)") (might). ozdesk.yaml, ozdesk-notes.md and a
// repository checkout named otherwise are not.
func judgeOzdeskExe(_ string, w Word, _ *Context) Judgement {
	if v, ok := w.Literal(); ok {
		return Judgement{Might: exeNamesOzdesk(v), Certainly: exeNamesOzdesk(v)}
	}
	for _, s := range w.Segs {
		if s.Kind == SegSubst && (strings.Contains(s.Text, guardName) || substFindsOzdesk(s.Text)) {
			return Judgement{Might: true}
		}
	}
	if exeNamesOzdesk(segText(w)) {
		return Judgement{Might: true}
	}
	return Judgement{}
}

// exeNamesOzdesk reports whether path v ends in an element named ozdesk
// or ozdesk-hook (its adapter-only build).
func exeNamesOzdesk(v string) bool {
	v = strings.TrimRight(v, "/")
	if at := strings.LastIndexByte(v, '@'); at > strings.LastIndexByte(v, '/') {
		v = v[:at]
	}
	return slices.Contains(ozdeskExeNames, programKey(path.Base(v))) // OZDESK is ozdesk (program_key.go)
}

// tmuxCommandNames are tmux's commands (tmux 3.4, `tmux list-commands`):
// tmux takes any unique prefix of one for it, and an alias as itself.
var tmuxCommandNames = []string{
	"attach-session", "bind-key", "break-pane", "capture-pane", "choose-buffer", "choose-client",
	"choose-tree", "clear-history", "clear-prompt-history", "clock-mode", "command-prompt",
	"confirm-before", "copy-mode", "customize-mode", "delete-buffer", "detach-client", "display-menu",
	"display-message", "display-popup", "display-panes", "find-window", "has-session", "if-shell",
	"join-pane", "kill-pane", "kill-server", "kill-session", "kill-window", "last-pane", "last-window",
	"link-window", "list-buffers", "list-clients", "list-commands", "list-keys", "list-panes",
	"list-sessions", "list-windows", "load-buffer", "lock-client", "lock-server", "lock-session",
	"move-pane", "move-window", "new-session", "new-window", "next-layout", "next-window",
	"paste-buffer", "pipe-pane", "previous-layout", "previous-window", "refresh-client",
	"rename-session", "rename-window", "resize-pane", "resize-window", "respawn-pane",
	"respawn-window", "rotate-window", "run-shell", "save-buffer", "select-layout", "select-pane",
	"select-window", "send-keys", "send-prefix", "server-access", "set-buffer", "set-environment",
	"set-hook", "set-option", "set-window-option", "show-buffer", "show-environment", "show-hooks",
	"show-messages", "show-options", "show-prompt-history", "show-window-options", "source-file",
	"split-window", "start-server", "suspend-client", "swap-pane", "swap-window", "switch-client",
	"unbind-key", "unlink-window", "wait-for",
}

// tmuxCommandAliases are the aliases tmux gives its commands, and the
// command-alias entries a tmux server starts with.
var tmuxCommandAliases = lazy[map[string]string]{build: func() map[string]string {
	return map[string]string{
		"attach": "attach-session", "a": "attach-session", "at": "attach-session", "bind": "bind-key",
		"breakp": "break-pane", "capturep": "capture-pane", "clearhist": "clear-history",
		"clearphist": "clear-prompt-history", "confirm": "confirm-before", "deleteb": "delete-buffer",
		"detach": "detach-client", "menu": "display-menu", "display": "display-message",
		"popup": "display-popup", "displayp": "display-panes", "findw": "find-window",
		"has": "has-session", "if": "if-shell", "joinp": "join-pane", "killp": "kill-pane",
		"killw": "kill-window", "lastp": "last-pane", "last": "last-window", "linkw": "link-window",
		"lsb": "list-buffers", "lsc": "list-clients", "lscm": "list-commands", "lsk": "list-keys",
		"lsp": "list-panes", "ls": "list-sessions", "lsw": "list-windows", "loadb": "load-buffer",
		"lockc": "lock-client", "lock": "lock-server", "locks": "lock-session", "movep": "move-pane",
		"movew": "move-window", "new": "new-session", "neww": "new-window", "nextl": "next-layout",
		"next": "next-window", "pasteb": "paste-buffer", "pipep": "pipe-pane", "prevl": "previous-layout",
		"prev": "previous-window", "refresh": "refresh-client", "rename": "rename-session",
		"renamew": "rename-window", "resizep": "resize-pane", "resizew": "resize-window",
		"respawnp": "respawn-pane", "respawnw": "respawn-window", "rotatew": "rotate-window",
		"run": "run-shell", "saveb": "save-buffer", "selectl": "select-layout", "selectp": "select-pane",
		"selectw": "select-window", "send": "send-keys", "setb": "set-buffer", "setenv": "set-environment",
		"set": "set-option", "setw": "set-window-option", "showb": "show-buffer",
		"showenv": "show-environment", "showmsgs": "show-messages", "show": "show-options",
		"showphist": "show-prompt-history", "showw": "show-window-options", "source": "source-file",
		"splitw": "split-window", "start": "start-server", "suspendc": "suspend-client",
		"swapp": "swap-pane", "swapw": "swap-window", "switchc": "switch-client", "unbind": "unbind-key",
		"unlinkw": "unlink-window", "wait": "wait-for",
		// the server's own command-alias entries (tmux 3.3a: `tmux show -s
		// command-alias`), exact names only (rt54b B3)
		"split-pane": "split-window", "splitp": "split-window", "server-info": "show-messages",
		"info": "show-messages", "choose-window": "choose-tree", "choose-session": "choose-tree",
	}
}}

// tmuxResolve returns the command tmux runs for name, as tmux finds it: an
// alias or a full name as itself, else the one command name starts; "" when
// none or several do.
func tmuxResolve(name string) string {
	if full, ok := tmuxCommandAliases.get()[name]; ok {
		return full
	}
	found := ""
	for _, c := range tmuxCommandNames {
		if c == name {
			return c
		}
		if name != "" && strings.HasPrefix(c, name) {
			if found != "" {
				return ""
			}
			found = c
		}
	}
	return found
}

// judgeTmuxCommand is [tmux:NAME]: a word tmux reads as its command NAME
// (send-k, send, pasteb are send-keys, send-keys, paste-buffer), certainly,
// but only might for a command that ends or restarts what a pane runs
// (class_tmux_ends.go); a word that is not literal might be.
func judgeTmuxCommand(arg string, w Word, ctx *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{Might: true}
	}
	if tmuxResolve(v) == arg {
		if tmuxOwnTarget(arg, w, ctx) {
			return Judgement{} // a target known to be no desk's (tmux_desk_known.go)
		}
		return Judgement{Might: true, Certainly: tmuxCertain(arg)}
	}
	return Judgement{}
}

// checkTmuxArg checks the NAME of [tmux:NAME]: one of tmux's commands.
func checkTmuxArg(arg string) (string, string) {
	for _, c := range tmuxCommandNames {
		if c == arg {
			return arg, ""
		}
	}
	return "", "tmux has no command " + arg + " (write its full name, as tmux list-commands shows it)"
}

// screenTypingCommands are GNU screen's commands that type into a window
// or fill the buffer one pastes: given to -X, alone or inside eval.
var screenTypingCommands = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"stuff": true, "paste": true, "readbuf": true, "register": true, "eval": false}
}}

// judgeScreenTypes is [screen-types]: a word that, given to screen -X,
// types into a window: stuff, paste, readbuf or register as a command, or
// a command string (eval's arguments) holding one.
func judgeScreenTypes(_ string, w Word, _ *Context) Judgement {
	v, ok := w.Literal()
	if !ok {
		return Judgement{Might: true}
	}
	for _, f := range strings.FieldsFunc(v, func(r rune) bool { return r == ' ' || r == '\t' || r == ';' || r == '\n' }) {
		if screenTypingCommands.get()[f] {
			return Judgement{Might: true, Certainly: true}
		}
		if strings.Trim(f, ".!|") == "" && strings.ContainsAny(f, "!|") {
			return Judgement{Might: true} // exec's fd pattern: its output may go to the window's program
		}
	}
	return Judgement{}
}
