package queue

import (
	"strconv"
	"strings"
)

// pidNamespaceOf reads the inode of a pid namespace from the target of
// a /proc/PID/ns/pid link ("pid:[4026531836]"); 0 for any other text.
func pidNamespaceOf(link string) uint64 {
	s, ok := strings.CutPrefix(link, "pid:[")
	if !ok {
		return 0
	}
	s, ok = strings.CutSuffix(s, "]")
	if !ok {
		return 0
	}
	n, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0
	}
	return n
}
