package lograte

import (
	"bytes"
	"fmt"
	"log/slog"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"
)

// clock is a clock the test moves.
type clock struct{ t time.Time }

func (c *clock) now() time.Time { return c.t }

// summaries sums the counts of the summary lines of kind from source.
func summaries(out, kind, source string) (lines, more int) {
	re := regexp.MustCompile(`msg="(\d+) more ` + regexp.QuoteMeta(kind) + ` from ` + regexp.QuoteMeta(source) + ` in the last `)
	for _, m := range re.FindAllStringSubmatch(out, -1) {
		n, _ := strconv.Atoi(m[1])
		lines++
		more += n
	}
	return lines, more
}

func TestLimiter(t *testing.T) {
	type event struct {
		source string
		at     time.Duration // from the start
	}
	burst := func(source string, n int, at time.Duration) []event {
		es := make([]event, n)
		for i := range es {
			es[i] = event{source, at}
		}
		return es
	}
	tests := []struct {
		name   string
		events []event
		flush  time.Duration // Flush at this time (0: FlushAll at the end)
		// per source: lines named, summary lines, counted in summaries
		want map[string][3]int
	}{
		{"under the named", burst("uid 1", 3, 0), 0, map[string][3]int{"uid 1": {3, 0, 0}}},
		{"a flood, summed at the end", burst("uid 1", 1000, 0), 0, map[string][3]int{"uid 1": {5, 1, 995}}},
		{"a flood, summed by the ticker", burst("uid 1", 100, 0), time.Minute, map[string][3]int{"uid 1": {5, 1, 95}}},
		{"two sources apart", append(burst("uid 1", 50, 0), burst("uid 2", 7, 0)...), 0,
			map[string][3]int{"uid 1": {5, 1, 45}, "uid 2": {5, 1, 2}}},
		{"the next interval names again", append(burst("uid 1", 20, 0), burst("uid 1", 20, 61*time.Second)...), 0,
			map[string][3]int{"uid 1": {10, 2, 30}}},
		{"past the sources followed, counted as others", func() []event {
			var es []event
			for i := range MaxSources + 300 {
				es = append(es, event{fmt.Sprintf("10.0.%d.%d", i/256, i%256), 0})
			}
			return es
		}(), 0, map[string][3]int{Others: {5, 1, 295}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			var buf bytes.Buffer
			c := &clock{t: time.Date(2026, 12, 3, 0, 0, 0, 0, time.UTC)}
			start := c.t
			l := New(slog.New(slog.NewTextHandler(&buf, nil)), WithClock(c.now))
			for _, e := range tc.events {
				c.t = start.Add(e.at)
				l.Log(slog.LevelInfo, "refused connections", e.source, "refused a connection", "from", e.source)
			}
			if tc.flush > 0 {
				c.t = c.t.Add(tc.flush)
				l.Flush()
			} else {
				l.FlushAll()
			}
			out := buf.String()
			for source, want := range tc.want {
				named := strings.Count(out, `msg="refused a connection" from="`+source+`"`)
				if source == Others {
					// The others' first few are named under their own address.
					named = strings.Count(out, `msg="refused a connection"`) - MaxSources
				}
				lines, more := summaries(out, "refused connections", source)
				if got := [3]int{named, lines, more}; got != want {
					t.Errorf("%s: named, summaries, counted = %v, want %v\n%s", source, got, want, out)
				}
			}
			// Nothing is lost: every event is named or counted.
			re := regexp.MustCompile(`msg="(\d+) more `)
			total := strings.Count(out, `msg="refused a connection"`)
			for _, m := range re.FindAllStringSubmatch(out, -1) {
				n, _ := strconv.Atoi(m[1])
				total += n
			}
			if total != len(tc.events) {
				t.Errorf("%d events named or counted, want %d", total, len(tc.events))
			}
		})
	}
}
