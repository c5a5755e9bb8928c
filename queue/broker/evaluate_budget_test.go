package broker

import (
	"testing"
	"time"
)

// TestEvaluateBudget: a fleet broker's evaluation tries its store within
// the asker's wait and within the time its client waits for the answer
// (evaluate-timeout), ending a quarter of each (at most a second) before
// it, so that its refusal reaches the client before the client gives up.
func TestEvaluateBudget(t *testing.T) {
	cases := []struct {
		name         string
		wait, within time.Duration
		want         time.Duration
	}{
		{"neither said", 0, 0, CallTimeout / 2},
		{"a long wait, the default bound", time.Minute, DefaultEvaluateTimeout, DefaultEvaluateTimeout - time.Second},
		{"a short wait, no bound said", 6 * time.Second, 0, 5 * time.Second},
		{"a short wait under the bound", 6 * time.Second, DefaultEvaluateTimeout, 5 * time.Second},
		{"a bound of a second", time.Minute, time.Second, 750 * time.Millisecond},
		{"only the bound", 0, 4 * time.Second, 3 * time.Second},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := evaluateBudget(c.wait, c.within); got != c.want {
				t.Errorf("evaluateBudget(%s, %s) = %s, want %s", c.wait, c.within, got, c.want)
			}
		})
	}
}
