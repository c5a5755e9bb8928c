package patterns

import "testing"

// xargsProgramCases: xargs appending its input items to a runner whose
// own words end before its command (rt36 #1) runs a program the items
// name: unreadable. A runner given its command, and xargs -I, which
// appends nothing, are read as before.
var xargsProgramCases = []evalCase{
	ask("echo rm -rf ~ | xargs env", "cmd.unreadable"),
	ask("echo rm -rf /home | xargs nohup", "cmd.unreadable"),
	ask("echo rm -rf /home | xargs timeout 60", "cmd.unreadable"),
	ask("xargs -0 -a <(printf 'rm\\0-rf\\0/home') sudo", "cmd.unreadable"),
	ask("cat cmds.txt | xargs -L1 sudo", "cmd.unreadable"),
	ask("printf 'rm\\n-rf\\n/home\\n' | xargs sudo", "cmd.unreadable"),
	ask("xargs -n3 nice -n 5 < cmds.txt", "cmd.unreadable"),
	ask("cat c | xargs stdbuf -oL", "cmd.unreadable"),
	ask("cat c | xargs setsid", "cmd.unreadable"),
	ask("cat c | xargs chroot /srv/root", "cmd.unreadable"),
	ask("cat c | xargs ionice -c3", "cmd.unreadable"),
	ask("cat c | xargs taskset 1", "cmd.unreadable"),
	ask("cat c | xargs busybox", "cmd.unreadable"),
	ask("cat c | xargs command", "cmd.unreadable"),
	ask("cat c | xargs exec", "cmd.unreadable"),
	ask("cat c | xargs time", "cmd.unreadable"),
	ask("cat c | xargs strace -f", "cmd.unreadable"),
	ask("cat c | xargs doas", "cmd.unreadable"),
	ask("cat c | xargs sudo -u deploy", "cmd.unreadable"),
	ask("cat c | xargs sudo -s", "cmd.unreadable"),
	ask("cat c | xargs env -i PATH=/bin", "cmd.unreadable"),
	ask("cat c | xargs xargs", "cmd.unreadable"),
	ask("cat c | xargs npx", "cmd.unreadable"),
	ask("cat c | xargs watch", "cmd.unreadable"),
	ask("cat c | xargs ssh", "cmd.unreadable"),
	ask("cat c | xargs su", "cmd.unreadable"),
	ask("cat c | xargs bundle exec", "cmd.unreadable"),
	ask("cat c | sudo xargs env nice", "cmd.unreadable"),
	ask("printf '%s\\n' -c 'rm -rf ~' | xargs sh", "cmd.unreadable"),
	ask("cat c | xargs bash", "cmd.unreadable"),
	ask("ls *.sh | xargs -n1 sh", "cmd.unreadable"),
	ask("cat c | xargs python3", "cmd.unreadable"),
	ask("find . -exec env {} +", "cmd.unreadable"),
	ask("find . -exec sudo {} \\;", "cmd.unreadable"),
	ask("cat c | parallel sudo", "cmd.unreadable"),
	// Near-misses: the runner names its program, or nothing is appended.
	allow("git ls-files | xargs wc -l"),
	allow("cat pids | xargs -n1 kill"),
	allow("find . -name '*.go' | xargs gofmt -l"),
	allow("cat dirs | xargs nice make"),
	allow("cat urls | xargs timeout 5 curl -sI"),
	allow("cat imgs | xargs -P4 -n1 docker pull"),
	allow("cat c | xargs -I{} sudo"),
	allow("cat c | xargs command -v"),
	allow("cat c | xargs sudo -l"),
	allow("cat c | xargs python3 tools/check.py"),
	allow("cat c | xargs sh -c 'echo \"$@\"' _"),
	allow("cat c | xargs -n1 echo"),
	allow("parallel sudo ::: ls pwd"),
}

func TestXargsProgram(t *testing.T) { runCases(t, xargsProgramCases) }
