package patterns

import "testing"

// fx56h (rt54's needless asks): a Nix user's bash in the default profile
// is a shell at the system's place, as NixOS's /run/current-system/sw/bin
// is; `SHELL := $(BASH)` stays unread (make takes BASH from the
// environment, which bash does not export: the word is not certain), and
// a program in a user's own profile or a look-alike directory stays
// unknown.
func TestMakeShellNixProfile(t *testing.T) {
	mk := func(shell string) string { return "SHELL := " + shell + "\nall:\n\t@echo hi\n" }
	files := map[string]string{
		"home/proj/nix/Makefile":   mk("/nix/var/nix/profiles/default/bin/bash"),
		"home/proj/nixo/Makefile":  mk("/nix/var/nix/profiles/default/bin/bash -eo pipefail"),
		"home/proj/envs/Makefile":  mk("/usr/bin/env -S bash -x -e"),
		"home/proj/bash/Makefile":  mk("$(BASH)"),
		"home/proj/user/Makefile":  mk("/nix/var/nix/profiles/per-user/op/profile/bin/bash"),
		"home/proj/deep/Makefile":  mk("/nix/var/nix/profiles/default/bin/x/bash"),
		"home/proj/other/Makefile": mk("/nix/var/nix/profiles/default/bin/evil"),
	}
	checkDiskScripts(t, files, []diskScriptCase{
		{"make -C nix", "", ""},
		{"make -C nixo", "", ""},
		{"make -C envs", "", ""},
		{"/nix/var/nix/profiles/default/bin/bash -c 'echo hi'", "", ""},
		{"make -C bash", UnreadableRule, "sets SHELL := $(BASH)"},
		{"make -C user", UnreadableRule, "sets SHELL := /nix/var/nix/profiles/per-user/op/profile/bin/bash"},
		{"make -C deep", UnreadableRule, "sets SHELL := /nix/var/nix/profiles/default/bin/x/bash"},
		{"make -C other", UnreadableRule, "sets SHELL := /nix/var/nix/profiles/default/bin/evil"},
	})
}
