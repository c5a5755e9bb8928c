package patterns

import (
	"regexp"
	"strings"
)

// dataDeleteCode matches database code that deletes data, in any case
// (SQL and mongo's names are matched as their shells read them): SQL's
// DROP and TRUNCATE, DELETE … FROM (a statement bounded by a WHERE is
// taken out first: class_datadelete_where.go), UPDATE … SET without WHERE, and mongo's drop,
// dropDatabase, deleteOne and findOneAndDelete, and deleteMany, remove
// and updateMany with no filter, an empty one (`{}`, every document, as
// SQL's DELETE without WHERE) or one not written out (a variable); a
// filter written out (`deleteMany({status: "done"})`) names the
// documents, as a WHERE names rows (rt19d).
// DELETE and FROM, and UPDATE and SET, may stand anywhere in one
// statement: a comment between them (`DELETE/**/FROM t`, `-- x` and a
// newline, MySQL's `/*!FROM*/`, which it runs) and MySQL's `DELETE t1
// FROM t1 JOIN …` separate them as whitespace does.
// Like the other two, it is compiled on first use: most commands hold no
// database code, and a hook process would compile it for nothing.
var dataDeleteCode = lazy[*regexp.Regexp]{build: func() *regexp.Regexp {
	return regexp.MustCompile(`(?i)\bdrop\b|\btruncate\b|\bdelete\b[^;]*?\bfrom\b|` +
		`\.(drop|dropdatabase|deleteone|findoneanddelete)\s*\(|` +
		`\.(deletemany|remove|updatemany)\s*\(\s*(\{\s*\}|[^{\s])`)
}}

// sqlUpdate matches an UPDATE statement.
var sqlUpdate = lazy[*regexp.Regexp]{build: func() *regexp.Regexp { return regexp.MustCompile(`(?i)\bupdate\b\s*[^(\s;][^;]*?\bset\b`) }}

// sqlUnboundedUpdate reports whether sql holds an UPDATE … SET statement
// with no WHERE outside every parenthesis, or one whose condition holds
// for every row as sqlAlwaysTrue reads it (`WHERE id IS NOT NULL`,
// `WHERE 1=1`: fx19c, rt19d #8); it rewrites every row as one without a
// WHERE does.
func sqlUnboundedUpdate(sql string) bool {
	if !sqlUpdate.get().MatchString(sql) {
		return false
	}
	for _, stmt := range strings.Split(sql, ";") {
		if !sqlUpdate.get().MatchString(stmt) {
			continue
		}
		cond, ok := sqlTopWhere(strings.ToLower(stmt))
		if !ok || sqlAlwaysTrue(cond) {
			return true
		}
	}
	return false
}

// redisDeletes are redis commands that empty a database or delete keys,
// by upper-case name (redis-cli reads them in any case): a key deleted is
// data deleted, as SQL's DELETE FROM with a WHERE is.
var redisDeletes = lazy[map[string]bool]{build: func() map[string]bool {
	return map[string]bool{"FLUSHALL": true, "FLUSHDB": true, "DEL": true, "UNLINK": true}
}}

// judgeDataDelete is [data-delete]: a database shell's code that deletes
// data. A word with parts not known (a variable) might hold such code.
func judgeDataDelete(_ string, w Word, _ *Context) Judgement {
	var lit strings.Builder
	known := true
	for _, s := range w.Segs {
		if s.Kind == SegLit {
			lit.WriteString(s.Text)
		} else {
			known = false
		}
	}
	code := lit.String()
	sql := sqlWithoutBoundedDeletes(sqlOutsideLiterals(code))
	switch {
	case dataDeleteCode.get().MatchString(sql), redisDeletes.get()[strings.ToUpper(strings.TrimSpace(code))], redisLuaDeletes.get().MatchString(code), moreDataDeletes(code, sql),
		sqlUnboundedUpdate(sql):
		return Judgement{Might: true, Certainly: true}
	}
	return Judgement{Might: !known}
}
