package patterns

// defaultGuardTamper is the default rule cmd.guard-tamper: ozdesk and the harnesses' settings tampered with.
func defaultGuardTamper() DefaultInfo {
	return DefaultInfo{
		ID:     "cmd.guard-tamper",
		Reason: "changes ozdesk or what calls it: its store, its policy, a pending decision, or the harness settings and hooks that ask it",
		Effects: "In direct mode the agent runs as the operator: any write or delete of a protected path (the store, " +
			"ozdesk's executable, the harness settings (a harness's project settings by their names in any directory too: `sub/.claude/settings.json`, `/tmp/x/crush.json`, `a/b/.mcp.json`, which a harness started there loads, rt37h D1; `mkdir -p sub/.claude` is left alone), the shell's start-up files that every later login shell runs; by redirection, output option, `go build -o`, `curl -o`, a git trace variable set to its absolute path (`GIT_TRACE2_EVENT=$PWD/.claude/settings.json git status`, `GIT_TRACE`, `GIT_TRACE_PACKET` …: git appends its trace to it; rt22e #41), " +
			"an archive extracted over them (from outside the tree, fetched or made earlier in the line, or into a hidden directory: `tar xf /tmp/x.tar`, `unzip x.zip -d .claude`; or over the tree's top, where they sit: `tar xf deps.tar`, `7z x assets.7z`; an archive in the tree extracted at the top by tar or unzip, the line's first part with plain options (no `--strip-components`, `--transform`, `-j`, member names or assignments), is read where the ask is judged (its headers, bounded in size, count and time: a plain, gzip or bzip2 tar, or a zip) and left alone when every member lands in the tree outside any hidden directory, on no guarded path, below no link it makes and through no link on disk out of the tree, its links pointing inside: `tar xzf release.tar.gz`, `unzip release.zip` (fx36e, rt31 E042, E043; one it cannot read, or one fetched earlier in the line, asks); an archive in the tree extracted into a named, not hidden directory below the top, the line's first part, is judged as `git apply` of a patch in the tree is: `tar xf deps.tar -C vendor`, `unzip fonts.zip -d assets/fonts` are left alone, unless the directory is a symbolic link on disk into a protected place: `tar xf deps.tar -C cl` with `cl` a link to `~/.claude` asks), `git checkout`/`restore`/`stash`/`rm` of them, `unlink`, `truncate`); " +
			"a downloaded tree written over them (rt40 #2, fx40e), judged as a fetched archive extracted there: the template fetchers `degit`/`tiged SRC DEST` (the part's own directory without DEST), " +
			"`giget TEMPLATE DIR`, `cookiecutter` with `-f`/`-s` (below `-o`), `copier copy SRC DST` (and `update`/`recopy` of DST, `.` by default), `httrack -O DIR`, and lftp's `mirror SRC DST` " +
			"in its `-e`/`-c` strings (SRC's base name by default; a string not known, or one with `lcd` or `source`, writes the part's own directory): `npx degit eve/tpl . --force` and " +
			"`lftp -c 'mirror x.example/cfg .claude'` ask, `npx degit eve/tpl ~/.ssh` asks as credentials, `npx degit sveltejs/template my-app` is left alone; wget's `-x` saves below the URL's directories " +
			"(the host's unless `-nH`, `--cut-dirs=N` dropping the first N, below `-P`; a URL not known, anything there): `wget -x -nH https://x.example/.claude/settings.json` writes `./.claude/settings.json`; " +
			"a patch file not there (one made after the judgement would be applied unread, as a missing archive asks) (decided again, fx42c, rt41 `git apply fix.patch`, `git am < 0001.patch`, `patch -p1 < fix.patch` asked where the file was absent: a patch that is there is read, its headers bounded at 4 MiB, and one naming only the tree's unguarded files is left alone, which is the everyday case) and a patch applied in a directory outside the workdir " +
			"(`patch -d ~ -p1 < /tmp/p.patch`, `git apply --unsafe-paths --directory=/root /tmp/p.patch`: the home's `.bashrc`, `.ssh`) ask as a might; " +
			"ozdesk's executable is the one that judges (the path the judging process runs from, links followed, however the line spells it: `rm ../../bin/ozdesk` from where that leads) and a file of ozdesk's names where the shell finds programs; its configuration is `/etc/ozdesk/config.yaml`; a copy elsewhere that does not judge (`rm ../../ozdesk-old`) and `~/.config/ozdesk/`, which ozdesk does not read, are files like any other, judged by where they are (decided, fx48a: rt46 p0129–p0132 and p0160 were judged by another binary than the one they name); " +
			"copying or linking ozdesk to run it under another name (by its path, by a glob that may match it or a directory holding it, `cp /usr/local/bin/ozdes? ./tool`, or with the directory that holds it, `cp -r /usr/local/bin x`: [ozdesk-tree], which judges a glob by what it could match and never expands it); a second name given to a protected file, which a later write through it writes (a hard link: `ln ~/.claude/settings.json x`, `cp -l`, `link`; asked at its making, in both modes, since a broker may not read the link count later; rt19i #2); a symbolic link made to a protected place or a git directory ([link-target]: `ln -s ~/.claude cl`, `ln -sfn ~/.claude cur`, `ln -s .git/hooks gh`, `cp -rs ~/.claude x`; asked at its making in both modes, as a hard link is, since a broker may not read the link later and a link can be swapped; `ln -s build/app bin/app`, `ln -sf /usr/bin/python3 venv/bin/python` and a link to the home (`ln -s ~ x`, which holds every place but names none) are left alone; rsync's relative `--link-dest` is read from the destination, as rsync reads it; fx21c); a file written into a directory on the harness's PATH in front of a program of its name found later on PATH, which then runs in that program's place in later lines and in hook commands that run it by name (rt21i #5: `echo x > ~/.local/bin/jq` with /usr/bin/jq, a version manager's shims, `~/.asdf/shims/node`; looked up when the ask is judged, on the PATH the judging process has: the harness's own in direct mode; a new tool's name, `ln -sf ~/src/x/x ~/.local/bin/x`, is left alone); a write of a file named like a guarded file (`settings.json`, `config.toml`, `.bashrc` …) through a symbolic link below the workdir, wherever it leads now, which the agent's background process may swap before the line runs (rt21i #14: `echo x > d/settings.json` with `d` a link); an interpreter's code that names ozdesk; " +
			"`chattr` of a protected path (`chattr +i` of the store leaves it unwritable, so no decision or audit record can be kept; rt19d #9); " +
			"the store is its file, the files a database keeps beside it under its name (`-wal`, `-shm`, `-journal`, `.lock`, `-lock`: `rm STORE-wal`) and the directory holding it (`rm -rf`, `mv` of it: certain, never `cmd.delete-outside`, whose carve-outs do not reach them), and a database shell given it as its database opens it for writing whatever its SQL (`sqlite3 STORE 'delete from asks'`, `.restore OLD`, `.dump`; also `sqlite`, `duckdb`, `litecli`, `sqlite-utils`; named so, never `cmd.cloud-delete`; rt22d #2, #20); " +
			"every verb of ozdesk's own CLI that writes ([ozdesk-writes], fx18d1; by any path, through env, sudo or a shell's `-c`, with options before or between its words): deciding or writing policy (withdrawing a proposal four eyes holds too: `ozdesk policy withdraw`; `policy set`, `policy egress add`/`rm`), making its store (`ozdesk init`, which makes a fresh store of default policy where the operator's was deleted), " +
			"cutting the audit trail (`ozdesk audit cut`, which removes its oldest entries for good), compacting the store (`ozdesk store compact`, which rewrites its file), starting a broker (`ozdesk serve`), and any verb ozdesk may grow; " +
			"the verbs that only read are left alone (`ozdesk queue ls`/`show`, `audit`, `audit verify`, `audit export` (a new file of the trail the agent can read with `ozdesk audit` anyway; the cut it prepares asks; its `-o FILE` is a write of FILE, judged as `> FILE` is by every class: `ozdesk audit export -o ~/.bash_profile` writes a start-up file, fx52d, rt50k NEW-9), `policy explain`/`list`/`export`/`replay`/`settings`/`classes`, `policy egress list`, `store info`, `whoami`, `help`, `--help`, the help topics `exit-codes` and `protected`); running ozdesk with a store or configuration of the line's choosing " +
			"(`--db`, `--config`, and `OZDESK_DB`/`OZDESK_CONFIG` with a literal value, read as those options (fx40f, rt40 D067: `env OZDESK_DB=/tmp/fresh.db ozdesk init`); `XDG_STATE_HOME`, `HOME`, `OZDESK_BASH` or a value not known given to it make the part unreadable), " +
			"where no rule of the operator's applies; what `ozdesk acp -- AGENT …` starts and `ozdesk shell -c STRING` runs is read " +
			"as a command, and the desk fed its keys by the line (`printf a | ozdesk`, and a file through a wrapper that gives it a terminal: `script -qc ozdesk /dev/null < keys`, `unbuffer`, `ssh -t`, `exec < keys`; not `/dev/tty` or `/dev/null`) is unreadable; " +
			"ending or restarting what a pane runs, the desk's among them (`tmux kill-pane`, `kill-window`, `respawn-pane`, `respawn-window`, as `kill-session` and `kill-server`; each asks as a might, as typing does: whether a session or pane runs a desk is not known from the line, `tmux kill-session -t dev` too, rt39 E383), and `start-stop-daemon --stop` of ozdesk by its name or executable; " +
			"typing into a desk (`tmux send-keys`, `send-prefix`, `paste-buffer` and `pipe-pane -I` (its command's output typed into the pane; rt22e #39) " +
			"by their names, aliases and unique prefixes, through any server (`-L`, `-S`), chained after `\\;` or inside the tmux commands " +
			"other tmux commands run (`if-shell`'s branches, `confirm-before`, `command-prompt`'s and `choose-tree`'s templates, `display-menu`'s items, `run-shell -C`), " +
			"`screen -X stuff`, `paste`, `register`, `readbuf` alone or in `eval`, and `exec` with an fd pattern that connects to the window's program (`.!.`), " +
			"`xdotool type`/`key`, `ydotool`, `wtype`): a typing verb asks for every target as a might, `tmux send-keys -t dev 'npm test' Enter` too " +
			"(decided, rt22d #11): whether a pane runs a desk is not known from the line (a pane's program changes at any moment, and the judge may not " +
			"reach the agent's tmux server), so no target is certainly one nor certainly not one; an operator who keeps a pane for typing allows it by a rule of " +
			"their own (`tmux send-keys -t dev **`); the shell commands tmux runs (`if-shell`'s condition, `pipe-pane`, `display-popup`, `run-shell`, " +
			"`new-window`, `split-window`, `respawn-pane`) and screen's (`-X exec`, `-X screen`) are read as nested parts, and a tmux command that is not literal is unreadable; " +
			"copying ozdesk's executable by other verbs (`cat` into a file, `dd if=`, `install`, `rsync`, `scp`, `tar`), or by any program " +
			"that reads it by its path and may write what it read (rt21i #8, [ozdesk-read]: a word or an input redirection naming it, " +
			"`cat < OZ > t`, `tee t < OZ`, `exec 3<OZ`, `head -c N OZ`, `sed -n p OZ`, `strip -o t OZ`, `gzip -c OZ`, `base64 OZ`, " +
			"`split OZ part`, `curl file://OZ`; a program that only looks at it, `sha256sum OZ`, `ls -l $(which ozdesk)`, `file OZ`, " +
			"and ozdesk run by its path are left alone), or building or " +
			"running it from its source (`go build`/`run`/`install` of a package named ozdesk); `bbolt put`/`surgery` of the store; " +
			"`git mv` onto a protected path, and an editor given one (`vim -c '%d|wq' .claude/settings.json`); " +
			"attaching a debugger or a tracer to it (`gdb -p $(pidof ozdesk)`, `perf`, `bpftrace`, `gcore`, `lldb`, `dlv attach`, `strace -p`, `ltrace -p`); " +
			"stopping or killing ozdesk (any signal, SIGSTOP too: `kill $(pidof ozdesk)`, `pkill`/`killall` by a name or a " +
			"regular expression that matches its name or one of its command lines, the hooks' as README.md writes them among them: `pkill -STOP -f 'hook claude'`, `pkill -f 14m`, a pattern after `--` (`pkill -f -- --wait`), a glob that reaches pkill as written (`pkill -f ozd[e]sk`); `systemctl stop`/`disable`/`kill`/`mask`, `service … stop`, `rc-service … stop` of a unit named ozdesk or a glob that matches it ([ozdesk-unit]: `'ozd*'`), `fuser -k`; the pids `lsof` or `fuser` list for a protected path, killed through a pipe or a substitution: `lsof -t STORE | xargs kill -STOP`); " +
			"a kill of the pids a search of the line found ([ozdesk-kill]: a search naming ozdesk in any case or as an expression, `[o]zdesk`, piped into the kill " +
			"through any filters, in a substitution of its operands, or in a variable the line set: `ps aux | grep -i OZDESK | awk '{print $2}' | xargs kill`, " +
			"`for p in $(pgrep ozdesk); do kill $p; done`), and `pkill -f ''`, whose empty expression matches its command line among every other (named `cmd.system` since fx48b, as every process killed is); " +
			"every process of a user killed (`kill -9 -1`, `pkill -u root`, `killall5`), the desk among them, is named `cmd.system`, which says what it does to everyone (fx47b, rt46 C2); " +
			"a protected directory, or one holding a protected path, given a mode or owner by `install -d` (as by chmod: `install -d -m 000 ~`, fx18d1); " +
			"a protected path made without content (rt35i F3, [protected-made]): `touch`, `mkdir`, `mkfifo` or `mknod` of a harness's settings file or of a path in a guarded directory " +
			"(`touch .claude/settings.local.json`, `touch ~/.codex/config.toml`, `mkdir -p ~/.gemini`, `mkfifo .gemini/settings.json`): an empty settings file changes which settings a harness loads and is one a later write fills, " +
			"and a directory or a FIFO where a settings file belongs keeps the operator's hook from being written there or hangs the harness that reads it; " +
			"a directory that only holds such paths (`mkdir -p .claude`, `mkdir -p ~/.local/bin`), touch's `-r` reference file and an operand that is one variable of the environment (`mkdir -p \"$OUT_DIR\"`) are left alone; " +
			"a file named ozdesk or ozdesk-hook (the adapter-only build every hook in README.md calls by its bare name) written, moved, linked, built, chmod-ed or deleted where the shell finds programs " +
			"(`~/.local/bin/ozdesk-hook`, `/usr/local/bin/ozdesk`, and any directory named bin or sbin: `~/.cargo/bin/ozdesk-hook`), which a hook calling it by name would run; " +
			"approving through the SSH desk (`ssh -p 2222 HOST queue approve N`); adding an MCP server to Claude Code (`claude mcp add`) or to another coding agent (`gemini mcp add`, `codex mcp add`, `qwen mcp add` …), which it starts outside any hook; " +
			"a harness's own verbs that write its settings, hooks, plugins or extensions, since the agent asks the harness to do the write and no guarded path stands in the command (rt23i #1, #6, #7): " +
			"`codex features enable`/`disable` (they write ~/.codex/config.toml: `codex features disable hooks` switches the hook off), `codex plugin add`/`remove`, `codex plugin marketplace add`/`upgrade`/`remove`; " +
			"`gemini extensions install`/`link`/`enable`/`disable`/`update`/`uninstall`/`config` (an extension's hooks and MCP servers run at every start, unjudged), `gemini skills install`/`link`/`enable`/`disable`/`uninstall`, " +
			"`gemini hooks migrate` (it writes .gemini/settings.json's hooks), also `qwen`'s; `claude plugin install`/`enable`/`disable`/`update`/`uninstall`/`configure`/`init`/`prune`/`eval` " +
			"(a plugin carries hooks and MCP servers; `init` scaffolds one that loads at the next session, `eval` runs one), `claude plugin marketplace add`/`remove`/`update`, `claude import`, `claude config set`/`add`/`remove` (`claude config add allowedTools \"Bash(*)\"`; `config get`/`list` read) and `claude auto-mode reset` (rt28i); " +
			"the harnesses' self-updates, which replace the binary whose hooks ask ozdesk, with a version of the line's choosing (fx28i #6): `claude update`/`upgrade`/`install`, `codex update`, `opencode upgrade`, `opencode uninstall` (which removes it and its configuration), and a global install or update of a harness's npm package (`npm i -g @anthropic-ai/claude-code@0.1`, `@google/gemini-cli`, `@openai/codex`, `opencode-ai`, by `npm` (`-g`, `--global` or `--location=global`, with any spelling of its install or update verb: `isntall`, `it`, `udpate`), `pnpm`, `bun` (`add`, `a`, `i`), `yarn global` or `volta install`, rt29i #6; Gemini CLI has no self-update verb, `gemini update` is a prompt); other agents' self-updates and the verbs that write their permissions or configuration (fx30e3, rt29i #7: `cursor-agent update`/`upgrade`, `amp update`, `copilot update`, `goose update`, `aider --upgrade`/`--update`/`--install-main-branch`, a global install of `@sourcegraph/amp`, `@github/copilot` or `@continuedev/cli`, `amp permissions add`/`edit`, `goose configure`; `amp permissions list`, `goose session` and their `--help` are left alone); " +
			"`opencode plugin` (it writes .opencode/opencode.json, and the module runs inside opencode) and `opencode agent create`; their reads (`codex features list`, `gemini extensions list`, " +
			"`claude plugin list`, `claude plugin validate`, `opencode agent list`) and `--help`/`-h` are left alone; " +
			"the harness killed or frozen: it runs the hook that asks ozdesk and is the parent of the line's shell (`kill -9 $PPID`, `kill -STOP \"$PPID\"`, any signal: [harness-pid]), " +
			"`killall` of a harness by its name (claude, codex, gemini, opencode …), and GNU screen's `-X quit` and `-X kill`, which end a session's windows as `tmux kill-session` does; " +
			"a `kill` of a pid the line does not name is left alone. " +
			"What git throws away of the work tree's own state is read from the repository where the ask is judged (rt22e #4, #5; rt22d #5, #15; [git-tree-change], bounded as its other looks): " +
			"`git clean` (with `-x` or `-X`, and with a pathspec, in the tree where git runs) and `git stash -u`/`-a` delete the untracked files `git ls-files --others` lists " +
			"(with the ignored ones for `-x` and `-a`, only them for `-X`), and ask when one of them is a harness's settings or hook script, a file that runs later or a path ozdesk protects " +
			"(`git clean -fd` of an untracked `.claude/settings.local.json` that holds the hook); `git checkout .`, `git checkout -- .`, `git restore .` (also `--source REV`), `git reset --hard`, " +
			"`git stash` and a forced `git checkout -f`/`git switch -f` write back the tracked files whose work-tree copy differs from the index or the commit (`git diff --name-only`), " +
			"and ask when a modified one is guarded (a `.claude/settings.json` changed locally to hold the hook). In a tree that holds none of them they are left alone: `git clean -fdx` of build output, " +
			"`git stash`, `git reset --hard`, `git checkout .`. A reset to another commit (`git reset --hard REF`, `git checkout REF -- .`, `git restore --source REF .`; rt23d #1) writes the files whose work-tree copy differs from REF (`git diff --name-only REF`), and is judged by them: it asks when REF holds or drops a guarded file, and is left alone on a feature branch of a project that tracks none (`git reset --hard origin/main`, `git reset --hard HEAD~1`); a REF the line itself might make (`git fetch . x:y && git reset --hard y`) or that is not literal still asks. " +
			"`git reset --keep REF` and `git reset --merge REF` (rt54 M24: a fetched REF wrote its `.husky/pre-commit` unasked) write the files that differ between HEAD and REF (`git diff --name-only HEAD REF`), keeping the work tree's own changes, and are judged by those: a guarded file changed only in the work tree is not theirs to write; with no REF, or HEAD, they write nothing. " +
			"A lone computed operand of `git checkout` (`git checkout $(git rev-parse HEAD)`, `\"$(git describe --tags --abbrev=0)\"`, `$(git merge-base HEAD main)`; rt54, which asked cmd.wipe-disk) is a commit first, and as a path one of the work tree's (git refuses a path outside it), never a device: it asks as the commit's files might be guarded ([git-tree-change], a might), as `git checkout $REF` does. `git branch -D $(git branch --merged | grep -v main)` still asks cmd.force-push (decided, rt54): the computed list might hold the default branch, whose deletion `git branch -D main` asks by that rule. " +
			"" +
			"A look that fails asks as a might, naming the look. Where nothing reads the repository (a replay, the pure reading) " +
			"`git clean -fd` (without `-x`), `git reset --hard` (to HEAD), `git checkout -- .` and `git restore .` are left alone (effects12, eff7f: the settings a project uses are mostly committed or ignored) " +
			"and `git clean -x` asks. A pathspec (`git clean -fd .claude` where nothing is looked at), another tree (`git -C DIR`), a reset to another commit (`git reset --hard origin/main`, which might write " +
			"that commit's settings, where nothing is looked at) and `git checkout origin/x -- .` still ask, as a might; a pathspec naming the settings (`git checkout -- .claude/settings.json`, " +
			"`git restore .claude`) asks as a certain write. " +
			"A work-tree update from another commit or a patch writes whatever paths that change touches (rt20i #1, [git-tree-change]): `git checkout REF`, `switch`, `merge`, `rebase`, " +
			"`cherry-pick`, `revert`, `stash pop`/`apply`, `pull`, `am` and `apply` (and `patch`, rt21i #2: the names its patch file gives, below its `-d` directory at any strip level, or its `-o` and named file; git apply's `--directory` puts the names below that directory) ask when the repository, read where the ask is judged (`git diff --name-only HEAD REF`; for a merge, a rebase or a pull only REF's changes since the merge base, which is all they bring (fx35a, rt31 E012: `git rebase main` on a branch that committed its own settings is left alone), with the branch's own changes too for a rebase replaying more than one commit, which a conflict can stop halfway; a commit's own change, " +
			"the paths a patch file names; bounded in time and size), says the change writes a harness's settings or hook scripts (in any directory of the tree), a path ozdesk protects or a file that runs later; " +
			"everyday `git checkout main`, `git switch -c x` and `git pull` whose change touches none of them are left alone. Where the look fails (not a repository the judge can read: a broker " +
			"in protected mode without read access to the project asks for every such update; a patch fed on standard input) the update asks as a might; where git has nothing to write from (no repository there, or no commit by that name, locally or as one remote's tracking branch, which `git checkout x` would take) it fails, and is left alone when every earlier part of the line surely makes no repository and no ref (rt22d #6, #11: `git stash && git pull`, `git config pull.rebase true && git pull`, `git add -A && git commit -m x && git pull`), while a line with an earlier part that might make one (`git fetch . x:y && git checkout y`, a script) asks; a fetch from the repository's own remote by name (fx42c, rt41: `git fetch origin main && git rebase origin/main`, `git fetch origin && git reset --hard origin/feat/x`, with `-q`, `--prune`, `--tags`, `--all`, `--depth`) makes only that remote's tracking branches, the content `git pull` alone brings and is judged by, and is read so; a fetch from a URL or a path, or with a refspec naming where it writes, before an update asks even where the look found the ref (what it read may be rewritten: `git fetch URL main && git rebase FETCH_HEAD`), and so does a remote added in the line (`git remote add x URL && git pull x main`, which also asks as cmd.credentials where the URL is off the forges); a pull after a checkout of a branch by its plain name (`git checkout main && git pull`) is judged on that branch and its upstream, not on the branch checked out now; `git stash pop` after a `git stash` in the line is judged by what that stash puts away. " +
			"A remote's content is not fetched to judge it: `git pull` and `git pull REMOTE BRANCH` are judged by what the repository last knew of it (the upstream or `REMOTE/BRANCH` " +
			"tracking branch, which a push of the agent's own branch updates), and a pull from a URL or a path the line names asks. Where nothing reads the repository (a replay) they are left alone. " +
			"A git directory written as ordinary files (`foo/HEAD`, `foo/config` setting `core.fsmonitor`) runs that program at the next git run there (rt20i #4, [git-dir-config]): " +
			"git run in a repository other than the workdir's own (`git -C foo status`, `--git-dir=foo`, `GIT_DIR=foo`, `cd foo && git log`) asks when its configuration, read where the ask is judged (bounded), " +
			"sets a key that runs a program (`core.fsmonitor`, `core.hooksPath`, `core.sshCommand`, `core.pager`, `core.editor`, `filter.*.clean`/`smudge`/`process`, `diff.*.textconv`/`command`, " +
			"an alias starting with `!`, `include.path`/`includeIf`); the workdir's own repository is left alone (husky's `core.hooksPath=.husky` is everyday; a write of its `.git/config` asks already), but not when one of its submodules' git directories (`.git/modules/NAME`) sets such a key: git run in the superproject reads them too (`git status` runs each submodule's `core.fsmonitor`; rt21i #1), " +
			"and a configuration that cannot be read asks as a might; `cd foo && git status` is judged in foo as `git -C foo status` is. Where nothing reads the repository (a replay) it is left alone. " +
			"A copy of a glob into the project's top (fx38a, rt31 E103, decided) writes the base names the glob matches, and bash's `*` matches no dot name, " +
			"so `cp ../shared/* .` cannot write `./.claude/…` or `./.git/hooks`; but `*` may match `opencode.json`, `crush.json` or `crushrc`, a harness's settings by name, " +
			"and with `-r` each directory it matches is copied whole, with any `.claude/settings.json` inside (guarded in any directory, fx37g): both ask as a might " +
			"(\"a path in `.` might name a path ozdesk protects\") where the project holds guarded settings, while a glob whose known text rules those names out " +
			"(`cp ../shared/*.go .`) is left alone; `.*` (`cp -r ../shared/.* .`), a named `.claude` and a copy before a build (`cp ../x/* . && make`) ask. " +
			"A coding agent's harness started in a directory that is not the task's workdir asks too ([harness-elsewhere], rt38h N1: `cd sub && claude -p hi`, or `claude -p hi` after an earlier call's `cd sub`): " +
			"it reads its project settings and their hooks from there, and settings may arrive inside a tree that no write the line shows names " +
			"(`tar xf e.tar -C sub`, `cp -r ../x sub`, `git clone URL sub`, `unzip -d sub`); " +
			"a harness's own option naming where it works is read as a cd is (fx39b, issue 10: codex `-C DIR`/`--cd DIR`, also after `exec`, crush `-c DIR`/`--cwd DIR`, " +
			"opencode's project operand `opencode DIR` and `opencode run --dir DIR`; claude's `--add-dir` and gemini's `--include-directories` load no settings from the directories they add and are not read); " +
			"one started in the workdir (`codex -C .`), whose settings are guarded by name, and one asked only for `--version` or `--help` are left alone." + fx46cGuardDoc + fx49tGuardDoc + fx49sGuardDoc + fx50tGuardDoc + fx50kGuardDoc + fx51tGuardDoc + fx51kGuardDoc + fx52aGuardDoc + fx52cGuardDoc + fx53cGuardDoc + fx53bGuardDoc + fx54eGuardDoc + fx55fGuardDoc + fx55eGuardDoc + fx58eGuardDoc + fx69eGuardDoc,
		Patterns: append([]string{
			// Every verb of ozdesk's own CLI that writes (fx18d1): policy
			// allow/ask/refuse/apply/retire/approve/set/withdraw, egress add
			// and rm, queue approve and deny, init, audit cut, store compact,
			// serve, and any verb it may grow.
			"[ozdesk-writes] **",
			"ozdesk --db **", "ozdesk --config **",
			"pkill ** [ozdesk-process] **", "killall ** [ozdesk] **", "killall -r ** [ozdesk-process] **",
			"killall --regexp ** [ozdesk-process] **", "kill ** [ozdesk] **",
			// fx53b (rt50 A4, rt50k NEW-6): the desk's host, its terminal,
			// the line's own group, the harness's children.
			"[kill-host] **",
			// a running desk's /proc files written (`echo 1000 >
			// /proc/PID/oom_score_adj`: the kernel's first kill).
			"* ** > [ozdesk-procfile]", "tee ** [ozdesk-procfile] **",
			"pgrep ** [ozdesk-process] ** | kill **", "pidof ** [ozdesk] ** | kill **",
			"systemctl ** stop ** [ozdesk-unit] **", "systemctl ** disable ** [ozdesk-unit] **",
			"systemctl ** kill ** [ozdesk-unit] **", "systemctl ** mask ** [ozdesk-unit] **",
			"service [ozdesk-unit] stop **", "rc-service ** [ozdesk-unit] stop **", "fuser -k ** [protected] **",
			"tmux ** [tmux-types:send-keys] **", "tmux ** [tmux-types:paste-buffer] **",
			"tmux ** [tmux-types:send-prefix] **", "tmux -I ** [tmux-types:pipe-pane] **",
			"tmux ** [tmux:kill-session] **", "tmux ** [tmux:kill-server] **",
			"screen -X ** [screen-types] **", "xdotool ** type **", "xdotool ** key **",
			"ydotool ** type **", "ydotool ** key **", "wtype **",
			"install ** [ozdesk-exe] **", "rsync ** [ozdesk-exe] **", "scp ** [ozdesk-exe] **",
			"tar ** [ozdesk-exe] **", "cat ** [ozdesk-exe] ** > *", "dd ** if=*ozdesk **",
			"go build ** [ozdesk-exe] **", "go run ** [ozdesk-exe] **", "go install ** [ozdesk-exe] **",
			"grep ** [ozdesk] ** | kill **", "grep ** [ozdesk] ** | * ** | kill **", "gdb ** [ozdesk] **",
			// Attaching to ozdesk's process (it can be made to answer
			// anything), and killing every process of the user.
			"perf ** [ozdesk] **", "bpftrace ** [ozdesk] **",
			"gcore ** [ozdesk] **", "lldb ** [ozdesk] **", "strace -p=[ozdesk] **", "ltrace -p=[ozdesk] **", "strace --attach=[ozdesk] **", "dlv attach ** [ozdesk] **", "gdbserver ** [ozdesk] **",
			"[ozdesk-kill] **",
			"bbolt put [protected] **", "bbolt surgery ** [protected] **",
			"* ** > [protected]", "rm ** [protected] **",
			"chmod ** [protected] **", "chown ** [protected] **", "perl -i ** [protected] **",
			// chattr +i leaves the store unwritable, so no decision or
			// audit record can be kept (rt19d #9).
			"chattr ** [protected] **",
			// install -d sets the mode and owner of the directories it
			// names (fx18d1: install -d -m 000 ~, as chmod 000 ~).
			"install -d ** [protected] **",
			"cp [ozdesk] **", "ln ** [ozdesk] **", "ln -s ** [link-target] **", "cp -s ** [link-target] **", "mount ** [protected] **",
			// A copy of ozdesk by a glob or a directory holding it
			// (rt19i #11): the sources, not the destination.
			"cp ** [ozdesk-tree] ** *", "ln ** [ozdesk-tree] ** *", "install ** [ozdesk-tree] ** *",
			"rsync ** [ozdesk-tree] ** *", "scp ** [ozdesk-tree] ** *", "cat ** [ozdesk-tree] ** > *",
			// An archive made of them (fx69e: tar czf t.tgz /usr/local,
			// zip -r, 7z a, mksquashfs): archiveTreePatterns, below.
			// A copy by any program that reads ozdesk's executable by its
			// path and may write it elsewhere (rt21i #8): cat < OZ > t,
			// tee t < OZ, head -c N OZ, gzip -c OZ, exec 3<OZ.
			"* ** [ozdesk-read] **", "* ** < [ozdesk-read]",
			"python* -c=*ozdesk* **", "node -e=*ozdesk* **", "perl -e=*ozdesk* **", "ruby -e=*ozdesk* **",
			"queue approve **", "queue deny **",
			"claude mcp add **", "claude mcp add-json **", "claude mcp add-from-claude-desktop **",
			// A work-tree update from another commit or a patch that
			// writes a guarded path (rt20i #1, class_gittree.go).
			"[git-tree-change] **",
			// git run in another repository whose configuration runs a
			// program (rt20i #4, class_gitdirconfig.go).
			"[git-dir-config] **",
		}, append(moreGuardPatterns(), append(storeOpenPatterns(), append(createGuardPatterns(), archiveTreePatterns()...)...)...)...),
		Except: append(harnessVerbExcept(), remountPatterns()...),
		Caught: []string{
			"ozdesk queue approve 42", "ozdesk policy allow 'git **' --reason x --ends 1d",
			"cp /usr/local/bin/ozdesk /tmp/oz", "tmux send-keys -t \"$DESK\" a Enter", "kill $(pidof ozdesk)",
			"ozdesk --db /tmp/fresh.db init", "tmux setb a && tmux pasteb -t \"$DESK\"", "go run ./cmd/ozdesk queue approve 5",
			"pkill -f '[o]zdesk'", "pkill desk", "kill $(pgrep -f oz)", "pkill tmux", "kill -- -$PPID", "pkill -i OZDESK",
			"ssh -p 2222 localhost queue approve 3", "claude mcp add x -- /tmp/x",
			"codex features disable hooks", "gemini extensions link ./ext", "claude plugin install p@mk", "opencode plugin file:./evilpkg",
			"ozdesk audit cut --through 3 --exported 256f", "ozdesk store compact", "env ozdesk --operator op policy egress add x.io --reason r",
			"cp /usr/local/bin/ozdes? ./tool", "cp /usr/local/bin/o*k ./tool",
			"touch .claude/settings.local.json", "mkfifo .gemini/settings.json", "ozdesk audit export -o ~/.bash_profile",
		},
		Passed: []string{
			"ozdesk policy explain --command 'ls'", "ozdesk queue ls", "ozdesk policy list",
			"ozdesk audit --since 1h", "ozdesk audit export -o /tmp/trail.jsonl", "ozdesk policy egress list",
			"rm -f *.log", "find . -name '*.pyc' -delete", "git checkout main", "tar -xzf release.tgz -C build",
			"pkill -f vite", "pkill -u \"$USER\" node", "killall desk", "pkill -t pts/0 node", "tmux new -d -s work", "go build ./...",
			"cp build/tool ~/.local/bin/tool", "kill -9 \"$pid\"", "strace -c ls", "claude mcp list", "git reset --hard",
			"codex features list", "gemini extensions list", "claude plugin list", "claude plugin install --help",
			"cp dist/*.whl /tmp/wheels/", "cp -r src/ dst/",
			"mkdir -p .claude/commands", "touch src/new.go",
		},
	}
}
