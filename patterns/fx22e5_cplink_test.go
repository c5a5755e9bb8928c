package patterns

import "testing"

// cpLinkCases (rt22e #22): cp -s (--symbolic-link) and cp -l (--link)
// make links as ln does; a later write through the link writes its
// target, judged as ln's are.
var cpLinkCases = []evalCase{
	ask("cp -s ~/.ssh/authorized_keys k; echo x >> k", "cmd.credentials"),
	ask("cp --symbolic-link ~/.ssh/authorized_keys k; echo x >> k", "cmd.credentials"),
	ask("cp -sf /dev/sda d; cat /dev/zero > d", "cmd.wipe-disk"),
	ask("cp -l ~/.ssh/authorized_keys k && echo x >> k", "cmd.credentials"),
	allow("cp -s src/a.txt b.txt; cat b.txt"),
	allow("cp -r src dst; echo x >> dst/notes.md"),
}

func TestCpLinkCases(t *testing.T) { runCases(t, cpLinkCases) }
