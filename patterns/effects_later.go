package patterns

import (
	"fmt"
	"strings"
)

// Some files run later, where no ask sees them: cron runs its tables,
// systemd its units, a desktop session its autostart entries, git its
// hooks at the next commit or checkout, a harness its hook scripts and
// plugins at its next start, and the shell finds a program on PATH by
// its name. A part that writes such a file (by a redirection, tee, an
// output option, a copy, a download or an extraction) makes code run
// that the line does not show, so it is unreadable (code runs-later).
// Installing a program of a new name on PATH (cp build/tool
// ~/.local/bin/) is everyday work: only a name the reader gives meaning
// to (git, ls, sudo …), which later parts and lines would run instead of
// the real one, counts there. Only a path known to lie in such a place
// counts: an extraction or a copy into a directory that holds one (tar
// -x -C ~) is judged by what it may overwrite there (credentials,
// ozdesk's protected paths), and ozdesk's own files by cmd.guard-tamper.

// laterPlaces are the directories and files whose contents run later,
// each with what runs them, for a sentence. A place at atSome may stand
// in any directory.
var laterPlaces = []laterPlace{
	{place{at: atRoot, pat: []string{"/etc/cron.d"}}, "cron"},
	{place{at: atRoot, pat: []string{"/etc/cron.hourly"}}, "cron"},
	{place{at: atRoot, pat: []string{"/etc/cron.daily"}}, "cron"},
	{place{at: atRoot, pat: []string{"/etc/cron.weekly"}}, "cron"},
	{place{at: atRoot, pat: []string{"/etc/cron.monthly"}}, "cron"},
	{place{at: atRoot, pat: []string{"/etc/crontab"}}, "cron"},
	{place{at: atRoot, pat: []string{"/etc/anacrontab"}}, "anacron"},
	{place{at: atRoot, pat: []string{"/var/spool/cron"}}, "cron"},
	{place{at: atRoot, pat: []string{"/etc/systemd"}}, "systemd"},
	{place{at: atRoot, pat: []string{"/lib/systemd"}}, "systemd"},
	{place{at: atRoot, pat: []string{"/usr/lib/systemd"}}, "systemd"},
	{place{at: atRoot, pat: []string{"/etc/init.d"}}, "the init system"},
	{place{at: atRoot, pat: []string{"/etc/rc.local"}}, "the init system"},
	{place{at: atRoot, pat: []string{"/etc/xdg/autostart"}}, "every desktop session"},
	{place{at: atRoot, pat: []string{"/etc/ld.so.preload"}}, "the dynamic loader (in every program)"},
	{place{at: atRoot, pat: []string{"/etc/update-motd.d"}}, "every login"},
	{place{at: atRoot, pat: []string{"/etc/apt/apt.conf.d"}}, "apt (its Pre-Invoke and Post-Invoke hooks, as root, at every install or update)"},
	{place{at: atRoot, pat: []string{"/etc/apt/apt.conf"}}, "apt (its Pre-Invoke and Post-Invoke hooks, as root, at every install or update)"},
	{place{at: atHome, pat: []string{"/.config/systemd"}}, "systemd"},
	{place{at: atHome, pat: []string{"/.local/share/systemd"}}, "systemd"},
	{place{at: atHome, pat: []string{"/.config/autostart"}}, "the desktop session"},
	{place{at: atHome, pat: []string{"/.config/environment.d"}}, "systemd (in every user service)"},
	{place{at: atHome, pat: []string{"/.pam_environment"}}, "every login"},
	{place{at: atHome, pat: []string{"/Library/LaunchAgents"}}, "launchd"},
	{place{at: atRoot, pat: []string{"/Library/LaunchAgents"}}, "launchd"},
	{place{at: atRoot, pat: []string{"/Library/LaunchDaemons"}}, "launchd"},
	{place{at: atHome, pat: []string{"/.vimrc"}}, "vim (at its next start)"},
	{place{at: atHome, pat: []string{"/.config/nvim"}}, "neovim (at its next start)"},
	{place{at: atHome, pat: []string{"/.tmux.conf"}}, "tmux (at its next start)"},
	{place{at: atHome, pat: []string{"/.gitconfig"}}, "git (its pager, hooks and aliases, in every repository)"},
	{place{at: atHome, pat: []string{"/.config/git/config"}}, "git (its pager, hooks and aliases, in every repository)"},
	{place{at: atRoot, pat: []string{"/etc/gitconfig"}}, "git (its pager, hooks and aliases, for every user)"},
	{place{at: atSome, pat: []string{"/.git/config"}}, "git (its pager, hooks and aliases)"},
	{place{at: atSome, pat: []string{"/.git/hooks"}}, "git (a hook, at a later commit, checkout or push)"},
	{place{at: atSome, pat: []string{"/.git/config.worktree"}}, "git (its pager, hooks and aliases, with extensions.worktreeConfig)"},
	{place{at: atSome, pat: []string{"/.git/commondir"}}, "git (the configuration and hooks of the git directory it names)"},
	{place{at: atSome, pat: []string{"/.vscode/tasks.json"}}, "the editor (a task may run when the folder opens)"},
	{place{at: atSome, pat: []string{"/.husky"}}, "git (through husky's hooks, at a later commit or push)"},
	{place{at: atSome, pat: []string{"/.vscode/settings.json"}}, "the editor (its terminal profiles and interpreters run when the folder opens)"},
	{place{at: atSome, pat: []string{"/.vscode/launch.json"}}, "the editor (at the next debug run)"},
	{place{at: atSome, pat: []string{"/.vscode/mcp.json"}}, mcpLater},
	{place{at: atSome, pat: []string{"/.cursor/mcp.json"}}, mcpLater},
	{place{at: atSome, pat: []string{"/.continue"}}, mcpLater},
	{place{at: atSome, pat: []string{"/.gemini/extensions"}}, mcpLater},
	{place{at: atSome, pat: []string{"/.qwen/settings.json"}}, "qwen (its approvals and MCP servers, at its next start)"},
	{place{at: atSome, pat: []string{"/.aider.conf.yml"}}, "aider (its approvals and commands, at its next start)"},
	{place{at: atHome, pat: []string{"/.zshrc.local"}}, rcLater},
	{place{at: atHome, pat: []string{"/.bashrc.local"}}, rcLater},
	{place{at: atHome, pat: []string{"/.zshrc.d"}}, rcLater},
	{place{at: atHome, pat: []string{"/.bashrc.d"}}, rcLater},
	{place{at: atHome, pat: []string{"/.oh-my-zsh/custom"}}, rcLater},
	{place{at: atSome, pat: []string{"/.github/workflows"}}, ciLater},
	{place{at: atSome, pat: []string{"/.github/actions"}}, ciLater},
	{place{at: atSome, pat: []string{"/.gitlab-ci.yml"}}, ciLater},
	{place{at: atSome, pat: []string{"/.circleci"}}, ciLater},
	{place{at: atSome, pat: []string{"/.buildkite"}}, ciLater},
	{place{at: atSome, pat: []string{"/.travis.yml"}}, ciLater},
	{place{at: atSome, pat: []string{"/azure-pipelines.yml"}}, ciLater},
	{place{at: atSome, pat: []string{"/bitbucket-pipelines.yml"}}, ciLater},
	{place{at: atSome, pat: []string{"/.woodpecker.yml"}}, ciLater},
	{place{at: atSome, pat: []string{"/.drone.yml"}}, ciLater},
	{place{at: atSome, pat: []string{"/Jenkinsfile"}}, ciLater},
	{place{at: atHome, pat: []string{"/.config/direnv"}}, "direnv (in every directory it loads)"},
	{place{at: atSome, pat: []string{"/.pre-commit-config.yaml"}}, "git (through pre-commit's hooks, at a later commit)"},
	{place{at: atSome, pat: []string{"/.devcontainer"}}, "the editor (when the folder opens in a container)"},
	// Where package managers fetch from: what a later install runs.
	{place{at: atSome, pat: []string{"/.npmrc"}}, registryLater},
	{place{at: atSome, pat: []string{"/.yarnrc"}}, registryLater},
	{place{at: atSome, pat: []string{"/.yarnrc.yml"}}, registryLater},
	{place{at: atRoot, pat: []string{"/etc/npmrc"}}, registryLater},
	{place{at: atHome, pat: []string{"/.config/pip"}}, registryLater},
	{place{at: atHome, pat: []string{"/.pip"}}, registryLater},
	{place{at: atRoot, pat: []string{"/etc/pip.conf"}}, registryLater},
	{place{at: atSome, pat: []string{"/pip.conf"}}, registryLater},
	{place{at: atHome, pat: []string{"/.pydistutils.cfg"}}, registryLater},
	{place{at: atHome, pat: []string{"/.config/uv"}}, registryLater},
	{place{at: atSome, pat: []string{"/.cargo/config"}}, registryLater},
	{place{at: atSome, pat: []string{"/.cargo/config.toml"}}, registryLater},
	{place{at: atHome, pat: []string{"/.gemrc"}}, registryLater},
	{place{at: atHome, pat: []string{"/.bundle/config"}}, registryLater},
	{place{at: atHome, pat: []string{"/.config/go/env"}}, registryLater},
	{place{at: atHome, pat: []string{"/.m2/settings.xml"}}, registryLater},
	{place{at: atHome, pat: []string{"/.gradle/init.d"}}, "gradle (in every build)"},
	// Tools that read a start-up file from the directory they run in
	// (fx28e1, rt23d #15): bazel's --run_under runs every test under a
	// program; irb, pry and pdb run the Ruby or Python code of theirs.
	{place{at: atSome, pat: []string{"/.bazelrc"}}, "bazel (its options, --run_under among them, in every later build, test and run)"},
	{place{at: atSome, pat: []string{"/user.bazelrc"}}, "bazel (its options, --run_under among them, in every later build, test and run)"},
	{place{at: atRoot, pat: []string{"/etc/bazel.bazelrc"}}, "bazel (its options, --run_under among them, in every later build, test and run)"},
	{place{at: atSome, pat: []string{"/.irbrc"}}, "irb (at its next start in that directory)"},
	{place{at: atSome, pat: []string{"/.pryrc"}}, "pry (at its next start in that directory)"},
	{place{at: atSome, pat: []string{"/.pdbrc"}}, "pdb (at its next start in that directory)"},
	{place{at: atHome, pat: []string{"/.gradle/init.gradle"}}, "gradle (in every build)"},
}

// mcpLater is what starts an editor's or agent's MCP servers.
const mcpLater = "an editor or coding agent (the MCP servers it starts at its next start)"

// rcLater is what sources a shell start-up file's companions.
const rcLater = "every later shell (sourced by the shell's start-up files)"

// ciLater is what runs a CI pipeline's definition.
const ciLater = "CI (the pipeline runs at the next push, with the repository's secrets)"

// registryLater is what a package manager's configuration changes: where
// later installs fetch packages, and the scripts they run, from.
const registryLater = "a package manager (where later installs fetch packages and their install scripts from)"

// binDirs are directories on PATH, where a file named like a program
// runs instead of it.
var binDirs = []place{
	{at: atHome, pat: []string{"/.local/bin"}}, {at: atHome, pat: []string{"/bin"}},
	{at: atHome, pat: []string{"/go/bin"}}, {at: atHome, pat: []string{"/.cargo/bin"}},
	{at: atRoot, pat: []string{"/usr/local/bin"}}, {at: atRoot, pat: []string{"/usr/local/sbin"}},
	{at: atRoot, pat: []string{"/usr/bin"}}, {at: atRoot, pat: []string{"/usr/sbin"}},
	{at: atRoot, pat: []string{"/bin"}}, {at: atRoot, pat: []string{"/sbin"}},
}

// runsLater marks unreadable each part that writes a file that runs
// later, and each crontab given a file to install.
func (r *reading) runsLater() {
	var dirs []place
	r.registryEnv()
	r.indexThenCommit() // effects_indexcommit.go
	for i, p := range r.cmd.Parts {
		if w, what, ok := laterCommand(p); ok {
			r.effectUnreadable(i, UnreadableRunsLater, w.Span, fmt.Sprintf(
				"%s sets up code to run later: %s runs it, where no ask sees what it runs.", quoteRaw(p.Text()), what))
			continue
		}
		if p.Program == "crontab" {
			if w, ok := crontabFile(p); ok {
				r.effectUnreadable(i, UnreadableRunsLater, w.Span, fmt.Sprintf(
					"crontab installs %s as the crontab: cron runs its lines later, where no ask sees them.", quoteRaw(w.Raw)))
			}
			continue
		}
		if !mayMake(p) {
			continue
		}
		if dirs == nil {
			dirs = lineDirs(r.cmd)
		}
		if buildsOnDisk(p) && r.buildShadowsBin(i, p, dirs[i]) || compilerPrograms.get()[p.Program] {
			continue // effects_later_buildbin.go
		}
		for _, m := range makes(p, dirs[i]) {
			// Judged case-folded: .GIT/hooks is .git/hooks, and
			// Package.json package.json, on a case-insensitive
			// filesystem (class_fold.go); the tables are folded where
			// they are compared.
			fm := m
			fm.place = foldPlace(m.place)
			if len(fm.pat) == 1 && strings.Contains(fm.pat[0][strings.LastIndexByte(fm.pat[0], '/')+1:], guardName) {
				continue // ozdesk's own file (its opencode plugin): cmd.guard-tamper judges it
			}
			what, ok := runsLaterAt(fm.place)
			if ok && npmrcPlainWrite(p, fm.place) {
				continue // plain npmrc keys: effects_later_npmrc.go
			}
			if !ok && !pkgSet(p) { // its scripts are scriptSet's (effects_later_cmds.go)
				what, ok = runsLaterByContent(fm.place, r.cmd.Source)
			}
			if !ok {
				what, ok = holdsLaterAt(p, fm) // effects_later_holds.go
			}
			if !ok {
				what, ok = runsLaterProject(p, m, dirs[i], r.cmd.Source) // effects_later_project.go
			}
			if ok {
				if m.later != "" {
					r.effectUnreadable(i, UnreadableRunsLater, p.Span, fmt.Sprintf(
						"%s %s %s: %s, where no ask sees it.", quoteRaw(p.Text()), m.how, m.place, m.later))
					break
				}
				r.effectUnreadable(i, UnreadableRunsLater, p.Span, fmt.Sprintf(
					"%s %s %s: %s runs it later, where no ask sees what it runs.",
					quoteRaw(p.Text()), m.how, m.place, what))
				break
			}
		}
	}
}

// runsLaterAt reports whether a made place is, or may hold, a file that
// runs later, and what runs it. The place is folded (foldPlace): the
// tables' places are compared lowercased.
func runsLaterAt(m place) (string, bool) {
	if what, ok := runsLaterTables(m); ok {
		return what, true
	}
	if what, ok := runsLaterGitDir(m); ok { // effects_later_gitdir.go
		return what, true
	}
	if len(m.pat) != 1 {
		return "", false
	}
	return runsLaterBin(m.at, m.pat[0])
}

// runsLaterTables reports whether a made place is, or may hold, a place
// of the runs-later tables, and what runs it.
func runsLaterTables(m place) (string, bool) {
	for _, l := range laterPlaces {
		if what, ok := runsLaterIn(l, m); ok {
			return what, true
		}
	}
	for _, l := range laterPlacesRoot {
		if what, ok := runsLaterIn(l, m); ok {
			return what, true
		}
	}
	for _, l := range laterPlacesBuild { // effects_later_build.go
		if what, ok := runsLaterIn(l, m); ok {
			return what, true
		}
	}
	for _, l := range laterPlacesHarness { // effects_later_harness.go
		if what, ok := runsLaterIn(l, m); ok {
			return what, true
		}
	}
	for _, l := range laterPlacesHookManagers { // effects_later_hookmgr.go
		if what, ok := runsLaterIn(l, m); ok {
			return what, true
		}
	}
	for _, l := range laterPlacesSourced { // effects_later_sourced.go
		if what, ok := runsLaterIn(l, m); ok {
			return what, true
		}
	}
	if what, ok := runsLaterPsqlVersion(m); ok { // effects_later_root.go
		return what, true
	}
	return runsLaterInstalled(m)
}

// runsLaterIn reports whether a made place is, or may be below, one
// place whose contents run later, and what runs it.
func runsLaterIn(l laterPlace, m place) (string, bool) {
	switch {
	case l.at == atSome:
		// Any directory's: a known path holding the place's
		// components (./.git/hooks/pre-commit, a copy into
		// .git/hooks); an extraction in a repository is not taken to
		// write its hooks.
		if l.at == atSome && l.pat[0] == "/.npmrc" && m.at == atHome && len(m.pat) == 1 && m.pat[0] == "/.npmrc" {
			return "", false // the home's .npmrc holds tokens: cmd.credentials judges it
		}
		if len(m.pat) == 1 && strings.Contains(m.pat[0]+"/", strings.ToLower(l.pat[0])+"/") {
			return l.what, true
		}
	case l.at != m.at:
		// A place the reader cannot put beside this one is not taken
		// to be it.
	case len(m.pat) == 1 && within(m.pat[0], strings.ToLower(l.pat[0])):
		return l.what, true
	}
	return "", false
}

// runsLaterBin reports whether a made path runs later as python's
// start-up code or as a program on PATH, and what runs it.
func runsLaterBin(at anchor, last string) (string, bool) {
	if strings.Contains(last, "/site-packages/") || strings.Contains(last, "/dist-packages/") {
		if base := last[strings.LastIndexByte(last, '/')+1:]; strings.HasSuffix(base, ".pth") ||
			base == "sitecustomize.py" || base == "usercustomize.py" {
			return "python (at every start)", true
		}
	}
	if base := last[strings.LastIndexByte(last, '/')+1:]; base == "sitecustomize.py" || base == "usercustomize.py" {
		// anywhere: a directory the line puts on PYTHONPATH (even .)
		// makes python import it at its start
		return "python (at its start, where the directory is on its path)", true
	}
	slash := strings.LastIndexByte(last, '/')
	if slash < 0 || !knownName(last[slash+1:]) && !everydayPrograms.get()[programKey(last[slash+1:])] {
		return "", false
	}
	for _, b := range binDirs {
		if b.at == at && b.pat[0] == last[:slash] {
			return fmt.Sprintf("the shell (in place of %s)", quoteRaw(last[slash+1:])), true
		}
	}
	return "", false
}

// crontabFile returns the file crontab installs: its operand, when it
// is given no option that lists, edits or removes (-l, -e, -r), and the
// operand is not "-" (standard input, read as a shell fed from it).
// (-T checks FILE's syntax, -V and -h print; they install nothing: fx66c.)
func crontabFile(p *Part) (Word, bool) {
	ops, _ := operandWords(p, "-u")
	if len(ops) == 0 || hasFlag(p, "-l", "-e", "-r", "-i", "-T", "-V", "-h") || isLit(ops[len(ops)-1], "-") {
		return Word{}, false
	}
	return ops[len(ops)-1], true
}

// everydayPrograms are programs run by their bare name in nearly every
// session, beyond those the reader's tables know: a file of that name
// on PATH would run in their place.
var everydayPrograms = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{
		"ls": true, "cat": true, "cp": true, "mv": true, "grep": true, "sed": true, "awk": true, "find": true,
		"ps": true, "which": true, "head": true, "tail": true, "less": true, "more": true, "id": true,
		"whoami": true, "date": true, "vim": true, "vi": true, "nano": true, "code": true, "make": true,
		"ssh": true, "scp": true, "tmux": true, "screen": true, "claude": true, "codex": true,
		"gemini": true, "opencode": true, "crush": true, "chmod": true, "chown": true, "tar": true,
	}
}}
