package patterns

import "testing"

// TestMatchGlobDots: a glob's star stands for names, never for "." or "..":
// an allow of `rm -r -f DIR/*` does not certainly match DIR/.. (the parent
// it would delete), however it is spelled; ask and refuse rules still
// might match it. A glob that writes the dots itself matches them.
func TestMatchGlobDots(t *testing.T) {
	runMatchCases(t, []matchCase{
		{pat: "rm -r -f /srv/data/cache/*", cmd: "rm -rf /srv/data/cache/old", might: true, certain: true},
		{pat: "rm -r -f /srv/data/cache/*", cmd: "rm -rf /srv/data/cache/..", might: true},
		{pat: "rm -r -f /srv/data/cache/*", cmd: "rm -rf /srv/data/cache/../", might: true},
		{pat: "rm -r -f /srv/data/cache/*", cmd: "rm -rf /srv/data/cache/.", might: true},
		{pat: "rm -r -f /srv/data/cache/*", cmd: "rm -rf '/srv/data/cache/..'", might: true},
		{pat: "rm -r -f /srv/data/cache/*", cmd: `rm -rf "/srv/data/cache/"..`, might: true},
		{pat: "rm -r -f /srv/data/cache/*", cmd: "rm -rf /srv/data/cache/a/../..", might: true},
		{pat: "rm -r -f /srv/data/cache/*", cmd: "rm -rf /srv/data/cache/.cache", might: true, certain: true},
		{pat: "rm -r -f /srv/data/cache/*", cmd: "rm -rf /srv/data/cache/a..b", might: true, certain: true},
		{pat: "cat ../shared/*", cmd: "cat ../shared/notes", might: true, certain: true},
		{pat: "cat ../shared/*", cmd: "cat ../shared/../../etc/passwd", might: true},
		{pat: "make test.*", cmd: "make test..", might: true, certain: true},
	})
}
