// Ozdesk is a terminal approval desk for the shell commands AI coding agents
// want to run. Harnesses ask before each command; a policy of command rules
// answers allow, ask or refuse; what it asks about waits in a queue for an
// operator at the desk.
//
// Usage:
//
//	ozdesk [--config FILE] [--db PATH] [--operator NAME] [command]
//
// Every command takes --db PATH (else $OZDESK_DB, else
// $XDG_STATE_HOME/ozdesk/desk.db) and, where an operator acts, --operator
// NAME (else $OZDESK_OPERATOR, else the OS user name). When the node's
// configuration (--config, default /etc/ozdesk/config.yaml when it
// exists, owned by root and writable by nobody else) names a socket, every
// command runs in protected mode: it asks the broker there and never opens
// a store file (--db is refused), who acts is the account it runs as
// (--operator must name that account's operator, or be left out), and a
// broker that cannot be reached means deny (see "Protected mode" below). Untrusted text
// (commands, agent names, reasons) is always printed escaped: control and
// invisible characters show as \e, \x07, \u202e …, and a backslash as \\.
// JSON output (--json, audit --follow) spells them, and the combining marks
// past two on one letter, as JSON \u escapes, which read back as the same
// text.
//
// # The desk
//
//	ozdesk          the desk (a terminal UI) on the store
//	ozdesk demo     the desk on a scratch store with simulated agents
//
// Both need a terminal on standard input and output (over SSH: ssh -t);
// without one they exit 2. The header names the store the desk watches
// and the policy's fallback ("fallback: allow": a command no rule matches
// runs unasked).
//
// When asks arrive the desk rings the terminal's bell and writes the
// count of waiting asks in the window title ("ozdesk (3)"); both work over
// SSH and in tmux (tmux passes the bell on by its bell-action option, and
// the title by set-titles). --no-bell or OZDESK_BELL=0 silences the bell,
// --no-title or OZDESK_TITLE=0 leaves the title alone. --notify osc9 (or
// OZDESK_NOTIFY=osc9) also sends a desktop notification as iTerm2,
// WezTerm, kitty and Windows Terminal read it, --notify osc777 as foot,
// Konsole and Ghostty do; inside tmux it passes through when tmux's
// allow-passthrough option is on. The title and the notification hold
// fixed words and counts only, never what an agent wrote.
//
// # Help, version and completion
//
//	ozdesk help                       every verb, subcommands included, in groups
//	ozdesk --version                  the build: module version, commit (with changes?), Go
//	ozdesk completion bash|zsh|fish|powershell
//
// The completion script completes verbs and flags, and also offers the
// pending asks' IDs to queue show, approve and deny, the rules in force to
// policy retire and move and to --before and --after, and the rules and proposals
// waiting for a second operator to policy approve and withdraw, each with
// its command or pattern, escaped. It reads through the queue (the broker
// in protected mode), never makes the store, waits at most 0.3 s for its
// lock, and offers nothing when the store cannot be read.
//
// A store named by --db or $OZDESK_DB is made only in a directory that is
// there; only the default store's directory is made (mode 0700).
//
// A decision made at the desk (a, r with a reason, d, or every ask marked
// with space) waits --undo (2s) before it reaches the queue; until then
// its agent still waits and u takes it back. Quitting within the window
// sends what was decided; --undo 0 sends decisions at once. The desks
// served over SSH take serve's --undo.
//
// # Protected mode
//
//	ozdesk serve [--socket PATH] [--store PATH] [--operators FILE] [--init] [--verbose]
//	ozdesk whoami [--json]
//	ozdesk help protected
//
// serve runs the broker, as a dedicated account that alone reaches the
// store (0600 in a 0700 directory, checked at start). It serves the queue
// on a Unix socket open to every account and authorises each request by
// the account that connected (SO_PEERCRED): the operators file (YAML,
// read whole at start; any error names its line and nothing is loaded)
// gives accounts and groups the roles viewer (sees the queue and the
// policy), approver (also decides asks) and admin (also writes policy);
// every other account is an agent, which may evaluate commands and wait
// on, read and withdraw its own asks, and nothing else. An agent is its
// account: asks are recorded under the account's name, and rules' agent
// globs match it, whatever --agent says (a label other than the account's
// name is kept in front of the ask's job). An agent account
// holds at most 64 connections. --init makes the store once and exits (6
// when it exists): the broker never makes a store by itself, and a store
// that goes missing, is emptied or is replaced while it runs makes it
// refuse every request until it is restored and the broker restarted.
// Paths come from the flags, else the configuration, else
// /run/ozdesk/ozdesk.sock, /var/lib/ozdesk/desk.db and
// /etc/ozdesk/operators.yaml. whoami prints the mode and the name and role
// the broker takes you for. A request the broker refuses to the account
// exits 8. policy explain and queue show work for operators (the policy
// is read from the broker and compiled here); agents may not explain,
// which would probe the policy without a trace. Every other command works the
// same in protected mode, through the broker, within the role's rights:
// the desk (for operators; an agent is refused), queue, policy (list,
// export, apply, replay, the pattern editor's previews, which run at the
// broker), audit and audit verify. init opens a store file, and so is
// refused there: the broker's account makes its store with serve --init.
//
// # Asking
//
//	ozdesk ask --agent A [--cwd DIR] [--workdir DIR] [--job J] [--session S] [--wait 10m] [--json] -- COMMAND
//
// ask evaluates COMMAND (the words after --, joined by spaces; quote it as
// one word to keep its quoting; or standard input when there are none) for
// agent A ($OZDESK_AGENT) in DIR (default the current directory), for a
// task that owns --workdir (default DIR: what [outside-workdir] is judged
// against). When the policy asks, the ask is queued and ask waits for a
// decision at most --wait (default the desk's setting, 10 minutes), telling on standard
// error which ask it waits on. SIGHUP, SIGINT, SIGTERM or SIGQUIT while waiting withdraws the
// ask (in direct mode waiting its turn for the store's lock, up to 30 s: askers stopped
// together all record a withdrawal; past that it exits 4, refusing). It prints one line ("allow: rule r2: …", "refuse: denied by alice …",
// "refuse: nobody decided ask 7 in time …"), or with --json an object:
// outcome (allow or refuse), end (allowed, refused, undecided, unavailable),
// rule, reason, ask, state, decided_by, decided_at, exit, unavailable and
// report (the policy's explanation). Exit 0 means the command may run;
// anything else means it must not.
//
// # Claude Code's hook
//
//	ozdesk hook claude-code [--wait 9m] [--local-ask] [--agent claude-code]
//
// reads Claude Code's PreToolUse call on standard input. Tools other than
// Bash pass through (exit 0, nothing printed: Claude Code's own rules
// decide). A Bash command is evaluated for the agent (default claude-code)
// in the call's session (session_id) and directory (cwd), and answered on
// standard output:
//
//	{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"allow|deny|ask","permissionDecisionReason":"…"}}
//
// When the policy asks, the hook waits for the desk at most --wait
// (default 9m, under Claude Code's default hook timeout of 600 s), then
// answers allow or deny; with --local-ask it answers "ask" at once, and
// Claude Code's own prompt decides (in claude -p that is a denial), in a
// permission_mode that shows one (default, acceptEdits, plan): in any
// other (bypassPermissions asks nobody and runs it) it waits at the desk.
// The hook fails closed in Claude Code's terms, where exit 1 lets the
// command run: unreadable input, a Bash call without a command, an
// unreadable store, a panic or any other failure answers deny with the
// reason; bad flags, an event other than PreToolUse, or SIGTERM while
// waiting (the ask is withdrawn) exit 2 with the reason on standard error.
// It never exits 1. Keep --wait under the hook's "timeout" (seconds):
// when it runs out Claude Code goes ahead as if there were no hook.
// The settings name ozdesk-hook, the adapter-only build (go build -tags
// ozdesk_adapters,netgo,osusergo -o ozdesk-hook ./cmd/ozdesk), which
// answers as ozdesk does and starts faster; `ozdesk hook …` works too.
// In .claude/settings.json (or ~/.claude/settings.json):
//
//	{
//	  "hooks": {
//	    "PreToolUse": [
//	      {
//	        "matcher": "Bash|PowerShell|Write|Edit|MultiEdit|NotebookEdit",
//	        "hooks": [
//	          {
//	            "type": "command",
//	            "command": "ozdesk-hook hook claude-code --wait 14m",
//	            "timeout": 900,
//	            "onFailure": "block"
//	          }
//	        ]
//	      }
//	    ]
//	  }
//	}
//
// Gemini CLI, Codex and crush have hooks of their own (`ozdesk hook
// gemini-cli`, `codex`, `crush`); opencode runs the plugin `ozdesk hook
// opencode --plugin` prints. Other harnesses (home-made runners) can call
// `ozdesk ask` and act on its exit code, or run commands through `ozdesk
// shell -c`.
//
// # The queue
//
//	ozdesk queue ls [--json] [--all | --state STATE]   the pending asks (or all, or one state), oldest first
//	ozdesk queue show ID                               the ask's card: who, where, when, the command with its parts marked, the verdict, the parse tree, the decision
//	ozdesk queue approve ID [--reason R]               approve once: the command may run
//	ozdesk queue deny ID [--reason R]                  deny: the command must not run
//
// Where there is no store, ls says "no store at PATH" on stderr and exits
// 4, printing nothing on stdout (--json too): a mistyped --db is not an
// empty queue. show, audit and audit export do the same, and so does the
// desk, which never makes the store.
// ls first marks expired the asks past their deadline, and abandoned those
// whose waiting process on this node is gone, as the desk does.
// IDs are the numbers ls prints (42 or 0000000042). queue ls --json prints
// a JSON array of asks (ask, id, command, agent, state, created, deadline,
// rule, reason, decision …; "ask" is the ask's number, 42 for ask 42,
// and "id" the store's key, "0000000042", kept for the scripts that read
// it; a command or cwd that is not UTF-8 is "" with its bytes in base64
// as command_b64 or cwd_b64). An agent's name is written in ls, show and
// the completions as the desk's rows write it: quoted («claude»), its
// own quote marks, controls and ending spaces escaped («lead\x20»), and
// its columns aligned in terminal cells. Deciding is first-wins: the loser of a race is told
// who decided the ask and when, and exits 6.
//
// # The policy
//
//	ozdesk policy allow|ask|refuse PATTERN --reason R [--agent GLOB] [--node GLOB] [--workdir DIR]
//	        [--ends 7d|2026-12-31|never] [--shadow] [--first | --before ID | --after ID]
//	ozdesk policy allow --default cmd.download-run --agent installer --reason R --ends 30d
//	ozdesk policy refuse --default cmd.unreadable --reason R
//	ozdesk policy list [--json] [--defaults]
//	ozdesk policy retire ID
//	ozdesk policy move ID (--first | --before ID | --after ID)
//	ozdesk policy approve ID
//	ozdesk policy withdraw ID
//	ozdesk policy egress add HOST --reason R | egress rm HOST | egress list [--json]
//	ozdesk policy set four-eyes on|off | fallback allow|ask | ask-wait 10m | ask-wait-max 24h | max-pending 20
//	ozdesk policy settings [--json]
//	ozdesk policy explain --command CMD [--agent A] [--cwd DIR] [--node N] [--json]
//	ozdesk policy export > policy.yaml
//	ozdesk policy apply FILE [--yes | --dry-run]
//	ozdesk policy replay [--since 168h] [--until T] [--with FILE | --rule 'allow PATTERN' ... [--agent GLOB] [--node GLOB] [--workdir DIR]]
//	        [--recorded] [--json] [--jobs 20]
//
// allow, ask and refuse write a rule (PATTERN quoted as one argument, in
// the pattern language: `git push --force * [default-branch]`). It goes
// below the other operators' rules unless placed, and always above the
// defaults. --ends takes a span (12h, 7d, 2w), a date (the rule holds
// through that day, local time), an RFC 3339 time, or never (not for an
// allow). An allow needs a reason and an end and must pass the guard rails
// (nothing unreadable, not a program alone, no download that is not pinned
// to the egress list); a refusal lists every rail it breaks. A pattern that
// is refused shows where, with a caret, and what to write instead.
// --default ID writes the rule over a default rule: an allow is a
// carve-out for its scope, a refuse over cmd.unreadable turns the floor's
// ask into a refusal. A rule written (or a setting or egress host
// changed) resolves the pending asks it now decides, and says so.
// move places a rule elsewhere in the order (the first rule that matches
// a part decides it), and resolves and lists the pending asks the new
// order decides.
//
// Four eyes (policy set four-eyes on) needs two operators for whatever
// loosens the policy. A rule written is proposed (r…) until an operator
// other than its author runs policy approve ID. Retiring an ask or refuse
// rule in force, moving a rule so that an allow is read before an ask it
// was read after (or an ask after an allow, in force or proposed), turning four eyes off, a fallback of allow and adding an
// egress host are proposed too, as proposals (p1, p2, …): the command says
// "proposed p3: …" and how another operator approves it, changes nothing
// and exits 0. policy approve takes a rule's ID or a proposal's, and makes
// the change with its audit entries; its author approving exits 6, and so
// does a proposal whose target changed meanwhile (the rule retired, the
// host on the list, the setting changed, a move that would now pass other
// rules than those it was proposed to pass): withdraw it with policy
// withdraw ID, which any admin may run. The desk does the same (the
// rules view: x and m propose, y approves). Tightening (a refuse, removing a
// host, retiring an allow, turning four eyes on) needs one operator.
//
// list shows the operators' rules in evaluation order (position, id,
// outcome, pattern, scope, end, mode, status, author, approver, hits, and
// their reasons; the end as the desk's rules view says it, then when, as
// every screen writes a time, local: "in 7h 59m (2026-12-05 11:06:20)",
// "ended (…)" or "never"; --json writes times in RFC 3339), the proposals that wait for a second operator (id,
// change, author, when, reason), then the defaults; --defaults shows the
// defaults with their patterns and the commands each catches and passes.
// --json prints {"rules": […], "proposals": [{"id", "kind", "change",
// "rule", "settings": [{"name", "old", "new"}], "host", "reason", "by",
// "created"}], "defaults": […]}.
//
// explain records nothing and works without a store (the defaults alone
// decide). It draws the command with its parts marked, the verdict and the
// parse tree (plain text when standard output is not a terminal); --json
// prints the policy's report:
//
//	{"outcome", "rule", "reason", "part", "unreadable": [{"code", "detail", "part", "start", "end"}],
//	 "parts": [{"text", "program", "outcome", "rule", "reason", "start", "end", …}], "shadow": […],
//	 "store"}
//
// "store" is "present", or "absent" where there is no store at --db (or
// $OZDESK_DB): the answer is then the built-in defaults' and the
// fallback's alone, and an asker through that store is refused (exit 4).
//
// export writes the policy (settings, egress list, active and proposed
// rules in order) as YAML; apply reads one (- for standard input), lists
// every problem at its line (exit 2), shows the changes it makes, and makes
// them in one audited transaction: with --yes, or after asking on the
// terminal; --dry-run only shows them. A file exported from a store applies
// to it with no change. Under four eyes added and changed rules wait,
// proposed, and a file that loosens what cannot wait in it is refused
// whole (exit 6), naming the command that proposes each change one by one.
//
// replay decides the evaluations recorded since --since (default a week)
// again under a changed policy, and reports what would have come out
// otherwise: counts by transition (allow→ask …), the first change of each
// job, the rules that decide the changes now and before, what could not be
// read. The change is a policy file (--with; its proposed rules count as
// approved) or rules added above the operators' rules (--rule, repeatable,
// scoped by --agent, --node, --workdir). It is compared with the policy in
// force decided again the same way, so only the change shows; --recorded
// compares with the answers recorded at the time. Without a change, replay
// shows how the policy in force decides the record. It writes nothing;
// --json prints the report (since, against, total, changed, transitions,
// jobs, rules, was, unreadable, skipped, broken).
//
// # The audit trail
//
//	ozdesk audit [--follow] [--json] [--since 1h] [--kind K]
//	ozdesk audit verify [--expect SEQ:HASH] [--anchor FILE] [--file EXPORT]
//	ozdesk audit export [--through SEQ | --before TIME] [-o FILE]
//	ozdesk audit cut --through SEQ --exported HASH
//
// audit prints every evaluation, ask, decision, rule and setting change,
// oldest first; --since keeps the entries from a time on (1h, 7d, a date,
// RFC 3339), --kind one kind (rule means rule.*; repeatable), --follow
// keeps printing until interrupted, --json prints JSON Lines of the stored
// entries (seq, time, kind, actor, node, data, prev, hash). verify checks
// the hash chain and prints the head (seq and hash) to keep elsewhere; a
// trail that does not hold exits 7 naming the first entry where it breaks.
//
// export writes the trail from its first entry, through SEQ or up to
// TIME, as JSON Lines of the entries byte for byte as their hashes cover
// them, to FILE or a pipe (never a terminal), and says on stderr its head.
// FILE is made (mode 0600, never replaced), and never as a shell start-up
// file (.bashrc, .profile … in any directory, /etc/profile.d/: exit 2),
// since the trail holds the agents' commands as they wrote them.
// verify --file EXPORT checks an export alone and prints where it starts
// (the entry before its first) and its head. cut removes the entries
// through SEQ once exported: HASH, the export's head hash, must be the
// trail's at SEQ (else exit 6); an entry about an ask still waiting is
// never cut (exit 6); the cut is an audit.cut entry with who cut, rules
// in force whose entries go are carried (audit.carry), and verify then
// checks the trail from the cut. In protected mode only an admin cuts
// (exit 8 otherwise). See docs/fleet.md, "Export and cut the audit trail".
//
// # The store's file
//
//	ozdesk store info [--json]
//	ozdesk store compact
//
// A bbolt file never shrinks: the space of old pages is reused, never
// given back. Past 256 MiB (store.SizeWarning), audit verify, queue ls
// and store info warn on standard error. compact copies the store into a
// new file without that space, checks the copy (the same records, the
// audit trail to the same head), and renames it into place with the old
// file's mode and owner, holding the store's lock throughout: harness
// calls wait for it, then use the new file. It prints the sizes before
// and after, and records a "store.compact" entry. A store whose audit
// trail does not verify is left as it is (exit 7). In protected mode the
// broker compacts its own store, for an admin.
//
// # Exit codes
//
// (also `ozdesk help exit-codes`)
//
//	0  ok           done; for ask, the command may run (allowed by the policy or approved)
//	1  refused      ask: the command must not run (refused by a rule, denied by an operator, or over its account's write budget in a fleet)
//	2  usage        bad input (flags, arguments, a pattern, an ID, a rule the guard rails refuse); the message says what to change
//	3  undecided    ask: nobody decided in time (the ask expired, was withdrawn or abandoned); the command must not run
//	4  store        the store could not be read or written (locked, corrupt, newer schema, or replaced by another store while an ask waited in it; or its rules are not those the audit trail vouches for), or there is none where --db points (the desk, queue ls, audit verify); failed closed: the command must not run
//	5  internal     a bug in ozdesk (please report it): nothing was decided
//	6  conflict     the state changed first (an ask decided by someone else, who and when named; a rule or proposal no longer waiting, or stale), or four eyes refuses (an author approving their own change, a policy file that loosens); audit cut refused (a head that is not the trail's, an entry an ask still waiting needs); audit export found nothing in its range
//	7  audit-broken audit verify: the audit trail (with --file, the export) does not hold (an entry edited, missing, reordered or cut around ozdesk), or a rule, the set of rules in force, a decision, the settings or the egress list are not as its entries wrote them; audit export, audit cut: the trail is broken within their range; serve: the store is not the one the broker anchored
//	8  denied       protected mode: the broker does not let the account you run as do this (an agent deciding, a viewer writing policy); an operator with the role does it
//
// ozdesk hook claude-code exits only 0 (with its answer on standard output)
// or 2 (with the reason on standard error).
//
// The desk and the demo exit 0 when the operator quits (6 when a decision
// sent at the quit question was refused: someone else decided first), and 128+n when
// signal n ends them: 129 when the terminal closes (SIGHUP), 130 on
// SIGINT, 131 on SIGQUIT, 143 on SIGTERM. The decisions still in their undo window are
// then dropped, and their asks still wait.
package main
