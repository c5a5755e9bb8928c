package patterns

import "strings"

// Beyond the shell's own start-up files (ozdesk's protected paths,
// guarded.go's ShellStartup: ~/.zshenv, fish's config.fish and conf.d,
// judged by cmd.guard-tamper), a
// shell sources the files its tools install at every start (nvm's
// nvm.sh, cargo's env, sdkman's init script, fzf's, oh-my-zsh and
// bash-it whole, completions), other shells read their own rc files,
// the editors load their plugin directories (~/.vim, ~/.emacs.d, neovim's
// site directory), the runtimes and REPLs their start-up files, docker
// its CLI plugins, and python, node and ruby the packages installed for
// every later run. A part that writes one (an append as much as an
// overwrite: appended code runs as well, rt31 #4), copies into one
// (DIR/basename of the source), or clones into one makes code run later
// that no ask saw: unreadable (runs-later), as a cron table is.

// laterPlacesSourced are the places laterPlaces lacks, read the same way.
var laterPlacesSourced = []laterPlace{
	{place{at: atHome, pat: []string{"/.nvm/nvm.sh"}}, rcLater},
	{place{at: atHome, pat: []string{"/.nvm/bash_completion"}}, rcLater},
	{place{at: atHome, pat: []string{"/.cargo/env"}}, rcLater},
	{place{at: atHome, pat: []string{"/.cargo/env.fish"}}, rcLater},
	{place{at: atHome, pat: []string{"/.sdkman/bin"}}, rcLater},
	{place{at: atHome, pat: []string{"/.sdkman/etc"}}, rcLater},
	{place{at: atHome, pat: []string{"/.fzf.bash"}}, rcLater},
	{place{at: atHome, pat: []string{"/.fzf.zsh"}}, rcLater},
	{place{at: atHome, pat: []string{"/.oh-my-zsh"}}, rcLater},
	{place{at: atHome, pat: []string{"/.bash_it"}}, rcLater},
	{place{at: atHome, pat: []string{"/.p10k.zsh"}}, rcLater},
	{place{at: atHome, pat: []string{"/.bash_completion"}}, rcLater},
	{place{at: atHome, pat: []string{"/.bash_completion.d"}}, rcLater},
	{place{at: atHome, pat: []string{"/.local/share/bash-completion"}}, rcLater},
	{place{at: atHome, pat: []string{"/.asdf/asdf.sh"}}, rcLater},
	{place{at: atHome, pat: []string{"/.asdf/asdf.fish"}}, rcLater},
	{place{at: atHome, pat: []string{"/.ghcup/env"}}, rcLater},
	{place{at: atHome, pat: []string{"/.deno/env"}}, rcLater},
	{place{at: atHome, pat: []string{"/.bun/_bun"}}, rcLater},
	{place{at: atHome, pat: []string{"/.opam/opam-init"}}, rcLater},
	{place{at: atHome, pat: []string{"/miniconda3/etc/profile.d"}}, rcLater},
	{place{at: atHome, pat: []string{"/anaconda3/etc/profile.d"}}, rcLater},
	{place{at: atHome, pat: []string{"/miniforge3/etc/profile.d"}}, rcLater},
	{place{at: atHome, pat: []string{"/.iterm2_shell_integration.zsh"}}, rcLater},
	{place{at: atHome, pat: []string{"/.iterm2_shell_integration.bash"}}, rcLater},
	// Other shells' start-up files.
	{place{at: atHome, pat: []string{"/.tcshrc"}}, otherShellLater},
	{place{at: atHome, pat: []string{"/.cshrc"}}, otherShellLater},
	{place{at: atHome, pat: []string{"/.login"}}, otherShellLater},
	{place{at: atHome, pat: []string{"/.config/fish/completions"}}, "fish (a completion, loaded at a command's name)"},
	{place{at: atHome, pat: []string{"/.config/nushell"}}, otherShellLater},
	{place{at: atHome, pat: []string{"/.xonshrc"}}, otherShellLater},
	{place{at: atHome, pat: []string{"/.config/xonsh"}}, otherShellLater},
	{place{at: atHome, pat: []string{"/.config/elvish"}}, otherShellLater},
	{place{at: atHome, pat: []string{"/.config/powershell"}}, otherShellLater},
	// Editors' plugin and start-up directories.
	{place{at: atHome, pat: []string{"/.vim"}}, "vim (its plugins, at its next start)"},
	{place{at: atHome, pat: []string{"/.gvimrc"}}, "vim (at its next start)"},
	{place{at: atHome, pat: []string{"/.exrc"}}, "vi (at its next start)"},
	{place{at: atHome, pat: []string{"/.local/share/nvim/site"}}, "neovim (its plugins, at its next start)"},
	{place{at: atHome, pat: []string{"/.emacs.d"}}, "emacs (its init files and packages, at its next start)"},
	{place{at: atHome, pat: []string{"/.vscode/extensions"}}, "the editor (its extensions, at its next start)"},
	{place{at: atHome, pat: []string{"/.config/Code/User/settings.json"}}, "the editor (its terminal profiles and interpreters, at its next start)"},
	// Runtimes' and REPLs' start-up files.
	{place{at: atHome, pat: []string{"/.erlang"}}, "erlang (at every start of erl)"},
	{place{at: atHome, pat: []string{"/.julia/config"}}, "julia (at its next start)"},
	{place{at: atHome, pat: []string{"/.lein/profiles.clj"}}, "leiningen (its plugins and hooks, in every project)"},
	{place{at: atHome, pat: []string{"/.sbt"}}, "sbt (its global plugins and settings, in every build)"},
	{place{at: atHome, pat: []string{"/.ghci"}}, "ghci (at its next start)"},
	{place{at: atHome, pat: []string{"/.octaverc"}}, "octave (at its next start)"},
	{place{at: atHome, pat: []string{"/.sbclrc"}}, "sbcl (at its next start)"},
	{place{at: atHome, pat: []string{"/.guile"}}, "guile (at its next start)"},
	{place{at: atHome, pat: []string{"/.mailcap"}}, "every program that opens a file by its type (the command it names)"},
	{place{at: atHome, pat: []string{"/.pythonrc"}}, "python (at its next start, through PYTHONSTARTUP)"},
	{place{at: atHome, pat: []string{"/.pythonrc.py"}}, "python (at its next start, through PYTHONSTARTUP)"},
	{place{at: atHome, pat: []string{"/.docker/cli-plugins"}}, "docker (a CLI plugin, run for its subcommand)"},
	{place{at: atRoot, pat: []string{"/usr/local/lib/docker/cli-plugins"}}, "docker (a CLI plugin, run for its subcommand)"},
	{place{at: atRoot, pat: []string{"/usr/lib/docker/cli-plugins"}}, "docker (a CLI plugin, run for its subcommand)"},
	{place{at: atRoot, pat: []string{"/usr/libexec/docker/cli-plugins"}}, "docker (a CLI plugin, run for its subcommand)"},
	// Installed code, run by every later use of its tool.
	{place{at: atHome, pat: []string{"/.npm-global"}}, installedLater},
	{place{at: atHome, pat: []string{"/.rustup/toolchains"}}, installedLater},
	{place{at: atHome, pat: []string{"/.gem"}}, installedLater},
}

// otherShellLater is what runs another shell's start-up files.
const otherShellLater = "every later shell of that kind (its start-up files)"

// installedLater is what runs installed packages' code.
const installedLater = "every later run of the tool or program that loads the installed package"

// installedDirs are path components of directories whose files are
// packages installed for every later run of python, node or ruby.
var installedDirs = []string{"/site-packages/", "/dist-packages/", "/lib/node_modules/", "/gems/"}

// runsLaterInstalled reports whether a made place, in the home or at the
// root (outside any project), lies in a directory of installed packages
// (…/site-packages/…, …/lib/node_modules/…, …/gems/…): code every later
// run of python, node or ruby there loads. A project's own directories
// (node_modules, .venv) are left to the project's rules.
func runsLaterInstalled(m place) (string, bool) {
	if m.at != atHome && m.at != atRoot || len(m.pat) != 1 || installedDocFile(m.pat[0]) {
		return "", false // a README runs nothing (effects_later_docfile.go)
	}
	for _, d := range installedDirs {
		if strings.Contains(m.pat[0]+"/", d) {
			return installedLater, true
		}
	}
	return "", false
}
