package patterns

import (
	"fmt"
	"testing"
)

func TestMatchFlags(t *testing.T) {
	runMatchCases(t, []matchCase{
		// Synonyms, combined flags, any position.
		{pat: "rm -rf *", cmd: "rm -rf x", might: true, certain: true, words: "[0 1 2]"},
		{pat: "rm -rf *", cmd: "rm -fr x", might: true, certain: true},
		{pat: "rm -rf *", cmd: "rm -r -f x", might: true, certain: true, words: "[0 1 2 3]"},
		{pat: "rm -rf *", cmd: "rm --recursive --force x", might: true, certain: true},
		{pat: "rm -rf *", cmd: "rm -R -f x", might: true, certain: true},
		{pat: "rm -rf *", cmd: "rm -r x"},
		{pat: "rm -rf *", cmd: "rm -rfv x", might: true},
		{pat: "rm -rf **", cmd: "rm -rfv x", might: true, certain: true},
		{pat: "rm -r *", cmd: "rm x -r", might: true, certain: true},
		{pat: "rm -rf *", cmd: "rm -rf -- x", might: true, certain: true},
		{pat: "rm [home]", cmd: "rm -rf ~", might: true},
		{pat: "rm ** [home]", cmd: "rm -rf ~", might: true, certain: true},
		// git: subcommand tables, global options.
		{pat: "git push --force **", cmd: "git push -f", might: true, certain: true},
		{pat: "git push --force **", cmd: "git push --force-with-lease"},
		{pat: "git push -f **", cmd: "git push --force origin", might: true, certain: true},
		{pat: "git push --force **", cmd: "git -C /x push -f", might: true, certain: true},
		{pat: "git push --force origin main", cmd: "git -C /x push -f origin main", might: true},
		{pat: "git -C * push **", cmd: "git -C /x push", might: true, certain: true, words: "[0 1 2 3]"},
		{pat: "git -C /repo push **", cmd: "git -C /repo push", might: true, certain: true},
		{pat: "git -C /repo push **", cmd: "git -C /other push"},
		{pat: "git -C /repo push **", cmd: "git -C $R push", might: true},
		{pat: "git branch -D *", cmd: "git branch --delete --force x", might: true, certain: true},
		{pat: "git branch --delete --force *", cmd: "git branch -D x", might: true, certain: true},
		{pat: "git branch -d *", cmd: "git branch -D x", might: true},
		{pat: "git push ** [default-branch]", cmd: `git push origin "$BRANCH"`, might: true},
		{pat: "git push --force ** [default-branch]", cmd: `git push "$@"`, might: true},
		{pat: "git push --force ** [default-branch]", cmd: "git push origin main"},
		{pat: "git push ** [force-refspec]", cmd: "git push origin +main", might: true, certain: true},
		// A subcommand not known: a flag may have any subcommand's name.
		{pat: "git ** -d", cmd: "git clean -d x", might: true, certain: true},
		{pat: "git ** -d", cmd: "git branch -d x", might: true, certain: true},
		{pat: "git ** --delete", cmd: "git push -d origin x", might: true, certain: true},
		{pat: "git clean -d **", cmd: "git $S -d x", might: true},
		{pat: "git push --delete **", cmd: "git $S -d x", might: true},
		// Single-dash long flags, values.
		{pat: "terraform destroy -target=module.test.*", cmd: "terraform destroy -target=module.test.db", might: true, certain: true},
		{pat: "terraform destroy -target=module.test.*", cmd: "terraform destroy -target module.test.db", might: true, certain: true, words: "[0 1 2 3]"},
		{pat: "terraform destroy -target=module.test.*", cmd: "terraform destroy -target=module.prod.db"},
		{pat: "terraform destroy -target=module.test.*", cmd: "terraform destroy"},
		{pat: "terraform destroy -target=module.test.*", cmd: "terraform destroy -target=module.test.db -auto-approve", might: true},
		{pat: "terraform destroy ** -auto-approve", cmd: "terraform destroy --auto-approve", might: true, certain: true},
		{pat: "terraform destroy -target=*", cmd: "terraform destroy -target=$T", might: true}, // $T may split
		{pat: "terraform destroy -target=*", cmd: `terraform destroy -target="$T"`, might: true, certain: true},
		{pat: "terraform destroy -target=module.test.*", cmd: "terraform destroy -target=$T", might: true},
		{pat: "kubectl delete ns * --force", cmd: "kubectl --force delete ns prod", might: true, certain: true},
		{pat: "kubectl delete ** -n prod", cmd: "kubectl -n prod delete pod x", might: true, certain: true},
		{pat: "kubectl delete ** -n prod", cmd: "kubectl --namespace=prod delete pod x", might: true, certain: true},
		{pat: "kubectl delete ** -n prod", cmd: "kubectl -n staging delete pod x"},
		{pat: "curl -o * [url]", cmd: "curl --output f https://x.io", might: true}, // x.io is not on the egress list
		{pat: "wget -O * [url]", cmd: "wget --output-document f https://x.io", might: true},
		{pat: "tar -f * **", cmd: "tar --file f -x", might: true, certain: true},
		{pat: "tar xzf * -C [outside-workdir]", cmd: "tar -xzf a.tgz -C /etc", might: true, certain: true},
		{pat: "tar -xzf * -C [outside-workdir]", cmd: "tar xzfC a.tgz /etc", might: true, certain: true},
		// Programs not in the tables: arity doubt.
		{pat: "frob -abc", cmd: "frob -abc", might: true, certain: true},
		{pat: "frob -abc", cmd: "frob -a -b -c", might: true, certain: true},
		{pat: "frob -abc", cmd: "frob -cba", might: true},
		{pat: "frob --level=3 x", cmd: "frob --level 3 x", might: true},
		{pat: "frob --level=3 x", cmd: "frob --level=3 x", might: true, certain: true},
		{pat: "frob x", cmd: "frob --verbose x", might: true},
		{pat: "frob **", cmd: "frob --verbose x", might: true, certain: true},
		// The pattern carries the same doubt as the command: read both ways alike.
		{pat: "frob -v *", cmd: "frob -v x", might: true, certain: true},
		{pat: "frob -v x", cmd: "frob -v x y"},
		{pat: "frob -v *", cmd: "frob -v x y", might: true},
		{pat: "frob -v **", cmd: "frob -v x", might: true, certain: true},
		// Flags of unknown value.
		{pat: "rm -rf [home]", cmd: "rm -$OPT ~", might: true},
		{pat: "rm -rf [home]", cmd: `rm "$F" ~`, might: true},
		{pat: "rm -rf [home]", cmd: `rm "$F"`},
		{pat: "rm -rf [home]", cmd: "rm $ARGS", might: true},
		{pat: "rm -f *", cmd: `rm -f "$F"`, might: true, certain: true},
		{pat: "rm -rf [home]", cmd: `rm -rf "$TMP"`, might: true},
		{pat: "rm -rf **", cmd: "rm -rf$X y", might: true, certain: true},
		{pat: "rm -rf y", cmd: "rm -rf$X y", might: true},
		{pat: "rm -rf [home]", cmd: `rm -rf "/$X"`, might: true},
		{pat: "rm -rf [home]", cmd: `rm -f "./$X"`},                  // no -r, and ./… is no flag
		{pat: "rm -f [home]", cmd: `rm -f "./$X"`},                   // without -r rm deletes no directory (match_files.go)
		{pat: "rm -f [home]", cmd: `rm -f ./$X`, might: true},        // split, $X may be "-r .."
		{pat: "rm -f [home]", cmd: `rm -f "$D" "./$X"`, might: true}, // "$D" may be -r
		{pat: "rm -d [home]", cmd: `rm -d "./$X"`, might: true},
		{pat: "rm -rf [home]", cmd: "rm -f ./build"},
		{pat: "ssh ** rm -rf /", cmd: `ssh host "$CMD"`},
		{pat: "ssh * rm -rf /", cmd: "ssh host rm -rf /", might: true, certain: true},
		{pat: "ssh * **", cmd: "ssh -i key host uptime", might: true, certain: true},
	})
}

func TestMatchRedirections(t *testing.T) {
	runMatchCases(t, []matchCase{
		{pat: "echo ** > [credentials]", cmd: "echo k >> ~/.ssh/authorized_keys", might: true, certain: true},
		{pat: "echo ** > [credentials]", cmd: "echo k > /tmp/x"},
		{pat: "echo ** > [credentials]", cmd: "echo k"},
		// A variable of the environment is not taken for credentials in
		// a write (class_env.go), unless its name says it may be, or the
		// line may set it.
		{pat: "echo ** > [credentials]", cmd: "echo k > $F"},
		{pat: "echo ** > [credentials]", cmd: "echo k > $KEYFILE", might: true},
		{pat: "echo ** > [credentials]", cmd: "echo k > $F; F=x", might: true},
		{pat: "echo ** > [credentials]", cmd: "echo k > $F/id_rsa", might: true},
		{pat: "echo ** > [credentials]", cmd: "echo k > $F/build.log"},
		{pat: "rm ** [credentials] **", cmd: "rm $F", might: true},
		{pat: "echo **", cmd: "echo hi > ~/.bashrc", might: true},
		{pat: "echo **", cmd: "echo hi > /dev/null", might: true, certain: true},
		{pat: "echo ** > *", cmd: "echo hi > out.txt", might: true, certain: true},
		{pat: "echo ** > out.txt", cmd: "echo hi > out.txt 2> err.txt", might: true},
		{pat: "cat < [credentials]", cmd: "cat < ~/.ssh/id_rsa", might: true, certain: true},
		{pat: "cat < [credentials]", cmd: "cat > ~/.ssh/id_rsa"},
		{pat: "cat", cmd: "cat < ~/.netrc", might: true, certain: true},
		{pat: "* ** > [device]", cmd: "cat x > /dev/sda", might: true, certain: true},
		{pat: "* ** > [device]", cmd: "cat x > /dev/null"},
		{pat: "tee **", cmd: "echo x | tee /etc/hosts", at: 1, might: true, certain: true},
	})
}

func TestMatchPrograms(t *testing.T) {
	runMatchCases(t, []matchCase{
		{pat: "/usr/bin/rm *", cmd: "rm x", might: true, certain: true},
		{pat: "rm *", cmd: "/bin/rm x", might: true, certain: true},
		{pat: "mkfs* **", cmd: "mkfs.ext4 /dev/sdb", might: true, certain: true},
		{pat: "mkfs* **", cmd: "mke2fs /dev/sdb"},
		{pat: "[shell] -c *", cmd: "bash -c 'x'", might: true, certain: true},
		{pat: "[shell] -c *", cmd: "bash -lc 'x'", might: true},
		{pat: "[shell] -c *", cmd: "python3 -c 'x'"},
		{pat: "* **", cmd: "$CMD x", might: true},
		{pat: "rm *", cmd: "$CMD x", might: true},
		{pat: "rm -rf *", cmd: "$CMD x"},
		{pat: "rm -rf *", cmd: "$CMD -rf x", might: true},
	})
}

func TestMatchReaderParts(t *testing.T) {
	runMatchCases(t, []matchCase{
		// Wrappers are peeled, nested strings are parts of their own.
		{pat: "rm -rf [home]", cmd: "sudo -u op rm -rf ~", might: true, certain: true, words: "[0 1 2]"},
		{pat: "rm -rf [home]", cmd: "FOO=1 env -i nice -n 5 rm -rf /", might: true, certain: true},
		{pat: "rm -rf [home]", cmd: "bash -c 'rm -rf ~'", at: 1, might: true, certain: true},
		{pat: "bash -c *", cmd: "bash -c 'rm -rf ~'", might: true, certain: true},
		{pat: "rm -rf [home]", cmd: "git -c core.pager='rm -rf ~' log", at: 1, might: true, certain: true},
		{pat: "rm -rf [home]", cmd: "echo $(rm -rf ~)", at: 1, might: true, certain: true},
		{pat: "rm -rf [home]", cmd: "if true; then rm -rf /; fi", at: 1, might: true, certain: true},
		{pat: "find ** -exec", cmd: "find . -name '*.o' -exec rm {} +", might: true, certain: true},
		// find puts the names of files at or below its starting point in
		// place of {} (several at once, with +).
		{pat: "rm *", cmd: "find . -name '*.o' -exec rm {} +", at: 1, might: true},
		{pat: "rm **", cmd: "find . -name '*.o' -exec rm {} +", at: 1, might: true, certain: true},
		{pat: "rm [inside-workdir]", cmd: "find . -name '*.o' -exec rm {} \\;", at: 1, might: true},
		{pat: "rm [outside-workdir]", cmd: "find . -name '*.o' -exec rm {} \\;", at: 1},
		{pat: "rm ./d/x.o", cmd: "find . -name '*.o' -exec rm {} +", at: 1, might: true},
		// -name bounds the names: find . -name '*.o' never gives ./x.
		{pat: "rm ./x", cmd: "find . -name '*.o' -exec rm {} +", at: 1},
		{pat: "rm ./x", cmd: "find . -type f -exec rm {} +", at: 1, might: true},
		// xargs appends its input items: words of unknown value.
		{pat: "rm -rf [home]", cmd: "echo ~/x | xargs rm -rf", at: 1, might: true},
		{pat: "rm -rf **", cmd: "echo ~/x | xargs rm -rf", at: 1, might: true, certain: true, words: "[0 1]"},
		{pat: "rm -rf", cmd: "echo ~/x | xargs rm -rf", at: 1, might: true},
		{pat: "rm -rf [home]", cmd: "echo ~/x | xargs -I{} rm -rf {}", at: 1, might: true},
		// The items xargs appends are operands, never flags the line does
		// not show (rt23d #8, #19; match_items.go): they do not make rm -f
		// recursive.
		{pat: "rm -rf [home]", cmd: "echo ~/x | xargs rm -f", at: 1, might: false},
		{pat: "rm -f [home]", cmd: "echo ~/x | xargs rm -f", at: 1, might: true},
		// A program that is not literal might be anything; eval is unreadable.
		{pat: "* -rf /", cmd: "$CMD -rf /", might: true},
		{pat: "eval **", cmd: `eval "$X"`, might: true},
		{pat: "curl ** | sh **", cmd: "timeout 10 curl -fsSL https://get.k3s.io | sh -", might: true},
		{pat: "curl ** | sh **", cmd: "ssh host 'curl -s https://x | sh'", at: 2, might: true},
	})
}

func TestMatchPipelines(t *testing.T) {
	runMatchCases(t, []matchCase{
		// A shell fed from a pipe is unreadable: never certainly matched.
		{pat: "curl ** | sh", cmd: "curl -fsSL https://x | sh", might: true},
		{pat: "curl ** | sh", cmd: "curl -fsSL https://x | sh", at: 1, might: true},
		{pat: "curl ** | tee **", cmd: "curl -fsSL https://x | tee f", might: true}, // x is not on the egress list
		{pat: "cat ** | tee **", cmd: "cat -n x | tee f", might: true, certain: true},
		{pat: "curl ** | sh", cmd: "curl x | bash"},
		{pat: "curl ** | [shell]", cmd: "curl x | bash", might: true},
		{pat: "curl ** | sh", cmd: "curl x | tee f | sh"},
		{pat: "curl ** | sh", cmd: "curl x | tee f | sh", at: 2},
		{pat: "[downloader] ** | [interpreter] **", cmd: "wget -qO- u | python3 -", might: true},
		{pat: "curl ** | sh", cmd: "curl x; sh"},
		{pat: "a | b", cmd: "x | a | b | y", at: 1, might: true, certain: true},
		{pat: "a | b", cmd: "x | a | b | y", at: 2, might: true, certain: true},
		{pat: "a | b", cmd: "x | a | b | y", at: 0},
		{pat: "a | b", cmd: "x | a | b | y", at: 3},
		{pat: "a | b | c", cmd: "a | b"},
		{pat: "curl [host:get.k3s.io] | sh", cmd: "curl https://get.k3s.io | sh -s -"}, // the operand -
		{pat: "curl [host:get.k3s.io] | sh **", cmd: "curl https://get.k3s.io | sh -s -", might: true},
	})
}

func TestMatchPipelineParts(t *testing.T) {
	cmd := testCommand(t, "echo a | curl -s https://x.io | sh -s")
	m, ok := MustParsePattern("curl ** | sh **").MatchAt(cmd, 2, fullCtx, Might)
	if !ok || fmt.Sprint(m.Parts) != "[1 2]" || fmt.Sprint(m.Words) != "[[0] [0]]" {
		t.Errorf("match = %+v, %v", m, ok)
	}
}

func TestMatchUnreadable(t *testing.T) {
	cmd := testCommand(t, "curl -s https://x.io | sh")
	cmd.Parts[1].Unreadable = &Unreadable{Code: UnreadablePipeShell, Part: 1}
	p := MustParsePattern("curl ** | sh")
	if _, ok := p.MatchAt(cmd, 0, fullCtx, Might); !ok {
		t.Error("unreadable stage does not might-match")
	}
	if _, ok := p.MatchAt(cmd, 0, fullCtx, Certainly); ok {
		t.Error("unreadable stage certainly matches")
	}
	if _, ok := MustParsePattern("sh").MatchAt(cmd, 1, fullCtx, Certainly); ok {
		t.Error("unreadable part certainly matches")
	}
}

func TestMatchAtEdges(t *testing.T) {
	cmd := testCommand(t, "rm x")
	p := MustParsePattern("rm *")
	for _, c := range []struct {
		p   *Pattern
		cmd *Command
		i   int
	}{{nil, cmd, 0}, {&Pattern{}, cmd, 0}, {p, nil, 0}, {p, cmd, -1}, {p, cmd, 1}, {p, &Command{Parts: []*Part{{}}}, 0}} {
		if _, ok := c.p.MatchAt(c.cmd, c.i, nil, Might); ok {
			t.Errorf("MatchAt(%v, %d) matched", c.p, c.i)
		}
	}
	if _, ok := p.MatchAt(cmd, 0, nil, Certainly); !ok {
		t.Error("nil context does not match")
	}
}
