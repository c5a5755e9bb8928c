package patterns

import (
	"strings"

	"ozdesk.dev/ozdesk/internal/nearest"
)

// Judgement is a class's answer for one word: whether the word might
// belong to the class, and whether it certainly does. Certainly implies
// Might.
type Judgement struct {
	Might, Certainly bool
}

// ClassInfo describes a class for help screens and editors.
type ClassInfo struct {
	// Name is the class's name: [Name] in a pattern.
	Name string
	// Arg names the class's argument ([host:NAME] has "NAME"), or "".
	Arg string
	// Doc says in one line what the class holds.
	Doc string
	// Program reports whether the class judges program names, so that it
	// may stand for the program of an ask or refuse rule.
	Program bool
}

// classDef is one class of the registry.
type classDef struct {
	ClassInfo
	judge func(arg string, w Word, ctx *Context) Judgement
	// checkArg normalizes the argument, or says what is wrong with it.
	checkArg func(arg string) (string, string)
}

// classRegistry holds the classes, narrowest first (the order of
// CertainClasses and Classes).
var classRegistry = []classDef{
	{ClassInfo{Name: "home", Doc: "the home directory or a directory holding it (~, $HOME, /home/op, /home, /, ../.. up to them), or a glob of all its entries (~/*)"}, judgeHome, nil},
	{ClassInfo{Name: "force-refspec", Doc: "a refspec starting with + whose destination is a default branch (+main, +HEAD:main)"}, judgeForceRefspec, nil},
	{ClassInfo{Name: "delete-refspec", Doc: "a refspec that deletes a default branch on the remote (:main, :refs/heads/main)"}, judgeDeleteRefspec, nil},
	{ClassInfo{Name: "default-branch", Doc: "a branch or refspec whose destination is main, master, trunk, develop, the shared production, prod, release and stable, or the repository's default branch"}, judgeDefaultBranch, nil},
	{ClassInfo{Name: "reset-branch", Doc: "the value of a literal -B, -C or --force-create (git checkout -B, git switch -C, git worktree add -B: a branch created again by force, reset to the start point) that is a [default-branch]; a word of unknown value standing in for the option is none (git checkout \"$BRANCH\")"}, judgeResetBranch, nil},
	{ClassInfo{Name: "tag-refspec", Doc: "a refspec that deletes a tag on the remote (:refs/tags/v1, :v1.0.0) or forces one (+refs/tags/v1)"}, judgeTagRefspec, nil},
	{ClassInfo{Name: "tag-name", Doc: "a ref git push --delete takes for a tag: refs/tags/NAME, or a name shaped as a version (v1.0.0, 2.3.1)"}, judgeTagName, nil},
	{ClassInfo{Name: "tag-push", Doc: "a refspec git push takes that pushes a tag shaped as a version (v1.2.3, refs/tags/v1, HEAD:refs/tags/v2), not one that deletes it"}, judgeTagPush, nil},
	{ClassInfo{Name: "release-task", Doc: "a task, target or script name that says it releases or publishes: release, publish, semantic-release, release-it, release:NAME (not release:notes, release:changelog and other steps that publish nothing), PROJECT:publish, deploy:npm"}, judgeReleaseTask, nil},
	{ClassInfo{Name: "volume-shrink", Doc: "a logical volume or ext filesystem made smaller: lvresize with a size starting with - (-L -50G), or an absolute one forced past LVM's question (-f, -y: might); resize2fs -f with a size or -M (might)", Program: true}, judgeVolumeShrink, nil},
	{ClassInfo{Name: "system-program", Doc: "a path certainly known that names a program in the machine's own program directories, /bin, /sbin, /usr/bin, /usr/sbin or /usr/libexec (not /usr/local, nor the directories themselves), replaced, moved away or deleted"}, judgeSystemProgram, nil},
	{ClassInfo{Name: "system-file", Doc: "a path certainly known that is one of the machine's own files in /etc (hosts, resolv.conf, nsswitch.conf, fstab, crypttab, hostname, localtime, passwd, group, shadow, sudoers, login.defs, environment, ld.so.preload, ld.so.conf, sysctl.conf, modules, crontab …) or lies below /etc's sudoers.d, pam.d, security, sysctl.d, modprobe.d, modules-load.d, systemd, udev, network, netplan, NetworkManager/system-connections, cron.d, default, or below /boot; not a directory itself, not a glob, not a service's own settings (/etc/nginx)"}, judgeSystemFile, nil},
	{ClassInfo{Name: "crontab-change", Doc: "crontab removing the user's crontab (-r) or installing a named file as it; not -l, -T, -e, standard input or a word not known", Program: true}, judgeCrontabChange, nil},
	{ClassInfo{Name: "kill-wide", Doc: "pkill whose selection is every process of a kind: its inverse match (-v, --inverse), or no pattern but a namespace (--ns), run states (-r), an age (-O) or a group (-G); skill of a user with nothing narrower (skill -KILL -u op)", Program: true}, judgeKillWide, nil},
	{ClassInfo{Name: "kill-host", Doc: "a kill whose selection may hold the desk or what it runs under (might): pkill, killall or skill of a multiplexer or a shell (pkill tmux, killall -9 screen, pkill bash), every process on a terminal (pkill -t pts/1, kill $(pgrep -t pts/0), ps -o pid= -t pts/0 | xargs kill), a tmux pane's process (#{pane_pid}) or its server's (#{pid}), a kill of what pgrep or pidof finds by such a name (kill $(pgrep tmux), kill $(pidof tmux)), the line's own process group (kill -9 0, kill -- -$$) or the harness's children (pkill -P $PPID)", Program: true}, judgeKillHost, nil},
	{ClassInfo{Name: "ozdesk-procfile", Doc: "a literal path below /proc/PID/ of a running ozdesk (its oom_score_adj, its memory), as the machine the ask is judged on sees it now"}, judgeOzdeskProcFile, nil},
	{ClassInfo{Name: "flock-store", Doc: "a part run under flock whose lock file is a path ozdesk protects, its store above all: every ozdesk process waits behind the lock while it runs (flock STORE sleep 600)", Program: true}, judgeFlockStore, nil},
	{ClassInfo{Name: "kill-any-name", Doc: "pkill (or killall -r) whose pattern is a regular expression that matches every process (., '', .*, ^): every process the user may signal killed", Program: true}, judgeKillAnyName, nil},
	{ClassInfo{Name: "bin-mode-loss", Doc: "chmod whose literal mode takes the owner's or the others' execute bit from a program in /bin, /sbin, /usr/bin, /usr/sbin or /usr/libexec, the set-user-ID bit from sudo, su, pkexec, passwd, mount …, or either from a tree holding them with -R", Program: true}, judgeBinModeLoss, nil},
	{ClassInfo{Name: "teardown-playbook", Doc: "a playbook file (.yml, .yaml) whose name says it tears down what it runs on: destroy, teardown, decommission, deprovision, nuke, wipe (might)"}, judgeTeardownPlaybook, nil},
	{ClassInfo{Name: "bfg-jar", Doc: "a jar that is certainly BFG Repo-Cleaner's by its name (bfg.jar, tools/bfg-1.14.0.jar), which java -jar runs as bfg; a jar not known here is not"}, judgeBFGJar, nil},
	{ClassInfo{Name: "protected", Doc: "a path at or below one ozdesk protects (its store, its policy), or a directory holding one"}, judgeProtected, nil},
	{ClassInfo{Name: "protected-made", Doc: "[protected] for a path made without content (mkdir, mkfifo, mknod): the path ozdesk protects or one below it, but not a directory that only holds such paths (mkdir -p .claude, mkdir -p ~/.local/bin)"}, judgeProtectedMade, nil},
	{ClassInfo{Name: "link-target", Doc: "the target of a symbolic link that is certainly a path ozdesk protects or a directory holding one, or a git directory or a path below it (.git/hooks), read from the part's directory"}, judgeLinkTarget, nil},
	{ClassInfo{Name: "credentials", Doc: "a path of credentials or access: ~/.ssh, ~/.aws/credentials, ~/.kube/config, ~/.netrc, ~/.pgpass, ~/.my.cnf, ~/.gnupg, /etc/shadow, /etc/sudoers, authorized_keys …"}, judgeCredentials, nil},
	{ClassInfo{Name: "system-tree", Doc: "a path certainly one of the machine's own trees or below one, for a change of its owner or mode: /, /usr, /var and /opt themselves; at or below /etc, /boot, /bin, /sbin, /lib*, /usr (not /usr/local), /var/lib, /var/spool, /sys, /proc"}, judgeSystemTree, nil},
	{ClassInfo{Name: "credentials-tree", Doc: "a directory that holds a path of credentials, for a recursive change of its mode or owner: /etc (holds /etc/shadow), /, /root, the home and the directories holding it"}, judgeCredentialsTree, nil},
	{ClassInfo{Name: "secret", Doc: "a file of secrets a program sends: a credentials path, a directory below the home holding one (~/.aws), a dotenv file (.env), alone or after curl's @, each name of curl's {a,b} lists (curl -T \"{.env,README.md}\" URL)"}, judgeSecret, nil},
	{ClassInfo{Name: "secret-at", Doc: "a [secret] file after an @ that starts the word, as curl's -H @FILE and --proxy-header @FILE read the headers they send; a header given in place (-H \"From: me@x.io\") is none"}, judgeSecretAt, nil},
	{ClassInfo{Name: "credentials-dir", Doc: "a directory below the home that holds credentials (~/.aws, ~/.kube, ~/.docker) or a credentials path; not the home itself, not a dotenv file"}, judgeCredentialsDir, nil},
	{ClassInfo{Name: "clip-secret", Doc: "a [secret] file whose contents a part copies out (to the clipboard), but the home and ~/.ssh's public files (*.pub, known_hosts, config)"}, judgeClipSecret, nil},
	{ClassInfo{Name: "remote-secret", Doc: "a remote source HOST:PATH whose path, read from the remote home, is a [clip-secret] of that host (prod:.ssh/id_rsa, prod:.aws, prod:/etc/shadow); not the remote home itself (prod:, prod:~)"}, judgeRemoteSecret, nil},
	{ClassInfo{Name: "secret-value", Doc: "a word whose value holds a secret: a substitution that reads a secrets file, prints the environment or prints stored credentials ($(cat ~/.ssh/id_rsa), $(env), $(set), $(declare -p), $(cat /proc/1/environ), $(kubectl config view --raw), $(aws configure get aws_secret_access_key)), or a token variable ($TOKEN, $(gh auth token)) sent to a host off the egress list and the platforms' API hosts"}, judgeSecretValue, nil},
	{ClassInfo{Name: "data-delete", Doc: "database code that deletes data, in any case: SQL DROP, TRUNCATE, DELETE FROM without a WHERE (or with one true for every row), UPDATE … SET without WHERE; mongo drop(), deleteMany(), updateMany() or remove() with no filter or an empty one ({}) …; redis FLUSHALL, FLUSHDB, DEL, UNLINK (as text a client is fed)"}, judgeDataDelete, nil},
	{ClassInfo{Name: "redis-delete", Doc: "the command word of redis-cli (valkey-cli, keydb-cli) when it deletes data: FLUSHALL, FLUSHDB; SHUTDOWN NOSAVE, a SHUTDOWN without SAVE or on another host, DEBUG SEGFAULT and the other crashes; DEL and UNLINK of keys on another host or not known (a key deleted on this machine's server is everyday); not a key or argument that happens to read del"}, judgeRedisDelete, nil},
	{ClassInfo{Name: "remote-delete", Doc: "curl's request method DELETE (any case, or a method not known), unless every URL the part requests is a literal loopback address (localhost, 127.0.0.1, ::1)"}, judgeRemoteDelete, nil},
	{ClassInfo{Name: "search-delete", Doc: "a URL or path whose known text holds a search engine's delete by query (_delete_by_query)"}, judgeSearchDelete, nil},
	{ClassInfo{Name: "url-delete", Doc: "a literal URL whose last path segment, the query cut, is delete, destroy or purge (any case): an API told to delete by its path, whatever the method; a URL not shown is not judged"}, judgeURLDelete, nil},
	{ClassInfo{Name: "cli-delete", Doc: "the verb of a CLI the defaults do not know to work on this machine that destroys what a service keeps, in a cloud CLI's shape: delete, destroy, purge, terminate, drop, wipe … (permanent-delete, delete-bucket) after one or two nouns (sentry-cli projects delete), a teardown verb first (destroy, undeploy) or NOUN:VERB (apps:destroy); not a noun of the CLI's own state (cache, alias, plugin, config), help or a dry run; a might"}, judgeCLIDelete, nil},
	{ClassInfo{Name: "workload-change", Doc: "kubectl's (oc's, kubecolor's) verb that changes a running workload in place: set (image, env, resources …); not rollout's undo, a rollback that deletes nothing"}, judgeWorkloadChange, nil},
	{ClassInfo{Name: "pod-path", Doc: "a path outside the workdir, as [outside-workdir] reads it, of a part that runs in a cluster's pod (kubectl, oc or kubecolor exec): the pod's files, on another machine"}, judgePodPath, nil},
	{ClassInfo{Name: "history-var", Doc: "the literal name of a variable that keeps the shell's history (HISTFILE, HISTSIZE, HISTFILESIZE), or an assignment that moves or stops it (HISTFILE=…, HISTSIZE=0)"}, judgeHistoryVar, nil},
	{ClassInfo{Name: "stdin-code", Doc: "a program that takes code, a manifest, requirements or an image from standard input: given -, /dev/stdin or /dev/fd/0 as a file (kubectl apply -f -, pip install -r /dev/stdin, helm install x -, a runner told to run it: uv run -), or reading it by default (docker load, tsx); not the programs that read it as data (cat, jq, tar …)", Program: true}, judgeStdinCode, nil},
	{ClassInfo{Name: "git-tree-change", Doc: "git updating the work tree from another commit or a patch (checkout, switch, merge, rebase, cherry-pick, revert, stash pop, pull, am, apply), or throwing away its own state (clean and stash -u/-a deleting untracked files; checkout ., restore ., reset --hard, stash, checkout -f writing back modified ones), where what it writes or deletes is a harness's settings, a path ozdesk protects or a file that runs later, as the repository tells (where it cannot tell, it might)", Program: true}, judgeGitTreeChange, nil},
	{ClassInfo{Name: "git-push-head", Doc: "git whose push names no refspec, where the branch checked out (or the branch its upstream names), as the repository tells, is a default branch; where it cannot tell (a detached HEAD, push.default matching, a remote's push refspecs, another git directory, no look), it might", Program: true}, judgeGitPushHead, nil},
	{ClassInfo{Name: "git-dir-config", Doc: "git run in a repository other than the workdir's own (git -C DIR, --git-dir, GIT_DIR=) whose configuration sets a key that runs a program (core.fsmonitor, core.hooksPath, core.sshCommand, a pager, a filter, an alias with !, include.path), as read where the ask is judged", Program: true}, judgeGitDirConfig, nil},
	{ClassInfo{Name: "git-repo", Doc: "a git repository's own store: a .git directory (./.git, sub/.git), a bare repository (app.git), or its objects, refs, logs or packed-refs; a glob bash can expand to one (.gi?, .gi[t], .git/*) and find's names (-name .git)"}, judgeGitRepo, nil},
	{ClassInfo{Name: "listen-open", Doc: "a bind address or ssh forward spec that listens beyond this machine (0.0.0.0, ::, *, a host that is not localhost; 0.0.0.0:1080, 0.0.0.0:5432:db:5432)"}, judgeListenOpen, nil},
	{ClassInfo{Name: "dev-tunnel", Doc: "a development server on this machine that ngrok http is told to forward: a TCP port of 1024 or above (3000, localhost:3000, http://127.0.0.1:8080) that is no database's, cluster's or daemon API's"}, judgeDevTunnel, nil},
	{ClassInfo{Name: "socat-listen-open", Doc: "a socat address that listens (TCP-LISTEN:2375,fork) without a bind= to this machine"}, judgeSocatListenOpen, nil},
	{ClassInfo{Name: "data-grant", Doc: "database code that grants access or takes it away: SQL CREATE ROLE/USER, GRANT … TO, REVOKE … FROM, ALTER ROLE/USER with an attribute or a password, SET PASSWORD; mongo createUser, grantRolesToUser, revokeRolesFromUser, dropUser …"}, judgeDataGrant, nil},
	{ClassInfo{Name: "socket", Doc: "a path bash opens as a network connection: /dev/tcp/HOST/PORT, /dev/udp/HOST/PORT"}, judgeSocket, nil},
	{ClassInfo{Name: "device", Doc: "a block device: /dev/sd*, /dev/nvme*, /dev/disk*, /dev/mapper/*, /dev/vd*, /dev/loop* …, and memory, ports, watchdog and NVRAM (/dev/mem, /dev/kmem, /dev/port, /dev/watchdog*, /dev/nvram; rt42 #9) (not /dev/null or /dev/tty); /proc/sysrq-trigger, whose write reboots without syncing, is cmd.system's (rt23d #4)"}, judgeDevice, nil},
	{ClassInfo{Name: "setuid-mode", Doc: "a chmod, install or rsync --chmod mode that sets the set-user-ID bit (u+s, +s, 4755, =4755, 6755, Fu+s)"}, judgeSetuidMode, nil},
	{ClassInfo{Name: "setgid-mode", Doc: "a chmod, install or rsync --chmod mode that sets the set-group-ID bit (g+s, g=s, +s, 2755, 02755, =2755, Fg+s)"}, judgeSetgidMode, nil},
	{ClassInfo{Name: "setgid-file", Doc: "a path a set-group-ID mode may make a privilege: any path but one surely a directory by its spelling (shared/, ., ..), wherever it lies"}, judgeSetgidFile, nil},
	{ClassInfo{Name: "mode-reference", Doc: "chmod copying the mode of a file outside the workdir (--reference=/usr/bin/passwd: a system file may carry set-ID bits); never more than might, for its mode is not read; a reference not known is not taken to be one", Program: true}, judgeModeReference, nil},
	{ClassInfo{Name: "ozdesk", Doc: "a word that names ozdesk itself: text holding ozdesk, a regular expression matching it (pkill), a command substitution naming it ($(pidof ozdesk))"}, judgeOzdesk, nil},
	{ClassInfo{Name: "ozdesk-process", Doc: "a process pattern (pkill, pgrep, killall -r) that picks ozdesk: what [ozdesk] names, or a regular expression matching any part of its name or command line (desk, oz)"}, judgeOzdeskProcess, nil},
	{ClassInfo{Name: "ozdesk-writes", Doc: "ozdesk run (by any path) with a verb that changes the policy, a decision, the settings, the store or the audit trail, or starts the broker (policy allow, queue approve, audit cut, store compact, init, serve …): any verb but those that only read (queue ls, audit, audit export, policy explain, help …); and any program whose words hold ozdesk's deciding verbs side by side (queue approve, queue deny, policy allow, refuse, retire, apply), which might be ozdesk under another name (/tmp/od queue approve 1; might)", Program: true}, judgeOzdeskWrites, nil},
	{ClassInfo{Name: "ozdesk-unit", Doc: "a service or unit name that picks ozdesk's: text holding ozdesk, or a glob systemctl matches against unit names (ozd*, '*desk*') that matches ozdesk.service"}, judgeOzdeskUnit, nil},
	{ClassInfo{Name: "bin-download", Doc: "a downloader's output in a directory of programs, named bin or sbin below another directory (~/.local/bin/t, /usr/local/bin/t): it runs, unread, the next time its name is typed; a might, since whether the directory is on PATH is not read"}, judgeBinDownload, nil},
	{ClassInfo{Name: "ozdesk-exe", Doc: "ozdesk's executable or its source: a path whose last element is ozdesk (/usr/local/bin/ozdesk, ./cmd/ozdesk, …/cmd/ozdesk@latest), a command substitution naming it"}, judgeOzdeskExe, nil},
	{ClassInfo{Name: "ozdesk-tree", Doc: "a copy's source that may take ozdesk's executable along: what [ozdesk-exe] names, a glob that may match the executable or a directory holding it (ozdes?, o*k, /usr/local/b*), a directory holding it (cp -r /usr/local/bin x); globs are judged by what they could match, never expanded"}, judgeOzdeskTree, nil},
	{ClassInfo{Name: "archive-tree", Doc: "an operand of an archiver that creates or adds to an archive (tar/bsdtar c, r, u; zip; 7z and rar a, u; jar c; pax -w; mksquashfs, mkisofs, ditto) that [ozdesk-tree] judges a copy's source: the archive holds a renamed copy of ozdesk (tar czf t.tgz /usr/local); tar's relative operands are read from its -C DIR"}, judgeArchiveTree, nil},
	{ClassInfo{Name: "ozdesk-read", Doc: "ozdesk's executable read by its path (a word, an input redirection's file, a glob that may match it, a substitution finding it) in a part whose program may write what it read: any but those that only look at a file (sha256sum, ls, stat, file, wc …); the program word itself is no read"}, judgeOzdeskRead, nil},
	{ClassInfo{Name: "store-text", Doc: "a word holding ozdesk's store (its file, its directory, the files beside it; by its absolute name or its name from the part's directory) inside longer text, SQL's ATTACH 'STORE' or file:STORE?mode=rw, in a part whose program may open files: any but those that only look at or search text (echo, printf, grep, ls …) and ozdesk itself; a might"}, judgeStoreText, nil},
	{ClassInfo{Name: "ozdesk-kill", Doc: "a kill whose pids come from a search that names ozdesk: piped into it, in a substitution of its operands, or in a variable the line set (ps aux | grep -i ozdesk | awk … | xargs kill, for p in $(pgrep ozdesk)); or whose pids the line writes whole as xargs' input (echo PID | xargs kill), or a pkill of a process group or session, of a running ozdesk (pkill -g PID)", Program: true}, judgeOzdeskKill, nil},
	{ClassInfo{Name: "kill-all", Doc: "a kill whose pids come from a listing of every process, or every process of a user, that nothing narrows (ps -eo pid= | xargs kill, kill $(pgrep -u $USER))", Program: true}, judgeKillAll, nil},
	{ClassInfo{Name: "harness-pid", Doc: "a pid that is the parent of the line's shell, the harness: $PPID in any spelling, or a substitution reading a parent pid ($(ps -o ppid= -p $$))"}, judgeHarnessPid, nil},
	{ClassInfo{Name: "terminal", Doc: "a terminal device other than the part's own, by the path the kernel opens: /dev/pts/N, a virtual console /dev/ttyN, /dev/console, /dev/vcs*, their /dev/char/MAJ:MIN links (certainly), another process's or thread's descriptor /proc/PID[/task/TID]/fd/N, a glob that could expand to one, a word whose known text pins it to one (might); not /dev/tty, /dev/stdout, /dev/fd/N, /dev/ptmx or a serial line"}, judgeTerminal, nil},
	{ClassInfo{Name: "terminal-dir", Doc: "a directory holding terminals or their descriptors (/dev, /dev/pts, /dev/char, /proc, /proc/PID, /proc/PID/fd, /proc/PID/task/TID[/fd]), as written, a glob that could name one, or an ln's relative target read from the link's directory; a might"}, judgeTerminalDir, nil},
	{ClassInfo{Name: "stty-file", Doc: "the terminal stty is told to set (-F, --file): a [terminal], or a path not known at all, which might be another's; not /dev/tty"}, judgeSttyFile, nil},
	{ClassInfo{Name: "ozdesk-pid", Doc: "a pid written as a number in any spelling kill reads (blanks, a sign, leading zeros), or computed from literals (arithmetic, a default, a glob over digits, a variable the line sets by let, ((…)), printf -v, read <<< or declare), or -PGID past the signals of a group ozdesk leads or is in, whose process runs ozdesk now, as the machine the ask is judged on sees it: the desk, a broker, another agent's asker; none where the caller cannot look"}, judgeOzdeskPid, nil},
	{ClassInfo{Name: "every-process", Doc: "a pid kill reads as every process the user may signal: -1 (a pid not known is not taken to be it)"}, judgeEveryProcess, nil},
	{ClassInfo{Name: "init-pid", Doc: "kill's pid 1, the init process (only the literal 1; a pid not known is not taken to be it)"}, judgeInitPid, nil},
	{ClassInfo{Name: "system-daemon", Doc: "a literal process name of what keeps the machine running and reachable: init, systemd, sshd, dockerd, containerd, kubelet, NetworkManager …"}, judgeSystemDaemon, nil},
	{ClassInfo{Name: "daemon-kill", Doc: "a kill whose pids come from a search that names a system daemon by a literal word (kill $(pgrep -f sshd), pidof dockerd | xargs kill), or from a daemon's pid file under /run or /var/run (kill $(cat /run/nginx.pid); not /run/user)", Program: true}, judgeDaemonKill, nil},
	{ClassInfo{Name: "init-script", Doc: "a program named by its path in an init script directory (/etc/init.d/nginx, /etc/rc.d/init.d/…), a service of the machine", Program: true}, judgeInitScript, nil},
	{ClassInfo{Name: "all-containers", Doc: "a substitution listing every container of the engine and nothing narrower: $(docker ps -q), $(docker ps -aq), $(podman container ls -q); not one filtered or a compose project's"}, judgeAllContainers, nil},
	{ClassInfo{Name: "all-containers-fed", Doc: "an engine run by xargs whose input is, with nothing between, a listing of every container of an engine (docker ps -q | xargs docker stop, podman ps -q | xargs podman kill); not a listing filtered or narrowed by a later stage", Program: true}, judgeAllContainersFed, nil},
	{ClassInfo{Name: "ssh-away", Doc: "ssh whose destination is a host off this machine and off the egress list, or not known (ssh host, ssh user@203.0.113.5); localhost is not", Program: true}, judgeSSHAway, nil},
	{ClassInfo{Name: "tmux", Arg: "NAME", Doc: "a word tmux reads as its command NAME: the name, an alias (send, pasteb) or a unique prefix (send-k)"}, judgeTmuxCommand, checkTmuxArg},
	{ClassInfo{Name: "kill-user", Arg: "ARG", Doc: "the user a pkill or killall picks processes of (-u USER): other, a user not certainly the one running the line ($USER, $UID, $(whoami) are); all, a kill that names no process besides (every process of that user)"}, judgeKillUser, checkKillUserArg},
	{ClassInfo{Name: "tmux-types", Arg: "NAME", Doc: "a word tmux reads as its command NAME, one that types into a pane (send-keys, send-prefix, paste-buffer, pipe-pane), by its name, alias or unique prefix; only might: whether the pane runs a desk is not known from the line"}, judgeTmuxTypes, checkTmuxTypesArg},
	{ClassInfo{Name: "screen-types", Doc: "a GNU screen command that types into a window or fills its paste buffer (stuff, paste, readbuf, register), alone or in eval's strings"}, judgeScreenTypes, nil},
	{ClassInfo{Name: "tmux-look", Doc: "a word tmux's set-option reads as an option that sets a window's size or a pane's colours (default-size, window-size, window-style, window-active-style, pane-colours), or sends the keys typed in one pane to all of its window (synchronize-panes), by its name or a prefix; only might: whether the pane runs a desk is not known from the line; none for a target session the line made just before"}, judgeTmuxLook, nil},
	{ClassInfo{Name: "tmux-desk-keys", Doc: "a word tmux's set-option reads as an option that chooses the table the operator's keys go through or the keys tmux takes for itself (key-table, prefix, prefix2), by its name or a prefix of four letters or more; only might; none where the running desks are known and none runs in tmux, or set for a session the line made just before"}, judgeTmuxDeskKeys, nil},
	{ClassInfo{Name: "tmux-heavy-format", Doc: "a word given to tmux holding a format (#{…}) one of whose modifiers holds a number past 1000 (#{p400000000:}: a pad that holds the tmux server for seconds); only might; none where the running desks are known and none runs in tmux"}, judgeTmuxHeavyFormat, nil},
	{ClassInfo{Name: "tmux-config", Doc: "tmux given a configuration file by its own -f before the command (-f FILE, -fFILE), whose tmux commands the line does not show; only might; -f /dev/null is none", Program: true}, judgeTmuxConfig, nil},
	{ClassInfo{Name: "tmux-split-target", Doc: "a word tmux reads as its split-window command given a target (-t), read by tmux's getopt: -t desk, -t=desk, -tdesk, -vt desk; only might: whether the target is a desk's pane is not known; without -t none"}, judgeTmuxSplitTarget, nil},
	{ClassInfo{Name: "tmux-covers", Doc: "a word tmux reads as a command, in a command's place, that puts other content in front of a pane or takes its client's keys: new-window (not -d without -k), run-shell (not -C: its output shows in view-mode over the pane), select-window, next-window, previous-window, last-window, command-prompt, confirm-before, attach-session -d/-x (the other clients detached); read by tmux's getopt; only might: whether the pane is a desk's is not known; none for a target session the line made just before (tmux new -d -s dev && tmux new-window -t dev)"}, judgeTmuxCovers, nil},
	{ClassInfo{Name: "tmux-socket", Doc: "a word that may name a tmux server's socket or its directory (/tmp/tmux-UID/…, /tmp/tmux*, $TMUX_TMPDIR/…), the desk's host, given to a program that removes, moves, links or changes it, or to fuser with -k; only might: whether the server holds a desk is not known"}, judgeTmuxSocket, nil},
	{ClassInfo{Name: "tmux-end-option", Doc: "a word tmux's set-option reads as its option, one that ends a session or the server on a later event (destroy-unattached, exit-unattached, exit-empty; a unique prefix too), set to any value but off; only might; none aimed with -t at a session the line made just before"}, judgeTmuxEndOption, nil},
	{ClassInfo{Name: "mux-attaches", Doc: "a tmux, screen, zellij or dtach client attached to a session that may be there already (attach-session, new-session -A or -t without -d, screen -r/-x, zellij attach, dtach -a) on a terminal the line gives it (script, unbuffer, expect, ssh, another multiplexer's pane, a terminal device on its input); only might", Program: true}, judgeMuxAttaches, nil},
	{ClassInfo{Name: "tmux-renames", Doc: "a word tmux reads as rename-session or rename-window, in a command's place, aimed at a session the line did not make just before (its name freed for a fake desk); only might"}, judgeTmuxRenames, nil},
	{ClassInfo{Name: "desk-tool-copy", Doc: "a copy's or link's source that is the executable of a program that reaches the desk (tmux, screen, xdotool, stty, kill, pkill, killall …: /usr/bin/tmux, $(which kill)) where the copy's name is not the tool's own"}, judgeDeskToolCopy, nil},
	{ClassInfo{Name: "desk-tool-link", Doc: "a program run by a path whose symbolic links on disk lead to a program that reaches the desk (tmux, kill …) of another name; only might; none where the caller cannot look", Program: true}, judgeDeskToolLink, nil},
	{ClassInfo{Name: "ozdesk-pid-saved", Doc: "the first stage of a search whose output goes into a file where it names ozdesk or picks the desk (pidof ozdesk, pgrep -x ozdesk), reads a tmux server's pane, server or client pids, or echoes a running desk's pid: a kill run later reads it; only might", Program: true}, judgeOzdeskPidSaved, nil},
	{ClassInfo{Name: "term-spawn", Doc: "a part run in a new pane or tab of the operator's terminal, which takes the focus: zellij run -- CMD, wezterm cli spawn -- CMD (peeled off as wrappers); only might; wezterm start is none", Program: true}, judgeTermSpawn, nil},
	{ClassInfo{Name: "mknod-terminal", Doc: "mknod's TYPE word making a character device whose numbers are a terminal's another may watch (c 136-143 N, c 4 N below 64, c 5 1, c 7 N; certainly), or whose type or numbers are not literal (might)"}, judgeMknodTerminal, nil},
	{ClassInfo{Name: "mknod-device", Doc: "mknod's TYPE word making a character or block device (c, u, b) that is no terminal's, certainly; a type not literal might be one; a FIFO (p) is none"}, judgeMknodDevice, nil},
	{ClassInfo{Name: "term-drive", Doc: "the verb of a zellij, kitty or kitten (@), wezterm (cli) or reptyr part that types into, closes, splits, focuses or covers a pane, or takes a process's terminal over (zellij action write-chars, kitty @ send-text, wezterm cli send-text, reptyr PID); only might; a verb that only lists or reads (zellij action list-panes, kitty @ ls, wezterm cli list) is none"}, judgeTermDrive, nil},
	{ClassInfo{Name: "screen-size", Doc: "a GNU screen command that sets a window's size (height, width), alone or in eval's strings"}, judgeScreenSize, nil},
	{ClassInfo{Name: "host", Arg: "NAME", Doc: "a URL or host whose host is NAME; *.example.com names every host below example.com"}, judgeHost, checkHostArg},
	{ClassInfo{Name: "egress", Doc: "a URL or host whose host is on the egress list"}, judgeEgress, nil},
	{ClassInfo{Name: "url", Doc: "a URL with a scheme (https://…, ftp://…)"}, judgeURL, nil},
	{ClassInfo{Name: "remote-code", Doc: "a package or script named by where its code is fetched from: a URL (https://…, git+https://…; not file://), github:o/r and the other repository shorthands, git@host:o/r, pkg @ URL", Program: true}, judgeRemoteCode, nil},
	{ClassInfo{Name: "repo-spec", Doc: "a package spec npm, yarn, pnpm and bun read as a GitHub repository: owner/repo or owner/repo#ref (not ./dir, @scope/pkg or a .tgz); as a program, only behind a package runner (npx eve/tool)", Program: true}, judgeRepoSpec, nil},
	{ClassInfo{Name: "brew-tap", Doc: "a Homebrew tap (user/repo) or a formula or cask of one (user/repo/name), which brew fetches from github.com/user/homebrew-repo and runs; not homebrew/… (the registry itself), a local path or a .rb file"}, judgeBrewTap, nil},
	{ClassInfo{Name: "shell", Doc: "a shell program (sh, bash, zsh …), by base name", Program: true}, judgeShell, nil},
	{ClassInfo{Name: "interpreter", Doc: "a shell or an interpreter that runs a script from standard input (python, perl, node …)", Program: true}, judgeInterpreter, nil},
	{ClassInfo{Name: "downloader", Doc: "a program that fetches URLs (curl, wget, the text browsers lynx, w3m, links, elinks …)", Program: true}, judgeDownloader, nil},
	{ClassInfo{Name: "sender", Doc: "a program that sends what it reads to a host (curl, wget, nc, socat, openssl, ssh, mail …)", Program: true}, judgeSender, nil},
	{ClassInfo{Name: "secret-stream", Doc: "a sender fed a secret through a pipe, through any number of filters: an earlier stage reads a [secret] file, prints the environment (env, printenv, set, export -p, /proc/*/environ) or exports secret keys", Program: true}, judgeSecretStream, nil},
	{ClassInfo{Name: "transfer-secret", Doc: "a file-transfer client whose commands upload a [secret] file or the home: smbclient -c 'put F', lftp -e/-c 'put F', 'mput', 'mirror -R DIR', tftp -c put F, ftp -u URL F", Program: true}, judgeTransferSecret, nil},
	{ClassInfo{Name: "serves-outside", Doc: "a file server (python -m http.server, php -S, ruby httpd, http-server, busybox httpd, serve, miniserve, darkhttpd, twistd web and ftp, python -m pyftpdlib, updog, caddy file-server, git daemon --export-all: its --base-path, else its directories, else the whole machine; --user-path serves the homes) serving the home, a directory holding it or a path outside the workdir: the directory its options name, or the one it runs in after cd", Program: true}, judgeServesOutside, nil},
	{ClassInfo{Name: "opens-network", Doc: "a firewall command that lets every address in by what it leaves out or loads (gcloud firewall-rules create with no source, an Azure NSG rule with no source or any source *, Internet, Any, 0.0.0.0/0; nft add rule on input that accepts with nothing to narrow it, nft -f; firewall-cmd opening the public zone, --panic-off), or socat serving a [secret] file (FILE:~/.ssh/id_rsa)", Program: true}, judgeOpensNetwork, nil},
	{ClassInfo{Name: "host-mount", Doc: "a container's bind mount or device whose host side gives it the host: /, /etc, /proc, /dev, the engine's socket, the home, credentials (-v /:/host, -v ~/.ssh:/k, --mount source=/,…)"}, judgeHostMount, nil},
	{ClassInfo{Name: "host-container", Doc: "a container engine's run, create or exec whose literal options give the container the host (--privileged, --pid=host, a [host-mount], a [host-capability] …)", Program: true}, judgeHostContainer, nil},
	{ClassInfo{Name: "host-capability", Doc: "a capability that reaches the host or other processes (ALL, SYS_ADMIN, SYS_PTRACE, SYS_MODULE …)"}, judgeHostCapability, nil},
	{ClassInfo{Name: "plan-apply", Doc: "a word terraform, tofu or terragrunt reads as its apply, run without the plan shown to a person; only might: the plan the line does not show may change or destroy nothing"}, judgePlanApply, nil},
	{ClassInfo{Name: "stack-deploy", Arg: "VERB", Doc: "a word a stack tool (cdk, cdktf, sam, serverless, sst, amplify, aws cloudformation) reads as VERB, which changes a deployed stack without its change set shown to a person; only might: the change the line does not show may replace or delete nothing"}, judgeStackDeploy, checkStackDeployArg},
	{ClassInfo{Name: "sql-file", Doc: "a file of SQL a database shell reads whose text the line does not hold: outside the workdir, written earlier in the line, named for what it deletes (drop.sql, dump.sql), or not known"}, judgeSQLFile, nil},
	{ClassInfo{Name: "sql-include", Doc: "psql's command text (-c) that includes a file (\\i F, \\ir F, \\include F) that is a [sql-file], or that is not literal and holds \\i"}, judgeSQLInclude, nil},
	{ClassInfo{Name: "attaches", Doc: "a tracer or debugger attached to a process already running (strace -p, gdb -p, gdb attach, lldb -p, gcore, py-spy --pid, bpftrace); one naming ozdesk is cmd.guard-tamper's", Program: true}, judgeAttaches, nil},
	{ClassInfo{Name: "push-away", Doc: "git push (or gh pr create, gh repo create --push) after the line stages a [secret] file or a file it wrote from one (git add -A, ., a directory or glob covering it; commit -a might), or to a remote the line points at (remote add, set-url, config remote.*.url) or a URL whose host is neither a public forge nor on the egress list, or, where the repository's remotes are read, a URL that is none of theirs", Program: true}, judgePushAway, nil},
	{ClassInfo{Name: "secret-copy", Doc: "a part that reads a [secret] file (an operand, an option's value, KEY=FILE, a < redirection), or is fed one through a pipe, and writes a file under a name that is no secret's (cp ~/.aws/credentials notes.txt, base64 ~/.ssh/id_rsa > k, tar czf a.tgz ~/.ssh), or copies a credential store outside the workdir out of its directory under any name (cp -t /tmp ~/.ssh/id_ed25519): the staging of a later upload; not the home archived, ~/.ssh's public files, /dev/null, nor ls, stat, the checksums or ssh-keygen", Program: true}, judgeSecretCopy, nil},
	{ClassInfo{Name: "live-credential", Doc: "a part that prints the operator's own login (gcloud auth print-access-token, aws configure export-credentials, az account get-access-token, aws sts get-session-token, kubectl config view --raw) to the terminal or a file: in no substitution, piped into nothing but text filters", Program: true}, judgeLiveCredential, nil},
	{ClassInfo{Name: "mode-tightens", Doc: "chmod whose mode grants group and others nothing and sets no special bit (600, 0400, 700, go-rwx, og-w, u=rw,go=), every operand certainly a path strictly below the home: a mode that only takes access away", Program: true}, judgeModeTightens, nil},
	{ClassInfo{Name: "secret-print", Doc: "a part that prints a secret to the terminal: a secret manager's read verb (vault kv get, op read, aws secretsmanager get-secret-value, kubectl get secret -o yaml, pass show, security find-generic-password -w, secret-tool lookup …), or a program that prints what it reads (cat, head, less, strings, base64, grep, sqlite3, tr …; any program but the known non-printers, a might) given a credential store (or a glob or brace that may name one, a might; a variable, loop or array the line gives one) outside the workdir (~/.ssh's private keys, ~/.aws/credentials, ~/.netrc, ~/.kube/config, a browser's logins, another process's /proc/N/environ) or searching the home recursively for lines; another container's environment (docker exec db env) or a service's kept values (keyring get, aws lambda get-function-configuration, heroku run env, helm get values); or echo/printf printing such a part's substitution or a variable the line set from one; in no substitution, piped into nothing but text filters", Program: true}, judgeSecretPrint, nil},
	{ClassInfo{Name: "secret-passed", Doc: "a part one of whose words or prefix assignments holds a substitution that reads a credential store outside the workdir (~/.ssh's private keys, ~/.aws/credentials, ~/.netrc …), prints the whole environment or prints stored credentials, whatever program it is handed to (foo \"$(cat ~/.aws/credentials)\", K=$(cat ~/.ssh/id_ed25519) ./deploy.sh); not the project's own files, a public key, or [ and test", Program: true}, judgeSecretPassed, nil},
	{ClassInfo{Name: "project-tree", Doc: "a path known to be the workdir or a directory holding it (. at the top of the project, .., the home, /): the whole project, its .env and .git with it"}, judgeProjectTree, nil},
	{ClassInfo{Name: "project-archive", Doc: "a file an upload names (curl -T FILE, -F f=@FILE, -d @FILE) that an earlier part of the line wrote as an archive of the project: tar, bsdtar, zip or 7z given a [project-tree] path, git archive -o, git bundle create (tar czf /tmp/s.tgz . && curl -T /tmp/s.tgz URL)"}, judgeProjectArchive, nil},
	{ClassInfo{Name: "archive-sent", Doc: "a sender (curl, wget, httpie, xh, scp, rsync, rclone, aws, gsutil, gcloud, nc, ncat, netcat, telnet) given a [project-archive] file, as an operand, an option's value or a < redirection, and a destination off this machine and the egress list ([away-dest]; nc's host as [raw-away])", Program: true}, judgeArchiveSent, nil},
	{ClassInfo{Name: "lftp-sent", Doc: "lftp whose -e or -c string mirrors a [project-tree] path up to its host (mirror -R, --reverse; the part's own directory without a source): the whole project sent, as scp -r . host: is; a string not known, or one that changes the local directory, might", Program: true}, judgeLftpSent, nil},
	{ClassInfo{Name: "raw-away", Doc: "nc, ncat, netcat or telnet connecting to a host off this machine and off the egress list (nc x.io 9); not one listening (-l), not a loopback host; a host not known might be one", Program: true}, judgeRawAway, nil},
	{ClassInfo{Name: "ci-secret", Doc: "a local CI runner (act, circleci local execute or build, gitlab-runner exec, dagger call, run or shell) given a secret the line names: a [secret] file (--secret-file .env), a value holding a token or a secret's value (-e KEY=$AWS_SECRET_ACCESS_KEY), one of dagger's secret providers (env:PROD_TOKEN, file:, cmd:, op://, vault://)", Program: true}, judgeCISecret, nil},
	{ClassInfo{Name: "secret-fileopt", Doc: "a part whose option reads a [secret] file and sends or hands it on: docker, podman, nerdctl and compose --env-file and --secret src=F (the project's own env file in the workdir excepted), helm --set-file k=F and -f/--values F, gcloud --data-file, --env-vars-file and --*-from-file, kubectl --from-file and --from-env-file on any verb, aws --body F and file:// or fileb:// in any word, az's and vault's @F values, gcloud compute scp F HOST:, docker secret create NAME F", Program: true}, judgeSecretFileOpt, nil},
	{ClassInfo{Name: "away-dest", Doc: "a copy's destination on a host off the egress list: scp's and rsync's HOST:PATH, rsync's HOST::MODULE, a URL (https://, ftp://, s3://); not a local path, a loopback host or a host on the egress list"}, judgeAwayDest, nil},
	{ClassInfo{Name: "source-redirect", Doc: "a part that fetches packages (pip, python -m pip, uv, npm, yarn, pnpm, bun, gem, conda, cargo, go, git clone/fetch …) pointed at another index or registry (--index-url, -iURL, --registry, --@scope:registry, a conda channel not public), at a proxy off this machine, or with its TLS checks off (--strict-ssl=false, git -c http.sslVerify=false, NODE_TLS_REJECT_UNAUTHORIZED=0, GIT_SSL_NO_VERIFY, PIP_TRUSTED_HOST, a CA bundle …), by its options or the environment the line gives it", Program: true}, judgeSourceRedirect, nil},
	{ClassInfo{Name: "git-prune-soon", Doc: "git pruning unreachable objects at once by another spelling of now: gc --prune= an expiry within a day (1.second.ago, \"0 days ago\", Now), or -c gc.pruneExpire= one before any verb (auto-gc)", Program: true}, judgeGitPruneSoon, nil},
	{ClassInfo{Name: "git-config-secret", Doc: "git given -c KEY=VALUE before its verb whose value holds a [secret-value] (git -c http.extraHeader=\"X: $(cat ~/.ssh/id_rsa)\" ls-remote URL)", Program: true}, judgeGitConfigSecret, nil},
	{ClassInfo{Name: "pkg-trust", Doc: "a path that tells the system package manager where to fetch from, which keys to trust: /etc/apt/sources.list(.d), /etc/apt/keyrings, /usr/share/keyrings, /etc/apt/trusted.gpg(.d), /etc/yum.repos.d, /etc/pki/rpm-gpg, /etc/zypp/repos.d, /etc/pacman.d, /etc/apk/keys …"}, judgePkgTrust, nil},
	{ClassInfo{Name: "kernel-knob", Doc: "a path whose write turns a kernel guard off or reaches into another process: a guard's setting below /proc/sys (kernel/yama/…, kernel/randomize_va_space, fs/protected_* …), /sys/kernel/security/…, /proc/PID/mem"}, judgeKernelKnob, nil},
	{ClassInfo{Name: "system-config", Doc: "a path known to lie where the machine itself is configured: /etc (hosts, resolv.conf, fstab, its services' settings), /boot, the system's systemd, udev, sysctl, modprobe and tmpfiles directories, /sys (the kernel's devices and settings), /proc/sys (its running settings but the guards [kernel-knob] names); and /proc/sysrq-trigger, whose write reboots, powers off or crashes the machine"}, judgeSystemConfig, nil},
	{ClassInfo{Name: "rclone-local", Doc: "a word rclone certainly reads as a path on this machine: from /, ~, $HOME, . or .., or a literal name with no : before its first / (remote:path is a remote)"}, judgeRcloneLocal, nil},
	{ClassInfo{Name: "root-pkgfile", Doc: "a language's installer (pip, python -m pip, uv pip, gem, npm, cargo) run as root (sudo, doas, run0, pkexec) given a package by a path outside the workdir or in a temporary directory (sudo pip install /tmp/x)", Program: true}, judgeRootPkgFile, nil},
	{ClassInfo{Name: "root-install", Doc: "software installed, removed or upgraded on the machine as root: the system package managers' changes (apt, dnf, yum, zypper, pacman, apk, dpkg, rpm, snap, MacPorts' port, Portage's emerge) and update-alternatives' whoever runs them (they fail but as root), and pip, npm, yarn and pnpm global, gem and cargo installs and flatpak's removals under sudo (without -u), doas, run0 or pkexec; a verb not known might be one", Program: true}, judgeRootInstall, nil},
	{ClassInfo{Name: "harness-elsewhere", Doc: "a coding agent's harness (claude, codex, gemini, opencode, crush …) started in a directory that is not the task's workdir, where it reads project settings and hooks the line may not show (after cd sub, or an earlier call's cd): not one asked only for --version or --help", Program: true}, judgeHarnessElsewhere, nil},
	{ClassInfo{Name: "workdir-itself", Doc: "the task's workdir itself, certainly (cd .. && rm -rf proj, rm -rf ../proj; not .): deleting it deletes the whole project"}, judgeWorkdirItself, nil},
	{ClassInfo{Name: "inside-workdir", Doc: "a path at or below the task's workdir (the cwd when none is set)"}, judgeInside, nil},
	{ClassInfo{Name: "overwrite-outside", Doc: "a written path that names one file known to lie outside the workdir and the temporary directories (as written, or through the symbolic links on disk, its own name's included), replaced (not appended to), or, might, the entries of such a directory a glob, several sources or an extraction write (cp conf/* /srv/site/, cp a b /srv/site/, tar -x -C /opt/app; ../other and ~/site read as paths, cp -t DIR a b): not the members of one named source copied into a directory, a program installed on PATH, /dev, /proc or /sys, or a word not known"}, judgeOverwriteOutside, nil},
	{ClassInfo{Name: "outside-workdir", Doc: "a path outside the task's workdir and outside the temporary directories (/tmp, /var/tmp, $TMPDIR), as written or through the symbolic links on disk (a link in the workdir to /srv/other: only the links in a path's directories, for a delete removes the link itself)"}, judgeOutside, nil},
}

// lookupClass finds a class by name.
func lookupClass(name string) (*classDef, bool) {
	i, ok := lookupClassAt(name)
	if !ok {
		return nil, false
	}
	return &classRegistry[i], true
}

// lookupClassAt finds a class's position in classRegistry by its name.
func lookupClassAt(name string) (int, bool) {
	i, ok := classIndex.get()[name]
	return i, ok
}

// classIndex gives each class's position in classRegistry by its name
// (the first, were a name given twice). A scan of the registry per
// judgement was a twentieth of a 999-stage pipeline's cost (fx41p).
var classIndex = lazy[map[string]int]{build: func() map[string]int {
	m := make(map[string]int, len(classRegistry))
	for i := range classRegistry {
		if _, ok := m[classRegistry[i].Name]; !ok {
			m[classRegistry[i].Name] = i
		}
	}
	return m
}}

// classForm is how a pattern writes the class: [name], or [name:ARG] for
// one that takes an argument.
func (c ClassInfo) classForm() string {
	if c.Arg != "" {
		return "[" + c.Name + ":" + c.Arg + "]"
	}
	return "[" + c.Name + "]"
}

// unknownClassHint is the hint of a pattern naming a class there is not:
// the nearest classes' names, if any are near, and where all are listed.
// (The whole list, some 120 classes, was the hint before: too long to read
// on a terminal, and changed by every class added.)
func unknownClassHint(name string) string {
	names := make([]string, len(classRegistry))
	for i, c := range classRegistry {
		names[i] = c.Name
	}
	near := nearest.Words(name, names, 3)
	if len(near) == 0 {
		return "write one of the classes `ozdesk policy classes` lists, or quote the brackets for a literal"
	}
	forms := make([]string, len(near))
	for i, n := range near {
		c, _ := lookupClass(n)
		forms[i] = c.classForm()
	}
	return "did you mean " + strings.Join(forms, " or ") + "? `ozdesk policy classes` lists every class; quote the brackets for a literal"
}

// Classes returns the classes a pattern can name, narrowest first.
func Classes() []ClassInfo {
	out := make([]ClassInfo, len(classRegistry))
	for i, c := range classRegistry {
		out[i] = c.ClassInfo
	}
	return out
}

// JudgeClass judges a word against the class name (with its argument, for
// a class that takes one) in a context. An unknown class judges nothing.
// A nil context is the empty one: nothing known.
func JudgeClass(name, arg string, w Word, ctx *Context) Judgement {
	c, ok := lookupClass(name)
	if !ok {
		return Judgement{}
	}
	return judgeClassDef(c, arg, w, ctx)
}

// judgeClassDef is JudgeClass for the class c, found.
func judgeClassDef(c *classDef, arg string, w Word, ctx *Context) Judgement {
	if ctx == nil {
		ctx = &Context{}
	}
	once := func(x Word) Judgement {
		j, ok := judgeBraces(func(y Word) Judgement { return c.judge(arg, y, ctx) }, x)
		if !ok {
			j = c.judge(arg, x, ctx)
		}
		j.Might = j.Might || j.Certainly
		return j
	}
	// each value is judged once, not narrowed again: x=$x reads itself
	return narrowByVar(once(w), w, ctx, once)
}

// CertainClasses returns the classes the word certainly belongs to, as
// class elements, narrowest first: the rungs between a literal and * on the
// suggestion ladder. A URL with a known host gives [host:HOST] too.
func CertainClasses(w Word, ctx *Context) []Elem {
	if ctx == nil {
		ctx = &Context{}
	}
	var out []Elem
	for _, c := range classRegistry {
		if offLadder(c.Name) {
			continue
		}
		arg := ""
		if c.Arg != "" {
			if !judgeURL("", w, ctx).Certainly {
				continue
			}
			host, known := hostOf(&w, ctx)
			norm, msg := checkHostArg(host)
			if !known || host == "" || msg != "" {
				continue
			}
			arg = norm
		}
		if JudgeClass(c.Name, arg, w, ctx).Certainly {
			out = append(out, Elem{Kind: ElemClass, Class: c.Name, Arg: arg})
		}
	}
	return out
}

// offLadder reports whether a class stays off the suggestion ladder:
// one that judges where a word sends the project (every URL is an
// [away-dest] with no egress list, `.` the [project-tree], an archive of
// it the [project-archive]), which says
// nothing a rung between the word and * would narrow usefully; nor does
// [credentials-tree], what a directory holds for a recursive chmod,
// [link-target], what a symbolic link's target reaches, or
// [rclone-local], how rclone alone reads a word (fx38c), nor
// [credentials-dir], [clip-secret] and [remote-secret], one program's
// view of what [credentials] and [secret] already name (fx40f).
func offLadder(name string) bool {
	switch name {
	case "away-dest", "project-tree", "project-archive", "credentials-tree", "system-tree", "link-target", "rclone-local",
		"credentials-dir", "clip-secret", "remote-secret":
		return true
	}
	return false
}
