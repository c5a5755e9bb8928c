package safetext

import (
	"strconv"
	"time"
)

// FormatBytes writes a number of bytes for a person: exact below 10,000
// ("999 B", "9,999 B"), then in decimal units rounded down, so the figure
// never overstates and never claims less than one unit ("12 kB", "1.0 MB",
// "12 MB", "1.5 GB").
func FormatBytes(n int) string {
	if n < 10000 {
		s := strconv.Itoa(n)
		if n >= 1000 {
			s = s[:len(s)-3] + "," + s[len(s)-3:]
		}
		return s + " B"
	}
	const units = "kMGTPE"
	v, u := n, 0
	for v >= 1000*1000 && u < len(units)-1 {
		v /= 1000
		u++
	}
	// v is in thousands of units[u], below a million.
	if v < 10000 && u > 0 {
		// One decimal place: v is 1,000 … 9,999 thousandths of units[u].
		return strconv.Itoa(v/1000) + "." + strconv.Itoa(v/100%10) + " " + units[u:u+1] + "B"
	}
	return strconv.Itoa(v/1000) + " " + units[u:u+1] + "B"
}

// StampLayout is how the desk and the command line write a time for a
// person: in local time, to the second. cards.Clock leaves the date out when
// it is today's; reports in JSON write RFC 3339.
const StampLayout = "2006-01-02 15:04:05"

// Stamp writes t in [StampLayout], in local time; "-" for the zero time.
func Stamp(t time.Time) string {
	if t.IsZero() {
		return "-"
	}
	return t.Local().Format(StampLayout)
}
