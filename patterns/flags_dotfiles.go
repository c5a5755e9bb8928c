package patterns

// dotfileProgs are the dotfile managers' tables (fx69b, rt67 B): which of
// their options take a value, so that a pattern's `-t=[home]` or
// `--flake=github:*` certainly matches `stow -t ~` and `home-manager
// switch --flake github:eve/cfg`, and a dry run's `-n` is a flag, not a
// value. Their subcommands take the same options (closed: an option not
// named here takes no value).
func dotfileProgs() map[string]progDef {
	return map[string]progDef{
		"stow": {closed: true, flags: "-d/--dir= -t/--target= -S/--stow -D/--delete -R/--restow --ignore= --defer= " +
			"--override= --adopt --no-folding --dotfiles -n/--no/--simulate -v/--verbose=? -V/--version -h/--help -p/--compat"},
		"home-manager": {closed: true, flags: "-f/--file= -A= -I= -b= --flake= -h/--help --version -v/--verbose -n/--dry-run " +
			"--cores= -j/--max-jobs= --option= --impure --show-trace --keep-going --keep-failed -L/--print-build-logs " +
			"--no-out-link --refresh --no-substitute --builders= --override-input= --update-input= --recreate-lock-file " +
			"--no-write-lock-file --debug --offline --repair --specialisation= -c="},
		"chezmoi": {closed: true, flags: "-S/--source= -D/--destination= -c/--config= --config-format= --force -n/--dry-run " +
			"-v/--verbose -k/--keep-going --color= --cache= --persistent-state= --mode= -o/--output= -R/--refresh-externals=? " +
			"-x/--exclude= -i/--include= -r/--recursive -a/--apply --depth= -b/--branch= --one-shot --purge --purge-binary " +
			"-P/--prompt --ssh -g/--guess-repo-url=? --debug --version -h/--help --no-tty --no-pager --use-builtin-git= " +
			"-W/--working-tree= --interactive --init --parent-dirs -p/--path-style= -f/--format= --progress= --source-path " +
			"--tree -t/--type="},
	}
}
