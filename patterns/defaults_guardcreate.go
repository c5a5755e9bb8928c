package patterns

// createGuardPatterns are cmd.guard-tamper's patterns for a protected
// path made without content (rt35i F3, class_protected_made.go): touch
// of a harness's settings file (`touch .claude/settings.local.json`,
// `touch ~/.codex/config.toml`) or of a directory above one, and a
// directory, FIFO or device node made at or below a protected path
// (`mkdir -p .claude/settings.json`, `mkdir ~/.gemini`, `mkfifo
// .gemini/settings.json`).
func createGuardPatterns() []string {
	return []string{
		"touch ** [protected-made] **",
		"mkdir ** [protected-made] **", "mkfifo ** [protected-made] **", "mknod ** [protected-made] **",
		// rt38h N1: a harness started below the workdir reads settings
		// that may have arrived inside a tree (class_harness_elsewhere.go).
		"[harness-elsewhere] **",
	}
}
