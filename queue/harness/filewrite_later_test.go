package harness

import (
	"path/filepath"
	"testing"
)

// TestFileToolsRunLaterAndHome (rt19i #1, #2, #4): the file tools'
// writes are judged where they lead and as the shell's writes are. A
// write through a link to .git/hooks, .claude/hooks or a CI workflow
// directory, or through a dangling link to a hook not yet there, waits
// as a write of the hook does; so does a write of a file with a second
// name (a hard link to a guarded file), of the home's git config given
// as an absolute path, of ~/.ssh/rc and ~/.ssh/authorized_keys. Everyday
// writes in the project (a file with one name, through a link inside the
// project) stay with the harness's own permissions.
func TestFileToolsRunLaterAndHome(t *testing.T) {
	f := newFileTools(t, "~/.claude", "~/.ssh", "~/.config/git", ".git/hooks", ".claude/hooks", ".github/workflows", "src",
		"node_modules/a") // a package manager's store linked into node_modules (pnpm)
	home, proj := f.Home, f.Proj
	storeJS := filepath.Join(f.Root, "store.js")
	f.Write(0o600, "{}", "~/.claude/settings.json")
	f.Write(0o600, "#!/bin/sh\n", ".git/hooks/post-checkout")
	f.Write(0o600, "package main\n", "src/main.go")
	f.Write(0o600, "x", storeJS)
	f.Symlinks(map[string]string{
		"gh": ".git/hooks", "ch": ".claude/hooks", "wf": ".github/workflows",
		"d10": ".git/hooks/post-checkout", "d11": ".git/hooks/pre-push", "s": "src",
	})
	f.Hardlinks(map[string]string{"~/.claude/settings.json": "hard.json", storeJS: "node_modules/a/index.js"})
	claude, gemini := f.claude, f.gemini
	opencode := func(path string) bool { return f.opencode(path, "x") }
	write := func(p string) map[string]any { return writeInput(p, "x") }
	edit := editInput
	checkDenials(t, []denial{
		// #1: links to places whose files run later.
		{"claude Write through a link to .git/hooks", true, func() bool { return claude("Write", write("gh/pre-commit")) }},
		{"claude Write through a link to .claude/hooks", true, func() bool { return claude("Write", write("ch/x.sh")) }},
		{"claude Write through a link to the workflows", true, func() bool { return claude("Write", write("wf/ci.yml")) }},
		{"claude Write a link to a hook", true, func() bool { return claude("Write", write("d10")) }},
		{"claude Write a dangling link to a hook", true, func() bool { return claude("Write", write("d11")) }},
		{"gemini write_file through a link to .git/hooks", true, func() bool { return gemini("write_file", write("gh/pre-commit")) }},
		{"opencode write through a link to .git/hooks", true, func() bool { return opencode(filepath.Join(proj, "gh", "pre-commit")) }},
		// #2: a second name of a guarded file.
		{"claude Write a hard link to the settings", true, func() bool { return claude("Write", write("hard.json")) }},
		{"gemini replace a hard link to the settings", true, func() bool { return gemini("replace", edit("hard.json")) }},
		{"opencode write a hard link to the settings", true, func() bool { return opencode(filepath.Join(proj, "hard.json")) }},
		// #4: the home's files the shell's write asks about.
		{"claude Write ~/.gitconfig (absolute)", true, func() bool { return claude("Write", write(filepath.Join(home, ".gitconfig"))) }},
		{"claude Edit ~/.config/git/config", true, func() bool { return claude("Edit", edit(filepath.Join(home, ".config", "git", "config"))) }},
		{"gemini write_file ~/.gitconfig", true, func() bool { return gemini("write_file", write(filepath.Join(home, ".gitconfig"))) }},
		{"opencode write ~/.gitconfig", true, func() bool { return opencode(filepath.Join(home, ".gitconfig")) }},
		{"claude Write ~/.ssh/rc", true, func() bool { return claude("Write", write(filepath.Join(home, ".ssh", "rc"))) }},
		{"gemini write_file ~/.ssh/authorized_keys", true, func() bool { return gemini("write_file", write("~/.ssh/authorized_keys")) }},
		{"opencode write ~/.ssh/config", true, func() bool { return opencode(filepath.Join(home, ".ssh", "config")) }},
		{"claude Write .git/config", true, func() bool { return claude("Write", write(".git/config")) }},
		// Everyday project edits pass to the harness.
		{"claude Edit a project file", false, func() bool { return claude("Edit", edit("src/main.go")) }},
		{"claude Write a new project file through a link in the project", false, func() bool { return claude("Write", write("s/new.go")) }},
		{"gemini write_file a project file", false, func() bool { return gemini("write_file", write(filepath.Join(proj, "src", "main.go"))) }},
		{"claude Edit a linked file in node_modules", false, func() bool { return claude("Edit", edit("node_modules/a/index.js")) }},
		{"opencode write a project file", false, func() bool { return opencode(filepath.Join(proj, "src", "main.go")) }},
	})
}
