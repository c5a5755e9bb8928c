package tui

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// TestLeavingBurstsAddUp (rt39k MEDIUM-1): twenty asks leave in two
// bursts, each read in several goes (twelve marked, then eight), and the
// messages the log keeps count each departure once, (1 + N more) over
// them all making twenty; each says how many marked asks left and how
// many remain, and the two add up to the marks before it. Failed
// before: the count ran on across messages (45 for 20), and the marks
// left were only those a message had read back ("3 marked left, none
// remain" after "8 marked remain").
func TestLeavingBurstsAddUp(t *testing.T) {
	d := openDesk(t, 200, 50)
	var ids []string
	for i := range 20 {
		ids = append(ids, d.ask("ag"+itoa(i%2), "job", fmt.Sprintf("rm -rf /srv/c%02d", i)))
	}
	d.reload()
	d.settle()
	for range 12 {
		d.keys("space")
	}
	d.mustShow("12 marked")
	// the reads of the two bursts: the marked twelve, then eight more
	for _, read := range [][]string{ids[:5], ids[5:9], ids[9:12], ids[12:15], ids[15:]} {
		for _, id := range read {
			must(t, d.svc.Withdraw(id, "ag"))
		}
		d.reload()
	}
	d.keys("@")
	d.settle()
	scr := d.mustShow("Messages")
	more := regexp.MustCompile(`(\d+) more left the queue`)
	left := regexp.MustCompile(`(\d+) marked left, (\d+|none) remain|; (\d+|no) marked (?:remain|ask remain)`)
	num := func(s string) int {
		n, _ := strconv.Atoi(s) // "none", "no": 0
		return n
	}
	var notices []string
	for _, l := range strings.Split(scr[strings.Index(scr, "Messages"):], "\n") {
		if strings.Contains(l, "withdrawn: its agent stopped waiting") {
			notices = append([]string{l}, notices...) // the log lists the newest first
		}
	}
	sum, marks := 0, 12
	for _, l := range notices {
		sum++
		if g := more.FindStringSubmatch(l); g != nil {
			sum += num(g[1])
		}
		g := left.FindStringSubmatch(l)
		if g == nil {
			continue
		}
		k, rest := 1, num(g[3])
		if g[1] != "" {
			k, rest = num(g[1]), num(g[2])
		}
		if k+rest != marks {
			t.Errorf("%q: %d marked left and %d remain, of %d marked before:\n%s", l, k, rest, marks, scr)
		}
		marks = rest
	}
	if sum != 20 || marks != 0 {
		t.Fatalf("the notices count %d departures of 20, %d marks remain of 0:\n%s", sum, marks, scr)
	}
}
