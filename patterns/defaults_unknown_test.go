package patterns

import (
	"strings"
	"testing"
)

// TestUnknownWordsDoc keeps the unknown-words section of DEFAULTS.md true:
// every default has its rule for unknown words, in the defaults' order,
// and of its examples the default might match a part of each of Asks and
// no part of any of Leaves.
func TestUnknownWordsDoc(t *testing.T) {
	infos := DefaultInfos()
	if len(unknownTable) != len(infos) {
		t.Fatalf("%d defaults, %d rules for unknown words", len(infos), len(unknownTable))
	}
	pol, err := NewPolicy(nil)
	if err != nil {
		t.Fatal(err)
	}
	rules := map[string]*Rule{}
	for _, r := range pol.rules {
		rules[r.ID] = r
	}
	for k, u := range unknownTable {
		if u.ID != infos[k].ID {
			t.Errorf("rule %d for unknown words is %s, the default there is %s", k, u.ID, infos[k].ID)
			continue
		}
		if len(u.Asks) == 0 || len(u.Leaves) == 0 || u.Rule == "" {
			t.Errorf("%s: a rule for unknown words needs its decision and examples of both kinds", u.ID)
		}
		for _, c := range u.Asks {
			if !defaultMatches(pol, rules[u.ID], c) {
				t.Errorf("%s should match %q", u.ID, c)
			}
		}
		for _, c := range u.Leaves {
			if defaultMatches(pol, rules[u.ID], c) {
				t.Errorf("%s should leave %q alone", u.ID, c)
			}
		}
	}
}

// defaultMatches reports whether rule r might match some readable part of
// src, as the evaluation tries it.
func defaultMatches(pol *Policy, r *Rule, src string) bool {
	cmd := Read(src)
	ctx := testContext()
	ctx.cmd = cmd // as Evaluate sets it: classes that read the line's other parts need it
	e := evaluation{p: pol, cmd: cmd, ctx: ctx, now: testNow}
	e.partCtx = partContexts(cmd, e.ctx)
	for i, p := range cmd.Parts {
		if p.Unreadable != nil || p.Program == "" {
			continue
		}
		if _, ok := e.match(r, i, Might); ok {
			return true
		}
	}
	return false
}

// unknownMarkdown renders the rules for unknown words and how an ask
// names its rule, for DEFAULTS.md.
func unknownMarkdown() string {
	var b strings.Builder
	b.WriteString("\n## Unknown words, and which default an ask names\n\n")
	b.WriteString("A word is unknown when the reader does not know its value: a variable, a substitution, `$1`, another user's `~name`, " +
		"a glob or a brace. A variable *of the environment* is one named variable that the line does not set, that no file the line " +
		"sources may set, and that bash does not set in the course of the line (`$_`, `$OLDPWD`, `$REPLY` …): its value is the " +
		"harness's, which the agent does not choose from inside the line. (A write of the shell's start-up files, `~/.bashrc`, `~/.profile`, " +
		"`~/.zshrc`, fish's `config.fish`, `/etc/profile.d` …, which every later login or interactive shell runs, asks by " +
		"`cmd.guard-tamper`: the queue protects them.) Each default decides which of its classes " +
		"an unknown word may match; the examples are checked by `go test ./patterns` (TestUnknownWordsDoc): the default might match " +
		"each of the first, and none of the second. The items `xargs` appends to a command (without `-I`) are unknown operands, " +
		"never flags the line does not show (rt23d #8, #19, fx28e3): `xargs -n1 curl -sO < urls.txt` is not `curl -X DELETE`, and " +
		"`… | xargs git branch -d` is not a forced delete of main, while `xargs git branch -D` of items that might be main, and " +
		"`xargs curl -X DELETE`, still ask. So is the item `xargs -I` puts in place of its replace string when it stands as a word " +
		"of its own (fx38a, rt31 E102: `xargs -P4 -I{} curl -s -o /dev/null -w \"%{http_code}\\n\" {} < urls.txt` checks URLs, it is not " +
		"`curl -X DELETE`), while it may still be any one operand or the value of the flag before it (`xargs -I{} rm -rf {}`, " +
		"`xargs -I{} curl -o {} URL` ask).\n\n")
	b.WriteString("Every ask says why, as `because` in `ozdesk policy explain --json` and on the card: the word of the command that " +
		"made the deciding rule match, what it was matched as (a class, or the pattern's own text), and `certain` or `might`, " +
		"as in \"`$OUT` is not known here; if it names a block device, this overwrites it\". Where several defaults match a " +
		"part, the part names the one on the strongest evidence, not simply the first: a certain match over a might, and, among " +
		"mights, one whose word's known text points at its class (read with its unknown stretches as a plain name, the word is of " +
		"the class), or whose unknown stretches are only globs (a glob expands to what exists), over one only the unknown text lets " +
		"match: `echo k > ~root/.ssh/authorized_keys` is `cmd.credentials`, not `cmd.wipe-disk`. Among equally strict parts the " +
		"first is named, unless its evidence is a bare might and a later part's is certain. A directory that only holds harness " +
		"settings the queue guards (every directory above the workdir holds some, whether or not they exist) is weak evidence " +
		"of tampering: `rm -rf \"$PWD/..\"` is named a delete outside the workdir (or of the home), while a directory holding " +
		"ozdesk's own store or executable (`rm -rf ~/.local/state`) stays `cmd.guard-tamper`'s (so `rm -rf ../` is `cmd.guard-tamper`'s " +
		"when ozdesk's store lies in the directory above the workdir, and a delete outside the workdir otherwise: fx38c decided, " +
		"rt36 D054). Outside the home, a system tree that holds ozdesk's executable or configuration among everyone else's is " +
		"weak evidence too (fx47b, rt46 C1: the card must not hide that the machine is gutted): `rm -rf /etc`, `rm -rf /usr/local`, " +
		"`find /var -type f -delete` are named `cmd.delete-outside`, while a directory of ozdesk's own " +
		"(`rm -rf /etc/ozdesk`), its executable (`rm -f /usr/local/bin/ozdesk`) and the shell's start-up files (`rm -rf " +
		"/etc/profile.d`) stay `cmd.guard-tamper`'s; so is a glob of one of the machine's program directories whose text does " +
		"not spell ozdesk (fx48b, rt46: `chmod a-x /bin/*` is `cmd.system`'s; `chmod a-x /usr/bin/oz*` and a glob of " +
		"`/usr/local/bin`, where ozdesk is installed, stay `cmd.guard-tamper`'s). Between the two broad defaults, a certain " +
		"`cmd.system` is named over a certain `cmd.delete-outside` (fx48b, rt46): the path is the machine's own, its configuration " +
		"or its programs (`echo \"nameserver 1.2.3.4\" > /etc/resolv.conf`, `cp x.conf /etc/nginx/nginx.conf`, `chmod 000 " +
		"/usr/bin/sudo`, `chmod -R 000 /usr/bin`, `mv /usr/bin/python3 /tmp/`), and the card says the machine changes under everyone " +
		"who uses it; so is, since fx50n, a delete or a move away of one of the machine's own files in /etc ([system-file]: " +
		"`sudo rm /etc/resolv.conf`, `mv /etc/hosts /tmp/h`, a unit below `/etc/systemd`, a kernel below `/boot`); a delete " +
		"`cmd.system` does not match stays a delete outside the workdir (`rm -rf /etc`, `rm -rf /var/lib/docker`, `rm -rf " +
		"/etc/nginx`, a service's own settings). A part unreadable because it writes a file that runs later is named " +
		"`cmd.credentials` where that default certainly matches it (fx38c, rt36 D313: `git config --global credential.helper store` " +
		"keeps every password git is given in a plain file), and else `cmd.system` where it certainly does (decided again at fx48b, " +
		"rt46; the floor was named there before): a unit written into `/etc/systemd`, `/etc/ld.so.preload`, a program of the " +
		"machine replaced (`ln -sf /bin/true /usr/bin/ssh`), a kernel module loaded (`insmod x.ko`), a crontab installed " +
		"(`crontab /tmp/x`); the part's unreadable detail still says what runs later. Among the harness settings the floor stays " +
		"named. `$PWD`, `$(pwd)` and `` `pwd` `` " +
		"are the directory the part runs in, unless the line may set PWD (`PWD=/`, `read PWD`) or rebinds pwd. The outcome never " +
		"changes: only the rule named.\n\n")
	b.WriteString("| id | unknown words | asks about | leaves alone |\n|---|---|---|---|\n")
	code := func(xs []string) string {
		out := make([]string, len(xs))
		for i, x := range xs {
			out[i] = "`" + strings.ReplaceAll(x, "|", `\|`) + "`"
		}
		return strings.Join(out, "<br>")
	}
	for _, u := range unknownTable {
		b.WriteString("| `" + u.ID + "` | " + strings.ReplaceAll(u.Rule, "|", `\|`) + " | " + code(u.Asks) + " | " + code(u.Leaves) + " |\n")
	}
	return b.String()
}
