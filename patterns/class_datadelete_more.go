package patterns

import (
	"regexp"
	"strings"
	"sync"
)

// moreDataDeleteCode matches the deletes of query languages beyond
// dataDeleteCode's: Cypher's DETACH DELETE and a MATCH … DELETE, and
// SQL's DELETE without FROM (T-SQL's `DELETE Orders`, MySQL's `DELETE t
// FROM …`).
var moreDataDeleteCode = sync.OnceValue(func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\bdetach\s+delete\b|\bmatch\b[\s\S]*\bdelete\b|` +
		"\\bdelete\\s+(top\\s*\\(\\s*\\d+\\s*\\)\\s*)?[\\w.\\[\\]\"`]+\\s*(;|$|\\bwhere\\b|\\bfrom\\b|\\boutput\\b)")
})

// redisLines splits text fed to a redis server into its commands: lines
// ended by a newline or by printf's and echo -e's escapes (`\r\n`, `\n`).
func redisLines(code string) []string {
	code = strings.NewReplacer(`\r`, "\n", `\n`, "\n", "\r", "\n").Replace(code)
	return strings.Split(code, "\n")
}

// moreDataDeletes reports whether code (sql: code outside its string
// literals) deletes data in a way dataDeleteCode does not read: the
// patterns above, or a redis protocol line whose command empties a
// database (`printf 'FLUSHALL\r\n' | nc host 6379`), or memcached's
// flush_all.
func moreDataDeletes(code, sql string) bool {
	if moreDataDeleteCode().MatchString(sql) {
		return true
	}
	for _, ln := range redisLines(code) {
		if f := strings.Fields(ln); len(f) > 0 && (redisDeletes.get()[strings.ToUpper(f[0])] || strings.EqualFold(f[0], "flush_all")) {
			return true
		}
	}
	return false
}
