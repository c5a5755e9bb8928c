//go:build !ozdesk_adapters

package main

import (
	"os"
	"path/filepath"
	"strings"

	"ozdesk.dev/ozdesk/cards"
	"ozdesk.dev/ozdesk/patterns"
)

// startupExport refuses an export file that is a shell start-up file
// (fx52d, rt50k NEW-9): the trail holds the agents' words as they were
// written, every command asked, refused ones too, and a shell that
// sources it runs a `$(…)` among them. Refused: a name the home's
// start-up files go by (.bashrc, .profile, .zshenv …) in any directory,
// which a shell started with another HOME, or a dotfiles repository
// linked into the home, reads; and a path at or below a start-up file or
// directory of the home or the system (~/.config/fish/conf.d,
// /etc/profile.d), its directory's links followed. The defaults ask for
// such an -o too; this holds under an operator's rule that allows ozdesk.
func startupExport(out string) error {
	abs, err := filepath.Abs(out)
	if err != nil {
		return nil // the open that follows says what is wrong with the name
	}
	if dir, err := filepath.EvalSymlinks(filepath.Dir(abs)); err == nil {
		abs = filepath.Join(dir, filepath.Base(abs))
	}
	homeNames, system := patterns.ShellStartup()
	places := system
	home, _ := os.UserHomeDir()
	for _, n := range homeNames {
		if !strings.Contains(n, string(filepath.Separator)) && strings.EqualFold(filepath.Base(abs), n) {
			return startupRefusal(out)
		}
		if filepath.IsAbs(home) {
			places = append(places, filepath.Join(home, n))
		}
	}
	for _, p := range places {
		if abs == p || strings.HasPrefix(abs, p+string(filepath.Separator)) {
			return startupRefusal(out)
		}
	}
	return nil
}

func startupRefusal(out string) error {
	return usagef("name a file that no shell runs, such as trail-DATE.jsonl",
		"export: %s is a shell start-up file: the trail holds the agents' commands as written, which a shell would run", cards.Escape(out))
}
