package queue

import "time"

// stampLayout is how ozdesk writes a time for a person, everywhere: the
// desk, the cards, the command line and these errors (it is
// cards.StampLayout, which this package cannot import).
const stampLayout = "2006-01-02 15:04:05"

// stamp writes t in stampLayout, in local time.
func stamp(t time.Time) string { return t.Local().Format(stampLayout) }
