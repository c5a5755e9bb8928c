package safetext

import (
	"strconv"
	"time"
)

// Span writes a duration for a person in its two largest units, rounded
// down: "45s", "3m 12s", "2h 5m", "1d", "3d 4h"; a negative one as its
// size.
func Span(d time.Duration) string {
	if d < 0 {
		d = -d
	}
	units := []struct {
		size time.Duration
		name string
	}{{24 * time.Hour, "d"}, {time.Hour, "h"}, {time.Minute, "m"}, {time.Second, "s"}}
	for i, u := range units {
		if d < u.size && i < len(units)-1 {
			continue
		}
		s := strconv.FormatInt(int64(d/u.size), 10) + u.name
		if i+1 < len(units) {
			next := units[i+1]
			if n := (d % u.size) / next.size; n > 0 {
				s += " " + strconv.FormatInt(int64(n), 10) + next.name
			}
		}
		return s
	}
	return "0s"
}
