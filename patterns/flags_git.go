package patterns

// gitProgs is git's table (hub, git with GitHub's verbs, shares it): the global options before the subcommand (-C,
// -c, --git-dir, --work-tree change which repository a command touches),
// then a table per subcommand.
func gitProgs() map[string]progDef {
	return map[string]progDef{
		"git hub yadm": {
			flags: "-C= -c= --git-dir= --work-tree= --namespace= --exec-path=? --config-env= " +
				"--super-prefix= --list-cmds= --attr-source= --bare -p/--paginate -P/--no-pager " +
				"--no-replace-objects --no-lazy-fetch --no-optional-locks --no-advice " +
				"--literal-pathspecs --glob-pathspecs --noglob-pathspecs --icase-pathspecs " +
				"--html-path --man-path --info-path --version --help",
			subs: gitSubs(),
		},
	}
}

func gitSubs() map[string]progDef {
	return map[string]progDef{
		"push": {flags: "-f/--force --force-with-lease=? --no-force-with-lease --force-if-includes " +
			"--no-force-if-includes -u/--set-upstream -d/--delete --all --branches --mirror --tags " +
			"--follow-tags --no-follow-tags -n/--dry-run --porcelain --prune -v/--verbose -q/--quiet " +
			"--no-verify --verify -o/--push-option= --receive-pack= --exec= --repo= --atomic " +
			"--no-atomic --signed=? --no-signed --recurse-submodules= --no-recurse-submodules " +
			"-4/--ipv4 -6/--ipv6 --progress --no-progress --thin --no-thin"},
		"clean": {flags: "-d -f/--force -i/--interactive -n/--dry-run -q/--quiet -e/--exclude= -x -X"},
		"reset": {flags: "--soft --mixed --hard --merge --keep -q/--quiet --no-quiet -p/--patch " +
			"-N/--intent-to-add --recurse-submodules=? --no-recurse-submodules --refresh --no-refresh " +
			"--pathspec-from-file= --pathspec-file-nul -U/--unified= --inter-hunk-context="},
		"branch": {flags: "-d/--delete -D>--delete,--force -f/--force -m/--move -M>--move,--force " +
			"-c/--copy -C>--copy,--force -r/--remotes -a/--all -l/--list -v/--verbose -q/--quiet " +
			"-u/--set-upstream-to= --unset-upstream -t/--track=? --no-track --contains= --no-contains= " +
			"--merged= --no-merged= --sort= --format= --points-at= --color=? --no-color --column=? " +
			"--no-column --show-current --edit-description --create-reflog -i/--ignore-case " +
			"--omit-empty --abbrev=? --no-abbrev --recurse-submodules"},
		"checkout": {flags: "-b= -B= --orphan= -f/--force -q/--quiet -m/--merge -p/--patch " +
			"-t/--track=? --no-track --detach -l --guess --no-guess --ours --theirs --conflict= " +
			"--overlay --no-overlay --ignore-skip-worktree-bits --ignore-other-worktrees " +
			"--overwrite-ignore --no-overwrite-ignore --recurse-submodules=? --no-recurse-submodules " +
			"--pathspec-from-file= --pathspec-file-nul --progress --no-progress"},
		"switch": {flags: "-c/--create= -C/--force-create= --orphan= -d/--detach " +
			"-f/--force/--discard-changes -m/--merge -q/--quiet -t/--track=? --no-track --guess " +
			"--no-guess --conflict= --ignore-other-worktrees --recurse-submodules=? " +
			"--no-recurse-submodules --progress --no-progress"},
		"restore": {flags: "-s/--source= -p/--patch -W/--worktree -S/--staged -q/--quiet --progress " +
			"--no-progress --ours --theirs -m/--merge --conflict= --ignore-unmerged " +
			"--ignore-skip-worktree-bits --recurse-submodules=? --no-recurse-submodules --overlay " +
			"--no-overlay --pathspec-from-file= --pathspec-file-nul"},
		"rm": {flags: "-f/--force -n/--dry-run -r --cached --ignore-unmatch --sparse -q/--quiet " +
			"--pathspec-from-file= --pathspec-file-nul"},
		"commit": {flags: "-a/--all -p/--patch -C/--reuse-message= -c/--reedit-message= --fixup= " +
			"--squash= --reset-author --short --branch --porcelain --long -z/--null -F/--file= " +
			"--author= --date= -m/--message= -t/--template= -s/--signoff --no-signoff --trailer= " +
			"-n/--no-verify --verify --allow-empty --allow-empty-message --cleanup= -e/--edit " +
			"--no-edit --amend --no-post-rewrite -i/--include -o/--only --pathspec-from-file= " +
			"--pathspec-file-nul -u/--untracked-files=? -v/--verbose -q/--quiet --dry-run --status " +
			"--no-status -S/--gpg-sign=? --no-gpg-sign"},
		"fetch": {flags: "--all -a/--append --atomic --depth= --deepen= --shallow-since= " +
			"--shallow-exclude= --unshallow --update-shallow --negotiation-tip= --negotiate-only " +
			"--dry-run --porcelain --write-fetch-head --no-write-fetch-head -f/--force -k/--keep " +
			"--multiple --prefetch -p/--prune -P/--prune-tags -n/--no-tags --refetch --refmap= " +
			"-t/--tags --recurse-submodules=? --no-recurse-submodules -j/--jobs= --set-upstream " +
			"--upload-pack= -q/--quiet -v/--verbose --progress --no-progress -o/--server-option= " +
			"-4/--ipv4 -6/--ipv6 --filter="},
		"pull": {flags: "--rebase=? -r --no-rebase --ff --no-ff --ff-only --squash --no-squash " +
			"--commit --no-commit -e/--edit --no-edit --autostash --no-autostash -s/--strategy= " +
			"-X/--strategy-option= --verify --no-verify --allow-unrelated-histories -q/--quiet " +
			"-v/--verbose --all --depth= -f/--force -p/--prune --tags --no-tags " +
			"--recurse-submodules=? --set-upstream -4/--ipv4 -6/--ipv6 -S/--gpg-sign=? --signoff " +
			"--stat -n/--no-stat --log=? --no-log --upload-pack="},
		"clone": {flags: "-l/--local --no-hardlinks -s/--shared --reference= --reference-if-able= " +
			"--dissociate -q/--quiet -v/--verbose --progress --no-progress --server-option= " +
			"-n/--no-checkout --bare --mirror -o/--origin= -b/--branch= --revision= " +
			"-u/--upload-pack= --template= -c/--config= --depth= --shallow-since= " +
			"--shallow-exclude= --single-branch --no-single-branch --no-tags --tags " +
			"--recurse-submodules=? --shallow-submodules --no-shallow-submodules " +
			"--remote-submodules --no-remote-submodules --separate-git-dir= --ref-format= " +
			"-j/--jobs= --filter= --also-filter-submodules --bundle-uri= --sparse " +
			"--reject-shallow --no-reject-shallow -4/--ipv4 -6/--ipv6"},
		"ls-remote": {flags: "-h/--heads -b/--branches -t/--tags --refs -q/--quiet --upload-pack= " +
			"--exec= --exit-code --get-url --sort= --symref -o/--server-option="},
		"tag": {flags: "-a/--annotate -s/--sign -u/--local-user= -f/--force -d/--delete -v/--verify " +
			"-n -l/--list --sort= --contains= --no-contains= --merged= --no-merged= --points-at= " +
			"-m/--message= -F/--file= -e/--edit --cleanup= --create-reflog --column=? --no-column " +
			"--format= --color=? -i/--ignore-case --trailer= --omit-empty"},
		"stash": {flags: "-p/--patch -k/--keep-index --no-keep-index -u/--include-untracked -a/--all " +
			"-q/--quiet -m/--message= -S/--staged --pathspec-from-file= --pathspec-file-nul --index"},
		"merge": {flags: "--commit --no-commit -e/--edit --no-edit --cleanup= --ff --no-ff --ff-only " +
			"-S/--gpg-sign=? --no-gpg-sign --log=? --no-log --signoff --no-signoff --stat " +
			"-n/--no-stat --squash --no-squash --verify --no-verify -s/--strategy= " +
			"-X/--strategy-option= --verify-signatures --no-verify-signatures -q/--quiet -v/--verbose " +
			"--progress --no-progress --autostash --no-autostash --allow-unrelated-histories -m= " +
			"-F/--file= --into-name= --rerere-autoupdate --no-rerere-autoupdate --overwrite-ignore " +
			"--no-overwrite-ignore --abort --quit --continue"},
		"rebase": {flags: "--onto= --keep-base --apply -m/--merge -s/--strategy= -X/--strategy-option= " +
			"-S/--gpg-sign=? --no-gpg-sign -q/--quiet -v/--verbose --stat -n/--no-stat --no-verify " +
			"--verify -C= -f/--force-rebase --no-ff --fork-point --no-fork-point --ignore-whitespace " +
			"--whitespace= --committer-date-is-author-date --ignore-date --reset-author-date " +
			"--signoff -i/--interactive -r/--rebase-merges=? --no-rebase-merges -x/--exec= --root " +
			"--autosquash --no-autosquash --autostash --no-autostash --reschedule-failed-exec " +
			"--update-refs --no-update-refs --continue --skip --abort --quit --edit-todo " +
			"--show-current-patch --empty= --keep-empty --no-keep-empty --allow-empty-message"},
		"config": {flags: "--global --system --local --worktree -f/--file= --blob= --get --get-all " +
			"--get-regexp --get-urlmatch --replace-all --add --unset --unset-all --rename-section " +
			"--remove-section -l/--list -e/--edit --type= --bool --int --bool-or-int --path " +
			"--expiry-date --no-type -z/--null --name-only --show-origin --show-scope --default= " +
			"--includes --no-includes --fixed-value"},
		"update-ref":   {flags: "-m= -d --no-deref --create-reflog --stdin -z"},
		"symbolic-ref": {flags: "-m= -d/--delete -q/--quiet --short --no-short --recurse --no-recurse"},
	}
}
